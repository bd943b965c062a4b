import DynamicType
import SystemFonts

/// One tab of a ``TabBar``.
public struct TabBarItem: Hashable, Sendable {
    /// The tab's title.
    public var title: String
    /// Creates a tab.
    public init(title: String) {
        self.title = title
    }
}
