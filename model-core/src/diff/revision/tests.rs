use super::*;

/// Plain git for building a scratch repository, isolated from the tester's settings.
fn git(dir: &Path, args: &[&str]) -> String {
    let mut c = Command::new("git");
    confine(&mut c, std::env::vars_os().map(|(k, _)| k));
    let out = c
        .env("GIT_CONFIG_NOSYSTEM", "1")
        .env("GIT_CONFIG_GLOBAL", "/dev/null")
        .args(["-c", "user.name=Test", "-c", "user.email=test@example.invalid", "-c", "commit.gpgsign=false"])
        .args(args)
        .current_dir(dir)
        .output()
        .expect("git runs");
    assert!(out.status.success(), "git {args:?}: {}", String::from_utf8_lossy(&out.stderr));
    String::from_utf8_lossy(&out.stdout).trim().to_owned()
}

fn has_git() -> bool {
    Command::new("git").arg("--version").output().is_ok_and(|o| o.status.success())
}

#[test]
fn every_git_variable_of_the_caller_is_removed() {
    let mut command = Command::new("git");
    let caller = [
        "GIT_DIR",
        "GIT_WORK_TREE",
        "GIT_CONFIG_GLOBAL",
        "GIT_CONFIG_COUNT",
        "GIT_EXEC_PATH",
        "GIT_SSH_COMMAND",
        "git_pager",
        "HOME",
        "PATH",
    ];
    confine(&mut command, caller.iter().map(OsString::from));
    let envs: Vec<(String, Option<String>)> = command
        .get_envs()
        .map(|(k, v)| (k.to_string_lossy().into_owned(), v.map(|v| v.to_string_lossy().into_owned())))
        .collect();
    for name in [
        "GIT_DIR",
        "GIT_WORK_TREE",
        "GIT_CONFIG_GLOBAL",
        "GIT_CONFIG_COUNT",
        "GIT_EXEC_PATH",
        "GIT_SSH_COMMAND",
        "git_pager",
    ] {
        assert!(envs.contains(&(name.to_owned(), None)), "{name} kept: {envs:?}");
    }
    assert!(envs.iter().all(|(k, _)| k != "HOME" && k != "PATH"), "{envs:?}");
    assert!(envs.contains(&("GIT_NO_LAZY_FETCH".to_owned(), Some("1".to_owned()))));
    let args: Vec<String> = command.get_args().map(|a| a.to_string_lossy().into_owned()).collect();
    for setting in
        ["safe.bareRepository=explicit", "core.fsmonitor=false", "protocol.allow=never", "core.hooksPath=/dev/null"]
    {
        assert!(args.windows(2).any(|w| w[0] == "-c" && w[1] == setting), "{setting}: {args:?}");
    }
    assert!(args.contains(&"--no-pager".to_owned()));
}

#[test]
fn revisions_that_are_options_or_paths_are_refused_before_git_runs() {
    for rev in ["", "-p", "--output=x", "HEAD:x", "HEAD x", "HEAD\n", &"a".repeat(300)] {
        assert!(matches!(check_revision(rev), Err(RevisionError::NotARevision(_))), "{rev:?}");
    }
    for rev in ["HEAD", "HEAD~1", "v1.0", "main@{1}", "0123abcd"] {
        assert!(check_revision(rev).is_ok(), "{rev:?}");
    }
}

#[test]
fn the_reason_is_the_error_line_not_a_warning() {
    let stderr = b"warning: refname 'HEAD' is ambiguous.\nhint: something\nfatal: bad object HEAD\n";
    assert_eq!(reason(stderr), "bad object HEAD");
    assert_eq!(reason(b"warning: x\nerror: y\n"), "y");
    assert_eq!(reason(b"warning: x\nsomething else\n"), "something else");
    assert_eq!(reason(b""), "git failed");
}

#[test]
fn a_blob_over_the_cap_is_refused_by_its_size_and_one_under_is_read() {
    if !has_git() {
        return;
    }
    let tmp = std::env::temp_dir().join(format!("ks-revision-cap-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&tmp);
    std::fs::create_dir_all(tmp.join("sub")).expect("mkdir");
    git(&tmp, &["init", "-q"]);
    std::fs::write(tmp.join("sub").join("big.cql"), vec![b' '; 4096]).expect("write");
    git(&tmp, &["add", "sub"]);
    git(&tmp, &["commit", "-q", "-m", "big"]);
    let file = tmp.join("sub").join("big.cql");
    let err = read_capped("HEAD", &file, 4095).expect_err("over the cap");
    assert!(matches!(err, RevisionError::TooLarge { .. }), "{err}");
    assert!(err.to_string().contains("larger than"), "{err}");
    assert_eq!(read_capped("HEAD", &file, 4096).expect("at the cap").len(), 4096);
    // Other refusals, each one line.
    assert!(matches!(read_capped("HEAD~3", &file, 4096), Err(RevisionError::NoCommit { .. })));
    assert!(matches!(
        read_capped("HEAD", &tmp.join("sub").join("other.cql"), 4096),
        Err(RevisionError::NotInCommit { .. })
    ));
    assert!(matches!(read_capped("HEAD", &tmp.join("sub"), 4096), Err(RevisionError::NotABlob { .. })));
    std::fs::remove_dir_all(&tmp).expect("cleanup");
}
