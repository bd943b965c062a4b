import Foundation
import HeadlessUI
import TestSupport
import Testing

/// The shared mirror over the recording toolkit: what every toolkit adapter gets from it, checked
/// in-process without a display.
@MainActor
@Suite("The shared widget mirror")
struct WidgetMirrorTests {
    let environment: FontEnvironment
    let application: Application
    let window: Window
    let screen = ViewController()

    init() throws {
        environment = FontEnvironment()
        try environment.loadAppFonts(from: Repository.fontsDirectory, family: "Scale Sans")
        application = Application(notificationCenter: NotificationCenter(), fontEnvironment: environment)
        window = Window(application: application)
        window.rootViewController = screen
    }

    /// A mirror that has built the window's tree.
    func mirrored() -> MirrorRenderer {
        let mirror = MirrorRenderer(window: window)
        mirror.render()
        return mirror
    }

    func widget(_ view: View, in mirror: MirrorRenderer) throws -> RecordedWidget {
        try #require(mirror.mirror.widget(for: view))
    }

    @Test("changes made in one turn are applied together on the loop's next turn")
    func oneTurnPerBatch() throws {
        let mirror = mirrored()
        let requests = mirror.requests
        let label = Label(text: "One")
        screen.view.addSubview(label)
        label.text = "Two"
        label.isHidden = true
        #expect(mirror.requests == requests + 1)
        #expect(mirror.mirror.widget(for: label) == nil)
        mirror.toolkit.runTurn()
        let shown = try widget(label, in: mirror)
        #expect(shown.isHidden)
        guard case .text(let text) = shown.content else { Issue.record("not text: \(shown.content)"); return }
        #expect(text.text == "Two")
        #expect(mirror.mirror.renderCount == 2)
    }

    /// How many times a button's actions ran.
    final class TapCount {
        var value = 0
    }

    /// A button on the screen that counts its taps, built by a new mirror.
    func shownButton(enabled: Bool = true) -> (button: Button, taps: TapCount, mirror: MirrorRenderer) {
        let button = Button(title: "Send")
        button.isEnabled = enabled
        let taps = TapCount()
        button.addAction(for: .touchUpInside) { _ in taps.value += 1 }
        screen.view.addSubview(button)
        return (button, taps, mirrored())
    }

    @Test("a click on a button's widget sends the button's actions")
    func buttonTap() throws {
        let (button, taps, mirror) = shownButton()
        try widget(button, in: mirror).input?.send(.tap)
        #expect(taps.value == 1)
    }

    @Test("a disabled button takes no tap")
    func disabledButton() throws {
        let (button, taps, mirror) = shownButton(enabled: false)
        try widget(button, in: mirror).input?.send(.tap)
        #expect(taps.value == 0)
    }

    @Test("a drag on a slider's widget sets the value, in range, and sends value changed")
    func sliderValue() throws {
        let slider = Slider()
        slider.maximumValue = 10
        var values: [Float] = []
        slider.addAction(for: .valueChanged) { values.append($0.value) }
        screen.view.addSubview(slider)
        let mirror = mirrored()
        try widget(slider, in: mirror).input?.send(.value(4))
        try widget(slider, in: mirror).input?.send(.value(40))
        #expect(values == [4, 10])
    }

    @Test("a switch the app flips back shows the app's state again, not the click's")
    func switchEcho() throws {
        let toggle = Switch()
        toggle.addAction(for: .valueChanged) { $0.isOn = false }  // the app refuses
        screen.view.addSubview(toggle)
        let mirror = mirrored()
        let shown = try widget(toggle, in: mirror)
        shown.input?.send(.toggle(true))  // the toolkit's widget flipped on by the click
        guard case .toggle(let state) = shown.content else {
            Issue.record("not a switch: \(shown.content)")
            return
        }
        #expect(!state.isOn && !toggle.isOn)
    }

