import DynamicType

/// One change of an ``Application``'s values, and where it came from.
public struct ApplicationChange: Hashable, Sendable, CustomStringConvertible {
    /// The value that changed, with its new state.
    public enum Value: Hashable, Sendable {
        /// The preferred text size: its category, reported when the category changes and when
        /// the continuous factor changes within it (``ApplicationChange/textScale`` carries it).
        case contentSizeCategory(ContentSizeCategory)
        /// Bold Text, on or off.
        case boldText(Bool)
        /// The type ramp text styles are sized by.
        case typeRamp(TypeRamp)
        /// The desktop's interface fonts: the system font, the monospace one and their sizes.
        case desktopFonts(DesktopFonts)
    }

    /// Who made the change.
    public enum Source: Hashable, Sendable, CustomStringConvertible {
        /// Set in code on the application.
        case application
        /// Posted to the application's notification center by someone else.
        case notification
        /// The desktop, through a `PreferredTextSizeProvider`'s `follow(_:)`; the provider's source
        /// name (DesktopSettings' `DesktopTextSizeMonitor`: `gnome`, `kde`, `portal`, an override, …).
        case desktop(String)

        /// `application`, `notification` or `desktop (gnome)`.
        public var description: String {
            switch self {
            case .application: "application"
            case .notification: "notification"
            case .desktop(let source): "desktop (\(source))"
            }
        }
    }

    /// The new value.
    public var value: Value
    /// Who made the change.
    public var source: Source
    /// The continuous text-scale factor a change of the text size set
    /// (`Application.preferredTextScale`), where it is not its category's own
    /// (`ContentSizeCategory.textScale`): a desktop's factor between two categories. `nil` for a
    /// text size that is exactly its category, and for every other kind of change, so a change
    /// made by category compares equal to one written without a factor.
    public var textScale: Double?

    /// Creates a change.
    public init(_ value: Value, source: Source, textScale: Double? = nil) {
        self.value = value
        self.source = source
        self.textScale = textScale
    }

    /// For example `contentSizeCategory accessibilityMedium from desktop (gnome)`, or with a
    /// factor that is not the category's own `contentSizeCategory accessibilityMedium (text scale
    /// 1.5) from desktop (gnome)`.
    public var description: String {
        switch value {
        case .contentSizeCategory(let category):
            "contentSizeCategory \(category)"
                + (textScale.map { " (text scale \($0))" } ?? "")
                + " from \(source)"
        case .boldText(let enabled): "boldText \(enabled ? "on" : "off") from \(source)"
        case .typeRamp(let ramp): "typeRamp \(ramp) from \(source)"
        case .desktopFonts(let fonts): "desktopFonts \(fonts.interface), monospace \(fonts.monospace) from \(source)"
        }
    }
}

/// A registration of ``Application/observeChanges(_:)``: the handler is called until ``cancel()``
/// or until this object goes.
@MainActor
public final class ApplicationObservation {
    private weak var application: Application?
    private var id: Int?

    init(application: Application, id: Int) {
        self.application = application
        self.id = id
    }

    isolated deinit {
        cancel()
    }

    /// Stops calling the handler.
    public func cancel() {
        if let id { application?.removeChangeHandler(id) }
        id = nil
    }
}
