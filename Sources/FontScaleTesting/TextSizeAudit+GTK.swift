#if GTK
import FontScaleGTK
import Foundation
import HeadlessUI

extension TextSizeAudit {
    /// A check of the labels as GTK drew them, for ``run(on:additionalChecks:)``: at each
    /// condition it applies the tree's changes to `host`'s widgets, waits for `gtkWindow`'s
    /// next painted frame, and reports every visible label whose Pango layout is ellipsized
    /// (truncated) or whose lines need more height than GTK allocated it (clipped).
    ///
    /// ```swift
    /// let host = try GtkHost(window: window)
    /// let gtkWindow = try host.presentWindow(title: "Inbox")
    /// let report = await TextSizeAudit().run(
    ///     on: window, additionalChecks: TextSizeAudit.gtkChecks(host: host, gtkWindow: gtkWindow))
    /// ```
    ///
    /// GTK runs on the main thread's GLib loop: run the audit from a main-actor task while the
    /// loop turns (`GtkMainActorBridge`), in the process that shows the window.
    public static func gtkChecks(
        host: GtkHost, gtkWindow: GtkWidgetHandle
    ) -> @MainActor (TextSizeCondition) async -> [TextSizeFinding] {
        { condition in
            host.render()
            await gtkWindow.nextPaint()
            return labels(in: host.window).compactMap { label in
                guard let layout = host.widget(for: label)?.labelLayout(), layout.isClippedOrTruncated else {
                    return nil
                }
                return TextSizeFinding(
                    kind: layout.isEllipsized ? .truncated : .clipped, path: TextSample.path(of: label),
                    text: label.text ?? "", condition: condition, textStyle: label.font.textStyle,
                    pointSize: label.font.pointSize,
                    measured: CGSize(width: layout.naturalWidth, height: layout.naturalHeight),
                    available: CGSize(width: layout.allocatedWidth, height: layout.allocatedHeight),
                    reason: layout.isEllipsized
                        ? "GTK ellipsized it in \(layout.lineCount) line(s)"
                        : "GTK allocated it less height than its \(layout.lineCount) line(s) need")
            }
        }
    }

    /// The visible labels of a tree that GTK draws as labels of their own (not a button's title).
    @MainActor
    private static func labels(in window: Window) -> [Label] {
        var labels: [Label] = []
        var stack: [View] = [window]
        while let view = stack.popLast() {
            guard !view.isHidden else { continue }
            if case .container = view.renderedContent {
                stack.append(contentsOf: view.subviews.reversed())
            } else if let label = view as? Label {
                labels.append(label)
            }
        }
        return labels
    }
}
#endif
