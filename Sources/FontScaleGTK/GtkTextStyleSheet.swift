import DynamicType
import HeadlessUI
import SystemFonts

/// The CSS that gives GTK widgets Apple's type ramp: one class per text style, at one content size
/// category, in the app's own font.
///
/// Sizes are written in `px`, one Apple point to one CSS pixel, so GTK does not multiply them by
/// `gtk-xft-dpi`: the desktop's text-scaling factor reaches these widgets once, through the
/// category the ramp is read at (`DesktopSettings`' mapping of the factor), never a second time
/// through GTK's resolution. GTK's own widgets, sized in `pt`, keep following `gtk-xft-dpi`.
///
/// A styled widget inside a subtree with content size limits also carries the class of its
/// limits, composed from every limited ancestor (`className(for:)` of the limits), and the sheet has a
/// compound rule for each style at the limited category.
///
/// ```swift
/// let sheet = GtkTextStyleSheet(environment: FontEnvironment(), category: .accessibilityExtraExtraExtraLarge)
/// print(sheet.rule(for: .body).pixelSize)   // 53.0
/// ```
public struct GtkTextStyleSheet: Hashable, Sendable {
    /// One style's declarations, at the sheet's category or a limited one.
    public struct Rule: Hashable, Sendable {
        /// The style.
        public var style: TextStyle
        /// The limits of the subtree the rule is for, or `nil` for the plain style class.
        public var limits: ContentSizeCategoryLimits?
        /// The category the ramp was read at: the sheet's, limited.
        public var category: ContentSizeCategory
        /// The CSS `font-family`: the app family, or what it fell back to.
        public var family: String
        /// The font size in CSS pixels (Apple points).
        public var pixelSize: Double
        /// The CSS `font-weight`, 100…900, Bold Text included.
        public var weight: Int
        /// The line height in CSS pixels: the ramp's leading.
        public var lineHeight: Double
    }

    /// One libadwaita typography class's declarations: its style's size, its own weight.
    public struct AdwaitaRule: Hashable, Sendable {
        /// The class.
        public var typography: AdwaitaTypography
        /// The font size in CSS pixels.
        public var pixelSize: Double
        /// The CSS `font-weight`, Bold Text included.
        public var weight: Int
    }

    /// The category the plain style classes are at.
    public let category: ContentSizeCategory
    /// Bold Text: `LegibilityWeight.bold` makes every rule heavier.
    public let legibilityWeight: LegibilityWeight
    /// The family the rules name: the app family, or the system family it fell back to.
    public let family: String
    /// Whether the app family is missing, so ``family`` is the system's fallback.
    public let isFallback: Bool
    /// Every rule, plain style classes first.
    public let rules: [Rule]
    /// The rules of libadwaita's typography classes, when the sheet scales them; else empty.
    public let adwaitaRules: [AdwaitaRule]

    /// Builds the sheet for an environment's app family at a category, along the environment's
    /// type ramp.
    ///
    /// - Parameters:
    ///   - environment: Where the app family is registered and resolved.
    ///   - category: The category the plain classes are at.
    ///   - legibilityWeight: `LegibilityWeight.bold` for Bold Text; unspecified leaves the
    ///     environment's own, as at the root of a tree.
    ///   - limits: The limits of subtrees in use; each gets compound rules.
    ///   - adwaitaTypography: Whether libadwaita's typography classes get their styles' sizes too.
    public init(
        environment: FontEnvironment, category: ContentSizeCategory, legibilityWeight: LegibilityWeight = .unspecified,
        limits: Set<ContentSizeCategoryLimits> = [], adwaitaTypography: Bool = false
    ) {
        self.init(
            resolver: TextStyleResolver(
                traits: TraitCollection(preferredContentSizeCategory: category, legibilityWeight: legibilityWeight),
                fontEnvironment: environment),
            limits: limits, adwaitaTypography: adwaitaTypography)
    }

