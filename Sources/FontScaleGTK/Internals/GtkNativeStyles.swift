#if GTK
/// The few rules GTK 4.8's own theme lacks for drawing the tree as GNOME's apps are drawn, in
/// one provider on the display that the host owns: libadwaita's boxed list (rounded, raised rows
/// with a line between them), its rows' padding, and its view switcher bar (a bottom bar of flat
/// tabs, the header bar's colours). Fonts are not here: they are ``GtkFontClasses``'s, the tree's.
@MainActor
final class GtkNativeStyles {
    /// The class of a table view cell's row.
    static let rowClass = "fontscale-row"
    /// The class of a tab bar drawn as a view switcher bar.
    static let viewSwitcherBarClass = "fontscale-view-switcher-bar"
    /// The class of the scrolling content between a window's bars, which keeps GNOME's margins.
    static let pageClass = "fontscale-page"

    /// libadwaita 1.2's look, in GTK 4.8's default (light) theme's colours. A line on one side
    /// is spelt as a border of one colour on every side, the others 0 wide: `border-bottom` alone
    /// leaves the other sides the text's colour, and GTK's cairo renderer fills a border of mixed
    /// colours with a mesh over the row's whole area, on every frame of a page of
    /// rows (Benchmarks/README.md, "One colour per border").
    static let css = """
        list.boxed-list { background-color: #ffffff; color: #2e3436; border-radius: 12px; \
        box-shadow: 0 0 0 1px rgba(0, 0, 0, 0.03), 0 1px 3px 1px rgba(0, 0, 0, 0.07), \
        0 2px 6px 2px rgba(0, 0, 0, 0.03); }
        list.boxed-list > row { border: 0 solid rgba(0, 0, 0, 0.07); border-bottom-width: 1px; }
        list.boxed-list > row:first-child { border-top-left-radius: 12px; border-top-right-radius: 12px; }
        list.boxed-list > row:last-child { border-bottom-width: 0; border-bottom-left-radius: 12px; \
        border-bottom-right-radius: 12px; }
        .\(rowClass) { min-height: 38px; padding: 6px 12px; }
        .\(viewSwitcherBarClass) { padding: 4px 6px; border: 0 solid #bfb8b1; border-top-width: 1px; \
        background: #dfdcd8 linear-gradient(to top, #dad6d2, #e1dedb); }
        .\(viewSwitcherBarClass) > button { padding: 6px 12px; min-height: 28px; }
        .\(pageClass) > viewport > box { margin: 12px 16px; }
        .\(pageClass) > viewport > box list.boxed-list { margin: 8px 0; }
        """

    private var provider: OpaquePointer?

    init() throws(GtkError) {
        guard let provider = Gtk.makeDisplayProvider() else { throw .noDisplay }
        self.provider = provider
        Gtk.load(Self.css, into: provider)
    }

    isolated deinit {
        if let provider { Gtk.removeDisplayProvider(provider) }
    }

    /// Takes the provider off the display for good.
    func remove() {
        if let provider { Gtk.removeDisplayProvider(provider) }
        provider = nil
    }
}
#endif
