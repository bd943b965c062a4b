#if GTK
import FontScaleGTK
import HeadlessUI

// The spellings apps wrote before 0.1.0, kept working: each names what to write instead
// (CHANGELOG.md).
extension TextSizeAudit {
    /// A check of the labels as GTK drew them, as it was before every toolkit had one: at each
    /// condition it applies the tree's changes to `host`'s widgets, waits for `gtkWindow`'s next
    /// painted frame (with no time limit), and reports every visible label GTK ellipsized or
    /// clipped, with the same findings as ``toolkitChecks(host:timeout:)``.
    ///
    /// - Parameters:
    ///   - host: The GTK window showing the audited window's tree.
    ///   - gtkWindow: The GTK window whose next frame is waited for (the one `host` presented).
    /// - Returns: Checks for ``run(on:additionalChecks:)``.
    @available(
        *, deprecated,
        message: "use toolkitChecks(host:), which turns GTK's loop itself and throws when no frame is painted in time"
    )
    public static func gtkChecks(
        host: GtkHost, gtkWindow: GtkWidgetHandle
    ) -> @MainActor (TextSizeCondition) async -> [TextSizeFinding] {
        { condition in
            host.render()
            await gtkWindow.nextPaint()
            return toolkitFindings(of: host, at: condition)
        }
    }
}
#endif
