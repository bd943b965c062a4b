/// Something that knows the user's preferred text size and interface fonts, now and as they
/// change: the desktop, through DesktopSettings' `DesktopTextSizeMonitor`, or an app's own.
///
/// HeadlessUI's `follow(_:)` keeps an application in step with any provider, so that a view tree
/// follows the desktop without linking the desktop's readers itself.
public protocol PreferredTextSizeProvider: AnyObject, Sendable {
    /// The text size now.
    var preferredTextSize: PreferredTextSize { get }

    /// Whether the user asked for bold text, or `.unspecified` when the provider does not know.
    var boldText: LegibilityWeight { get }

    /// Every change from now on; the stream ends when the provider stops.
    func preferredTextSizeChanges() -> AsyncStream<PreferredTextSize>

    /// Starts watching for changes; calling it again while running does nothing.
    func start()
}
