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
    public static let shared = Application(shared: ())

    /// Where change notifications are posted and observed.
    public let notificationCenter: NotificationCenter
    /// The environment whose current category and legibility weight follow this application's.
    public let fontEnvironment: FontEnvironment
    /// The proxies `appearance()` sets for this application, and its windows use by default.
    public let appearanceRegistry: AppearanceRegistry

    private let logger: Logger
    private var observations: [NotificationObservation] = []
    private let offMainChanges: AsyncStream<Result<ApplicationChange.Value, ApplicationNotificationError>>.Continuation
    private var changeHandlers: [Int: @MainActor (ApplicationChange) -> Void] = [:]
    /// Who is making the change under way: set in code unless a notification or the desktop is.
    private var changeSource = ApplicationChange.Source.application
    /// The continuations of ``changes()``, finished when the application goes.
    private var streamEnds: [Int: AsyncStream<ApplicationChange>.Continuation] = [:]
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

    /// Creates an application of its own: isolated from every other, ``shared`` included.
    ///
    /// - Parameters:
    ///   - notificationCenter: Where changes are posted and observed; by default a center of its
    ///     own, so a change here is not heard by other applications (``shared`` alone uses
    ///     `NotificationCenter.default`, as UIKit does).
    ///   - fontEnvironment: The environment whose category and legibility weight follow this
    ///     application's, and no other's; the values start from it. By default a new environment
    ///     over the shared font library, with the shared environment's app family.
    ///   - appearanceRegistry: The proxies `appearance()` sets; a new registry by default.
    ///   - logger: Where notifications that carry no usable value are reported.
    public init(
        notificationCenter: NotificationCenter? = nil, fontEnvironment: FontEnvironment? = nil,
        appearanceRegistry: AppearanceRegistry = AppearanceRegistry(),
        logger: Logger = Logger(label: "FontScale.Application")
    ) {
        self.notificationCenter = notificationCenter ?? NotificationCenter()
        let fontEnvironment = fontEnvironment ?? Self.environmentOverSharedLibrary()
        self.fontEnvironment = fontEnvironment
        self.appearanceRegistry = appearanceRegistry
        self.logger = logger
        self.preferredContentSizeCategory = fontEnvironment.contentSizeCategory.resolved
        self.textScale = fontEnvironment.typeRamp.textScale(for: fontEnvironment.contentSizeCategory)
        self.isBoldTextEnabled = fontEnvironment.legibilityWeight == .bold
        let (changes, offMainChanges) = AsyncStream<Result<ApplicationChange.Value, ApplicationNotificationError>>
            .makeStream()
        self.offMainChanges = offMainChanges
        // A notification posted on the main actor is recorded at once, so observers registered
        // later see the new value; one posted elsewhere joins a queue that a single main-actor
        // task drains, in the order of posting (a task per post would not keep it).
        let deliver: @Sendable (Result<ApplicationChange.Value, ApplicationNotificationError>) -> Void = {
            [weak self] change in
            if isRunningOnMainActor() {
                MainActor.assumeIsolated { self?.record(change) }
            } else {
                offMainChanges.yield(change)
            }
        }
        Task { @MainActor [weak self] in
            for await change in changes { self?.record(change) }
        }
        let categoryToken = self.notificationCenter.addObserver(
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
        let boldToken = self.notificationCenter.addObserver(
            forName: Self.boldTextStatusDidChangeNotification, object: nil, queue: nil
        ) { notification in
            deliver(Self.boldText(in: notification).map(ApplicationChange.Value.boldText))
        }
        observations = [
            NotificationObservation(center: self.notificationCenter, token: categoryToken),
            NotificationObservation(center: self.notificationCenter, token: boldToken),
        ]
    }

    /// The process-wide application's own initializer: `NotificationCenter.default` and
    /// `FontEnvironment.shared`.
    private convenience init(shared: Void) {
        self.init(notificationCenter: .default, fontEnvironment: .shared)
    }

    /// A new environment over the shared font library, with its app family: fonts are shared,
    /// the category and Bold Text are not.
    private static func environmentOverSharedLibrary() -> FontEnvironment {
        let environment = FontEnvironment(library: FontEnvironment.shared.library)
        environment.appFamily = FontEnvironment.shared.appFamily
        return environment
    }

    isolated deinit {
        offMainChanges.finish()
        for end in streamEnds.values { end.finish() }
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
    /// such switch: an app sets it from its own preferences, or `follow(_:)` from a
    /// `PreferredTextSizeProvider`'s `boldText` (DesktopSettings' `DesktopTextSizeMonitor` reads
    /// `FONTSCALE_BOLD_TEXT`).
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
    ///
    /// The category UIKit's APIs see: setting it in code also sets ``preferredTextScale`` to the
    /// category's own factor, even when the category is the one the application has; a
    /// notification of the category the application already has leaves the factor as it is. A
    /// desktop that sets a continuous factor sets ``preferredTextScale`` instead, and this becomes
    /// the category nearest it.
    public var preferredContentSizeCategory: ContentSizeCategory {
        didSet {
            preferredContentSizeCategory = preferredContentSizeCategory.resolved
            // Set in code, a category is drawn at its own factor; a notification of the category
            // the application already has (its own, heard back) leaves the factor as it is.
            let factorChanged =
                !isSettingTextScale && !isRecordingNotification
                && textScale != preferredContentSizeCategory.textScale
            if factorChanged || preferredContentSizeCategory != oldValue, !isSettingTextScale {
                textScale = preferredContentSizeCategory.textScale
                followTextScaleInRamp()
            }
            guard preferredContentSizeCategory != oldValue else {
                if factorChanged { changed(.contentSizeCategory(preferredContentSizeCategory)) }
                return
            }
            changed(.contentSizeCategory(preferredContentSizeCategory))
            guard !isRecordingNotification else { return }
            notificationCenter.post(
                name: ContentSizeCategory.didChangeNotification, object: nil,
                userInfo: [ContentSizeCategory.newValueUserInfoKey: preferredContentSizeCategory])
        }
    }

    /// The user's preferred text size as a continuous text-scale factor (1 is
    /// `ContentSizeCategory.large`), as Linux desktops set it: GNOME's `text-scaling-factor`,
    /// KDE's forced font DPI over 96, `Xft.dpi` over 96.
    ///
    /// ``preferredContentSizeCategory`` is the category nearest the factor
    /// (`ContentSizeCategory(textScale:)`), what UIKit's APIs see. Where the application
    /// ``followsDesktopRamp``, the ramp is drawn at the factor (`TypeRamp.atTextScale(_:)`): body is
    /// the desktop font's size times the factor, as GTK and Qt draw their own labels, and every
    /// other style sits on Apple's curve there. Apple's ramp (``typeRamp`` by default) stays by
    /// category.
    ///
    /// Setting a factor reports one change, ``ApplicationChange/Value/contentSizeCategory(_:)``
    /// carrying the factor where it is not the category's own (``ApplicationChange/textScale``),
    /// even when the category stays the same, so windows walk their trees; on Apple's ramp nothing
    /// changes size then. `ContentSizeCategory.didChangeNotification` keeps UIKit's meaning: it is
    /// posted only when the category changes. A factor that is not finite and positive is logged
    /// and changes nothing. Setting ``preferredContentSizeCategory`` in code sets this to the
    /// category's own factor.
    ///
    /// Limits (`minimumContentSizeCategory`, `maximumContentSizeCategory`) bound the factor as they
    /// bound the category: a subtree limited to another category than the one nearest the factor
    /// has that category's size, and one whose maximum (or minimum) is the nearest category itself
    /// keeps that category's own size while the factor is above (or below) it
    /// (`TypeRamp.drawsCell(at:within:)`), so limited text never passes its bound.
    public var preferredTextScale: Double {
        get { textScale }
        set { setPreferredTextScale(newValue, source: .application) }
    }
    /// The factor ``preferredTextScale`` reads.
    private var textScale: Double
    /// Set while ``preferredTextScale`` sets the category, so the category does not reset it.
    private var isSettingTextScale = false

    /// Sets the factor on behalf of a source (see ``preferredTextScale``); for FontScale's own
    /// modules (`package`).
    package func setPreferredTextScale(_ factor: Double, source: ApplicationChange.Source) {
        guard factor.isFinite, factor > 0, let category = try? ContentSizeCategory(textScale: factor) else {
            logger.warning("ignored text scale \(factor): not a finite positive factor; keeping \(textScale)")
            return
        }
        guard factor != textScale || category != preferredContentSizeCategory else { return }
        changeSource = source
        isSettingTextScale = true
        defer { (changeSource, isSettingTextScale) = (.application, false) }
        textScale = factor
        followTextScaleInRamp()
        if category != preferredContentSizeCategory {
            preferredContentSizeCategory = category
        } else {
            changed(.contentSizeCategory(category))
        }
    }

    /// Draws a desktop ramp at the current factor, with no change of its own reported: the text
    /// size's change that calls this is the one the windows walk for.
    private func followTextScaleInRamp() {
        guard followsDesktopRamp else { return }
        // Assigned only when it differs: a new ramp empties every styled-font memo.
        let ramp = desktopRamp(for: desktopFonts)
        if ramp != fontEnvironment.typeRamp { fontEnvironment.typeRamp = ramp }
    }

    /// The desktop ramp of `fonts` at the current factor: by category when the factor is the
    /// category's own (the same cells), drawn at the factor otherwise.
    private func desktopRamp(for fonts: DesktopFonts) -> TypeRamp {
        TypeRamp.desktop(interfaceFontPointSize: fonts.interface.pointSize).drawnAtDesktopFactor(textScale)
    }

    /// The type ramp text styles are sized by, in every window of this application. Setting a new
    /// one re-sizes every styled font: it is reported as a change, so the windows walk their trees.
    ///
    /// One rule decides it, the same headless, in GTK, in Qt and in `fontscale list`: **Apple's
    /// table (`TypeRamp.iOS`) unless the app chooses another**, here or with
    /// ``followsDesktopRamp`` (`--ramp desktop` on the command line and in the demos). Nothing
    /// else changes it: not showing a window in a toolkit (`GtkHost`, `QtHost`), not following
    /// the desktop's text size.
    public var typeRamp: TypeRamp {
        get { fontEnvironment.typeRamp }
        set {
            isFollowingDesktopRamp = false
            applyRamp(newValue)
        }
    }

    /// Whether ``typeRamp`` is anchored to the desktop's interface font
    /// (`TypeRamp.desktop(interfaceFontPointSize:)`): at the default text size body is the size
    /// of every other label on the desktop, and the ramp moves when that font's size does.
    /// `false` unless the app turns it on (see ``typeRamp`` for the rule); turning it off goes
    /// back to Apple's ramp.
    public var followsDesktopRamp: Bool {
        get { isFollowingDesktopRamp }
        set {
            guard newValue != isFollowingDesktopRamp else { return }
            isFollowingDesktopRamp = newValue
            applyRamp(newValue ? desktopRamp(for: desktopFonts) : .iOS)
        }
    }
    private var isFollowingDesktopRamp = false

    private func applyRamp(_ ramp: TypeRamp) {
        guard ramp != fontEnvironment.typeRamp else { return }
        fontEnvironment.typeRamp = ramp
        changed(.typeRamp(ramp))
    }

    /// The desktop's interface fonts, as a provider's `follow(_:)` last applied them:
    /// `DesktopFonts.fallback` (fontconfig's `sans-serif` and `monospace`,
    /// 11 pt) until then. Their families are the environment's system fonts.
    public private(set) var desktopFonts = DesktopFonts.fallback

    /// Applies the desktop's interface fonts on behalf of a source: the environment's system
    /// families, and the ramp's anchor where ``followsDesktopRamp``; for FontScale's own modules
    /// (`package`).
    package func setDesktopFonts(_ fonts: DesktopFonts, source: ApplicationChange.Source) {
        guard fonts != desktopFonts else { return }
        desktopFonts = fonts
        fontEnvironment.systemFontFamily = fonts.interface.family
        fontEnvironment.monospacedSystemFontFamily = fonts.monospace.family
        changeSource = source
        defer { changeSource = .application }
        if followsDesktopRamp {
            let ramp = desktopRamp(for: fonts)
            if ramp != fontEnvironment.typeRamp {
                fontEnvironment.typeRamp = ramp
                changed(.typeRamp(ramp))
            }
        }
        changed(.desktopFonts(fonts))
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
    private func record(_ change: Result<ApplicationChange.Value, ApplicationNotificationError>) {
        switch change {
        case .success(.contentSizeCategory(let category)):
            isRecordingNotification = true
            changeSource = .notification
            defer { (isRecordingNotification, changeSource) = (false, .application) }
            preferredContentSizeCategory = category
        case .success(.boldText(let enabled)):
            isRecordingNotification = true
            changeSource = .notification
            defer { (isRecordingNotification, changeSource) = (false, .application) }
            isBoldTextEnabled = enabled
        case .success(.typeRamp), .success(.desktopFonts):
            break  // no notification carries these
        case .failure(let error):
            logger.warning("ignored notification: \(error)")
        }
    }

    /// Brings the font environment and trait generation in step, then tells the handlers.
    private func changed(_ value: ApplicationChange.Value) {
        switch value {
        case .contentSizeCategory(let category): fontEnvironment.contentSizeCategory = category
        case .boldText(let enabled): fontEnvironment.legibilityWeight = enabled ? .bold : .regular
        case .typeRamp, .desktopFonts: break  // set in the environment by their setters
        }
        traitGeneration &+= 1
        var change = ApplicationChange(value, source: changeSource)
        if case .contentSizeCategory(let category) = value, textScale != category.textScale {
            change.textScale = textScale
        }
        for id in changeHandlers.keys.sorted() { changeHandlers[id]?(change) }
    }

    /// Sets the category on behalf of a source other than the app's code, so observers hear where
    /// it came from; for FontScale's own modules (`package`).
    package func setPreferredContentSizeCategory(_ category: ContentSizeCategory, source: ApplicationChange.Source) {
        changeSource = source
        defer { changeSource = .application }
        preferredContentSizeCategory = category
    }

    /// Sets Bold Text on behalf of another source; see ``setPreferredContentSizeCategory(_:source:)``.
    package func setBoldTextEnabled(_ enabled: Bool, source: ApplicationChange.Source) {
        changeSource = source
        defer { changeSource = .application }
        isBoldTextEnabled = enabled
    }

    /// Calls `handler` on the main actor after every change of the category or Bold Text,
    /// however it was made, until the observation is cancelled or released.
    ///
    /// ```swift
    /// let observation = application.observeChanges { change in print(change) }
    /// application.preferredContentSizeCategory = .accessibilityMedium
    /// // contentSizeCategory accessibilityMedium from application
    /// ```
    public func observeChanges(_ handler: @escaping @MainActor (ApplicationChange) -> Void) -> ApplicationObservation {
        ApplicationObservation(application: self, id: addChangeHandler(handler))
    }

    /// Every later change of the category or Bold Text, in order, as an asynchronous sequence
    /// that ends when the application goes; each call makes a sequence of its own.
    ///
    /// ```swift
    /// for await change in application.changes() {
    ///     if case .contentSizeCategory(let category) = change.value { print(category) }
    /// }
    /// ```
    public func changes() -> AsyncStream<ApplicationChange> {
        let (stream, continuation) = AsyncStream<ApplicationChange>.makeStream()
        let id = addChangeHandler { change in continuation.yield(change) }
        streamEnds[id] = continuation
        continuation.onTermination = { [weak self] _ in
            Task { @MainActor in
                self?.removeChangeHandler(id)
                self?.streamEnds[id] = nil
            }
        }
        return stream
    }

    /// Calls `handler` after every change of a value, however it was made; returns an id for
    /// ``removeChangeHandler(_:)``.
    package func addChangeHandler(_ handler: @escaping @MainActor (ApplicationChange) -> Void) -> Int {
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
