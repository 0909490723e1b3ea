//! `keyspace-studio arrange PROJECT [--canvas ...] [-o OUT]`: Auto-layout, as the window's
//! View ▸ Auto-layout does it: the ER diagram laid out in layers with no two shapes
//! overlapping, the workflow and Chebotko diagrams back to their automatic layout. The
//! project is rewritten in place (a `.bak` of the previous version beside it) unless `-o`
//! names another file.

use super::terminal::{Screen, print_stdout};
use super::{load, refuse_output_over_input};
use clap::{Args, ValueEnum};
use model_core::edit::{Canvas, Edit};
use model_core::render::{SvgText, arrange};
use std::path::PathBuf;
use std::process::ExitCode;

/// Which canvas to arrange.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum CanvasArg {
    /// The ER diagram.
    Conceptual,
    /// The query workflow.
    Workflow,
    /// The Chebotko diagrams.
    Logical,
    /// All three.
    All,
}

/// Arguments of `arrange`.
#[derive(Debug, Args)]
pub struct ArrangeArgs {
    /// The project file.
    pub project: PathBuf,
    /// The canvas to arrange.
    #[arg(long, value_enum, default_value = "all")]
    pub canvas: CanvasArg,
    /// Write the arranged project here instead of over the input.
    #[arg(short, long)]
    pub output: Option<PathBuf>,
}

/// Runs `arrange`: exit 0 when written, 2 when the project cannot be read or written.
pub fn run(args: &ArrangeArgs) -> Result<ExitCode, String> {
    let mut project = load(&args.project)?;
    if let Some(out) = &args.output {
        refuse_output_over_input(&[out.as_path()], &args.project)?;
    }
    let canvases: &[Canvas] = match args.canvas {
        CanvasArg::Conceptual => &[Canvas::Conceptual],
        CanvasArg::Workflow => &[Canvas::Workflow],
        CanvasArg::Logical => &[Canvas::Logical],
        CanvasArg::All => &[Canvas::Conceptual, Canvas::Workflow, Canvas::Logical],
    };
    let mut placed = 0;
    for &canvas in canvases {
        let positions = arrange(&project, canvas, &SvgText);
        placed += positions.len();
        project
            .apply(&Edit::ArrangeCanvas { canvas, positions })
            .map_err(|e| format!("{}: {e}", args.project.display()))?;
    }
    let path = args.output.as_ref().unwrap_or(&args.project);
    model_core::atomic_file::write(path, project.to_json().as_bytes()).map_err(|e| super::cannot_write(path, &e))?;
    print_stdout(
        Screen::new()
            .line(format_args!("{}: arranged ({placed} positions set; the rest placed automatically)", path.display())),
    );
    Ok(ExitCode::SUCCESS)
}
