// A wait with a deadline must be woken to notice it: a toolkit's loop blocks until an event, and
// the event a script waits for may never come.
extension MainActorLoopBridge {
    /// Turns the toolkit's loop until `done` returns `true` or `deadline` passes, whichever is
    /// first; whether `done` held. A main-actor task wakes the loop every 100 ms meanwhile, so the
    /// deadline is checked when nothing else happens.
    ///
    /// For a synchronous `main` with the bridge attached, where main-actor jobs reach the loop
    /// through the bridge: in an async program (the bridge's mode `notNeeded`) the main actor's
    /// own loop runs them, not this one, and no job wakes this wait.
    @discardableResult
    package func run(until done: () -> Bool, deadline: ContinuousClock.Instant) -> Bool {
        let ticker = Task { @MainActor in
            while !Task.isCancelled { try? await Task.sleep(for: .milliseconds(100)) }
        }
        defer { ticker.cancel() }
        run { done() || ContinuousClock.now > deadline }
        return done()
    }
}
