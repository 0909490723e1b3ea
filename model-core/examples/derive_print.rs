//! Prints the derived tables, schema.cql and queries.cql of a project file (a quick look
//! without building the GUI): `cargo run -p model-core --example derive_print -- FILE`.

use model_core::Project;
use std::path::PathBuf;

fn main() {
    let Some(path) = std::env::args_os().nth(1).map(PathBuf::from) else {
        eprintln!("usage: derive_print PROJECT.json");
        std::process::exit(2);
    };
    let project = match Project::load(&path) {
        Ok(p) => p,
        Err(e) => {
            eprintln!("{e}");
            std::process::exit(2);
        }
    };
    let d = model_core::derive(&project);
    for t in &d.model.tables {
        println!("{}.{} {} {:?}", t.keyspace, t.name, t.key_signature(), t.queries);
        for c in &t.columns {
            println!(
                "    {:<24} {:<28} {:<3} {} — {}",
                c.name,
                c.ty.to_string(),
                c.role.marker(),
                c.provenance.rule.label(),
                c.provenance.words().en()
            );
        }
    }
    for diag in model_core::validate::validate(&project, &d) {
        println!("{}[{}] {}", diag.severity.name(), diag.code, diag.message);
    }
    println!("{}", model_core::export::schema_cql(&project, &d.model).text);
    println!("{}", model_core::export::queries_cql(&project, &d.model));
}
