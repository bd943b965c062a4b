import DynamicType

/// libadwaita's typography style classes, and the text style whose size each takes when
/// ``GtkTextStyles/scalesAdwaitaTypography`` is on: an existing GTK or libadwaita app gains
/// Dynamic Type per style by that one switch, without touching its widgets.
///
/// libadwaita sizes these classes relative to the base font, so every one of them grows by the
/// same factor; scaled here, each follows its text style's row of the ramp, and headings grow less
/// than body at the largest sizes, as on iOS. The mapping keeps each class's size at the default
/// text size close to libadwaita's (title 1 is 181 % of body, large title 200 %; caption 82 %,
/// footnote 85 % on the desktop ramp, which raises it to the desktop's smallest text, and 76 % on
/// Apple's) and keeps libadwaita's weights, made heavier by Bold Text.
///
/// | Class | Text style | Weight |
/// |---|---|---|
/// | `title-1` | large title | 800 |
/// | `title-2` | title 1 | 800 |
/// | `title-3` | title 2 | 700 |
/// | `title-4` | title 3 | 700 |
/// | `heading` | headline | 700 |
/// | `body` | body | 400 |
/// | `caption-heading` | footnote | 700 |
/// | `caption` | footnote | 400 |
///
/// `monospace`, `numeric` and `document` set no size and are left alone.
public enum AdwaitaTypography: String, CaseIterable, Sendable {
    /// `title-1`.
    case title1 = "title-1"
    /// `title-2`.
    case title2 = "title-2"
    /// `title-3`.
    case title3 = "title-3"
    /// `title-4`.
    case title4 = "title-4"
    /// `heading`.
    case heading
    /// `body`.
    case body
    /// `caption-heading`.
    case captionHeading = "caption-heading"
    /// `caption`.
    case caption

    /// The CSS class, as libadwaita names it.
    public var className: String { rawValue }

    /// The text style whose size the class takes.
    public var textStyle: TextStyle {
        switch self {
        case .title1: .largeTitle
        case .title2: .title1
        case .title3: .title2
        case .title4: .title3
        case .heading: .headline
        case .body: .body
        case .captionHeading, .caption: .footnote
        }
    }

    /// libadwaita's weight for the class, before Bold Text.
    public var weight: FontWeight {
        switch self {
        case .title1, .title2: .heavy
        case .title3, .title4, .heading, .captionHeading: .bold
        case .body, .caption: .regular
        }
    }
}
