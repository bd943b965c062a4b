import HeadlessUI
import Testing

/// Everyday UIKit idioms, written as UIKit code writes them and ported by dropping the prefix.
enum UIKitIdioms {
    /// A screen that builds its labels and sizes them in `viewDidLoad`, before it is shown.
    final class ProfileViewController: ViewController {
        let nameLabel = Label(text: "Ada Lovelace", font: .preferredFont(forTextStyle: .headline))
        let bioLabel = Label(text: "Analyst", font: .preferredFont(forTextStyle: .body))

        override func viewDidLoad() {
            super.viewDidLoad()
            view.addSubview(nameLabel)
            view.addSubview(bioLabel)
            recursivelyUpdateFontsForContentSize()
        }
    }

    /// A screen whose root view is built in `loadView()` and assigned, as UIKit code does.
    final class ComposeViewController: ViewController {
        let root = View()
        let bodyView = TextView(text: "Dear Ada,", font: .preferredFont(forTextStyle: .body))

        override func loadView() {
            root.addSubview(bodyView)
            view = root
        }
    }

    /// A screen that styles its bar and asks for light status bar content over it.
    final class DarkViewController: ViewController {
        var isDark = true

        override var preferredStatusBarStyle: StatusBarStyle { isDark ? .lightContent : .darkContent }
        override var preferredStatusBarUpdateAnimation: StatusBarAnimation { .slide }

        func toggle() {
            isDark.toggle()
            setNeedsStatusBarAppearanceUpdate()
        }
    }
}

extension SharedApplication {
    @MainActor
    @Suite("Pattern: everyday UIKit idioms, ported")
    struct UIKitIdiomTests {
        init() throws {
            SharedState.reset()
            try Font.loadAppFonts(from: "Fonts", family: "Noto Sans")
        }

        @Test("a screen that sizes its labels in viewDidLoad before it joins a window starts at the app's category")
        func screenLoadedBeforeWindow() {
            Application.shared.preferredContentSizeCategory = .extraSmall
            let profile = UIKitIdioms.ProfileViewController()
            profile.loadViewIfNeeded()
            #expect(profile.nameLabel.font.pointSize == 14)
            #expect(profile.bioLabel.font.pointSize == 14)
            #expect(profile.view.window == nil)

            let window = Window()
            window.rootViewController = profile
            Application.shared.preferredContentSizeCategory = .accessibilityMedium
            profile.recursivelyUpdateFontsForContentSize()
            #expect(profile.bioLabel.font.pointSize == 28)
        }

        @Test("override func loadView() { view = root } makes root the controller's view")
        func loadViewAssigns() {
            let compose = UIKitIdioms.ComposeViewController()
            #expect(compose.view === compose.root)
            #expect(compose.root.owningViewController === compose)
            let window = Window()
            window.rootViewController = compose
            Application.shared.preferredContentSizeCategory = .extraExtraLarge
            compose.recursivelyUpdateFontsForContentSize()
            #expect(compose.bodyView.font?.pointSize == 21)
        }

        @Test(
            "Font(name:size:) finds a face by PostScript, full or family name, and is nil for one not installed",
            arguments: [
                ("NotoSans-SemiBold", "NotoSans-SemiBold.ttf"), ("Noto Sans Bold", "NotoSans-Bold.ttf"),
                ("Noto Sans", "NotoSans-Regular.ttf"), ("DejaVuSans-Bold", "DejaVuSans-Bold.ttf"),
                ("MuseoSlab-500", nil),
            ] as [(String, String?)])
        func fontByName(name: String, file: String?) {
            let font = Font(name: name, size: 17)
            #expect(font?.face?.filePath.hasSuffix("/" + (file ?? "")) ?? (file == nil))
            #expect(font?.pointSize ?? 17 == 17)
            #expect(font?.isFallback != true)
        }

        @Test("a label in a named font keeps its face and size through a walk, as a UIFont(name:size:) does")
        func namedFontStaysFixed() throws {
            let custom = Font(name: "DejaVuSans-Bold", size: 15) ?? .systemFont(ofSize: 15)
            let screen = ViewController()
            let label = Label(text: "Fixed", font: custom)
            screen.view.addSubview(label)
            let window = Window()
            window.rootViewController = screen
            Application.shared.preferredContentSizeCategory = .accessibilityExtraLarge
            screen.recursivelyUpdateFontsForContentSize()
            let face = try #require(label.font.face)
            #expect(face.filePath.hasSuffix("/DejaVuSans-Bold.ttf"))
            #expect(label.font.pointSize == 15)
        }

        @Test("view controllers compare with == by identity, alone and in arrays")
        func controllersCompare() {
            let inbox = ViewController()
            let detail = ViewController()
            let navigation = NavigationController(rootViewController: inbox)
            navigation.pushViewController(detail, animated: false)
            let viewController: ViewController = detail
            #expect(viewController == navigation.topViewController)
            #expect(navigation.viewControllers == [inbox, detail])
            #expect(inbox != detail)
            #expect(Set([inbox, detail, inbox]).count == 2)
        }

        @Test("bar button items made with target: nil, action: nil compile and send nothing")
        func itemsWithoutAction() {
            let back = BarButtonItem(title: "Back", style: .plain, target: nil, action: nil)
            let space = BarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil)
            #expect(back.title == "Back" && back.style == .plain)
            #expect(space.systemItem == .flexibleSpace)
            #expect(!back.sendAction() && !space.sendAction())
        }

        @Test("isTranslucent is set on a bar and through its appearance proxy; the instance value wins")
        func translucency() {
            NavigationBar.appearance().isTranslucent = false
            let plain = NavigationBar()
            let chosen = NavigationBar()
            chosen.isTranslucent = true
            let window = Window()
            window.addSubview(plain)
            window.addSubview(chosen)
            #expect(plain.isTranslucent == false)
            #expect(chosen.isTranslucent == true)
        }

        @Test("preferredStatusBarStyle is overridden and setNeedsStatusBarAppearanceUpdate() records it in the window")
        func statusBar() {
            let screen = UIKitIdioms.DarkViewController()
            let window = Window()
            window.rootViewController = screen
            #expect(window.statusBarAppearance.style == .lightContent)
            #expect(window.statusBarAppearance.animation == .slide)
            let updates = window.statusBarAppearance.updateCount
            screen.toggle()
            #expect(window.statusBarAppearance.style == .darkContent)
            #expect(window.statusBarAppearance.updateCount == updates + 1)
        }

        @Test("a navigation controller with a hidden bar lets its top screen decide the status bar")
        func statusBarThroughNavigation() {
            let screen = UIKitIdioms.DarkViewController()
            let navigation = NavigationController(rootViewController: ViewController())
            let window = Window()
            window.rootViewController = navigation
            navigation.pushViewController(screen, animated: false)
            #expect(window.statusBarAppearance.style == .default)  // the bar decides
            navigation.setNavigationBarHidden(true, animated: false)
            #expect(window.statusBarAppearance.style == .lightContent)
        }
    }
}
