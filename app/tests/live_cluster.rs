//! Live tests of working with a cluster (`import --live`, `apply`, `load-sample`, `verify`)
//! on the real Apache Cassandra node of the suite (`KS_CASSANDRA`; skipped without it outside
//! CI). Every keyspace made here is `ks_live_<hex>_<name>` and dropped at the end of its test.

use keyspace_studio::cluster::apply::{Options as ApplyOptions, Step, apply, model_keyspaces, review};
use keyspace_studio::cluster::connect::{ConnectOptions, Step as ConnectStep};
use keyspace_studio::cluster::prove::roundtrip::compare_schemas;
use keyspace_studio::cluster::verify::{Sample, load_sample, verify};
use keyspace_studio::cluster::{Address, Cluster, live_schema, scratch, script};
use model_core::cql::script::{retarget, statements};
use std::collections::BTreeMap;
use std::path::Path;
use std::process::{Command, Stdio};
use std::sync::atomic::AtomicBool;
use std::time::Duration;
use support::{edited, known, node, repo, samples};

mod support;

/// A fresh `ks_live_` name for each of `keyspaces` (at most 48 characters).
fn live_names(keyspaces: &[String], tag: &str) -> BTreeMap<String, String> {
    let salt = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map_or(0, |d| d.subsec_nanos());
    keyspaces
        .iter()
        .enumerate()
        .map(|(i, k)| {
            let head = format!("ks_live_{tag}{:06x}{i}_", salt & 0xff_ffff);
            let tail: String = k
                .to_lowercase()
                .chars()
                .filter(|c| c.is_ascii_alphanumeric() || *c == '_')
                .take(48 - head.len())
                .collect();
            (k.clone(), format!("{head}{tail}"))
        })
        .collect()
}

fn drop_all(cluster: &Cluster, names: &BTreeMap<String, String>) {
    for n in names.values() {
        let _ = cluster.run(&format!("DROP KEYSPACE IF EXISTS {n}"));
    }
    let _ = cluster.await_schema();
}

fn keyspaces_of(project: &model_core::Project) -> Vec<String> {
    model_keyspaces(project, &model_core::derive(project).model)
}

fn load(path: &Path) -> model_core::Project {
    model_core::Project::load(path).unwrap_or_else(|e| panic!("{e}"))
}

fn binary() -> Command {
    Command::new(env!("CARGO_BIN_EXE_keyspace-studio"))
}

fn moved_back(cql: &str, names: &BTreeMap<String, String>) -> String {
    let back: BTreeMap<String, String> = names.iter().map(|(a, b)| (b.clone(), a.clone())).collect();
    statements(cql).iter().map(|s| format!("{};\n\n", retarget(s.text, &back, None))).collect()
}

