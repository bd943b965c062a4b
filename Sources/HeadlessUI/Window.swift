import SystemFonts

/// The root of a view tree: it hosts a root view controller's view and supplies the appearance
/// registry and font environment to everything inside.
@MainActor
open class Window: View {
    let registry: AppearanceRegistry
    let environment: FontEnvironment

    /// The controller whose view fills the window.
    public var rootViewController: ViewController? {
        didSet {
            oldValue?.viewIfLoaded?.removeFromSuperview()
            oldValue?.hostingWindow = nil
            rootViewController?.hostingWindow = self
            if let view = rootViewController?.view { addSubview(view) }
        }
    }

    /// Creates a window with its own or the shared registry and environment.
    public init(appearanceRegistry: AppearanceRegistry = .shared, fontEnvironment: FontEnvironment = .shared) {
        self.registry = appearanceRegistry
        self.environment = fontEnvironment
        super.init()
        window = self
    }
}