    @Test("a tap on a control drawn as its subviews sends its actions; a plain view takes none")
    func containerTaps() throws {
        let card = Control()
        card.addSubview(Label(text: "Card"))
        var taps = 0
        card.addAction(for: .touchUpInside) { _ in taps += 1 }
        screen.view.addSubview(card)
        let mirror = mirrored()
        guard case .container(let cardLayout) = try widget(card, in: mirror).content,
            case .container(let plainLayout) = try widget(screen.view, in: mirror).content
        else {
            Issue.record("not containers")
            return
        }
        #expect(cardLayout.acceptsTaps && !plainLayout.acceptsTaps)
        try widget(card, in: mirror).input?.send(.tap)
        #expect(taps == 1)
    }

    @Test("a tab's click selects its screen, and the tab bar's widget shows the tree's selection")
    func tabSelection() throws {
        let inbox = ViewController()
        inbox.title = "Inbox"
        let settings = ViewController()
        settings.title = "Settings"
        let tabs = TabBarController()
        tabs.viewControllers = [inbox, settings]
        window.rootViewController = tabs
        let mirror = mirrored()
        let bar = try widget(tabs.tabBar, in: mirror)
        bar.input?.send(.selectTab(1))
        #expect(tabs.selectedIndex == 1)
        guard case .tabBar(let shown) = bar.content else { Issue.record("not a tab bar"); return }
        #expect(shown.selectedIndex == 1)
        mirror.render()
        #expect(mirror.dump == MirrorRenderer.dump(of: window))
    }

    @Test("the navigation bar's back button pops and its items send their actions")
    func navigationInput() throws {
        let root = ViewController()
        root.title = "Mailboxes"
        let inbox = ViewController()
        inbox.title = "Inbox"
        @MainActor
        final class Composer {
            var count = 0
            func compose() { count += 1 }
        }
        let composer = Composer()
        inbox.navigationItem.rightBarButtonItem = BarButtonItem(
            title: "Compose", style: .plain, target: composer, action: { $0.compose })
        let navigation = NavigationController(rootViewController: root)
        window.rootViewController = navigation
        navigation.pushViewController(inbox, animated: false)
        let mirror = mirrored()
        let bar = try widget(navigation.navigationBar, in: mirror)
        bar.input?.send(.barItem(.right, index: 0))
        bar.input?.send(.barItem(.right, index: 5))  // gone since the widget was made: nothing
        #expect(composer.count == 1)
        bar.input?.send(.back)
        #expect(navigation.viewControllers.count == 1)
    }

    @Test(
        "a shown toolbar draws the top controller's items around the flexible space, and a click sends an item's action"
    )
    func toolbarItems() throws {
        @MainActor
        final class Counter {
            var count = 0
            func tap() { count += 1 }
        }
        let counter = Counter()
        let inbox = ViewController()
        inbox.setToolbarItems(
            [
                BarButtonItem(title: "Filter"), BarButtonItem(barButtonSystemItem: .flexibleSpace),
                BarButtonItem(barButtonSystemItem: .compose, target: counter, action: { $0.tap }),
            ], animated: false)
        let navigation = NavigationController(rootViewController: inbox)
        navigation.isToolbarHidden = false
        window.rootViewController = navigation
        let mirror = mirrored()
        let toolbar = try widget(navigation.toolbar, in: mirror)
        #expect(!toolbar.isHidden)
        guard case .navigationBar(let bar) = toolbar.content else {
            Issue.record("the toolbar is not drawn as a bar: \(toolbar.content)")
            return
        }
        #expect(bar.parts.map(\.text) == ["Filter", "", ""])
        #expect(bar.parts.last?.iconName == "mail-message-new-symbolic")
        toolbar.input?.send(.barItem(.right, index: 0))
        #expect(counter.count == 1)
    }

    @Test("the view above a trailing tab bar and the window's root view take the height left over")
    func expandingLayout() throws {
        let tabs = TabBarController()
        tabs.viewControllers = [ViewController(), ViewController()]
        window.rootViewController = tabs
        let mirror = mirrored()
        #expect(try widget(tabs.view, in: mirror).placement.expands)
        let content = try #require(tabs.view.subviews.dropLast().last)
        #expect(try widget(content, in: mirror).placement.expands)
        #expect(try !widget(tabs.tabBar, in: mirror).placement.expands)
        #expect(mirror.dump == MirrorRenderer.dump(of: window))
    }

