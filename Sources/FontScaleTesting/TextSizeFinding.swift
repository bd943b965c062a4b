import DynamicType
import Foundation

/// One thing an audit found: which text, where in the tree, at which text size, and by how much.
public struct TextSizeFinding: Hashable, Sendable, CustomStringConvertible {
    /// What is wrong with the text.
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        /// Its size stays the same across categories (XCTest's `.dynamicType` audit: "font sizes
        /// are unsupported").
        case doesNotScale
        /// Its lines no longer fit the height it has, or it extends past an ancestor that clips
        /// (XCTest's `.textClipped`).
        case clipped
        /// It no longer fits its width and line limit: an ellipsis, or lines left over.
        case truncated
        /// A bar's or button's text, or text whose subtree limits its category, that does not
        /// grow: not a failure, but it needs a large-content alternative (UIKit's large content
        /// viewer) for people who cannot read it at its size.
        case needsLargeContentAlternative
    }

    /// Who found a defect.
    public enum Finder: Hashable, Sendable, CustomStringConvertible {
        /// The audit's own checks, on the tree's layout and FontScale's measurement.
        case headless
        /// A toolkit's window, as the toolkit read its own layout back (`GTK`, `Qt`).
        case toolkit(String)

        /// `headless`, or the toolkit's name.
        public var description: String {
            switch self {
            case .headless: "headless"
            case .toolkit(let name): name
            }
        }
    }

    /// What is wrong.
    public var kind: Kind
    /// The view's place in the tree, such as
    /// `Window > MailboxViewController > View > TableView > MessageCell[2] > Label "subject"`.
    public var path: String
    /// The text, as set (not shortened).
    public var text: String
    /// Where it was found; for ``Kind-swift.enum/doesNotScale``, the largest category checked.
    public var condition: TextSizeCondition
    /// The text style of its font, or `nil` for a fixed font.
    public var textStyle: TextStyle?
    /// The font's size in points at ``condition``.
    public var pointSize: Double
    /// The size the text needs, in points; `nil` for a finding about size alone.
    ///
    /// One meaning for every finding of a label: a one-line label needs its text's width on one
    /// line and one line's height; a label of more lines needs the height of all its lines
    /// wrapped at its width. Text past a clipping ancestor needs that ancestor to reach the
    /// text's far edges.
    public var measured: CGSize?
    /// The size the text has, in points, against ``measured``; `nil` for a finding about size
    /// alone.
    ///
    /// Its width (else its nearest laid-out ancestor's) and its frame's height, no more than
    /// its line limit allows; for text past a clipping ancestor, that ancestor's size.
    public var available: CGSize?
    /// The path of the ancestor that clips the text (a view with `clipsToBounds`), when the text
    /// extends past it; `nil` for any other finding.
    public var clippingAncestor: String?
    /// Who found it: ``Finder/headless``, a toolkit, or both when a toolkit's window shows the
    /// same defect the headless checks found (the headless first; its sizes are the finding's).
    public var foundBy: [Finder]
    /// Why, in words.
    public var reason: String

    /// Creates a finding.
    public init(
        kind: Kind, path: String, text: String, condition: TextSizeCondition, textStyle: TextStyle?,
        pointSize: Double, measured: CGSize? = nil, available: CGSize? = nil, clippingAncestor: String? = nil,
        foundBy: [Finder] = [.headless], reason: String
    ) {
        self.kind = kind
        self.path = path
        self.text = text
        self.condition = condition
        self.textStyle = textStyle
        self.pointSize = pointSize
        self.measured = measured
        self.available = available
        self.clippingAncestor = clippingAncestor
        self.foundBy = foundBy
        self.reason = reason
    }

    /// One line: kind, path, text, condition, style, sizes and reason, and the toolkits that
    /// confirmed it.
    ///
    /// Sizes print in whole points, as people read them: `17 pt`, `needs 220 × 22 pt, has
    /// 215 × 22 pt`. Where rounding would make what the text needs read as what it has, the need
    /// is rounded up and the room down, so a failure never reads as fitting.
    public var description: String {
        var parts = [
            "\(kind): \(path)", "text \"\(text)\"", "at \(condition)",
            textStyle.map { "style \($0.name)" } ?? "no style",
        ]
        parts.append("\(Self.points(pointSize)) pt")
        if let measured, let available {
            let (needs, has) = Self.rounded(measured, against: available)
            parts.append("needs \(needs) pt, has \(has) pt")
        }
        let confirmed = foundBy.filter { $0 != .headless }
        let note =
            foundBy.first == .headless && !confirmed.isEmpty
            ? " (\(confirmed.map(\.description).joined(separator: " and ")) confirmed it)" : ""
        return parts.joined(separator: ", ") + ": " + reason + note
    }

    /// `needs` and `has` as `width × height` in whole points, each dimension to the nearest
    /// point unless that hides a shortfall.
    static func rounded(_ needs: CGSize, against has: CGSize) -> (String, String) {
        let width = dimension(needs.width, against: has.width)
        let height = dimension(needs.height, against: has.height)
        return ("\(width.needs) × \(height.needs)", "\(width.has) × \(height.has)")
    }

    private static func dimension(_ needs: Double, against has: Double) -> (needs: String, has: String) {
        guard needs.isFinite, has.isFinite else { return (points(needs), points(has)) }
        // Snapped to hundredths first, so layout arithmetic's noise does not round a whole
        // size away from itself.
        let (need, room) = ((needs * 100).rounded() / 100, (has * 100).rounded() / 100)
        guard need > room, need.rounded() <= room.rounded() else { return (points(need), points(room)) }
        return (points(need.rounded(.up)), points(room.rounded(.down)))
    }

    /// A size in whole points; `any` for an unbounded one.
    static func points(_ value: Double) -> String {
        guard value.isFinite else { return "any" }
        return String(Int(value.rounded()))
    }
}
