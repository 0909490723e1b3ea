//! Issue 41, third round of hostile files, what the command line prints and where it writes:
//! names from a file never reach the terminal raw (item 8), and an output never blocks on a
//! FIFO, silently replaces a read-only file or is named twice (item 10).

use std::path::PathBuf;
use std::process::{Command, Output, Stdio};
use std::time::{Duration, Instant};

fn bin() -> Command {
    Command::new(env!("CARGO_BIN_EXE_keyspace-studio"))
}

fn sample(name: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("..").join("sample-projects").join(name)
}

fn run(args: &[&std::ffi::OsStr]) -> Output {
    bin().args(args).output().expect("the binary runs")
}

fn text(b: &[u8]) -> String {
    String::from_utf8_lossy(b).into_owned()
}

/// Runs the binary, killed after `limit`: `None` when it had not finished by then.
fn run_within(args: &[&std::ffi::OsStr], limit: Duration) -> Option<Output> {
    let mut child = bin()
        .args(args)
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the binary runs");
    let start = Instant::now();
    while start.elapsed() < limit {
        if child.try_wait().expect("wait").is_some() {
            return Some(child.wait_with_output().expect("output"));
        }
        std::thread::sleep(Duration::from_millis(20));
    }
    let _ = child.kill();
    let _ = child.wait();
    None
}

/// The escape sequences of the reproducers: retitle the window, clear the screen, a forged
/// line of the report (after a line break and a carriage return), a bidirectional override.
const TITLE: &str = "\u{1b}]0;owned\u{7}";
const CLEAR: &str = "\u{1b}[2J";
const FORGED: &str = "\r\nimported 0 entity(ies): all is well";

/// What reached the terminal holds no control character but line breaks and tabs, no
/// bidirectional control, and no line the file forged.
fn assert_terminal_safe(ctx: &str, out: &Output) {
    for (stream, bytes) in [("stdout", &out.stdout), ("stderr", &out.stderr)] {
        let s = text(bytes);
        let bad =
            s.chars().find(|&c| (c.is_control() && c != '\n' && c != '\t') || model_core::cql::is_bidi_control(c));
        assert_eq!(bad, None, "{ctx}: {stream} holds {bad:?}:\n{s}");
        assert!(
            !s.lines().any(|l| l.starts_with("imported 0 entity(ies): all is well")),
            "{ctx}: {stream} has a forged line:\n{s}"
        );
    }
}

