//! `keyspace-studio diff --git REV PROJECT` against hostile repositories: no program a
//! repository (or the caller's `GIT_*` environment) names may run. Each test builds a scratch
//! repository in a temporary folder (no network), plants a program that would leave a marker
//! file if it ran, proves with plain git that the trap is live where that is deterministic,
//! and then runs the tool: the marker must not appear.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

fn sample(name: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("..").join("sample-projects").join(name)
}

fn text(b: &[u8]) -> String {
    String::from_utf8_lossy(b).into_owned()
}

/// Plain git for building the scratch repositories, isolated from the tester's own settings
/// (no global or system configuration, no `GIT_*` of the caller).
fn plain_git(dir: &Path) -> Command {
    let mut c = Command::new("git");
    for (key, _) in std::env::vars_os() {
        if key.to_string_lossy().starts_with("GIT_") {
            c.env_remove(key);
        }
    }
    c.env("GIT_CONFIG_NOSYSTEM", "1").env("GIT_CONFIG_GLOBAL", "/dev/null").env("HOME", dir);
    c.args([
        "-c",
        "user.name=Test",
        "-c",
        "user.email=test@example.invalid",
        "-c",
        "commit.gpgsign=false",
        "-c",
        "init.defaultBranch=main",
    ]);
    c.current_dir(dir);
    c
}

fn git(dir: &Path, args: &[&str]) -> String {
    let out = plain_git(dir).args(args).output().expect("git runs");
    assert!(out.status.success(), "git {args:?}: {}", text(&out.stderr));
    text(&out.stdout).trim().to_owned()
}

fn has_git() -> bool {
    let ok = Command::new("git").arg("--version").output().is_ok_and(|o| o.status.success());
    if !ok {
        assert!(std::env::var("CI").as_deref() != Ok("true"), "CI=true and git is missing");
        eprintln!("skipped: git is not installed");
    }
    ok
}

/// `keyspace-studio diff --git REV FILE` run in `cwd`, with extra environment variables.
fn diff_git(cwd: &Path, rev: &str, file: &str, env: &[(&str, &str)]) -> Output {
    let mut c = Command::new(env!("CARGO_BIN_EXE_keyspace-studio"));
    c.args(["diff", "--git", rev, file]).current_dir(cwd);
    for (k, v) in env {
        c.env(k, v);
    }
    c.output().expect("the binary runs")
}

/// A repository in `dir` holding `p.json` (the hotel sample), committed.
fn repo_with_project(dir: &Path) {
    std::fs::create_dir_all(dir).expect("mkdir");
    git(dir, &["init", "-q"]);
    std::fs::copy(sample("hotel.json"), dir.join("p.json")).expect("copy");
    git(dir, &["add", "p.json"]);
    git(dir, &["commit", "-q", "-m", "p"]);
}

/// A shell command leaving the marker `name` in `dir` (an absolute path).
fn touch(dir: &Path, name: &str) -> String {
    format!("touch '{}'", dir.join(name).display())
}

/// Turns the repository whose git folder is `git_dir` into a partial clone whose promisor
/// remote's upload-pack is `touch MARKER; git-upload-pack`, and deletes the blob of `file`
/// at HEAD, so that any read of that blob fetches it lazily and runs the program.
fn make_partial_clone_trap(work: &Path, git_dir: &Path, file: &str, marker_dir: &Path) {
    let blob = git(work, &["--git-dir", &git_dir.display().to_string(), "rev-parse", &format!("HEAD:{file}")]);
    let object = git_dir.join("objects").join(&blob[..2]).join(&blob[2..]);
    std::fs::remove_file(&object).unwrap_or_else(|e| panic!("{}: {e}", object.display()));
    let config = git_dir.join("config");
    let mut text = std::fs::read_to_string(&config).expect("config");
    text = text.replace("repositoryformatversion = 0", "repositoryformatversion = 1");
    text.push_str(&format!(
        "[extensions]\n\tpartialClone = origin\n[remote \"origin\"]\n\turl = {}\n\tpromisor = true\n\tuploadpack = {}; git-upload-pack\n",
        marker_dir.display(),
        touch(marker_dir, "PWNED")
    ));
    std::fs::write(&config, text).expect("write config");
}

