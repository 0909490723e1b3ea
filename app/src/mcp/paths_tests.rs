use super::*;

fn setup() -> (tempfile::TempDir, tempfile::TempDir, Allowed) {
    let allowed = tempfile::tempdir().expect("temp dir");
    let outside = tempfile::tempdir().expect("temp dir");
    std::fs::write(allowed.path().join("in.json"), "{}").expect("write");
    std::fs::write(outside.path().join("secret.json"), "{}").expect("write");
    let a = Allowed::new(&[allowed.path().to_owned()]).expect("allowed");
    (allowed, outside, a)
}

#[test]
fn reads_inside_and_refuses_everything_that_leads_out() {
    let (dir, outside, a) = setup();
    assert!(a.read("in.json").is_ok());
    let secret = outside.path().join("secret.json");
    let escaped = format!("../{}/secret.json", outside.path().file_name().and_then(|n| n.to_str()).expect("name"));
    for path in [secret.display().to_string(), escaped] {
        let e = a.read(&path).expect_err("outside");
        assert!(e.contains("outside the folders this server may use"), "{e}");
    }
    #[cfg(unix)]
    {
        std::os::unix::fs::symlink(&secret, dir.path().join("link.json")).expect("link");
        std::os::unix::fs::symlink(outside.path(), dir.path().join("out")).expect("link");
        assert!(a.read("link.json").expect_err("a link out").contains("outside"));
        assert!(a.read("out/secret.json").expect_err("a folder link out").contains("outside"));
        assert!(a.write("out/new.cql", true).expect_err("a write through a folder link").contains("outside"));
    }
}

#[test]
fn writes_only_new_files_or_its_own_unless_told() {
    let (dir, _outside, a) = setup();
    let refused = a.write("in.json", false).expect_err("not ours");
    assert!(refused.contains("did not create it"), "{refused}");
    assert_eq!(std::fs::read_to_string(dir.path().join("in.json")).expect("read"), "{}");
    let target = a.write("new.cql", false).expect("a new file");
    a.save(&target, b"one").expect("save");
    let again = a.write("new.cql", false).expect("its own file again");
    a.save(&again, b"two").expect("save");
    assert_eq!(std::fs::read_to_string(dir.path().join("new.cql")).expect("read"), "two");
    assert!(a.write("in.json", true).is_ok());
    assert!(a.write("", false).is_err());
    assert!(a.write("missing-folder/x.cql", false).expect_err("no folder").contains("cannot write into"));
}
