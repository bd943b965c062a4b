import DynamicType
import SystemFonts

/// One tab of a ``TabBar``.
public struct TabBarItem: Hashable, Sendable {
    /// The tab's title; the large content viewer shows it.
    public var title: String
    /// The image the large content viewer shows for the tab, or `nil`; UIKit's
    /// `largeContentSizeImage`.
    public var largeContentSizeImage: Image?
    /// Creates a tab.
    public init(title: String) {
        self.title = title
    }
}
