import DynamicType
import Foundation

extension ContentSizeCategory {
    /// Posted when the preferred content size category changes; the new value is in the user info
    /// under ``newValueUserInfoKey``.
    public static let didChangeNotification = Notification.Name("FontScaleContentSizeCategoryDidChangeNotification")

    /// The user-info key of the new category, UIKit's `newValueUserInfoKey`.
    ///
    /// ``Application`` posts a `ContentSizeCategory`, so the value casts as it does in UIKit:
    ///
    /// ```swift
    /// let category = notification.userInfo?[ContentSizeCategory.newValueUserInfoKey] as? ContentSizeCategory
    /// ```
    ///
    /// A notification posted by other code may carry a `String` in any spelling
    /// `ContentSizeCategory(parsing:)` accepts instead; ``init(notification:)`` reads both.
    public static let newValueUserInfoKey = "FontScaleContentSizeCategoryNewValueKey"

    /// The category a notification carries.
    ///
    /// - Throws: ``ContentSizeCategoryNotificationError`` when the value is missing or invalid.
    public init(notification: Notification) throws(ContentSizeCategoryNotificationError) {
        switch notification.userInfo?[Self.newValueUserInfoKey] {
        case let category as ContentSizeCategory:
            self = category
        case let text as String:
            do { self = try ContentSizeCategory(parsing: text) } catch { throw .invalidValue(text) }
        case nil:
            throw .missingValue
        case let other?:
            throw .invalidValue(String(describing: other))
        }
    }

    /// Every category posted to a notification center from now on, as an asynchronous sequence.
    ///
    /// Notifications with a missing or invalid value are skipped. The observer is removed when
    /// the iteration ends or the task is cancelled.
    public static func changes(in center: NotificationCenter = .default) -> AsyncStream<ContentSizeCategory> {
        AsyncStream { continuation in
            let token = center.addObserver(forName: didChangeNotification, object: nil, queue: nil) { notification in
                if let category = try? ContentSizeCategory(notification: notification) {
                    continuation.yield(category)
                }
            }
            let observation = NotificationObservation(center: center, token: token)
            continuation.onTermination = { _ in observation.remove() }
        }
    }
}

/// Why a content-size-category notification could not be read.
public enum ContentSizeCategoryNotificationError: Error, Hashable, Sendable {
    /// The user info had no value under ``DynamicType/ContentSizeCategory/newValueUserInfoKey``.
    case missingValue
    /// The value named no category.
    case invalidValue(String)
}

/// A notification-center registration that is removed once, by ``remove()`` or on deinit.
final class NotificationObservation: @unchecked Sendable {
    // The token is only touched under `lock`; NotificationCenter itself is thread-safe.
    private let lock = NSLock()
    private var token: (any NSObjectProtocol)?
    private let center: NotificationCenter

    init(center: NotificationCenter, token: any NSObjectProtocol) {
        self.center = center
        self.token = token
    }

    func remove() {
        lock.lock()
        let token = self.token
        self.token = nil
        lock.unlock()
        if let token { center.removeObserver(token) }
    }

    deinit { remove() }
}
