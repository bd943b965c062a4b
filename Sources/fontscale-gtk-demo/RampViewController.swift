import DynamicType
import HeadlessUI
import SystemFonts

/// The demo's screen, written as a UIKit screen ported by dropping `UI`: a title and one label per
/// text style, each saying its size, kept current by the font update walk.
final class RampViewController: ViewController {
    let heading = Label(text: "FontScale", font: .appFont(for: .largeTitle))
    private(set) var rampLabels: [(style: TextStyle, label: Label)] = []
    let fontEnvironment: FontEnvironment

    init(fontEnvironment: FontEnvironment) {
        self.fontEnvironment = fontEnvironment
        super.init()
        title = "FontScale"
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        heading.font = .appFont(for: .largeTitle, in: fontEnvironment)
        view.addSubview(heading)
        for style in TextStyle.allCases where style != .largeTitle {
            let label = Label(font: .appFont(for: style, in: fontEnvironment))
            rampLabels.append((style, label))
            view.addSubview(label)
        }
        recursivelyUpdateFontsForContentSize()
    }

    override func updateFontsForContentSizeChange() {
        super.updateFontsForContentSizeChange()
        let category = view.effectiveContentSizeCategory
        heading.text = "FontScale at \(category)"
        for (style, label) in rampLabels {
            label.text = "\(style.name) \(Self.points(label.font.pointSize)) pt"
        }
    }

    private static func points(_ value: Double) -> String {
        value.hundredthsDescription
    }
}
