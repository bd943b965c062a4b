#if Qt
import DynamicType
import HeadlessUI
import SystemFonts

/// Gives Qt widgets Apple's text styles, in the app's own font, following an `Application`'s
/// content size category and Bold Text live: the per-style type ramp Qt lacks (its
/// `QFontDatabase::systemFont` knows four fonts, none of them a style).
///
/// A tagged widget gets its style's pixel size (one point to one pixel), weight (the heavier face
/// under Bold Text) and the app's family, registered with Qt's font database from the file the
/// font resolved to, at the category the limits of the widget and its parents allow. A change
/// restyles every tagged widget once, on the Qt loop's next turn. Each font is the one HeadlessUI's
/// `TextStyleResolver` gives: what a HeadlessUI `Label` with the style reports in a window of the
/// application, under the same limits; nothing is composed here.
///
/// The styles hold a handle on each widget they tag until the tag is taken away or Qt destroys
/// the widget; a handle FontScale made keeps a parentless widget alive, a borrowed one does not.
///
/// ```swift
/// let styles = try QtTextStyles(application: .shared)
/// let title = try QtWidgetHandle.label("Inbox")
/// styles.setTextStyle(.headline, for: title)
/// Application.shared.preferredContentSizeCategory = .accessibilityMedium   // restyled
/// ```
@MainActor
public final class QtTextStyles {
    /// The application whose category and Bold Text the styles follow.
    public let application: Application
    /// Where the app family is registered and resolved.
    public let fontEnvironment: FontEnvironment
    /// How many times the tagged widgets have been restyled after a change.
    public private(set) var restyleCount = 0
    /// Called after each restyle; for an app that wants to know.
    public var onRestyle: (@MainActor () -> Void)?

    private var styles: [QtWidgetHandle: TextStyle] = [:]
    private var limits: [QtWidgetHandle: ContentSizeCategoryLimits] = [:]
    private let fontApplier = QtFontApplier()
    private var observation: ApplicationObservation?
    /// Whether a change scheduled a restyle for the loop's next turn that has not been done: a
    /// restyle done before then (``restyle()``) makes it redundant.
    private var isRestyleScheduled = false

    /// Makes the process's QApplication if there is none, and follows the application.
    ///
    /// - Parameters:
    ///   - application: The owner of the category and Bold Text.
    ///   - fontEnvironment: Where the app family lives; by default the application's.
    /// - Throws: ``QtError/noDisplay`` when no QApplication can be made, ``QtError/applicationShutDown``
    ///   after ``QtApplication/shutDown()``.
    public init(
        application: Application = .shared, fontEnvironment: FontEnvironment? = nil
    ) throws(QtError) {
        try Qt.ensureApplication()
        self.application = application
        self.fontEnvironment = fontEnvironment ?? application.fontEnvironment
        observation = application.observeChanges { [weak self] _ in self?.scheduleRestyle() }
    }

    /// Gives a widget a text style and its font now (or, with `nil`, takes the style away and
    /// gives the widget back the application font).
    public func setTextStyle(_ style: TextStyle?, for widget: QtWidgetHandle) {
        // A destroyed widget's address may be a new widget's: its limits must not apply to it.
        forgetDestroyed()
        if let style {
            // A new key, should a destroyed widget's handle with the same address still be one.
            styles.removeValue(forKey: widget)
            styles[widget] = style
            restyle(widget, as: style, by: resolver)
        } else if styles.removeValue(forKey: widget) != nil {
            Qt.unsetFont(of: widget)
        }
    }

    /// The text style a widget was given, if any.
    public func textStyle(of widget: QtWidgetHandle) -> TextStyle? {
        styles[widget]
    }

    /// Limits the content size category of every styled widget in a subtree (the widget and its
    /// descendants), composed with the limits of the subtrees around it, as in HeadlessUI; the
    /// styled widgets are restyled now.
    public func setContentSizeCategoryLimits(_ limits: ContentSizeCategoryLimits, for widget: QtWidgetHandle) {
        self.limits.removeValue(forKey: widget)
        if !limits.isUnlimited { self.limits[widget] = limits }
        restyleAll()
    }

    /// The font a styled widget gets now: its style at the category its limits allow, with Bold
    /// Text; `nil` for a widget without a style.
    public func font(for widget: QtWidgetHandle) -> RenderedFont? {
        styles[widget].map { resolver.font(for: $0, under: limitsChain(of: widget)) }
    }

    /// A style's font at the application's category under `limits`, with Bold Text.
    public func font(for style: TextStyle, limits: ContentSizeCategoryLimits = .none) -> RenderedFont {
        resolver.font(for: style, under: [limits])
    }

    /// The application's category and Bold Text, as its windows resolve them, in these styles'
    /// environment.
    private var resolver: TextStyleResolver {
        TextStyleResolver(application: application, fontEnvironment: fontEnvironment)
    }

    /// Restyles every tagged widget now; a change does it by itself on the loop's next turn (and
    /// after this, does not do it again).
    public func restyle() {
        isRestyleScheduled = false
        restyleAll()
        restyleCount += 1
        onRestyle?()
    }

    private func scheduleRestyle() {
        guard !isRestyleScheduled else { return }
        isRestyleScheduled = true
        Qt.onNextTurn { [weak self] in
            // Restyled already since the change, by hand: every widget has its font.
            guard let self, isRestyleScheduled else { return }
            restyle()
        }
    }

    private func restyleAll() {
        forgetDestroyed()
        let resolver = resolver
        // The widgets of one font are given it at once, the font built once for them. Without
        // limits a style has one font: resolved once, not once per widget.
        var fonts: [RenderedFont: [QtWidgetHandle]] = [:]
        if limits.isEmpty {
            var widgetsByStyle: [TextStyle: [QtWidgetHandle]] = [:]
            for (widget, style) in styles { widgetsByStyle[style, default: []].append(widget) }
            for (style, widgets) in widgetsByStyle {
                fonts[resolver.font(for: style, under: []), default: []].append(contentsOf: widgets)
            }
        } else {
            for (widget, style) in styles {
                fonts[resolver.font(for: style, under: limitsChain(of: widget)), default: []].append(widget)
            }
        }
        for (font, widgets) in fonts { fontApplier.apply(font, to: widgets) }
    }

    /// Forgets the styles and limits of widgets Qt destroyed.
    private func forgetDestroyed() {
        for widget in styles.keys where !widget.isAlive { styles[widget] = nil }
        for widget in limits.keys where !widget.isAlive { limits[widget] = nil }
    }

    private func restyle(_ widget: QtWidgetHandle, as style: TextStyle, by resolver: TextStyleResolver) {
        fontApplier.apply(resolver.font(for: style, under: limitsChain(of: widget)), to: widget)
    }

    /// The limits set on a widget's subtrees, outermost first.
    private func limitsChain(of widget: QtWidgetHandle) -> [ContentSizeCategoryLimits] {
        guard !limits.isEmpty else { return [] }
        var chain: [ContentSizeCategoryLimits] = []
        var node: QtWidgetHandle? = widget
        while let current = node {
            if let own = limits[current] { chain.append(own) }
            node = Qt.parent(of: current)
        }
        return chain.reversed()
    }
}
#endif
