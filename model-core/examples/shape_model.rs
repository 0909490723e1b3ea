//! Writes the random model of one seed of `model_core::shapes` as a project file, to look at a
//! model the live tests or the property tests name: `cargo run -p model-core --example
//! shape_model -- SEED > model.json`, then `keyspace-studio derive model.json` or `prove`.

fn main() {
    let seed = std::env::args().nth(1).and_then(|s| s.parse::<u64>().ok()).unwrap_or(0);
    let project = model_core::shapes::random_model(seed, &mut model_core::shapes::Shapes::default());
    print!("{}", project.to_json());
}
