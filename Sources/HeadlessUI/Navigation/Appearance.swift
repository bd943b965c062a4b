/// How the status bar's content is drawn.
public struct StatusBarStyle: Hashable, Sendable, CustomStringConvertible {
    let name: String
    /// The system's choice.
    public static let `default` = StatusBarStyle(name: "default")
    /// Light content, for dark backgrounds.
    public static let lightContent = StatusBarStyle(name: "lightContent")
    /// Dark content, for light backgrounds.
    public static let darkContent = StatusBarStyle(name: "darkContent")
    /// The style's name.
    public var description: String { name }

    /// The readable style over a background: dark content on a bright colour, light otherwise.
    public static func readable(on background: Color) -> StatusBarStyle {
        background.isBright ? .darkContent : .lightContent
    }
}

/// The style of a bar.
public struct BarStyle: Hashable, Sendable, CustomStringConvertible {
    let name: String
    /// The default (light) bar.
    public static let `default` = BarStyle(name: "default")
    /// A black bar.
    public static let black = BarStyle(name: "black")
    /// The style's name.
    public var description: String { name }
}

/// The look a view controller asks its navigation controller for: status bar style and the
/// colours of the navigation bar and toolbar.
///
/// Return one from ``NavigationControllerAppearanceContext/preferredAppearance(for:)``.
public struct Appearance: Hashable, Sendable {
    /// The colours and style of one bar.
    public struct Bar: Hashable, Sendable {
        /// The bar's style; the default strategy applies it too.
        public var style: BarStyle
        /// The bar's background.
        public var backgroundColor: Color
        /// The colour of the bar's controls and title.
        public var tintColor: Color
        /// The bar's tint, or `nil` for none.
        public var barTintColor: Color?

        /// Creates a bar look; the defaults are the sample app's red bar with white controls.
        public init(
            style: BarStyle = .default, backgroundColor: Color = Color(red255: 234, green: 46, blue: 73),
            tintColor: Color = .white, barTintColor: Color? = nil
        ) {
            self.style = style
            self.backgroundColor = backgroundColor
            self.tintColor = tintColor
            self.barTintColor = barTintColor
        }

        /// The same bar with every colour inverted.
        public func inverse() -> Bar {
            Bar(
                style: style, backgroundColor: backgroundColor.inverse(), tintColor: tintColor.inverse(),
                barTintColor: barTintColor?.inverse())
        }
    }

    /// The status bar's style.
    public var statusBarStyle: StatusBarStyle
    /// The navigation bar's look.
    public var navigationBar: Bar
    /// The toolbar's look.
    public var toolbar: Bar

    /// Creates an appearance.
    public init(statusBarStyle: StatusBarStyle = .default, navigationBar: Bar = Bar(), toolbar: Bar = Bar()) {
        self.statusBarStyle = statusBarStyle
        self.navigationBar = navigationBar
        self.toolbar = toolbar
    }

    /// The status bar style readable over this appearance's navigation bar background.
    public var readableStatusBarStyle: StatusBarStyle { .readable(on: navigationBar.backgroundColor) }

    /// The same appearance with every colour inverted and a status bar readable over the result.
    public func inverse() -> Appearance {
        var inverted = Appearance(
            statusBarStyle: statusBarStyle, navigationBar: navigationBar.inverse(), toolbar: toolbar.inverse())
        inverted.statusBarStyle = inverted.readableStatusBarStyle
        return inverted
    }
}

/// What a view controller wants from the navigation controller showing it.
///
/// Adopt it in a view controller; every requirement has a default: the bar shown, the toolbar
/// hidden, and `nil` appearance, which keeps whatever is applied.
@MainActor
public protocol NavigationControllerAppearanceContext: AnyObject {
    /// Whether the navigation bar should be hidden while this controller is on top.
    func prefersBarHidden(for navigationController: NavigationController) -> Bool
    /// Whether the toolbar should be hidden while this controller is on top.
    func prefersToolbarHidden(for navigationController: NavigationController) -> Bool
    /// The look to apply, or `nil` to keep the current one.
    func preferredAppearance(for navigationController: NavigationController) -> Appearance?
    /// Asks the navigation controller to apply this controller's preferences again.
    func setNeedsUpdateNavigationControllerAppearance()
}

extension NavigationControllerAppearanceContext {
    /// Shows the bar.
    public func prefersBarHidden(for navigationController: NavigationController) -> Bool { false }
    /// Hides the toolbar.
    public func prefersToolbarHidden(for navigationController: NavigationController) -> Bool { true }
    /// Keeps the current appearance.
    public func preferredAppearance(for navigationController: NavigationController) -> Appearance? { nil }

    /// Applies at once when this controller is on top; during a transition, when it ends; from a
    /// controller that is not on top, does nothing.
    public func setNeedsUpdateNavigationControllerAppearance() {
        guard let controller = self as? ViewController, let navigationController = controller.navigationController
        else { return }
        navigationController.updateAppearance(for: controller)
    }
}

/// Applies an ``Appearance`` to a navigation controller's bars. Subclass it to change how.
///
/// The default styles **both** bars whatever their visibility, so a bar shown later already has
/// the applied look: bar tint, tint, background, style, and the navigation bar title colour.
@MainActor
open class AppearanceApplyingStrategy {
    /// Creates the default strategy.
    public init() {}

    /// Applies an appearance.
    open func apply(_ appearance: Appearance, to navigationController: NavigationController, animated: Bool) {
        let bar = navigationController.navigationBar
        bar.barTintColor = appearance.navigationBar.barTintColor
        bar.tintColor = appearance.navigationBar.tintColor
        bar.backgroundColor = appearance.navigationBar.backgroundColor
        bar.barStyle = appearance.navigationBar.style
        bar.titleTextAttributes.foregroundColor = appearance.navigationBar.tintColor
        let toolbar = navigationController.toolbar
        toolbar.barTintColor = appearance.toolbar.barTintColor
        toolbar.tintColor = appearance.toolbar.tintColor
        toolbar.backgroundColor = appearance.toolbar.backgroundColor
        toolbar.barStyle = appearance.toolbar.style
    }
}
