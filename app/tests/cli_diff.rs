//! `keyspace-studio diff` as a user runs it: exit codes (0 same, 1 different, 2 unreadable),
//! text and JSON, the migration script, and a model changing over three commits of a git
//! repository (`diff --git REV PROJECT`).

use end_to_end::cql_oracle::check_migration;
use serde_json::Value;
use std::path::{Path, PathBuf};
use std::process::{Command, Output};

fn bin() -> Command {
    Command::new(env!("CARGO_BIN_EXE_keyspace-studio"))
}

fn sample(name: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("..").join("sample-projects").join(name)
}

fn text(b: &[u8]) -> String {
    String::from_utf8_lossy(b).into_owned()
}

fn diff(args: &[&std::ffi::OsStr], cwd: &Path) -> Output {
    bin().arg("diff").args(args).current_dir(cwd).output().expect("the binary runs")
}

fn git(dir: &Path, args: &[&str]) {
    let out = Command::new("git")
        .args(["-c", "user.name=Test", "-c", "user.email=test@example.invalid", "-c", "commit.gpgsign=false"])
        .args(args)
        .current_dir(dir)
        .output()
        .expect("git runs");
    assert!(out.status.success(), "git {args:?}: {}", text(&out.stderr));
}

fn has_git() -> bool {
    Command::new("git").arg("--version").output().is_ok_and(|o| o.status.success())
}

#[test]
fn a_sample_against_itself_exits_0_and_a_missing_file_2() {
    let dir = tempfile::tempdir().expect("tempdir");
    let hotel = sample("hotel.json");
    let out = diff(&[hotel.as_os_str(), hotel.as_os_str()], dir.path());
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    assert!(text(&out.stdout).contains("no change"));
    let missing = dir.path().join("missing.json");
    let out = diff(&[hotel.as_os_str(), missing.as_os_str()], dir.path());
    assert_eq!(out.status.code(), Some(2));
    let err = text(&out.stderr);
    assert!(err.contains("missing.json") && err.lines().count() == 1, "{err}");
    let cql = dir.path().join("migrate.cql");
    let out = diff(&[hotel.as_os_str(), hotel.as_os_str(), "--cql".as_ref(), hotel.as_os_str()], dir.path());
    assert_eq!(out.status.code(), Some(2), "writing the script over an input is refused");
    assert!(!cql.exists());
}

/// The hotel sample edited as a JSON value.
fn edit(project: &mut Value, f: impl FnOnce(&mut Value)) {
    f(project);
}

fn query<'a>(project: &'a mut Value, id: &str) -> &'a mut Value {
    project["queries"].as_array_mut().and_then(|qs| qs.iter_mut().find(|q| q["id"] == id)).expect("the query")
}

fn write(path: &Path, project: &Value) {
    std::fs::write(path, serde_json::to_string_pretty(project).expect("json")).expect("write");
}

/// Runs `diff --git REV hotel.json --json --cql migrate.cql` in the repository and returns the
/// JSON and the script (checked by the independent parser).
fn diff_git(repo: &Path, rev: &str) -> (Value, String) {
    let out = diff(
        &[
            "--git".as_ref(),
            rev.as_ref(),
            "hotel.json".as_ref(),
            "--json".as_ref(),
            "--cql".as_ref(),
            "migrate.cql".as_ref(),
        ],
        repo,
    );
    assert_eq!(out.status.code(), Some(1), "diff --git {rev}: {}", text(&out.stderr));
    let json: Value = serde_json::from_slice(&out.stdout).expect("JSON output");
    let script = std::fs::read_to_string(repo.join("migrate.cql")).expect("migrate.cql");
    check_migration(&script).unwrap_or_else(|e| panic!("diff --git {rev}: {e}"));
    (json, script)
}

fn kinds(json: &Value) -> Vec<(String, String)> {
    json["changes"]
        .as_array()
        .expect("changes")
        .iter()
        .map(|c| {
            (c["kind"].as_str().unwrap_or_default().to_owned(), c["class"].as_str().unwrap_or_default().to_owned())
        })
        .collect()
}

