//! `keyspace-studio render PROJECT --diagram logical|physical|conceptual|workflow
//! [--theme light|dark] [--scale 2] -o model.svg|model.png` (the format from the extension).

use super::load;
use clap::{Args, ValueEnum};
use model_core::render::{Diagram, Theme, render_svg, svg_to_png};
use std::path::{Path, PathBuf};
use std::process::ExitCode;

/// Which diagram to draw.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum DiagramArg {
    /// The ER diagram (Chen notation).
    Conceptual,
    /// The application workflow (queries and transitions).
    Workflow,
    /// The Chebotko diagram.
    Logical,
    /// The Chebotko diagram with CQL types and keyspaces.
    Physical,
}

impl From<DiagramArg> for Diagram {
    fn from(d: DiagramArg) -> Self {
        match d {
            DiagramArg::Conceptual => Diagram::Conceptual,
            DiagramArg::Workflow => Diagram::Workflow,
            DiagramArg::Logical => Diagram::Logical,
            DiagramArg::Physical => Diagram::Physical,
        }
    }
}

/// Colours of the picture.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum ThemeArg {
    /// Dark text on white.
    Light,
    /// Light text on dark grey.
    Dark,
}

/// Arguments of `render`.
#[derive(Debug, Args)]
pub struct RenderArgs {
    /// The project file.
    pub project: PathBuf,
    /// The diagram to draw.
    #[arg(long, value_enum)]
    pub diagram: DiagramArg,
    /// Light or dark colours.
    #[arg(long, value_enum, default_value = "light")]
    pub theme: ThemeArg,
    /// PNG only: pixels per diagram unit.
    #[arg(long, default_value_t = 2.0)]
    pub scale: f32,
    /// The picture to write: `.svg` or `.png`.
    #[arg(short = 'o', long = "output")]
    pub output: PathBuf,
}

/// The picture formats, chosen by the output's extension.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Format {
    Svg,
    Png,
}

fn format_of(path: &Path) -> Result<Format, String> {
    match path.extension().and_then(|e| e.to_str()).map(str::to_ascii_lowercase).as_deref() {
        Some("svg") => Ok(Format::Svg),
        Some("png") => Ok(Format::Png),
        _ => Err(format!("{}: unknown picture format (the file name must end in .svg or .png)", path.display())),
    }
}

/// Runs `render`.
pub fn run(args: &RenderArgs) -> Result<ExitCode, String> {
    super::refuse_output_over_input(&[&args.output], &args.project)?;
    let format = format_of(&args.output)?;
    if format == Format::Png && !(args.scale.is_finite() && args.scale > 0.0) {
        return Err(format!("{}: the scale must be a positive number, not {}", args.output.display(), args.scale));
    }
    let project = load(&args.project)?;
    let derivation = model_core::derive(&project);
    let theme = match args.theme {
        ThemeArg::Light => Theme::light(),
        ThemeArg::Dark => Theme::dark(),
    };
    let svg = render_svg(&project, &derivation.model, args.diagram.into(), &theme);
    let bytes = match format {
        Format::Svg => svg.into_bytes(),
        Format::Png => svg_to_png(&svg, args.scale).map_err(|e| format!("{}: {e}", args.output.display()))?.data,
    };
    model_core::atomic_file::write(&args.output, &bytes).map_err(|e| super::cannot_write(&args.output, &e))?;
    Ok(ExitCode::SUCCESS)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_format_comes_from_the_extension() {
        assert_eq!(format_of(Path::new("a/model.svg")), Ok(Format::Svg));
        assert_eq!(format_of(Path::new("model.PNG")), Ok(Format::Png));
        let e = format_of(Path::new("model.jpg")).err().unwrap_or_default();
        assert!(e.contains("model.jpg") && e.contains(".svg"), "{e}");
        assert!(format_of(Path::new("model")).is_err());
    }
}
