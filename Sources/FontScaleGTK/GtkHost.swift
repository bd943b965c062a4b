#if GTK
import DynamicType
import HeadlessUI
import SystemFonts

/// Shows a HeadlessUI screen through GTK widgets, so UIKit-style code ported by dropping `UI`
/// appears in a real window.
///
/// Each view becomes a GTK widget: a `View` a vertical box, a label, text field
/// or text view a label, a button a button, a navigation bar a box with its title. Text with a
/// text style takes the style's class from ``GtkTextStyles``, at the category the headless
/// tree reads from the same `Application`; a view's minimum, maximum or
/// category override limits its GTK subtree the same way. ``refresh()`` brings the texts
/// across after the screen changes them.
@MainActor
public final class GtkHost {
    /// The screen shown.
    public let rootViewController: ViewController
    /// The styles the GTK widgets take.
    public let styles: GtkTextStyles
    /// The GTK widget holding the screen.
    public private(set) var widget: GtkWidgetHandle

    private var mirrors: [ObjectIdentifier: (view: View, widget: GtkWidgetHandle)] = [:]
    /// The text each mirrored widget shows, so a refresh only touches what changed.
    private var shownTexts: [ObjectIdentifier: String] = [:]
    private var handlerID: Int?

    /// Builds the GTK widgets for a screen; its view is loaded if it was not.
    public init(rootViewController: ViewController, styles: GtkTextStyles) {
        self.rootViewController = rootViewController
        self.styles = styles
        widget = Gtk.makeVerticalBox(spacing: 8)
        Gtk.setMargin(16, of: widget)
        build(rootViewController.view, into: widget)
        handlerID = styles.application.addChangeHandler { [weak self] _ in self?.refresh() }
    }

    isolated deinit {
        if let handlerID { styles.application.removeChangeHandler(handlerID) }
    }

    /// The GTK widget showing a view of the screen, if it is shown.
    public func widget(for view: View) -> GtkWidgetHandle? {
        mirrors[ObjectIdentifier(view)]?.widget
    }

    /// Shows the screen in a new top-level window; returns the window.
    public func presentWindow(title: String, width: Int = 480, height: Int = 640) -> GtkWidgetHandle {
        Gtk.presentWindow(title: title, child: widget, width: Int32(width), height: Int32(height))
    }

    /// Copies every mirrored view's text to its widget, where it changed.
    public func refresh() {
        for (key, mirror) in mirrors {
            guard let text = Self.text(of: mirror.view), shownTexts[key] != text else { continue }
            Gtk.setText(text, of: mirror.widget)
            shownTexts[key] = text
        }
    }

    private static func text(of view: View) -> String? {
        switch view {
        case let label as Label: label.text ?? ""
        case let field as TextField: field.text ?? field.placeholder ?? ""
        case let textView as TextView: textView.text
        default: nil
        }
    }

    private static func textStyle(of view: View) -> TextStyle? {
        switch view {
        case let label as Label: label.font.textStyle
        case let field as TextField: field.font?.textStyle ?? .body
        case let textView as TextView: textView.font?.textStyle ?? .body
        default: nil
        }
    }

    /// The limits a view puts on its subtree: its own, or its category override as both bounds.
    private static func limits(of view: View) -> ContentSizeCategoryLimits {
        let override = view.traitOverrides.preferredContentSizeCategory
        if override != .unspecified { return ContentSizeCategoryLimits(minimum: override, maximum: override) }
        return view.contentSizeCategoryLimits
    }

    private func build(_ view: View, into parent: GtkWidgetHandle) {
        let mirror: GtkWidgetHandle
        switch view {
        case let bar as NavigationBar:
            mirror = Gtk.makeVerticalBox(spacing: 0)
            let title = Gtk.makeLabel(bar.navigationController?.topViewController?.navigationItem.title ?? "")
            styles.setTextStyle(.headline, for: title)
            Gtk.append(title, to: mirror)
        case let button as Button:
            mirror = Gtk.makeButton(button.titleLabel.text ?? "")
        case is Label, is TextField, is TextView:
            mirror = Gtk.makeLabel(Self.text(of: view) ?? "")
            Gtk.alignLeading(mirror)
        default:
            mirror = Gtk.makeVerticalBox(spacing: 4)
        }
        Gtk.append(mirror, to: parent)
        mirrors[ObjectIdentifier(view)] = (view, mirror)
        if let text = Self.text(of: view) { shownTexts[ObjectIdentifier(view)] = text }
        let limits = Self.limits(of: view)
        if !limits.isUnlimited { styles.setContentSizeCategoryLimits(limits, for: mirror) }
        if let style = Self.textStyle(of: view) { styles.setTextStyle(style, for: mirror) }
        // Bars and buttons draw their own insides, as their font updates do.
        guard !(view is NavigationBar || view is Button || view is TabBar) else { return }
        for subview in view.subviews { build(subview, into: mirror) }
    }
}
#endif
