//! Keyspace Studio, the program: the command line ([`cli`]) and the desktop window ([`gui`]).

pub mod cli;
pub mod gui;
