import DynamicType
import HeadlessUI
import SystemFonts

/// Every text style twice, for comparing FontScale's measurement with Pango's: a short line,
/// and a paragraph that wraps.
final class MeasureViewController: ViewController {
    static let line = "Hamburgefonstiv"
    static let paragraph =
        "The quick brown fox jumps over the lazy dog, and Grace Hopper finds a moth in relay 70 of "
        + "panel F: the first actual case of a bug being found, taped into the logbook at 15:45."

    let fontEnvironment: FontEnvironment
    private(set) var labels: [(style: TextStyle, kind: String, label: Label)] = []

    init(fontEnvironment: FontEnvironment) {
        self.fontEnvironment = fontEnvironment
        super.init()
        title = "Measure"
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        for style in TextStyle.allCases {
            let line = Label(text: Self.line, font: .appFont(for: style, in: fontEnvironment))
            let paragraph = Label(text: Self.paragraph, font: .appFont(for: style, in: fontEnvironment))
            paragraph.numberOfLines = 0
            labels += [(style, "line", line), (style, "paragraph", paragraph)]
            view.addSubview(line)
            view.addSubview(paragraph)
        }
    }
}
