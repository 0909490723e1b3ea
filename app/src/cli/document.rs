//! `keyspace-studio document PROJECT -o model.md|model.html [--lang zh|en]`: the data-model
//! document, in English or Chinese.
//! Markdown refers to the diagrams as SVG files written beside it (`model-logical.svg`...);
//! HTML holds them inline.

use clap::Args;
use model_core::document::{html_in, markdown_in};
use std::path::{Path, PathBuf};
use std::process::ExitCode;

/// Arguments of `document`.
#[derive(Debug, Args)]
pub struct DocumentArgs {
    /// The project file.
    pub project: PathBuf,
    /// The document to write: `.md` (with SVG files beside it) or `.html`.
    #[arg(short = 'o', long = "output")]
    pub output: PathBuf,
    /// The target the document's analysis and schema are for.
    #[command(flatten)]
    pub target: super::target::TargetArg,
    /// The document's language: `en` (the default) or `zh`.
    #[arg(long, default_value = "en")]
    pub lang: String,
}

/// The document formats, chosen by the output's extension.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Format {
    Markdown,
    Html,
}

fn format_of(path: &Path) -> Result<Format, String> {
    match path.extension().and_then(|e| e.to_str()).map(str::to_ascii_lowercase).as_deref() {
        Some("md" | "markdown") => Ok(Format::Markdown),
        Some("html" | "htm") => Ok(Format::Html),
        _ => Err(format!("{}: unknown document format (the file name must end in .md or .html)", path.display())),
    }
}

fn write(path: &Path, text: &str) -> Result<(), String> {
    model_core::atomic_file::write(path, text.as_bytes()).map_err(|e| super::cannot_write(path, &e))
}

/// Runs `document`.
pub fn run(args: &DocumentArgs) -> Result<ExitCode, String> {
    let format = format_of(&args.output)?;
    let lang = super::grade::lang(&args.lang).map_err(|e| format!("--lang {e}"))?;
    super::refuse_output_over_input(&[&args.output], &args.project)?;
    let project = args.target.load(&args.project)?;
    let derivation = model_core::derive(&project);
    match format {
        Format::Html => write(&args.output, &html_in(&project, &derivation, lang))?,
        Format::Markdown => {
            let stem =
                args.output.file_stem().map(|s| s.to_string_lossy().into_owned()).unwrap_or_else(|| "model".to_owned());
            let doc = markdown_in(&project, &derivation, &stem, lang);
            let dir = args.output.parent().unwrap_or_else(|| Path::new(""));
            let pictures: Vec<PathBuf> = doc.files.iter().map(|(name, _)| dir.join(name)).collect();
            super::refuse_output_over_input(&pictures.iter().map(PathBuf::as_path).collect::<Vec<_>>(), &args.project)?;
            for (name, svg) in &doc.files {
                write(&dir.join(name), svg)?;
            }
            write(&args.output, &doc.text)?;
        }
    }
    Ok(ExitCode::SUCCESS)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_format_comes_from_the_extension() {
        assert_eq!(format_of(Path::new("model.md")), Ok(Format::Markdown));
        assert_eq!(format_of(Path::new("docs/Model.HTML")), Ok(Format::Html));
        let e = format_of(Path::new("model.pdf")).err().unwrap_or_default();
        assert!(e.contains("model.pdf") && e.contains(".md"), "{e}");
    }
}
