import DynamicType
import Foundation
import SystemFonts

/// The app-wide state UIKit keeps in `UIApplication`: the preferred content size category.
///
/// Setting ``preferredContentSizeCategory`` to a new value updates the font environment's current
/// category and posts ``DynamicType/ContentSizeCategory/didChangeNotification``; setting the same
/// value posts nothing.
@MainActor
public final class Application {
    /// The process-wide application, posting to `NotificationCenter.default`.
    public static let shared = Application()

    /// Where change notifications are posted.
    public let notificationCenter: NotificationCenter
    /// The environment whose current category follows this application's.
    public let fontEnvironment: FontEnvironment

    /// Creates an application posting to a notification center.
    public init(notificationCenter: NotificationCenter = .default, fontEnvironment: FontEnvironment = .shared) {
        self.notificationCenter = notificationCenter
        self.fontEnvironment = fontEnvironment
        self.preferredContentSizeCategory = fontEnvironment.contentSizeCategory
    }

    /// The user's preferred text size.
    public var preferredContentSizeCategory: ContentSizeCategory {
        didSet {
            guard preferredContentSizeCategory != oldValue else { return }
            fontEnvironment.contentSizeCategory = preferredContentSizeCategory
            notificationCenter.post(
                name: ContentSizeCategory.didChangeNotification, object: nil,
                userInfo: [ContentSizeCategory.newValueUserInfoKey: preferredContentSizeCategory.rawValue])
        }
    }
}
