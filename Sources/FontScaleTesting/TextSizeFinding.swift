import DynamicType
import Foundation

/// One thing an audit found: which text, where in the tree, at which text size, and by how much.
public struct TextSizeFinding: Hashable, Sendable, CustomStringConvertible {
    /// What is wrong with the text.
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        /// Its size stays the same across categories (XCTest's `.dynamicType` audit: "font sizes
        /// are unsupported").
        case doesNotScale
        /// Its lines no longer fit the height it has (XCTest's `.textClipped`).
        case clipped
        /// It no longer fits its width and line limit: an ellipsis, or lines left over.
        case truncated
        /// A bar's or button's text, or text whose subtree limits its category, that does not
        /// grow: not a failure, but it needs a large-content alternative (UIKit's large content
        /// viewer) for people who cannot read it at its size.
        case needsLargeContentAlternative
    }

    /// What is wrong.
    public var kind: Kind
    /// The view's place in the tree, such as `Window > MailboxViewController > View > Label "subject"`.
    public var path: String
    /// The text, as set (not shortened).
    public var text: String
    /// Where it was found; for ``Kind-swift.enum/doesNotScale``, the largest category checked.
    public var condition: TextSizeCondition
    /// The text style of its font, or `nil` for a fixed font.
    public var textStyle: TextStyle?
    /// The font's size in points at ``condition``.
    public var pointSize: Double
    /// The size the text needs: all its lines in the width it has; `nil` for a size finding.
    public var measured: CGSize?
    /// The size it has: its width (or its nearest laid-out ancestor's) and its frame's height,
    /// or its line limit's height; `nil` for a size finding.
    public var available: CGSize?
    /// Why, in words.
    public var reason: String

    /// Creates a finding.
    public init(
        kind: Kind, path: String, text: String, condition: TextSizeCondition, textStyle: TextStyle?,
        pointSize: Double, measured: CGSize? = nil, available: CGSize? = nil, reason: String
    ) {
        self.kind = kind
        self.path = path
        self.text = text
        self.condition = condition
        self.textStyle = textStyle
        self.pointSize = pointSize
        self.measured = measured
        self.available = available
        self.reason = reason
    }

    /// One line: kind, path, text, condition, style, sizes and reason.
    public var description: String {
        var parts = [
            "\(kind): \(path)", "text \"\(text)\"", "at \(condition)",
            textStyle.map { "style \($0.name)" } ?? "no style",
        ]
        parts.append("\(Self.number(pointSize)) pt")
        if let measured, let available {
            parts.append("needs \(Self.size(measured)), has \(Self.size(available))")
        }
        return parts.joined(separator: ", ") + ": " + reason
    }

    static func size(_ size: CGSize) -> String {
        let width = size.width.isFinite ? number(size.width) : "any"
        return "\(width)×\(number(size.height))"
    }

    static func number(_ value: Double) -> String {
        value.hundredthsDescription
    }
}
