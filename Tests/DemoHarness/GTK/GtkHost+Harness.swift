#if GTK
import FontScaleGTK
import HeadlessUI

/// What only GTK's harness reads: the content sized below GTK's title bar, and the header bar's
/// texts as Pango laid them out.
extension GtkHost: HarnessHost {
    static var harnessName: String { "fontscale-gtk-harness" }
    static var toolkitTitle: String { "GTK" }

    /// The content has the size, as the tree's window has: the title bar GTK draws above it and
    /// the frame around it come on top, and differ between X11 and Wayland.
    func fitContent(of window: GtkWidgetHandle, width: Int, height: Int) {
        (window.child ?? widget).requestSize(width: width, height: height)
    }

    /// A header bar's button titles and title, first to last, as Pango laid them out.
    func barTexts(of bar: NavigationBar) -> [WindowLayout.BarText]? {
        widget(for: bar)?.boxChildren.compactMap { part in
            // A button's title is its label; the bar's title is a label itself.
            let isButton = part.labelLayout() == nil
            guard let label = isButton ? part.child : part, let layout = label.labelLayout() else { return nil }
            return WindowLayout.BarText(
                text: part.shownText ?? "", isButton: isButton, naturalWidth: layout.naturalWidth,
                width: layout.allocatedWidth, isElided: layout.isEllipsized)
        }
    }
}
#endif