#[test]
fn a_partial_clone_never_fetches_the_missing_object() {
    if !has_git() {
        return;
    }
    let tmp = tempfile::tempdir().expect("tempdir");
    let repo = tmp.path().join("repo");
    repo_with_project(&repo);
    make_partial_clone_trap(&repo, &repo.join(".git"), "p.json", tmp.path());
    // The trap is live: plain git runs the repository's program.
    let _ = plain_git(&repo).args(["show", "HEAD:p.json"]).output();
    assert!(tmp.path().join("PWNED").exists(), "the scratch repository does not reproduce the attack");
    std::fs::remove_file(tmp.path().join("PWNED")).expect("rm");

    let out = diff_git(&repo, "HEAD", "p.json", &[]);
    assert!(!tmp.path().join("PWNED").exists(), "diff --git ran the repository's upload-pack");
    assert_eq!(out.status.code(), Some(2), "{}", text(&out.stderr));
    let err = text(&out.stderr);
    assert!(err.contains("p.json@HEAD") && err.lines().count() == 1, "{err}");
}

#[test]
fn a_tracked_folder_that_is_a_git_directory_is_not_the_repository() {
    if !has_git() {
        return;
    }
    let tmp = tempfile::tempdir().expect("tempdir");
    // A bare repository, with the trap, committed as the folder m/ of another repository.
    let bare = tmp.path().join("bare");
    repo_with_project(&bare.join("w"));
    git(&bare, &["clone", "-q", "--bare", "w", "m"]);
    make_partial_clone_trap(&bare, &bare.join("m"), "p.json", tmp.path());
    // Its own working tree is itself, so `git -C m show HEAD:./p.json` resolves the path.
    let config = bare.join("m").join("config");
    let own = std::fs::read_to_string(&config).expect("config").replace("bare = true", "bare = false\n\tworktree = .");
    std::fs::write(&config, own).expect("write config");
    let repo = tmp.path().join("repo");
    std::fs::create_dir_all(&repo).expect("mkdir");
    git(&repo, &["init", "-q"]);
    let status = Command::new("cp").arg("-a").arg(bare.join("m")).arg(repo.join("m")).status().expect("cp");
    assert!(status.success());
    std::fs::copy(sample("hotel.json"), repo.join("m").join("p.json")).expect("copy");
    git(&repo, &["add", "m"]);
    git(&repo, &["commit", "-q", "-m", "a folder that looks like a repository"]);
    // The trap is live: git run in m/ takes m/ as the repository and runs its program.
    let _ = plain_git(&repo.join("m")).args(["-c", "safe.bareRepository=all", "show", "HEAD:./p.json"]).output();
    assert!(tmp.path().join("PWNED").exists(), "the scratch repository does not reproduce the attack");
    std::fs::remove_file(tmp.path().join("PWNED")).expect("rm");

    let out = diff_git(&repo, "HEAD", "m/p.json", &[]);
    assert!(!tmp.path().join("PWNED").exists(), "diff --git took m/ as the repository");
    // The real repository's m/p.json is read: the same as the working copy.
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    assert!(text(&out.stdout).contains("no change"), "{}", text(&out.stdout));
    // From inside m/ too.
    let out = diff_git(&repo.join("m"), "HEAD", "p.json", &[]);
    assert!(!tmp.path().join("PWNED").exists(), "diff --git took m/ as the repository");
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
}

