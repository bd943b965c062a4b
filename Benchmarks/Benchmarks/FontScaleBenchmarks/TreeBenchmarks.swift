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
        maxIterations: 30, thresholds: allocationTolerance(count: 4))

    // Each tree is made once, in `setup`, and every sample changes it again (see `Fixture`).
    let tree = Fixture<BenchmarkTree>()
    Benchmark(
        "Tree update: 100,000 nodes after a category change", configuration: treeConfiguration,
        closure: { benchmark in
            // Measured on the main actor, around the change alone: the hop there and back is Swift
            // concurrency's and allocates a varying few (a job, a continuation), which is not the
            // walk's cost and made the count's p90 move by two between runs.
            let measured = MeasuredFromMainActor(benchmark: benchmark)
            let (elapsed, nodeCount) = await MainActor.run {
                measured.benchmark.startMeasurement()
                let elapsed = tree.value!.nanosecondsOfChange()
                measured.benchmark.stopMeasurement()
                return (elapsed, tree.value!.nodeCount)
            }
            benchmark.measurement(perNode, elapsed / nodeCount)
        }, setup: tree.setup { BenchmarkTree(environment: makeEnvironment()) }, teardown: tree.teardown())

    // The walk's time as a ratio to the floor's, apart from the benchmark above: there the
    // harness counts allocations from `startMeasurement()` to `stopMeasurement()`, which takes in
    // the walk and not a floor walk timed after it, and the floor ran on the benchmark's own
    // thread while the walk ran on the main actor. Here nothing is counted, and each sample times
    // the walk and then the floor over as many nodes in one turn of the main actor: two walks of
    // one moment of the machine, on one thread, under the same conditions.
    let ratio = BenchmarkMetric.custom("ratio to the floor (×100)", polarity: .prefersSmaller, useScalingFactor: false)
    let floorPerNode = BenchmarkMetric.custom(
        "floor ns per node", polarity: .prefersSmaller, useScalingFactor: false)
    let trees = Fixture<TreeAndFloor>()
    Benchmark(
        "Tree walk against the floor: 100,000 nodes, by time",
        configuration: .init(
            metrics: [perNode, floorPerNode, ratio], warmupIterations: 2, maxDuration: .seconds(10),
            maxIterations: 30),
        closure: { benchmark in
            let (elapsed, floorElapsed, nodeCount, floorCount) = await MainActor.run {
                let both = trees.value!
                let (elapsed, floorElapsed) = both.walkBoth()
                return (elapsed, floorElapsed, both.nodeCount, both.floorCount)
            }
            benchmark.measurement(perNode, elapsed / nodeCount)
            benchmark.measurement(floorPerNode, floorElapsed / floorCount)
            benchmark.measurement(ratio, elapsed * 100 / max(floorElapsed * nodeCount / floorCount, 1))
        }, setup: trees.setup { TreeAndFloor() }, teardown: trees.teardown())

    // A desktop's factor moving within one category (AX1's own to 1.75) against the category
    // change the walk has always had (large to AX1), on the desktop's ramp, through the
    // application as a desktop change arrives: each sample times one of each, in one turn of the
    // main actor, so both see the same moment of the machine.
    let factorPerNode = BenchmarkMetric.custom(
        "factor change ns per node", polarity: .prefersSmaller, useScalingFactor: false)
    let categoryPerNode = BenchmarkMetric.custom(
        "category change ns per node", polarity: .prefersSmaller, useScalingFactor: false)
    let factorRatio = BenchmarkMetric.custom(
        "factor ÷ category (×100)", polarity: .prefersSmaller, useScalingFactor: false)
    let desktopTree = Fixture<BenchmarkTree>()
    Benchmark(
        "Text size: a factor change within a category against a category change, 100,000 nodes",
        configuration: .init(
            metrics: [factorPerNode, categoryPerNode, factorRatio], warmupIterations: 2, maxDuration: .seconds(10),
            maxIterations: 30),
        closure: { benchmark in
            let (factor, category, nodeCount) = await MainActor.run {
                let tree = desktopTree.value!
                let (category, factor) = tree.nanosecondsOfCategoryThenFactorChange()
                return (factor, category, tree.nodeCount)
            }
            benchmark.measurement(factorPerNode, factor / nodeCount)
            benchmark.measurement(categoryPerNode, category / nodeCount)
            benchmark.measurement(factorRatio, factor * 100 / max(category, 1))
        },
        setup: desktopTree.setup {
            let tree = BenchmarkTree(environment: makeEnvironment())
            tree.window.application.followsDesktopRamp = true
            return tree
        }, teardown: desktopTree.teardown())

    let floor = Fixture<TreeAndFloor.Floor>()
    Benchmark(
        "Tree floor: a walk over 100,000 plain nodes", configuration: treeConfiguration,
        closure: { benchmark in
            benchmark.startMeasurement()
            let (elapsed, count) = await MainActor.run { (floor.value!.nanosecondsOfWalk(), floor.value!.count) }
            benchmark.stopMeasurement()
            benchmark.measurement(perNode, elapsed / count)
        }, setup: floor.setup { TreeAndFloor.Floor(count: 100_000) }, teardown: floor.teardown())

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

