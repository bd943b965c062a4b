import Foundation
import HeadlessUI

/// Compares the frames the tree computes for a stack view's subtree with where a toolkit placed
/// their widgets: the check that GTK and Qt draw the tree's layout, not one of their own.
///
/// ```swift
/// let differences = LayoutAgreement.differences(under: stack, in: host)
/// #expect(differences.isEmpty, "\(differences)")
/// ```
@MainActor
public enum LayoutAgreement {
    /// Lays `root` out headless at the size the toolkit gave its widget, then lists each view
    /// under it laid out by a stack or a scroll view (a stack's arranged subviews, a scroll view's
    /// column, at any depth), whose widget's rectangle
    /// differs from its frame by more than `tolerance` pixels on any edge; empty when they agree.
    ///
    /// Frames are compared in `root`'s coordinates, so the window's own decorations and bars do
    /// not count. Call it once the toolkit has laid out the window's latest changes (a turn of
    /// its loop after HeadlessUI's `ToolkitHost.render()`): allocations are the toolkit's last.
    public static func differences(
        under root: View, in host: some PaintedToolkitHost, tolerance: CGFloat = 1
    ) -> [String] {
        guard let origin = host.allocation(of: root) else { return ["\(root.debugName): not shown"] }
        root.frame.size = origin.size
        TextSizeAudit.layOut(root)
        var found: [String] = []
        func visit(_ view: View, offset: CGPoint) {
            for subview in view.subviews where !subview.isHidden {
                let frame = subview.frame.offsetBy(dx: offset.x, dy: offset.y)
                if lays(out: subview, in: view) {
                    if let shown = host.allocation(of: subview)?.offsetBy(dx: -origin.minX, dy: -origin.minY) {
                        if !agree(frame, shown, within: tolerance) {
                            found.append("\(subview.debugName): frame \(describe(frame)), shown \(describe(shown))")
                        }
                    } else {
                        found.append("\(subview.debugName): frame \(describe(frame)), not shown")
                    }
                }
                visit(subview, offset: frame.origin)
            }
        }
        visit(root, offset: .zero)
        return found
    }

    /// Whether `view` gives `subview` its frame: a stack its arranged subviews, a scroll view its
    /// column.
    private static func lays(out subview: View, in view: View) -> Bool {
        if view is ScrollView { return true }
        guard let stack = view as? StackView else { return false }
        return stack.arrangedSubviews.contains { $0 === subview }
    }

    private static func agree(_ a: CGRect, _ b: CGRect, within tolerance: CGFloat) -> Bool {
        abs(a.minX - b.minX) <= tolerance && abs(a.minY - b.minY) <= tolerance && abs(a.maxX - b.maxX) <= tolerance
            && abs(a.maxY - b.maxY) <= tolerance
    }

    private static func describe(_ rect: CGRect) -> String {
        func number(_ value: CGFloat) -> String { String(format: "%g", (value * 10).rounded() / 10) }
        return "(\(number(rect.minX)), \(number(rect.minY)), \(number(rect.width)) × \(number(rect.height)))"
    }
}