#[test]
fn names_from_files_never_reach_the_terminal_raw() {
    let dir = tempfile::tempdir().expect("tempdir");
    let d = dir.path();
    // The CQL import's notes name the table and the type a statement could not use.
    let cql = d.join("s.cql");
    let schema = format!(
        "CREATE KEYSPACE ks WITH replication = {{'class': 'SimpleStrategy', 'replication_factor': 1}};\n\
         CREATE TABLE ks.\"t{TITLE}\" (a int PRIMARY KEY, b frozen<\"missing{CLEAR}\">);\n\
         ALTER TABLE ks.\"gone{FORGED}\" ADD c int;\n\
         CREATE TABLE ks.\"v\u{202E}exe.txt\" (a int PRIMARY KEY);\n"
    );
    std::fs::write(&cql, &schema).expect("cql");
    let out = run(&["import".as_ref(), cql.as_os_str()]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert_terminal_safe("import of CQL", &out);
    assert!(text(&out.stderr).contains("\\u001b"), "the escape is shown, escaped:\n{}", text(&out.stderr));
    // The SQL import's report names every table and column.
    let sql = d.join("s.sql");
    std::fs::write(&sql, format!("CREATE TABLE \"t{TITLE}\" (id int PRIMARY KEY, \"c{CLEAR}{FORGED}\" text);\n"))
        .expect("sql");
    let out = run(&["import".as_ref(), sql.as_os_str(), "-o".as_ref(), d.join("p.json").as_os_str()]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert_terminal_safe("import of SQL", &out);
    // diff names the tables, types and entities that changed.
    let keyspace = "CREATE KEYSPACE ks WITH replication = {'class': 'SimpleStrategy', 'replication_factor': 1};\n";
    let old = d.join("old.cql");
    std::fs::write(
        &old,
        format!("{keyspace}CREATE TABLE ks.t (a int PRIMARY KEY, \"c{CLEAR}{FORGED}\" text, \"d{TITLE}\" int);\n"),
    )
    .expect("old");
    let new = d.join("new.cql");
    std::fs::write(&new, format!("{keyspace}CREATE TABLE ks.t (a int PRIMARY KEY);\n")).expect("new");
    let out = run(&["diff".as_ref(), old.as_os_str(), new.as_os_str()]);
    assert_eq!(out.status.code(), Some(1), "{}", text(&out.stderr));
    assert_terminal_safe("diff", &out);
    let project = d.join("p.json");
    let entity_named = std::fs::read_to_string(sample("hotel.json")).expect("hotel").replacen(
        "\"name\": \"Hotel\"",
        &format!("\"name\": {:?}", format!("Hotel{TITLE}{FORGED}")),
        1,
    );
    std::fs::write(&project, entity_named).expect("project");
    let hotel = sample("hotel.json");
    let commands: [Vec<&std::ffi::OsStr>; 3] = [
        vec!["diff".as_ref(), hotel.as_os_str(), project.as_os_str()],
        vec!["check".as_ref(), project.as_os_str()],
        vec!["derive".as_ref(), project.as_os_str()],
    ];
    for args in commands {
        let out = run(&args);
        assert_terminal_safe(&format!("{args:?}"), &out);
    }
    // A failure names the file: its name is escaped too.
    let named = d.join(format!("x{CLEAR}.json"));
    let out = run(&["check".as_ref(), named.as_os_str()]);
    assert_eq!(out.status.code(), Some(2));
    assert_terminal_safe("a missing file", &out);
}

/// `-o` onto a FIFO nobody reads blocked forever: refused at once, with the reason.
#[cfg(unix)]
#[test]
fn an_output_onto_a_fifo_without_a_reader_is_refused_at_once() {
    let dir = tempfile::tempdir().expect("tempdir");
    let fifo = dir.path().join("schema.cql");
    let status = Command::new("mkfifo").arg(&fifo).status().expect("mkfifo runs");
    assert!(status.success());
    let out = run_within(
        &["export".as_ref(), sample("hotel.json").as_os_str(), "-o".as_ref(), fifo.as_os_str()],
        Duration::from_secs(10),
    )
    .expect("export -o FIFO answers within 10 s");
    let err = text(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{err}");
    assert!(err.contains("schema.cql") && err.contains("FIFO") && err.contains("nothing was written"), "{err}");
}

/// A read-only destination was replaced without a word (the rename over it needs only the
/// folder's permission): refused, the file untouched, whoever runs the tool (root too).
#[cfg(unix)]
#[test]
fn a_read_only_output_is_refused_and_left_as_it_was() {
    use std::os::unix::fs::PermissionsExt;
    let dir = tempfile::tempdir().expect("tempdir");
    let dest = dir.path().join("schema.cql");
    std::fs::write(&dest, "-- kept\n").expect("write");
    std::fs::set_permissions(&dest, std::fs::Permissions::from_mode(0o444)).expect("chmod");
    let out = run(&["export".as_ref(), sample("hotel.json").as_os_str(), "-o".as_ref(), dest.as_os_str()]);
    let err = text(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{err}");
    assert!(err.contains("schema.cql") && err.contains("read-only") && err.contains("nothing was written"), "{err}");
    assert_eq!(std::fs::read_to_string(&dest).expect("read"), "-- kept\n");
    assert!(!dir.path().join("schema.cql.bak").exists());
}

/// `-o a.cql --queries a.cql --writes a.cql` kept only the last: one file named for two
/// outputs is refused before anything is written, whatever names lead to it.
#[test]
fn one_file_named_for_two_outputs_is_refused() {
    let dir = tempfile::tempdir().expect("tempdir");
    let a = dir.path().join("a.cql");
    let same = dir.path().join(".").join("a.cql");
    let b = dir.path().join("b.cql");
    let hotel = sample("hotel.json");
    for args in [
        vec!["-o".as_ref(), a.as_os_str(), "--queries".as_ref(), a.as_os_str(), "--writes".as_ref(), a.as_os_str()],
        vec!["-o".as_ref(), a.as_os_str(), "--queries".as_ref(), same.as_os_str()],
        vec!["-o".as_ref(), b.as_os_str(), "--writes".as_ref(), a.as_os_str(), "--queries".as_ref(), same.as_os_str()],
    ] {
        let mut all: Vec<&std::ffi::OsStr> = vec!["export".as_ref(), hotel.as_os_str()];
        all.extend(args);
        let out = run(&all);
        let err = text(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{all:?}: {err}");
        assert!(err.contains("a.cql") && err.contains("named for two outputs"), "{err}");
        assert!(!a.exists() && !b.exists(), "{all:?}: nothing written");
    }
    // Standard output may take several.
    let out = run(&["export".as_ref(), sample("hotel.json").as_os_str(), "--queries".as_ref(), "-".as_ref()]);
    assert!(out.status.success(), "{}", text(&out.stderr));
}
