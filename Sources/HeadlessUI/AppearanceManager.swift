import DynamicType
import Foundation
import Logging
import SystemFonts

/// Keeps a view controller tree's fonts in step with the content size category.
///
/// At creation the manager sets the appearance proxies of the pattern: bar button item titles in
/// `navigationItemFont`, navigation bar titles in `navigationBarTitleFont`. It then observes
/// ``DynamicType/ContentSizeCategory/didChangeNotification`` and
/// ``Application/boldTextStatusDidChangeNotification``. On a change it sets the root's trait
/// override (category or legibility weight) and walks the whole tree once with
/// ``AppearanceManagerUpdatable/recursivelyUpdateFontsForContentSize()``.
///
/// - A notification posted from any thread is handled on the main actor (at once when posted on
///   the main thread, otherwise on the next main-actor turn).
/// - A missing or invalid value is ignored with a log line and changes nothing.
/// - A change to the category already in effect does no work.
/// - The root is held weakly; once it is gone, changes are recorded and nothing is walked.
/// - ``stop()``, or deallocating the manager, removes the observer.
///
/// ```swift
/// let manager = AppearanceManager(rootViewController: root)
/// Application.shared.preferredContentSizeCategory = .accessibilityMedium   // tree updated
/// ```
@MainActor
public final class AppearanceManager {
    /// The root of the tree updated on each change.
    public private(set) weak var rootViewController: ViewController?
    /// The category of the last update.
    public private(set) var contentSizeCategory: ContentSizeCategory
    /// The legibility weight of the last update: ``DynamicType/LegibilityWeight/bold`` while Bold
    /// Text is on.
    public private(set) var legibilityWeight: LegibilityWeight
    /// How many times the tree has been walked.
    public private(set) var updateCount = 0
    /// The environment whose current category follows the changes.
    public let fontEnvironment: FontEnvironment

    private var observations: [NotificationObservation] = []
    private let logger: Logger
    /// Changes posted off the main actor, in the order they were posted; one task applies them.
    private let offMainChanges: AsyncStream<Change>.Continuation

    /// A notification's content, read where it was posted.
    private enum Change: Sendable {
        case category(Result<ContentSizeCategory, ContentSizeCategoryNotificationError>)
        case legibilityWeight(LegibilityWeight?)
    }

    /// Creates a manager, sets the pattern's appearance proxies and starts observing.
    ///
    /// - Parameters:
    ///   - rootViewController: The root of the tree, held weakly.
    ///   - notificationCenter: Where change notifications arrive.
    ///   - fontEnvironment: The environment fonts resolve in; its category follows the changes.
    ///   - appearanceRegistry: The registry the proxies are set in.
    ///   - logger: Where ignored notifications are reported.
    public init(
        rootViewController: ViewController,
        notificationCenter: NotificationCenter = .default,
        fontEnvironment: FontEnvironment = .shared,
        appearanceRegistry: AppearanceRegistry = .shared,
        logger: Logger = Logger(label: "FontScale.AppearanceManager")
    ) {
        self.rootViewController = rootViewController
        self.fontEnvironment = fontEnvironment
        self.logger = logger
        self.contentSizeCategory = fontEnvironment.contentSizeCategory
        self.legibilityWeight = fontEnvironment.legibilityWeight
        BarButtonItem.appearance(in: appearanceRegistry)
            .setTitleTextAttributes(TextAttributes(font: fontEnvironment.navigationItemFont), for: .normal)
        NavigationBar.appearance(in: appearanceRegistry).titleTextAttributes =
            TextAttributes(font: fontEnvironment.navigationBarTitleFont)
        let (changes, offMainChanges) = AsyncStream<Change>.makeStream()
        self.offMainChanges = offMainChanges
        // A notification posted on the main actor is applied at once; one posted elsewhere joins
        // a queue that a single main-actor task drains, so posts from one thread apply in order
        // and the last one wins (a task per post would not keep the order).
        let deliver: @Sendable (Change) -> Void = { [weak self] change in
            if isRunningOnMainActor() {
                MainActor.assumeIsolated { self?.apply(change) }
            } else {
                offMainChanges.yield(change)
            }
        }
        Task { @MainActor [weak self] in
            for await change in changes { self?.apply(change) }
        }
        let token = notificationCenter.addObserver(
            forName: ContentSizeCategory.didChangeNotification, object: nil, queue: nil
        ) { notification in
            deliver(
                .category(
                    Result { () throws(ContentSizeCategoryNotificationError) in
                        try ContentSizeCategory(notification: notification)
                    }))
        }
        let boldToken = notificationCenter.addObserver(
            forName: Application.boldTextStatusDidChangeNotification, object: nil, queue: nil
        ) { notification in
            deliver(.legibilityWeight(Self.legibilityWeight(in: notification)))
        }
        observations = [
            NotificationObservation(center: notificationCenter, token: token),
            NotificationObservation(center: notificationCenter, token: boldToken),
        ]
    }

