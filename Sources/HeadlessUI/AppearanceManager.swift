import DynamicType
import Logging
import SystemFonts

/// The pattern's manager, ready-made: sets the pattern's appearance proxies and counts the walks
/// of a view controller tree after its application's changes.
///
/// A ``Window`` keeps its tree current by itself, as UIKit does, so an app needs no manager for
/// its fonts to follow. The manager is the pattern's explicit form: at creation it sets the
/// appearance proxies of the pattern (bar button item titles in `navigationItemFont`, navigation
/// bar titles in `navigationBarTitleFont`). Then, after every change of the ``Application``'s
/// category or Bold Text (set in code, or posted to its notification center by anyone), the tree
/// is walked once with ``AppearanceManagerUpdatable/recursivelyUpdateFontsForContentSize()``, so
/// the tree's overrides of the update protocol run: by the root's window when the root is in one
/// of the manager's application (the manager does not walk it a second time), else by the
/// manager. The tree's traits come from its window's application, so the manager sets no trait
/// of its own.
///
/// - A change to the category already in effect does no work: the application reports none.
/// - The root is held weakly; once it is gone, changes are recorded and nothing is walked.
/// - ``stop()``, or deallocating the manager, stops it.
///
/// ```swift
/// let manager = AppearanceManager(rootViewController: root)
/// Application.shared.preferredContentSizeCategory = .accessibilityMedium   // tree updated
/// ```
@MainActor
public final class AppearanceManager {
    /// The root of the tree updated on each change.
    public private(set) weak var rootViewController: ViewController?
    /// The application whose changes the manager follows.
    public let application: Application
    /// The category the tree follows: the application's, which owns it (the manager keeps no
    /// copy).
    public var contentSizeCategory: ContentSizeCategory { application.preferredContentSizeCategory }
    /// The legibility weight the tree follows: `LegibilityWeight.bold` while the application's
    /// Bold Text is on.
    public var legibilityWeight: LegibilityWeight { application.isBoldTextEnabled ? .bold : .regular }
    /// How many times the tree has been walked.
    public private(set) var updateCount = 0

    private var handlerID: Int?
    private let logger: Logger

    /// Creates a manager, sets the pattern's appearance proxies and starts following.
    ///
    /// - Parameters:
    ///   - rootViewController: The root of the tree, held weakly.
    ///   - application: The application to follow; by default the one of the root's window, else
    ///     ``Application/shared``.
    ///   - appearanceRegistry: The registry the proxies are set in; by default the root's
    ///     window's, else the application's.
    ///   - logger: Where a walk skipped for a missing root is reported.
    public init(
        rootViewController: ViewController, application: Application? = nil,
        appearanceRegistry: AppearanceRegistry? = nil,
        logger: Logger = Logger(label: "FontScale.AppearanceManager")
    ) {
        let window = rootViewController.enclosingWindow
        let application = application ?? window?.application ?? .shared
        self.rootViewController = rootViewController
        self.application = application
        self.logger = logger
        let registry = appearanceRegistry ?? window?.registry ?? application.appearanceRegistry
        let environment = window?.environment ?? application.fontEnvironment
        BarButtonItem.appearance(in: registry)
            .setTitleTextAttributes(TextAttributes(font: environment.navigationItemFont), for: .normal)
        NavigationBar.appearance(in: registry).titleTextAttributes =
            TextAttributes(font: environment.navigationBarTitleFont)
        handlerID = application.addChangeHandler { [weak self] change in self?.handle(change) }
    }

    isolated deinit {
        stop()
    }

    /// Stops following; later changes walk nothing.
    public func stop() {
        if let handlerID { application.removeChangeHandler(handlerID) }
        handlerID = nil
    }

    /// Whether the manager follows its application's changes.
    public var isObserving: Bool { handlerID != nil }

    // The application reports real changes only: the same value set again reports nothing.
    private func handle(_ change: ApplicationChange) {
        switch change.value {
        case .contentSizeCategory(let category): walk(describing: "content size category is now \(category)")
        case .boldText(let enabled): walk(describing: "Bold Text is now \(enabled ? "on" : "off")")
        case .typeRamp(let ramp): walk(describing: "the type ramp is now \(ramp)")
        case .desktopFonts(let fonts): walk(describing: "the desktop's fonts are now \(fonts)")
        }
    }

    /// Sets the application's category, which walks the tree as any change does; walks it here
    /// when the manager is stopped or the application already had the category.
    ///
    /// - Returns: Whether the tree was walked.
    @discardableResult
    public func update(to category: ContentSizeCategory) -> Bool {
        let count = updateCount
        application.preferredContentSizeCategory = category
        if updateCount == count { walk(describing: "content size category is now \(category)", explicitly: true) }
        return updateCount != count
    }

    /// Turns the application's Bold Text on (`LegibilityWeight.bold`) or off, which
    /// walks the tree once; walks it here when the manager is stopped or the application already
    /// had that state.
    ///
    /// - Returns: Whether the tree was walked.
    @discardableResult
    public func update(toLegibilityWeight weight: LegibilityWeight) -> Bool {
        let count = updateCount
        application.isBoldTextEnabled = weight == .bold
        if updateCount == count { walk(describing: "legibility weight is now \(weight)", explicitly: true) }
        return updateCount != count
    }

    /// Walks the tree once; logs and does nothing when the root is gone. A root in a window of
    /// the manager's application is walked by its window on every change, so the manager counts
    /// that walk instead of walking again.
    private func walk(describing change: String, explicitly: Bool = false) {
        guard let root = rootViewController else {
            logger.debug("\(change); the root view controller is gone")
            return
        }
        if explicitly || root.enclosingWindow?.application !== application {
            root.recursivelyUpdateFontsForContentSize()
        }
        updateCount += 1
    }
}
