//! Writes under attack by bad luck: pairs of `keyspace-studio export` processes racing to
//! write one file, and writers killed with SIGKILL in the middle of a write. Never an empty,
//! partial or missing destination or backup, and no temporary file older than the last
//! write left behind.
//!
//! CI runs a few rounds; `KS_FILE_SAFETY_ROUNDS=1000 cargo test -p keyspace-studio --test
//! file_safety -- --nocapture` runs the full test recorded in docs/reliability.md.

use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

fn rounds() -> usize {
    std::env::var("KS_FILE_SAFETY_ROUNDS").ok().and_then(|r| r.parse().ok()).unwrap_or(10)
}

/// Two projects whose schema.cql differ, large enough that a write takes a while.
struct Setup {
    dir: tempfile::TempDir,
    projects: [PathBuf; 2],
    outputs: [Vec<u8>; 2],
}

fn setup(entities: usize) -> Setup {
    let dir = tempfile::tempdir().expect("tempdir");
    let mut projects = Vec::new();
    let mut outputs = Vec::new();
    for (i, seed) in [7u64, 8].into_iter().enumerate() {
        let p = model_core::synthetic::synthetic_project(entities, entities, seed);
        let path = dir.path().join(format!("p{i}.json"));
        std::fs::write(&path, p.to_json()).expect("write project");
        let d = model_core::derive(&p);
        outputs.push(model_core::export::schema_cql(&p, &d.model).text.into_bytes());
        projects.push(path);
    }
    assert_ne!(outputs[0], outputs[1]);
    let out = dir.path().join("out");
    std::fs::create_dir(&out).expect("out folder");
    Setup {
        dir,
        projects: [projects[0].clone(), projects[1].clone()],
        outputs: [outputs[0].clone(), outputs[1].clone()],
    }
}

fn writer(project: &Path, output: &Path) -> Child {
    Command::new(env!("CARGO_BIN_EXE_keyspace-studio"))
        .args(["export".as_ref(), project.as_os_str(), "-o".as_ref(), output.as_os_str()])
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .expect("the binary runs")
}

/// The destination and its backup are each one of the whole outputs.
fn assert_whole(s: &Setup, dest: &Path, ctx: &str) {
    for f in [dest.to_owned(), model_core::atomic_file::backup_path(dest)] {
        let bytes = std::fs::read(&f).unwrap_or_else(|e| panic!("{ctx}: {} is missing: {e}", f.display()));
        assert!(
            bytes == s.outputs[0] || bytes == s.outputs[1],
            "{ctx}: {} is not a whole output ({} bytes)",
            f.display(),
            bytes.len()
        );
    }
}

fn temp_files(dir: &Path) -> Vec<PathBuf> {
    std::fs::read_dir(dir)
        .expect("list")
        .filter_map(Result::ok)
        .map(|e| e.path())
        .filter(|p| p.file_name().is_some_and(|n| n.to_string_lossy().ends_with(".tmp")))
        .collect()
}

/// A small deterministic generator, for kill times.
struct Rng(u64);

impl Rng {
    fn below(&mut self, n: u64) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0 % n.max(1)
    }
}

#[test]
fn racing_writer_pairs_never_leave_an_empty_or_missing_file() {
    let s = setup(60);
    let dest = s.dir.path().join("out").join("schema.cql");
    for w in 0..2 {
        assert!(writer(&s.projects[w], &dest).wait().expect("wait").success());
    }
    let n = rounds();
    let started = Instant::now();
    for round in 0..n {
        let mut a = writer(&s.projects[0], &dest);
        let mut b = writer(&s.projects[1], &dest);
        // Read while they race: the file and its backup are always there and whole.
        let mut reads = 0;
        loop {
            let done = a.try_wait().expect("a").is_some() && b.try_wait().expect("b").is_some();
            assert_whole(&s, &dest, &format!("pair {round}, during"));
            reads += 1;
            if done {
                break;
            }
        }
        assert!(a.wait().expect("a").success() && b.wait().expect("b").success(), "pair {round}: a writer failed");
        assert_whole(&s, &dest, &format!("pair {round}, after"));
        assert!(reads > 0);
        let left = temp_files(&dest.with_file_name(""));
        assert!(left.is_empty(), "pair {round}: {left:?}");
    }
    eprintln!("{n} racing writer pairs in {:.1} s", started.elapsed().as_secs_f64());
}

