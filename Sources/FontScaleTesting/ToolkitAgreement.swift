import HeadlessUI

/// Whether a toolkit shows what the tree holds: the one oracle for every toolkit adapter built on
/// HeadlessUI's `WidgetMirror`, and the comparison of a host's read-back widgets with it.
///
/// ```swift
/// let host = try GtkHost(window: window)     // or a QtHost: any ToolkitHost
/// #expect(ToolkitAgreement.differences(in: host).isEmpty)
/// ```
@MainActor
public enum ToolkitAgreement {
    /// Applies the tree's pending changes and lists where the toolkit's widgets differ from what
    /// the tree expects; empty when they agree.
    public static func differences(in host: some ToolkitHost) -> [String] {
        host.render()
        return differences(expected: expected(for: host.window), shown: host.readBack())
    }

    /// What a window's tree should look like in any toolkit, from the views' rendered content
    /// alone: a box per container (its expanding children as the tree lays them out, scrolling
    /// where the tree says its content scrolls), a label per
    /// label or text view, a field, a button, a slider, a switch; a navigation bar as a row of
    /// back button, leading items, title (which takes the width left over) and trailing items; a
    /// tab bar as a row of buttons, the selected one drawn selected; a button, bar button or tab
    /// the tree gives large content carries the viewer's popup with its title in its font.
    public static func expected(for window: Window) -> ShownWidget {
        var root = ShownWidget(role: .box, toolkitClass: "Window", children: window.subviews.map(expected))
        if case .container(let container) = window.renderedContent { markExpanding(container, in: &root) }
        return root
    }

    /// Where `shown` differs from `expected`, one line each with its path; fonts are compared
    /// where the tree gives one, to the hundredth of a pixel (to the nearest whole pixel where the
    /// toolkit draws no other, as Qt), and slider values to half a step (Qt's sliders hold whole
    /// numbers).
    nonisolated public static func differences(
        expected: ShownWidget, shown: ShownWidget, path: String = "window"
    ) -> [String] {
        var found: [String] = []
        func check<Value: Equatable>(_ name: String, _ want: Value, _ got: Value) {
            if want != got { found.append("\(path) \(name): expected \(want), shown \(got)") }
        }
        check("role", expected.role, shown.role)
        check("text", expected.text, shown.text)
        check("placeholder", expected.placeholder, shown.placeholder)
        check("hidden", expected.isHidden, shown.isHidden)
        check("enabled", expected.isEnabled, shown.isEnabled)
        check("selected", expected.isSelected, shown.isSelected)
        check("pressed", expected.isPressed, shown.isPressed)
        check("on", expected.isOn, shown.isOn)
        check("expands", expected.expands, shown.expands)
        check("scrolls", expected.scrolls, shown.scrolls)
        if let want = expected.value, abs(want - (shown.value ?? .infinity)) > 0.5 {
            found.append("\(path) value: expected \(want), shown \(shown.value.map { "\($0)" } ?? "none")")
        }
        if let want = expected.font {
            if let got = shown.font {
                if !sameSize(want, got) {
                    found.append("\(path) size: expected \(want.pixelSize) px, shown \(got.pixelSize) px")
                }
                check("weight", want.weight, got.weight)
                check("family", want.family, got.family)
                check("small caps", want.isSmallCaps, got.isSmallCaps)
            } else {
                found.append("\(path) font: expected \(want), shown none")
            }
        }
        switch (expected.largeContent, shown.largeContent) {
        case (let want?, let got?):
            check("large content text", want.text, got.text)
            if let wantFont = want.font, let gotFont = got.font {
                if !sameSize(wantFont, gotFont) {
                    found.append(
                        "\(path) large content size: expected \(wantFont.pixelSize) px, shown \(gotFont.pixelSize) px")
                }
                check("large content weight", wantFont.weight, gotFont.weight)
                check("large content family", wantFont.family, gotFont.family)
            } else if want.font != nil {
                found.append("\(path) large content font: expected \(want.font.map { "\($0)" } ?? ""), shown none")
            }
        case (let want?, nil):
            found.append("\(path) large content: expected \(want), shown none")
        case (nil, let got?):
            found.append("\(path) large content: expected none, shown \(got)")
        case (nil, nil):
            break
        }
        guard expected.children.count == shown.children.count else {
            return found + ["\(path): expected \(expected.children.count) children, shown \(shown.children.count)"]
        }
        for (index, pair) in zip(expected.children, shown.children).enumerated() {
            found += differences(expected: pair.0, shown: pair.1, path: "\(path)/\(index) \(pair.0.toolkitClass)")
        }
        return found
    }

