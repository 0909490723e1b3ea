//! Tests of atomic writes: each case of [`super::write`], backups, sweeping, identity.
use super::*;

/// A fresh, empty folder for one test.
fn folder(test: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("ks-atomic-{test}-{}", std::process::id()));
    let _ = fs::remove_dir_all(&dir);
    fs::create_dir_all(&dir).expect("mkdir");
    dir
}

fn temp_files(dir: &Path) -> Vec<String> {
    let mut out: Vec<String> = fs::read_dir(dir)
        .expect("list")
        .filter_map(Result::ok)
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .filter(|n| n.ends_with(".tmp"))
        .collect();
    out.sort();
    out
}

#[test]
fn replaces_and_keeps_backup() {
    let dir = folder("replace");
    let p = dir.join("p.json");
    write(&p, b"one").expect("first write");
    write(&p, b"two").expect("second write");
    assert_eq!(fs::read(&p).expect("read"), b"two");
    assert_eq!(fs::read(backup_path(&p)).expect("bak"), b"one");
    write(&p, b"three").expect("third write");
    assert_eq!(fs::read(&p).expect("read"), b"three");
    assert_eq!(fs::read(backup_path(&p)).expect("bak"), b"two", "the backup is the version before the last");
    assert!(temp_files(&dir).is_empty(), "{:?}", temp_files(&dir));
    let missing = dir.join("no-such-folder").join("p.json");
    let err = write(&missing, b"x").expect_err("no folder");
    let text = io_error_text(&err);
    assert!(text.en().contains("does not exist") && text.en().contains("no-such-folder"), "{text}");
    assert!(
        text.get(crate::text::Lang::Zh).starts_with("文件夹 ") && text.get(crate::text::Lang::Zh).ends_with(" 不存在")
    );
    fs::remove_dir_all(&dir).expect("cleanup");
}

/// Two writers racing on one file never empty the file or its backup,
/// and neither is ever missing (a reader checks throughout).
#[test]
fn racing_writers_never_empty_or_remove_the_file_or_its_backup() {
    let dir = folder("race");
    let p = dir.join("p.json");
    let content = |w: u8, i: u32| format!("writer {w} round {i:06} end\n").into_bytes();
    write(&p, &content(0, 0)).expect("seed");
    write(&p, &content(0, 1)).expect("seed backup");
    let done = std::sync::atomic::AtomicBool::new(false);
    std::thread::scope(|s| {
        let writers: Vec<_> = (1..=2u8)
            .map(|w| {
                let p = &p;
                s.spawn(move || {
                    for i in 0..300 {
                        write(p, &content(w, i)).expect("write");
                    }
                })
            })
            .collect();
        let reader = s.spawn(|| {
            let mut reads = 0;
            while !done.load(std::sync::atomic::Ordering::Relaxed) {
                for f in [p.clone(), backup_path(&p)] {
                    let bytes = fs::read(&f).unwrap_or_else(|e| panic!("{} missing during the race: {e}", f.display()));
                    assert!(bytes.starts_with(b"writer ") && bytes.ends_with(b" end\n"), "{}: {bytes:?}", f.display());
                    reads += 1;
                }
            }
            reads
        });
        for w in writers {
            w.join().expect("writer");
        }
        done.store(true, std::sync::atomic::Ordering::Relaxed);
        assert!(reader.join().expect("reader") > 0);
    });
    assert!(temp_files(&dir).is_empty(), "{:?}", temp_files(&dir));
    fs::remove_dir_all(&dir).expect("cleanup");
}

/// A symbolic link planted where the temporary file goes is never
/// followed (earlier versions wrote through `.NAME.PID.tmp`).
#[cfg(unix)]
#[test]
fn a_planted_link_at_the_temporary_name_is_not_followed() {
    let dir = folder("plant");
    let victim = dir.join("victim.txt");
    fs::write(&victim, b"precious").expect("victim");
    let p = dir.join("p.json");
    let planted = dir.join(format!(".p.json.{}.tmp", std::process::id()));
    std::os::unix::fs::symlink(&victim, &planted).expect("plant");
    write(&p, b"new").expect("write");
    assert_eq!(fs::read(&victim).expect("victim"), b"precious");
    assert_eq!(fs::read(&p).expect("p"), b"new");
    fs::remove_dir_all(&dir).expect("cleanup");
}

