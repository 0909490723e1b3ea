//! The project loader, derivation, validation and export never panic: random bytes,
//! mutated sample files (bytes flipped, inserted, cut), and structurally mutated samples
//! (fields removed, replaced by other JSON, ids pointed elsewhere).
//!
//! Inputs tried per run: 1,000 random byte strings + 1,500 byte-mutated samples + 600
//! structurally mutated samples (proptest case counts below).

use end_to_end::sample_projects;
use model_core::Project;
use proptest::prelude::*;
use serde_json::Value;
use std::path::Path;

fn samples() -> Vec<String> {
    sample_projects().iter().map(|p| std::fs::read_to_string(p).expect("sample readable")).collect()
}

/// Loads, and when it loads, derives, validates and exports: nothing may panic.
fn exercise(text: &str) {
    if let Ok(p) = Project::from_json(text, Path::new("fuzz.json")) {
        let d = model_core::derive(&p);
        let _ = model_core::validate::validate(&p, &d);
        let _ = model_core::export::schema_cql(&p, &d.model);
        let _ = model_core::export::queries_cql(&p, &d.model);
        let _ = p.to_json();
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(1000))]
    #[test]
    fn random_bytes_never_panic(bytes in proptest::collection::vec(any::<u8>(), 0..512)) {
        exercise(&String::from_utf8_lossy(&bytes));
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(1500))]
    #[test]
    fn byte_mutated_samples_never_panic(which in any::<usize>(), edits in proptest::collection::vec((any::<usize>(), any::<u8>(), 0u8..3), 1..8)) {
        let all = samples();
        let mut bytes = all[which % all.len()].clone().into_bytes();
        for (pos, byte, kind) in edits {
            if bytes.is_empty() { break; }
            let i = pos % bytes.len();
            match kind {
                0 => bytes[i] = byte,
                1 => bytes.insert(i, byte),
                _ => bytes.truncate(i),
            }
        }
        exercise(&String::from_utf8_lossy(&bytes));
    }
}

/// `ours` and `theirs` the same words, but for a float's last digit: serde_json's text reader
/// rounds a long float (`1.9358576160648274e+40`) to a neighbour of the number written (its
/// fast parser, without `float_roundtrip`), which the loader, reading it exactly, does not.
fn same_but_rounding(ours: &str, theirs: &str) -> bool {
    let float = |s: &str| {
        let start = s.find("floating point `")? + "floating point `".len();
        let end = start + s[start..].find('`')?;
        Some((s[..start].to_owned() + &s[end..], s[start..end].parse::<f64>().ok()?))
    };
    match (float(ours), float(theirs)) {
        (Some((a, x)), Some((b, y))) => a == b && (x - y).abs() <= x.abs().max(y.abs()) * 4.0 * f64::EPSILON,
        _ => ours == theirs,
    }
}

/// A sample (`which`, modulo their number) with the value at each pick's path replaced.
fn mutated(which: usize, picks: &[(usize, Value)]) -> String {
    let all = samples();
    let mut doc: Value = serde_json::from_str(&all[which % all.len()]).expect("sample is JSON");
    for (pick, rep) in picks {
        mutate(&mut doc, *pick, rep, 0);
    }
    doc.to_string()
}

/// Replaces the value at a pseudo-random path of a JSON document.
fn mutate(v: &mut Value, mut pick: usize, replacement: &Value, depth: usize) {
    match v {
        Value::Object(map) if !map.is_empty() && depth < 8 => {
            let keys: Vec<String> = map.keys().cloned().collect();
            let k = &keys[pick % keys.len()];
            pick /= keys.len().max(1);
            if pick.is_multiple_of(4) {
                if pick.is_multiple_of(8) {
                    map.remove(k);
                } else {
                    map.insert(k.clone(), replacement.clone());
                }
            } else if let Some(child) = map.get_mut(k) {
                mutate(child, pick, replacement, depth + 1);
            }
        }
        Value::Array(items) if !items.is_empty() && depth < 8 => {
            let i = pick % items.len();
            pick /= items.len().max(1);
            if pick.is_multiple_of(4) {
                if pick.is_multiple_of(8) {
                    items.remove(i);
                } else {
                    items[i] = replacement.clone();
                }
            } else {
                mutate(&mut items[i], pick, replacement, depth + 1);
            }
        }
        other => *other = replacement.clone(),
    }
}

fn replacement() -> impl Strategy<Value = Value> {
    prop_oneof![
        Just(Value::Null),
        any::<i64>().prop_map(Value::from),
        any::<f64>().prop_map(|f| serde_json::Number::from_f64(f).map_or(Value::Null, Value::Number)),
        "[a-z.]{0,12}".prop_map(Value::from),
        Just(Value::from("hotel.id")),
        Just(Value::from("Q1")),
        Just(Value::from("n")),
        Just(Value::from("学生\"; DROP")),
        Just(serde_json::json!([])),
        Just(serde_json::json!({})),
    ]
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(600))]
    #[test]
    fn structurally_mutated_samples_never_panic(which in any::<usize>(), picks in proptest::collection::vec((any::<usize>(), replacement()), 1..6)) {
        exercise(&mutated(which, &picks));
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(600))]
    /// A file refused for its shape is refused in serde_json's words (English), at serde_json's
    /// line and column, though the loader reads the cause typed (`project::described`) and
    /// words it from the catalogue.
    #[test]
    fn a_refused_shape_is_said_as_serde_json_says_it(which in any::<usize>(), picks in proptest::collection::vec((any::<usize>(), replacement()), 1..6)) {
        let text = mutated(which, &picks);
        let serde = serde_json::from_str::<Project>(&text).err().filter(|e| e.is_data());
        if let (Some(serde), Err(model_core::project::LoadError::Syntax { line, column, problem, .. })) =
            (serde, Project::from_json(&text, Path::new("fuzz.json")))
        {
            let (ours, theirs) = (format!("{problem} at line {line} column {column}"), serde.to_string());
            prop_assert!(same_but_rounding(&ours, &theirs), "{} != {}", ours, theirs);
        }
    }
}