#[cfg(unix)]
#[test]
fn writers_killed_during_a_write_leave_whole_files_and_no_stale_temporaries() {
    let s = setup(60);
    let out_dir = s.dir.path().join("out");
    let dest = out_dir.join("schema.cql");
    for w in 0..2 {
        assert!(writer(&s.projects[w], &dest).wait().expect("wait").success());
    }
    // How long one write takes, to spread the kills over it.
    let t0 = Instant::now();
    assert!(writer(&s.projects[0], &dest).wait().expect("wait").success());
    let span = t0.elapsed().as_micros() as u64 + 1;
    let n = rounds();
    let mut rng = Rng(0x9E37_79B9_7F4A_7C15);
    let (mut killed_mid_write, mut left_behind) = (0, 0);
    let started = Instant::now();
    for round in 0..n {
        let mut child = writer(&s.projects[round % 2], &dest);
        // Kill when a temporary file shows up (inside the write), or at a random moment.
        let deadline = Instant::now() + Duration::from_micros(rng.below(span * 2));
        loop {
            if !temp_files(&out_dir).is_empty() {
                killed_mid_write += 1;
                break;
            }
            if Instant::now() >= deadline || child.try_wait().expect("poll").is_some() {
                break;
            }
        }
        let _ = child.kill();
        let _ = child.wait();
        assert_whole(&s, &dest, &format!("kill {round}"));
        left_behind += temp_files(&out_dir).len();
        // The next write sweeps what the killed writer left.
        let before: Vec<PathBuf> = temp_files(&out_dir);
        assert!(
            writer(&s.projects[(round + 1) % 2], &dest).wait().expect("wait").success(),
            "kill {round}: the next write failed"
        );
        assert_whole(&s, &dest, &format!("after kill {round}"));
        let still: Vec<&PathBuf> = before.iter().filter(|p| p.exists()).collect();
        assert!(still.is_empty(), "kill {round}: stale temporary files survived the next write: {still:?}");
    }
    eprintln!(
        "{n} kill -9 in {:.1} s: {killed_mid_write} while a temporary file existed, {left_behind} temporary files left by killed writers, all swept by the next write",
        started.elapsed().as_secs_f64()
    );
}

/// Issue 41: a repository commits `schema.cql` (and the other outputs) as a symbolic link to
/// a file outside the folder (`../home/.bashrc`); every command writing `-o` that link is
/// refused with exit code 2 and a message naming the link and where it points, and the file
/// it points at is untouched (no backup or temporary file beside it either).
#[cfg(unix)]
#[test]
fn an_output_that_is_a_committed_link_is_refused_and_its_target_untouched() {
    let root = tempfile::tempdir().expect("tempdir");
    let home = root.path().join("home");
    let repo = root.path().join("repo");
    std::fs::create_dir_all(&home).expect("home");
    std::fs::create_dir_all(&repo).expect("repo");
    let victim = home.join(".bashrc");
    std::fs::write(&victim, b"# the user's shell start-up\n").expect("victim");
    let p = model_core::synthetic::synthetic_project(3, 3, 7);
    std::fs::write(repo.join("model.json"), p.to_json()).expect("project");
    std::fs::write(repo.join("schema.sql"), b"CREATE TABLE t (id int PRIMARY KEY, name text);\n").expect("sql");
    let commands: [(&str, &[&str]); 5] = [
        ("schema.cql", &["export", "model.json", "-o", "schema.cql"]),
        ("imported.json", &["import", "schema.sql", "-o", "imported.json"]),
        ("model.md", &["document", "model.json", "-o", "model.md"]),
        ("er.svg", &["render", "model.json", "--diagram", "conceptual", "-o", "er.svg"]),
        ("arranged.json", &["arrange", "model.json", "-o", "arranged.json"]),
    ];
    for (link, args) in commands {
        std::os::unix::fs::symlink("../home/.bashrc", repo.join(link)).expect("the committed link");
        let out = Command::new(env!("CARGO_BIN_EXE_keyspace-studio"))
            .args(args)
            .current_dir(&repo)
            .output()
            .expect("the binary runs");
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{args:?}: {stderr}");
        assert!(
            stderr.contains(link) && stderr.contains("symbolic link") && stderr.contains("../home/.bashrc"),
            "{args:?}: {stderr}"
        );
        assert_eq!(
            std::fs::read(&victim).expect("victim"),
            b"# the user's shell start-up\n",
            "{args:?} wrote through the link"
        );
        let beside: Vec<String> = std::fs::read_dir(&home)
            .expect("list")
            .filter_map(Result::ok)
            .map(|e| e.file_name().to_string_lossy().into_owned())
            .collect();
        assert_eq!(beside, [".bashrc"], "{args:?}");
        assert!(
            std::fs::symlink_metadata(repo.join(link)).expect("link").file_type().is_symlink(),
            "{args:?}: the link is left as it was"
        );
        assert!(temp_files(&repo).is_empty(), "{args:?}");
    }
}
