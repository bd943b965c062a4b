/// How text that is wider than its width wraps, and how its last line ends when it does not all
/// fit: UIKit's `NSLineBreakMode`, with the same case names.
///
/// Every mode wraps lines before the last one at word boundaries when more than one line is
/// allowed, as UIKit's labels do: where Unicode's line-breaking algorithm (UAX #14) lets a line
/// end, as Pango and Qt wrap (between ideographs and Thai words too, never before closing CJK
/// punctuation). The mode decides how the last allowed line ends when text is left over: cut at a
/// word or a character, clipped, or shortened with an ellipsis (`…`) at its head, middle or tail.
public enum LineBreakMode: Int, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// Wraps at word boundaries; a word wider than the line is broken between characters.
    case byWordWrapping = 0
    /// Wraps between any two characters.
    case byCharWrapping
    /// Wraps at word boundaries; the last line is cut where the width ends.
    case byClipping
    /// The last line shows its end, with an ellipsis for what is missing before it.
    case byTruncatingHead
    /// The last line shows its start, with an ellipsis for the rest: UIKit's default for labels.
    case byTruncatingTail
    /// The last line shows its start and its end, with an ellipsis between them.
    case byTruncatingMiddle

    /// Whether the mode draws an ellipsis where text is left out.
    public var truncates: Bool {
        switch self {
        case .byTruncatingHead, .byTruncatingMiddle, .byTruncatingTail: true
        case .byWordWrapping, .byCharWrapping, .byClipping: false
        }
    }

    /// The case name, such as `byTruncatingTail`.
    public var description: String {
        switch self {
        case .byWordWrapping: "byWordWrapping"
        case .byCharWrapping: "byCharWrapping"
        case .byClipping: "byClipping"
        case .byTruncatingHead: "byTruncatingHead"
        case .byTruncatingTail: "byTruncatingTail"
        case .byTruncatingMiddle: "byTruncatingMiddle"
        }
    }
}
