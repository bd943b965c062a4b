import DesktopSettings
import DynamicType
import Foundation
import Logging
import TestSupport
import Testing

/// KDE's forced font DPI, `Xft.dpi` in the X resources and `GDK_DPI_SCALE`: each read from its
/// real source (a `kcmfonts` file, a real X server with `xrdb`-loaded resources, the
/// environment), and the order that decides between them.
@Suite("Every desktop's text-size signal")
struct DesktopSignalTests {
    /// A private configuration home on `desktop`, with no bus: GNOME's settings come from the
    /// schema's default in memory.
    static func environment(desktop: String, extra: [String: String] = [:]) throws -> ([String: String], URL) {
        try KDEAndOverrideTests.environment(desktop: desktop, extra: extra)
    }

    /// Replaces `kcmfonts` with `text`, written beside and renamed over, as KConfig writes.
    static func writeKCMFonts(_ text: String, in directory: URL) throws {
        let temporary = directory.appendingPathComponent("kcmfonts.new")
        try Data(text.utf8).write(to: temporary)
        #expect(rename(temporary.path, directory.appendingPathComponent("kcmfonts").path) == 0)
    }

    // MARK: KDE's forced font DPI

    @Test(
        "KDE's forced font DPI is read from kcmfonts under the key of the session, 0 meaning not forced",
        arguments: [
            ("x11", "[General]\nforceFontDPI=120\nforceFontDPIWayland=144\n", KDEFontDPI.Reading.factor(1.25)),
            ("wayland", "[General]\nforceFontDPI=120\nforceFontDPIWayland=144\n", .factor(1.5)),
            // Plasma 6 deleted the Wayland key: its Wayland sessions have no forced DPI.
            ("wayland", "[General]\nforceFontDPI=120\n", .absent),
            ("x11", "[General]\nforceFontDPI=0\n", .absent),
            ("x11", "[General]\nforceFontDPI[$i]=192\n", .factor(2)),
            ("x11", "[Other]\nforceFontDPI=120\n", .absent),
        ])
    func kdeForcedDPI(session: String, kcmfonts: String, expected: KDEFontDPI.Reading) throws {
        let (environment, directory) = try Self.environment(desktop: "KDE", extra: ["XDG_SESSION_TYPE": session])
        defer { try? FileManager.default.removeItem(at: directory) }
        try Self.writeKCMFonts(kcmfonts, in: directory)
        #expect(KDEFontDPI(environment: environment).read() == expected)
    }

    @Test(
        "a garbage forced font DPI is refused with the reason, and KDE's font size decides",
        arguments: ["1e19", "-120", "lots", "0x78", "nan", "99999"])
    func garbageForcedDPI(value: String) throws {
        let (environment, directory) = try Self.environment(desktop: "KDE", extra: ["XDG_SESSION_TYPE": "x11"])
        defer { try? FileManager.default.removeItem(at: directory) }
        try Self.writeKCMFonts("[General]\nforceFontDPI=\(value)\n", in: directory)
        try Data("[General]\nfont=Noto Sans,12.5,-1,5,400,0,0,0,0,0,0,0,0,0,0,1\n".utf8).write(
            to: directory.appendingPathComponent("kdeglobals"))
        guard case .invalid(let reason) = KDEFontDPI(environment: environment).read() else {
            Issue.record("\(value) was not refused")
            return
        }
        #expect(reason.contains("forceFontDPI"))
        let log = LogCapture()
        let size = DesktopTextSizeMonitor(environment: environment, logger: log.logger).current
        #expect(size.source == .kde && size.textScale == 1.25)
        #expect(log.lines.contains { $0.contains("ignoring kcmfonts") })
    }

    @Test("a running monitor follows KDE's forced font DPI when kcmfonts is rewritten")
    func kdeForcedDPILive() async throws {
        let (environment, directory) = try Self.environment(desktop: "KDE", extra: ["XDG_SESSION_TYPE": "x11"])
        defer { try? FileManager.default.removeItem(at: directory) }
        let monitor = DesktopTextSizeMonitor(environment: environment)
        #expect(monitor.current.category == .large)
        monitor.start()
        defer { monitor.stop() }
        try Self.writeKCMFonts("[General]\nforceFontDPI=144\n", in: directory)
        #expect(await eventually { monitor.current.source == .kdeForcedDPI && monitor.current.textScale == 1.5 })
    }

    // MARK: Xft.dpi

    @Test(
        "Xft.dpi is read from the X resources xrdb loaded into a real X server",
        .requires(.xvfb, .xrdb),
        arguments: [
            ("Xft.antialias:\t1\nXft.dpi:\t120\n", XResourcesDPI.Reading.factor(1.25)),
            ("Xft*dpi:\t144\n", .factor(1.5)),
            ("Xft.hintstyle:\thintslight\n", .absent),
        ])
    func xftDPI(resources: String, expected: XResourcesDPI.Reading) throws {
        let display = try VirtualDisplay(kind: .x11)
        try display.loadResources(resources)
        #expect(XResourcesDPI(environment: ["DISPLAY": display.name]).read() == expected)
    }

