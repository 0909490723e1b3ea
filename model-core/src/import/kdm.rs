//! KDM project import (in progress).
use super::Imported;
pub(crate) fn import(_text: &str) -> Result<Imported, String> {
    Err("not yet".to_owned())
}
