#if Qt
import HeadlessUI

// The spellings apps wrote before 0.1.0, kept working: each names what to write instead
// (CHANGELOG.md, 0.1.0's Changed).
extension QtHost {
    /// Shows a window and, when `followsDesktopRamp` is `true`, turns on the window's
    /// application's `Application.followsDesktopRamp`, as this initializer did before the flag
    /// moved to the application. `false` leaves the application's ramp as it is.
    @available(
        *, deprecated,
        message: "set Application.followsDesktopRamp on the window's application, then use QtHost(window:)"
    )
    public convenience init(window: Window, followsDesktopRamp: Bool) throws(QtError) {
        if followsDesktopRamp { window.application.followsDesktopRamp = true }
        try self.init(window: window)
    }

    /// What Qt shows, as ``readBack()`` reads it: the widget dump became the read-back value
    /// every toolkit shares (`ShownWidget`), whose font is in its `font` field.
    @available(*, deprecated, renamed: "readBack()")
    public func dump() -> ShownWidget {
        readBack()
    }
}

/// The read-back value of a Qt widget: every toolkit's is `ShownWidget` now.
@available(*, deprecated, renamed: "ShownWidget")
public typealias QtWidgetDump = ShownWidget

#endif