    /// Whether a font is shown at the size the tree resolved, to the hundredth of a pixel; a
    /// toolkit that draws whole pixels only (Qt) shows the nearest one.
    nonisolated private static func sameSize(_ want: ShownWidget.Font, _ got: ShownWidget.Font) -> Bool {
        let wanted = got.drawsWholePixels ? want.pixelSize.rounded() : want.pixelSize
        return abs(wanted - got.pixelSize) <= 0.01
    }

    // MARK: - The oracle

    private static func expected(_ view: View) -> ShownWidget {
        let name = String(describing: type(of: view))
        var shown: ShownWidget
        switch view.renderedContent {
        case .container(let container):
            shown = ShownWidget(
                role: .box, toolkitClass: name, scrolls: container.scrolls, children: view.subviews.map(expected))
            markExpanding(container, in: &shown)
        case .text(let text):
            shown = ShownWidget(
                role: text.kind == .field ? .field : .label, toolkitClass: name, text: text.text ?? "",
                placeholder: text.kind == .field ? text.placeholder.flatMap { $0.isEmpty ? nil : $0 } : nil,
                font: font(text.font))
        case .button(let button):
            shown = ShownWidget(
                role: .button, toolkitClass: name, text: button.title ?? "", font: font(button.font),
                isEnabled: !button.state.contains(.disabled), isSelected: button.state.contains(.selected),
                isPressed: button.state.contains(.highlighted), largeContent: button.largeContent.map(largeContent))
        case .navigationBar(let bar):
            let children = bar.parts.map { part in
                ShownWidget(
                    role: part.kind == .title ? .label : .button,
                    toolkitClass: part.kind == .title ? "title" : "button",
                    text: part.text, font: part.font.map(font), isEnabled: part.isEnabled, expands: part.kind == .title,
                    largeContent: part.largeContent.map(largeContent))
            }
            shown = ShownWidget(role: .box, toolkitClass: name, children: children)
        case .tabBar(let bar):
            shown = ShownWidget(
                role: .box, toolkitClass: name,
                children: bar.titles.enumerated().map { index, title in
                    ShownWidget(
                        role: .button, toolkitClass: "tab", text: title, font: bar.font.map(font),
                        isSelected: index == bar.selectedIndex,
                        largeContent: bar.largeContent(ofTab: index).map(largeContent))
                })
        case .slider(let slider):
            shown = ShownWidget(role: .slider, toolkitClass: name, value: Double(slider.value))
        case .toggle(let toggle):
            shown = ShownWidget(role: .toggle, toolkitClass: name, isOn: toggle.isOn)
        }
        shown.isHidden = view.isHidden
        return shown
    }

    /// Marks the children the tree says take the length left over.
    private static func markExpanding(_ container: RenderedContent.Container, in shown: inout ShownWidget) {
        for index in container.expandingSubviews where shown.children.indices.contains(index) {
            shown.children[index].expands = true
        }
    }

    /// The large content viewer's popup as every toolkit shows it: the title, in the font the
    /// tree gave it.
    private static func largeContent(_ content: RenderedContent.LargeContent) -> ShownWidget.LargeContent {
        ShownWidget.LargeContent(text: content.title ?? "", font: font(content.font))
    }

    private static func font(_ font: RenderedFont) -> ShownWidget.Font {
        ShownWidget.Font(
            family: font.family, pixelSize: font.pointSize, weight: font.weight.openTypeWeight,
            isSmallCaps: font.isSmallCaps)
    }
}
