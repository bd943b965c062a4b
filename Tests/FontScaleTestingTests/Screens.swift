import DynamicType
import Foundation
import HeadlessUI
import SystemFonts
import TestSupport

/// Lays its subviews out top to bottom at its own width, each as tall as it says it needs:
/// what an app's layout code does after a text-size change.
@MainActor
final class StackView: View {
    override func layoutSubviews() {
        var y = 0.0
        for view in subviews {
            let size = view.sizeThatFits(CGSize(width: bounds.width, height: 0))
            view.frame = CGRect(x: 0, y: y, width: bounds.width, height: size.height)
            y += size.height
        }
    }
}

/// A window whose application has its own notification center and the project's app font, with
/// a manager that walks its tree on every change, as an app's does.
@MainActor
struct Screen {
    let application: Application
    let window: Window
    let root: ViewController
    let stack = StackView()
    let manager: AppearanceManager

    static let fonts: FontEnvironment = {
        let environment = FontEnvironment(library: FontLibrary())
        _ = try? environment.loadAppFonts(from: Repository.appFontsDirectory, family: "Noto Sans")
        return environment
    }()

    init(width: Double = 360) {
        let environment = FontEnvironment(library: Self.fonts.library)
        _ = try? environment.loadAppFonts(from: Repository.appFontsDirectory, family: "Noto Sans")
        application = Application(notificationCenter: NotificationCenter(), fontEnvironment: environment)
        window = Window(application: application)
        window.frame = CGRect(x: 0, y: 0, width: width, height: 800)
        root = ViewController()
        stack.frame = CGRect(x: 0, y: 0, width: width, height: 5_000)
        root.view.addSubview(stack)
        window.rootViewController = root
        manager = AppearanceManager(rootViewController: root, application: application)
    }

    /// A label in the app font for a style, wrapping as many lines as it needs.
    func styled(_ text: String, _ style: TextStyle, identifier: String, lines: Int = 0) -> Label {
        let label = Label(text: text, font: .appFont(for: style, in: application.fontEnvironment))
        label.numberOfLines = lines
        label.accessibilityIdentifier = identifier
        return label
    }

    /// A screen every audit passes: styled, wrapping labels laid out at the screen's width.
    static func good() -> Screen {
        let screen = Screen()
        screen.stack.addSubview(screen.styled("Inbox", .largeTitle, identifier: "title"))
        screen.stack.addSubview(
            screen.styled(
                "Grace Hopper: the moth, framed, and a note for the logbook", .headline, identifier: "subject"))
        screen.stack.addSubview(
            screen.styled(
                "Found it in relay 70 of panel F. First actual case of bug being found.", .body, identifier: "body"))
        return screen
    }

    /// A screen with one of each failure, and one of each large-content case.
    static func broken() throws -> Screen {
        let screen = Screen()
        let fixed = Label(
            text: "Fixed 17 pt",
            font: try requireFont(Font(name: "Noto Sans", size: 17, in: screen.application.fontEnvironment)))
        fixed.accessibilityIdentifier = "fixed"
        let optedOut = screen.styled("Does not adjust", .body, identifier: "optedOut")
        optedOut.adjustsFontForContentSizeCategory = false
        // One line of a long subject: fits at small sizes, an ellipsis at large ones.
        let oneLine = screen.styled(
            "Re: the quarterly report, the budget and the offsite", .headline, identifier: "oneLine", lines: 1)
        // A label whose frame the app fixed at 20 points high, whatever its font.
        let fixedHeight = FixedHeightView(height: 20)
        fixedHeight.addSubview(
            screen.styled("Caption that wraps to two lines at large sizes", .caption1, identifier: "clipped"))
        // A subtree pinned at large: an opt-out by design.
        let pinned = View()
        pinned.minimumContentSizeCategory = .large
        pinned.maximumContentSizeCategory = .large
        pinned.addSubview(screen.styled("Pinned", .footnote, identifier: "pinned"))
        let tabs = TabBar(items: [TabBarItem(title: "Inbox"), TabBarItem(title: "Settings")])
        for view in [fixed, optedOut, oneLine, fixedHeight, pinned, tabs] as [View] { screen.stack.addSubview(view) }
        return screen
    }

    private static func requireFont(_ font: Font?) throws -> Font {
        guard let font else { throw MissingFont() }
        return font
    }

    struct MissingFont: Error {}
}

/// A view the app lays out at a fixed height, its subviews filling it: the classic cause of
/// clipped text.
@MainActor
final class FixedHeightView: View {
    let height: Double
    init(height: Double) {
        self.height = height
        super.init(frame: .zero)
    }
    override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: height)
    }
    override func layoutSubviews() {
        for view in subviews { view.frame = bounds }
    }
}
