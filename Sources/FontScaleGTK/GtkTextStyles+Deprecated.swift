#if GTK
import HeadlessUI
import SystemFonts

// The spelling apps wrote before 0.1.0, kept working: it names what to write instead
// (CHANGELOG.md, 0.1.0's Changed).
extension GtkTextStyles {
    /// Styles plain GTK widgets and, when `followsDesktopRamp` is `true`, turns on the
    /// application's `Application.followsDesktopRamp`, as this initializer did before the flag
    /// moved to the application. `false` leaves the application's ramp as it is.
    @available(
        *, deprecated,
        message:
            "set Application.followsDesktopRamp on the application, then use GtkTextStyles(application:fontEnvironment:)"
    )
    public convenience init(
        application: Application = .shared, fontEnvironment: FontEnvironment? = nil, followsDesktopRamp: Bool
    ) throws(GtkError) {
        if followsDesktopRamp { application.followsDesktopRamp = true }
        try self.init(application: application, fontEnvironment: fontEnvironment)
    }
}
#endif
