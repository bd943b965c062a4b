#if GTK
import HeadlessUI

// The spellings apps wrote before 0.1.0, kept working: each names what to write instead
// (CHANGELOG.md, 0.1.0's Changed).
extension GtkHost {
    /// Shows a window and, when `followsDesktopRamp` is `true`, turns on the window's
    /// application's `Application.followsDesktopRamp`, as this initializer did before the flag
    /// moved to the application. `false` leaves the application's ramp as it is.
    @available(
        *, deprecated,
        message: "set Application.followsDesktopRamp on the window's application, then use GtkHost(window:)"
    )
    public convenience init(window: Window, followsDesktopRamp: Bool) throws(GtkError) {
        if followsDesktopRamp { window.application.followsDesktopRamp = true }
        try self.init(window: window)
    }

    /// What GTK shows, as ``readBack()`` reads it: the widget dump became the read-back value
    /// every toolkit shares (`ShownWidget`), whose font is in its `font` field.
    @available(*, deprecated, renamed: "readBack()")
    public func dump() -> ShownWidget {
        readBack()
    }

    /// Schedules ``render()`` on the loop's next turn, once per batch, as the host did when it was
    /// the window's renderer itself. The host's mirror is the renderer now and schedules its
    /// rendering on its own: a call is no longer needed, and does what the window's own call does.
    @available(
        *, deprecated,
        message: "the host renders each batch of the tree's changes by itself; call render() to apply them now"
    )
    public func treeNeedsRendering(_ window: Window) {
        mirror.treeNeedsRendering(window)
    }
}

/// The read-back value of a GTK widget: every toolkit's is `ShownWidget` now.
@available(*, deprecated, renamed: "ShownWidget")
public typealias GtkWidgetDump = ShownWidget

/// A label's laid-out text as GTK reports it: every toolkit's is `ShownTextLayout` now.
@available(*, deprecated, renamed: "ShownTextLayout")
public typealias GtkLabelLayout = ShownTextLayout
#endif
