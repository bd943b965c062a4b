import DynamicType
import Foundation
import HeadlessUI
import SystemFonts

/// One text of a screen as it is at one condition: what an audit compares across conditions
/// and checks against the room it has.
@MainActor
struct TextSample {
    /// What kind of view shows the text.
    enum Role: Equatable {
        case label, field, editor, button, bar
    }

    /// The view, kept for naming it (its path is built only for a finding).
    let source: View
    let text: String
    let role: Role
    let font: RenderedFont
    let effectiveCategory: ContentSizeCategory
    /// Whether the view opted out with `adjustsFontForContentSizeCategory = false`.
    let adjustsFont: Bool
    /// Whether the tree gives the text large content at this condition: a button's, every tab's.
    var hasLargeContentViewer = false
    /// A clipping or truncation finding at this condition, when the text does not fit.
    var misfit: (kind: TextSizeFinding.Kind, measured: CGSize, available: CGSize, reason: String)?

    /// The texts of `window`'s tree that are not hidden, in the order they are drawn.
    ///
    /// A view drawn whole (a text view, a button, a bar) is one text; its subviews (a button's
    /// title label) are part of it, as a toolkit adapter draws them.
    static func collect(in window: Window) -> [TextSample] {
        var samples: [TextSample] = []
        for view in drawnLeaves(in: window) {
            switch view.renderedContent {
            case .container:
                break
            case .text(let content):
                let role: Role =
                    switch content.kind {
                    case .label: .label
                    case .field: .field
                    case .editor: .editor
                    }
                var sample = TextSample(
                    view: view, text: content.text ?? content.placeholder ?? "", role: role, font: content.font)
                if let label = view as? Label { sample.misfit = misfit(of: label, text: sample.text, in: view) }
                samples.append(sample)
            case .button(let content):
                var sample = TextSample(view: view, text: content.title ?? "", role: .button, font: content.font)
                sample.hasLargeContentViewer = content.largeContent != nil
                if let button = view as? Button {
                    sample.misfit = misfit(of: button.titleLabel, text: sample.text, in: button)
                }
                samples.append(sample)
            case .navigationBar(let bar):
                if let font = bar.titleFont {
                    samples.append(TextSample(view: view, text: bar.title ?? "", role: .bar, font: font))
                }
            case .tabBar(let bar):
                if let font = bar.font {
                    var sample = TextSample(
                        view: view, text: bar.titles.joined(separator: ", "), role: .bar, font: font)
                    sample.hasLargeContentViewer = !bar.titles.isEmpty && bar.largeContent.count == bar.titles.count
                    samples.append(sample)
                }
            case .slider, .toggle:
                break
            }
        }
        return samples
    }

    /// The views of `window`'s tree a toolkit draws whole (text views, buttons, bars, controls),
    /// not hidden and not under a hidden view, in the order they are drawn.
    static func drawnLeaves(in window: Window) -> [View] {
        var leaves: [View] = []
        var stack: [View] = [window]
        while let view = stack.popLast() {
            guard !view.isHidden else { continue }
            if case .container = view.renderedContent {
                stack.append(contentsOf: view.subviews.reversed())
            } else {
                leaves.append(view)
            }
        }
        return leaves
    }

    private init(view: View, text: String, role: Role, font: RenderedFont) {
        source = view
        self.text = text
        self.role = role
        self.font = font
        effectiveCategory = view.effectiveContentSizeCategory
        adjustsFont =
            switch view {
            case let label as Label: label.adjustsFontForContentSizeCategory
            case let field as TextField: field.adjustsFontForContentSizeCategory
            case let editor as TextView: editor.adjustsFontForContentSizeCategory
            case let button as Button: button.titleLabel.adjustsFontForContentSizeCategory
            default: true
            }
    }

    /// Whether a label's text fits the width it has (its own, else its nearest laid-out
    /// ancestor's) within its line limit, and the height of its frame when it has one.
    private static func misfit(
        of label: Label, text: String, in view: View
    ) -> (kind: TextSizeFinding.Kind, measured: CGSize, available: CGSize, reason: String)? {
        guard !text.isEmpty else { return nil }
        let width = availableWidth(of: view)
        let layout = label.textLayout(forWidth: width)
        let isClipped = view.frame.height > 0 && layout.height > view.frame.height + 0.5
        guard layout.isTruncated || isClipped else { return nil }
        // What all of it needs, measured only for a finding: most labels fit.
        let all = label.textLayout(forWidth: width, maximumLines: 0)
        let measured = CGSize(width: all.width, height: all.height)
        let height = view.frame.height > 0 ? view.frame.height : layout.height
        let available = CGSize(width: width ?? .infinity, height: height)
        if layout.isTruncated {
            let limit = label.numberOfLines == 0 ? "" : " in \(label.numberOfLines) line(s)"
            return (
                .truncated, measured, available,
                "its text does not fit its width\(limit): \(layout.lines.last?.text ?? "")"
            )
        }
        return (.clipped, measured, available, "\(layout.lineCount) line(s) need more than its frame's height")
    }

    /// The view's width, else its nearest ancestor's that has been laid out; `nil` when none has.
    private static func availableWidth(of view: View) -> CGFloat? {
        var node: View? = view
        while let current = node {
            if current.frame.width > 0 { return current.frame.width }
            node = current.superview
        }
        return nil
    }

    /// The view's place in the tree, from its window down, through the controllers that own
    /// views on the way.
    static func path(of view: View) -> String {
        var names: [String] = []
        var node: Responder? = view
        while let current = node {
            names.append(name(of: current))
            node = current.traitParent
        }
        return names.reversed().joined(separator: " > ")
    }

    /// A node's debug name, with its index among same-typed siblings when it has no identifier
    /// and is not alone.
    private static func name(of node: Responder) -> String {
        guard let view = node as? View, view.accessibilityIdentifier == nil, let parent = view.superview else {
            return node.debugName
        }
        let siblings = parent.subviews.filter { type(of: $0) == type(of: view) }
        guard siblings.count > 1, let index = siblings.firstIndex(where: { $0 === view }) else { return node.debugName }
        return "\(node.debugName)[\(index)]"
    }
}
