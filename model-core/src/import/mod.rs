//! Import: CQL schemas and KDM project files into Keyspace Studio projects.