/// Issue 41: a destination that is a symbolic link (a repository's
/// `schema.cql -> ../../.bashrc`) is refused, naming the link and where
/// it points, in both languages; the file it points at, the link and the
/// folder of the target are untouched. A dangling link creates nothing, a
/// link to a link inside the folder is refused alike. A `.bak` that is a
/// link is replaced, never followed; a folder link the user names is
/// followed (the file name is still the user's).
#[cfg(unix)]
#[test]
fn a_destination_that_is_a_link_is_refused_and_nothing_is_written() {
    use std::os::unix::fs::symlink;
    let dir = folder("links");
    let outside = dir.join("home");
    let repo = dir.join("repo");
    fs::create_dir_all(&outside).expect("home");
    fs::create_dir_all(&repo).expect("repo");
    let victim = outside.join(".bashrc");
    fs::write(&victim, b"precious").expect("victim");
    let link = repo.join("schema.cql");
    symlink("../home/.bashrc", &link).expect("link");
    let err = write(&link, b"-- a name\nrm -rf ~\n").expect_err("a link is refused");
    let text = io_error_text(&err);
    for words in [text.en(), text.get(crate::text::Lang::Zh)] {
        assert!(words.contains(&link.display().to_string()) && words.contains("../home/.bashrc"), "{words}");
    }
    assert!(text.en().contains("symbolic link") && text.en().contains("nothing was written"), "{text}");
    assert_eq!(fs::read(&victim).expect("victim"), b"precious");
    assert!(!backup_path(&victim).exists() && temp_files(&outside).is_empty() && temp_files(&repo).is_empty());
    assert!(fs::symlink_metadata(&link).expect("link").file_type().is_symlink(), "the link is left as it was");
    // A link to a link in the same folder, and a dangling link.
    symlink("schema.cql", repo.join("again.cql")).expect("link to link");
    assert!(write(&repo.join("again.cql"), b"x").is_err());
    symlink("../home/made.cql", repo.join("dangling.cql")).expect("dangling");
    assert!(write(&repo.join("dangling.cql"), b"x").is_err());
    assert!(!outside.join("made.cql").exists(), "a dangling link creates nothing");
    assert_eq!(fs::read(&victim).expect("victim"), b"precious");
    // A committed `.bak` link is replaced by the backup, not written through.
    let p = repo.join("p.json");
    fs::write(&p, b"old").expect("p");
    symlink("../home/.bashrc", backup_path(&p)).expect("bak link");
    write(&p, b"new").expect("a regular file");
    assert_eq!(fs::read(&victim).expect("victim"), b"precious");
    assert!(fs::symlink_metadata(backup_path(&p)).expect("bak").file_type().is_file());
    assert_eq!(fs::read(backup_path(&p)).expect("bak"), b"old");
    // A folder link in the path the user gives is theirs: followed.
    symlink("home", dir.join("out")).expect("folder link");
    write(&dir.join("out").join("schema.cql"), b"into the folder").expect("through a folder link");
    assert_eq!(fs::read(outside.join("schema.cql")).expect("written"), b"into the folder");
    fs::remove_dir_all(&dir).expect("cleanup");
}

/// A FIFO and a device are written directly; a socket is refused.
#[cfg(unix)]
#[test]
fn fifos_and_devices_are_written_in_place_and_sockets_refused() {
    use std::os::unix::fs::FileTypeExt;
    let dir = folder("special");
    write(Path::new("/dev/null"), b"into the void").expect("/dev/null");
    assert!(fs::symlink_metadata("/dev/null").expect("null").file_type().is_char_device());
    let fifo = dir.join("pipe");
    let made = std::process::Command::new("mkfifo").arg(&fifo).status().is_ok_and(|s| s.success());
    if made {
        let reader = {
            let fifo = fifo.clone();
            std::thread::spawn(move || fs::read(&fifo).expect("read fifo"))
        };
        // Refused while nobody reads it (the reader's thread may not have opened it yet).
        let mut tries = 0;
        while let Err(e) = write(&fifo, b"through the pipe") {
            assert!(e.to_string().contains("a FIFO that no program reads"), "{e}");
            tries += 1;
            assert!(tries < 500, "the reader never came");
            std::thread::sleep(std::time::Duration::from_millis(10));
        }
        assert_eq!(reader.join().expect("reader"), b"through the pipe");
        assert!(fs::symlink_metadata(&fifo).expect("fifo").file_type().is_fifo());
    }
    let sock = dir.join("sock");
    let _listener = std::os::unix::net::UnixListener::bind(&sock).expect("socket");
    let err = write(&sock, b"x").expect_err("socket refused");
    assert!(err.to_string().contains("is a socket, not a file"), "{err}");
    assert!(fs::symlink_metadata(&sock).expect("sock").file_type().is_socket());
    fs::remove_dir_all(&dir).expect("cleanup");
}

/// Writing to a folder fails with a message saying so, and leaves the
/// folder's `.bak` alone.
#[test]
fn a_failed_write_keeps_the_backup() {
    let dir = folder("failed");
    let out = dir.join("out");
    fs::create_dir(&out).expect("folder");
    fs::write(backup_path(&out), b"old backup").expect("bak");
    let err = write(&out, b"x").expect_err("a folder");
    assert!(err.to_string().contains("is a folder, not a file"), "{err}");
    assert!(io_error_text(&err).get(crate::text::Lang::Zh).contains("文件夹"));
    assert_eq!(fs::read(backup_path(&out)).expect("bak kept"), b"old backup");
    assert!(temp_files(&dir).is_empty(), "{:?}", temp_files(&dir));
    fs::remove_dir_all(&dir).expect("cleanup");
}