#[test]
fn three_commits_add_a_query_change_a_key_drop_a_column() {
    if !has_git() {
        assert!(std::env::var("CI").as_deref() != Ok("true"), "CI=true and git is missing");
        eprintln!("skipped: git is not installed");
        return;
    }
    let dir = tempfile::tempdir().expect("tempdir");
    let repo = dir.path();
    git(repo, &["init", "-q"]);
    let file = repo.join("hotel.json");
    let mut project: Value =
        serde_json::from_str(&std::fs::read_to_string(sample("hotel.json")).expect("sample")).expect("json");
    write(&file, &project);
    git(repo, &["add", "hotel.json"]);
    git(repo, &["commit", "-q", "-m", "the hotel sample"]);

    // 1. A new query: hotels by name. A new table, or (lighter) an SAI index on `hotels`.
    edit(&mut project, |p| {
        let mut q = query(p, "Q2").clone();
        q["id"] = "Q10".into();
        q["description"] = "Find hotels by name".into();
        q["given"][0]["attribute"] = "hotel.name".into();
        q["find"] = serde_json::json!(["hotel.id", "hotel.phone", "hotel.address"]);
        p["queries"].as_array_mut().expect("queries").push(q);
    });
    write(&file, &project);
    let (json, script) = diff_git(repo, "HEAD");
    assert!(kinds(&json).contains(&("query-added".into(), "model_only".into())), "{json}");
    assert!(kinds(&json).contains(&("table-added".into(), "in_place".into())), "{json}");
    assert!(script.contains("\nCREATE TABLE IF NOT EXISTS hotel.hotels_by_name ("), "{script}");
    assert!(script.contains("-- CREATE INDEX IF NOT EXISTS ON hotel.hotels (name) USING 'sai';"), "{script}");
    git(repo, &["commit", "-q", "-am", "Q10: hotels by name"]);

    // 2. A key change: Q1 orders hotels by name, so hotels_by_poi clusters by name first.
    edit(&mut project, |p| {
        query(p, "Q1")["order_by"] = serde_json::json!([{ "attribute": "hotel.name", "direction": "DESC" }]);
    });
    write(&file, &project);
    let (json, script) = diff_git(repo, "HEAD");
    assert!(kinds(&json).contains(&("clustering-changed".into(), "impossible".into())), "{json}");
    let rebuilds = json["plan"]["rebuilds"].as_array().expect("rebuilds");
    assert_eq!(rebuilds.len(), 1, "{json}");
    assert_eq!(
        (rebuilds[0]["old_table"].as_str(), rebuilds[0]["new_table"].as_str()),
        (Some("hotels_by_poi"), Some("hotels_by_poi_v2"))
    );
    for step in [
        "CREATE TABLE IF NOT EXISTS hotel.hotels_by_poi_v2 (",
        "-- BEGIN BATCH",
        "-- COPY hotel.hotels_by_poi",
        "-- Step 4. Switch reads (Q1)",
        "-- DROP TABLE IF EXISTS hotel.hotels_by_poi;",
    ] {
        assert!(script.contains(step), "{step:?} missing:\n{script}");
    }
    git(repo, &["commit", "-q", "-am", "Q1 ordered by name"]);

    // 3. A column dropped: Q2 no longer reads the phone, so `hotels` loses it.
    edit(&mut project, |p| {
        let find = query(p, "Q2")["find"].as_array_mut().expect("find");
        find.retain(|a| a != "hotel.phone");
    });
    write(&file, &project);
    let (json, script) = diff_git(repo, "HEAD");
    let pair = |k: &str, c: &str| (k.to_owned(), c.to_owned());
    assert_eq!(kinds(&json), [pair("query-changed", "model_only"), pair("column-removed", "with_care")], "{json}");
    assert!(script.contains("\n-- ALTER TABLE hotel.hotels DROP phone;\n"), "the drop is commented out:\n{script}");
    let out = diff(
        &[
            "--git".as_ref(),
            "HEAD".as_ref(),
            "hotel.json".as_ref(),
            "--cql".as_ref(),
            "m.cql".as_ref(),
            "--allow-drop".as_ref(),
        ],
        repo,
    );
    assert_eq!(out.status.code(), Some(1));
    let allowed = std::fs::read_to_string(repo.join("m.cql")).expect("m.cql");
    assert!(allowed.contains("\nALTER TABLE hotel.hotels DROP phone;\n"), "{allowed}");
    check_migration(&allowed).expect("the script with drops parses");
    git(repo, &["commit", "-q", "-am", "Q2 without the phone"]);

    // Across all three commits: every change at once, and the working copy is the same as HEAD.
    let (json, _) = diff_git(repo, "HEAD~3");
    let all = kinds(&json);
    for kind in ["query-added", "table-added", "clustering-changed", "column-removed"] {
        assert!(all.iter().any(|(k, _)| k == kind), "{kind} missing: {all:?}");
    }
    let out = diff(&["--git".as_ref(), "HEAD".as_ref(), "hotel.json".as_ref()], repo);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stdout));

    // A revision that does not exist, a file git does not know: one clear line, exit 2.
    let out = diff(&["--git".as_ref(), "HEAD~9".as_ref(), "hotel.json".as_ref()], repo);
    assert_eq!(out.status.code(), Some(2));
    let err = text(&out.stderr);
    assert!(err.contains("HEAD~9") && err.lines().count() == 1, "{err}");
    std::fs::write(repo.join("new.json"), "{}").expect("write");
    let out = diff(&["--git".as_ref(), "HEAD".as_ref(), "new.json".as_ref()], repo);
    assert_eq!(out.status.code(), Some(2));
    assert!(text(&out.stderr).contains("new.json"), "{}", text(&out.stderr));
}

