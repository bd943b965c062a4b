#if Qt
import DynamicType
import Foundation
import HeadlessUI

/// Qt's side of the shared ``WidgetMirror``: which Qt widget shows each kind of content, and how
/// content goes into it. Everything else (the map, batching, layout rules, input routing) is the
/// mirror's.
///
/// A plain view is a widget with a vertical box layout (in a `QScrollArea` where the tree says its
/// content scrolls, with the style's window margins when it is a page rather than a stack; a
/// container its content does not size where the tree gives it a fixed size in a stack, its
/// content laid out past its edges, cut off there where the view clips to its bounds), a
/// stack view one whose box layout has the stack's direction, spacing and margins, a label (or
/// text view) a `QLabel`, a text field a `QLineEdit`, a button a `QPushButton`, a slider a
/// `QSlider`, a switch a `QCheckBox`. The rest is drawn as KDE's apps draw it: a navigation bar
/// (or a toolbar) is a `QToolBar` pinned where the tree puts it, its back button and leading
/// items flat `QToolButton`s at its start, the title beside them taking the width left over, its
/// trailing items at its end (a done item raised in the highlight colour); a tab bar a `QToolBar`
/// of checkable tool buttons sharing its width, as Kirigami's navigation tab bar; a table view a
/// framed list whose cells are rows, the title at the start and the accessory at the end. Fonts go
/// through ``QtFontApplier``, in the face the tree resolved. Button titles, bar titles and tabs
/// are shortened with an ellipsis rather than widening the window. A button, bar button or tab the
/// tree gives large content carries a `QLabel` popup with the title in the tree's font, which a
/// press held on the item shows (``Qt/onPressAndHold(of:)``).
@MainActor
final class QtToolkit: WidgetToolkit {
    private let fontApplier = QtFontApplier()
    /// The widget holding the tree, whose window a batch lays out before Qt paints it.
    private let root: QtWidgetHandle

    init(root: QtWidgetHandle) {
        self.root = root
    }

    /// The distance between the subviews of a plain view's column, in pixels: Qt's choice, as
    /// the tree gives a plain view's subviews no layout.
    private static let columnSpacing: Int32 = 4

    /// The style's push button padding and smallest size, measured once.
    private(set) lazy var buttonChrome: ButtonChrome = Qt.buttonChrome()

    func makeWidget(for content: RenderedContent, input: UserInputSink) -> QtWidgetHandle? {
        let made: QtWidgetHandle
        do {
            switch content {
            case .container(let container) where container.scrolls:
                made = try Qt.makeScrollingColumn(spacing: Self.columnSpacing)
                // A window's page keeps the style's margins; a scroll view's content is the tree's.
                if container.stack == nil { Qt.setPageMargins(of: made) }
            case .container(let container) where container.role == .list: made = try Qt.makeList()
            case .container(let container) where container.role == .row: made = try Qt.makeListRow()
            case .container(let container) where container.fixedSize != nil:
                made = try Qt.makeFixedColumn(spacing: Self.columnSpacing)
            case .container: made = try Qt.makeBox(vertical: true, spacing: Self.columnSpacing)
            case .text(let text) where text.kind == .field: made = try Qt.makeLineEdit()
            case .text: made = try Qt.makeLabel("")
            case .button: made = try Qt.makeButton("")
            case .navigationBar: made = try Qt.makeToolBar(spacing: 4)
            case .tabBar: made = try Qt.makeToolBar(spacing: 2)
            case .slider(let slider):
                made = try Qt.makeSlider(
                    minimum: Self.sliderStep(slider.minimumValue), maximum: Self.sliderStep(slider.maximumValue))
            case .toggle: made = try Qt.makeCheckBox()
            }
        } catch {
            return nil
        }
        connectInput(of: made, content: content, to: input)
        return made
    }

    /// Sends what the user does to a widget to its view: a click, a drag, a toggle. A bar's
    /// buttons are connected when the bar is filled.
    private func connectInput(of widget: QtWidgetHandle, content: RenderedContent, to input: UserInputSink) {
        switch content {
        case .button:
            Qt.onActivated(widget) { input.send(.tap) }
            Qt.onPressAndHold(of: widget)
        case .slider:
            Qt.onActivated(widget) { [weak widget] in
                if let widget { input.send(.value(Float(Qt.value(of: widget)))) }
            }
        case .toggle:
            Qt.onActivated(widget) { [weak widget] in
                if let widget { input.send(.toggle(Qt.isChecked(widget))) }
            }
        case .container(let container) where container.acceptsTaps:
            Qt.onClick(widget) { input.send(.tap) }
        default:
            break
        }
    }

