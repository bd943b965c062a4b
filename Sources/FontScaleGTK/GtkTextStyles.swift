#if GTK
import DynamicType
import HeadlessUI
import SystemFonts

/// Gives GTK widgets Apple's text styles, in the app's own font, following an
/// `Application`'s content size category and Bold Text live.
///
/// One CSS provider on the display holds a class per style (a ``GtkTextStyleSheet``); a change
/// regenerates and reloads it once, and GTK restyles every styled widget on its next frame.
/// No widget is touched on a change. Limits set on a subtree apply to the styled widgets in it.
/// Each font is the one HeadlessUI's `TextStyleResolver` gives: what a HeadlessUI `Label` with
/// the style reports in a window of the application, under the same limits.
///
/// What the styles know of a widget (its style, its subtree's limits) is kept here, not in GTK:
/// only the classes the sheet selects on are written to the widget, never read back. It is kept
/// without a reference to the widget, and forgotten when GTK finalizes it.
///
/// ```swift
/// let styles = try GtkTextStyles(application: .shared)
/// styles.setTextStyle(.headline, for: titleLabel)
/// Application.shared.preferredContentSizeCategory = .accessibilityMedium   // restyled
/// ```
@MainActor
public final class GtkTextStyles {
    /// The application whose category and Bold Text the styles follow.
    public let application: Application
    /// Where the app family is registered and resolved.
    public let fontEnvironment: FontEnvironment
    /// The sheet loaded now.
    public private(set) var styleSheet: GtkTextStyleSheet
    /// How many times the sheet has been regenerated and loaded.
    public private(set) var restyleCount = 0
    /// Called after each reload, with the sheet; for an app that wants to know.
    public var onRestyle: (@MainActor (GtkTextStyleSheet) -> Void)?

    private let provider: OpaquePointer
    private var limitsInUse: Set<ContentSizeCategoryLimits> = []
    private let widgets = GtkWidgetTable<WidgetState>()
    private var handlerID: Int?

    /// Opens the display if needed, shares the app fonts with Pango, and loads the sheet for
    /// the application's current category.
    ///
    /// - Parameters:
    ///   - application: The owner of the category and Bold Text.
    ///   - fontEnvironment: Where the app family lives; by default the application's.
    /// - Throws: ``GtkError/noDisplay`` when GTK cannot open a display.
    public init(
        application: Application = .shared, fontEnvironment: FontEnvironment? = nil
    ) throws(GtkError) {
        guard Gtk.initialize(), let provider = Gtk.makeDisplayProvider() else { throw .noDisplay }
        self.application = application
        self.fontEnvironment = fontEnvironment ?? application.fontEnvironment
        self.provider = provider
        // Pango reads fontconfig's current configuration, not the library's private one.
        self.fontEnvironment.library.shareAppFontsWithCurrentConfiguration()
        Gtk.fontConfigurationChanged()
        styleSheet = Self.sheet(for: application, in: self.fontEnvironment, limits: [])
        Gtk.load(styleSheet.css, into: provider)
        handlerID = application.addChangeHandler { [weak self] _ in self?.restyle() }
    }

    // Takes the sheet off the display: a dropped styles object leaves no sizes behind.
    isolated deinit {
        if let handlerID { application.removeChangeHandler(handlerID) }
        Gtk.removeDisplayProvider(provider)
    }

    /// Whether the app family is missing, so the sheet names the system's fallback family.
    public var isFallback: Bool { styleSheet.isFallback }

    /// Whether libadwaita's typography classes (`title-1` … `caption`) follow the text size too,
    /// each at its text style's size (``AdwaitaTypography`` has the mapping); `false` by default.
    /// Turning it on restyles at once: an existing GTK or libadwaita app scales per style by this
    /// one switch.
    public var scalesAdwaitaTypography = false {
        didSet { if scalesAdwaitaTypography != oldValue { restyle() } }
    }

