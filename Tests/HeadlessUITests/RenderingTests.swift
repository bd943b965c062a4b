import Foundation
import HeadlessUI
import TestSupport
import Testing

/// The shared ``WidgetMirror`` over a ``RecordingToolkit``, with the seam beneath it recorded:
/// after every batch the recorded widgets must equal the tree.
@MainActor
final class MirrorRenderer {
    let window: Window
    let toolkit = RecordingToolkit()
    let root: RecordedWidget
    let mirror: WidgetMirror<RecordingToolkit>
    private(set) var log: [String] = []
    private(set) var navigationEvents: [String] = []
    private var taken: [TreeChange] = []

    /// How many loop turns the mirror asked for.
    var requests: Int { toolkit.scheduledTurns }

    init(window: Window) {
        self.window = window
        root = RecordedWidget(window.renderedContent)
        mirror = WidgetMirror(window: window, toolkit: toolkit, root: root)
        mirror.onChangesTaken = { [weak self] changes in
            guard let self else { return }
            taken += changes
            log += changes.map(\.description)
            for case .navigation(_, let event) in changes { navigationEvents.append(event.description) }
        }
    }

    /// Takes the window's changes and applies them, as a toolkit's next loop turn would.
    @discardableResult
    func render() -> [TreeChange] {
        taken = []
        mirror.render()
        return taken
    }

    /// The recorded widgets, drawn as text from the window down.
    var dump: String { (["Window"] + root.children.flatMap { $0.lines(depth: 1) }).joined(separator: "\n") }

    /// The tree itself, drawn the same way: each view's content, whether it is hidden, and
    /// whether its container says it takes the length left over.
    static func dump(of window: Window) -> String {
        func lines(_ view: View, expands: Bool, depth: Int) -> [String] {
            let content = view.renderedContent
            let line =
                view === window
                ? "Window"
                : String(repeating: "  ", count: depth) + "\(content)" + (view.isHidden ? " hidden" : "")
                    + (expands ? " expands" : "")
            guard case .container(let container) = content else { return [line] }
            return [line]
                + view.subviews.enumerated().flatMap { index, child in
                    lines(child, expands: container.expandingSubviews.contains(index), depth: depth + 1)
                }
        }
        return lines(window, expands: false, depth: 0).joined(separator: "\n")
    }
}

@MainActor
@Suite("The rendering seam")
struct RenderingTests {
    let environment: FontEnvironment
    let application: Application
    let window: Window

    init() throws {
        environment = FontEnvironment()
        try environment.loadAppFonts(from: Repository.fontsDirectory, family: "Scale Sans")
        application = Application(notificationCenter: NotificationCenter(), fontEnvironment: environment)
        window = Window(application: application)
    }

    func label(_ text: String, _ style: TextStyle = .body) -> Label {
        Label(text: text, font: .appFont(for: style, in: environment))
    }

    /// Shows `views` on a screen in the window and attaches a renderer that has taken the tree.
    func mirrored(_ views: View...) -> (screen: ViewController, mirror: MirrorRenderer) {
        let screen = ViewController()
        for view in views { screen.view.addSubview(view) }
        window.rootViewController = screen
        let mirror = MirrorRenderer(window: window)
        mirror.render()
        return (screen, mirror)
    }

    /// Renders a batch and checks the copy against the tree.
    func expectInStep(_ mirror: MirrorRenderer, sourceLocation: SourceLocation = #_sourceLocation) {
        mirror.render()
        #expect(mirror.dump == MirrorRenderer.dump(of: window), sourceLocation: sourceLocation)
    }

    @Test("attaching reports the window's subviews as inserted, and the copy equals the tree")
    func attachReportsTree() {
        let screen = ViewController()
        screen.view.addSubview(label("Inbox", .title1))
        window.rootViewController = screen
        let mirror = MirrorRenderer(window: window)
        #expect(mirror.requests == 1)
        let changes = mirror.render()
        #expect(changes.count == 1)
        #expect(mirror.dump == MirrorRenderer.dump(of: window))
        #expect(mirror.dump.contains("Inbox"))
    }

    @Test("views added, removed, moved and hidden after attaching reach the copy, in order")
    func structure() {
        let (screen, mirror) = mirrored()
        let box = View()
        let first = label("First")
        screen.view.addSubview(box)
        box.addSubview(first)
        expectInStep(mirror)
        let second = label("Second")
        screen.view.insertSubview(second, at: 0)
        box.addSubview(second)  // a move inside the window
        expectInStep(mirror)
        #expect(mirror.log.last?.hasPrefix("moved Label") == true)
        first.isHidden = true
        expectInStep(mirror)
        #expect(mirror.dump.contains("hidden"))
        first.removeFromSuperview()
        expectInStep(mirror)
        #expect(!mirror.dump.contains("First"))
    }