    @Test(
        "a garbage Xft.dpi is refused with the reason, and GNOME's factor decides on Xfce",
        .requires(.xvfb, .xrdb), arguments: ["1e19", "-96", "big", "0", "1000000"])
    func garbageXftDPI(value: String) async throws {
        let display = try VirtualDisplay(kind: .x11)
        try display.loadResources("Xft.dpi:\t\(value)\n")
        guard case .invalid(let reason) = XResourcesDPI(environment: ["DISPLAY": display.name]).read() else {
            Issue.record("\(value) was not refused")
            return
        }
        #expect(reason.contains("Xft.dpi"))
        let (environment, directory) = try Self.environment(desktop: "XFCE", extra: ["DISPLAY": display.name])
        defer { try? FileManager.default.removeItem(at: directory) }
        let size = await DesktopTextSizeMonitor(environment: environment).settled()
        #expect(size.source == .gnome && size.textScale == 1)
    }

    @Test(
        "no DISPLAY reads as absent; a remote, malformed or dead display as unavailable, within the deadline",
        arguments: [(nil, true), ("remotehost:0", false), (":1.2.3", false), (":99999", false), ("", true)]
            as [(
                String?, Bool
            )])
    func unreachableDisplay(display: String?, absent: Bool) {
        let started = ContinuousClock.now
        let reading = XResourcesDPI(environment: display.map { ["DISPLAY": $0] } ?? [:]).read()
        if absent {
            #expect(reading == .absent)
        } else if case .unavailable = reading {
        } else {
            Issue.record("\(display ?? "-") read as \(reading)")
        }
        #expect(ContinuousClock.now - started < XResourcesDPI.timeout * 2)
    }

    @Test("a running monitor follows Xft.dpi when xrdb loads new resources", .requires(.xvfb, .xrdb))
    func xftDPILive() async throws {
        let display = try VirtualDisplay(kind: .x11)
        try display.loadResources("Xft.dpi:\t96\n")
        let (environment, directory) = try Self.environment(desktop: "XFCE", extra: ["DISPLAY": display.name])
        defer { try? FileManager.default.removeItem(at: directory) }
        let monitor = DesktopTextSizeMonitor(environment: environment)
        #expect(await monitor.settled().source == .xResources)
        let changes = monitor.changes()
        monitor.start()
        defer { monitor.stop() }
        #expect(await eventually { monitor.isWatchingXResources })
        try display.loadResources("Xft.dpi:\t144\n")
        var iterator = changes.makeAsyncIterator()
        let change = await iterator.next()
        #expect(change?.source == .xResources && change?.textScale == 1.5 && change?.category == .accessibilityMedium)
    }

    // MARK: GDK_DPI_SCALE

    @Test(
        "GDK_DPI_SCALE decides only where no desktop setting has a value, and a garbage one is ignored",
        arguments: [
            ("sway", "1.25", TextSizeSource.gdkDPIScale, 1.25), ("sway", "1e3", .default, 1),
            ("sway", "-2", .default, 1),
            ("KDE", "1.5", .kde, 1.2),
        ])
    func gdkDPIScale(desktop: String, value: String, source: TextSizeSource, scale: Double) throws {
        let (environment, directory) = try Self.environment(
            desktop: desktop, extra: ["GDK_DPI_SCALE": value, "XDG_SESSION_TYPE": "wayland"])
        defer { try? FileManager.default.removeItem(at: directory) }
        if desktop == "KDE" {
            try Data("[General]\nfont=Noto Sans,12,-1,5,400\n".utf8).write(
                to: directory.appendingPathComponent("kdeglobals"))
        }
        let size = DesktopTextSizeMonitor(environment: environment).current
        #expect(size.source == source && abs(size.textScale - scale) < 1e-9)
    }

    // MARK: Precedence and conflicts