/// A repository whose configuration and attributes name a program in every place git could
/// run one while reading: hooks, fsmonitor, pagers, clean/smudge filters, textconv, external
/// diff, signature verification. `diff --git` must run none of them.
fn repo_with_programs(tmp: &Path) -> PathBuf {
    let repo = tmp.join("repo");
    repo_with_project(&repo);
    let hooks = tmp.join("hooks");
    std::fs::create_dir_all(&hooks).expect("mkdir");
    let names = [
        "pre-commit",
        "post-checkout",
        "post-merge",
        "post-index-change",
        "reference-transaction",
        "pre-auto-gc",
        "post-rewrite",
        "fsmonitor-watchman",
        "push-to-checkout",
        "sendemail-validate",
    ];
    for name in names {
        for dir in [hooks.clone(), repo.join(".git").join("hooks")] {
            std::fs::create_dir_all(&dir).expect("mkdir");
            let path = dir.join(name);
            std::fs::write(&path, format!("#!/bin/sh\n{}\n", touch(tmp, &format!("HOOK-{name}")))).expect("hook");
            use std::os::unix::fs::PermissionsExt;
            std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o755)).expect("chmod");
        }
    }
    let fsmonitor = tmp.join("fsmonitor.sh");
    std::fs::write(&fsmonitor, format!("#!/bin/sh\n{}\n", touch(tmp, "FSMONITOR"))).expect("fsmonitor");
    use std::os::unix::fs::PermissionsExt;
    std::fs::set_permissions(&fsmonitor, std::fs::Permissions::from_mode(0o755)).expect("chmod");
    std::fs::write(repo.join(".gitattributes"), "*.json filter=evil diff=evil\n").expect("attributes");
    let config = repo.join(".git").join("config");
    let mut text = std::fs::read_to_string(&config).expect("config");
    text.push_str(&format!(
        "[core]\n\thooksPath = {hooks}\n\tfsmonitor = {fsmonitor}\n\tpager = {pager}\n\
         [pager]\n\tshow = {pager_show}\n\tcat-file = {pager_cat}\n\trev-parse = {pager_rev}\n\
         [filter \"evil\"]\n\tclean = {clean}; cat\n\tsmudge = {smudge}; cat\n\
         [diff \"evil\"]\n\ttextconv = {textconv}; cat\n\tcommand = {command}\n\
         [diff]\n\texternal = {external}\n\
         [log]\n\tshowSignature = true\n[gpg]\n\tprogram = {gpg}\n",
        hooks = hooks.display(),
        fsmonitor = fsmonitor.display(),
        pager = touch(tmp, "PAGER"),
        pager_show = touch(tmp, "PAGER-show"),
        pager_cat = touch(tmp, "PAGER-cat-file"),
        pager_rev = touch(tmp, "PAGER-rev-parse"),
        clean = touch(tmp, "FILTER-clean"),
        smudge = touch(tmp, "FILTER-smudge"),
        textconv = touch(tmp, "TEXTCONV"),
        command = touch(tmp, "DIFF-command"),
        external = touch(tmp, "DIFF-external"),
        gpg = touch(tmp, "GPG"),
    ));
    std::fs::write(&config, text).expect("write config");
    // The working copy is newer than the index, so a refresh would run the clean filter.
    std::fs::write(repo.join("p.json"), std::fs::read(sample("hotel.json")).expect("read")).expect("touch");
    repo
}

/// The markers a program left in `tmp`.
fn markers(tmp: &Path) -> Vec<String> {
    let mut found: Vec<String> = std::fs::read_dir(tmp)
        .expect("read dir")
        .filter_map(Result::ok)
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .filter(|n| n.chars().next().is_some_and(|c| c.is_ascii_uppercase()))
        .collect();
    found.sort();
    found
}

#[test]
fn hooks_fsmonitor_pagers_filters_and_textconv_never_run() {
    if !has_git() {
        return;
    }
    let tmp = tempfile::tempdir().expect("tempdir");
    let repo = repo_with_programs(tmp.path());
    // The traps are live: plain git runs the textconv program and the filters.
    let shown = plain_git(&repo).args(["show", "--textconv", "HEAD:p.json"]).output().expect("git runs");
    let _ = plain_git(&repo).args(["diff", "--quiet"]).output();
    let sprung = markers(tmp.path());
    for live in ["TEXTCONV", "FILTER-clean", "FSMONITOR"] {
        assert!(sprung.contains(&live.to_owned()), "{live}: {sprung:?} {}", text(&shown.stderr));
    }
    for m in sprung {
        std::fs::remove_file(tmp.path().join(m)).expect("rm");
    }
    // A long-running filter process too (plain git runs it for `diff` and `show --textconv`).
    let config = repo.join(".git").join("config");
    let with_process = std::fs::read_to_string(&config).expect("config")
        + &format!("[filter \"evil\"]\n\tprocess = {}\n", touch(tmp.path(), "FILTER-process"));
    std::fs::write(&config, with_process).expect("config");

    let out = diff_git(&repo, "HEAD", "p.json", &[]);
    assert_eq!(markers(tmp.path()), Vec::<String>::new(), "diff --git ran a program the repository names");
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    assert!(text(&out.stdout).contains("no change"), "{}", text(&out.stdout));
}

