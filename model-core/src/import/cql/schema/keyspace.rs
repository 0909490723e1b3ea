//! `CREATE KEYSPACE` and `ALTER KEYSPACE`: replication kept as written (strategy, datacenters,
//! the `replication_factor` shorthand), with a note for whatever had to be assumed.

use super::{ASSUMED_FACTOR, SchemaBuilder};
use crate::cql::ast::{CreateKeyspace, OptionValue};
use crate::msg;
use crate::project::{Keyspace, Replication};
use std::collections::BTreeMap;

impl SchemaBuilder<'_> {
    /// `CREATE KEYSPACE`: the first definition of a name is kept.
    pub(super) fn keyspace(&mut self, k: CreateKeyspace, at: usize) {
        if self.keyspace_names.contains(&k.name) {
            if !k.if_not_exists {
                self.note(at, at, msg!("import-keyspace-created-twice", name = k.name.to_string()));
            }
            return;
        }
        let (replication, durable_writes) = self.keyspace_options(&k, at);
        let replication = replication.unwrap_or_else(|| {
            self.note(
                at,
                at,
                msg!(
                    "import-keyspace-without-replication",
                    name = k.name.to_string(),
                    factor = ASSUMED_FACTOR.to_string()
                ),
            );
            Replication::Simple { factor: ASSUMED_FACTOR }
        });
        self.keyspace_names.insert(k.name.clone());
        self.keyspaces.push(Keyspace {
            name: k.name,
            replication,
            durable_writes: durable_writes.unwrap_or(true),
            extra: Default::default(),
        });
    }

    /// `ALTER KEYSPACE`: the options given replace the keyspace's.
    pub(super) fn alter_keyspace(&mut self, k: &CreateKeyspace, at: usize) {
        let Some(i) = self.keyspaces.iter().position(|x| x.name == k.name) else {
            self.note(at, at, msg!("import-alter-keyspace-missing", name = k.name.to_string()));
            return;
        };
        let (replication, durable_writes) = self.keyspace_options(k, at);
        if let Some(ks) = self.keyspaces.get_mut(i) {
            if let Some(r) = replication {
                ks.replication = r;
            }
            if let Some(d) = durable_writes {
                ks.durable_writes = d;
            }
        }
    }

    /// The replication and `durable_writes` a statement gives, if it gives them.
    fn keyspace_options(&mut self, k: &CreateKeyspace, at: usize) -> (Option<Replication>, Option<bool>) {
        let mut replication = None;
        let mut durable_writes = None;
        for (name, value) in &k.options {
            match (name.as_str(), value) {
                ("replication", OptionValue::Map(entries)) => {
                    replication = Some(self.replication(&k.name, entries, at));
                }
                ("durable_writes", OptionValue::Constant(v)) => durable_writes = Some(!v.eq_ignore_ascii_case("false")),
                _ => self.note(
                    at,
                    at,
                    msg!("import-keyspace-option-dropped", name = k.name.to_string(), option = name.to_string()),
                ),
            }
        }
        (replication, durable_writes)
    }

    fn replication(&mut self, ks: &str, entries: &[(String, String)], at: usize) -> Replication {
        let class = entries.iter().find(|(k, _)| k == "class").map_or("", |(_, v)| v.as_str());
        let class = class.rsplit('.').next().unwrap_or(class);
        let factor_of = |this: &mut Self, key: &str, v: &str| -> u32 {
            let digits: String = v.trim().chars().take_while(char::is_ascii_digit).collect();
            match digits.parse::<u32>() {
                Ok(n) => {
                    if digits.len() != v.trim().len() {
                        this.note(
                            at,
                            at,
                            msg!(
                                "import-replication-factor-read",
                                ks = ks.to_string(),
                                key = key.to_string(),
                                value = format!("{v:?}"),
                                factor = n.to_string()
                            ),
                        );
                    }
                    n
                }
                Err(_) => {
                    this.note(
                        at,
                        at,
                        msg!(
                            "import-replication-factor-not-a-number",
                            ks = ks.to_string(),
                            key = key.to_string(),
                            value = format!("{v:?}"),
                            factor = ASSUMED_FACTOR.to_string()
                        ),
                    );
                    ASSUMED_FACTOR
                }
            }
        };
        let rf = entries.iter().find(|(k, _)| k == "replication_factor").map(|(k, v)| factor_of(self, k, v));
        match class {
            "SimpleStrategy" => Replication::Simple { factor: rf.unwrap_or(ASSUMED_FACTOR) },
            "NetworkTopologyStrategy" => {
                let mut datacenters = BTreeMap::new();
                for (k, v) in entries.iter().filter(|(k, _)| k != "class" && k != "replication_factor") {
                    let n = factor_of(self, k, v);
                    datacenters.insert(k.clone(), n);
                }
                Replication::NetworkTopology { datacenters, replication_factor: rf }
            }
            other => {
                let factor = rf.unwrap_or(ASSUMED_FACTOR);
                self.note(
                    at,
                    at,
                    msg!(
                        "import-replication-class-unsupported",
                        ks = ks.to_string(),
                        class = format!("{other:?}"),
                        factor = factor.to_string()
                    ),
                );
                Replication::Simple { factor }
            }
        }
    }
}