extension BenchmarkTree {
    /// Nanoseconds of a category change, large to AX1 (at its own factor), the change a
    /// category-only desktop made; then of the desktop's factor moving within AX1, to 1.75: the
    /// desktop's ramp is drawn at the new factor. The window walks its tree once for each. The
    /// application is put back at large, untimed, for the next sample.
    func nanosecondsOfCategoryThenFactorChange() -> (category: Int, factor: Int) {
        let application = window.application
        let category = nanoseconds { application.preferredContentSizeCategory = .accessibilityMedium }
        let factor = nanoseconds { application.preferredTextScale = 1.75 }
        application.preferredContentSizeCategory = .large
        return (category, factor)
    }

    /// Nanoseconds of one change of the root controller's override, alternating between AX
    /// Medium and Large: the window walks the subtree, once.
    func nanosecondsOfChange() -> Int {
        let current = root.traitOverrides.preferredContentSizeCategory
        let next: ContentSizeCategory = current == .accessibilityMedium ? .large : .accessibilityMedium
        return nanoseconds { root.traitOverrides.preferredContentSizeCategory = next }
    }
}

/// The tree update's tree and a floor of as many nodes, both walked on the main actor.
@MainActor
final class TreeAndFloor {
    /// The floor's nodes and its two tables of fonts, which its walks alternate between.
    @MainActor
    final class Floor {
        let root: FloorNode
        let count: Int
        private let tables = [floorFonts(large: true), floorFonts(large: false)]
        private var walks = 0

        init(count: Int) {
            (root, self.count) = makeFloorTree(count: count)
        }

        /// Nanoseconds of one walk, with the other table than the last.
        func nanosecondsOfWalk() -> Int {
            walks += 1
            return floorNanoseconds(root, fonts: tables[walks % 2])
        }
    }

    let tree = BenchmarkTree(environment: makeEnvironment())
    let floor: Floor
    var nodeCount: Int { tree.nodeCount }
    var floorCount: Int { floor.count }

    init() {
        floor = Floor(count: tree.nodeCount)
    }

    /// Nanoseconds of one change of the tree (as the tree update's), then of one walk of the floor.
    func walkBoth() -> (tree: Int, floor: Int) {
        let elapsed = tree.nanosecondsOfChange()
        return (elapsed, floor.nanosecondsOfWalk())
    }
}

/// A benchmark whose measurement is started and stopped on the main actor.
///
/// Unchecked: the benchmark's own task is suspended in `MainActor.run` for as long as the main
/// actor holds it, so only one thread ever touches it at a time.
struct MeasuredFromMainActor: @unchecked Sendable {
    let benchmark: Benchmark
}
