//! Writes the random model of one seed of `model_core::shapes` as a project file, to look at a
//! model the live tests or the property tests name: `cargo run -p model-core --example
//! shape_model -- SEED > model.json`, then `keyspace-studio derive model.json` or `prove`.
//! `-- SEED --with-errors` writes the model with a query whose path joins nothing beside it
//! (`random_model_with_errors`, the property tests' model of issue 40).

fn main() {
    let mut args = std::env::args().skip(1);
    let seed = args.next().and_then(|s| s.parse::<u64>().ok()).unwrap_or(0);
    let with_errors = args.next().is_some_and(|a| a == "--with-errors");
    let shapes = &mut model_core::shapes::Shapes::default();
    let project = if with_errors {
        model_core::shapes::random_model_with_errors(seed, shapes)
    } else {
        model_core::shapes::random_model(seed, shapes)
    };
    print!("{}", project.to_json());
}