    /// Whether the widget showing a view is a scrolling container.
    func scrolls(_ view: View, in mirror: MirrorRenderer) throws -> Bool {
        guard case .container(let container) = try widget(view, in: mirror).content else { return false }
        return container.scrolls
    }

    @Test("the content between a navigation controller's bars takes the height left over and scrolls; the bars stay")
    func contentScrollsBetweenBars() throws {
        let navigation = NavigationController(rootViewController: ViewController())
        let tabs = TabBarController()
        tabs.viewControllers = [navigation, ViewController()]
        window.rootViewController = tabs
        let mirror = mirrored()
        let content = try #require(navigation.view.subviews.first { !($0 is NavigationBar) && !($0 is Toolbar) })
        #expect(try widget(navigation.view, in: mirror).placement.expands)
        #expect(try !scrolls(navigation.view, in: mirror))
        #expect(try widget(content, in: mirror).placement.expands)
        #expect(try scrolls(content, in: mirror))
        #expect(try !widget(navigation.navigationBar, in: mirror).placement.expands)
        #expect(try !scrolls(tabs.view, in: mirror))
        #expect(mirror.dump == MirrorRenderer.dump(of: window))
    }

    @Test("a window's root view without bars scrolls")
    func rootViewScrolls() throws {
        screen.view.addSubview(Label(text: "Hello"))
        let mirror = mirrored()
        #expect(try scrolls(screen.view, in: mirror))
        #expect(try widget(screen.view, in: mirror).placement.expands)
    }

    @Test("views get new widgets when a bar joins them: the holder stops scrolling, the content starts")
    func barArrivingRebuildsScrolling() throws {
        let content = View()
        content.addSubview(Label(text: "Body"))
        screen.view.addSubview(content)
        let mirror = mirrored()
        let before = try widget(screen.view, in: mirror)
        #expect(try scrolls(screen.view, in: mirror))
        #expect(try !scrolls(content, in: mirror))
        let toolbar = Toolbar()
        screen.view.addSubview(toolbar)
        mirror.render()
        #expect(try widget(screen.view, in: mirror) !== before)
        #expect(try !scrolls(screen.view, in: mirror))
        #expect(try scrolls(content, in: mirror))
        #expect(try widget(content, in: mirror).placement.expands)
        #expect(mirror.dump == MirrorRenderer.dump(of: window))
        toolbar.removeFromSuperview()
        mirror.render()
        #expect(try scrolls(screen.view, in: mirror))
        #expect(try !scrolls(content, in: mirror))
        #expect(mirror.dump == MirrorRenderer.dump(of: window))
    }

    @Test("a card gets a new widget when it joins a stack, which gives it a fixed size, and another when it leaves")
    func fixedSizeRebuilds() throws {
        let card = View(frame: CGRect(x: 0, y: 0, width: 120, height: 24))
        let text = Label(text: "Body")
        card.addSubview(text)
        let stack = StackView()
        screen.view.addSubview(card)
        screen.view.addSubview(stack)
        let mirror = mirrored()
        func fixedSize() throws -> CGSize? {
            guard case .container(let container) = try widget(card, in: mirror).content else { return nil }
            return container.fixedSize
        }
        let before = try widget(card, in: mirror)
        #expect(try fixedSize() == nil)
        stack.addArrangedSubview(card)
        mirror.render()
        #expect(try widget(card, in: mirror) !== before)
        #expect(try fixedSize() == card.frame.size)
        let fixed = try widget(card, in: mirror)
        card.frame.size.width = 200
        mirror.render()
        #expect(try widget(card, in: mirror) === fixed, "a new size is shown in the same widget")
        #expect(try fixedSize()?.width == 200)
        screen.view.addSubview(card)
        mirror.render()
        #expect(try widget(card, in: mirror) !== fixed)
        #expect(try fixedSize() == nil)
        #expect(try widget(text, in: mirror).content == text.renderedContent)
        #expect(mirror.dump == MirrorRenderer.dump(of: window))
    }

    @Test("a subview moved out of a removed subtree, unreported, is forgotten with the subtree")
    func forgetsRemovedSubtree() throws {
        let card = View()
        let quoted = Label(text: "Quoted")
        card.addSubview(quoted)
        screen.view.addSubview(card)
        let mirror = mirrored()
        card.removeFromSuperview()
        quoted.removeFromSuperview()  // outside the window: never reported
        mirror.render()
        #expect(mirror.mirror.widget(for: card) == nil)
        #expect(mirror.mirror.widget(for: quoted) == nil)
        #expect(mirror.root.children.first?.children.isEmpty == true)
    }