    /// Builds the sheet of the fonts a resolver gives each style: what a HeadlessUI `Label` with
    /// the style reports, at the resolver's category and under each subtree's limits.
    ///
    /// - Parameters:
    ///   - resolver: The category, Bold Text and environment, as a tree composes them.
    ///   - limits: The limits of subtrees in use, each composed from every limited ancestor; each
    ///     gets compound rules.
    ///   - adwaitaTypography: Whether libadwaita's typography classes get their styles' sizes too.
    public init(
        resolver: TextStyleResolver, limits: Set<ContentSizeCategoryLimits> = [], adwaitaTypography: Bool = false
    ) {
        category = resolver.contentSizeCategory()
        legibilityWeight = resolver.legibilityWeight == .bold ? .bold : .regular
        let probe = resolver.font(for: .body)
        family = probe.family
        isFallback = probe.isFallback
        func rule(_ style: TextStyle, _ limits: ContentSizeCategoryLimits?) -> Rule {
            let chain = limits.map { [$0] } ?? []
            let font = resolver.font(for: style, under: chain)
            // A styled font always has a line height: the ramp's leading.
            return Rule(
                style: style, limits: limits, category: resolver.contentSizeCategory(under: chain), family: font.family,
                pixelSize: font.pointSize, weight: font.weight.openTypeWeight, lineHeight: font.lineHeight!)
        }
        let sortedLimits = limits.filter { !$0.isUnlimited }.sorted { Self.limitsName($0) < Self.limitsName($1) }
        rules =
            TextStyle.allCases.map { rule($0, nil) }
            + sortedLimits.flatMap { limits in TextStyle.allCases.map { rule($0, limits) } }
        // A libadwaita class is not a text style: its style's size, its own weight, with Bold Text.
        adwaitaRules =
            adwaitaTypography
            ? AdwaitaTypography.allCases.map { typography in
                AdwaitaRule(
                    typography: typography, pixelSize: resolver.font(for: typography.textStyle).pointSize,
                    weight: typography.weight.adjusted(for: resolver.legibilityWeight).openTypeWeight)
            } : []
    }

    /// The plain rule for a style.
    public func rule(for style: TextStyle) -> Rule {
        rules.first { $0.style == style && $0.limits == nil }!  // every style has one
    }

    /// The CSS class of a style: `fontscale-body`, `fontscale-largeTitle`, ….
    public static func className(for style: TextStyle) -> String {
        "fontscale-\(style.name)"
    }

    /// The CSS class of a subtree's limits, such as `fontscale-limits-large-accessibilityMedium`
    /// (`any` for a missing bound); `nil` for no limits.
    public static func className(for limits: ContentSizeCategoryLimits) -> String? {
        limits.isUnlimited ? nil : "fontscale-limits-" + limitsName(limits)
    }

    private static func limitsName(_ limits: ContentSizeCategoryLimits) -> String {
        "\(limits.minimum?.name ?? "any")-\(limits.maximum?.name ?? "any")"
    }

    /// The style sheet, one rule per line.
    public var css: String {
        rules.map { rule in
            let style = GtkCSS.classSelector(Self.className(for: rule.style))
            let selector = rule.limits.flatMap(Self.className(for:)).map { GtkCSS.classSelector($0) + style } ?? style
            return
                "\(selector) { font-family: \(GtkCSS.string(rule.family)); font-size: \(Self.number(rule.pixelSize))px; "
                + "font-weight: \(rule.weight); line-height: \(Self.number(rule.lineHeight))px; }"
        }
        .joined(separator: "\n") + "\n"
            + adwaitaRules.map { rule in
                "\(GtkCSS.classSelector(rule.typography.className)) { font-size: \(Self.number(rule.pixelSize))px; font-weight: \(rule.weight); }\n"
            }.joined()
    }

    /// A number without a needless fraction: `17`, `17.5`.
    private static func number(_ value: Double) -> String {
        value.compactDescription
    }
}
