//! What a workflow transition means (methodology §3): an arrow Qi → Qj says that the result of
//! Qi supplies the input of Qj. This module decides, before a transition is drawn, whether one
//! makes sense: a query cannot lead to itself, an arrow is drawn once, and the target's given
//! attributes should be known once the source has run (the source's given and find
//! attributes). A target none of whose given values the source knows is still allowed (its
//! input can come from the user as well), but it deserves a word.

use crate::ids::{AttributeId, QueryId};
use crate::project::Project;

/// What drawing the transition `from → to` would mean.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TransitionFit {
    /// One of the two queries does not exist.
    Unknown(QueryId),
    /// A query leading to itself: refused (a transition passes one query's result to another).
    ToItself,
    /// The transition is already there.
    Duplicate,
    /// The source's given and find attributes supply these given attributes of the target
    /// (the target's others, if any, come from the user).
    Supplies(Vec<AttributeId>),
    /// The target takes no given values: nothing needs to pass (navigation only).
    NoInput,
    /// The target needs these given values, and the source neither searches on nor returns
    /// any of them: the arrow passes nothing along.
    SuppliesNothing(Vec<AttributeId>),
}

impl TransitionFit {
    /// `true` when the edit adding the transition would be refused or change nothing.
    pub fn is_refused(&self) -> bool {
        matches!(self, Self::Unknown(_) | Self::ToItself | Self::Duplicate)
    }
}

/// Whether a transition `from → to` makes sense, and what it passes along.
pub fn transition_fit(project: &Project, from: &QueryId, to: &QueryId) -> TransitionFit {
    let (Some(source), Some(target)) = (project.query(from), project.query(to)) else {
        let missing = if project.query(from).is_none() { from } else { to };
        return TransitionFit::Unknown(missing.clone());
    };
    if from == to {
        return TransitionFit::ToItself;
    }
    if project.transitions.iter().any(|t| &t.from == from && &t.to == to) {
        return TransitionFit::Duplicate;
    }
    if target.given.is_empty() {
        return TransitionFit::NoInput;
    }
    let known = |a: &AttributeId| source.given.iter().any(|g| &g.attribute == a) || source.find.contains(a);
    let needs: Vec<AttributeId> = target.given.iter().map(|g| g.attribute.clone()).collect();
    let supplied: Vec<AttributeId> = needs.iter().filter(|a| known(a)).cloned().collect();
    if supplied.is_empty() { TransitionFit::SuppliesNothing(needs) } else { TransitionFit::Supplies(supplied) }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::builder::sample;
    use crate::project::{Given, Predicate, Query, Transition};

    fn query(p: &Project, description: &str) -> QueryId {
        p.queries.iter().find(|q| q.description.contains(description)).map(|q| q.id.clone()).expect(description)
    }

    #[test]
    fn a_transition_to_itself_or_drawn_twice_is_refused() {
        let p = sample("hotel");
        let t = p.transitions.first().expect("the hotel sample has transitions").clone();
        assert_eq!(transition_fit(&p, &t.from, &t.from), TransitionFit::ToItself);
        assert_eq!(transition_fit(&p, &t.from, &t.to), TransitionFit::Duplicate);
        assert!(transition_fit(&p, &t.from, &t.to).is_refused());
        let ghost = QueryId::new("Q999");
        assert_eq!(transition_fit(&p, &t.from, &ghost), TransitionFit::Unknown(ghost.clone()));
    }

    #[test]
    fn the_sources_result_supplies_the_targets_given_values() {
        let mut p = sample("hotel");
        p.transitions.clear();
        // "Find hotels near a POI" returns hotel ids; "information about a hotel" is given one.
        let near = query(&p, "near");
        let hotel = p.queries.iter().find(|q| {
            q.id != near && q.given.iter().any(|g| p.query(&near).is_some_and(|n| n.find.contains(&g.attribute)))
        });
        let hotel = hotel.expect("a query given something Q1 finds").id.clone();
        match transition_fit(&p, &near, &hotel) {
            TransitionFit::Supplies(a) => assert!(!a.is_empty()),
            other => panic!("{other:?}"),
        }
        assert!(!transition_fit(&p, &near, &hotel).is_refused());
    }

    #[test]
    fn a_target_whose_given_values_the_source_does_not_know_passes_nothing() {
        let mut p = Project::new("t");
        let mut a = Query::new("Q1", "users");
        a.find = vec![AttributeId::new("a1")];
        let mut b = Query::new("Q2", "videos of a user");
        b.given =
            vec![Given { attribute: AttributeId::new("a2"), predicate: Predicate::Eq, extra: Default::default() }];
        let c = Query::new("Q3", "latest videos");
        p.queries = vec![a, b, c];
        let (q1, q2, q3) = (QueryId::new("Q1"), QueryId::new("Q2"), QueryId::new("Q3"));
        assert_eq!(transition_fit(&p, &q1, &q2), TransitionFit::SuppliesNothing(vec![AttributeId::new("a2")]));
        assert!(!transition_fit(&p, &q1, &q2).is_refused(), "allowed: the value may come from the user");
        assert_eq!(transition_fit(&p, &q1, &q3), TransitionFit::NoInput);
        // What the source is given counts as known too.
        p.queries[0].given =
            vec![Given { attribute: AttributeId::new("a2"), predicate: Predicate::Eq, extra: Default::default() }];
        assert_eq!(transition_fit(&p, &q1, &q2), TransitionFit::Supplies(vec![AttributeId::new("a2")]));
        p.transitions.push(Transition { from: q1.clone(), to: q2.clone(), extra: Default::default() });
        assert_eq!(transition_fit(&p, &q1, &q2), TransitionFit::Duplicate);
    }

    /// The samples' own transitions: how many pass nothing along (printed for the record; the
    /// method allows them, the window only says so).
    #[test]
    fn most_sample_transitions_pass_something_along() {
        let (mut total, mut nothing) = (0, 0);
        for name in [
            "hotel",
            "video-sharing",
            "online-supermarket",
            "orders",
            "books",
            "sensor-readings",
            "vehicle-rental",
            "student-projects",
        ] {
            let p = sample(name);
            for t in &p.transitions {
                let mut without = p.clone();
                without.transitions.retain(|x| x != t);
                total += 1;
                if let TransitionFit::SuppliesNothing(_) = transition_fit(&without, &t.from, &t.to) {
                    nothing += 1;
                    eprintln!("{name}: {} → {} passes nothing", t.from, t.to);
                }
            }
        }
        eprintln!("{nothing} of {total} sample transitions pass nothing along");
        assert!(total > 0 && nothing * 2 < total, "{nothing} of {total}");
    }
}