    @Test("a view taken out of the window is released once its removal is applied")
    func removedViewIsReleased() throws {
        // A mirror of its own: the test helper's keeps every change it saw, and with it the views.
        let root = RecordedWidget(window.renderedContent)
        let mirror = WidgetMirror(window: window, toolkit: RecordingToolkit(), root: root)
        weak var removed: Label?
        do {
            let label = Label(text: "Gone")
            removed = label
            screen.view.addSubview(label)
            mirror.render()
            #expect(mirror.widget(for: label) != nil)
            label.removeFromSuperview()
        }
        mirror.render()
        #expect(removed == nil)
    }

    @Test("input from the widget of a view the mirror no longer shows is dropped")
    func inputAfterRemovalIsDropped() throws {
        let (button, taps, mirror) = shownButton()
        let sink = try #require(try widget(button, in: mirror).input)
        button.removeFromSuperview()
        mirror.render()
        sink.send(.tap)
        #expect(taps.value == 0)
    }

    @Test("input from the widget a view had before it was shown again is dropped; its new widget's is not")
    func inputFromAnOldWidgetIsDropped() throws {
        let (button, taps, mirror) = shownButton()
        let old = try #require(try widget(button, in: mirror).input)
        button.removeFromSuperview()
        mirror.render()
        screen.view.addSubview(button)
        mirror.render()
        old.send(.tap)
        #expect(taps.value == 0)
        try widget(button, in: mirror).input?.send(.tap)
        #expect(taps.value == 1)
    }

    @Test("closing takes every widget out of the root at once and follows nothing more")
    func closeReleasesWidgets() throws {
        let label = Label(text: "Hello")
        screen.view.addSubview(label)
        let mirror = mirrored()
        weak let shown = try widget(label, in: mirror)
        mirror.mirror.close()
        #expect(mirror.root.children.isEmpty)
        #expect(shown == nil)
        label.text = "Later"
        mirror.render()
        #expect(mirror.mirror.renderCount == 1)
        #expect(window.renderer == nil)
    }

    @Test("input sent while the mirror writes the tree's state is the mirror's own, and is dropped")
    func inputWhileApplyingIsDropped() throws {
        /// A view that, when the mirror reads its content, makes a widget signal: as a toolkit's
        /// slider emits `value-changed` for a value the mirror sets.
        final class Probe: View {
            var onRead: (@MainActor () -> Void)?
            override var renderedContent: RenderedContent {
                onRead?()
                return super.renderedContent
            }
        }
        let toggle = Switch()
        var flips = 0
        toggle.addAction(for: .valueChanged) { _ in flips += 1 }
        screen.view.addSubview(toggle)
        let mirror = mirrored()
        let sink = try #require(try widget(toggle, in: mirror).input)
        let probe = Probe()
        probe.onRead = { sink.send(.toggle(true)) }
        screen.view.addSubview(probe)
        mirror.render()
        #expect(flips == 0 && !toggle.isOn)
        probe.onRead = nil
        sink.send(.toggle(true))
        #expect(flips == 1 && toggle.isOn)
    }

    @Test("a render asked for while a batch is applied adds a pass after it instead of nesting")
    func renderDoesNotNest() throws {
        let label = Label(text: "One")
        screen.view.addSubview(label)
        let mirror = mirrored()
        var batches: [Int] = []
        mirror.mirror.onChangesTaken = { changes in
            batches.append(changes.count)
            if batches.count == 1 {
                label.text = "Two"  // a change made while the first batch is applied
                mirror.mirror.render()  // nested: must not apply it inside this batch
                #expect(batches.count == 1)
            }
        }
        label.text = "Once"
        mirror.render()
        #expect(batches == [1, 1])
        guard case .text(let text) = try widget(label, in: mirror).content else {
            Issue.record("not text")
            return
        }
        #expect(text.text == "Two")
        #expect(mirror.mirror.renderCount == 2)
    }

