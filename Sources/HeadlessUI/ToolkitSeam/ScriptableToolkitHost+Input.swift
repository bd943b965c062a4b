extension ScriptableToolkitHost {
    /// The widget that takes `input` when the user gives it to `view`: a navigation bar's back
    /// button or item, a tab bar's tab, or else the view's own widget. `nil` when the view is not
    /// shown or has no such part.
    ///
    /// Both toolkits lay a bar's widgets out in the order the tree gives its parts, so the part's
    /// place in that order finds its widget.
    package func widget(taking input: UserInput, on view: View) -> Widget? {
        guard let widget = widget(for: view) else { return nil }
        let index: Int
        switch (input, view.renderedContent) {
        case (.back, .navigationBar(let bar)), (.barItem, .navigationBar(let bar)):
            guard let part = bar.parts.firstIndex(where: { $0.input == input }) else { return nil }
            index = part
        case (.selectTab(let tab), .tabBar):
            index = tab
        default:
            return widget
        }
        let row = self.children(of: widget)
        return row.indices.contains(index) ? row[index] : nil
    }

    /// Gives `view` the user's `input` through the toolkit's own widget, as a person does: a
    /// click, a slider moved, a switch flipped. Whether the toolkit took it.
    @discardableResult
    package func perform(_ input: UserInput, on view: View) -> Bool {
        guard let target = widget(taking: input, on: view) else { return false }
        switch input {
        case .value(let value):
            moveSlider(target, to: value)
            return true
        case .toggle(let isOn):
            setSwitch(target, on: isOn)
            return true
        case .tap, .back, .barItem, .selectTab:
            return click(target)
        }
    }
}
