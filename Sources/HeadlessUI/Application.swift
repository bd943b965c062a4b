import DynamicType
import Foundation
import SystemFonts

/// The app-wide state UIKit keeps in `UIApplication` and `UIAccessibility`: the preferred content
/// size category and Bold Text.
///
/// Setting ``preferredContentSizeCategory`` to a new value updates the font environment's current
/// category and posts ``DynamicType/ContentSizeCategory/didChangeNotification``; setting
/// ``isBoldTextEnabled`` updates the environment's legibility weight and posts
/// ``boldTextStatusDidChangeNotification``. Setting the same value posts nothing.
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
        self.isBoldTextEnabled = fontEnvironment.legibilityWeight == .bold
    }

    /// Posted when Bold Text is turned on or off; the new state is a `Bool` in the user info under
    /// ``boldTextEnabledUserInfoKey``. UIKit's `UIAccessibility.boldTextStatusDidChangeNotification`.
    public nonisolated static let boldTextStatusDidChangeNotification = Notification.Name(
        "FontScaleBoldTextStatusDidChangeNotification")

    /// The user-info key of the new Bold Text state: a `Bool`, or a `String` that
    /// `LegibilityWeight(parsing:)` accepts (`on`, `off`, `bold`, `regular`, …).
    public nonisolated static let boldTextEnabledUserInfoKey = "FontScaleBoldTextEnabledKey"

    /// Whether the user asked for Bold Text: fonts are made heavier by iOS's bump, clamped to the
    /// faces each family has (see SystemFonts' `BoldTextAdjustment`).
    ///
    /// UIKit's `UIAccessibility.isBoldTextEnabled`, settable here because Linux desktops have no
    /// such switch: an app sets it from its own preferences, or `DesktopTextSizeMonitor.follow(_:)`
    /// from `FONTSCALE_BOLD_TEXT`.
    public var isBoldTextEnabled: Bool {
        didSet {
            guard isBoldTextEnabled != oldValue else { return }
            fontEnvironment.legibilityWeight = isBoldTextEnabled ? .bold : .regular
            notificationCenter.post(
                name: Self.boldTextStatusDidChangeNotification, object: nil,
                userInfo: [Self.boldTextEnabledUserInfoKey: isBoldTextEnabled])
        }
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
