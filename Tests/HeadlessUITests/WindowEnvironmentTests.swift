import DesktopSettings
import DynamicType
import Foundation
import HeadlessUI
import SystemFonts
import TestSupport
import Testing

/// One ramp and one environment per window: fonts made the way Apple's documentation makes them,
/// with no environment named, resolve in the window they are shown in.
@MainActor
@Suite("One environment per window")
struct WindowEnvironmentTests {
    let application: Application
    let window: Window
    let root = ViewController()

    init() throws {
        let environment = FontEnvironment()
        try environment.loadAppFonts(from: Repository.fontsDirectory, family: "Scale Sans")
        application = Application(fontEnvironment: environment)
        // A ramp of the window's own: body is 16 pt at the default size.
        application.typeRamp = .desktop(interfaceFontPointSize: 12)
        window = Window(application: application)
        window.rootViewController = root
    }

    /// The two ways UIKit code makes a font for a text style.
    enum Maker: String, CaseIterable, CustomTestStringConvertible {
        case appFont, preferredFont
        var testDescription: String { rawValue }

        @MainActor
        func font(_ style: TextStyle) -> Font {
            switch self {
            case .appFont: .appFont(for: style)
            case .preferredFont: .preferredFont(forTextStyle: style)
            }
        }
    }

    @Test(
        "a font made without an environment resolves in the ramp and family of the window it joins",
        arguments: Maker.allCases)
    func joinsTheWindowsEnvironment(maker: Maker) {
        let label = Label(text: "Body", font: maker.font(.body))
        root.view.addSubview(label)
        #expect(label.font.pointSize == 16)
        #expect(label.font.fontEnvironment === application.fontEnvironment)
        #expect(label.font.familyName == "Scale Sans")
    }

    @Test("body and the navigation bar's title are sized by the same ramp in one window")
    func oneRampPerWindow() throws {
        let label = Label(text: "Body", font: .preferredFont(forTextStyle: .body))
        let bar = NavigationBar()
        root.view.addSubview(label)
        root.view.addSubview(bar)
        application.preferredContentSizeCategory = .accessibilityMedium
        let title = try #require(bar.titleTextAttributes.font)
        let ramp = application.typeRamp
        #expect(label.font.pointSize == TextStyle.body.attributes(at: .accessibilityMedium, in: ramp).pointSize)
        #expect(title.pointSize == TextStyle.headline.attributes(at: .accessibilityMedium, in: ramp).pointSize)
    }

    @Test("a label moved to another window resolves again in that window's ramp")
    func movesWithTheLabel() {
        let label = Label(text: "Body", font: .appFont(for: .body))
        root.view.addSubview(label)
        let other = Application()
        let otherWindow = Window(application: other)
        otherWindow.addSubview(label)
        #expect(label.font.pointSize == 17)
        #expect(label.font.fontEnvironment === other.fontEnvironment)
    }

    @Test("fields and text views with a preferred font join the window's environment too")
    func fieldsJoin() {
        let field = TextField(font: .preferredFont(forTextStyle: .body))
        let textView = TextView(font: .preferredFont(forTextStyle: .body))
        root.view.addSubview(field)
        root.view.addSubview(textView)
        #expect(field.font?.pointSize == 16 && textView.font?.pointSize == 16)
        #expect(field.font?.fontEnvironment === application.fontEnvironment)
    }
}

/// The ramp's one rule: Apple's table unless the app chooses another.
@MainActor
@Suite("The default ramp")
struct DefaultRampTests {
    @Test("an application sizes text styles by Apple's table until it chooses another")
    func appleByDefault() {
        let application = Application()
        #expect(application.typeRamp == .iOS && !application.followsDesktopRamp)
        application.followsDesktopRamp = true
        #expect(application.typeRamp == .desktop(interfaceFontPointSize: application.desktopFonts.interface.pointSize))
        application.typeRamp = .iOS
        #expect(!application.followsDesktopRamp)
    }
}

/// `FontMetrics` as `UIFontMetrics`: the current setting without traits, and scaled custom fonts
/// that follow later changes.
@MainActor
@Suite("FontMetrics at parity with UIFontMetrics")
struct FontMetricsParityTests {
    @Test("without traits a value is scaled to the shared application's current category")
    func currentCategory() {
        let metrics = FontMetrics(forTextStyle: .body)
        let category = Application.shared.preferredContentSizeCategory
        #expect(metrics.scaledValue(for: 17) == TextStyle.body.pointSize(at: category))
    }

    @Test("a scaled custom font keeps its base size, curve and maximum, and follows later changes in a window")
    func scaledFontFollows() throws {
        let environment = FontEnvironment()
        try environment.loadAppFonts(from: Repository.fontsDirectory, family: "Scale Sans")
        let application = Application(fontEnvironment: environment)
        let window = Window(application: application)
        let root = ViewController()
        window.rootViewController = root

        let label = Label()
        let custom = try #require(Font(name: "Scale Sans", size: 20, in: environment))
        label.font = FontMetrics(forTextStyle: .headline).scaledFont(for: custom, maximumPointSize: 40)
        label.adjustsFontForContentSizeCategory = true
        root.view.addSubview(label)
        application.preferredContentSizeCategory = .accessibilityMedium
        #expect(label.font.pointSize == 20 * 28 / 17.0)
        application.preferredContentSizeCategory = .accessibilityExtraExtraExtraLarge
        #expect(label.font.pointSize == 40)
        application.preferredContentSizeCategory = .large
        #expect(label.font.pointSize == 20)
        #expect(label.font.familyName == "Scale Sans")
    }

    @Test("a scaled font is scaled from its base size, never twice")
    func notTwice() throws {
        let environment = FontEnvironment()
        let base = Font.systemFont(ofSize: 20, in: environment)
        let metrics = FontMetrics(forTextStyle: .body)
        let once = metrics.scaledFont(
            for: base, compatibleWith: TraitCollection(preferredContentSizeCategory: .accessibilityMedium))
        let twice = metrics.scaledFont(
            for: once, compatibleWith: TraitCollection(preferredContentSizeCategory: .accessibilityMedium))
        #expect(once.pointSize == twice.pointSize)
        #expect(once.pointSize == 20 * 28 / 17.0)
    }
}
