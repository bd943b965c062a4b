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
    /// How the text does not fit at this condition: clipped, truncated, or both; empty when it
    /// fits.
    var misfits: [Misfit] = []

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
                if let label = view as? Label { sample.misfits = misfits(of: label, text: sample.text, in: view) }
                samples.append(sample)
            case .button(let content):
                var sample = TextSample(view: view, text: content.title ?? "", role: .button, font: content.font)
                sample.hasLargeContentViewer = content.largeContent != nil
                if let button = view as? Button {
                    sample.misfits = misfits(of: button.titleLabel, text: sample.text, in: button)
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

    /// A text's clipping or truncation at one condition: what it needs against what it has,
    /// in ``TextSizeFinding/measured``'s one meaning.
    struct Misfit {
        let kind: TextSizeFinding.Kind
        let measured: CGSize
        let available: CGSize
        /// The clipping ancestor the text extends past, for that finding.
        let clippingAncestor: View?
        let reason: String
    }

    /// How a label's text does not fit: past the width it has (its own, else its nearest
    /// laid-out ancestor's) in its line limit, taller than its frame, or past an ancestor that
    /// clips; empty when it fits.
    private static func misfits(of label: Label, text: String, in view: View) -> [Misfit] {
        guard !text.isEmpty else { return [] }
        let width = availableWidth(of: view)
        let layout = label.textLayout(forWidth: width)
        let frameHeight = view.frame.height
        let isClipped = frameHeight > 0 && layout.height > frameHeight + 0.5
        var found: [Misfit] = []
        if layout.isTruncated || isClipped {
            // What all of it needs, measured only for a finding: most labels fit.
            let (measured, available) = needs(of: label, drawn: layout, width: width, frameHeight: frameHeight)
            if layout.isTruncated {
                let limit = label.numberOfLines == 0 ? "" : " in \(label.numberOfLines) line(s)"
                found.append(
                    Misfit(
                        kind: .truncated, measured: measured, available: available, clippingAncestor: nil,
                        reason: "its text does not fit its width\(limit): \(layout.lines.last?.text ?? "")"))
            }
            if isClipped {
                found.append(
                    Misfit(
                        kind: .clipped, measured: measured, available: available, clippingAncestor: nil,
                        reason: "\(layout.lineCount) line(s) need more than its frame's height"))
            }
        }
        if let past = clippingAncestorExceeded(by: view) { found.append(past) }
        return found
    }

    /// What a label needs against what it has, in one meaning: a one-line label, its text's
    /// width on one line and one line's height against its width and height; a label of more
    /// lines, all its lines wrapped at its width against its frame's height, no more than its
    /// line limit allows.
    private static func needs(
        of label: Label, drawn layout: TextLayout, width: CGFloat?, frameHeight: CGFloat
    ) -> (measured: CGSize, available: CGSize) {
        let height = frameHeight > 0 ? frameHeight : layout.height
        if label.numberOfLines == 1 {
            let line = label.textLayout(forWidth: nil, maximumLines: 1)
            return (
                CGSize(width: line.width, height: line.height), CGSize(width: width ?? .infinity, height: height)
            )
        }
        let all = label.textLayout(forWidth: width, maximumLines: 0)
        let limit = label.numberOfLines > 0 ? Double(label.numberOfLines) * layout.lineHeight : .infinity
        let room = frameHeight > 0 ? min(frameHeight, limit) : min(layout.height, limit)
        return (
            CGSize(width: width ?? all.width, height: all.height),
            CGSize(width: width ?? .infinity, height: room)
        )
    }

    /// The nearest ancestor that clips (`clipsToBounds`, and laid out) whose bounds the view's
    /// frame extends past, in that ancestor's coordinates, by more than half a point; `nil` when
    /// the view is not laid out or no such ancestor cuts it.
    private static func clippingAncestorExceeded(by view: View) -> Misfit? {
        guard view.frame.width > 0, view.frame.height > 0 else { return nil }
        var rect = view.frame
        var node = view.superview
        while let ancestor = node {
            let bounds = ancestor.bounds
            if ancestor.clipsToBounds, bounds.width > 0, bounds.height > 0 {
                let needed = CGSize(
                    width: max(rect.maxX, bounds.maxX) - min(rect.minX, bounds.minX),
                    height: max(rect.maxY, bounds.maxY) - min(rect.minY, bounds.minY))
                if needed.width > bounds.width + 0.5 || needed.height > bounds.height + 0.5 {
                    let name = path(of: ancestor).components(separatedBy: " > ").last ?? ancestor.debugName
                    return Misfit(
                        kind: .clipped, measured: needed, available: bounds.size, clippingAncestor: ancestor,
                        reason: "its text extends past \(name), which clips it (clipsToBounds)")
                }
            }
            // Into the ancestor's superview's coordinates: its frame's origin, less the origin of
            // its own bounds.
            rect = rect.offsetBy(dx: ancestor.frame.minX - bounds.minX, dy: ancestor.frame.minY - bounds.minY)
            node = ancestor.superview
        }
        return nil
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
        // Counted, not collected: a column of thousands of labels names each of its findings.
        let kind = type(of: view)
        var (count, index) = (0, 0)
        for sibling in parent.subviews where type(of: sibling) == kind {
            if sibling === view { index = count }
            count += 1
        }
        guard count > 1 else { return node.debugName }
        return "\(node.debugName)[\(index)]"
    }
}
