//! `keyspace-studio exercise MODEL.json -o EXERCISE.json [--instructions TEXT]`: the teacher's
//! model saved as an exercise (issue 43): the same model marked so that the window hides the
//! tool's tables, with the teacher's instructions. `grade` takes the exercise as the model.

use super::terminal::{Screen, print_stdout};
use clap::Args;
use std::path::PathBuf;
use std::process::ExitCode;

/// Arguments of `exercise`.
#[derive(Debug, Args)]
pub struct ExerciseArgs {
    /// The teacher's project file.
    pub model: PathBuf,
    /// The exercise file to write.
    #[arg(short, long)]
    pub output: PathBuf,
    /// What the teacher asks, shown to the student above their answer.
    #[arg(long, default_value = "")]
    pub instructions: String,
}

/// Runs `exercise`: exit 0 when written, 2 when a file cannot be read or written.
pub fn run(args: &ExerciseArgs) -> Result<ExitCode, String> {
    super::refuse_output_over_input(&[args.output.as_path()], &args.model)?;
    let model = super::load(&args.model)?;
    let exercise = model.as_exercise(&args.instructions);
    exercise.save(&args.output).map_err(|e| e.to_string())?;
    print_stdout(Screen::new().line(format_args!(
        "{}: exercise written ({} queries)",
        args.output.display(),
        exercise.queries.len()
    )));
    Ok(ExitCode::SUCCESS)
}
