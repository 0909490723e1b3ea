//! A weak entity whose owner the query meets another way (issue 40): employees numbered within
//! their home department, and assigned to departments (their own or others).

use super::*;
use crate::builder::ProjectBuilder;
use crate::cql::NativeType::{Int, Text, Uuid};
use crate::project::Cardinality::{Many, One};
use crate::project::Predicate::Eq;

fn keys(t: &Table) -> Vec<(&str, &'static str)> {
    t.columns.iter().filter(|c| c.role.is_key()).map(|c| (c.name.as_str(), c.role.marker())).collect()
}

fn table<'a>(d: &'a Derivation, q: &str) -> &'a Table {
    d.model.table_for_query(&QueryId::from(q)).unwrap_or_else(|| panic!("no table for {q}: {:?}", d.diagnostics))
}

/// Departments number their employees (weak, `employs` identifying); an employee is assigned
/// to departments (m:n `assigned_to`), its home one or others.
fn staffing() -> ProjectBuilder {
    ProjectBuilder::new("staffing")
        .entity("department", &[("id", Uuid, true), ("title", Text, false)])
        .entity("employee", &[("number", Int, true), ("name", Text, false)])
        .owned_by("department")
        .relationship("employs", "department", One, "employee", Many)
        .with(|p| p.relationships[0].identifying = true)
        .relationship("assigned_to", "employee", Many, "department", Many)
}

#[test]
fn the_employees_assigned_to_a_department_keep_their_home_department_apart() {
    let p = staffing()
        .query("Q1", Some("employee"), &[("department.id", Eq)], &["employee.number", "employee.name"], &[])
        .with(|p| p.queries[0].via = vec![crate::ids::RelationshipId::from("assigned_to")])
        .query("Q2", Some("employee"), &[("department.id", Eq)], &["employee.number", "employee.name"], &[])
        .build();
    let d = derive(&p);
    let assigned = table(&d, "Q1");
    // Before: ((department_id), employee_number): the department given and the employee's home
    // department were one column, so only employees assigned to their own department were
    // kept, and employees of two departments with one number merged.
    assert_eq!(
        keys(assigned),
        vec![("department_id", "K"), ("employee_department_id", "C↑"), ("employee_number", "C↑")]
    );
    let home =
        assigned.columns.iter().find(|c| c.name == "employee_department_id").expect("the home department's column");
    assert_eq!(home.attribute.as_ref().map(|a| a.split_role().0), Some("department.id"));
    // The employees of a department (through `employs`): the department is their owner.
    let own = table(&d, "Q2");
    assert_eq!(keys(own), vec![("department_id", "K"), ("employee_number", "C↑")]);
    assert_ne!(d.rows_of(assigned), d.rows_of(own));
    assert!(d.diagnostics.iter().all(|x| x.severity != crate::Severity::Error), "{:?}", d.diagnostics);
}

#[test]
fn the_departments_an_employee_is_assigned_to_are_keyed_by_the_whole_employee() {
    // Given the employee's number alone (the home department not given), the rows are the
    // assignments: the home department stays in the key, so two employees numbered 7 in two
    // departments keep their assignments apart.
    let p = staffing()
        .query("Q1", Some("department"), &[("employee.number", Eq)], &["department.id", "department.title"], &[])
        .with(|p| p.queries[0].via = vec![crate::ids::RelationshipId::from("assigned_to")])
        .build();
    let d = derive(&p);
    let t = table(&d, "Q1");
    let names: Vec<&str> = keys(t).iter().map(|(n, _)| *n).collect();
    assert_eq!(names.first(), Some(&"employee_number"), "{names:?}");
    assert!(names.contains(&"department_id") && names.contains(&"employee_department_id"), "{names:?}");
}

#[test]
fn a_query_through_the_identifying_relationship_alone_sets_nothing_apart() {
    let p = staffing()
        .query("Q1", Some("employee"), &[("department.id", Eq)], &["employee.number", "department.title"], &[])
        .build();
    let index = p.index();
    assert!(crate::er::roles::view(&index, &p.queries[0]).is_none());
}