    func show(
        _ content: RenderedContent, previous: RenderedContent?, in widget: QtWidgetHandle, input: UserInputSink
    ) {
        switch content {
        case .container(let container):
            // A stack's box takes its rules; a plain view's column keeps the one it was made with.
            if let stack = container.stack, content != previous { Qt.arrange(widget, as: stack) }
            let old: RenderedContent.Container? = if case .container(let old) = previous { old } else { nil }
            if container.fixedSize != old?.fixedSize { Qt.fixSize(of: widget, to: container.fixedSize) }
            // Only a fixed-size container's content can reach past its edges: Qt's boxes grow to
            // their children, and clip them as every Qt widget does.
            if container.fixedSize != nil, container.clips != old?.clips ?? false {
                Qt.setClips(container.clips, of: widget)
            }
        case .text(let text):
            // A label's text, limit and leading are the ones it was last given (a field's text may
            // be the user's): only what changed is set, as a text-size change restyles every label.
            let old: RenderedContent.Text? =
                if case .text(let old) = previous, old.kind == text.kind, text.kind != .field { old } else { nil }
            // Only a new text: setting the same one makes Qt lay the widget out again.
            if (old.map { $0.text ?? "" } ?? Qt.text(of: widget)) != text.text ?? "" {
                Qt.setText(text.text ?? "", of: widget)
            }
            if text.kind == .field {
                Qt.setPlaceholder(text.placeholder, of: widget)
            } else {
                if old?.numberOfLines != text.numberOfLines || old?.lineBreakMode != text.lineBreakMode {
                    Qt.setLineLimit(text.numberOfLines, lineBreakMode: text.lineBreakMode, of: widget)
                }
                // The ramp's leading, as GTK's CSS line-height draws it.
                if old == nil || old?.font.lineHeight != text.font.lineHeight {
                    Qt.setLineHeight(text.font.lineHeight, of: widget)
                }
            }
            setFont(text.font, previous: previous, of: widget)
        case .button(let button):
            Qt.setText(button.title ?? "", of: widget)
            // Qt's push buttons draw one line: a title wider than the button is shortened there.
            Qt.setTitleElision(button.lineBreakMode, of: widget)
            Qt.setEnabled(!button.state.contains(.disabled), of: widget)
            // The tree owns the selected state: a click does not toggle it in Qt.
            Qt.setChecked(button.state.contains(.selected), of: widget)
            Qt.setDown(button.state.contains(.highlighted), of: widget)
            setFont(button.font, previous: previous, of: widget)
            showLargeContent(button.largeContent, on: widget)
        case .navigationBar(let bar):
            guard previous != content else { return }
            if case .navigationBar(let old)? = previous, restyle(bar, over: old, in: widget) { return }
            showNavigationBar(bar, in: widget, input: input)
        case .tabBar(let bar):
            showTabBar(bar, previous: previous, in: widget, input: input)
        case .slider(let slider):
            Qt.setRange(
                Int(Self.sliderStep(slider.minimumValue)), Int(Self.sliderStep(slider.maximumValue)), of: widget)
            let step = Int(Self.sliderStep(slider.value))
            if Qt.value(of: widget) != step { Qt.setValue(step, of: widget) }
        case .toggle(let toggle):
            if Qt.isChecked(widget) != toggle.isOn { Qt.setChecked(toggle.isOn, of: widget) }
        }
    }

    func insert(_ child: QtWidgetHandle, into parent: QtWidgetHandle, at index: Int) {
        Qt.insert(child, into: parent, at: index, hidden: false)
    }

    func remove(_ child: QtWidgetHandle, from parent: QtWidgetHandle) {
        Qt.removeFromBox(child)
    }

    func setHidden(_ hidden: Bool, of widget: QtWidgetHandle) {
        Qt.setHidden(hidden, of: widget)
    }

    /// A stretch factor, a size policy and an alignment in the parent's box: Qt gives the length
    /// left over to stretched children.
    func place(_ child: QtWidgetHandle, in parent: QtWidgetHandle, as placement: RenderedContent.Container.Placement) {
        Qt.place(child, in: parent, as: placement)
    }

    func scheduleOnNextTurn(_ body: @escaping @MainActor () -> Void) {
        Qt.onNextTurn(body)
    }

    /// Lays the window out to the end before Qt paints it: left to Qt's loop, each round of a
    /// change's layout (a wrapping label's new height, a line limit refitting its text, a scroll
    /// area's content) would come on a turn of its own, after a frame of the round before.
    func didApplyChanges() {
        Qt.layOutWindow(of: root)
    }

    /// A slider's value as a `QSlider` step: Qt's sliders hold whole numbers.
    static func sliderStep(_ value: Float) -> Int32 {
        guard value.isFinite else { return 0 }
        return Int32(clamping: Int(min(max(value.rounded(), -1e9), 1e9)))
    }

    // MARK: - Fonts

    /// Sets a widget's font when it differs from the one `previous` content gave it.
    private func setFont(_ font: RenderedFont?, previous: RenderedContent?, of widget: QtWidgetHandle) {
        guard previous == nil || previous?.font != font else { return }
        if let font { fontApplier.apply(font, to: widget) } else { Qt.unsetFont(of: widget) }
    }

    // MARK: - Large content viewer

