// swift-tools-version: 6.2
import PackageDescription

let package = Package(
    name: "FontScale",
    products: [
        .library(name: "DynamicType", targets: ["DynamicType"]),
        .library(name: "SystemFonts", targets: ["SystemFonts"]),
        .library(name: "HeadlessUI", targets: ["HeadlessUI"]),
        .library(name: "DesktopSettings", targets: ["DesktopSettings"]),
        .library(name: "FontScaleGTK", targets: ["FontScaleGTK"]),
        .library(name: "FontScaleQt", targets: ["FontScaleQt"]),
        // For apps' test targets (Swift Testing or XCTest): text-size sweeps and audits.
        .library(name: "FontScaleTesting", targets: ["FontScaleTesting"]),
        // Snapshots of GTK windows through swift-snapshot-testing, kept out of the other products.
        .library(name: "FontScaleSnapshotTesting", targets: ["FontScaleSnapshotTesting"]),
        .executable(name: "fontscale", targets: ["fontscale"]),
        .executable(name: "fontscale-gtk-demo", targets: ["fontscale-gtk-demo"]),
        .executable(name: "fontscale-qt-demo", targets: ["fontscale-qt-demo"]),
    ],
    // The Settings portal source (for sandboxed apps) links GIO, whose headers come from Debian's
    // libglib2.0-dev; it is a trait so that a machine without them still builds everything else.
    traits: [
        .trait(
            name: "SettingsPortal",
            description: "Read the text size through org.freedesktop.portal.Settings (GIO's GDBus; libglib2.0-dev)."
        ),
        // GTK 4 comes from Debian's libgtk-4-dev; without the trait FontScaleGTK builds its
        // pure-Swift part (the style sheet) only, so the README's commands need no GTK headers.
        // HarfBuzz's headers come from Debian's libharfbuzz-dev, which a new machine lacks; without
        // it text is measured from FreeType's advances, and TextMeasurementEngine says so.
        .trait(
            name: "HarfBuzz",
            description: "Measure text with HarfBuzz's shaping over the resolved face (libharfbuzz-dev)."
        ),
        // GTK's headers pull in HarfBuzz's, so a GTK build measures as Pango does.
        .trait(
            name: "GTK", description: "Drive GTK 4 widgets: the FontScaleGTK module and its demo (libgtk-4-dev).",
            enabledTraits: ["HarfBuzz"]
        ),
        // Qt 6 comes from Debian's qt6-base-dev; without the trait FontScaleQt is an empty module
        // (isQtBuilt is false), so the package builds on a machine without Qt's headers.
        // Qt shapes text with HarfBuzz (kerning included), so a Qt build measures with it too.
        .trait(
            name: "Qt",
            description: "Drive Qt 6 widgets: the FontScaleQt module and its demo (qt6-base-dev, libharfbuzz-dev).",
            enabledTraits: ["HarfBuzz"]
        ),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/apple/swift-log", from: "1.6.0"),
        // Only for `swift package generate-documentation`, which .ci/run uses to check the catalogs.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.4.0"),
        // Only FontScaleSnapshotTesting uses it, and only with the GTK trait.
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.0"),
        // Only the tests use it: properties of the desktop parsers over random input.
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.0"),
    ],
    targets: [
        .target(name: "DynamicType"),
        // Mutex's lock in a stack frame of its own, which Sanitizers/tsan.supp names: a workaround
        // for Thread Sanitizer that only SystemFonts and DesktopSettings, which lock, link.
        .target(name: "StateLock"),
        .systemLibrary(name: "CFontconfig", pkgConfig: "fontconfig", providers: [.apt(["libfontconfig-dev"])]),
        .systemLibrary(name: "CFreeType", pkgConfig: "freetype2", providers: [.apt(["libfreetype-dev"])]),
        .systemLibrary(name: "CGio", pkgConfig: "gio-2.0", providers: [.apt(["libglib2.0-dev"])]),
        .systemLibrary(name: "CHarfBuzz", pkgConfig: "harfbuzz", providers: [.apt(["libharfbuzz-dev"])]),
        // Only for ICU's flags and libraries, from pkg-config's icu-uc; Swift never imports ICU's
        // headers, which clash with those Foundation brings (Sources/CICU/shim.h). libicu-dev is on
        // a new machine of the project's kind, so no trait.
        .systemLibrary(name: "CICU", pkgConfig: "icu-uc", providers: [.apt(["libicu-dev"])]),
        .systemLibrary(name: "CGtk", pkgConfig: "gtk4", providers: [.apt(["libgtk-4-dev"])]),
        // FontScaleGTK's own C: the layouts of its rows, columns and labels, the box that draws only
        // what its viewport shows, and what a widget draws. GTK's include path comes from CGtk.
        .target(name: "CGtkNative", dependencies: [.target(name: "CGtk", condition: .when(traits: ["GTK"]))]),
        // Only for Qt's include path (and, in its module map, the link flags); Swift never imports
        // Qt's C++ headers. Qt6Platform, not Qt6Widgets: every Qt module's pkg-config file adds a
        // -D flag (-DQT_WIDGETS_LIB…), which SwiftPM drops with a "prohibited flag(s)" warning on
        // every build, while Qt6Platform gives the same include folder with no -D. CQtShim sets
        // the defines and libraries itself below.
        .systemLibrary(name: "CQt6", pkgConfig: "Qt6Platform", providers: [.apt(["qt6-base-dev"])]),
        // FontScaleQt's one C++ layer: a C API over Qt Widgets (no moc: signals reach Swift
        // through lambdas).
        .target(
            name: "CQtShim",
            dependencies: ["CMainThread", .target(name: "CQt6", condition: .when(traits: ["Qt"]))],
            // What Qt6Widgets' pkg-config file would have defined: the modules the layer uses.
            cxxSettings: ["QT_WIDGETS_LIB", "QT_GUI_LIB", "QT_CORE_LIB"].map {
                .define($0, .when(traits: ["Qt"]))
            },
            // And its libraries, which are in the linker's default folder.
            linkerSettings: ["Qt6Widgets", "Qt6Gui", "Qt6Core"].map { .linkedLibrary($0, .when(traits: ["Qt"])) }
        ),
        // Child processes that never outlive their owner or this process: fork and exec with a
        // parent-death signal, one table of live children, an exit hook (Sources/CChildProcess).
        .target(name: "CChildProcess"),
        // The main actor kept on the process's main thread in an async main, where GTK and Qt
        // must run (Sources/CMainThread/include/CMainThread.h); both adapters link it.
        .target(name: "CMainThread"),
        // ICU's line break iterator (UAX #14, the rules Pango and Qt wrap text by) behind a C API
        // that names no ICU type, for SystemFonts' line breaker.
        .target(name: "CLineBreaking", dependencies: ["CICU"], linkerSettings: [.linkedLibrary("icuuc")]),
        .target(
            name: "SystemFonts",
            dependencies: [
                "DynamicType", "StateLock", "CFontconfig", "CFreeType", "CLineBreaking",
                .target(name: "CHarfBuzz", condition: .when(traits: ["HarfBuzz"])),
            ]
        ),
        .target(
            name: "HeadlessUI",
            dependencies: [
                "DynamicType", "SystemFonts", .product(name: "Logging", package: "swift-log"),
            ]
        ),
        .target(
            name: "DesktopSettings",
            dependencies: [
                "DynamicType", "StateLock", "CChildProcess", .product(name: "Logging", package: "swift-log"),
                .target(name: "CGio", condition: .when(traits: ["SettingsPortal"])),
            ]
        ),
        .target(
            name: "FontScaleGTK",
            dependencies: [
                "DynamicType", "SystemFonts", "HeadlessUI", "CMainThread",
                .target(name: "CGtk", condition: .when(traits: ["GTK"])),
                .target(name: "CGtkNative", condition: .when(traits: ["GTK"])),
            ]
        ),
        // The demos' mail app, as HeadlessUI screens: the same app in GTK and in Qt (and the ramp),
        // and what both demos run, written once over HeadlessUI's scriptable host: their options,
        // their session (following the desktop through DesktopSettings) and their frame loop.
        .target(
            name: "DemoMail",
            dependencies: [
                "DynamicType", "SystemFonts", "HeadlessUI", "DesktopSettings",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .target(
            name: "FontScaleTesting",
            dependencies: [
                "DynamicType", "SystemFonts", "HeadlessUI",
                // Only for the deprecated `TextSizeAudit.gtkChecks(host:gtkWindow:)`, which names GTK's types.
                .target(name: "FontScaleGTK", condition: .when(traits: ["GTK"])),
            ]
        ),
        .target(
            name: "FontScaleSnapshotTesting",
            dependencies: [
                "FontScaleTesting", "FontScaleGTK", "HeadlessUI",
                .product(
                    name: "SnapshotTesting", package: "swift-snapshot-testing", condition: .when(traits: ["GTK"])),
            ]
        ),
        // What each demo's --report prints, which its tests decode: the one shape both agree on.
        .target(
            name: "DemoReportsGTK",
            dependencies: ["FontScaleGTK", "DemoMail", "DynamicType", "SystemFonts", "HeadlessUI"]
        ),
        .target(
            name: "DemoReportsQt",
            dependencies: ["FontScaleQt", "DynamicType", "SystemFonts", "HeadlessUI"]
        ),
        // The demos hold only what a person runs; what their tests script (the live scenarios, the
        // oracles, audits, latency and PNG checks, the Qt restyle benchmark) is here, run by the
        // two harness executables below, none of it in a product.
        .target(
            name: "DemoHarness",
            dependencies: [
                "DemoMail", "DesktopSettings", "FontScaleGTK", "FontScaleQt", "FontScaleTesting", "DynamicType",
                "SystemFonts",
                "HeadlessUI", .product(name: "ArgumentParser", package: "swift-argument-parser"),
                // The mail scenario acts through GTK's own widgets.
                .target(name: "CGtk", condition: .when(traits: ["GTK"])),
            ],
            path: "Tests/DemoHarness"
        ),
        .executableTarget(
            name: "fontscale-gtk-harness",
            dependencies: ["DemoHarness", .product(name: "ArgumentParser", package: "swift-argument-parser")],
            path: "Tests/fontscale-gtk-harness"
        ),
        .executableTarget(
            name: "fontscale-qt-harness",
            dependencies: ["DemoHarness", .product(name: "ArgumentParser", package: "swift-argument-parser")],
            path: "Tests/fontscale-qt-harness"
        ),
        // Each way to write an async Swift program that drives a toolkit, running the testing kit's
        // audit in a GTK or a Qt window (whichever trait is on): top-level code that awaits, an
        // async `@main`, a synchronous main with the bridge. The docs show them; the toolkits'
        // tests run them.
        .target(name: "ExampleInbox", dependencies: ["HeadlessUI"], path: "Tests/Examples/Inbox"),
        // A program of the view tree alone: ExampleTests checks that it links none of DesktopSettings.
        .executableTarget(
            name: "example-view-tree-only", dependencies: ["HeadlessUI"], path: "Tests/Examples/ViewTreeOnly"),
        .executableTarget(
            name: "example-top-level-await",
            dependencies: ["ExampleInbox", "FontScaleGTK", "FontScaleQt", "FontScaleTesting", "HeadlessUI"],
            path: "Tests/Examples/TopLevelAwait"
        ),
        .executableTarget(
            name: "example-async-main",
            dependencies: ["ExampleInbox", "FontScaleGTK", "FontScaleQt", "FontScaleTesting", "HeadlessUI"],
            path: "Tests/Examples/AsyncMain"
        ),
        .executableTarget(
            name: "example-sync-main",
            dependencies: ["ExampleInbox", "FontScaleGTK", "FontScaleQt", "FontScaleTesting", "HeadlessUI"],
            path: "Tests/Examples/SyncMain"
        ),
        .executableTarget(
            name: "fontscale-gtk-demo",
            dependencies: [
                "FontScaleGTK", "DemoMail", "DemoReportsGTK", "DynamicType", "SystemFonts", "HeadlessUI",
                "DesktopSettings",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                // Its plain GtkLabel, the comparison for the desktop's ramp, is made directly in GTK.
                .target(name: "CGtk", condition: .when(traits: ["GTK"])),
            ]
        ),
        .target(
            name: "FontScaleQt",
            dependencies: [
                "DynamicType", "SystemFonts", "HeadlessUI", "CMainThread",
                .target(name: "CQtShim", condition: .when(traits: ["Qt"])),
            ]
        ),
        .executableTarget(
            name: "fontscale-qt-demo",
            dependencies: [
                "FontScaleQt", "DemoMail", "DemoReportsQt", "DynamicType", "SystemFonts", "HeadlessUI",
                "DesktopSettings", .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .executableTarget(
            name: "fontscale",
            dependencies: [
                "DynamicType",
                "SystemFonts",
                "DesktopSettings",
                .product(name: "Logging", package: "swift-log"),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // One fuzz target per parser FontScale wrote itself; see Fuzz/README.md. Built normally it
        // replays a corpus, so `swift build` keeps it compiling.
        .executableTarget(name: "FontScaleFuzz", dependencies: ["SystemFonts", "DesktopSettings"]),
        .testTarget(name: "DynamicTypeTests", dependencies: ["DynamicType"]),
        .testTarget(name: "MainThreadTests", dependencies: ["CMainThread"]),
        .testTarget(name: "SystemFontsTests", dependencies: ["SystemFonts", "DynamicType", "TestSupport"]),
        .testTarget(
            name: "HeadlessUITests",
            dependencies: [
                "HeadlessUI", "SystemFonts", "DynamicType", "DesktopSettings", "TestSupport",
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        // Fixtures several test targets share: a real session bus, a display server, a log capture,
        // the chaos run.
        .target(
            name: "TestSupport",
            dependencies: [
                "CChildProcess", "DynamicType", "HeadlessUI", .product(name: "Logging", package: "swift-log"),
            ],
            path: "Tests/TestSupport"
        ),
        .testTarget(
            name: "DesktopSettingsTests",
            dependencies: [
                "DesktopSettings", "HeadlessUI", "SystemFonts", "DynamicType", "StateLock", "TestSupport",
                .product(name: "Logging", package: "swift-log"),
                .product(name: "PropertyBased", package: "swift-property-based"),
            ]
        ),
        // Every Swift example of the README and the DocC catalogs, compiled and run (see
        // Tests/ExampleTests/DocumentedExamples.swift), and the UIKit patterns FontScale
        // implements, ported by dropping the prefix (Tests/ExampleTests/Patterns).
        .testTarget(
            name: "ExampleTests",
            dependencies: [
                "DynamicType", "SystemFonts", "HeadlessUI", "DesktopSettings", "FontScaleGTK", "FontScaleQt",
                "FontScaleTesting", "FontScaleSnapshotTesting", "TestSupport",
                .product(
                    name: "SnapshotTesting", package: "swift-snapshot-testing", condition: .when(traits: ["GTK"])),
            ]
        ),
        // The GTK and Qt window tests run the demos and the harness executables as child processes,
        // found beside the test bundle (TestSupport's BuiltExecutable), and read what they print with
        // the types of DemoReports* and DemoHarness: no test target depends on an executable.
        .testTarget(
            name: "FontScaleGTKTests",
            dependencies: [
                "FontScaleGTK", "FontScaleTesting", "DemoReportsGTK", "DemoHarness", "DemoMail", "DynamicType",
                "HeadlessUI", "DesktopSettings",
                "SystemFonts", "TestSupport",
                // GTK's own CSS parser checks the sheets FontScaleGTK writes (CSSParsingTests).
                .target(name: "CGtk", condition: .when(traits: ["GTK"])),
            ]
        ),
        .testTarget(
            name: "FontScaleQtTests",
            dependencies: [
                "FontScaleQt", "FontScaleTesting", "DemoReportsQt", "DemoHarness", "DynamicType", "TestSupport",
                "ExampleInbox",
            ]
        ),
        .testTarget(
            name: "FontScaleTestingTests",
            dependencies: ["FontScaleTesting", "DynamicType", "SystemFonts", "HeadlessUI", "TestSupport"]
        ),
        .testTarget(
            name: "FontScaleSnapshotTestingTests",
            dependencies: [
                "FontScaleSnapshotTesting", "FontScaleTesting", "FontScaleGTK", "HeadlessUI", "SystemFonts",
                "DynamicType", "TestSupport",
                .product(
                    name: "SnapshotTesting", package: "swift-snapshot-testing", condition: .when(traits: ["GTK"])),
            ],
            exclude: ["__Snapshots__"]
        ),
        // Runs the fontscale executable as a child process, found beside the test bundle.
        .testTarget(name: "FontscaleTests", dependencies: ["DynamicType", "TestSupport"]),
    ],
    // Qt 6's headers need C++17.
    cxxLanguageStandard: .cxx17
)

// Settings every target shares, as swift-log does: Swift 6 mode, explicit `any`,
// and imports that are only visible where they are written.
for target in package.targets where target.type != .system {
    target.swiftSettings =
        (target.swiftSettings ?? []) + [
            .enableUpcomingFeature("ExistentialAny"),
            .enableUpcomingFeature("MemberImportVisibility"),
        ]
}