    @Test("text changes are read when taken: one content change per view per batch, with the latest text")
    func textCoalesced() {
        let title = label("Draft")
        let (_, mirror) = mirrored(title)
        let requests = mirror.requests
        title.text = "One"
        title.text = "Two"
        title.text = "Three"
        #expect(mirror.requests == requests + 1)
        let changes = mirror.render()
        #expect(changes.count == 1)
        guard case .content(_, .text(let text)) = changes.first else {
            Issue.record("expected a text content change, got \(changes)")
            return
        }
        #expect(text.text == "Three")
    }

    @Test(
        "a category change reaches the copy as each label's font after limits and overrides",
        arguments: [ContentSizeCategory.extraSmall, .accessibilityExtraExtraExtraLarge])
    func categoryChange(category: ContentSizeCategory) throws {
        let screen = ViewController()
        let free = label("Free")
        let limited = View()
        limited.maximumContentSizeCategory = .extraExtraExtraLarge
        let capped = label("Capped")
        limited.addSubview(capped)
        screen.view.addSubview(free)
        screen.view.addSubview(limited)
        window.rootViewController = screen
        let mirror = MirrorRenderer(window: window)
        mirror.render()
        application.preferredContentSizeCategory = category
        screen.recursivelyUpdateFontsForContentSize()
        expectInStep(mirror)
        let freeSize = TextStyle.body.attributes(at: category).pointSize
        let cappedSize = TextStyle.body.attributes(at: min(category, .extraExtraExtraLarge)).pointSize
        #expect(mirror.dump.contains("Optional(\"Free\"), placeholder: nil, font: Scale Sans \(Int(freeSize))pt"))
        #expect(mirror.dump.contains("Optional(\"Capped\"), placeholder: nil, font: Scale Sans \(Int(cappedSize))pt"))
    }

