import DesktopSettings
import DynamicType
import Foundation
import Logging
import TestSupport
import Testing

@Suite("The desktop's interface fonts")
struct DesktopFontTests {
    static let pangoDescriptions: [(String, DesktopFont?)] = [
        ("Cantarell 11", DesktopFont(family: "Cantarell", pointSize: 11)),
        ("Adwaita Sans 11", DesktopFont(family: "Adwaita Sans", pointSize: 11)),
        ("Noto Sans Bold Italic 10", DesktopFont(family: "Noto Sans", pointSize: 10)),
        ("DejaVu Sans Mono Book 11", DesktopFont(family: "DejaVu Sans Mono", pointSize: 11)),
        ("Source Code Pro 10.5", DesktopFont(family: "Source Code Pro", pointSize: 10.5)),
        ("Inter, Cantarell, Semi-Bold 12", DesktopFont(family: "Inter", pointSize: 12)),
        ("Inter 16px", DesktopFont(family: "Inter", pointSize: 12)),
        ("", nil), ("Cantarell", nil), ("11", nil), ("Cantarell -3", nil), ("Cantarell nan", nil), ("Bold 11", nil),
    ]

    @Test("a Pango description gives its first family and its size in points", arguments: pangoDescriptions)
    func pango(text: String, expected: DesktopFont?) {
        #expect(DesktopFont(pangoDescription: text) == expected)
    }

    static let qtFonts: [(String, DesktopFont?)] = [
        ("Noto Sans,10,-1,5,400,0,0,0,0,0,0,0,0,0,0,1", DesktopFont(family: "Noto Sans", pointSize: 10)),
        ("Hack,9.5,-1,5,50,0,0,0,0,0", DesktopFont(family: "Hack", pointSize: 9.5)),
        ("Noto Sans,-1,16,5,400,0,0,0,0,0", DesktopFont(family: "Noto Sans", pointSize: 12)),
        (",10,-1", nil), ("Noto Sans", nil), ("Noto Sans,big", nil), ("Noto Sans,-1,-1", nil),
    ]

    @Test("a serialized QFont gives its family and its size in points", arguments: qtFonts)
    func qt(text: String, expected: DesktopFont?) {
        #expect(DesktopFont(qtFont: text) == expected)
    }

    @Test("11 pt is 14.67 px at 96 dpi")
    func pixels() {
        #expect(abs(DesktopFont(family: "Cantarell", pointSize: 11).pixelSize() - 14.6667) < 0.001)
    }

    /// An environment of a private desktop session on `bus`.
    static func session(_ bus: SessionBus, desktop: String = "GNOME") -> [String: String] {
        bus.environment.merging(["XDG_CURRENT_DESKTOP": desktop]) { $1 }
    }

    @Test("GNOME's font-name and monospace-font-name set with gsettings are read from dconf's files")
    func gnomeSet() throws {
        let bus = try SessionBus()
        #expect(try bus.gsettings("set", "org.gnome.desktop.interface", "font-name", "Adwaita Sans 12") == 0)
        #expect(try bus.gsettings("set", "org.gnome.desktop.interface", "monospace-font-name", "Hack 10") == 0)
        let fonts = DesktopFontReader(environment: Self.session(bus)).read()
        #expect(fonts.interface == DesktopFont(family: "Adwaita Sans", pointSize: 12))
        #expect(fonts.monospace == DesktopFont(family: "Hack", pointSize: 10))
        #expect(fonts.source == .gnome)
    }

    @Test("with nothing set on GNOME, the schema's default is the interface font, as gsettings reports it")
    func gnomeDefault() throws {
        let bus = try SessionBus()
        let output = try runTool(
            "/usr/bin/gsettings", ["get", "org.gnome.desktop.interface", "font-name"], environment: bus.environment)
        let text = output.standardOutput.trimmingCharacters(in: CharacterSet(charactersIn: "'\n"))
        let fonts = DesktopFontReader(environment: Self.session(bus)).read()
        #expect(fonts.interface == DesktopFont(pangoDescription: text))
        #expect(fonts.source == .gnome)
    }

    @Test("off GNOME, GNOME's unset default names no font: the fallback applies")
    func defaultOffGNOME() throws {
        let bus = try SessionBus()
        #expect(DesktopFontReader(environment: Self.session(bus, desktop: "")).read() == .fallback)
    }

    @Test("on KDE, [General] font and fixed in kdeglobals are the fonts")
    func kde() throws {
        let (environment, directory) = try KDEAndOverrideTests.environment()
        defer { try? FileManager.default.removeItem(at: directory) }
        try KDEAndOverrideTests.writeKDEGlobals(
            "[General]\nfixed=Hack,9,-1,5,400,0,0,0,0,0\nfont=Noto Sans,10,-1,5,400,0,0,0,0,0\n", in: directory)
        let fonts = DesktopFontReader(environment: environment).read()
        #expect(fonts.interface == DesktopFont(family: "Noto Sans", pointSize: 10))
        #expect(fonts.monospace == DesktopFont(family: "Hack", pointSize: 9))
        #expect(fonts.source == .kde)
    }

    @Test("FONTSCALE_SYSTEM_FONT beats the desktop; an unusable value is logged and the desktop decides")
    func override() throws {
        let (environment, directory) = try KDEAndOverrideTests.environment()
        defer { try? FileManager.default.removeItem(at: directory) }
        try KDEAndOverrideTests.writeKDEGlobals("[General]\nfont=Noto Sans,10,-1,5,400,0,0,0,0,0\n", in: directory)
        let set = environment.merging(["FONTSCALE_SYSTEM_FONT": "Inter 12"]) { $1 }
        let fonts = DesktopFontReader(environment: set).read()
        #expect(fonts.interface == DesktopFont(family: "Inter", pointSize: 12) && fonts.source == .variable)
        #expect(fonts.monospace == DesktopFonts.fallback.monospace)  // KDE named no fixed font

        let log = LogCapture()
        let bad = environment.merging(["FONTSCALE_SYSTEM_FONT": "twelve"]) { $1 }
        let fallback = DesktopFontReader(environment: bad, logger: log.logger).read()
        #expect(fallback.interface == DesktopFont(family: "Noto Sans", pointSize: 10) && fallback.source == .kde)
        #expect(log.lines.contains { $0.contains("FONTSCALE_SYSTEM_FONT") && $0.contains("twelve") })
    }

    @Test("the monitor reports a changed font-name as a change, with the new fonts")
    func followedLive() async throws {
        let bus = try SessionBus()
        let monitor = DesktopTextSizeMonitor(environment: Self.session(bus))
        monitor.start()
        defer { monitor.stop() }
        #expect(try bus.gsettings("set", "org.gnome.desktop.interface", "font-name", "Inter 13") == 0)
        #expect(await eventually { monitor.current.fonts.interface == DesktopFont(family: "Inter", pointSize: 13) })
        #expect(monitor.current.fonts.source == .gnome)
        #expect(monitor.current.category == .large)
    }
}