/// Temporary files of writers that are gone are swept by the next
/// write; those of a running process are not.
#[cfg(target_os = "linux")]
#[test]
fn stale_temporary_files_are_swept() {
    let dir = folder("sweep");
    let p = dir.join("p.json");
    // Process ids never exceed 2^22 on Linux, so 999999999 is never running; 1 always is.
    let stale = [".p.json.999999999.tmp", ".p.json.999999999-00ff.tmp", ".p.json.bak.999999999-0a.tmp"];
    for f in stale {
        fs::write(dir.join(f), b"left by a killed writer").expect("stale");
    }
    fs::write(dir.join(".p.json.1-ab.tmp"), b"live").expect("live");
    fs::write(dir.join(".other.json.999999999.tmp"), b"another file's").expect("other");
    write(&p, b"x").expect("write");
    assert_eq!(temp_files(&dir), vec![".other.json.999999999.tmp".to_owned(), ".p.json.1-ab.tmp".to_owned()]);
    fs::remove_dir_all(&dir).expect("cleanup");
}

#[test]
fn temporary_names_are_recognised_exactly() {
    assert_eq!(temp::owner(".p.json.42.tmp", "p.json"), Some(42));
    assert_eq!(temp::owner(".p.json.42-0badf00d.tmp", "p.json"), Some(42));
    assert_eq!(temp::owner(".p.json.bak.42-1.tmp", "p.json"), Some(42));
    assert_eq!(temp::owner(".p.json.x42.tmp", "p.json"), None);
    assert_eq!(temp::owner(".p.json.42-zz.tmp", "p.json"), None);
    assert_eq!(temp::owner("p.json.42.tmp", "p.json"), None);
    assert_eq!(temp::owner(".q.json.42.tmp", "p.json"), None);
    let a = temp::path(Path::new("."), "p.json");
    assert_ne!(a, temp::path(Path::new("."), "p.json"), "names are fresh each time");
}

/// The destination keeps its permissions.
#[cfg(unix)]
#[test]
fn the_destination_keeps_its_mode() {
    use std::os::unix::fs::PermissionsExt;
    let dir = folder("mode");
    let p = dir.join("p.json");
    fs::write(&p, b"old").expect("p");
    fs::set_permissions(&p, fs::Permissions::from_mode(0o640)).expect("chmod");
    write(&p, b"new").expect("write");
    assert_eq!(fs::metadata(&p).expect("p").permissions().mode() & 0o777, 0o640);
    fs::remove_dir_all(&dir).expect("cleanup");
}

#[test]
fn same_file_is_by_identity_not_by_name() {
    let dir = folder("same");
    let a = dir.join("a.json");
    fs::write(&a, b"a").expect("a");
    let b = dir.join("b.json");
    fs::write(&b, b"a").expect("b");
    assert!(same_file(&a, &dir.join(".").join("a.json")));
    assert!(!same_file(&a, &b));
    assert!(!same_file(&a, &dir.join("missing.json")));
    fs::hard_link(&a, dir.join("c.json")).expect("link");
    assert!(same_file(&a, &dir.join("c.json")));
    #[cfg(unix)]
    {
        std::os::unix::fs::symlink(&a, dir.join("d.json")).expect("symlink");
        assert!(same_file(&dir.join("d.json"), &a));
    }
    fs::remove_dir_all(&dir).expect("cleanup");
}

/// Issue 41, item 10: a FIFO nobody reads is refused at once (the write waited forever), and
/// a read-only file is refused (the rename replaced it without a word), left as it was.
#[cfg(unix)]
#[test]
fn a_fifo_without_a_reader_and_a_read_only_file_are_refused() {
    use std::os::unix::fs::PermissionsExt;
    let dir = folder("unwritable");
    let fifo = dir.join("pipe");
    if std::process::Command::new("mkfifo").arg(&fifo).status().is_ok_and(|s| s.success()) {
        let started = std::time::Instant::now();
        let err = write(&fifo, b"x").expect_err("no reader");
        assert!(started.elapsed() < std::time::Duration::from_secs(2));
        assert!(err.to_string().contains("pipe is a FIFO that no program reads: nothing was written"), "{err}");
        assert!(io_error_text(&err).get(crate::text::Lang::Zh).contains("FIFO"));
    }
    let p = dir.join("p.cql");
    fs::write(&p, b"kept").expect("write");
    fs::set_permissions(&p, fs::Permissions::from_mode(0o444)).expect("chmod");
    let err = write(&p, b"new").expect_err("read-only");
    assert!(err.to_string().contains("p.cql is read-only: nothing was written"), "{err}");
    assert_eq!(fs::read(&p).expect("read"), b"kept");
    assert!(!backup_path(&p).exists() && temp_files(&dir).is_empty());
    fs::set_permissions(&p, fs::Permissions::from_mode(0o644)).expect("chmod");
    write(&p, b"new").expect("writable again");
    assert!(same_destination(&dir.join("new.cql"), &dir.join(".").join("new.cql")));
    assert!(same_destination(&p, &dir.join("..").join(dir.file_name().expect("name")).join("p.cql")));
    assert!(!same_destination(&p, &dir.join("q.cql")));
    fs::remove_dir_all(&dir).expect("cleanup");
}
