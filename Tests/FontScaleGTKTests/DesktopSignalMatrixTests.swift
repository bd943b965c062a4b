import DemoReportsGTK
import DesktopSettings
import FontScaleGTK
import Foundation
import TestSupport
import Testing

/// The signals a GNOME, KDE, Xfce and sway session really have, each set where that desktop
/// sets it (dconf through `gsettings`, `kcmfonts` and `kdeglobals`, the X resources through
/// `xrdb`, the environment), and what each side makes of them: FontScale's body on the desktop's
/// ramp, resolved by `fontscale list` in that session, against the size GTK 4 itself draws a plain
/// label at there, measured in a real window (Xvfb for the X11 sessions, weston for sway).
@Suite(
    "Each desktop's session: FontScale's body against GTK's own label",
    .enabled(if: isGTKBuilt, "built without the GTK trait"), .requires(.xvfb, .xrdb, .weston))
struct DesktopSignalMatrixTests {
    /// One session: its desktop, whether it runs on Wayland, the GNOME settings it holds, its
    /// `kcmfonts` and `kdeglobals`, its X resources and variables; the source that must decide and
    /// the ones it must name as overruled.
    struct Session: Sendable, CustomTestStringConvertible {
        let desktop: String
        let wayland: Bool
        var textScalingFactor: Double?
        var kcmfonts: String?
        var kdeglobals: String?
        var resources: String?
        var variables: [String: String] = [:]
        let decides: TextSizeSource
        var overruled: [TextSizeSource] = []

        var testDescription: String { desktop + (wayland ? " (Wayland)" : " (X11)") }
    }

    /// The interface font every session names, and GTK is handed as its settings daemon would.
    static let font = "DejaVu Sans 11"

    static let sessions: [Session] = [
        // GNOME on X11: Large Text; gsd-xsettings publishes 96 × 1.25 as Xft.dpi too.
        Session(
            desktop: "GNOME", wayland: false, textScalingFactor: 1.25, resources: "Xft.dpi:\t120\n", decides: .gnome),
        // KDE Plasma on X11, "Force font DPI: 120": kcminit loads it as Xft.dpi, kde-gtk-config
        // mirrors it into GNOME's factor; the general font is 11 pt, which reads as 1.1.
        Session(
            desktop: "KDE", wayland: false, textScalingFactor: 1.25, kcmfonts: "[General]\nforceFontDPI=120\n",
            kdeglobals: "[General]\nfont=DejaVu Sans,11,-1,5,400,0,0,0,0,0,0,0,0,0,0,1\n", resources: "Xft.dpi:\t120\n",
            decides: .kdeForcedDPI, overruled: [.kde]),
        // Xfce: Appearance > Fonts > Custom DPI 120; xfsettingsd publishes it as Xft.dpi. GNOME's
        // factor is the schema's default there, and loses.
        Session(
            desktop: "XFCE", wayland: false, resources: "Xft.dpi:\t120\n",
            variables: ["FONTSCALE_SYSTEM_FONT": font], decides: .xResources, overruled: [.gnome]),
        // sway: GTK reads GNOME's factor from GSettings; GDK_DPI_SCALE is set for GTK 3 apps.
        Session(
            desktop: "sway", wayland: true, textScalingFactor: 1.25, variables: ["GDK_DPI_SCALE": "1.25"],
            decides: .gnome),
    ]

