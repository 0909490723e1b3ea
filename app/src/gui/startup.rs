//! The start-up report, for measuring the window: with `KEYSPACE_STUDIO_STARTUP_REPORT` set,
//! the window writes one line on stderr once its first frame is on screen: the time since
//! `main` began and the resident memory then (Linux; other systems give the time only). Set
//! to `exit`, the window closes after the line, so a script can time many starts
//! (`docs/performance.md`).

use std::time::Instant;

/// The environment variable that turns the report on (`1`) or on and then closes (`exit`).
pub const STARTUP_REPORT_ENV: &str = "KEYSPACE_STUDIO_STARTUP_REPORT";

/// Counts frames from the start and reports once the first one has been shown.
#[derive(Debug)]
pub struct StartupReport {
    started: Instant,
    frames: u32,
    exit_after: bool,
}

impl StartupReport {
    /// A report from `started` when the environment asks for one, else `None`.
    pub fn from_env(started: Instant) -> Option<Self> {
        let value = std::env::var(STARTUP_REPORT_ENV).ok()?;
        let value = value.trim();
        if value.is_empty() || value == "0" {
            return None;
        }
        Some(Self { started, frames: 0, exit_after: value.eq_ignore_ascii_case("exit") })
    }

    /// Called at the start of every frame. The first frame has been painted and presented when
    /// the second one begins: that is when the line is written.
    pub fn frame(&mut self, ctx: &egui::Context) {
        self.frames += 1;
        match self.frames {
            // egui may not ask for a second frame by itself: ask, so the report comes.
            1 => ctx.request_repaint(),
            2 => {
                let ms = self.started.elapsed().as_secs_f64() * 1000.0;
                let memory = resident_mib().map(|m| format!("; resident memory {m:.1} MiB")).unwrap_or_default();
                eprintln!("keyspace-studio: first frame shown {ms:.0} ms after start{memory}");
                if self.exit_after {
                    ctx.send_viewport_cmd(egui::ViewportCommand::Close);
                }
            }
            _ => {}
        }
    }
}

/// The process's resident set size in MiB, from `/proc/self/status` (Linux only).
fn resident_mib() -> Option<f64> {
    let status = std::fs::read_to_string("/proc/self/status").ok()?;
    let line = status.lines().find(|l| l.starts_with("VmRSS:"))?;
    let kib: f64 = line.trim_start_matches("VmRSS:").trim().trim_end_matches("kB").trim().parse().ok()?;
    Some(kib / 1024.0)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn resident_memory_is_read_where_proc_exists() {
        if std::path::Path::new("/proc/self/status").exists() {
            let mib = resident_mib().expect("VmRSS is in /proc/self/status");
            assert!(mib > 0.5 && mib < 100_000.0, "{mib} MiB");
        }
    }
}
