//! Times Auto-layout of the ER diagram on a synthetic model of N entities (5 queries each), or
//! on a project file: `cargo run --release -p model-core --example arrange_time -- 200`, or
//! `... -- model.json`.

fn main() {
    let arg = std::env::args().nth(1).unwrap_or_else(|| "200".to_owned());
    let p = match arg.parse::<usize>() {
        Ok(n) => model_core::synthetic::synthetic_project(n, n * 5, 42),
        Err(_) => model_core::Project::load(std::path::Path::new(&arg)).unwrap_or_else(|e| {
            eprintln!("arrange_time: {e}");
            std::process::exit(2);
        }),
    };
    let t = std::time::Instant::now();
    let pos = model_core::render::arrange(&p, model_core::edit::Canvas::Conceptual, &model_core::render::SvgText);
    println!("{} entities: {} positions in {:?}", p.entities.len(), pos.len(), t.elapsed());
}
