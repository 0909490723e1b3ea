//! The command line, run as a user runs it: every subcommand on the samples, exit codes,
//! and one clear line on stderr for every failure.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

fn bin() -> Command {
    Command::new(env!("CARGO_BIN_EXE_keyspace-studio"))
}

fn repo() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("..")
}

fn sample(name: &str) -> PathBuf {
    repo().join("sample-projects").join(name)
}

fn run(args: &[&std::ffi::OsStr]) -> Output {
    bin().args(args).output().expect("the binary runs")
}

fn text(b: &[u8]) -> String {
    String::from_utf8_lossy(b).into_owned()
}

#[test]
fn export_writes_schema_and_queries() {
    let dir = tempfile::tempdir().expect("tempdir");
    let schema = dir.path().join("schema.cql");
    let queries = dir.path().join("queries.cql");
    let out = run(&[
        "export".as_ref(),
        sample("hotel.json").as_os_str(),
        "-o".as_ref(),
        schema.as_os_str(),
        "--queries".as_ref(),
        queries.as_os_str(),
    ]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    let s = std::fs::read_to_string(&schema).expect("schema written");
    for t in [
        "hotel.hotels_by_poi",
        "hotel.hotels ",
        "hotel.pois_by_hotel",
        "hotel.available_rooms_by_hotel_date",
        "hotel.amenities_by_room",
        "reservation.reservations_by_confirmation",
        "reservation.reservations_by_hotel_date",
        "reservation.reservations_by_guest",
        "reservation.guests",
    ] {
        assert!(s.contains(&format!("CREATE TABLE IF NOT EXISTS {t}")), "missing {t}");
    }
    assert!(s.contains("PRIMARY KEY ((hotel_id), \"date\", room_number)"));
    let q = std::fs::read_to_string(&queries).expect("queries written");
    assert_eq!(q.matches("SELECT ").count(), 9);
    let writes = dir.path().join("writes.cql");
    let out = run(&[
        "export".as_ref(),
        sample("hotel.json").as_os_str(),
        "-o".as_ref(),
        schema.as_os_str(),
        "--writes".as_ref(),
        writes.as_os_str(),
    ]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    let w = std::fs::read_to_string(&writes).expect("writes written");
    assert!(w.contains("BEGIN BATCH") && w.contains("APPLY BATCH;"), "{w}");
    assert!(w.contains("INSERT INTO reservation.reservations_by_confirmation"), "{w}");
}

#[test]
fn check_json_has_partition_figures() {
    let out = run(&["check".as_ref(), sample("hotel.json").as_os_str(), "--json".as_ref()]);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stdout));
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).expect("json");
    let p = v["partitions"]
        .as_array()
        .expect("partitions")
        .iter()
        .find(|p| p["table"] == "available_rooms_by_hotel_date")
        .expect("table");
    assert_eq!(p["rows"], serde_json::json!(73000));
    assert_eq!(p["values"], serde_json::json!(73000));
    assert!(p["bytes"].as_f64().is_some_and(|b| b > 73000.0));
    let sensor = run(&["check".as_ref(), sample("sensor-readings.json").as_os_str(), "--json".as_ref()]);
    let v: serde_json::Value = serde_json::from_slice(&sensor.stdout).expect("json");
    assert!(v["diagnostics"].as_array().expect("diags").iter().any(|d| d["code"] == "unbounded-partition"));
}

#[test]
fn check_text_names_unbounded_partitions_and_their_growth() {
    let out = run(&["check".as_ref(), sample("sensor-readings.json").as_os_str()]);
    let stdout = text(&out.stdout);
    let line = stdout
        .lines()
        .find(|l| l.trim_start().starts_with("readings_by_sensor "))
        .expect("a partition line for readings_by_sensor");
    assert!(line.contains("unbounded") && line.contains("+86,400 rows a day"), "{line}");
    // Bounded tables keep their figures.
    assert!(
        stdout.lines().any(|l| l.trim_start().starts_with("all_networks ") && l.contains("rows") && l.contains("200")),
        "{stdout}"
    );
}

#[test]
fn export_to_stdout_without_o() {
    let out = run(&["export".as_ref(), sample("hotel.json").as_os_str()]);
    assert!(out.status.success());
    assert!(text(&out.stdout).contains("CREATE KEYSPACE IF NOT EXISTS hotel"));
}

