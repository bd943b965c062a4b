import DesktopSettings
import DynamicType
import Foundation
import HeadlessUI
import Synchronization
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
    let largeTitle: Label
    let manager: AppearanceManager
    /// The fallback desktop font, 11 pt, in pixels.
    let desktopBody = 11.0 * 96 / 72

    init() throws {
        environment = FontEnvironment()
        try environment.loadAppFonts(from: Repository.fontsDirectory, family: "Scale Sans")
        application = Application(fontEnvironment: environment)
        window = Window(application: application)
        let screen = ViewController()
        body = Label(text: "Body", font: .appFont(for: .body, in: environment))
        largeTitle = Label(text: "Title", font: .appFont(for: .largeTitle, in: environment))
        screen.view.addSubview(body)
        screen.view.addSubview(largeTitle)
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

/// The application's continuous text-scale factor: a tree on the desktop's ramp follows it between
/// categories, and Apple's ramp stays by category.
extension DesktopRampTreeTests {
    @Test("on the desktop's ramp body is the desktop font times the factor, at factors between categories")
    func bodyFollowsTheFactor() {
        application.followsDesktopRamp = true
        for factor in [1.1, 1.5, 1.75, 2.5, 0.8] {
            application.preferredTextScale = factor
            #expect(abs(body.font.pointSize - desktopBody * factor) < 1e-9, "at \(factor)")
            #expect(application.preferredContentSizeCategory == (try? ContentSizeCategory(textScale: factor)))
        }
    }

    @Test(
        "a factor change within one category re-sizes the tree once and is heard with its factor, without UIKit's notification"
    )
    func changeWithinACategory() {
        application.followsDesktopRamp = true
        application.preferredTextScale = 1.5
        var heard: [ApplicationChange] = []
        let observation = application.observeChanges { heard.append($0) }
        let notifications = Mutex(0)
        let token = application.notificationCenter.addObserver(
            forName: ContentSizeCategory.didChangeNotification, object: nil, queue: nil
        ) { _ in notifications.withLock { $0 += 1 } }
        let (walks, title) = (manager.updateCount, largeTitle.font.pointSize)
        application.preferredTextScale = 1.75
        #expect(application.preferredContentSizeCategory == .accessibilityMedium)
        #expect(abs(body.font.pointSize - desktopBody * 1.75) < 1e-9)
        #expect(largeTitle.font.pointSize > title)
        #expect(manager.updateCount == walks + 1)
        #expect(
            heard == [
                ApplicationChange(.contentSizeCategory(.accessibilityMedium), source: .application, textScale: 1.75)
            ])
        #expect(
            heard.first?.description == "contentSizeCategory accessibilityMedium (text scale 1.75) from application")
        #expect(notifications.withLock { $0 } == 0)
        application.notificationCenter.removeObserver(token)
        observation.cancel()
    }

    @Test("on Apple's ramp a factor sizes text by its nearest category, as before")
    func appleRampStaysByCategory() {
        application.preferredTextScale = 1.5
        #expect(body.font.pointSize == 28)
        application.preferredTextScale = 1.75
        #expect(body.font.pointSize == 28 && application.typeRamp == .iOS)
    }

    @Test("setting the category draws it at its own factor again")
    func categoryResetsTheFactor() {
        application.followsDesktopRamp = true
        application.preferredTextScale = 1.75
        application.preferredContentSizeCategory = .accessibilityMedium
        #expect(application.preferredTextScale == ContentSizeCategory.accessibilityMedium.textScale)
        #expect(abs(body.font.pointSize - desktopBody * 28 / 17) < 1e-9)
        #expect(application.typeRamp == .desktop(interfaceFontPointSize: 11))
    }

    @Test("a factor that is not finite and positive changes nothing", arguments: [Double.nan, .infinity, 0, -2])
    func unusableFactor(factor: Double) {
        application.followsDesktopRamp = true
        application.preferredTextScale = 1.5
        let walks = manager.updateCount
        application.preferredTextScale = factor
        #expect(application.preferredTextScale == 1.5 && manager.updateCount == walks)
        #expect(abs(body.font.pointSize - desktopBody * 1.5) < 1e-9)
    }

    @Test("Bold Text and a subtree's limits still apply at a factor between categories")
    func boldTextAndLimitsApply() throws {
        application.followsDesktopRamp = true
        let limited = View()
        let caption = Label(text: "Limited", font: .appFont(for: .body, in: application.fontEnvironment))
        limited.addSubview(caption)
        limited.maximumContentSizeCategory = .large
        let screen = try #require(window.rootViewController)
        screen.view.addSubview(limited)
        application.isBoldTextEnabled = true
        application.preferredTextScale = 1.75
        #expect(abs(body.font.pointSize - desktopBody * 1.75) < 1e-9)
        #expect(body.font.weight == .semibold)
        #expect(abs(caption.font.pointSize - desktopBody) < 1e-9)  // held at large, large's own size
    }

    @Test("a subtree limited to the factor's own category never passes that category's size, up and down the slider")
    func limitsHoldTheFactorInATree() throws {
        application.followsDesktopRamp = true
        let capped = View()
        let cappedBody = Label(text: "Capped", font: .appFont(for: .body, in: application.fontEnvironment))
        capped.addSubview(cappedBody)
        capped.maximumContentSizeCategory = .accessibilityMedium
        let raised = View()
        let raisedBody = Label(text: "Raised", font: .appFont(for: .body, in: application.fontEnvironment))
        raised.addSubview(raisedBody)
        raised.minimumContentSizeCategory = .accessibilityMedium
        let screen = try #require(window.rootViewController)
        screen.view.addSubview(capped)
        screen.view.addSubview(raised)
        let ax1 = desktopBody * 28 / 17
        var previous = (capped: 0.0, raised: 0.0)
        for factor in stride(from: 1.3, through: 2.1, by: 0.01) {
            application.preferredTextScale = factor
            let sizes = (capped: cappedBody.font.pointSize, raised: raisedBody.font.pointSize)
            #expect(sizes.capped <= ax1 + 1e-9 && sizes.capped >= previous.capped - 1e-9, "at \(factor)")
            #expect(sizes.raised >= ax1 - 1e-9 && sizes.raised >= previous.raised - 1e-9, "at \(factor)")
            #expect(abs(sizes.capped - min(body.font.pointSize, ax1)) < 1e-9, "at \(factor)")
            previous = sizes
        }
        application.preferredTextScale = 1.75
        #expect(abs(body.font.pointSize - desktopBody * 1.75) < 1e-9 && abs(cappedBody.font.pointSize - ax1) < 1e-9)
        let rendered = RenderedFont(cappedBody.font, category: cappedBody.effectiveContentSizeCategory)
        #expect(abs((rendered.lineHeight ?? 0) - desktopBody * 34 / 17) < 1e-9)  // AX1's leading with its size
    }

    @Test("the desktop's factor reaches the application through the monitor")
    func monitorSetsTheFactor() {
        application.followsDesktopRamp = true
        let monitor = DesktopTextSizeMonitor(environment: ["FONTSCALE_TEXT_SCALE": "1.75", "PATH": "/nonexistent"])
        monitor.follow(application).cancel()
        #expect(application.preferredTextScale == 1.75)
        #expect(abs(body.font.pointSize - desktopBody * 1.75) < 1e-9)
    }

    @Test("a scaled metric in the application's environment follows the factor on the desktop's ramp")
    func scaledMetricFollows() {
        application.followsDesktopRamp = true
        @ScaledMetric(in: application.fontEnvironment) var padding = 8.0
        application.preferredTextScale = 1.5
        #expect(abs(padding - 12) < 1e-9)
        application.preferredTextScale = 1.75
        #expect(abs(padding - 14) < 1e-9)
    }
}
