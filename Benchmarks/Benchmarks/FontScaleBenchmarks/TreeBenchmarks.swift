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

    Benchmark("Tree update: 100,000 nodes after a category change", configuration: treeConfiguration) { benchmark in
        let (tree, nodeCount) = await MainActor.run {
            let tree = BenchmarkTree(environment: makeEnvironment())
            return (tree, tree.nodeCount)
        }
        var categories = [ContentSizeCategory.accessibilityMedium, .large]
        for _ in benchmark.scaledIterations {
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
            benchmark.measurement(perNode, elapsed / nodeCount)
        }
    }

    // The walk's time as a ratio to the floor's, apart from the benchmark above: there the
    // harness counts allocations from `startMeasurement()` to `stopMeasurement()`, which takes in
    // the walk and not a floor walk timed after it, and the floor ran on the benchmark's own
    // thread while the walk ran on the main actor. Here nothing is counted, and each round times
    // the walk and then the floor over as many nodes in one turn of the main actor: two walks of
    // one moment of the machine, on one thread, under the same conditions.
    let ratio = BenchmarkMetric.custom("ratio to the floor (×100)", polarity: .prefersSmaller, useScalingFactor: false)
    let floorPerNode = BenchmarkMetric.custom(
        "floor ns per node", polarity: .prefersSmaller, useScalingFactor: false)
    Benchmark(
        "Tree walk against the floor: 100,000 nodes, by time",
        configuration: .init(
            metrics: [perNode, floorPerNode, ratio], warmupIterations: 2, maxDuration: .seconds(10),
            maxIterations: 30)
    ) { benchmark in
        let trees = await MainActor.run { TreeAndFloor() }
        for round in benchmark.scaledIterations {
            let (elapsed, floorElapsed) = await MainActor.run { trees.walkBoth(round: round) }
            benchmark.measurement(perNode, elapsed / trees.nodeCount)
            benchmark.measurement(floorPerNode, floorElapsed / trees.floorCount)
            benchmark.measurement(
                ratio, elapsed * 100 / max(floorElapsed * trees.nodeCount / trees.floorCount, 1))
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

/// The tree update's tree and a floor of as many nodes, both walked on the main actor.
@MainActor
final class TreeAndFloor {
    let tree = BenchmarkTree(environment: makeEnvironment())
    let floor: (root: FloorNode, count: Int)
    let floorFontTables = [floorFonts(large: true), floorFonts(large: false)]
    nonisolated let nodeCount: Int
    nonisolated let floorCount: Int

    init() {
        floor = makeFloorTree(count: tree.nodeCount)
        nodeCount = tree.nodeCount
        floorCount = floor.count
    }

    /// Nanoseconds of one walk of the tree (the category alternating with `round`, as the tree
    /// update's), then of one walk of the floor.
    func walkBoth(round: Int) -> (tree: Int, floor: Int) {
        let category: ContentSizeCategory = round % 2 == 0 ? .large : .accessibilityMedium
        let elapsed = nanoseconds { tree.root.traitOverrides.preferredContentSizeCategory = category }
        return (elapsed, floorNanoseconds(floor.root, fonts: floorFontTables[round % 2]))
    }
}
