//! The full key of each entity as the import's notes show it (`table film → entity Film: …,
//! key (film_id)`): all of its attribute names up to [`SHOWN`], else the first ones, `…` and
//! the last two. Each entity's is made from its owner's, so a chain of thousands of weak
//! tables (whose keys have thousands of columns) is read once, not once per table (issue 41:
//! each note listing the whole key made the import quadratic).

use crate::ids::EntityId;
use crate::project::Index;
use rustc_hash::FxHashMap;

/// The most attribute names of a key a note lists.
const SHOWN: usize = 16;

/// A full key as shown: its first names (up to [`SHOWN`]), how many it has, its last two.
#[derive(Clone, Default)]
struct Shown {
    first: Vec<String>,
    len: usize,
    last: Vec<String>,
}

/// The keys shown so far, by entity.
pub(crate) struct KeyNames<'a> {
    index: &'a Index<'a>,
    memo: FxHashMap<&'a EntityId, Shown>,
}

impl<'a> KeyNames<'a> {
    /// Keys shown over `index` (an imported project: weak entities, no specialisations).
    pub fn new(index: &'a Index<'a>) -> Self {
        Self { index, memo: FxHashMap::default() }
    }

    fn owner(&self, id: &EntityId) -> Option<&'a EntityId> {
        self.index.entity(id).and_then(|e| e.owner.as_ref()).and_then(|o| self.index.entity(o)).map(|e| &e.id)
    }

    /// The full key of `entity` (its owners' keys, then its own) as a note shows it.
    pub fn of(&mut self, entity: &'a EntityId) -> String {
        // The owners not shown yet, nearest first, up to one shown (or the root).
        // (A cycle of owners, which the import breaks beforehand, would end the walk.)
        let mut path: Vec<&'a EntityId> = Vec::new();
        let mut on_path: rustc_hash::FxHashSet<&'a EntityId> = rustc_hash::FxHashSet::default();
        let mut at = Some(entity);
        while let Some(id) = at.filter(|id| !self.memo.contains_key(id) && on_path.insert(id)) {
            path.push(id);
            at = self.owner(id);
        }
        for id in path.into_iter().rev() {
            let mut shown = self.owner(id).and_then(|o| self.memo.get(o)).cloned().unwrap_or_default();
            for a in self.index.entity(id).iter().flat_map(|e| e.attributes.iter().filter(|a| a.key)) {
                let name = a.id.as_str().rsplit('.').next().unwrap_or("").to_owned();
                if shown.first.len() < SHOWN {
                    shown.first.push(name.clone());
                }
                shown.len += 1;
                shown.last.push(name);
                if shown.last.len() > 2 {
                    shown.last.remove(0);
                }
            }
            self.memo.insert(id, shown);
        }
        let Some(shown) = self.memo.get(entity) else { return String::new() };
        if shown.len <= SHOWN {
            return shown.first.join(", ");
        }
        let first = shown.first.iter().take(SHOWN - 2).cloned();
        first.chain(std::iter::once("…".to_owned())).chain(shown.last.iter().cloned()).collect::<Vec<_>>().join(", ")
    }
}
