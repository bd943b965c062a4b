import DynamicType
import HeadlessUI
import SystemFonts

/// The app's own text-size settings, as an in-app preview: a slider over the twelve categories and
/// a Bold Text switch change this app at once. Until the slider moves, the app follows the
/// desktop; "Use the desktop's size" goes back to following it.
package final class SettingsViewController: ViewController {
    package let application: Application
    package let fonts: FontEnvironment
    /// Called when the user takes the size into the app's hands (`true`) or gives it back to the
    /// desktop (`false`).
    package var onFollowDesktopChange: ((Bool) -> Void)?

    package let slider = Slider()
    package let boldText = Switch()
    /// The list of options, as GNOME Settings shows them: "Size" with its slider beside it, then
    /// "Bold Text" with its switch at the end.
    package let options = TableView()
    package let sizeRow = TableViewCell()
    package let boldTextRow = TableViewCell()
    package let sizeName: Label
    package let source: Label
    package let followDesktop: Button

    package static let categories = ContentSizeCategory.allCases.filter { $0 != .unspecified }
    /// Whether the desktop decides the size, as the screen last showed.
    private var followingDesktop = true

    package init(application: Application, fonts: FontEnvironment) {
        self.application = application
        self.fonts = fonts
        sizeName = Label(font: .appFont(for: .body, in: fonts))
        source = Label(font: .appFont(for: .footnote, in: fonts))
        source.numberOfLines = 0
        followDesktop = Button(title: "Use the desktop's size", font: .appFont(ofSize: 17, in: fonts))
        super.init()
        title = "Settings"
        tabBarItem = TabBarItem(title: "Settings")
    }

    override package func viewDidLoad() {
        super.viewDidLoad()
        let heading = Label(text: "Text Size", font: .appFont(for: .title1, in: fonts))
        let explanation = Label(
            text: "Drag the slider to preview a text size in this app.", font: .appFont(for: .subheadline, in: fonts))
        explanation.numberOfLines = 0
        boldTextRow.textLabel.text = "Bold Text"
        boldTextRow.textLabel.font = .appFont(for: .body, in: fonts)
        boldTextRow.textLabel.numberOfLines = 0
        boldTextRow.accessoryView = boldText
        sizeRow.textLabel.text = "Size"
        sizeRow.textLabel.font = .appFont(for: .body, in: fonts)
        sizeRow.textLabel.numberOfLines = 0
        sizeRow.accessoryView = slider
        options.addSubview(sizeRow)
        options.addSubview(boldTextRow)
        slider.minimumValue = 0
        slider.maximumValue = Float(Self.categories.count - 1)
        slider.addAction(for: .valueChanged) { [weak self] _ in self?.sliderMoved() }
        boldText.addAction(for: .valueChanged) { [weak self] toggle in
            self?.application.isBoldTextEnabled = toggle.isOn
        }
        followDesktop.addAction(for: .touchUpInside) { [weak self] _ in self?.onFollowDesktopChange?(true) }
        for view in [heading, explanation, options, sizeName, source, followDesktop] as [View] {
            self.view.addSubview(view)
        }
        showCurrent(followingDesktop: true)
    }

    /// The slider moved: the app's own size from now on.
    private func sliderMoved() {
        let index = min(max(Int(slider.value.rounded()), 0), Self.categories.count - 1)
        onFollowDesktopChange?(false)
        application.preferredContentSizeCategory = Self.categories[index]
        showCurrent(followingDesktop: false)
    }

    /// Every walk after a change (the desktop's, the slider's, Bold Text) shows the new size.
    override package func updateFontsForContentSizeChange() {
        super.updateFontsForContentSizeChange()
        if isViewLoaded { showCurrent(followingDesktop: followingDesktop) }
    }

    /// Shows the application's size and Bold Text, and who decides the size.
    package func showCurrent(followingDesktop: Bool) {
        self.followingDesktop = followingDesktop
        let category = application.preferredContentSizeCategory
        slider.value = Float(Self.categories.firstIndex(of: category) ?? 3)
        boldText.isOn = application.isBoldTextEnabled
        sizeName.text =
            "\(category.shortName): body \(Self.points(TextStyle.body.attributes(at: category, in: fonts.typeRamp).pointSize)) pt"
        source.text = followingDesktop ? "Following the desktop's text size." : "Chosen in this app."
        followDesktop.isEnabled = !followingDesktop
    }

    private static func points(_ value: Double) -> String {
        value.hundredthsDescription
    }
}
