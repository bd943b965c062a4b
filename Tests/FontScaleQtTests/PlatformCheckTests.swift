#if Qt
import Testing

@testable import FontScaleQt

/// The check that keeps Qt's platform plugins from aborting the process: which environments can
/// make a QApplication, with the installed plugins given.
@Suite("Qt's platform, checked before Qt starts")
struct PlatformCheckTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var environment: [String: String]
        var plugins: Set<String>
        var canStart: Bool
        var testDescription: String { "\(environment) with \(plugins.sorted())" }
    }

    static let cases: [Case] = [
        Case(environment: [:], plugins: ["xcb", "offscreen"], canStart: false),
        Case(environment: ["DISPLAY": ":3"], plugins: ["xcb"], canStart: true),
        Case(environment: ["DISPLAY": ""], plugins: ["xcb"], canStart: false),
        Case(environment: ["WAYLAND_DISPLAY": "wayland-0"], plugins: ["xcb"], canStart: false),
        Case(environment: ["WAYLAND_DISPLAY": "wayland-0"], plugins: ["wayland"], canStart: true),
        Case(environment: ["QT_QPA_PLATFORM": "offscreen"], plugins: ["offscreen"], canStart: true),
        Case(environment: ["QT_QPA_PLATFORM": "offscreen"], plugins: [], canStart: false),
        Case(environment: ["QT_QPA_PLATFORM": "xcb"], plugins: ["xcb"], canStart: false),
        Case(environment: ["QT_QPA_PLATFORM": "xcb", "DISPLAY": ":3"], plugins: ["xcb"], canStart: true),
        Case(environment: ["DISPLAY": ":3"], plugins: [], canStart: false),
        Case(environment: ["QT_QPA_PLATFORM": "wayland;xcb", "DISPLAY": ":3"], plugins: ["xcb"], canStart: true),
        Case(environment: ["QT_QPA_PLATFORM": "wayland;xcb"], plugins: ["xcb", "wayland"], canStart: false),
        Case(environment: ["QT_QPA_PLATFORM": "vnc:size=800x600"], plugins: ["vnc"], canStart: true),
    ]

    @Test("an environment starts Qt only where the platform it names has a display and a plugin", arguments: cases)
    @MainActor
    func check(_ test: Case) {
        let reason = Qt.missingDisplayReason(test.environment) { test.plugins.contains($0) }
        #expect((reason == nil) == test.canStart, "\(reason ?? "no reason")")
    }

    @Test("Qt's offscreen and X11 plugins are found in its plugin folder; a made-up one is not")
    @MainActor
    func pluginsFound() {
        #expect(Qt.hasPlatformPlugin("offscreen"))
        #expect(Qt.hasPlatformPlugin("xcb"))
        #expect(!Qt.hasPlatformPlugin("no-such-platform"))
        #expect(!Qt.hasPlatformPlugin(""))
    }
}
#endif
