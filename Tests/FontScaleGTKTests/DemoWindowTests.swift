import DemoReportsGTK
import DynamicType
import FontScaleGTK
import Foundation
import TestSupport
import Testing

/// A real GTK 4 window under Xvfb, with a real session bus: what GTK and Pango draw.
@Suite("A GTK window", .enabled(if: isGTKBuilt, "built without the GTK trait"), .requires(.testDisplay))
struct DemoWindowTests {
    let display: VirtualDisplay

    init() throws {
        display = try VirtualDisplay()
    }

    var environment: [String: String] { display.demoEnvironment }

    /// The ramp GTK windows default to where no desktop names a font: body at 11 pt, 14.67 px.
    static let desktopRamp = TypeRamp.desktop(interfaceFontPointSize: 11)

    /// Whether Pango's size (in 1/1024 px) is the ramp's.
    static func same(_ measured: Double, _ ramp: Double) -> Bool { abs(measured - ramp) < 0.01 }

    @Test(
        "a body label measures the ramp's pixel height, within a pixel of Pango's layout",
        arguments: [ContentSizeCategory.large, .accessibilityExtraLarge])
    func bodyHeight(category: ContentSizeCategory) async throws {
        let demo = try DemoProcess(
            ["--category", category.name, "--report", "--exit-after-restyles", "0"], environment: environment)
        let report = try #require(await demo.waitForReports(1).first)
        let body = try #require(report.row("body"))
        let entry = TextStyle.body.attributes(at: category, in: Self.desktopRamp)
        #expect(Self.same(body.measured.pixelSize, entry.pointSize))
        #expect(abs(body.measured.naturalHeight - body.measured.layoutHeight) <= 1)
        #expect(abs(Double(body.measured.layoutHeight) - entry.leading) <= 1)
        #expect(demo.waitForExit() == 0)
    }