    /// The legibility weight a Bold Text notification carries, or `nil` when its value is missing
    /// or unusable.
    nonisolated private static func legibilityWeight(in notification: Notification) -> LegibilityWeight? {
        switch notification.userInfo?[Application.boldTextEnabledUserInfoKey] {
        case let enabled as Bool: enabled ? .bold : .regular
        case let text as String: try? LegibilityWeight(parsing: text)
        default: nil
        }
    }

    deinit {
        offMainChanges.finish()
    }

    private func apply(_ change: Change) {
        switch change {
        case .category(let value): handle(value)
        case .legibilityWeight(let value): handleBoldText(value)
        }
    }

    /// Stops observing; later notifications change nothing.
    public func stop() {
        for observation in observations { observation.remove() }
        observations = []
    }

    /// Whether the manager is observing notifications.
    public var isObserving: Bool { !observations.isEmpty }

    private func handleBoldText(_ value: LegibilityWeight?) {
        guard isObserving else { return }
        guard let value else {
            logger.warning("ignored Bold Text notification: no Bool under \(Application.boldTextEnabledUserInfoKey)")
            return
        }
        update(toLegibilityWeight: value)
    }

    private func handle(_ value: Result<ContentSizeCategory, ContentSizeCategoryNotificationError>) {
        guard isObserving else { return }
        switch value {
        case .success(let category):
            update(to: category)
        case .failure(let error):
            logger.warning("ignored content size category notification: \(error)")
        }
    }

    /// Updates the tree for a category, as a notification would; does nothing when it is the
    /// category already in effect.
    ///
    /// - Returns: Whether the tree was walked.
    @discardableResult
    public func update(to category: ContentSizeCategory) -> Bool {
        guard category != contentSizeCategory else { return false }
        contentSizeCategory = category
        fontEnvironment.contentSizeCategory = category
        return walk(describing: "content size category is now \(category)") {
            $0.preferredContentSizeCategory = category
        }
    }

    /// Updates the tree for Bold Text turned on (``DynamicType/LegibilityWeight/bold``) or off,
    /// in one walk, as a notification would; does nothing when it is the weight already in effect.
    ///
    /// - Returns: Whether the tree was walked.
    @discardableResult
    public func update(toLegibilityWeight weight: LegibilityWeight) -> Bool {
        guard weight != legibilityWeight else { return false }
        legibilityWeight = weight
        fontEnvironment.legibilityWeight = weight
        return walk(describing: "legibility weight is now \(weight)") { $0.legibilityWeight = weight }
    }

    /// Sets the root's trait override and walks the tree once; `false` when the root is gone.
    private func walk(describing change: String, overriding override: (inout TraitCollection) -> Void) -> Bool {
        guard let root = rootViewController else {
            logger.debug("\(change); the root view controller is gone")
            return false
        }
        override(&root.traitOverrides)
        root.recursivelyUpdateFontsForContentSize()
        updateCount += 1
        return true
    }
}
