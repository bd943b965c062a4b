import HeadlessUI
import Testing

/// The README's examples, run as written, one file per set of imports the README shows: each
/// block compiles with exactly the imports above it in the README (`DocumentedExamples` checks).
/// They use the process-wide `Application.shared` and `FontEnvironment.shared` as a newcomer's app
/// would, so they run one at a time and put the shared state back.
extension SharedApplication {
    @MainActor
    @Suite("README examples")
    struct ReadmeExamples {
        init() { SharedState.reset() }

        @Test("the HeadlessUI example sizes the headline for the application's category")
        func headlessUI() throws {
            let output = ExampleOutput.capture {
                // example begin
                let root = ViewController()
                let headline = Label(text: "Today", font: .appFont(for: .headline))
                root.view.addSubview(headline)
                root.view.addSubview(NavigationBar())  // updates only itself
                root.view.addSubview(TabBar(items: [TabBarItem(title: "Home")]))  // left alone
                let window = Window()  // follows Application.shared
                window.rootViewController = root

                Application.shared.preferredContentSizeCategory = .accessibilityLarge
                print(headline.font.pointSize)  // 33.0
                print(headline.contentSizeCategoryExplanation)  // why it has that size
                // example end
                withExtendedLifetime(window) {}
            }
            #expect(output.first == "33.0")
            #expect(output.last?.hasPrefix("Window: application accessibilityLarge -> accessibilityLarge") == true)
            #expect(output.last?.hasSuffix("Label: inherited -> accessibilityLarge") == true)
        }

        @Test(
            "the navigation example, continuing the tree, prints every event and restores the bar after a cancelled swipe"
        )
        func navigation() {
            var headline: Label?
            let output = ExampleOutput.capture {
                let root = ViewController()
                let label = Label(text: "Today", font: .appFont(for: .headline))
                root.view.addSubview(label)
                let window = Window()
                window.rootViewController = root
                headline = label
                // example begin
                final class Detail: ViewController, NavigationControllerAppearanceContext {
                    func preferredAppearance(for navigationController: NavigationController) -> Appearance? {
                        Appearance(navigationBar: .init(backgroundColor: .black, tintColor: .white))
                    }
                }
                let navigation = NavigationController(rootViewController: root)
                window.rootViewController = navigation  // the stack fills the window; root's labels still follow
                navigation.addObserver { event in print(event) }  // will push [Detail] animated, did push …
                navigation.pushViewController(Detail(), animated: true)  // bar turns black
                let swipe = navigation.beginInteractivePop()  // a back-swipe
                swipe?.update(progress: 0.4)
                swipe?.cancel()  // "cancelled pop": stack and bars restored
                // example end
                #expect(navigation.viewControllers.count == 2)
                #expect(navigation.appliedAppearance?.navigationBar.backgroundColor == .black)
                navigation.popViewController(animated: false)
                #expect(root.view.window === window)
                Application.shared.preferredContentSizeCategory = .accessibilityLarge
                navigation.recursivelyUpdateFontsForContentSize()
            }
            #expect(headline?.font.pointSize == 33)
            #expect(
                output == [
                    "will push [Detail] animated", "did push [Detail] animated",
                    "will pop [Detail] animated interactive",
                    "progress pop [Detail] animated interactive 0.4", "cancelled pop [Detail] animated interactive",
                    "will pop [Detail]", "did pop [Detail]",
                ])
        }
    }
}
