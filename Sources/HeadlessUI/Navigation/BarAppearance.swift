/// The background and shadow every bar appearance has, and the three presets.
///
/// UIKit's `UIBarAppearance` family as value types: `let a = UINavigationBarAppearance();
/// a.configureWithOpaqueBackground()` ports as `var a = NavigationBarAppearance();
/// a.configureWithOpaqueBackground()`.
public protocol BarAppearance: Hashable, Sendable {
    /// The bar's background colour; `nil` for none.
    var backgroundColor: Color? { get set }
    /// The hairline under the bar; `nil` hides it.
    var shadowColor: Color? { get set }
    /// Whether the background is translucent (blurred over content).
    var isTranslucent: Bool { get set }
}

extension BarAppearance {
    /// The system's translucent background with a shadow.
    public mutating func configureWithDefaultBackground() {
        backgroundColor = Color(red: 0.97, green: 0.97, blue: 0.97, alpha: 0.8)
        shadowColor = Color(red: 0, green: 0, blue: 0, alpha: 0.3)
        isTranslucent = true
    }

    /// An opaque background with a shadow.
    public mutating func configureWithOpaqueBackground() {
        backgroundColor = .white
        shadowColor = Color(red: 0, green: 0, blue: 0, alpha: 0.3)
        isTranslucent = false
    }

    /// No background and no shadow.
    public mutating func configureWithTransparentBackground() {
        backgroundColor = .clear
        shadowColor = nil
        isTranslucent = false
    }

    /// This appearance with a transparent background, as scroll-edge fallbacks use.
    public func withTransparentBackground() -> Self {
        var copy = self
        copy.configureWithTransparentBackground()
        return copy
    }
}

/// Title attributes of a bar button in one state.
public struct BarButtonItemStateAppearance: Hashable, Sendable {
    /// The title's attributes.
    public var titleTextAttributes = TextAttributes()
    /// Creates an empty state appearance.
    public init(titleTextAttributes: TextAttributes = TextAttributes()) {
        self.titleTextAttributes = titleTextAttributes
    }
}

/// Title attributes of a kind of bar button (plain, done, back) in each state.
public struct BarButtonItemAppearance: Hashable, Sendable {
    /// Enabled and idle.
    public var normal = BarButtonItemStateAppearance()
    /// Being pressed.
    public var highlighted = BarButtonItemStateAppearance()
    /// Not accepting input.
    public var disabled = BarButtonItemStateAppearance()
    /// Selected.
    public var selected = BarButtonItemStateAppearance()

    /// Creates an appearance with empty attributes in every state.
    public init() {}

    /// The appearance for a state.
    public subscript(state: ControlState) -> BarButtonItemStateAppearance {
        get {
            switch state {
            case .highlighted: return highlighted
            case .disabled: return disabled
            case .selected: return selected
            default: return normal
            }
        }
        set {
            switch state {
            case .highlighted: highlighted = newValue
            case .disabled: disabled = newValue
            case .selected: selected = newValue
            default: normal = newValue
            }
        }
    }
}

/// The look of a navigation bar: background, shadow, title attributes and button appearances.
public struct NavigationBarAppearance: BarAppearance {
    /// The bar's background colour.
    public var backgroundColor: Color?
    /// The hairline under the bar; `nil` hides it.
    public var shadowColor: Color?
    /// Whether the background is translucent.
    public var isTranslucent = true
    /// Attributes of the inline title.
    public var titleTextAttributes = TextAttributes()
    /// Attributes of the large title.
    public var largeTitleTextAttributes = TextAttributes()
    /// Plain bar buttons.
    public var buttonAppearance = BarButtonItemAppearance()
    /// Done buttons.
    public var doneButtonAppearance = BarButtonItemAppearance()
    /// The back button.
    public var backButtonAppearance = BarButtonItemAppearance()

    /// Creates an appearance with the default background.
    public init() {
        configureWithDefaultBackground()
    }
}

/// The look of a toolbar.
public struct ToolbarAppearance: BarAppearance {
    /// The bar's background colour.
    public var backgroundColor: Color?
    /// The hairline above the bar; `nil` hides it.
    public var shadowColor: Color?
    /// Whether the background is translucent.
    public var isTranslucent = true
    /// Plain bar buttons.
    public var buttonAppearance = BarButtonItemAppearance()
    /// Done buttons.
    public var doneButtonAppearance = BarButtonItemAppearance()

    /// Creates an appearance with the default background.
    public init() {
        configureWithDefaultBackground()
    }
}

/// The look of a tab bar.
public struct TabBarAppearance: BarAppearance {
    /// The bar's background colour.
    public var backgroundColor: Color?
    /// The hairline above the bar; `nil` hides it.
    public var shadowColor: Color?
    /// Whether the background is translucent.
    public var isTranslucent = true
    /// The tab items' title attributes per state.
    public var itemAppearance = BarButtonItemAppearance()

    /// Creates an appearance with the default background.
    public init() {
        configureWithDefaultBackground()
    }
}
