import Foundation
import TestSupport
import Testing

@testable import DesktopSettings

/// Each desktop source refuses a value no desktop's settings can give, naming the value and where
/// the bounds come from, and reads every value inside them.
@Suite("The values desktops set, and no others")
struct DesktopValueRangeTests {
    @Test(
        "Xft.dpi is read from GNOME's smallest text size to its largest on a display scaled 4×, and refused outside",
        arguments: [("48", 0.5), ("120", 1.25), ("1152", 3.0), ("47.5", nil), ("1153", nil), ("1000000", nil)])
    func xftDPI(value: String, factor: Double?) {
        let reading = XResourcesDPI.reading(ofDPI: value)
        if let factor {
            #expect(reading == .factor(factor))
        } else {
            guard case .invalid(let reason) = reading else {
                Issue.record("\(value) was read as \(reading)")
                return
            }
            #expect(reason.contains("Xft.dpi \(value) is outside") && reason.contains("48 to 1152"), "\(reason)")
        }
    }

    @Test(
        "KDE's forced font DPI is read from 1 to 999, as KDE's Fonts settings allow, and refused outside",
        arguments: [("1", 0.5), ("144", 1.5), ("999", 3.0), ("1000", nil), ("99999", nil), ("0.5", nil)])
    func kdeForcedDPI(value: String, factor: Double?) {
        let reading = KDEFontDPI.reading(ofKCMFonts: "[General]\nforceFontDPI=\(value)\n", key: "forceFontDPI")
        if let factor {
            #expect(reading == .factor(factor))
        } else {
            guard case .invalid(let reason) = reading else {
                Issue.record("\(value) was read as \(reading)")
                return
            }
            #expect(reason.contains("forceFontDPI \(value) is outside"), "\(reason)")
            #expect(reason.contains("KDE's Fonts settings allow 1 to 999"), "\(reason)")
        }
    }

    @Test(
        "GNOME's text-scaling-factor, read from dconf or through the portal, is refused outside its schema's 0.5 to 3.0",
        arguments: [(0.5, true), (1.25, true), (3.0, true), (0.49, false), (3.01, false), (10, false)])
    func textScalingFactor(factor: Double, accepted: Bool) {
        /// A reading as the factor read, or the reason it was refused.
        func outcome(_ reading: GNOMETextScaling.Reading) -> (Double?, String?) {
            switch reading {
            case .factor(let read): (read, nil)
            case .invalid(let reason): (nil, reason)
            default: (nil, nil)
            }
        }
        func outcome(_ reading: SettingsPortalTextScaling.Reading) -> (Double?, String?) {
            switch reading {
            case .factor(let read): (read, nil)
            case .invalid(let reason): (nil, reason)
            default: (nil, nil)
            }
        }
        for (read, reason) in [
            outcome(GNOMETextScaling.reading(factor)), outcome(SettingsPortalTextScaling.reading(ofFactor: factor)),
        ] {
            if accepted {
                #expect(read == factor)
            } else {
                #expect(reason?.contains("GNOME's schema allows 0.5 to 3.0") == true, "\(String(describing: reason))")
            }
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
