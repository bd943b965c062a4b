import DynamicType
import Foundation
import Logging
import TestSupport
import Testing

@testable import DesktopSettings

/// Values no person sets but a desktop source can carry: exponents, hexadecimal, absurd and
/// non-finite sizes. Each is refused with a reason naming its source, and a running monitor keeps
/// the source's last good value.
@Suite("Hostile desktop values")
struct HostileValueTests {
    static let refusedPango = [
        "Cantarell 1e19", "Cantarell 1e308", "Inter 0x10", "Cantarell 99999", "Cantarell 0.0001", "Cantarell inf",
        "Cantarell nan", "Cantarell 5", "Inter 100px", "Cantarell 1" + String(repeating: "0", count: 400),
    ]

    @Test("a Pango description whose size is not a plain decimal within 6–72 pt is refused", arguments: refusedPango)
    func refusedPangoSize(text: String) {
        #expect(DesktopFont(pangoDescription: text) == nil)
    }

    static let refusedQt = [
        "Noto Sans,1e19,-1,5,400", "Noto Sans,-1,99999,5,400", "Noto Sans,99999,-1", "Noto Sans,0x10,-1",
        "Noto Sans,-2,16", "Noto Sans,inf,-1", "Noto Sans,-1,1e3", "Noto Sans,0.0001,-1",
    ]

    @Test("a serialized QFont whose size is not a plain decimal within 6–72 pt is refused", arguments: refusedQt)
    func refusedQtSize(text: String) {
        #expect(DesktopFont(qtFont: text) == nil)
    }

    @Test(
        "the range's ends are sizes a desktop font can have", arguments: ["Cantarell 6", "Cantarell 72", "Inter 96px"])
    func rangeEnds(text: String) {
        #expect(DesktopFont(pangoDescription: text) != nil)
    }

    @Test("KDE's pixel-sized font too large to be a desktop font gives no factor, with the size in the reason")
    func kdeAbsurdPixels() {
        let reading = KDEGlobals.factor(fromFont: "Noto Sans,-1,99999,5,400", referencePointSize: 10)
        guard case .invalid(let reason) = reading else {
            Issue.record("99999 px was read as \(reading)")
            return
        }
        #expect(reason.contains("99999px") && reason.contains("[General] font"))
    }

    @Test("gsettings output other than a plain decimal is refused", arguments: ["0x1p1", "1e0", "inf", "-1", ""])
    func gsettingsOutput(text: String) {
        guard case .invalid = GNOMETextScaling.parse(text) else {
            Issue.record("'\(text)' was read as a factor")
            return
        }
    }

    @Test("a refused FONTSCALE_SYSTEM_FONT is logged by name and the next source decides")
    func refusedVariable() throws {
        let log = LogCapture()
        let fonts = DesktopFontReader(
            environment: [
                "FONTSCALE_SYSTEM_FONT": "Cantarell 1e19", "GSETTINGS_BACKEND": "memory",
                "XDG_CONFIG_HOME": "/nonexistent",
            ],
            logger: log.logger
        ).read()
        #expect(fonts.interface == DesktopFonts.fallback.interface)
        #expect(log.lines.contains { $0.contains("FONTSCALE_SYSTEM_FONT") && $0.contains("1e19") })
    }

    @Test("a bad kdeglobals size keeps KDE's last good value: no change is reported, and the log names kdeglobals")
    func kdeKeepsLastGoodValue() async throws {
        let (monitor, log, directory) = try Self.kdeMonitor()
        defer { try? FileManager.default.removeItem(at: directory) }
        let before = await monitor.settled()
        let received = Counter()
        let observation = monitor.observeChanges { received.record("\($0.textScale) \($0.fonts.interface)") }
        defer { observation.cancel() }
        monitor.start()
        defer { monitor.stop() }
        #expect(await eventually { monitor.isWatchingFiles })
        try KDEAndOverrideTests.writeKDEGlobals(KDEAndOverrideTests.kdeglobals(pointSize: "1e19"), in: directory)
        #expect(await eventually { log.lines.contains { $0.contains("kdeglobals") && $0.contains("1e19") } })
        #expect(monitor.current == before)
        try KDEAndOverrideTests.writeKDEGlobals(KDEAndOverrideTests.kdeglobals(pointSize: "15"), in: directory)
        #expect(await eventually { !received.values.isEmpty })
        try await Task.sleep(for: .milliseconds(200))  // time for a stray change to arrive
        #expect(received.values == ["1.5 Noto Sans 15pt"])
    }

