import Foundation
import TestSupport
import Testing

@testable import DesktopSettings

/// Each desktop source refuses a value no desktop's settings can give, naming the value and where
/// the bounds come from, and reads every value inside them.
@Suite("The values desktops set, and no others")
struct DesktopValueRangeTests {
    /// What a source read: the factor, or the reason it refused the value.
    enum Outcome: Equatable {
        case factor(Double)
        case refused(String)
        case other
    }

    static func outcome(_ reading: XResourcesDPI.Reading) -> Outcome {
        switch reading {
        case .factor(let factor): .factor(factor)
        case .invalid(let reason): .refused(reason)
        default: .other
        }
    }

    static func outcome(_ reading: KDEFontDPI.Reading) -> Outcome {
        switch reading {
        case .factor(let factor): .factor(factor)
        case .invalid(let reason): .refused(reason)
        default: .other
        }
    }

    static func outcome(_ reading: GNOMETextScaling.Reading) -> Outcome {
        switch reading {
        case .factor(let factor): .factor(factor)
        case .invalid(let reason): .refused(reason)
        default: .other
        }
    }

    static func outcome(_ reading: SettingsPortalTextScaling.Reading) -> Outcome {
        switch reading {
        case .factor(let factor): .factor(factor)
        case .invalid(let reason): .refused(reason)
        default: .other
        }
    }

    /// Expects `factor` when there is one, else a refusal whose reason says each of `reasons`.
    static func expect(_ outcome: Outcome, factor: Double?, reasons: [String]) {
        switch (outcome, factor) {
        case (.factor(let read), let factor?): #expect(read == factor)
        case (.refused(let reason), nil): #expect(reasons.allSatisfy(reason.contains), "\(reason)")
        default: Issue.record("read as \(outcome), expected \(factor.map { "\($0)" } ?? "a refusal")")
        }
    }

    @Test(
        "Xft.dpi is read from GNOME's smallest text size to its largest on a display scaled 4×, and refused outside",
        arguments: [("48", 0.5), ("120", 1.25), ("1152", 3.0), ("47.5", nil), ("1153", nil), ("1000000", nil)])
    func xftDPI(value: String, factor: Double?) {
        Self.expect(
            Self.outcome(XResourcesDPI.reading(ofDPI: value)), factor: factor,
            reasons: ["Xft.dpi \(value) is outside", "48 to 1152"])
    }

    @Test(
        "KDE's forced font DPI is read from 1 to 999, as KDE's Fonts settings allow, and refused outside",
        arguments: [("1", 0.5), ("144", 1.5), ("999", 3.0), ("1000", nil), ("99999", nil), ("0.5", nil)])
    func kdeForcedDPI(value: String, factor: Double?) {
        let reading = KDEFontDPI.reading(ofKCMFonts: "[General]\nforceFontDPI=\(value)\n", key: "forceFontDPI")
        Self.expect(
            Self.outcome(reading), factor: factor,
            reasons: ["forceFontDPI \(value) is outside", "KDE's Fonts settings allow 1 to 999"])
    }

    @Test(
        "GNOME's text-scaling-factor, read from dconf or through the portal, is refused outside its schema's 0.5 to 3.0",
        arguments: [(0.5, true), (1.25, true), (3.0, true), (0.49, false), (3.01, false), (10, false)])
    func textScalingFactor(factor: Double, accepted: Bool) {
        for outcome in [
            Self.outcome(GNOMETextScaling.reading(factor)),
            Self.outcome(SettingsPortalTextScaling.reading(ofFactor: factor)),
        ] {
            Self.expect(outcome, factor: accepted ? factor : nil, reasons: ["GNOME's schema allows 0.5 to 3.0"])
        }
    }

    @Test("a running monitor keeps KDE's forced DPI when kcmfonts is rewritten out of range, and logs the value")
    func outOfRangeLiveKeepsTheLastGoodValue() async throws {
        let (environment, directory) = try DesktopSignalTests.environment(
            desktop: "KDE", extra: ["XDG_SESSION_TYPE": "x11"])
        defer { try? FileManager.default.removeItem(at: directory) }
        try DesktopSignalTests.writeKCMFonts("[General]\nforceFontDPI=144\n", in: directory)
        let log = LogCapture()
        let monitor = DesktopTextSizeMonitor(environment: environment, logger: log.logger)
        monitor.start()
        defer { monitor.stop() }
        #expect(monitor.current.source == .kdeForcedDPI && monitor.current.textScale == 1.5)
        try DesktopSignalTests.writeKCMFonts("[General]\nforceFontDPI=99999\n", in: directory)
        #expect(await eventually { log.lines.contains { $0.contains("forceFontDPI 99999 is outside") } })
        #expect(log.lines.contains { $0.contains("keeping 1.5") }, "\(log.lines)")
        #expect(monitor.current.source == .kdeForcedDPI && monitor.current.textScale == 1.5)
    }
}