    /// A session's environment and the sources' factors, the source that must decide, and the
    /// ones that must be reported as overruled.
    static let precedence:
        [(
            session: [String: String], gnome: Double?, kdeForcedDPI: Double?, kde: Double?, xResources: Double?,
            decides: TextSizeSource, overruled: [TextSizeSource]
        )] = [
            // GNOME: its factor; Xft.dpi mirrors it (gsd-xsettings writes 96 × factor).
            (["XDG_CURRENT_DESKTOP": "GNOME", "XDG_SESSION_TYPE": "x11"], 1.25, nil, nil, 1.25, .gnome, []),
            // GNOME with a stale Xft.dpi: GNOME's factor wins, the X resources are overruled.
            (["XDG_CURRENT_DESKTOP": "GNOME", "XDG_SESSION_TYPE": "x11"], 1.25, nil, nil, 1, .gnome, [.xResources]),
            // KDE: the forced DPI over the font size; kde-gtk-config's mirror into GSettings agrees.
            (["XDG_CURRENT_DESKTOP": "KDE", "XDG_SESSION_TYPE": "x11"], 1.25, 1.25, 1.1, 1.25, .kdeForcedDPI, [.kde]),
            (["XDG_CURRENT_DESKTOP": "KDE", "XDG_SESSION_TYPE": "wayland"], nil, nil, 1.2, nil, .kde, []),
            // Xfce: its daemon's Xft.dpi over GNOME's schema default.
            (["XDG_CURRENT_DESKTOP": "XFCE", "XDG_SESSION_TYPE": "x11"], 1, nil, nil, 1.25, .xResources, [.gnome]),
            (["XDG_CURRENT_DESKTOP": "MATE"], 1, nil, nil, 1.5, .xResources, [.gnome]),
            // i3 (X11): the user's ~/.Xresources over a factor set for GTK.
            (["XDG_CURRENT_DESKTOP": "i3", "XDG_SESSION_TYPE": "x11"], 1.5, nil, nil, 1.25, .xResources, [.gnome]),
            // sway (Wayland): the factor GTK reads from GSettings over Xwayland's resources.
            (
                ["XDG_CURRENT_DESKTOP": "sway", "XDG_SESSION_TYPE": "wayland"], 1.5, nil, nil, 1.25, .gnome,
                [.xResources]
            ),
            // With GDK_DPI_SCALE beside a desktop's setting: overruled.
            (
                ["XDG_CURRENT_DESKTOP": "sway", "XDG_SESSION_TYPE": "wayland", "GDK_DPI_SCALE": "2"], 1.25, nil, nil,
                nil,
                .gnome, [.gdkDPIScale]
            ),
            // An app's own variable beats every desktop signal, which are then all overruled.
            (
                ["XDG_CURRENT_DESKTOP": "KDE", "FONTSCALE_TEXT_SCALE": "2"], nil, 1.25, 1.1, 1.25, .textScaleVariable,
                [.kdeForcedDPI, .kde, .xResources]
            ),
        ]

    @Test(
        "the desktop's own signal decides, and every source that disagrees is reported as overruled, in order",
        arguments: precedence)
    func precedenceOrder(
        session: [String: String], gnome: Double?, kdeForcedDPI: Double?, kde: Double?, xResources: Double?,
        decides: TextSizeSource, overruled: [TextSizeSource]
    ) {
        let resolver = DesktopTextSizeResolver(environment: session, logger: Logger(label: "test"))
        let size = resolver.resolve(
            override: nil, gnome: gnome, kde: kde, kdeForcedDPI: kdeForcedDPI, xResources: xResources)
        #expect(size.source == decides)
        #expect(size.overruled.map(\.source) == overruled)
    }

    @Test(
        "the portal and the settings it relays are one signal: while a change travels neither overrules the other",
        arguments: [
            (["FLATPAK_ID": "org.example.Mail", "XDG_CURRENT_DESKTOP": "GNOME"], TextSizeSource.portal),
            (["XDG_CURRENT_DESKTOP": "GNOME"], TextSizeSource.gnome),
        ])
    func relayedSettingIsNoConflict(session: [String: String], decides: TextSizeSource) {
        let resolver = DesktopTextSizeResolver(environment: session, logger: Logger(label: "test"))
        // GNOME's factor is already 1.5; the portal still says 1.0, or the other way round.
        let size = resolver.resolve(override: nil, gnome: 1.5, kde: nil, portal: 1.0, xResources: 1.25)
        #expect(size.source == decides)
        #expect(size.overruled.map(\.source) == [.xResources])
    }

    @Test(
        "a monitor reports a conflict on disk: Xfce's Xft.dpi wins and GNOME's default is named as overruled",
        .requires(.xvfb, .xrdb))
    func conflictReported() async throws {
        let display = try VirtualDisplay(kind: .x11)
        try display.loadResources("Xft.dpi:\t120\n")
        let (environment, directory) = try Self.environment(desktop: "XFCE", extra: ["DISPLAY": display.name])
        defer { try? FileManager.default.removeItem(at: directory) }
        let size = await DesktopTextSizeMonitor(environment: environment).settled()
        #expect(size.source == .xResources && size.category == .extraExtraLarge)
        #expect(size.overruled == [TextSizeReading(source: .gnome, textScale: 1)])
        #expect(size.description.hasSuffix("from xft-dpi; overruled: gnome 1"))
    }
}