#[test]
fn the_callers_git_variables_never_redirect_git() {
    if !has_git() {
        return;
    }
    let tmp = tempfile::tempdir().expect("tempdir");
    // An innocent repository, and elsewhere a hostile one the caller's environment points at.
    let repo = tmp.path().join("repo");
    repo_with_project(&repo);
    let hostile = tmp.path().join("hostile");
    repo_with_project(&hostile);
    make_partial_clone_trap(&hostile, &hostile.join(".git"), "p.json", tmp.path());
    let config = tmp.path().join("evil.gitconfig");
    std::fs::write(
        &config,
        format!(
            "[core]\n\tfsmonitor = {}\n\tpager = {}\n",
            touch(tmp.path(), "GLOBAL-fsmonitor"),
            touch(tmp.path(), "GLOBAL-pager")
        ),
    )
    .expect("config");
    let hostile_git = hostile.join(".git").display().to_string();
    let config = config.display().to_string();
    let (ssh, pager, askpass, external, ext_path) = (
        touch(tmp.path(), "SSH"),
        touch(tmp.path(), "GIT-PAGER"),
        touch(tmp.path(), "ASKPASS"),
        touch(tmp.path(), "EXTERNAL"),
        tmp.path().join("nowhere").display().to_string(),
    );
    let env = [
        ("GIT_DIR", hostile_git.as_str()),
        ("GIT_WORK_TREE", hostile.to_str().unwrap_or_default()),
        ("GIT_CONFIG_GLOBAL", config.as_str()),
        ("GIT_CONFIG_COUNT", "1"),
        ("GIT_CONFIG_KEY_0", "core.pager"),
        ("GIT_CONFIG_VALUE_0", pager.as_str()),
        ("GIT_CONFIG_PARAMETERS", "'core.fsmonitor'='true'"),
        ("GIT_SSH_COMMAND", ssh.as_str()),
        ("GIT_PAGER", pager.as_str()),
        ("GIT_ASKPASS", askpass.as_str()),
        ("GIT_EXTERNAL_DIFF", external.as_str()),
        ("GIT_EXEC_PATH", ext_path.as_str()),
        ("GIT_OBJECT_DIRECTORY", ext_path.as_str()),
        ("GIT_NO_LAZY_FETCH", "0"),
    ];
    let out = diff_git(&repo, "HEAD", "p.json", &env);
    assert_eq!(markers(tmp.path()), Vec::<String>::new(), "the caller's GIT_* variables ran a program");
    assert_eq!(out.status.code(), Some(0), "the file's own repository is read: {}", text(&out.stderr));
    assert!(text(&out.stdout).contains("no change"), "{}", text(&out.stdout));
}

/// Issue 41, item 9: a FIFO in place of `.git/config` or `.git/objects/info/alternates` made
/// git, and so `diff --git`, wait forever for a writer. Each git command has a time limit:
/// the tool says git did not answer, exit 2, well before the test's own limit.
#[cfg(unix)]
#[test]
fn a_git_that_never_answers_is_given_up_after_its_time_limit() {
    if !has_git() {
        return;
    }
    let tmp = tempfile::tempdir().expect("tempdir");
    let runs: Vec<_> = [".git/config", ".git/objects/info/alternates"]
        .into_iter()
        .map(|fifo| {
            let dir = tmp.path().join(fifo.replace(['.', '/'], "_"));
            repo_with_project(&dir);
            let at = dir.join(fifo);
            let _ = std::fs::remove_file(&at);
            std::fs::create_dir_all(at.parent().expect("parent")).expect("mkdir");
            assert!(Command::new("mkfifo").arg(&at).status().expect("mkfifo runs").success());
            std::thread::spawn(move || {
                let mut c = Command::new(env!("CARGO_BIN_EXE_keyspace-studio"));
                c.args(["diff", "--git", "HEAD", "p.json"])
                    .current_dir(&dir)
                    .stdout(std::process::Stdio::piped())
                    .stderr(std::process::Stdio::piped());
                let mut child = c.spawn().expect("the binary runs");
                let start = std::time::Instant::now();
                while start.elapsed() < std::time::Duration::from_secs(45) {
                    if child.try_wait().expect("wait").is_some() {
                        return (fifo, Some(child.wait_with_output().expect("output")), start.elapsed());
                    }
                    std::thread::sleep(std::time::Duration::from_millis(50));
                }
                let _ = child.kill();
                let _ = child.wait();
                (fifo, None, start.elapsed())
            })
        })
        .collect();
    for run in runs {
        let (fifo, out, took) = run.join().expect("the run's thread");
        let out = out.unwrap_or_else(|| panic!("{fifo}: diff --git still waiting after {took:?}"));
        let err = text(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{fifo}: {err}");
        assert!(err.contains("git did not answer in 10 s"), "{fifo}: {err}");
        eprintln!("{fifo}: gave up after {took:?}");
    }
}