    /// Regenerates the sheet at the application's category and Bold Text and loads it: once
    /// per change, whatever the number of styled widgets.
    public func restyle() {
        styleSheet = Self.sheet(
            for: application, in: fontEnvironment, limits: limitsInUse, adwaitaTypography: scalesAdwaitaTypography)
        Gtk.load(styleSheet.css, into: provider)
        restyleCount += 1
        onRestyle?(styleSheet)
    }

    /// The sheet at an application's category and Bold Text, as its windows resolve them.
    private static func sheet(
        for application: Application, in environment: FontEnvironment, limits: Set<ContentSizeCategoryLimits>,
        adwaitaTypography: Bool = false
    ) -> GtkTextStyleSheet {
        GtkTextStyleSheet(
            resolver: TextStyleResolver(application: application, fontEnvironment: environment), limits: limits,
            adwaitaTypography: adwaitaTypography)
    }

    /// Gives a widget a text style (or, with `nil`, takes it away).
    public func setTextStyle(_ style: TextStyle?, for widget: GtkWidgetHandle) {
        var state = widgets[widget] ?? WidgetState()
        if state.style != style {
            if let old = state.style { Gtk.removeClass(GtkTextStyleSheet.className(for: old), from: widget) }
            if let style { Gtk.addClass(GtkTextStyleSheet.className(for: style), to: widget) }
            state.style = style
            store(state, for: widget)
        }
        applyEffectiveLimits(to: widget)
    }

    /// The text style a widget was given, if any.
    public func textStyle(of widget: GtkWidgetHandle) -> TextStyle? {
        widgets[widget]?.style
    }

    /// Limits the content size category of every styled widget in a subtree, composed with
    /// the limits of the subtrees around it, as in HeadlessUI.
    public func setContentSizeCategoryLimits(_ limits: ContentSizeCategoryLimits, for widget: GtkWidgetHandle) {
        var state = widgets[widget] ?? WidgetState()
        state.subtreeLimits = limits
        store(state, for: widget)
        var pending = [widget]
        while let current = pending.popLast() {
            applyEffectiveLimits(to: current)
            pending.append(contentsOf: Gtk.children(of: current))
        }
    }

    /// The limits set on a widget's subtrees, outermost first.
    private func limitsChain(of widget: GtkWidgetHandle) -> [ContentSizeCategoryLimits] {
        var chain: [ContentSizeCategoryLimits] = []
        var node: GtkWidgetHandle? = widget
        while let current = node {
            if let limits = widgets[current]?.subtreeLimits, !limits.isUnlimited { chain.append(limits) }
            node = Gtk.parent(of: current)
        }
        return chain.reversed()
    }

    /// Gives a styled widget the class of its composed limits (and a widget without a style
    /// none), and loads rules for limits new to the sheet.
    private func applyEffectiveLimits(to widget: GtkWidgetHandle) {
        guard var state = widgets[widget] else { return }
        let limits = state.style == nil ? .none : TextStyleResolver.limits(nesting: limitsChain(of: widget))
        let name = GtkTextStyleSheet.className(for: limits)
        guard name != state.limitsClass else { return }
        if let old = state.limitsClass { Gtk.removeClass(old, from: widget) }
        if let name { Gtk.addClass(name, to: widget) }
        state.limitsClass = name
        store(state, for: widget)
        if name != nil, limitsInUse.insert(limits).inserted { restyle() }
    }

    private func store(_ state: WidgetState, for widget: GtkWidgetHandle) {
        widgets[widget] = state.isEmpty ? nil : state
    }

    /// What the styles know of a widget.
    private struct WidgetState {
        /// The style it was given.
        var style: TextStyle?
        /// The limits set on its subtree.
        var subtreeLimits = ContentSizeCategoryLimits.none
        /// The class of its composed limits written on it, when it is styled in a limited subtree.
        var limitsClass: String?

        var isEmpty: Bool { style == nil && subtreeLimits.isUnlimited && limitsClass == nil }
    }
}
#endif