/// Identical schemas compare equal: the keyspace a schema does not name is named after the
/// file on both sides (issue 29: `diff old.cql new.cql` reported 4 changes).
#[test]
fn identical_schemas_compare_equal() {
    let dir = tempfile::tempdir().expect("tempdir");
    let cql = "CREATE TABLE t (id int PRIMARY KEY, name text);\nCREATE TABLE u (id int, at timestamp, PRIMARY KEY (id, at));\n";
    std::fs::write(dir.path().join("old.cql"), cql).expect("write");
    std::fs::write(dir.path().join("new.cql"), cql).expect("write");
    let out = diff(
        &["old.cql".as_ref(), "new.cql".as_ref(), "--cql".as_ref(), "m.cql".as_ref(), "--allow-drop".as_ref()],
        dir.path(),
    );
    assert_eq!(out.status.code(), Some(0), "{}{}", text(&out.stdout), text(&out.stderr));
    assert!(text(&out.stdout).contains("no change"), "{}", text(&out.stdout));
    let script = std::fs::read_to_string(dir.path().join("m.cql")).expect("script");
    assert!(!script.contains("DROP") && !script.contains("CREATE"), "{script}");
}

/// `diff --git` reads the committed side of a schema exactly as it reads the working copy:
/// a CQL file named after itself (no DROP of a keyspace that does not exist), a KDM file as
/// KDM (it was read as CQL).
#[test]
fn a_committed_schema_reads_as_the_working_copy_does() {
    if !has_git() {
        eprintln!("skipped: git is not installed");
        return;
    }
    let dir = tempfile::tempdir().expect("tempdir");
    let repo = dir.path();
    git(repo, &["init", "-q"]);
    std::fs::write(repo.join("schema.cql"), "CREATE TABLE t (id int PRIMARY KEY, name text);\n").expect("write");
    let kdm = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../shared/fixtures/kdm/kdm_sensor_data.xml");
    let has_kdm = std::fs::copy(&kdm, repo.join("model.xml")).is_ok();
    git(repo, &["add", "."]);
    git(repo, &["commit", "-q", "-m", "schemas"]);
    let out = diff(
        &[
            "--git".as_ref(),
            "HEAD".as_ref(),
            "schema.cql".as_ref(),
            "--cql".as_ref(),
            "m.cql".as_ref(),
            "--allow-drop".as_ref(),
        ],
        repo,
    );
    assert_eq!(out.status.code(), Some(0), "{}{}", text(&out.stdout), text(&out.stderr));
    let script = std::fs::read_to_string(repo.join("m.cql")).expect("script");
    assert!(!script.contains("DROP"), "{script}");
    if has_kdm {
        let out = diff(&["--git".as_ref(), "HEAD".as_ref(), "model.xml".as_ref()], repo);
        assert_eq!(out.status.code(), Some(0), "{}{}", text(&out.stdout), text(&out.stderr));
    } else {
        eprintln!("KDM part skipped: {} is not there", kdm.display());
    }
}