#[test]
fn derive_json_has_tables_with_roles_in_key_order() {
    let out = run(&["derive".as_ref(), sample("hotel.json").as_os_str(), "--json".as_ref()]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).expect("json");
    let tables = v["tables"].as_array().expect("tables");
    assert_eq!(tables.len(), 9);
    let t = tables.iter().find(|t| t["name"] == "hotels_by_poi").expect("hotels_by_poi");
    assert_eq!(t["keyspace"], "hotel");
    assert_eq!(t["queries"], serde_json::json!(["Q1"]));
    let cols: Vec<(&str, &str, &str)> = t["columns"]
        .as_array()
        .expect("columns")
        .iter()
        .map(|c| {
            (c["name"].as_str().unwrap_or(""), c["type"].as_str().unwrap_or(""), c["role"].as_str().unwrap_or("?"))
        })
        .collect();
    assert_eq!(cols[0], ("poi_name", "text", "K"));
    assert_eq!(cols[1], ("hotel_id", "text", "C↑"));
    assert_eq!(cols[4], ("address", "frozen<address>", ""));
}

#[test]
fn derive_tradeoffs_give_figures_for_every_alternative() {
    let out = run(&[
        "derive".as_ref(),
        sample("sensor-readings.json").as_os_str(),
        "--json".as_ref(),
        "--tradeoffs".as_ref(),
    ]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).expect("json");
    let mut alternatives = 0;
    for t in v["tables"].as_array().expect("tables") {
        for a in t["alternatives"].as_array().expect("alternatives") {
            let f = &a["tradeoff"];
            assert!(f["tables_written"].as_u64().is_some_and(|n| n >= 1), "{}: {a}", t["name"]);
            assert!(["estimated", "unbounded", "unknown"].contains(&f["status"].as_str().unwrap_or("")), "{a}");
            let served: Vec<&serde_json::Value> =
                f["partitions"].as_array().expect("partitions").iter().map(|p| &p[0]).collect();
            assert_eq!(served.len(), t["queries"].as_array().map_or(0, Vec::len), "{}", t["name"]);
            alternatives += 1;
        }
    }
    assert!(alternatives > 0);
    // Figures need the JSON document.
    let plain = run(&["derive".as_ref(), sample("sensor-readings.json").as_os_str(), "--tradeoffs".as_ref()]);
    assert_eq!(plain.status.code(), Some(2));
}

#[test]
fn check_exit_codes() {
    let ok = run(&["check".as_ref(), sample("hotel.json").as_os_str()]);
    assert_eq!(ok.status.code(), Some(0), "{}", text(&ok.stdout));
    let dir = tempfile::tempdir().expect("tempdir");
    // A model with an error (an entity without a key) exits 1.
    let bad_model = dir.path().join("nokey.json");
    std::fs::write(
        &bad_model,
        r#"{"format": "keyspace-studio/1", "name": "x", "entities": [{"id": "a", "name": "A", "attributes": [{"id": "a.x", "name": "x", "type": "int"}]}]}"#,
    )
    .expect("write");
    let out = run(&["check".as_ref(), bad_model.as_os_str(), "--json".as_ref()]);
    assert_eq!(out.status.code(), Some(1));
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).expect("json");
    assert!(
        v["diagnostics"]
            .as_array()
            .expect("array")
            .iter()
            .any(|d| d["code"] == "entity-without-key" && d["severity"] == "error")
    );
}

fn assert_one_line_failure(out: &Output, file: &Path, cause: &str) {
    assert_eq!(out.status.code(), Some(2), "stdout: {}", text(&out.stdout));
    let err = text(&out.stderr);
    assert_eq!(err.lines().count(), 1, "one line on stderr: {err:?}");
    assert!(err.contains(&file.display().to_string()), "names the file: {err}");
    assert!(err.contains(cause), "names the cause ({cause}): {err}");
    assert!(!err.contains("panicked"), "{err}");
}

