import DesktopSettings
import Foundation
import HeadlessUI
import Testing

/// The README blocks under `import DesktopSettings` and `import HeadlessUI`.
extension SharedApplication.ReadmeExamples {
    @Test("the desktop example makes the shared application follow the desktop")
    func desktop() {
        let output = ExampleOutput.capture {
            // example begin
            let monitor = DesktopTextSizeMonitor()  // reads overrides, GNOME, KDE, the portal
            let following = monitor.follow(Application.shared)  // HeadlessUI: watches them, the application follows
            print(Application.shared.preferredContentSizeCategory == monitor.current.category)  // true
            // example end
            following.cancel()
            monitor.stop()
        }
        #expect(output == ["true"])
    }

    @Test("the desktop font example reads the override and anchors the ramp at its size")
    func desktopFont() {
        let output = ExampleOutput.capture {
            // example begin
            let desktop = DesktopFontReader(environment: ["FONTSCALE_SYSTEM_FONT": "Noto Sans 12"]).read()
            print(desktop.interface, desktop.source)  // Noto Sans 12pt FONTSCALE_SYSTEM_FONT (else GNOME's, KDE's)
            let ramp = TypeRamp.desktop(interfaceFontPointSize: desktop.interface.pointSize)
            print(TextStyle.body.attributes(at: .large, in: ramp).pointSize)  // 16.0: the desktop font's 12 pt
            print(TextStyle.largeTitle.attributes(at: .large, in: ramp).pointSize)  // 32.0: Apple's 34 : 17 kept
            // example end
        }
        #expect(output == ["Noto Sans 12pt FONTSCALE_SYSTEM_FONT", "16.0", "32.0"])
    }

    @Test("the continuous factor example puts body at the desktop font times the factor")
    func continuousFactor() {
        let output = ExampleOutput.capture {
            // example begin
            let application = Application(notificationCenter: NotificationCenter(), fontEnvironment: FontEnvironment())
            application.followsDesktopRamp = true
            application.preferredTextScale = 1.75  // as GNOME's text-scaling-factor 1.75 sets it
            print(application.preferredContentSizeCategory)  // accessibilityMedium: what UIKit's APIs see
            let body = TextStyle.body.attributes(at: .accessibilityMedium, in: application.typeRamp)
            print(body.pointSize)  // 25.666…: the desktop font's 14.67 px × 1.75
            // example end
        }
        #expect(output.first == "accessibilityMedium")
        #expect(output.dropFirst().first.flatMap(Double.init).map { abs($0 - 11.0 * 96 / 72 * 1.75) < 1e-9 } == true)
    }

    @Test("the Bold Text example updates the label to the Semibold face")
    func boldText() throws {
        var updates = 0
        let output = try ExampleOutput.capture {
            // example begin
            let fonts = FontEnvironment()
            try fonts.loadAppFonts(from: "Fonts", family: "Noto Sans")
            let application = Application(notificationCenter: NotificationCenter(), fontEnvironment: fonts)
            let window = Window(application: application)
            let screen = ViewController()
            let text = Label(text: "Hello", font: .appFont(for: .body, in: fonts))
            screen.view.addSubview(text)
            window.rootViewController = screen
            let appearance = AppearanceManager(rootViewController: screen)
            application.isBoldTextEnabled = true  // posts boldTextStatusDidChangeNotification
            print(text.font.boldText!)  // regular → semibold, applied (Noto Sans SemiBold)
            // example end
            updates = appearance.updateCount
        }
        #expect(output == ["regular → semibold, applied (Noto Sans SemiBold)"])
        #expect(updates == 1)
    }

    @Test("the ScaledMetric example follows the application's category")
    func scaledMetric() {
        let output = ExampleOutput.capture {
            // example begin
            let environment = FontEnvironment()
            let app = Application(notificationCenter: NotificationCenter(), fontEnvironment: environment)
            @ScaledMetric(in: environment) var iconSize = 24.0  // along body's curve
            @ScaledMetric(relativeTo: .largeTitle, in: environment) var bannerHeight = 68.0
            app.preferredContentSizeCategory = .accessibilityExtraExtraExtraLarge
            print(iconSize, bannerHeight)  // 74.82352941176471 120.0
            // example end
        }
        #expect(output == ["74.82352941176471 120.0"])
    }
}
