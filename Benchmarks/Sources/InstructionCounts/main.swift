import BenchmarkFixtures
import CCallgrind
import DynamicType
import Foundation
import HeadlessUI
import SystemFonts

// Runs one workload of the benchmarks with callgrind counting only the workload itself, and
// prints how many units (nodes walked, resolutions) it did: `instructions.sh` divides callgrind's
// instruction count by that. Outside valgrind the counting requests do nothing.
//
//   valgrind --tool=callgrind --collect-atstart=no .build/release/instruction-counts walk

/// A workload, by the name the script passes.
enum Workload: String, CaseIterable {
    /// Two walks of the tree update's 100,000-node tree (to AX Medium and back to Large).
    case walk
    /// Two walks of the floor's 100,000 plain nodes.
    case floor
    /// Repeated requests a font library has resolved before.
    case cached
    /// Resolutions without the cache, the face already loaded.
    case uncached
}

/// Runs `body` with callgrind counting; nothing else of the process is counted.
@inline(never)
func counted(_ body: () -> Void) {
    callgrind_toggle_collect()
    body()
    callgrind_toggle_collect()
}

/// Keeps a value from being optimized away.
@inline(never)
func keep<T>(_ value: T) {
    withExtendedLifetime(value) {}
}

/// Walks as the tree update benchmark does: the root controller's override changes and the
/// window walks its subtree. Two warm-up walks first, as the benchmark's two warm-up iterations.
@MainActor
func walkTree() -> Int {
    let tree = BenchmarkTree(environment: makeEnvironment())
    let categories: [ContentSizeCategory] = [.accessibilityMedium, .large]
    for category in categories { tree.root.traitOverrides.preferredContentSizeCategory = category }
    counted {
        for category in categories { tree.root.traitOverrides.preferredContentSizeCategory = category }
    }
    withExtendedLifetime(tree) {}
    return tree.nodeCount * categories.count
}

/// Walks the floor as the floor benchmark does, twice after two warm-up walks.
func walkFloorTree() -> Int {
    let floor = makeFloorTree(count: 100_000)
    let tables = [floorFonts(large: true), floorFonts(large: false)]
    var index = 0
    for fonts in tables { walkFloor(floor.root, fonts: fonts, index: &index) }
    counted {
        for fonts in tables { walkFloor(floor.root, fonts: fonts, index: &index) }
    }
    keep(index)
    return floor.count * tables.count
}

/// Resolves a request `count` times, with or without the library's cache.
func resolve(count: Int, usingCache: Bool) -> Int {
    let (library, request) = warmedLibrary()
    counted {
        for _ in 0..<count { keep(try? library.resolve(request, usingCache: usingCache)) }
    }
    withExtendedLifetime(library) {}
    return count
}

let arguments = CommandLine.arguments.dropFirst()
guard arguments.count == 1, let workload = arguments.first.flatMap(Workload.init(rawValue:)) else {
    print("usage: instruction-counts \(Workload.allCases.map(\.rawValue).joined(separator: "|"))")
    exit(64)
}
let units =
    switch workload {
    case .walk: MainActor.assumeIsolated { walkTree() }
    case .floor: walkFloorTree()
    case .cached: resolve(count: 10_000, usingCache: true)
    case .uncached: resolve(count: 1_000, usingCache: false)
    }
print(units)
