import DynamicType
import Foundation
import Logging
import SystemFonts

/// The app-wide state UIKit keeps in `UIApplication` and `UIAccessibility`: the preferred content
/// size category and Bold Text, and the appearance proxies `appearance()` sets.
///
/// The application is the one owner of both values, and always reports the last change, whoever
/// made it:
/// - setting ``preferredContentSizeCategory`` (or ``isBoldTextEnabled``) to a new value records
///   it and posts ``DynamicType/ContentSizeCategory/didChangeNotification``
///   (``boldTextStatusDidChangeNotification``); the same value posts nothing;
/// - a notification posted by anyone else to ``notificationCenter`` is recorded without being
///   posted again, before any observer registered after the application hears it;
/// - a notification with a missing or unusable value is logged and changes nothing.
///
/// Every ``Window`` starts its traits from its application, so any walk of a tree after a
/// change, the library's ``AppearanceManager`` or an app's own, sizes fonts for the new value.
@MainActor
public final class Application {
    /// The process-wide application, posting to `NotificationCenter.default`, as
    /// `UIApplication.shared`; windows and managers use it unless given another.
    public static let shared = Application()

    /// Where change notifications are posted and observed.
    public let notificationCenter: NotificationCenter
    /// The environment whose current category and legibility weight follow this application's.
    public let fontEnvironment: FontEnvironment
    /// The proxies `appearance()` sets for this application, and its windows use by default.
    public let appearanceRegistry: AppearanceRegistry

    private let logger: Logger
    private var observations: [NotificationObservation] = []
    private let offMainChanges: AsyncStream<Result<Change, ApplicationNotificationError>>.Continuation
    private var changeHandlers: [Int: @MainActor (Change) -> Void] = [:]
    private var nextHandlerID = 0
    /// Advanced by every change, so the trait caches of every window of this application go stale.
    #if DEBUG
    private(set) var traitGeneration: UInt64 = 0
    #else
    // Read at every node of a walk; see `Responder.traitCache` for the reason and invariant.
    @exclusivity(unchecked) private(set) var traitGeneration: UInt64 = 0
    #endif
    /// Set while a value that arrived as a notification is recorded, so it is not posted again.
    private var isRecordingNotification = false

    /// A change of one of the application's values; for FontScale's own modules (`package`).
    package enum Change: Sendable {
        case contentSizeCategory(ContentSizeCategory)
        case boldText(Bool)
    }

    /// Creates an application.
    ///
    /// - Parameters:
    ///   - notificationCenter: Where changes are posted and observed.
    ///   - fontEnvironment: The environment whose category and legibility weight follow this
    ///     application's; the values start from it.
    ///   - appearanceRegistry: The proxies `appearance()` sets; a new registry by default.
    ///   - logger: Where notifications that carry no usable value are reported.
    public init(
        notificationCenter: NotificationCenter = .default, fontEnvironment: FontEnvironment = .shared,
        appearanceRegistry: AppearanceRegistry = AppearanceRegistry(),
        logger: Logger = Logger(label: "FontScale.Application")
    ) {
        self.notificationCenter = notificationCenter
        self.fontEnvironment = fontEnvironment
        self.appearanceRegistry = appearanceRegistry
        self.logger = logger
        self.preferredContentSizeCategory = fontEnvironment.contentSizeCategory.resolved
        self.isBoldTextEnabled = fontEnvironment.legibilityWeight == .bold
        let (changes, offMainChanges) = AsyncStream<Result<Change, ApplicationNotificationError>>.makeStream()
        self.offMainChanges = offMainChanges
        // A notification posted on the main actor is recorded at once, so observers registered
        // later see the new value; one posted elsewhere joins a queue that a single main-actor
        // task drains, in the order of posting (a task per post would not keep it).
        let deliver: @Sendable (Result<Change, ApplicationNotificationError>) -> Void = { [weak self] change in
            if isRunningOnMainActor() {
                MainActor.assumeIsolated { self?.record(change) }
            } else {
                offMainChanges.yield(change)
            }
        }
        Task { @MainActor [weak self] in
            for await change in changes { self?.record(change) }
        }
        let categoryToken = notificationCenter.addObserver(
            forName: ContentSizeCategory.didChangeNotification, object: nil, queue: nil
        ) { notification in
            deliver(
                Result { () throws(ApplicationNotificationError) in
                    do throws(ContentSizeCategoryNotificationError) {
                        return .contentSizeCategory(try ContentSizeCategory(notification: notification))
                    } catch {
                        throw .contentSizeCategory(error)
                    }
                })
        }
        let boldToken = notificationCenter.addObserver(
            forName: Self.boldTextStatusDidChangeNotification, object: nil, queue: nil
        ) { notification in
            deliver(Self.boldText(in: notification).map(Change.boldText))
        }
        observations = [
            NotificationObservation(center: notificationCenter, token: categoryToken),
            NotificationObservation(center: notificationCenter, token: boldToken),
        ]
    }

