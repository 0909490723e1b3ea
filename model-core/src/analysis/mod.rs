//! Analysis of a derived model: partition sizes and anti-patterns (methodology §6, §7).
