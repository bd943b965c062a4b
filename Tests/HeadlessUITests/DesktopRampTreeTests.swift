import DesktopSettings
import DynamicType
import HeadlessUI
import SystemFonts
import TestSupport
import Testing

@MainActor
@Suite("A tree on the desktop's ramp")
struct DesktopRampTreeTests {
    let environment: FontEnvironment
    let application: Application
    let window: Window
    let body: Label
    let manager: AppearanceManager

    init() throws {
        environment = FontEnvironment()
        try environment.loadAppFonts(from: Repository.fontsDirectory, family: "Scale Sans")
        application = Application(fontEnvironment: environment)
        window = Window(application: application)
        let screen = ViewController()
        body = Label(text: "Body", font: .appFont(for: .body, in: environment))
        screen.view.addSubview(body)
        window.rootViewController = screen
        manager = AppearanceManager(rootViewController: screen)
    }

    @Test("following the desktop's ramp puts body at the desktop font's size, and back at Apple's when turned off")
    func followsAndStops() {
        #expect(body.font.pointSize == 17)
        application.followsDesktopRamp = true
        #expect(abs(body.font.pointSize - 11.0 * 96 / 72) < 1e-9)  // the fallback desktop font, 11 pt
        application.followsDesktopRamp = false
        #expect(body.font.pointSize == 17 && application.typeRamp == .iOS)
    }

    @Test("the desktop's fonts applied by the monitor set the system families and move the ramp's anchor")
    func desktopFontsMoveTheAnchor() {
        application.followsDesktopRamp = true
        let monitor = DesktopTextSizeMonitor(environment: [
            "FONTSCALE_SYSTEM_FONT": "Scale Sans 12", "FONTSCALE_MONOSPACE_FONT": "Scale Plain 10",
            "FONTSCALE_CONTENT_SIZE": "AX1", "PATH": "/nonexistent",
        ])
        monitor.follow(application).cancel()
        #expect(application.desktopFonts.interface == DesktopFont(family: "Scale Sans", pointSize: 12))
        #expect(environment.systemFontFamily == "Scale Sans" && environment.monospacedSystemFontFamily == "Scale Plain")
        // AX1 on a ramp whose body is 12 pt (16 px): Apple's 28 × 16 / 17.
        #expect(abs(body.font.pointSize - 28 * 16.0 / 17) < 1e-9)
        #expect(abs((RenderedFont(body.font, category: .accessibilityMedium).lineHeight ?? 0) - 34 * 16.0 / 17) < 1e-9)
    }

    @Test("an explicit ramp change is reported with its source and walks the tree once")
    func explicitRamp() async {
        var changes: [String] = []
        let observation = application.observeChanges { changes.append($0.description) }
        let walks = manager.updateCount
        application.typeRamp = .anchored(bodyPointSize: 15)
        application.typeRamp = .anchored(bodyPointSize: 15)
        #expect(body.font.pointSize == 15)
        #expect(manager.updateCount == walks + 1)
        #expect(changes == ["typeRamp desktop-anchored (body 15 pt) from application"])
        observation.cancel()
    }
}