#[test]
fn import_live_reads_what_the_schema_file_and_describe_import() {
    let Some(cluster) = node() else { return };
    let replication = scratch::replication(&cluster.datacenters().expect("data centres"));
    let mut problems = Vec::new();
    for path in samples() {
        let name = path.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default();
        let project = load(&path);
        let exported = model_core::export::schema_cql(&project, &model_core::derive(&project).model).text;
        let names = live_names(&keyspaces_of(&project), "i");
        let ran = script::run(&cluster, &exported, &names, Some(&replication));
        problems.extend(ran.refused().map(|(r, e)| format!("{name}: line {} refused: {}", r.line, e.message)));
        let live: Vec<String> = names.values().cloned().collect();
        match live_schema::read(&cluster, &live) {
            Ok(schema) => {
                let from_live = moved_back(&schema.cql, &names);
                let rt = compare_schemas(&exported, &from_live);
                if !rt.identical {
                    problems
                        .push(format!("{name}: the live import differs from the file's: {}", rt.changes.join("; ")));
                }
                let mut described = String::new();
                for k in &live {
                    described.push_str(&cluster.describe_keyspace(k).expect("DESCRIBE"));
                }
                let a = model_core::import::cql::import_named(&from_live, "schema");
                let b = model_core::import::cql::import_named(&moved_back(&described, &names), "schema");
                if a.project.to_json() != b.project.to_json() {
                    problems.push(format!("{name}: system_schema and DESCRIBE import differently"));
                }
                if a.notes.len() != b.notes.len() {
                    problems.push(format!(
                        "{name}: {} notes from system_schema, {} from DESCRIBE",
                        a.notes.len(),
                        b.notes.len()
                    ));
                }
            }
            Err(e) => problems.push(format!("{name}: {e}")),
        }
        if name == "hotel.json" {
            // The command line: the same report as the file's import.
            let dir = tempfile::tempdir().expect("dir");
            let file = dir.path().join("schema.cql");
            std::fs::write(&file, &exported).expect("write");
            let by_file =
                binary().args(["import"]).arg(&file).arg("-o").arg(dir.path().join("a.json")).output().expect("runs");
            let first = names.get("hotel").expect("hotel");
            let mut live_cmd = binary();
            live_cmd.args(["import", "--live", &std::env::var("KS_CASSANDRA").unwrap_or_default()]);
            for n in names.values() {
                live_cmd.args(["--keyspace", n]);
            }
            let by_live = live_cmd.arg("-o").arg(dir.path().join("b.json")).output().expect("runs");
            assert!(by_live.status.success(), "{}", String::from_utf8_lossy(&by_live.stderr));
            let summary = |o: &std::process::Output| {
                String::from_utf8_lossy(&o.stderr)
                    .lines()
                    .last()
                    .and_then(|l| l.split_once(": imported").map(|(_, r)| r.to_owned()))
                    .unwrap_or_default()
            };
            assert_eq!(summary(&by_file), summary(&by_live), "the same report");
            let text = std::fs::read_to_string(dir.path().join("b.json")).expect("written");
            assert!(text.contains(first.as_str()), "the live keyspace names are kept");
            let system = binary()
                .args(["import", "--live", &std::env::var("KS_CASSANDRA").unwrap_or_default(), "-o"])
                .arg(dir.path().join("c.json"))
                .output()
                .expect("runs");
            let all = std::fs::read_to_string(dir.path().join("c.json")).unwrap_or_default();
            assert!(
                system.status.success() && !all.contains("\"system_schema\""),
                "system keyspaces skipped unless named"
            );
        }
        drop_all(&cluster, &names);
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

fn options(names: &BTreeMap<String, String>) -> ApplyOptions {
    ApplyOptions { keyspaces: names.clone(), replication_factor: Some(1), allow_drop: false }
}

#[test]
fn apply_to_an_empty_cluster_then_diff_is_empty_and_an_edit_applies_only_the_plans_safe_part() {
    let Some(cluster) = node() else { return };
    let mut problems = Vec::new();
    for path in samples() {
        let name = path.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default();
        let project = load(&path);
        let names = live_names(&keyspaces_of(&project), "a");
        let first = review(&cluster, &project, &options(&names)).expect("review");
        assert!(first.held.is_empty(), "{name}: nothing held back on an empty cluster: {:?}", first.held);
        let applied = apply(&cluster, &first, &mut |_, _, _| {});
        if let Some((i, e)) = &applied.refused {
            problems.push(format!("{name}: statement {} refused: {e}\n{}", i + 1, first.steps[*i].cql));
        }
        let again = review(&cluster, &project, &options(&names)).expect("review");
        if !again.diff.is_empty() {
            let changes: Vec<String> = again.diff.changes.iter().map(|c| c.describe().en()).collect();
            problems.push(format!("{name}: after apply, diff finds {}", changes.join("; ")));
        }
        // The edited copy: exactly the safe part runs; the drop and the rebuild do not.
        let (new, said) = edited(&project);
        let plan = review(&cluster, &new, &options(&names)).expect("review");
        let applied = apply(&cluster, &plan, &mut |_, _, _| {});
        if applied.refused.is_some() || applied.ran.len() != plan.steps.len() {
            problems.push(format!(
                "{name} ({}): ran {} of {} steps, refused {:?}",
                said.join(", "),
                applied.ran.len(),
                plan.steps.len(),
                applied.refused
            ));
        }
        let after = review(&cluster, &new, &options(&names)).expect("review");
        if !after.steps.is_empty() {
            problems.push(format!(
                "{name}: safe steps left after apply: {:?}",
                after.steps.iter().map(|s| &s.cql).collect::<Vec<_>>()
            ));
        }
        let held =
            |r: &keyspace_studio::cluster::apply::Review| r.held.iter().map(|h| h.cql.clone()).collect::<Vec<_>>();
        if held(&after) != held(&plan) {
            problems.push(format!("{name}: what was held back changed: {:?} then {:?}", held(&plan), held(&after)));
        }
        for h in plan.held.iter().filter(|h| h.reason.contains("--allow-drop")) {
            // The dropped object is still there.
            if h.cql.starts_with("DROP TABLE") {
                let table = h
                    .cql
                    .trim_start_matches("DROP TABLE")
                    .trim()
                    .trim_start_matches("IF EXISTS")
                    .trim()
                    .trim_end_matches(';');
                if cluster.run(&format!("SELECT * FROM {table} LIMIT 1")).is_err() {
                    problems.push(format!("{name}: {table} was dropped without --allow-drop"));
                }
            }
        }
        drop_all(&cluster, &names);
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

#[test]
fn load_sample_then_verify_returns_every_querys_rows() {
    let Some(cluster) = node() else { return };
    let mut problems = Vec::new();
    let mut figures = Vec::new();
    for path in samples() {
        let name = path.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default();
        let project = load(&path);
        let names = live_names(&keyspaces_of(&project), "v");
        let plan = review(&cluster, &project, &options(&names)).expect("review");
        let applied = apply(&cluster, &plan, &mut |_, _, _| {});
        assert!(applied.refused.is_none(), "{name}: {:?}", applied.refused);
        let sample = Sample::new(&project, &names, None, 7);
        let loaded = load_sample(&cluster, &project, &sample, &mut |_| {}, &AtomicBool::new(false));
        problems
            .extend(loaded.refused.iter().map(|r| format!("{name}: write refused: {} — {}", r.statement, r.message)));
        let v = verify(&cluster, &project, &sample, 4, 10, &mut |_| {}, &AtomicBool::new(false));
        for q in &v.queries {
            let key = format!("{name} {}", q.proof.query);
            if q.rows_returned == 0 {
                problems.push(format!("{key}: no rows ({:?})", q.proof.reason));
            } else if q.compared && !q.proof.holds && !known(&key) {
                problems.push(format!("{key}: does not hold: {:?} {:?}", q.proof.reason, q.proof.differences.first()));
            }
            if q.p50.is_none() || q.overhead.is_none() {
                problems.push(format!("{key}: not timed"));
            }
        }
        figures.push(format!(
            "{name}: {} rows at {:.0} rows/s; {} queries, p50 max {:.2} ms, own overhead at most {:.1} % of p50",
            loaded.rows_written,
            loaded.rate(),
            v.queries.len(),
            v.queries.iter().filter_map(|q| q.p50).max().unwrap_or_default().as_secs_f64() * 1000.0,
            v.queries.iter().filter_map(|q| q.overhead_share()).fold(0.0_f64, f64::max) * 100.0
        ));
        drop_all(&cluster, &names);
    }
    eprintln!("{}", figures.join("\n"));
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

#[test]
fn faults_are_reported_with_their_host_step_and_what_ran() {
    let Some(cluster) = node() else { return };
    // A wrong port: the host, the port and the step named.
    let wrong = Address::parse("127.0.0.1:1").expect("address");
    let e = Cluster::connect_with(&ConnectOptions::plain(&wrong, Duration::from_secs(3))).err().expect("refused");
    assert_eq!(e.step, ConnectStep::Connect);
    assert!(e.to_string().contains("host 127.0.0.1 port 1 (step: connect)"), "{e}");

    let project = load(&repo().join("sample-projects/hotel.json"));
    let names = live_names(&keyspaces_of(&project), "f");
    // A statement refused in the middle: what ran before it is said, nothing after runs, and
    // a second apply continues from there.
    let mut plan = review(&cluster, &project, &options(&names)).expect("review");
    let hotel = names.get("hotel").expect("hotel").clone();
    plan.steps.insert(
        1,
        Step {
            cql: format!("CREATE TABLE {hotel}.no_key (a int)"),
            why: model_core::text::Text::verbatim("a table without a primary key"),
            phase: "tables",
        },
    );
    let applied = apply(&cluster, &plan, &mut |_, _, _| {});
    assert_eq!(applied.ran, vec![0], "only the statement before the refusal ran");
    let (at, message) = applied.refused.expect("refused");
    assert_eq!(at, 1);
    assert!(message.to_lowercase().contains("primary key"), "{message}");
    let rest = review(&cluster, &project, &options(&names)).expect("review");
    assert_eq!(rest.steps.len(), plan.steps.len() - 2, "the second run continues after what ran");
    let done = apply(&cluster, &rest, &mut |_, _, _| {});
    assert!(done.refused.is_none(), "{:?}", done.refused);

    // A keyspace that exists with other options: reported, never altered.
    let other = ApplyOptions { replication_factor: Some(2), ..options(&names) };
    let r = review(&cluster, &project, &other).expect("review");
    assert!(r.steps.iter().all(|s| !s.cql.starts_with("ALTER KEYSPACE")), "{:?}", r.steps);
    assert!(
        r.held.iter().any(|h| h.cql.starts_with("ALTER KEYSPACE") && h.reason.contains("exists with other options")),
        "{:?}",
        r.held
    );

    // No terminal and no --yes: nothing runs.
    let dir = tempfile::tempdir().expect("dir");
    let file = dir.path().join("edited.json");
    std::fs::write(&file, load(&repo().join("sample-projects/hotel.json")).to_json()).expect("write");
    let mut cmd = binary();
    cmd.args(["apply"]).arg(&file).args([
        "--cluster",
        &std::env::var("KS_CASSANDRA").unwrap_or_default(),
        "--replication-factor",
        "1",
    ]);
    for (m, l) in &names {
        cmd.args(["--keyspace", &format!("{m}={l}")]);
    }
    let fresh = live_names(&keyspaces_of(&project), "n");
    let mut unconfirmed = binary();
    unconfirmed.args(["apply"]).arg(&file).args([
        "--cluster",
        &std::env::var("KS_CASSANDRA").unwrap_or_default(),
        "--replication-factor",
        "1",
    ]);
    for (m, l) in &fresh {
        unconfirmed.args(["--keyspace", &format!("{m}={l}")]);
    }
    let out = unconfirmed.stdin(Stdio::null()).output().expect("runs");
    assert_eq!(out.status.code(), Some(2), "{}", String::from_utf8_lossy(&out.stderr));
    assert!(String::from_utf8_lossy(&out.stderr).contains("--yes"), "{}", String::from_utf8_lossy(&out.stderr));
    assert!(
        !cluster.keyspaces().expect("keyspaces").iter().any(|k| fresh.values().any(|f| f == k)),
        "nothing was created"
    );
    // Already applied: nothing to do, exit 0.
    let same = cmd.stdin(Stdio::null()).output().expect("runs");
    assert!(
        same.status.success() && String::from_utf8_lossy(&same.stdout).contains("nothing to do"),
        "{}",
        String::from_utf8_lossy(&same.stdout)
    );
    drop_all(&cluster, &names);
    drop_all(&cluster, &fresh);
}

/// A local server that takes connections and then `behaviour` does with each.
fn fake_server(behaviour: fn(std::net::TcpStream)) -> Address {
    let listener = std::net::TcpListener::bind("127.0.0.1:0").expect("bind");
    let port = listener.local_addr().expect("address").port();
    std::thread::spawn(move || {
        for stream in listener.incoming().flatten() {
            std::thread::spawn(move || behaviour(stream));
        }
    });
    Address { host: "127.0.0.1".into(), port }
}

#[test]
fn a_server_that_never_answers_or_hangs_up_is_named_with_its_step() {
    // Accepts and says nothing: the timeout names the host, the port and the step.
    let silent = fake_server(|s| {
        std::thread::sleep(Duration::from_secs(30));
        drop(s);
    });
    let e = Cluster::connect_with(&ConnectOptions::plain(&silent, Duration::from_secs(2))).err().expect("no answer");
    let text = e.to_string();
    assert!(
        text.contains(&format!("port {}", silent.port))
            && text.contains("step: protocol version")
            && text.contains("no answer within 2 s"),
        "{text}"
    );
    let tls = ConnectOptions {
        tls_ca: Some("/etc/ssl/certs/ca-certificates.crt".into()),
        ..ConnectOptions::plain(&silent, Duration::from_secs(2))
    };
    if Path::new("/etc/ssl/certs/ca-certificates.crt").exists() {
        let e = Cluster::connect_with(&tls).err().expect("no answer");
        assert_eq!(e.step, ConnectStep::Tls, "{e}");
    }
    // Reads the first bytes and hangs up, as a server that wants TLS does with a plain client.
    let hangs_up = fake_server(|mut s| {
        let mut buf = [0u8; 64];
        let _ = std::io::Read::read(&mut s, &mut buf);
    });
    let e = Cluster::connect_with(&ConnectOptions::plain(&hangs_up, Duration::from_secs(5))).err().expect("hung up");
    assert_eq!(e.step, ConnectStep::Tls, "{e}");
    // A CA file that is not one: refused before any connection, naming the file.
    let dir = tempfile::tempdir().expect("dir");
    let bad = dir.path().join("ca.pem");
    std::fs::write(&bad, "no certificate here").expect("write");
    let e = Cluster::connect_with(&ConnectOptions {
        tls_ca: Some(bad),
        ..ConnectOptions::plain(&hangs_up, Duration::from_secs(2))
    })
    .err()
    .expect("bad CA");
    assert!(e.step == ConnectStep::Options && e.to_string().contains("ca.pem"), "{e}");
}

#[test]
fn tls_to_a_plain_node_fails_at_the_tls_step() {
    let Some(cluster) = node() else { return };
    let ca = Path::new("/etc/ssl/certs/ca-certificates.crt");
    if !ca.exists() {
        eprintln!("skipped: no system CA bundle to offer");
        return;
    }
    let options = ConnectOptions {
        tls_ca: Some(ca.to_path_buf()),
        ..ConnectOptions::plain(&cluster.address, Duration::from_secs(5))
    };
    let e = Cluster::connect_with(&options).err().expect("a plain node refuses TLS");
    eprintln!("TLS to a plain node: {e}");
    assert_eq!(e.step, ConnectStep::Tls, "{e}");
}
