//! The one place that starts a thread (a leaf: it knows no other module). Whether to use it
//! is decided by [`crate::pipeline`] alone, so threads never nest.

/// Runs `a` and `b`, on two threads when `parallel`; a panic in either is passed on.
pub(crate) fn join<A: Send, B: Send>(
    parallel: bool,
    a: impl FnOnce() -> A + Send,
    b: impl FnOnce() -> B + Send,
) -> (A, B) {
    if !parallel {
        let a = a();
        return (a, b());
    }
    std::thread::scope(|s| {
        let b = s.spawn(b);
        let a = a();
        match b.join() {
            Ok(b) => (a, b),
            Err(panic) => std::panic::resume_unwind(panic),
        }
    })
}

#[cfg(test)]
mod tests {
    #[test]
    fn join_returns_both_results_in_order() {
        assert_eq!(super::join(true, || 1, || "two"), (1, "two"));
        assert_eq!(super::join(false, || 1, || "two"), (1, "two"));
    }
}
