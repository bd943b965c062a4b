import Benchmark
import BenchmarkFixtures
import CBenchSupport
import DynamicType
import Foundation
import HeadlessUI
import SystemFonts

/// Bytes the C heap holds right now (glibc's `mallinfo2`).
func heapBytesInUse() -> Int {
    Int(mallinfo2().uordblks)
}

/// Nanoseconds a main-actor body takes, timed on the main actor so the hop is not counted.
@MainActor
func nanoseconds(_ body: () -> Void) -> Int {
    let start = DispatchTime.now().uptimeNanoseconds
    body()
    return Int(DispatchTime.now().uptimeNanoseconds - start)
}

/// Nanoseconds one walk of the floor (BenchmarkFixtures' `walkFloor`) takes.
func floorNanoseconds(_ root: FloorNode, fonts: [FloorFont]) -> Int {
    let start = DispatchTime.now().uptimeNanoseconds
    var index = 0
    walkFloor(root, fonts: fonts, index: &index)
    let elapsed = Int(DispatchTime.now().uptimeNanoseconds - start)
    blackHole(index)
    return elapsed
}

func treeBenchmarks() {
    let perNode = BenchmarkMetric.custom("ns per node", polarity: .prefersSmaller, useScalingFactor: false)
    let treeConfiguration = Benchmark.Configuration(
        metrics: [.wallClock, .instructions, .mallocCountTotal, perNode], warmupIterations: 2,
        maxDuration: .seconds(10),
        maxIterations: 30, thresholds: allocationTolerance(percent: 2))

    let ratio = BenchmarkMetric.custom("ratio to the floor (×100)", polarity: .prefersSmaller, useScalingFactor: false)
    Benchmark(
        "Tree update: 100,000 nodes after a category change",
        configuration: .init(
            metrics: treeConfiguration.metrics + [ratio], warmupIterations: 2, maxDuration: .seconds(10),
            maxIterations: 30, thresholds: treeConfiguration.thresholds)
    ) { benchmark in
        let (tree, nodeCount) = await MainActor.run {
            let tree = BenchmarkTree(environment: makeEnvironment())
            return (tree, tree.nodeCount)
        }
        let floor = makeFloorTree(count: nodeCount)
        let floorFontTables = [floorFonts(large: true), floorFonts(large: false)]
        var categories = [ContentSizeCategory.accessibilityMedium, .large]
        for round in benchmark.scaledIterations {
            categories.reverse()
            let category = categories[0]
            benchmark.startMeasurement()
            let elapsed = await MainActor.run {
                nanoseconds {
                    // The window walks the subtree whose override changed, once.
                    tree.root.traitOverrides.preferredContentSizeCategory = category
                }
            }
            benchmark.stopMeasurement()
            // The floor's walk over as many nodes, right after: the ratio compares two walks of
            // one moment of the machine.
            let floorElapsed = floorNanoseconds(floor.root, fonts: floorFontTables[round % 2])
            benchmark.measurement(perNode, elapsed / nodeCount)
            benchmark.measurement(ratio, elapsed * 100 / max(floorElapsed * nodeCount / floor.count, 1))
        }
    }

    Benchmark("Tree floor: a walk over 100,000 plain nodes", configuration: treeConfiguration) { benchmark in
        let floor = makeFloorTree(count: 100_000)
        let tables = [floorFonts(large: true), floorFonts(large: false)]
        for round in benchmark.scaledIterations {
            benchmark.startMeasurement()
            let elapsed = floorNanoseconds(floor.root, fonts: tables[round % 2])
            benchmark.stopMeasurement()
            benchmark.measurement(perNode, elapsed / floor.count)
        }
    }

    Benchmark("Tree baseline: naive uncached fontconfig per label (1,000 labels)", configuration: treeConfiguration) {
        benchmark in
        // What an updater without FontScale does: build a pattern for each label's style at the
        // new size, substitute and match it in fontconfig, and open nothing else.
        let config = FcInitLoadConfigAndFonts()
        FcConfigAppFontAddDir(config, fontsDirectory)
        let styles = (0..<1_000).map { TextStyle.allCases[$0 % TextStyle.allCases.count] }
        var categories = [ContentSizeCategory.accessibilityMedium, .large]
        for _ in benchmark.scaledIterations {
            categories.reverse()
            let category = categories[0]
            benchmark.startMeasurement()
            let start = DispatchTime.now().uptimeNanoseconds
            for style in styles {
                let entry = style.attributes(at: category)
                let pattern = FcPatternCreate()
                FcPatternAddString(pattern, FC_FAMILY, "Scale Sans")
                FcPatternAddInteger(pattern, FC_WEIGHT, FcWeightFromOpenType(Int32(entry.weight.openTypeWeight)))
                FcPatternAddDouble(pattern, FC_SIZE, entry.pointSize)
                FcConfigSubstitute(config, pattern, FcMatchPattern)
                FcDefaultSubstitute(pattern)
                var result = FcResultNoMatch
                let match = FcFontMatch(config, pattern, &result)
                blackHole(match)
                FcPatternDestroy(match)
                FcPatternDestroy(pattern)
            }
            let elapsed = Int(DispatchTime.now().uptimeNanoseconds - start)
            benchmark.stopMeasurement()
            benchmark.measurement(perNode, elapsed / styles.count)
        }
        FcConfigDestroy(config)
    }

    let bytesPerNode = BenchmarkMetric.custom("bytes per node", polarity: .prefersSmaller, useScalingFactor: false)
    Benchmark(
        "Memory: bytes per node of the 100,000-node tree",
        configuration: .init(metrics: [bytesPerNode], warmupIterations: 0, maxIterations: 3)
    ) { benchmark in
        let environment = makeEnvironment()
        // Warm the font memos.
        _ = await MainActor.run { BenchmarkTree(environment: environment, targetNodes: 1_000).nodeCount }
        for _ in benchmark.scaledIterations {
            let bytes = await MainActor.run {
                let before = heapBytesInUse()
                let tree = BenchmarkTree(environment: environment)
                let after = heapBytesInUse()
                return (after - before) / tree.nodeCount
            }
            benchmark.measurement(bytesPerNode, bytes)
        }
    }
}
