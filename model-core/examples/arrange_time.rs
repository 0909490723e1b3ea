//! Times Auto-layout of the ER diagram on a synthetic model of N entities (5 queries each):
//! `cargo run --release -p model-core --example arrange_time -- 200`.

fn main() {
    let n: usize = std::env::args().nth(1).and_then(|a| a.parse().ok()).unwrap_or(200);
    let p = model_core::synthetic::synthetic_project(n, n * 5, 42);
    let t = std::time::Instant::now();
    let pos = model_core::render::arrange(&p, model_core::edit::Canvas::Conceptual, &model_core::render::SvgText);
    println!("{} entities: {} positions in {:?}", p.entities.len(), pos.len(), t.elapsed());
}
