#if GTK
import DynamicType
import Foundation
import HeadlessUI

/// The CSS classes that give GTK widgets the fonts the tree resolved: one class per distinct
/// font, in one provider on the display, reloaded once per batch that brings a new font.
///
/// Sizes are in `px`, one Apple point to one CSS pixel, which `gtk-xft-dpi` does not scale: the
/// desktop's text size reaches the widgets once, through the category the tree resolved.
@MainActor
final class GtkFontClasses {
    private var names: [RenderedFont: String] = [:]
    private var rules: [String] = []
    private var isStale = false
    private var provider: OpaquePointer?
    /// What sets these classes apart from another host's in the same process, whose provider is
    /// on the same display: this object's address, unique among the live ones (a class of the same
    /// name from another host would give a label both hosts' rules).
    private lazy var owner = String(UInt(bitPattern: ObjectIdentifier(self)), radix: 36)

    init() throws(GtkError) {
        guard let provider = Gtk.makeDisplayProvider() else { throw .noDisplay }
        self.provider = provider
    }

    isolated deinit {
        if let provider { Gtk.removeDisplayProvider(provider) }
    }

    /// Takes the provider off the display for good.
    func remove() {
        if let provider { Gtk.removeDisplayProvider(provider) }
        provider = nil
    }

    /// The class for a font, adding its rule when it is new.
    func className(for font: RenderedFont) -> String {
        if let name = names[font] { return name }
        let name = "fontscale-font-\(owner)-\(names.count)"
        names[font] = name
        var declarations = [
            "font-family: \(GtkCSS.string(font.family))",
            "font-size: \(Self.css(font.pointSize))px", "font-weight: \(font.weight.openTypeWeight)",
        ]
        if let lineHeight = font.lineHeight { declarations.append("line-height: \(Self.css(lineHeight))px") }
        if font.isSmallCaps { declarations.append("font-variant-caps: small-caps") }
        rules.append("\(GtkCSS.classSelector(name)) { \(declarations.joined(separator: "; ")); }")
        isStale = true
        return name
    }

    /// Loads the rules if a new one was added since the last load.
    func loadIfNeeded() {
        guard isStale, let provider else { return }
        Gtk.load(css, into: provider)
        isStale = false
    }

    /// The style sheet: every class's rule, one per line.
    var css: String { rules.joined(separator: "\n") }

    /// Whether a class is one of these.
    static func isFontClass(_ name: String) -> Bool { name.hasPrefix("fontscale-font-") }

    private static func css(_ value: Double) -> String {
        value == value.rounded() ? value.compactDescription : String(format: "%.2f", value)
    }
}
#endif
