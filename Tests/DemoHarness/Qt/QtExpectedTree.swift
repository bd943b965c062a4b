#if Qt
import FontScaleQt
import HeadlessUI

/// What Qt should show for a window: QtHost's mapping of each view's rendered content, written
/// out as the tests' oracle from the headless tree alone.
@MainActor
enum QtExpectedTree {
    static func dump(_ window: Window) -> QtWidgetDump {
        // The window's views fill it, as a root view fills a UIKit window.
        QtWidgetDump(
            kind: "QWidget",
            children: window.subviews.map { view in
                var dump = expected(view)
                dump.stretches = true
                return dump
            })
    }

    private static func font(_ font: RenderedFont?) -> (family: String, pixelSize: Double, weight: Int, smallCaps: Bool)
    {
        guard let font else { return ("", 0, 0, false) }
        return (font.family, (font.pointSize * 100).rounded() / 100, font.weight.openTypeWeight, font.isSmallCaps)
    }

    private static func text(
        _ kind: String, _ text: String, font rendered: RenderedFont?, isEnabled: Bool = true, isChecked: Bool? = nil
    ) -> QtWidgetDump {
        let font = font(rendered)
        return QtWidgetDump(
            kind: kind, text: text, family: font.family, pixelSize: font.pixelSize, weight: font.weight,
            isSmallCaps: font.smallCaps, isEnabled: isEnabled, isChecked: isChecked)
    }

    private static func expected(_ view: View) -> QtWidgetDump {
        var dump: QtWidgetDump
        switch view.renderedContent {
        case .container:
            dump = QtWidgetDump(kind: "QWidget", children: view.subviews.map(expected))
            // What sits above a tab bar takes the height left over, as in UIKit.
            if view.subviews.last is TabBar, dump.children.count > 1 {
                dump.children[dump.children.count - 2].stretches = true
            }
        case .text(let content):
            dump = text(content.kind == .field ? "QLineEdit" : "QLabel", content.text ?? "", font: content.font)
            if content.kind == .field { dump.placeholder = content.placeholder ?? "" }
        case .button(let button):
            dump = text(
                "QPushButton", button.title ?? "", font: button.font, isEnabled: !button.state.contains(.disabled),
                isChecked: button.state.contains(.selected))
            dump.isDown = button.state.contains(.highlighted)
        case .navigationBar(let bar):
            var children: [QtWidgetDump] = []
            if let back = bar.backTitle {
                children.append(text("QPushButton", "‹ " + back, font: nil, isChecked: false))
            }
            let items = { (items: [RenderedContent.BarItem]) in
                items.map {
                    text("QPushButton", $0.title ?? "", font: $0.font, isEnabled: $0.isEnabled, isChecked: false)
                }
            }
            children += items(bar.leftItems)
            var title = text("QLabel", bar.title ?? "", font: bar.titleFont)
            title.stretches = true
            children.append(title)
            children += items(bar.rightItems)
            dump = QtWidgetDump(kind: "QWidget", children: children)
        case .slider(let slider):
            dump = QtWidgetDump(kind: "QSlider", value: Double(slider.value.rounded()))
        case .toggle(let toggle):
            dump = QtWidgetDump(kind: "QCheckBox", isChecked: toggle.isOn)
        case .tabBar(let bar):
            dump = QtWidgetDump(
                kind: "QWidget",
                children: bar.titles.enumerated().map { index, title in
                    text("QPushButton", title, font: bar.font, isChecked: index == bar.selectedIndex)
                })
        }
        dump.isHidden = view.isHidden
        return dump
    }
}
#endif