    @Test("Bold Text reaches the copy as the heavier weight of each font")
    func boldText() throws {
        let body = label("Body")
        let (screen, mirror) = mirrored(body)
        application.isBoldTextEnabled = true
        screen.recursivelyUpdateFontsForContentSize()
        let changes = mirror.render()
        guard case .content(_, .text(let text)) = try #require(changes.first) else {
            Issue.record("expected a text content change, got \(changes)")
            return
        }
        #expect(text.font.weight == .semibold)
        #expect(text.font.filePath?.hasSuffix("ScaleSans-Semibold.ttf") == true)
    }

    @Test("a button's title and state, and a change inside it, arrive as the button's content")
    func button() {
        let send = Button(title: "Send")
        let (_, mirror) = mirrored(send)
        send.setTitle("Sending", for: .disabled)
        send.isEnabled = false
        let changes = mirror.render()
        #expect(changes.count == 1)
        guard case .content(let view, .button(let content)) = changes.first else {
            Issue.record("expected a button content change, got \(changes)")
            return
        }
        #expect(view === send)
        #expect(content.title == "Sending" && content.state == .disabled)
        send.titleLabel.addSubview(View())  // inside the leaf: the button's content again
        #expect(mirror.render().map(\.description).allSatisfy { $0.hasPrefix("content of Button") })
    }

    @Test("push, pop and a cancelled interactive pop reach the copy with the bar's title, back title and items")
    func navigation() throws {
        let inbox = ViewController()
        inbox.title = "Inbox"
        inbox.view.addSubview(label("Messages"))
        let navigation = NavigationController(rootViewController: inbox)
        window.rootViewController = navigation
        let mirror = MirrorRenderer(window: window)
        mirror.render()
        #expect(mirror.dump.contains("title: Optional(\"Inbox\")"))

        let detail = ViewController()
        detail.title = "Message"
        detail.navigationItem.rightBarButtonItem = BarButtonItem(title: "Reply", style: .plain)
        detail.view.addSubview(label("Hello"))
        navigation.pushViewController(detail, animated: true)
        expectInStep(mirror)
        #expect(
            mirror.navigationEvents == ["will push [ViewController] animated", "did push [ViewController] animated"])
        #expect(mirror.dump.contains("title: Optional(\"Message\"), backTitle: Optional(\"Inbox\")"))
        #expect(mirror.dump.contains("Reply") && mirror.dump.contains("Hello") && !mirror.dump.contains("Messages"))

        let swipe = try #require(navigation.beginInteractivePop())
        swipe.update(progress: 0.5)
        swipe.cancel()
        expectInStep(mirror)
        #expect(mirror.navigationEvents.last?.hasPrefix("cancelled pop") == true)

        detail.navigationItem.title = "Re: Hello"
        expectInStep(mirror)
        navigation.popViewController(animated: false)
        expectInStep(mirror)
        #expect(mirror.dump.contains("Messages") && !mirror.dump.contains("Hello"))
    }

    /// A stack change and what the copy must show after it.
    struct StackChange: CustomTestStringConvertible, Sendable {
        var name: String
        var action: String
        var shown: String
        var change: @MainActor @Sendable (NavigationController, [ViewController]) -> Void
        var testDescription: String { name }
    }

    nonisolated static let stackChanges: [StackChange] = [
        StackChange(name: "pop to root", action: "did popToRoot", shown: "Screen 0") { navigation, _ in
            _ = navigation.popToRootViewController(animated: true)
        },
        StackChange(name: "pop to a controller", action: "did popTo", shown: "Screen 1") { navigation, screens in
            _ = navigation.popToViewController(screens[1], animated: false)
        },
        StackChange(name: "a new stack", action: "did setViewControllers", shown: "Screen 3") { navigation, screens in
            navigation.setViewControllers([screens[0], screens[3]], animated: false)
        },
        StackChange(name: "a finished interactive pop", action: "did pop", shown: "Screen 1") { navigation, _ in
            guard let swipe = navigation.beginInteractivePop() else { return }
            swipe.update(progress: 0.7)
            swipe.finish()
        },
    ]

    @Test("each stack change reaches the copy with the shown screen and the bar's titles", arguments: stackChanges)
    func stackChange(_ stackChange: StackChange) throws {
        let screens = (0..<4).map { index in
            let screen = ViewController()
            screen.title = "Title \(index)"
            screen.view.addSubview(label("Screen \(index)"))
            return screen
        }
        let navigation = NavigationController(rootViewController: screens[0])
        navigation.pushViewController(screens[1], animated: false)
        navigation.pushViewController(screens[2], animated: false)
        window.rootViewController = navigation
        let mirror = MirrorRenderer(window: window)
        mirror.render()
        #expect(mirror.dump.contains("Screen 2"))

        stackChange.change(navigation, screens)
        expectInStep(mirror)
        #expect(mirror.navigationEvents.last?.hasPrefix(stackChange.action) == true)
        let shownIndex = try #require(screens.firstIndex { $0 === navigation.topViewController })
        #expect(mirror.dump.contains(stackChange.shown) && stackChange.shown == "Screen \(shownIndex)")
        for index in 0..<4 where index != shownIndex { #expect(!mirror.dump.contains("Screen \(index)\"")) }
        #expect(mirror.dump.contains("title: Optional(\"Title \(shownIndex)\")"))
    }

    @Test("hiding the navigation bar hides it in the copy, and showing it shows it again")
    func hiddenNavigationBar() {
        let navigation = NavigationController(rootViewController: ViewController())
        window.rootViewController = navigation
        let mirror = MirrorRenderer(window: window)
        mirror.render()
        navigation.setNavigationBarHidden(true, animated: false)
        expectInStep(mirror)
        #expect(navigation.navigationBar.isHidden)
        #expect(mirror.log.last == "hid NavigationBar")
        navigation.setNavigationBarHidden(false, animated: false)
        expectInStep(mirror)
        #expect(mirror.log.last == "showed NavigationBar")
    }

    @Test("a text field's placeholder reaches the copy as its content")
    func placeholder() {
        let field = TextField()
        field.placeholder = "Search"
        let (_, mirror) = mirrored(field)
        #expect(mirror.dump.contains("placeholder: Optional(\"Search\")"))
        field.placeholder = "Search mail"
        expectInStep(mirror)
        #expect(mirror.dump.contains("placeholder: Optional(\"Search mail\")"))
    }

    @Test("a tab renamed after the bar is shown reaches the copy, by its item or by its controller's title")
    func tabItems() {
        let inbox = ViewController()
        inbox.title = "Inbox"
        let settings = ViewController()
        settings.title = "Settings"
        let tabs = TabBarController()
        tabs.viewControllers = [inbox, settings]
        tabs.selectedIndex = 1
        window.rootViewController = tabs
        let mirror = MirrorRenderer(window: window)
        mirror.render()
        inbox.title = "Mail"
        expectInStep(mirror)
        #expect(mirror.dump.contains("titles: [\"Mail\", \"Settings\"], selectedIndex: Optional(1)"))
        settings.tabBarItem = TabBarItem(title: "Preferences")
        settings.title = "Ignored: the item has its own title"
        expectInStep(mirror)
        #expect(mirror.dump.contains("titles: [\"Mail\", \"Preferences\"], selectedIndex: Optional(1)"))
    }

    @Test("a tab switch reaches the copy: the selected screen's view and the bar's selection")
    func tabs() {
        let inbox = ViewController()
        inbox.title = "Inbox"
        inbox.view.addSubview(label("Messages"))
        let settings = ViewController()
        settings.title = "Settings"
        settings.view.addSubview(label("Text size"))
        let tabs = TabBarController()
        tabs.viewControllers = [inbox, settings]
        window.rootViewController = tabs
        let mirror = MirrorRenderer(window: window)
        mirror.render()
        #expect(mirror.dump.contains("titles: [\"Inbox\", \"Settings\"], selectedIndex: Optional(0)"))
        tabs.selectedIndex = 1
        expectInStep(mirror)
        #expect(mirror.dump.contains("selectedIndex: Optional(1)"))
        #expect(mirror.dump.contains("Text size") && !mirror.dump.contains("Messages"))
    }

    @Test("a detached renderer hears nothing more, and a window without one records nothing")
    func detach() {
        let title = label("Title")
        let (_, mirror) = mirrored(title)
        window.detachRenderer(mirror.mirror)
        title.text = "Changed"
        #expect(window.takeChanges().isEmpty)
        #expect(window.renderer == nil)
    }
}
