import DynamicType
import SystemFonts

/// What a ``TabBar`` tells when the user selects a tab; UIKit's `UITabBarDelegate`.
@MainActor
public protocol TabBarDelegate: AnyObject {
    /// The user selected `item`.
    func tabBar(_ tabBar: TabBar, didSelect item: TabBarItem)
}
