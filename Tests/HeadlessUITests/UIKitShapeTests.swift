import HeadlessUI
import TestSupport
import Testing

/// The UIKit names and shapes the patterns use, minus the prefix.
@MainActor
@Suite("UIKit's shapes")
struct UIKitShapeTests {
    final class Inbox: ViewController {
        var edits = 0
        var moves: [String] = []
        func edit() { edits += 1 }
        override func willMove(toParent parent: ViewController?) {
            moves.append("will \(parent == nil ? "nil" : "parent")")
        }
        override func didMove(toParent parent: ViewController?) {
            moves.append("did \(parent == nil ? "nil" : "parent")")
        }
    }

    @Test("control states are an option set with UIKit's values")
    func controlStates() {
        let state: ControlState = [.selected, .highlighted]
        #expect(ControlState.normal.rawValue == 0 && state.rawValue == 5)
        #expect(state.contains(.selected) && !state.contains(.disabled))
        #expect("\(state)" == "highlighted+selected" && "\(ControlState.normal)" == "normal")
    }

    @Test("a bar button item sends its action to a weakly held target, as target-action does")
    func targetAction() {
        var inbox: Inbox? = Inbox()
        let item = BarButtonItem(title: "Edit", style: .plain, target: inbox, action: Inbox.edit)
        #expect(item.sendAction() && inbox?.edits == 1)
        item.isEnabled = false
        #expect(!item.sendAction() && inbox?.edits == 1)
        item.isEnabled = true
        inbox = nil
        #expect(item.target == nil && !item.sendAction())
    }

    @Test("system items carry their title and style", arguments: BarButtonItem.SystemItem.allCases)
    func systemItems(kind: BarButtonItem.SystemItem) {
        let item = BarButtonItem(barButtonSystemItem: kind)
        #expect(item.systemItem == kind && item.title == kind.title)
        #expect(item.style == ((kind == .done || kind == .save) ? .done : .plain))
    }

    @Test("the edit button toggles editing and reads Done while editing")
    func editButton() {
        let controller = ViewController()
        controller.navigationItem.rightBarButtonItem = controller.editButtonItem
        #expect(controller.navigationItem.rightBarButtonItems.count == 1)
        controller.editButtonItem.sendAction()
        #expect(
            controller.isEditing && controller.editButtonItem.title == "Done"
                && controller.editButtonItem.style == .done)
        controller.setEditing(false, animated: false)
        #expect(!controller.isEditing && controller.editButtonItem.title == "Edit")
    }

    @Test("a child hears will move when added and did move when removed, as in UIKit")
    func containment() {
        let parent = ViewController()
        let child = Inbox()
        parent.addChild(child)
        child.didMove(toParent: parent)
        child.willMove(toParent: nil)
        child.removeFromParent()
        #expect(child.moves == ["will parent", "did parent", "will nil", "did nil"])
    }

    @Test("a navigation controller moves its children in and out")
    func navigationContainment() {
        let navigation = NavigationController(rootViewController: ViewController())
        let pushed = Inbox()
        navigation.pushViewController(pushed, animated: false)
        navigation.popViewController(animated: false)
        #expect(pushed.moves == ["will parent", "did parent", "will nil", "did nil"])
    }

    @Test("setNeedsLayout marks the view, and layoutIfNeeded lays it out once")
    func layout() {
        final class Counting: View {
            var layouts = 0
            override func layoutSubviews() { layouts += 1 }
        }
        let view = Counting()
        view.layoutIfNeeded()
        view.setNeedsLayout()
        #expect(view.needsLayout)
        view.layoutIfNeeded()
        view.layoutIfNeeded()
        #expect(view.layouts == 1 && !view.needsLayout)
    }

    @Test("a font has UIKit's metric properties, in points")
    func fontMetrics() throws {
        let environment = FontEnvironment()
        try environment.loadAppFonts(from: Repository.fontsDirectory, family: "Scale Sans")
        let font = Font.appFont(ofSize: 10, in: environment)
        #expect(font.capHeight == 7 && font.xHeight > 0 && font.ascender > 0 && font.descender < 0)
        #expect(font.lineHeight == font.ascender - font.descender + font.leading)
    }

    @Test("preferredFont and FontMetrics take a trait collection")
    func traitCollectionFonts() {
        let environment = FontEnvironment()
        let traits = TraitCollection(preferredContentSizeCategory: .accessibilityMedium, legibilityWeight: .bold)
        let font = Font.preferredFont(forTextStyle: .body, compatibleWith: traits, in: environment)
        #expect(font.pointSize == 28 && font.legibilityWeight == .bold)
        #expect(Font.preferredFont(forTextStyle: .body, in: environment).pointSize == 17)
        #expect(FontMetrics(forTextStyle: .body).scaledValue(for: 17, compatibleWith: traits) == 28)
        #expect(
            FontMetrics.default.scaledValue(for: 17, compatibleWith: nil as TraitCollection?)
                == TextStyle.body.pointSize(at: Application.shared.preferredContentSizeCategory))
        let scaled = FontMetrics(forTextStyle: .body).scaledFont(
            for: font.withSize(17), maximumPointSize: 20, compatibleWith: traits)
        #expect(scaled.pointSize == 20)
    }

    @Test("minimum and maximum categories are UIKit's properties, and the limits their pair")
    func minimumAndMaximum() {
        let view = View()
        view.minimumContentSizeCategory = .large
        view.maximumContentSizeCategory = .accessibilityMedium
        #expect(
            view.contentSizeCategoryLimits == ContentSizeCategoryLimits(minimum: .large, maximum: .accessibilityMedium))
        view.traitOverrides.preferredContentSizeCategory = .accessibilityExtraExtraExtraLarge
        #expect(view.effectiveContentSizeCategory == .accessibilityMedium)
    }

    @Test("text fields and text views have an optional font, labels a font")
    func optionalFonts() {
        let field = TextField()
        let textView = TextView()
        field.recursivelyUpdateFontsForContentSize()
        #expect(field.font == nil && textView.font == nil)
        #expect(Label().font.textStyle == .body)
    }

    @Test("the named colours the DocC examples use exist", arguments: [Color.gray, .red, .blue, .green, .systemBlue])
    func namedColours(color: Color) {
        #expect(color.alpha == 1 && color != .black)
    }

    @Test("a navigation item's title falls back to its controller's")
    func titles() {
        let controller = ViewController()
        controller.title = "Inbox"
        #expect(controller.navigationItem.title == "Inbox")
        controller.navigationItem.title = "Mail"
        #expect(controller.navigationItem.title == "Mail")
    }
}
