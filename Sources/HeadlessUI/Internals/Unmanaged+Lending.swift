extension Unmanaged {
    /// `body` with the object lent without a retain: `_withUnsafeGuaranteedRef`, called from this
    /// module so that a main-actor closure passed here is not checked dynamically at each call
    /// (as one passed to the standard library directly is). The caller states why the object
    /// outlives `body`.
    @inline(__always)
    func lend<Result>(_ body: (Instance) -> Result) -> Result {
        _withUnsafeGuaranteedRef(body)
    }
}
