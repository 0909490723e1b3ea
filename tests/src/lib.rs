//! Shared helpers for the end-to-end tests: where the samples and fixtures are.
