/// How the status bar animates when it is shown or hidden; UIKit's `UIStatusBarAnimation`.
public enum StatusBarAnimation: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// No animation.
    case none
    /// The bar fades in or out.
    case fade
    /// The bar slides in or out.
    case slide

    /// The case's name.
    public var description: String { rawValue }
}