    /// Gives an item the large content viewer's popup with the tree's title in the tree's font,
    /// or takes it away when the tree gives none; the item's press-and-hold filter shows it.
    private func showLargeContent(_ content: RenderedContent.LargeContent?, on item: QtWidgetHandle) {
        guard let content else { return Qt.removeLargeContentPopup(from: item) }
        guard let popup = Qt.largeContentPopup(of: item, create: true) else { return }
        if Qt.text(of: popup) != content.title ?? "" { Qt.setText(content.title ?? "", of: popup) }
        fontApplier.apply(content.font, to: popup)
    }

    // MARK: - Bars

    /// A navigation bar is a tool bar: its back button and leading items at its start, its title
    /// beside them taking the width left over (as Kirigami's page header puts a page's title),
    /// its trailing items at its end. Its widgets are rebuilt whole when it changes, since it
    /// holds a handful (Qt deletes the old ones on its next turn, so a button may rebuild the bar
    /// it is in from its own click).
    private func showNavigationBar(
        _ bar: RenderedContent.NavigationBar, in toolBar: QtWidgetHandle, input: UserInputSink
    ) {
        Qt.removeAllChildren(of: toolBar)
        var index = 0
        for part in bar.parts {
            do {
                let widget: QtWidgetHandle
                switch part.kind {
                case .button:
                    widget = try Qt.makeToolButton(part.text, prominent: part.isDone)
                    if let icon = part.iconName { Qt.setIconName(icon, of: widget) }
                    if let click = part.input { Qt.onActivated(widget) { input.send(click) } }
                    Qt.setEnabled(part.isEnabled, of: widget)
                    if part.largeContent != nil {
                        showLargeContent(part.largeContent, on: widget)
                        Qt.onPressAndHold(of: widget)
                    }
                case .title:
                    widget = try Qt.makeLabel(part.text)
                    Qt.alignBarTitle(widget)
                    Qt.setLineLimit(1, lineBreakMode: .byTruncatingTail, of: widget)
                }
                if let font = part.font { fontApplier.apply(font, to: widget) }
                Qt.insert(widget, into: toolBar, at: index, hidden: false)
                Qt.place(
                    widget, in: toolBar,
                    as: RenderedContent.Container.Placement(
                        axis: .horizontal, expands: part.slot == .title, alignment: .center))
                index += 1
            } catch {
                // A widget Qt did not make is left out of the bar.
            }
        }
    }

    /// Gives a navigation bar's widgets the fonts and large content of `bar` where only those
    /// changed since `old` (see `RenderedContent.NavigationBar.restyledParts(over:)`). Whether it
    /// could.
    private func restyle(
        _ bar: RenderedContent.NavigationBar, over old: RenderedContent.NavigationBar, in toolBar: QtWidgetHandle
    ) -> Bool {
        let widgets = Qt.children(of: toolBar)
        guard let pairs = bar.restyledParts(over: old), widgets.count == pairs.count else { return false }
        for ((part, oldPart), widget) in zip(pairs, widgets) {
            restyleItem(
                widget, font: part.font, was: oldPart.font, largeContent: part.largeContent,
                was: oldPart.largeContent)
        }
        return true
    }

    /// Gives a bar's item a new font and large content in place.
    private func restyleItem(
        _ item: QtWidgetHandle, font: RenderedFont?, was oldFont: RenderedFont?,
        largeContent: RenderedContent.LargeContent?, was oldContent: RenderedContent.LargeContent?
    ) {
        if font != oldFont, let font { fontApplier.apply(font, to: item) }
        guard largeContent != oldContent else { return }
        showLargeContent(largeContent, on: item)
        // The press that shows it is watched from the first large content on (once: a second
        // watch does nothing).
        if largeContent != nil { Qt.onPressAndHold(of: item) }
    }

    /// A tab bar is a tool bar of checkable tool buttons, each an equal share of its width, only
    /// the selected one checked: Kirigami's navigation tab bar, KDE's way to switch between an
    /// app's sections (a `QTabBar`'s tabs are documents' in KDE's apps).
    private func showTabBar(
        _ bar: RenderedContent.TabBar, previous: RenderedContent?, in toolBar: QtWidgetHandle, input: UserInputSink
    ) {
        bar.update(
            Qt.children(of: toolBar), previous: previous, removeAll: { Qt.removeAllChildren(of: toolBar) },
            makeTab: { index, title in
                guard let tab = try? Qt.makeToolButton(title, checkable: true) else { return nil }
                Qt.setTitleElision(.byTruncatingTail, of: tab)
                Qt.shareEqually(tab)
                if let font = bar.font { fontApplier.apply(font, to: tab) }
                Qt.onActivated(tab) { input.send(.selectTab(index)) }
                if let content = bar.largeContent(ofTab: index) {
                    showLargeContent(content, on: tab)
                    Qt.onPressAndHold(of: tab)
                }
                Qt.insert(tab, into: toolBar, at: index, hidden: false)
                return tab
            },
            restyle: { tab, index, old in
                restyleItem(
                    tab, font: bar.font, was: old.font, largeContent: bar.largeContent(ofTab: index),
                    was: old.largeContent(ofTab: index))
            }, select: { Qt.setChecked($1, of: $0) })
    }
}
#endif
