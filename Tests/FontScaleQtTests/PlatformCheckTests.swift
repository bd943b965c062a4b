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
        /// The displays named that do not answer a connection.
        var dead: Set<String> = []
        var testDescription: String {
            "\(environment) with \(plugins.sorted())" + (dead.isEmpty ? "" : ", \(dead.sorted()) dead")
        }
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
        // A display named that does not answer: Qt's plugin would abort the process.
        Case(
            environment: ["QT_QPA_PLATFORM": "xcb", "DISPLAY": ":3"], plugins: ["xcb"], canStart: false, dead: [":3"]),
        Case(environment: ["DISPLAY": ":3"], plugins: ["xcb"], canStart: false, dead: [":3"]),
        Case(
            environment: ["QT_QPA_PLATFORM": "wayland", "WAYLAND_DISPLAY": "wayland-0"], plugins: ["wayland"],
            canStart: false, dead: ["wayland-0"]),
        // Qt moves on to the next platform listed, or from Wayland to X11 without a list.
        Case(
            environment: ["QT_QPA_PLATFORM": "wayland;xcb", "WAYLAND_DISPLAY": "wayland-0", "DISPLAY": ":3"],
            plugins: ["wayland", "xcb"], canStart: true, dead: ["wayland-0"]),
        Case(
            environment: ["WAYLAND_DISPLAY": "wayland-0", "DISPLAY": ":3"], plugins: ["wayland", "xcb"],
            canStart: true, dead: ["wayland-0"]),
        Case(
            environment: ["WAYLAND_DISPLAY": "wayland-0", "DISPLAY": ":3"], plugins: ["wayland", "xcb"],
            canStart: false, dead: ["wayland-0", ":3"]),
    ]

    @Test("an environment starts Qt only where the platform it names has a display and a plugin", arguments: cases)
    @MainActor
    func check(_ test: Case) {
        let reason = Qt.missingDisplayReason(
            test.environment, hasPlugin: { test.plugins.contains($0) }, displayAnswers: { !test.dead.contains($1) })
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