    // MARK: - The article's examples

    @Test("the article's adapter follows a window: changes of one turn arrive on the next")
    func articleFollowing() {
        let printed = PrintedOutput()
        let print = printed.print
        // example begin
        let toolkit = RecordingToolkit()
        let root = RecordedWidget(window.renderedContent)
        let mirror = WidgetMirror(window: window, toolkit: toolkit, root: root)
        let greeting = Label(text: "Hello")
        window.rootViewController = ViewController()
        window.rootViewController?.view.addSubview(greeting)
        toolkit.runTurn()
        greeting.text = "Hello again"
        toolkit.runTurn()
        print(mirror.widget(for: greeting)?.content.font?.pointSize ?? 0)  // 17.0, the body style at large
        // example end
        #expect(printed.lines == ["17.0"])
        #expect(mirror.renderCount == 2)
        guard case .text(let text)? = mirror.widget(for: greeting)?.content else {
            Issue.record("not text")
            return
        }
        #expect(text.text == "Hello again")
    }

    @Test("the article's input example: a click on the toolkit's button sends the button's actions")
    func articleInput() {
        let printed = PrintedOutput()
        let print = printed.print
        let toolkit = RecordingToolkit()
        let mirror = WidgetMirror(window: window, toolkit: toolkit, root: RecordedWidget(window.renderedContent))
        // example begin
        let send = Button(title: "Send")
        send.addAction(for: .touchUpInside) { _ in print("sent") }
        window.rootViewController?.view.addSubview(send)
        toolkit.runTurn()
        mirror.widget(for: send)?.input?.send(.tap)  // prints "sent", as a click on the toolkit's button
        // example end
        #expect(printed.lines == ["sent"])
    }

    @Test("WidgetMirror's own example builds the tree at once")
    func mirrorDocComment() {
        screen.view.addSubview(Label(text: "Inbox"))
        let toolkit = RecordingToolkit()
        // example begin
        let mirror = WidgetMirror(window: window, toolkit: toolkit, root: RecordedWidget(window.renderedContent))
        mirror.render()  // the tree as it is now; later changes follow on the loop's turns
        // example end
        #expect(mirror.root.children.first?.children.count == 1)
    }
}

/// What an example printed: inside a test, `print` is this object's, so the test reads it.
@MainActor
final class PrintedOutput {
    private(set) var lines: [String] = []

    func print(_ item: Any) { lines.append("\(item)") }
}

extension WidgetMirrorTests {
    @Test("a stack's rules reach its widget, and each child's placement follows the axis and alignment")
    func stackRules() throws {
        let (name, detail) = (Label(text: "Name"), Label(text: "Detail"))
        let stack = StackView(arrangedSubviews: [name, detail])
        stack.spacing = 6
        stack.alignment = .center
        screen.view.addSubview(stack)
        let mirror = mirrored()
        guard case .container(let container) = try widget(stack, in: mirror).content else {
            Issue.record("not a container")
            return
        }
        #expect(
            container.stack
                == .init(axis: .horizontal, spacing: 6, alignment: .center, distribution: .fill, margins: .zero))
        #expect(try widget(detail, in: mirror).placement == .init(axis: .horizontal, alignment: .center))
        stack.axis = .vertical
        stack.distribution = .fillEqually
        mirror.toolkit.runTurn()
        guard case .container(let column) = try widget(stack, in: mirror).content else {
            Issue.record("not a container")
            return
        }
        #expect(column.stack?.axis == .vertical)
        #expect(
            try widget(detail, in: mirror).placement
                == .init(axis: .vertical, alignment: .center, sharesEqually: true))
    }
}

extension WidgetMirrorTests {
    @Test("a scroll view takes the height its column leaves, and the root view holding it no longer scrolls itself")
    func scrollViewExpands() throws {
        let scroll = ScrollView()
        screen.view.addSubview(Label(text: "Title"))
        screen.view.addSubview(scroll)
        let mirror = mirrored()
        #expect(try widget(scroll, in: mirror).placement.expands)
        guard case .container(let root) = try widget(screen.view, in: mirror).content else {
            Issue.record("not a container")
            return
        }
        #expect(!root.scrolls)
    }
}