    @Test("every style is drawn in the app font from Fonts/, at the weight of its face")
    func appFontIsWhatPangoUses() async throws {
        let demo = try DemoProcess(
            ["--category", "large", "--report", "--exit-after-restyles", "0"], environment: environment)
        let report = try #require(await demo.waitForReports(1).first)
        #expect(report.family == "Noto Sans" && !report.isFallback)
        for row in report.rows {
            #expect(row.measured.family == "Noto Sans")
            #expect(
                row.measured.fontFile?.hasPrefix(Repository.appFontsDirectory + "/NotoSans-") == true, "\(row.style)")
        }
        #expect(report.row("body")?.measured.fontFile?.hasSuffix("NotoSans-Regular.ttf") == true)
        #expect(report.row("headline")?.measured.fontFile?.hasSuffix("NotoSans-SemiBold.ttf") == true)
    }

    @Test("the mirrored headless labels and the GTK labels have the same sizes after the walk")
    func headlessTreeEmbedded() async throws {
        let demo = try DemoProcess(
            ["--category", "AX3", "--report", "--exit-after-restyles", "0"], environment: environment)
        let report = try #require(await demo.waitForReports(1).first)
        #expect(report.rows.count == TextStyle.allCases.count - 1)
        for row in report.rows {
            #expect(Self.same(row.measured.pixelSize, row.headlessPointSize), "\(row.style)")
            #expect(Self.same(row.measured.pixelSize, row.rampPixelSize), "\(row.style)")
        }
    }

    @Test("a maximum on a subtree limits its GTK labels as it limits the headless ones")
    func limitedSubtree() async throws {
        let demo = try DemoProcess(
            ["--category", "AX3", "--maximum-category", "xxxLarge", "--report", "--exit-after-restyles", "0"],
            environment: environment)
        let report = try #require(await demo.waitForReports(1).first)
        let limited = TextStyle.body.attributes(at: .extraExtraExtraLarge, in: Self.desktopRamp).pointSize
        #expect(Self.same(try #require(report.row("body")?.measured.pixelSize), limited))
        #expect(Self.same(try #require(report.row("body")?.headlessPointSize), limited))
        #expect(report.category == "accessibilityExtraLarge")
    }

    /// GTK's default font and the desktop's interface font alike (as GNOME's settings daemon
    /// gives GTK the font-name FontScale reads), GNOME's text-scaling-factor, the X resolution it
    /// sets, and the largest difference allowed between FontScale's body and a plain GtkLabel.
    /// A factor, the `Xft.dpi` that carries it to GTK, and the ramp the report names: Large Text's
    /// 1.25 is no category's own factor, so the ramp is drawn at it.
    static let desktopCases: [(factor: Double, xftDPI: Double, ramp: String)] = [
        (1.0, 96, "desktop-anchored (body 14.67 pt)"),
        (1.25, 120, "desktop-anchored (body 14.67 pt) at text scale 1.25"),
    ]

    @Test(
        "on the desktop's ramp a body label is as large as a plain GtkLabel, within 0.1 px, at the default size and at Large Text",
        arguments: desktopCases)
    func desktopRampMatchesPlainLabels(factor: Double, xftDPI: Double, ramp: String) async throws {
        var environment = self.environment
        environment["FONTSCALE_SYSTEM_FONT"] = "DejaVu Sans 11"
        environment["FONTSCALE_TEXT_SCALE"] = String(factor)
        let demo = try DemoProcess(
            [
                "--report", "--exit-after-restyles", "0", "--plain-label", "--gtk-font", "DejaVu Sans 11", "--xft-dpi",
                String(xftDPI),
            ], environment: environment)
        let report = try #require(await demo.waitForReports(1).first)
        let plain = try #require(report.plain)
        let body = try #require(report.row("body")?.measured)
        #expect(abs(plain.pixelSize - 11 * xftDPI / 72) < 0.01)  // GTK's own scaling of 11 pt
        #expect(abs(body.pixelSize - plain.pixelSize) <= 0.1, "body \(body.pixelSize) px, plain \(plain.pixelSize) px")
        #expect(report.ramp == ramp)
        #expect(demo.waitForExit() == 0)
    }

    @Test("--ramp apple keeps Apple's table in a GTK window: body is 17 px at the default size")
    func appleRamp() async throws {
        let demo = try DemoProcess(
            ["--category", "large", "--ramp", "apple", "--report", "--exit-after-restyles", "0"],
            environment: environment)
        let report = try #require(await demo.waitForReports(1).first)
        #expect(report.row("body")?.measured.pixelSize == 17 && report.ramp == "Apple")
    }

    @Test(
        "libadwaita's typography classes follow the text size in a real window, each at its text style's size",
        arguments: [ContentSizeCategory.large, .accessibilityExtraLarge])
    func adwaitaClasses(category: ContentSizeCategory) async throws {
        let demo = try DemoProcess(
            ["--category", category.name, "--adwaita", "--report", "--exit-after-restyles", "0"],
            environment: environment)
        let report = try #require(await demo.waitForReports(1).first)
        let measured = try #require(report.adwaita)
        #expect(measured.count == AdwaitaTypography.allCases.count)
        for typography in AdwaitaTypography.allCases {
            let label = try #require(measured[typography.className])
            let size = typography.textStyle.attributes(at: category, in: Self.desktopRamp).pointSize
            #expect(Self.same(label.pixelSize, size), "\(typography.className)")
            #expect(label.weight == typography.weight.openTypeWeight, "\(typography.className)")
        }
        #expect(demo.waitForExit() == 0)
    }

    @Test(
        "no text style is smaller than the smallest text GTK's own theme draws (its caption class) at the same scale",
        arguments: [
            ContentSizeCategory.large, .extraExtraExtraLarge, .accessibilityMedium, .accessibilityExtraExtraExtraLarge,
        ])
    func noStyleBelowTheDesktopsSmallestText(category: ContentSizeCategory) async throws {
        // GTK's theme sizes its classes from the interface font, which gtk-xft-dpi scales as a
        // desktop's text-size setting does; FontScale's sizes are pixels, which it does not.
        let dpi = 96 * category.textScale
        let demo = try DemoProcess(
            [
                "--screen", "ramp", "--category", category.name, "--ramp", "desktop", "--adwaita-classes", "--xft-dpi",
                "\(dpi)", "--report", "--exit-after-restyles", "0",
            ],
            environment: environment)
        let report = try #require(await demo.waitForReports(1).first)
        let caption = try #require(report.adwaita?["caption"]).pixelSize
        let smallest = try #require(report.rows.map(\.measured.pixelSize).min())
        #expect(report.rows.count > 10)
        // GTK rounds its caption to a whole pixel; the floor is libadwaita's 82 % unrounded.
        #expect(smallest >= caption - 0.05, "smallest style \(smallest) px, GTK's caption \(caption) px")
        #expect(demo.waitForExit() == 0)
    }

    @Test("Bold Text draws every style with its heavier face, clamped to the faces the family has")
    func boldText() async throws {
        let demo = try DemoProcess(
            ["--category", "large", "--bold-text", "--report", "--exit-after-restyles", "0"], environment: environment)
        let report = try #require(await demo.waitForReports(1).first)
        #expect(report.row("body")?.measured.weight == 600)
        #expect(report.row("body")?.measured.fontFile?.hasSuffix("NotoSans-SemiBold.ttf") == true)
        #expect(report.row("headline")?.measured.fontFile?.hasSuffix("NotoSans-Bold.ttf") == true)
    }

    @Test("with gtk-xft-dpi at 120 the sizes are not scaled a second time")
    func notScaledTwice() async throws {
        let demo = try DemoProcess(
            ["--category", "large", "--xft-dpi", "120", "--report", "--exit-after-restyles", "0"],
            environment: environment)
        let report = try #require(await demo.waitForReports(1).first)
        #expect(report.xftDPI == 120)
        #expect(Self.same(try #require(report.row("body")?.measured.pixelSize), 11.0 * 96 / 72))
        #expect(Self.same(try #require(report.row("title1")?.measured.pixelSize), 28 * 11.0 * 96 / 72 / 17))
    }

    @Test("a missing app family falls back to the system font, and the report says so")
    func missingFamily() async throws {
        // The fixtures' fonts, none of which fontconfig prefers for sans-serif (it prefers Noto
        // Sans, so the fallback from ./Fonts would be the app's own file).
        let demo = try DemoProcess(
            [
                "--category", "large", "--fonts-dir", Repository.fontsDirectory, "--family", "No Such Family",
                "--report", "--exit-after-restyles", "0",
            ], environment: environment)
        let report = try #require(await demo.waitForReports(1).first)
        #expect(report.isFallback && report.family != "No Such Family")
        #expect(report.row("body")?.measured.family == report.family)
        #expect(report.row("body")?.measured.fontFile?.hasPrefix(Repository.fontsDirectory) == false)
    }

    @Test(
        "gsettings on a private bus restyles the running window on its next frame, a factor within one category too"
    )
    func liveDesktopChange() async throws {
        let bus = try SessionBus(desktop: "GNOME", display: display)
        var environment = self.environment
        environment.merge(bus.environment) { $1 }
        display.apply(to: &environment)
        environment.removeValue(forKey: "FONTSCALE_CONTENT_SIZE")
        environment.removeValue(forKey: "FONTSCALE_TEXT_SCALE")
        #expect(try bus.setTextScalingFactor(1.0) == 0)
        let demo = try DemoProcess(["--report", "--exit-after-restyles", "2"], environment: environment)
        let first = try #require(await demo.waitForReports(1).first)
        // GNOME's font-name default (11 pt) anchors the ramp: body is 14.67 px at the default size.
        #expect(first.category == "large")
        #expect(Self.same(try #require(first.row("body")?.measured.pixelSize), 11.0 * 96 / 72))
        let start = Date()
        #expect(try bus.setTextScalingFactor(1.5) == 0)
        let reports = await demo.waitForReports(2)
        let elapsed = Date().timeIntervalSince(start) * 1000
        let second = try #require(reports.dropFirst().first)
        let category = try ContentSizeCategory(textScale: 1.5)
        #expect(second.category == category.name)
        // The desktop's ramp at the factor itself: body is the desktop font times 1.5.
        #expect(Self.same(try #require(second.row("body")?.measured.pixelSize), 11.0 * 96 / 72 * 1.5))
        let frame = try #require(second.changeToFrameMilliseconds)
        #expect(frame >= 0)
        print("gsettings → restyled frame: \(Int(elapsed)) ms end to end; change → next frame in the app: \(frame) ms")
        // 1.75 is the same category, AX1: the window still follows the factor.
        #expect(try bus.setTextScalingFactor(1.75) == 0)
        let third = try #require(await demo.waitForReports(3).dropFirst(2).first)
        #expect(third.category == category.name)
        #expect(Self.same(try #require(third.row("body")?.measured.pixelSize), 11.0 * 96 / 72 * 1.75))
        #expect(demo.waitForExit() == 0)
    }

    @Test("the first report times the start-up phases in order, to the first styled frame")
    func startupPhases() async throws {
        let demo = try DemoProcess(
            ["--category", "large", "--report", "--exit-after-restyles", "0"], environment: environment)
        let report = try #require(await demo.waitForReports(1).first)
        let phases = try #require(report.startup)
        #expect(phases.map(\.name).first == "main")
        #expect(phases.map(\.name).last == "first styled frame painted")
        #expect(zip(phases, phases.dropFirst()).allSatisfy { $0.milliseconds <= $1.milliseconds })
        #expect(phases.allSatisfy { $0.milliseconds > 0 })
        #expect(demo.waitForExit() == 0)
    }

    @Test("main-actor work posted from another thread runs inside GLib's loop, woken by libdispatch's event")
    func mainActorInsideTheLoop() async throws {
        struct Latency: Decodable {
            var mode: String
            var hops: Int
            var medianMicroseconds: Int
        }
        let demo = try DemoProcess(["--measure-main-actor"], environment: environment, running: .gtkHarness)
        #expect(demo.waitForExit() == 0)
        _ = await eventually { !demo.lines.isEmpty }  // the pipe may deliver after the exit
        let line = try #require(demo.lines.first)
        let latency = try JSONDecoder().decode(Latency.self, from: Data(line.utf8))
        #expect(latency.mode == "eventDriven" && latency.hops == 200)
        print("main-actor hop inside GLib's loop: median \(latency.medianMicroseconds) µs")
    }

    @Test("--screenshot renders the window to a PNG without a screen grabber")
    func screenshot() async throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("fontscale-\(UUID()).png").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let demo = try DemoProcess(["--category", "AX3", "--screenshot", path], environment: environment)
        #expect(demo.waitForExit() == 0)
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        #expect(data.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        #expect(data.count > 1_000)
    }
}