    /// The session's environment on a private bus and display, its files written.
    static func environment(_ session: Session, bus: SessionBus, display: VirtualDisplay) throws -> [String: String] {
        var environment = bus.environment
        display.apply(to: &environment)
        environment["XDG_SESSION_TYPE"] = session.wayland ? "wayland" : "x11"
        environment["GSK_RENDERER"] = "cairo"
        environment.merge(session.variables) { $1 }
        environment.merge(sanitizerEnvironment) { $1 }
        try bus.gsettings("set", "org.gnome.desktop.interface", "font-name", font)
        if let factor = session.textScalingFactor { _ = try bus.setTextScalingFactor(factor) }
        let configHome = URL(fileURLWithPath: try #require(environment["XDG_CONFIG_HOME"]))
        if let kcmfonts = session.kcmfonts {
            try Data(kcmfonts.utf8).write(to: configHome.appendingPathComponent("kcmfonts"))
        }
        if let kdeglobals = session.kdeglobals {
            try Data(kdeglobals.utf8).write(to: configHome.appendingPathComponent("kdeglobals"))
        }
        if let resources = session.resources { try display.loadResources(resources) }
        return environment
    }

    /// `fontscale list`'s JSON row: only what these tests read.
    struct ListRow: Decodable {
        struct Overruled: Decodable {
            let source: String
        }

        let pointSize: Double
        let textScale: Double
        let source: String
        let overruled: [Overruled]
    }

    /// Body on the desktop's ramp, as `fontscale list` resolves it in a session's environment.
    static func listedBody(environment: [String: String]) throws -> ListRow {
        let list = try runTool(
            BuiltExecutable("fontscale").require().path,
            ["list", "--ramp", "desktop", "--style", "body", "--format", "json"], environment: environment,
            currentDirectory: Repository.root)
        return try #require(try list.json([ListRow].self).first, "\(list.standardError)")
    }

    @Test(
        "in each desktop's session, body resolves within 0.5 pt of the size GTK draws a plain label at",
        arguments: sessions)
    func bodyMatchesGTK(session: Session) async throws {
        let display = try VirtualDisplay(kind: session.wayland ? .wayland : .x11)
        let bus = try SessionBus(desktop: session.desktop)
        let environment = try Self.environment(session, bus: bus, display: display)
        let row = try Self.listedBody(environment: environment)
        #expect(row.source == session.decides.description)
        #expect(row.overruled.map(\.source) == session.overruled.map(\.description))
        let demo = try DemoProcess(
            [
                "--category", "large", "--report", "--exit-after-restyles", "0", "--plain-label", "--gtk-font",
                Self.font,
            ],
            environment: environment)
        let plain = try #require(await demo.waitForReports(1).first?.plain, "\(demo.errorOutput)")
        #expect(
            abs(row.pointSize - plain.pixelSize) <= 0.5, "body \(row.pointSize) pt, GTK's label \(plain.pixelSize) px")
        #expect(demo.waitForExit() == 0)
    }

    @Test("GTK 4 ignores GDK_DPI_SCALE, so where it is the only signal FontScale alone applies it")
    func gdkDPIScaleAlone() async throws {
        let display = try VirtualDisplay(kind: .wayland)
        let bus = try SessionBus(desktop: "sway")
        var environment = try Self.environment(
            Session(desktop: "sway", wayland: true, variables: ["GDK_DPI_SCALE": "1.25"], decides: .gdkDPIScale),
            bus: bus, display: display)
        let row = try Self.listedBody(environment: environment)
        #expect(row.source == "GDK_DPI_SCALE")
        var plainSizes: [Double] = []
        for scale in ["1.25", nil] {
            environment["GDK_DPI_SCALE"] = scale
            let demo = try DemoProcess(
                [
                    "--category", "large", "--report", "--exit-after-restyles", "0", "--plain-label", "--gtk-font",
                    Self.font,
                ],
                environment: environment)
            plainSizes.append(try #require(await demo.waitForReports(1).first?.plain?.pixelSize))
            #expect(demo.waitForExit() == 0)
        }
        // GTK 4 draws the same label with and without it (GTK 3 multiplied its font DPI by it) …
        #expect(plainSizes[0] == plainSizes[1])
        // … and FontScale's body is the 1.25 × the person asked for, to the nearest category.
        #expect(abs(row.pointSize - plainSizes[0] * 1.25) <= 0.5, "body \(row.pointSize), GTK \(plainSizes[0])")
    }
}
