//! Keyspace Studio, the program: the command line ([`cli`]), the desktop window ([`gui`]),
//! the live cluster both reach ([`cluster`]) and the MCP server for assistants ([`mcp`]).

pub mod cli;
pub mod cluster;
pub mod gui;
pub mod mcp;
