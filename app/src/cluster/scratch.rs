//! Scratch keyspaces: where `prove` and the live tests run a model's CQL on a cluster that may
//! hold the user's own data. Each model keyspace gets a fresh name that no keyspace of the
//! cluster has (`ks_prove_<8 hex>_<name>`, at most 48 characters), replication is mapped to
//! the cluster's own data centres (one replica in each: a model naming `dc1` would be refused
//! by a cluster whose data centre is `datacenter1`), and only the keyspaces created here are
//! dropped.

use super::{Cluster, Refused};
use std::collections::BTreeMap;

/// The longest keyspace name Cassandra takes.
const MAX_NAME: usize = 48;

/// The scratch keyspaces of one run.
#[derive(Clone, Debug, Default)]
pub struct Scratch {
    /// The model's keyspace name → its scratch name.
    pub names: BTreeMap<String, String>,
    /// The replication every scratch keyspace is created with (a CQL map literal).
    pub replication: String,
    /// The data centres it names.
    pub datacenters: Vec<String>,
}

impl Scratch {
    /// Fresh names for `keyspaces` on `cluster` (none equal to a keyspace it has), and the
    /// replication of its data centres. `salt` varies the names between runs.
    pub fn new(cluster: &Cluster, keyspaces: &[String], salt: u64) -> Result<Self, Refused> {
        let existing = cluster.keyspaces()?;
        let datacenters = cluster.datacenters()?;
        Ok(Self { names: names(keyspaces, &existing, salt), replication: replication(&datacenters), datacenters })
    }

    /// The scratch name → the model's name (to read the server's CQL back as the model's).
    pub fn back(&self) -> BTreeMap<String, String> {
        self.names.iter().map(|(a, b)| (b.clone(), a.clone())).collect()
    }

    /// Drops every scratch keyspace (only those); returns the refusals.
    pub fn drop_all(&self, cluster: &Cluster) -> Vec<Refused> {
        let mut out = Vec::new();
        for name in self.names.values() {
            if let Err(e) = cluster.run(&format!("DROP KEYSPACE IF EXISTS {}", model_core::cql::quote_identifier(name)))
            {
                out.push(e);
            }
        }
        let _ = cluster.await_schema();
        out
    }
}

/// A fresh scratch name for each keyspace: lower-case, at most 48 characters, none in
/// `existing` nor given twice.
pub fn names(keyspaces: &[String], existing: &[String], salt: u64) -> BTreeMap<String, String> {
    let mut out = BTreeMap::new();
    let mut taken: Vec<String> = existing.iter().map(|s| s.to_lowercase()).collect();
    for (i, ks) in keyspaces.iter().enumerate() {
        if out.contains_key(ks) {
            continue;
        }
        let tail: String =
            ks.chars().filter(|c| c.is_ascii_alphanumeric() || *c == '_').collect::<String>().to_lowercase();
        let mut n = salt.wrapping_add(i as u64);
        loop {
            let head = format!("ks_prove_{:08x}_", mix(n) as u32);
            let room = MAX_NAME - head.len();
            let name = format!("{head}{}", tail.chars().take(room).collect::<String>());
            if !taken.contains(&name) {
                taken.push(name.clone());
                out.insert(ks.clone(), name);
                break;
            }
            n = n.wrapping_add(0x9e37_79b9);
        }
    }
    out
}

/// The replication map of scratch keyspaces: one replica in each data centre of the cluster
/// (`NetworkTopologyStrategy`), or `SimpleStrategy` with one replica when it names none.
pub fn replication(datacenters: &[String]) -> String {
    if datacenters.is_empty() {
        return "{'class': 'SimpleStrategy', 'replication_factor': 1}".to_owned();
    }
    let dcs: Vec<String> = datacenters.iter().map(|d| format!("'{}': 1", d.replace('\'', "''"))).collect();
    format!("{{'class': 'NetworkTopologyStrategy', {}}}", dcs.join(", "))
}

/// splitmix64's finaliser: spreads a counter over 64 bits.
fn mix(mut z: u64) -> u64 {
    z = z.wrapping_add(0x9e37_79b9_7f4a_7c15);
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    z ^ (z >> 31)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_are_fresh_short_and_distinct() {
        let long = "a_keyspace_name_that_is_much_longer_than_forty_eight_characters".to_owned();
        let ks = vec!["hotel".to_owned(), "Reservation".to_owned(), long];
        let first = names(&ks, &[], 7);
        let existing: Vec<String> = first.values().cloned().collect();
        let second = names(&ks, &existing, 7);
        for (a, b) in first.values().zip(second.values()) {
            assert!(a.len() <= 48 && b.len() <= 48, "{a} {b}");
            assert_ne!(a, b, "a name the cluster has is never taken");
        }
        assert!(first["hotel"].starts_with("ks_prove_") && first["hotel"].ends_with("_hotel"));
        assert!(first["Reservation"].ends_with("_reservation"));
    }

    #[test]
    fn replication_names_the_clusters_own_data_centres() {
        assert_eq!(replication(&["datacenter1".to_owned()]), "{'class': 'NetworkTopologyStrategy', 'datacenter1': 1}");
        assert_eq!(replication(&[]), "{'class': 'SimpleStrategy', 'replication_factor': 1}");
    }
}
