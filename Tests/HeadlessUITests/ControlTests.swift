import HeadlessUI
import TestSupport
import Testing

@MainActor
@Suite("Controls and what a user does")
struct ControlTests {
    @Test("a slider keeps its value within its range and reports a change as its content")
    func sliderClamps() {
        let slider = Slider()
        slider.maximumValue = 11
        slider.value = 20
        #expect(slider.value == 11)
        slider.value = -3
        #expect(slider.value == 0)
        slider.maximumValue = 5
        slider.value = 4
        guard case .slider(let content) = slider.renderedContent else {
            Issue.record("unexpected content")
            return
        }
        #expect(content.value == 4 && content.minimumValue == 0 && content.maximumValue == 5)
    }

    @Test("actions run for the events they were added for, in order, and can be removed")
    func actions() {
        let toggle = Switch()
        var heard: [String] = []
        toggle.addAction(for: .valueChanged) { toggle in heard.append("first \(toggle.isOn)") }
        toggle.addAction(for: [.valueChanged, .touchUpInside]) { _ in heard.append("second") }
        toggle.setOn(true, animated: false)
        toggle.sendActions(for: .valueChanged)
        toggle.sendActions(for: .touchUpInside)
        toggle.removeActions(for: .valueChanged)
        toggle.sendActions(for: .valueChanged)
        #expect(heard == ["first true", "second", "second"])
        guard case .toggle(let content) = toggle.renderedContent else {
            Issue.record("unexpected content")
            return
        }
        #expect(content.isOn)
    }

    @Test("a control released with an action that uses its argument is freed: no cycle")
    func noCycle() {
        weak var released: Slider?
        do {
            let slider = Slider()
            slider.addAction(for: .valueChanged) { slider in _ = slider.value }
            released = slider
        }
        #expect(released == nil)
    }

    @Test("a tap on a tab selects it and its tab bar controller shows that tab's screen")
    func tabTap() {
        let first = ViewController()
        first.title = "Mail"
        let second = ViewController()
        second.title = "Settings"
        let tabs = TabBarController()
        tabs.viewControllers = [first, second]
        tabs.tabBar.select(itemAt: 1)
        #expect(tabs.selectedViewController === second && tabs.tabBar.selectedIndex == 1)
        tabs.tabBar.select(itemAt: 7)  // no such tab: nothing
        #expect(tabs.selectedIndex == 1)
    }

    @Test("a tap on the back button pops, and the bar's top item is the top controller's")
    func backButton() {
        let inbox = ViewController()
        let message = ViewController()
        let navigation = NavigationController(rootViewController: inbox)
        navigation.pushViewController(message, animated: false)
        #expect(navigation.navigationBar.topItem === message.navigationItem)
        navigation.navigationBar.sendBackAction()
        #expect(navigation.topViewController === inbox)
    }

    @Test("a label reports its line limit, one line by default as in UIKit, none for 0")
    func numberOfLines() {
        let label = Label(text: "Preview")
        guard case .text(let one) = label.renderedContent else {
            Issue.record("unexpected content")
            return
        }
        #expect(one.numberOfLines == 1)
        label.numberOfLines = 2
        guard case .text(let two) = label.renderedContent else {
            Issue.record("unexpected content")
            return
        }
        #expect(two.numberOfLines == 2)
        label.numberOfLines = -1
        guard case .text(let unlimited) = label.renderedContent else {
            Issue.record("unexpected content")
            return
        }
        #expect(unlimited.numberOfLines == 0)
    }
}
