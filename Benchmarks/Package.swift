// swift-tools-version: 6.1
// Benchmarks for FontScale, kept out of the main package so that `swift test` never builds them.
// Run from this folder: swift package benchmark
import PackageDescription

let package = Package(
    name: "FontScaleBenchmarks",
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
        .executableTarget(
            name: "FontScaleBenchmarks",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
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
