import Benchmark

/// What a benchmark keeps from one sample to the next.
///
/// ordo-one/benchmark runs a benchmark's closure once for every sample (its `scaledIterations` is
/// the scaling factor's inner loop, one pass by default), so a tree or a window made in the
/// closure was made anew for every sample, and each sample timed the first change of a new one.
/// Made in the benchmark's `setup` and kept here, every sample is one more change of the same.
@MainActor
final class Fixture<Value> {
    var value: Value?

    nonisolated init() {}
}

extension Fixture {
    /// A benchmark's `setup`: makes the value, on the main actor.
    nonisolated func setup(_ make: @escaping @MainActor @Sendable () -> Value?) -> Benchmark.BenchmarkSetupHook {
        { await MainActor.run { self.value = make() } }
    }

    /// A benchmark's `teardown`: closes the value, if it has one to close, and lets it go.
    nonisolated func teardown(
        closing close: @escaping @MainActor @Sendable (Value) -> Void = { _ in }
    )
        -> Benchmark.BenchmarkTeardownHook
    {
        {
            await MainActor.run {
                if let value = self.value { close(value) }
                self.value = nil
            }
        }
    }
}
