import DynamicType
import HeadlessUI
import SystemFonts

/// The GTK demo's ramp screen, written as a UIKit screen ported by dropping `UI`: a title and one
/// label per text style, each saying its size, kept current by the font update walk.
package final class RampViewController: ViewController {
    /// The title, which names the category.
    package let heading = Label(text: "FontScale", font: .appFont(for: .largeTitle))
    /// Every text style but the title's, with its label.
    package private(set) var rampLabels: [(style: TextStyle, label: Label)] = []
    /// The fonts the labels are in.
    package let fontEnvironment: FontEnvironment

    /// A ramp in the app font of `fontEnvironment`.
    package init(fontEnvironment: FontEnvironment) {
        self.fontEnvironment = fontEnvironment
        super.init()
        title = "FontScale"
    }

    override package func viewDidLoad() {
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

    override package func updateFontsForContentSizeChange() {
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
