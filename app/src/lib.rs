//! Keyspace Studio, the program: the command line ([`cli`]), the desktop window ([`gui`]) and
//! the live cluster both reach ([`cluster`]).

pub mod cli;
pub mod cluster;
pub mod gui;