    isolated deinit {
        offMainChanges.finish()
        for observation in observations { observation.remove() }
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
    /// such switch: an app sets it from its own preferences, or
    /// `DesktopTextSizeMonitor.follow(_:)` from `FONTSCALE_BOLD_TEXT`.
    public var isBoldTextEnabled: Bool {
        didSet {
            guard isBoldTextEnabled != oldValue else { return }
            changed(.boldText(isBoldTextEnabled))
            guard !isRecordingNotification else { return }
            notificationCenter.post(
                name: Self.boldTextStatusDidChangeNotification, object: nil,
                userInfo: [Self.boldTextEnabledUserInfoKey: isBoldTextEnabled])
        }
    }

    /// The user's preferred text size; `ContentSizeCategory.unspecified` reads
    /// as `ContentSizeCategory.large`.
    public var preferredContentSizeCategory: ContentSizeCategory {
        didSet {
            preferredContentSizeCategory = preferredContentSizeCategory.resolved
            guard preferredContentSizeCategory != oldValue else { return }
            changed(.contentSizeCategory(preferredContentSizeCategory))
            guard !isRecordingNotification else { return }
            notificationCenter.post(
                name: ContentSizeCategory.didChangeNotification, object: nil,
                userInfo: [ContentSizeCategory.newValueUserInfoKey: preferredContentSizeCategory.rawValue])
        }
    }

    /// The traits a tree of this application starts from.
    var rootTraits: TraitCollection {
        TraitCollection(
            preferredContentSizeCategory: preferredContentSizeCategory,
            // Unspecified rather than regular while Bold Text is off: fonts then take the
            // environment's weight, which the application keeps regular, and a view joining a
            // window from outside one keeps its fonts instead of being walked for nothing.
            legibilityWeight: isBoldTextEnabled ? .bold : .unspecified)
    }

    /// Records a change that arrived as a notification, without posting it again.
    private func record(_ change: Result<Change, ApplicationNotificationError>) {
        switch change {
        case .success(.contentSizeCategory(let category)):
            isRecordingNotification = true
            defer { isRecordingNotification = false }
            preferredContentSizeCategory = category
        case .success(.boldText(let enabled)):
            isRecordingNotification = true
            defer { isRecordingNotification = false }
            isBoldTextEnabled = enabled
        case .failure(let error):
            logger.warning("ignored notification: \(error)")
        }
    }

    /// Brings the font environment and trait generation in step, then tells the handlers.
    private func changed(_ change: Change) {
        switch change {
        case .contentSizeCategory(let category): fontEnvironment.contentSizeCategory = category
        case .boldText(let enabled): fontEnvironment.legibilityWeight = enabled ? .bold : .regular
        }
        traitGeneration &+= 1
        for id in changeHandlers.keys.sorted() { changeHandlers[id]?(change) }
    }

    /// Calls `handler` after every change of a value, however it was made; returns an id for
    /// ``removeChangeHandler(_:)``.
    package func addChangeHandler(_ handler: @escaping @MainActor (Change) -> Void) -> Int {
        nextHandlerID += 1
        changeHandlers[nextHandlerID] = handler
        return nextHandlerID
    }

    package func removeChangeHandler(_ id: Int) {
        changeHandlers[id] = nil
    }

    /// The Bold Text state a notification carries.
    nonisolated private static func boldText(
        in notification: Notification
    ) -> Result<Bool, ApplicationNotificationError> {
        switch notification.userInfo?[boldTextEnabledUserInfoKey] {
        case let enabled as Bool: return .success(enabled)
        case let text as String:
            guard let weight = try? LegibilityWeight(parsing: text) else { return .failure(.boldText(text)) }
            return .success(weight == .bold)
        case nil: return .failure(.boldText(nil))
        case let other?: return .failure(.boldText(String(describing: other)))
        }
    }
}

/// Why a notification to an ``Application`` changed nothing.
enum ApplicationNotificationError: Error, CustomStringConvertible {
    case contentSizeCategory(ContentSizeCategoryNotificationError)
    case boldText(String?)

    var description: String {
        switch self {
        case .contentSizeCategory(.missingValue):
            "content size category: no value under \(ContentSizeCategory.newValueUserInfoKey)"
        case .contentSizeCategory(.invalidValue(let value)):
            "content size category: \"\(value.escapedForMessage)\" names no category"
        case .boldText(nil):
            "Bold Text: no Bool under \(Application.boldTextEnabledUserInfoKey)"
        case .boldText(let value?):
            "Bold Text: \"\(value.escapedForMessage)\" is not on or off"
        }
    }
}
