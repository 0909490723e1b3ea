//! An exercise (issue 43): a teacher's model handed to students. The file is the project
//! itself with an `"exercise"` object; a window that opens it hides the tool's own tables
//! (the answer) until the student's design is checked, and keeps the student's CQL in it.

use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// What makes a project an exercise: the teacher's instructions and the student's answer.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Exercise {
    /// What the teacher asks, shown above the student's answer.
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub instructions: String,
    /// The student's tables as CQL (empty until they write some).
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub answer: String,
    /// Fields this version does not know, kept so that saving never drops them.
    #[serde(flatten)]
    pub extra: BTreeMap<String, serde_json::Value>,
}

impl super::Project {
    /// This model as an exercise with `instructions`: the same model (the grade needs it to
    /// derive the tool's answer), marked as an exercise, with no student answer yet.
    pub fn as_exercise(&self, instructions: &str) -> Self {
        let mut out = self.clone();
        out.exercise = Some(Exercise { instructions: instructions.trim().to_owned(), ..Exercise::default() });
        out
    }

    /// `true` when the project is an exercise.
    pub fn is_exercise(&self) -> bool {
        self.exercise.is_some()
    }
}

#[cfg(test)]
mod tests {
    use crate::Project;

    #[test]
    fn an_exercise_round_trips_and_an_old_file_has_none() {
        let path = std::path::Path::new("ex.json");
        let mut ex = Project::new("Hotel").as_exercise("  Design the tables.  ");
        if let Some(e) = ex.exercise.as_mut() {
            e.answer.push_str("CREATE TABLE t (a int PRIMARY KEY);");
        }
        let text = ex.to_json();
        assert!(text.contains("\"exercise\"") && text.contains("\"instructions\": \"Design the tables.\""), "{text}");
        let back = Project::from_json(&text, path).expect("loads");
        assert_eq!(back.exercise, ex.exercise);
        assert!(back.is_exercise());
        let old = Project::new("Old").to_json();
        assert!(!old.contains("exercise"));
        assert!(!Project::from_json(&old, path).expect("loads").is_exercise());
    }
}
