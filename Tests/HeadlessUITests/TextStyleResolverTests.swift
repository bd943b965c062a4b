import DynamicType
import Foundation
import HeadlessUI
import SystemFonts
import TestSupport
import Testing

/// The resolver toolkits ask for plain widgets' fonts answers what the tree itself renders: a
/// label of each style, in views with the same limits, in a window of the same application.
@MainActor
@Suite("Text style resolution")
struct TextStyleResolverTests {
    /// The app fonts, registered once; each test gets an environment of its own over them, since
    /// an application keeps its category and Bold Text in its environment.
    static let library: FontLibrary = {
        let library = FontLibrary()
        _ = try? FontEnvironment(library: library).loadAppFonts(from: Repository.fontsDirectory, family: "Scale Sans")
        return library
    }()

    /// The application's category and Bold Text.
    struct Setting: CustomTestStringConvertible, Sendable {
        var category: ContentSizeCategory
        var isBoldTextEnabled: Bool
        var testDescription: String { "\(category)\(isBoldTextEnabled ? ", Bold Text" : "")" }
    }

    /// Limits of nested subtrees, outermost first.
    struct Chain: CustomTestStringConvertible, Sendable {
        var limits: [ContentSizeCategoryLimits]
        var testDescription: String {
            limits.isEmpty
                ? "no limits"
                : limits.map {
                    "\($0.minimum.map(String.init(describing:)) ?? "any")...\($0.maximum.map(String.init(describing:)) ?? "any")"
                }
                .joined(separator: " > ")
        }
    }

    nonisolated static let settings: [Setting] = [
        ContentSizeCategory.extraSmall, .large, .extraExtraExtraLarge, .accessibilityExtraExtraExtraLarge,
    ].flatMap { category in [false, true].map { Setting(category: category, isBoldTextEnabled: $0) } }

    nonisolated static let chains: [Chain] = [
        Chain(limits: []),
        Chain(limits: [ContentSizeCategoryLimits(maximum: .extraExtraExtraLarge)]),
        Chain(limits: [ContentSizeCategoryLimits(minimum: .accessibilityMedium)]),
        // Nested ranges narrow each other.
        Chain(limits: [
            ContentSizeCategoryLimits(minimum: .large, maximum: .accessibilityLarge),
            ContentSizeCategoryLimits(maximum: .medium),
        ]),
        // Disjoint ranges: the outer one limits the inner, from above and from below.
        Chain(limits: [
            ContentSizeCategoryLimits(maximum: .extraLarge), ContentSizeCategoryLimits(minimum: .accessibilityLarge),
        ]),
        Chain(limits: [
            ContentSizeCategoryLimits(minimum: .accessibilityMedium), ContentSizeCategoryLimits(maximum: .small),
        ]),
        // A minimum above its maximum: only the maximum applies.
        Chain(limits: [ContentSizeCategoryLimits(minimum: .extraExtraLarge, maximum: .small)]),
        // An unlimited subtree on the way changes nothing.
        Chain(limits: [ContentSizeCategoryLimits(), ContentSizeCategoryLimits(maximum: .large)]),
    ]

    /// A label of every style, each in views limited by `chain`, in a window of `application`
    /// (made in `environment`, or the application's).
    func labels(
        under chain: [ContentSizeCategoryLimits], in application: Application, environment: FontEnvironment? = nil
    ) -> (window: Window, labels: [Label]) {
        let window = Window(application: application, fontEnvironment: environment)
        let root = ViewController()
        window.rootViewController = root
        var parent: View = root.view
        for limits in chain {
            let view = View()
            view.contentSizeCategoryLimits = limits
            parent.addSubview(view)
            parent = view
        }
        let labels = TextStyle.allCases.map { style in
            Label(text: style.name, font: .appFont(for: style, in: environment ?? application.fontEnvironment))
        }
        for label in labels { parent.addSubview(label) }
        return (window, labels)
    }

    /// The font a label reports to toolkits.
    func renderedFont(of label: Label) -> RenderedFont? {
        guard case .text(let text) = label.renderedContent else { return nil }
        return text.font
    }

    @Test(
        "a text style's font under a chain of limits is what a label under the same limits renders",
        arguments: settings, chains)
    func agreesWithLabel(setting: Setting, chain: Chain) {
        let application = Application(fontEnvironment: FontEnvironment(library: Self.library))
        application.fontEnvironment.appFamily = "Scale Sans"
        // The tree is built at other values, so the change to these walks it as an app's would.
        application.preferredContentSizeCategory = .extraExtraLarge
        application.isBoldTextEnabled = !setting.isBoldTextEnabled
        let (window, labels) = labels(under: chain.limits, in: application)
        application.preferredContentSizeCategory = setting.category
        application.isBoldTextEnabled = setting.isBoldTextEnabled
        let resolver = TextStyleResolver(application: application)
        for (style, label) in zip(TextStyle.allCases, labels) {
            #expect(resolver.font(for: style, under: chain.limits) == renderedFont(of: label), "\(style)")
            #expect(resolver.contentSizeCategory(under: chain.limits) == label.effectiveContentSizeCategory)
        }
        withExtendedLifetime(window) {}
    }

    @Test(
        "in a window with an environment of its own, the resolver given that environment renders as its labels do",
        arguments: [false, true])
    func agreesInOwnEnvironment(isBoldTextEnabled: Bool) {
        let application = Application(fontEnvironment: FontEnvironment(library: Self.library))
        application.isBoldTextEnabled = isBoldTextEnabled
        // Its own ramp and a legibility weight the application does not keep in step.
        let environment = FontEnvironment(library: Self.library)
        environment.appFamily = "Scale Sans"
        environment.typeRamp = .desktop(interfaceFontPointSize: 12)
        environment.legibilityWeight = .bold
        let limits = [ContentSizeCategoryLimits(maximum: .extraLarge)]
        let (window, labels) = labels(under: limits, in: application, environment: environment)
        application.preferredContentSizeCategory = .accessibilityLarge
        let resolver = TextStyleResolver(application: application, fontEnvironment: environment)
        for (style, label) in zip(TextStyle.allCases, labels) {
            #expect(resolver.font(for: style, under: limits) == renderedFont(of: label), "\(style)")
        }
        withExtendedLifetime(window) {}
    }
}
