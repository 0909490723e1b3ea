//! `CREATE KEYSPACE` and `ALTER KEYSPACE`: replication kept as written (strategy, datacenters,
//! the `replication_factor` shorthand), with a note for whatever had to be assumed.

use super::{ASSUMED_FACTOR, SchemaBuilder};
use crate::import::cql::statement::{CreateKeyspace, OptionValue};
use crate::project::{Keyspace, Replication};
use crate::text;
use std::collections::BTreeMap;

impl SchemaBuilder<'_> {
    /// `CREATE KEYSPACE`: the first definition of a name is kept.
    pub(super) fn keyspace(&mut self, k: CreateKeyspace, at: usize) {
        if self.keyspaces.iter().any(|x| x.name == k.name) {
            if !k.if_not_exists {
                self.note(
                    at,
                    at,
                    text!("keyspace {} is created twice; the first definition is kept", "键空间 {} 被创建了两次；保留第一个定义", k.name),
                );
            }
            return;
        }
        let (replication, durable_writes) = self.keyspace_options(&k, at);
        let replication = replication.unwrap_or_else(|| {
            self.note(
                at,
                at,
                text!(
                    "keyspace {} has no replication map; SimpleStrategy with replication factor {ASSUMED_FACTOR} is assumed",
                    "键空间 {} 没有 replication 映射；假定为 SimpleStrategy，副本因子 {ASSUMED_FACTOR}",
                    k.name
                ),
            );
            Replication::Simple { factor: ASSUMED_FACTOR }
        });
        self.keyspaces.push(Keyspace { name: k.name, replication, durable_writes: durable_writes.unwrap_or(true), extra: Default::default() });
    }

    /// `ALTER KEYSPACE`: the options given replace the keyspace's.
    pub(super) fn alter_keyspace(&mut self, k: &CreateKeyspace, at: usize) {
        let Some(i) = self.keyspaces.iter().position(|x| x.name == k.name) else {
            self.note(
                at,
                at,
                text!(
                    "ALTER KEYSPACE {}: the keyspace is not created before it; the statement is skipped",
                    "ALTER KEYSPACE {}：该键空间在此之前没有创建；跳过该语句",
                    k.name
                ),
            );
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
                ("replication", OptionValue::Map(entries)) => replication = Some(self.replication(&k.name, entries, at)),
                ("durable_writes", OptionValue::Constant(v)) => durable_writes = Some(!v.eq_ignore_ascii_case("false")),
                _ => self.note(at, at, text!("keyspace {}: option {name} is not kept", "键空间 {}：未保留选项 {name}", k.name)),
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
                            text!(
                                "keyspace {ks}: replication factor {key} = {v:?} is read as {n}",
                                "键空间 {ks}：副本因子 {key} = {v:?} 按 {n} 读取"
                            ),
                        );
                    }
                    n
                }
                Err(_) => {
                    this.note(
                        at,
                        at,
                        text!(
                            "keyspace {ks}: replication factor {key} = {v:?} is not a number; {ASSUMED_FACTOR} is assumed",
                            "键空间 {ks}：副本因子 {key} = {v:?} 不是数字；假定为 {ASSUMED_FACTOR}"
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
                    text!(
                        "keyspace {ks}: replication class {other:?} is not supported; kept as SimpleStrategy with replication factor {factor}",
                        "键空间 {ks}：不支持复制策略类 {other:?}；改为 SimpleStrategy，副本因子 {factor}"
                    ),
                );
                Replication::Simple { factor }
            }
        }
    }
}