#[test]
fn unreadable_files_exit_2_with_one_line() {
    let dir = tempfile::tempdir().expect("tempdir");
    let missing = dir.path().join("missing.json");
    for cmd in ["check", "export", "derive"] {
        let out = run(&[cmd.as_ref(), missing.as_os_str()]);
        assert_one_line_failure(&out, &missing, "cannot read");
    }
    let broken = dir.path().join("broken.json");
    std::fs::write(&broken, "{\n  \"format\": \"keyspace-studio/1\",\n  \"entities\": [\n").expect("write");
    assert_one_line_failure(&run(&["check".as_ref(), broken.as_os_str()]), &broken, "line 4");
    let newer = dir.path().join("newer.json");
    std::fs::write(&newer, r#"{"format": "keyspace-studio/9"}"#).expect("write");
    assert_one_line_failure(&run(&["check".as_ref(), newer.as_os_str()]), &newer, "version 9");
    let binary = dir.path().join("binary.json");
    std::fs::write(&binary, [0u8, 159, 146, 150, 255, 0, 1]).expect("write");
    assert_one_line_failure(&run(&["check".as_ref(), binary.as_os_str()]), &binary, "not UTF-8");
    // Nothing was written by the failed runs.
    let names: Vec<_> =
        std::fs::read_dir(dir.path()).expect("ls").filter_map(Result::ok).map(|e| e.file_name()).collect();
    assert_eq!(names.len(), 3, "{names:?}");
}

#[test]
fn wrong_shape_and_foreign_json_exit_2_with_one_line() {
    let dir = tempfile::tempdir().expect("tempdir");
    let shape = dir.path().join("wrong-shape.json");
    std::fs::write(&shape, r#"{"format": "keyspace-studio/1", "name": "x", "entities": "none"}"#).expect("write");
    assert_one_line_failure(&run(&["check".as_ref(), shape.as_os_str()]), &shape, "line 1");
    let foreign = dir.path().join("array.json");
    std::fs::write(&foreign, "[1, 2, 3]").expect("write");
    assert_one_line_failure(&run(&["check".as_ref(), foreign.as_os_str()]), &foreign, "not a Keyspace Studio project");
    let names: Vec<_> =
        std::fs::read_dir(dir.path()).expect("ls").filter_map(Result::ok).map(|e| e.file_name()).collect();
    assert_eq!(names.len(), 2, "nothing written: {names:?}");
}

#[test]
fn import_writes_a_project_that_exports_again() {
    let fixtures = repo().join("..").join("shared").join("fixtures");
    let cql = fixtures.join("cql").join("killrvideo.cql");
    if !cql.exists() {
        assert!(
            std::env::var("CI").as_deref() != Ok("true"),
            "CI=true and the shared fixtures are missing at {}",
            fixtures.display()
        );
        eprintln!("skipped: {} is absent", cql.display());
        return;
    }
    let dir = tempfile::tempdir().expect("tempdir");
    let project = dir.path().join("killrvideo.json");
    let out = run(&["import".as_ref(), cql.as_os_str(), "-o".as_ref(), project.as_os_str()]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    let export = run(&["export".as_ref(), project.as_os_str()]);
    assert!(export.status.success(), "{}", text(&export.stderr));
    assert_eq!(text(&export.stdout).matches("CREATE TABLE").count(), 11);
    let kdm = fixtures.join("kdm").join("kdm_sensor_data.xml");
    let out = run(&["import".as_ref(), kdm.as_os_str()]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).expect("project json");
    assert_eq!(v["queries"].as_array().map(Vec::len), Some(4));
}

/// Issue 15, item 8: an output that is the input, by identity (same name, `./`, a hard link
/// or a symbolic link), is refused before anything is written.
#[test]
fn an_output_that_is_the_input_is_refused() {
    let dir = tempfile::tempdir().expect("tempdir");
    let p = dir.path().join("p.json");
    std::fs::copy(sample("hotel.json"), &p).expect("copy");
    let before = std::fs::read(&p).expect("read");
    let hard = dir.path().join("hard.json");
    std::fs::hard_link(&p, &hard).expect("hard link");
    let mut outputs = vec![p.clone(), dir.path().join(".").join("p.json"), hard];
    #[cfg(unix)]
    {
        let soft = dir.path().join("soft.cql");
        std::os::unix::fs::symlink(&p, &soft).expect("symlink");
        outputs.push(soft);
    }
    for out_path in &outputs {
        for args in [
            vec!["export".as_ref(), p.as_os_str(), "-o".as_ref(), out_path.as_os_str()],
            vec!["export".as_ref(), p.as_os_str(), "--writes".as_ref(), out_path.as_os_str()],
            vec![
                "render".as_ref(),
                p.as_os_str(),
                "--diagram".as_ref(),
                "conceptual".as_ref(),
                "-o".as_ref(),
                out_path.as_os_str(),
            ],
        ] {
            let out = run(&args);
            let err = text(&out.stderr);
            assert_eq!(out.status.code(), Some(2), "{args:?}: {err}");
            assert!(err.contains("is the input file") && err.contains("refusing to write over it"), "{err}");
        }
        assert_eq!(std::fs::read(&p).expect("read"), before, "the project is untouched");
    }
    let cql = dir.path().join("x.cql");
    std::fs::write(&cql, "CREATE TABLE ks.t (a int PRIMARY KEY);\n").expect("cql");
    let out = run(&["import".as_ref(), cql.as_os_str(), "-o".as_ref(), cql.as_os_str()]);
    assert_eq!(out.status.code(), Some(2), "{}", text(&out.stderr));
    assert_eq!(std::fs::read_to_string(&cql).expect("cql"), "CREATE TABLE ks.t (a int PRIMARY KEY);\n");
    assert!(!dir.path().join("p.json.bak").exists() && !dir.path().join("x.cql.bak").exists());
}

/// Issue 15: `fmt` rewrites projects in the bytes the window saves, keeping unknown fields
/// at every level; `--check` changes nothing and names each file that is not canonical.
#[test]
fn fmt_rewrites_in_canonical_form_and_check_names_the_files() {
    let dir = tempfile::tempdir().expect("tempdir");
    let canonical = dir.path().join("canonical.json");
    let hotel = model_core::Project::load(&sample("hotel.json")).expect("sample");
    std::fs::write(&canonical, hotel.to_json()).expect("write");
    let messy = dir.path().join("messy.json");
    let mut v: serde_json::Value =
        serde_json::from_slice(&std::fs::read(sample("books.json")).expect("read")).expect("json");
    v["entities"][0]["plugin"] = serde_json::json!({"colour": "teal"});
    v["entities"][0]["attributes"][0]["x-note"] = serde_json::json!("kept");
    std::fs::write(&messy, serde_json::to_string(&v).expect("compact")).expect("write");
    let messy_before = std::fs::read(&messy).expect("read");
    let out = run(&["fmt".as_ref(), "--check".as_ref(), canonical.as_os_str(), messy.as_os_str()]);
    assert_eq!(out.status.code(), Some(1), "{}", text(&out.stderr));
    let listed = text(&out.stdout);
    assert!(listed.contains("messy.json: not in canonical form") && !listed.contains("canonical.json:"), "{listed}");
    assert_eq!(std::fs::read(&messy).expect("read"), messy_before, "--check changes nothing");
    let out = run(&["fmt".as_ref(), canonical.as_os_str(), messy.as_os_str()]);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    let after = std::fs::read_to_string(&messy).expect("read");
    assert!(after.contains("\"plugin\"") && after.contains("teal") && after.contains("\"x-note\""), "{after}");
    assert!(after.ends_with("}\n") && after.contains("\n  \"entities\": ["), "{after}");
    let out = run(&["fmt".as_ref(), "--check".as_ref(), canonical.as_os_str(), messy.as_os_str()]);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stdout));
    assert!(!dir.path().join("canonical.json.bak").exists(), "a canonical file is not rewritten");
    let broken = dir.path().join("broken.json");
    std::fs::write(&broken, "{").expect("write");
    let out = run(&["fmt".as_ref(), "--check".as_ref(), broken.as_os_str(), canonical.as_os_str()]);
    assert_eq!(out.status.code(), Some(2));
    assert!(text(&out.stderr).contains("broken.json"), "{}", text(&out.stderr));
}

/// Issue 15, item 14: an endless input is refused at the size cap with a message.
#[cfg(unix)]
#[test]
fn endless_inputs_are_refused_at_the_size_cap() {
    let out = run(&["check".as_ref(), "/dev/zero".as_ref()]);
    assert_one_line_failure(&out, Path::new("/dev/zero"), "larger than 64 MiB");
}

/// Issue 15, item 12: a KDM file that is not well-formed XML fails (exit 2) with where.
#[test]
fn kdm_files_that_are_not_well_formed_fail() {
    let dir = tempfile::tempdir().expect("tempdir");
    let kdm = dir.path().join("broken.xml");
    std::fs::write(&kdm, "<KDMPROJECT>\n  <ERMODEL></ERMODEL>\n</KDMPROJECTX>\n").expect("write");
    let out = run(&["import".as_ref(), kdm.as_os_str()]);
    assert_one_line_failure(&out, &kdm, "line 3, column 1: the end tag </KDMPROJECTX> matches no open element");
    assert!(out.stdout.is_empty());
}

#[test]
fn import_takes_several_files_a_folder_and_template_values() {
    let dir = tempfile::tempdir().expect("tempdir");
    let schema = dir.path().join("schema");
    std::fs::create_dir(&schema).expect("mkdir");
    std::fs::write(
        schema.join("1-keyspace.cql"),
        "CREATE KEYSPACE ${KS} WITH replication = {'class': 'NetworkTopologyStrategy', 'replication_factor': $RF$};",
    )
    .expect("write");
    std::fs::write(schema.join("2-tables.cql"), "CREATE TABLE ${KS}.events (id uuid PRIMARY KEY, at timestamp);")
        .expect("write");
    std::fs::write(
        schema.join("3-alter.cql"),
        "ALTER TABLE ${KS}.events ADD kind text;\nCREATE INDEX events_kind ON ${KS}.events (kind);",
    )
    .expect("write");
    let project = dir.path().join("p.json");
    // Without values: one note naming the placeholders, no syntax errors.
    let out = run(&["import".as_ref(), schema.as_os_str(), "-o".as_ref(), project.as_os_str()]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    let err = text(&out.stderr);
    assert!(err.contains("placeholders ${KS}, $RF$, which have no value"), "{err}");
    assert!(!err.contains("syntax error"), "{err}");
    // With them: the folder's files in name order, as one schema.
    let out = run(&[
        "import".as_ref(),
        schema.as_os_str(),
        "--define".as_ref(),
        "KS=metrics".as_ref(),
        "-D".as_ref(),
        "RF=2".as_ref(),
        "-o".as_ref(),
        project.as_os_str(),
    ]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert!(
        text(&out.stderr).contains("imported 1 table, 0 types, 1 index, 0 queries; 0 notes"),
        "{}",
        text(&out.stderr)
    );
    let export = run(&["export".as_ref(), project.as_os_str()]);
    let cql = text(&export.stdout);
    assert!(cql.contains("{'class': 'NetworkTopologyStrategy', 'replication_factor': 2}"), "{cql}");
    assert!(cql.contains("CREATE INDEX IF NOT EXISTS events_kind ON metrics.events (kind);"), "{cql}");
    // Files in the order given: the ALTER before its table is reported with its file.
    let files = [schema.join("3-alter.cql"), schema.join("2-tables.cql")];
    let out = run(&["import".as_ref(), files[0].as_os_str(), files[1].as_os_str(), "-D".as_ref(), "KS=m".as_ref()]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    let err = text(&out.stderr);
    assert!(
        err.contains(&format!("{}: line 1, column 1: ALTER TABLE events: no such table", files[0].display())),
        "{err}"
    );
    // A bad definition is one clear line and exit code 2.
    let out = run(&["import".as_ref(), schema.as_os_str(), "--define".as_ref(), "1X=y".as_ref()]);
    assert_eq!(out.status.code(), Some(2));
    assert!(text(&out.stderr).contains("not a placeholder name"), "{}", text(&out.stderr));
}

#[test]
fn arrange_lays_out_the_er_diagram_without_overlaps_and_keeps_the_input_unless_asked() {
    let dir = std::env::temp_dir().join(format!("ks-arrange-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("dir");
    let input = dir.join("hotel.json");
    std::fs::copy(sample("hotel.json"), &input).expect("copy");
    let output = dir.join("arranged.json");
    let out = run(&["arrange".as_ref(), input.as_os_str(), "-o".as_ref(), output.as_os_str()]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert!(text(&out.stdout).contains("arranged"), "{}", text(&out.stdout));
    assert_eq!(
        std::fs::read(&input).expect("input"),
        std::fs::read(sample("hotel.json")).expect("sample"),
        "-o leaves the input alone"
    );
    let arranged = model_core::Project::load(&output).expect("arranged project loads");
    let original = model_core::Project::load(&input).expect("input loads");
    assert_ne!(arranged.layout.conceptual, original.layout.conceptual);
    assert!(
        arranged.layout.workflow.is_empty() && arranged.layout.logical.is_empty(),
        "the other canvases are automatic"
    );
    let layout = model_core::render::ChenLayout::new(&arranged);
    assert!(model_core::render::conceptual_overlaps(&layout, 3).is_empty());
    // The model itself is untouched: the same schema.
    let schema = |p: &model_core::Project| model_core::pipeline::run(p, &Default::default()).schema_cql;
    assert_eq!(schema(&arranged), schema(&original));
    // Writing over its own input is the default; an unreadable project is one line, exit 2.
    let out = run(&["arrange".as_ref(), input.as_os_str(), "--canvas".as_ref(), "conceptual".as_ref()]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    let missing = dir.join("missing.json");
    let out = run(&["arrange".as_ref(), missing.as_os_str()]);
    assert_eq!(out.status.code(), Some(2));
    std::fs::remove_dir_all(&dir).expect("cleanup");
}

#[test]
fn export_for_a_target_writes_only_what_it_accepts_and_says_what_it_left_out() {
    let out = run(&["export".as_ref(), sample("hotel.json").as_os_str(), "--target".as_ref(), "astra".as_ref()]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    let (schema, notes) = (text(&out.stdout), text(&out.stderr));
    assert!(
        schema.contains("-- Target: DataStax Astra DB Serverless.")
            && schema.contains("CREATE TABLE IF NOT EXISTS hotel.hotels "),
        "{schema}"
    );
    assert!(!schema.lines().any(|l| l.starts_with("CREATE KEYSPACE")), "{schema}");
    assert!(
        notes.contains(
            "left out of schema.cql: keyspace \"hotel\": DataStax Astra DB Serverless does not run CREATE KEYSPACE"
        ),
        "{notes}"
    );
    let bad = run(&["export".as_ref(), sample("hotel.json").as_os_str(), "--target".as_ref(), "oracle".as_ref()]);
    assert_eq!(bad.status.code(), Some(2));
    assert!(
        text(&bad.stderr).contains("unknown target \"oracle\"; known targets: cassandra-4.0"),
        "{}",
        text(&bad.stderr)
    );
}

#[test]
fn check_for_a_target_reports_what_it_lacks_and_its_row_sizes() {
    // video-sharing keeps counters; on Astra they are not confirmed, a note, not an error.
    let out = run(&["check".as_ref(), sample("video-sharing.json").as_os_str(), "--target".as_ref(), "astra".as_ref()]);
    let report = text(&out.stdout);
    assert!(
        report.contains("info[target-feature-unconfirmed]") && report.contains("target DataStax Astra DB Serverless"),
        "{report}"
    );
    assert!(report.contains("row bytes"), "{report}");
    let out = run(&[
        "check".as_ref(),
        sample("hotel.json").as_os_str(),
        "--json".as_ref(),
        "--target".as_ref(),
        "keyspaces".as_ref(),
    ]);
    let doc: serde_json::Value = serde_json::from_slice(&out.stdout).expect("json");
    assert_eq!(doc["target"]["id"], "keyspaces");
    let hotels = doc["partitions"].as_array().and_then(|p| p.iter().find(|p| p["table"] == "hotels")).expect("hotels");
    assert_eq!(hotels["row_bytes"], 404.0, "the encoded size worked by hand in docs/targets.md");
}

#[test]
fn the_target_subcommand_shows_and_saves_the_project_target() {
    let dir = tempfile::tempdir().expect("tempdir");
    let p = dir.path().join("hotel.json");
    std::fs::copy(sample("hotel.json"), &p).expect("copy");
    let shown = run(&["target".as_ref(), p.as_os_str()]);
    assert!(shown.status.success());
    assert!(text(&shown.stdout).starts_with("Apache Cassandra 5.0 (cassandra-5.0)"), "{}", text(&shown.stdout));
    let set = run(&["target".as_ref(), p.as_os_str(), "scylla".as_ref()]);
    assert!(set.status.success(), "{}", text(&set.stderr));
    let saved = std::fs::read_to_string(&p).expect("saved");
    assert!(saved.contains("\"target\": \"scylladb\""), "{saved}");
    let shown = run(&["target".as_ref(), p.as_os_str()]);
    assert!(text(&shown.stdout).contains("* scylladb"), "{}", text(&shown.stdout));
    let reset = run(&["target".as_ref(), p.as_os_str(), "default".as_ref()]);
    assert!(reset.status.success());
    assert!(!std::fs::read_to_string(&p).expect("saved").contains("\"target\""));
    let bad = run(&["target".as_ref(), p.as_os_str(), "mysql".as_ref()]);
    assert_eq!(bad.status.code(), Some(2));
}

/// Issue 41: `SELECT 1+1+…` of 150,000 terms (300 KB) aborted the import with a stack
/// overflow (exit 134). It is one note at its line, the rest of the file imports, exit 0.
#[test]
fn import_of_deep_sql_says_so_instead_of_crashing() {
    let dir = tempfile::tempdir().expect("tempdir");
    let deep = dir.path().join("deep.sql");
    let terms = vec!["1"; 150_000].join("+");
    let sql = format!("CREATE TABLE t (a int PRIMARY KEY, b int);\nSELECT {terms};\nSELECT a, b FROM t WHERE a = ?;\n");
    std::fs::write(&deep, sql).expect("deep.sql");
    let out = run(&["import".as_ref(), deep.as_os_str()]);
    let stderr = text(&out.stderr);
    assert_eq!(out.status.code(), Some(0), "{stderr}");
    assert!(stderr.contains("line 2, column 1: this statement is nested or chained too deeply"), "{stderr}");
    assert!(stderr.contains("1 entity(ies)") && stderr.contains("1 query(ies)"), "{stderr}");
}

/// Issue 46, item 1: a relationship inferred from a join is said with its id, listed by
/// `--json`, and left out by `--reject-join` (any case) or `--no-inferred-relationships`.
#[test]
fn import_of_sql_infers_relationships_from_joins_and_rejects_them_by_id() {
    let dir = tempfile::tempdir().expect("tempdir");
    let sql = dir.path().join("shop.sql");
    std::fs::write(
        &sql,
        "CREATE TABLE account (userid varchar(80) PRIMARY KEY, email text);
CREATE TABLE orders (order_id int PRIMARY KEY, userid varchar(80) NOT NULL, total decimal(10,2));
-- Order history: an account's orders
SELECT o.order_id, o.total FROM orders o JOIN account a ON a.userid = o.userid WHERE a.email = ?;
",
    )
    .expect("shop.sql");
    let project = dir.path().join("shop.json");
    let out = run(&["import".as_ref(), sql.as_os_str(), "-o".as_ref(), project.as_os_str()]);
    let stderr = text(&out.stderr);
    assert!(out.status.success(), "{stderr}");
    assert!(
        stderr.contains("n:1 relationship user of orders (userid) with account")
            && stderr.contains("--reject-join orders.userid"),
        "{stderr}"
    );
    assert!(stderr.contains("1 relationship(s)"), "{stderr}");
    let json = run(&["import".as_ref(), sql.as_os_str(), "--json".as_ref(), "-o".as_ref(), project.as_os_str()]);
    let doc: serde_json::Value = serde_json::from_slice(&json.stdout).expect("JSON");
    assert_eq!(doc["inferred_relationships"][0]["id"], "orders.userid", "{doc}");
    for flags in [&["--reject-join", "Orders.UserId"][..], &["--no-inferred-relationships"][..]] {
        let mut args: Vec<&std::ffi::OsStr> =
            vec!["import".as_ref(), sql.as_os_str(), "-o".as_ref(), project.as_os_str()];
        args.extend(flags.iter().map(std::ffi::OsStr::new));
        let out = run(&args);
        let stderr = text(&out.stderr);
        assert!(out.status.success() && stderr.contains("0 relationship(s)"), "{flags:?}: {stderr}");
    }
    let cql = dir.path().join("a.cql");
    std::fs::write(&cql, "CREATE KEYSPACE k WITH replication = {'class': 'SimpleStrategy', 'replication_factor': 1};")
        .expect("a.cql");
    let out = run(&["import".as_ref(), cql.as_os_str(), "--reject-join".as_ref(), "a.b".as_ref()]);
    assert!(!out.status.success() && text(&out.stderr).contains("are for SQL files"), "{}", text(&out.stderr));
}
