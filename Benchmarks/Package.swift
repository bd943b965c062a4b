// swift-tools-version: 6.1
// Benchmarks for FontScale, kept out of the main package so that `swift test` never builds them.
// Run from this folder: swift package benchmark
import PackageDescription

let package = Package(
    name: "FontScaleBenchmarks",
    products: [.executable(name: "instruction-counts", targets: ["InstructionCounts"])],
    dependencies: [
        // With GTK: the restyle benchmark drives a real GTK 4 window (libgtk-4-dev, and a display:
        // run under xvfb-run).
        .package(name: "FontScale", path: "..", traits: ["GTK"]),
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.0", traits: ["MallocInterposer"]),
    ],
    targets: [
        // The raw fontconfig baseline and the heap probe call C directly; a module of its own name
        // avoids clashing with the main package's CFontconfig.
        .systemLibrary(name: "CBenchSupport", pkgConfig: "fontconfig", providers: [.apt(["libfontconfig-dev"])]),
        // The GTK baselines build the same screen directly in GTK; their own module name for the
        // same reason.
        .systemLibrary(name: "CBenchGtk", pkgConfig: "gtk4", providers: [.apt(["libgtk-4-dev"])]),
        // Callgrind's client requests (valgrind's header), which turn its counting on and off.
        .systemLibrary(name: "CCallgrind", providers: [.apt(["valgrind"])]),
        // The tree, the floor and the font library the benchmarks and instruction-counts share.
        .target(
            name: "BenchmarkFixtures",
            dependencies: [
                .product(name: "DynamicType", package: "FontScale"),
                .product(name: "SystemFonts", package: "FontScale"),
                .product(name: "HeadlessUI", package: "FontScale"),
            ]
        ),
        // The walk, its floor and font resolutions under callgrind, counting only the workload
        // (instructions.sh); without the benchmark harness, whose malloc interposer would be
        // counted too.
        .executableTarget(
            name: "InstructionCounts",
            dependencies: [
                "BenchmarkFixtures",
                "CCallgrind",
                .product(name: "DynamicType", package: "FontScale"),
                .product(name: "SystemFonts", package: "FontScale"),
                .product(name: "HeadlessUI", package: "FontScale"),
            ]
        ),
        .executableTarget(
            name: "FontScaleBenchmarks",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                "BenchmarkFixtures",
                .product(name: "DynamicType", package: "FontScale"),
                .product(name: "SystemFonts", package: "FontScale"),
                .product(name: "HeadlessUI", package: "FontScale"),
                .product(name: "FontScaleGTK", package: "FontScale"),
                .product(name: "FontScaleTesting", package: "FontScale"),
                "CBenchSupport",
                "CBenchGtk",
            ],
            path: "Benchmarks/FontScaleBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
    ]
)
