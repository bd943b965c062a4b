import Benchmark
import BenchmarkFixtures
import CBenchSupport
import DynamicType
import Foundation
import HeadlessUI
import SystemFonts

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .mallocCountTotal, .instructions], warmupIterations: 3, maxDuration: .seconds(5),
        maxIterations: 1_000_000)

    resolutionBenchmarks()
    treeBenchmarks()
    layoutBenchmarks()
    gtkBenchmarks()
    measurementBenchmarks()
}

// MARK: - Resolution

/// The pattern FontLibrary builds for Scale Sans semibold, after both substitution passes.
func substitutedPattern(_ config: OpaquePointer?) -> OpaquePointer? {
    let pattern = FcPatternCreate()
    FcPatternAddString(pattern, FC_FAMILY, "Scale Sans")
    FcPatternAddInteger(pattern, FC_WEIGHT, FcWeightFromOpenType(600))
    FcPatternAddInteger(pattern, FC_SLANT, 0)
    FcConfigSubstitute(config, pattern, FcMatchPattern)
    FcDefaultSubstitute(pattern)
    return pattern
}

extension Benchmark.Configuration {
    /// This configuration with `metrics` measured too: a FontScale row records its own part
    /// beside the whole its baseline row records, with the same samples and limits.
    func adding(_ metrics: [BenchmarkMetric]) -> Self {
        var configuration = self
        configuration.metrics += metrics
        return configuration
    }
}

/// How far an allocation count may move from `Thresholds/` before `.ci/run` fails: a share of a
/// large count, or a few allocations of a small one (the harness itself allocates a varying
/// handful). Counts, unlike times, do not depend on the machine's load; instruction counts are
/// checked by `instructions.sh`, under callgrind, since this kind of machine has no counters.
func allocationTolerance(percent: Double? = nil, count: Int? = nil) -> [BenchmarkMetric: BenchmarkThresholds] {
    [
        .mallocCountTotal: .init(
            relative: percent.map { [.p90: $0] } ?? [:], absolute: count.map { [.p90: $0] } ?? [:])
    ]
}

func resolutionBenchmarks() {
    let scaled = Benchmark.Configuration(
        metrics: [.wallClock, .instructions, .mallocCountTotal], scalingFactor: .kilo, maxDuration: .seconds(3),
        thresholds: allocationTolerance(count: 4))

    Benchmark("Resolution: cached request", configuration: scaled) { benchmark in
        let (library, request) = warmedLibrary()
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            blackHole(try? library.resolve(request))
        }
        // Stopped explicitly: otherwise the library's release (FcConfigDestroy) is timed too.
        benchmark.stopMeasurement()
        withExtendedLifetime(library) {}
    }

    Benchmark(
        "Resolution: uncached, face already loaded",
        configuration: .init(
            metrics: [.wallClock, .instructions, .mallocCountTotal], maxDuration: .seconds(3),
            thresholds: allocationTolerance(count: 4))
    ) { benchmark in
        let (library, request) = warmedLibrary()
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            blackHole(try? library.resolve(request, usingCache: false))
        }
        benchmark.stopMeasurement()
        withExtendedLifetime(library) {}
    }

    Benchmark(
        "Resolution baseline: raw FcFontMatch, prepared pattern",
        configuration: .init(metrics: [.wallClock, .instructions], maxDuration: .seconds(3))
    ) { benchmark in
        let config = FcInitLoadConfigAndFonts()
        FcConfigAppFontAddDir(config, fontsDirectory)
        let pattern = substitutedPattern(config)
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            var result = FcResultNoMatch
            let match = FcFontMatch(config, pattern, &result)
            blackHole(match)
            FcPatternDestroy(match)
        }
        benchmark.stopMeasurement()
        FcPatternDestroy(pattern)
        FcConfigDestroy(config)
    }

    Benchmark(
        "Resolution baseline: raw pattern + substitute + FcFontMatch",
        configuration: .init(metrics: [.wallClock, .instructions], maxDuration: .seconds(3))
    ) { benchmark in
        let config = FcInitLoadConfigAndFonts()
        FcConfigAppFontAddDir(config, fontsDirectory)
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            let pattern = substitutedPattern(config)
            var result = FcResultNoMatch
            let match = FcFontMatch(config, pattern, &result)
            blackHole(match)
            FcPatternDestroy(match)
            FcPatternDestroy(pattern)
        }
        benchmark.stopMeasurement()
        FcConfigDestroy(config)
    }
}
