import Foundation
import HeadlessUI

extension TextSizeAudit {
    /// How long a toolkit check waits for the toolkit's painted frame at each text size before it
    /// throws ``ToolkitLoopError/noFramePainted(toolkit:condition:timeout:)``: 10 seconds.
    public static let defaultToolkitTimeout: Duration = .seconds(10)

    /// A check of the labels as a toolkit drew them, for ``run(on:additionalChecks:)``: at each
    /// condition it applies the tree's changes to `host`'s widgets, turns the toolkit's loop until
    /// it has painted them, and reports every visible label whose text the toolkit shortened with
    /// an ellipsis (truncated) or gave less height than its lines need (clipped), as the toolkit
    /// reads it back (`PaintedToolkitHost.textLayout(of:)`).
    ///
    /// What the headless checks found too is one finding, the toolkit added to its
    /// ``TextSizeFinding/foundBy``; the toolkit's own findings are what it alone sees, with
    /// ``TextSizeFinding/measured`` in the same meaning (a one-line label's text on one line).
    ///
    /// ```swift
    /// let host = try GtkHost(window: window)   // or a QtHost: any PaintedToolkitHost
    /// try host.presentWindow(title: "Inbox")
    /// let report = try await TextSizeAudit().run(on: window, additionalChecks: TextSizeAudit.toolkitChecks(host: host))
    /// ```
    ///
    /// It turns the loop itself (`PaintedToolkitHost.turnLoopUntilPainted(timeout:)`), so it runs
    /// as it is from a `@MainActor` Swift Testing test, from top-level code or an async `@main`
    /// that awaits it, and from an app whose loop is running: the main actor is the process's main
    /// thread in each, where the toolkit runs (the README's "Async Swift with GTK and Qt").
    ///
    /// - Parameters:
    ///   - host: The toolkit's window showing the audited window's tree.
    ///   - timeout: How long to wait for a painted frame at each text size;
    ///     ``defaultToolkitTimeout`` by default.
    /// - Returns: Checks that throw ``ToolkitLoopError/noFramePainted(toolkit:condition:timeout:)``
    ///   when the toolkit paints no frame within `timeout`.
    public static func toolkitChecks(
        host: some PaintedToolkitHost, timeout: Duration = defaultToolkitTimeout
    ) -> @MainActor (TextSizeCondition) async throws(ToolkitLoopError) -> [TextSizeFinding] {
        { condition throws(ToolkitLoopError) in
            host.render()
            guard host.turnLoopUntilPainted(timeout: timeout) else {
                throw .noFramePainted(toolkit: host.toolkitName, condition: condition, timeout: timeout)
            }
            return toolkitFindings(of: host, at: condition)
        }
    }

    /// What `host` shows wrong at `condition`, as its toolkit reads it back after a paint: each
    /// visible label it ellipsized or gave less height than its lines need.
    @MainActor
    static func toolkitFindings(
        of host: some PaintedToolkitHost, at condition: TextSizeCondition
    )
        -> [TextSizeFinding]
    {
        TextSample.drawnLeaves(in: host.window).compactMap { $0 as? Label }.compactMap { label in
            guard let layout = host.textLayout(of: label), layout.isClippedOrTruncated else { return nil }
            let toolkit = host.toolkitName
            // One meaning of "needs" with the headless checks: a one-line label's text on one
            // line, a wrapping label's lines at the width it was given.
            let needs =
                label.numberOfLines == 1
                ? CGSize(width: layout.naturalWidth, height: layout.height)
                : CGSize(width: layout.allocatedWidth, height: layout.naturalHeight)
            return TextSizeFinding(
                kind: layout.isEllipsized ? .truncated : .clipped, path: TextSample.path(of: label),
                text: label.text ?? "", condition: condition, textStyle: label.font.textStyle,
                pointSize: label.font.pointSize, measured: needs,
                available: CGSize(width: layout.allocatedWidth, height: layout.allocatedHeight),
                foundBy: [.toolkit(toolkit)],
                reason: layout.isEllipsized
                    ? "\(toolkit) ellipsized it in \(layout.lineCount) line(s)"
                    : "\(toolkit) allocated it less height than its \(layout.lineCount) line(s) need")
        }
    }
}