    @Test("a refused GNOME font-name keeps the last good font, and the log names GNOME's key")
    func gnomeFontKeepsLastGoodValue() async throws {
        let bus = try SessionBus()
        #expect(try bus.gsettings("set", "org.gnome.desktop.interface", "font-name", "Inter 12") == 0)
        let log = LogCapture()
        let environment = bus.environment.merging(["XDG_CURRENT_DESKTOP": "GNOME"]) { $1 }
        let monitor = DesktopTextSizeMonitor(environment: environment, logger: log.logger)
        _ = await monitor.settled()
        monitor.start()
        defer { monitor.stop() }
        #expect(await eventually { monitor.isWatchingFiles })
        #expect(try bus.gsettings("set", "org.gnome.desktop.interface", "font-name", "Inter 99999") == 0)
        #expect(await eventually { log.lines.contains { $0.contains("GNOME's font-name 'Inter 99999'") } })
        #expect(monitor.current.fonts.interface == DesktopFont(family: "Inter", pointSize: 12))
        #expect(monitor.current.fonts.source == .gnome)
    }

    @Test(
        "a factor dconf holds that GSettings ignores keeps GNOME's last good factor in a running monitor, and the log names the key",
        .requires(.dconf), arguments: ["'big'", "99.0", "int32 2"])
    func gnomeFactorIgnoredByGSettings(value: String) async throws {
        let bus = try SessionBus()
        #expect(try bus.setTextScalingFactor(1.5) == 0)
        let log = LogCapture()
        let monitor = DesktopTextSizeMonitor(environment: bus.environment, logger: log.logger)
        let before = await monitor.settled()
        monitor.start()
        defer { monitor.stop() }
        #expect(await eventually { monitor.isWatchingFiles })
        #expect(try bus.dconf("write", "/org/gnome/desktop/interface/text-scaling-factor", value) == 0)
        #expect(
            await eventually { log.lines.contains { $0.contains("text-scaling-factor") && $0.contains("dconf holds") } }
        )
        #expect(monitor.current == before)
        #expect(monitor.current.textScale == 1.5)
    }

    @Test("a font-name of another type in dconf keeps GNOME's last good font in a running monitor", .requires(.dconf))
    func gnomeFontOfAnotherType() async throws {
        let bus = try SessionBus()
        #expect(try bus.gsettings("set", "org.gnome.desktop.interface", "font-name", "Inter 12") == 0)
        let log = LogCapture()
        let monitor = DesktopTextSizeMonitor(environment: bus.environment, logger: log.logger)
        _ = await monitor.settled()
        monitor.start()
        defer { monitor.stop() }
        #expect(await eventually { monitor.isWatchingFiles })
        #expect(try bus.dconf("write", "/org/gnome/desktop/interface/font-name", "42") == 0)
        #expect(await eventually { log.lines.contains { $0.contains("font-name") && $0.contains("not a string") } })
        #expect(monitor.current.fonts.interface == DesktopFont(family: "Inter", pointSize: 12))
    }

    @Test(
        "a kdeglobals that cannot be read as text keeps KDE's last good font and size in a running monitor",
        arguments: [[0xFF, 0xFE] as [UInt8], Array(repeating: UInt8(ascii: "#"), count: 17 << 20)])
    func kdeglobalsNotText(tail: [UInt8]) async throws {
        let (monitor, log, directory) = try Self.kdeMonitor()
        defer { try? FileManager.default.removeItem(at: directory) }
        let before = await monitor.settled()
        monitor.start()
        defer { monitor.stop() }
        #expect(await eventually { monitor.isWatchingFiles })
        let temporary = directory.appendingPathComponent("kdeglobals.new")
        try (Data(KDEAndOverrideTests.kdeglobals(pointSize: "20").utf8) + tail).write(to: temporary)
        #expect(rename(temporary.path, directory.appendingPathComponent("kdeglobals").path) == 0)
        #expect(await eventually { log.lines.contains { $0.contains("ignoring kdeglobals:") } })
        #expect(monitor.current == before)
        #expect(monitor.current.fonts.interface == DesktopFont(family: "Noto Sans", pointSize: 12))
    }

    /// A monitor of a private KDE session whose `kdeglobals` names Noto Sans at 12 pt, the log it
    /// writes to, and the session's folder, which the caller removes.
    static func kdeMonitor() throws -> (DesktopTextSizeMonitor, LogCapture, URL) {
        let (environment, directory) = try KDEAndOverrideTests.environment()
        try KDEAndOverrideTests.writeKDEGlobals(KDEAndOverrideTests.kdeglobals(pointSize: "12"), in: directory)
        let log = LogCapture()
        return (DesktopTextSizeMonitor(environment: environment, logger: log.logger), log, directory)
    }
}
