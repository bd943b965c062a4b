import Foundation
import HeadlessUI

extension TextSizeAudit {
    /// A check of the labels as a toolkit drew them, for ``run(on:additionalChecks:)``: at each
    /// condition it applies the tree's changes to `host`'s widgets, waits for the toolkit's next
    /// painted frame, and reports every visible label whose text the toolkit shortened with an
    /// ellipsis (truncated) or gave less height than its lines need (clipped), as the toolkit
    /// reads it back (`PaintedToolkitWindow.textLayout(of:)`).
    ///
    /// ```swift
    /// let host = try GtkHost(window: window)   // or a QtHost: any PaintedToolkitWindow
    /// try host.presentWindow(title: "Inbox")
    /// let report = await TextSizeAudit().run(on: window, additionalChecks: TextSizeAudit.toolkitChecks(host: host))
    /// ```
    ///
    /// Toolkits paint on the main thread's loop: run the audit from a main-actor task while the
    /// loop turns (`GtkMainActorBridge`, `QtMainActorBridge`), in the process that shows the window.
    public static func toolkitChecks(
        host: some PaintedToolkitWindow
    ) -> @MainActor (TextSizeCondition) async -> [TextSizeFinding] {
        { condition in
            host.render()
            await host.nextPaint()
            return TextSample.drawnLeaves(in: host.window).compactMap { $0 as? Label }.compactMap { label in
                guard let layout = host.textLayout(of: label), layout.isClippedOrTruncated else { return nil }
                let toolkit = host.toolkitName
                return TextSizeFinding(
                    kind: layout.isEllipsized ? .truncated : .clipped, path: TextSample.path(of: label),
                    text: label.text ?? "", condition: condition, textStyle: label.font.textStyle,
                    pointSize: label.font.pointSize,
                    measured: CGSize(width: layout.naturalWidth, height: layout.naturalHeight),
                    available: CGSize(width: layout.allocatedWidth, height: layout.allocatedHeight),
                    reason: layout.isEllipsized
                        ? "\(toolkit) ellipsized it in \(layout.lineCount) line(s)"
                        : "\(toolkit) allocated it less height than its \(layout.lineCount) line(s) need")
            }
        }
    }
}
