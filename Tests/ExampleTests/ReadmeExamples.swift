import DesktopSettings
import DynamicType
import HeadlessUI
import SystemFonts
import Testing

/// The README's examples, run as written. They use the process-wide `Application.shared` and
/// `FontEnvironment.shared` as a newcomer's app would, so they run one at a time and put the
/// shared state back.
extension SharedApplication {
    @MainActor
    @Suite("README examples")
    struct ReadmeExamples {
        init() { SharedState.reset() }

        @Test("the DynamicType example prints the ramp's body at AX1 and GNOME's Large Text factor")
        func dynamicType() throws {
            var values: (ContentSizeCategory, Double, ContentSizeCategoryLimits, Double) = (.large, 0, .none, 0)
            let output = try ExampleOutput.capture {
                // example begin
                // The user's preferred size, from any spelling: Swift, HIG short name or UIKit raw value.
                let category = try ContentSizeCategory(parsing: "AX1")

                // Apple's type ramp, exactly.
                let body = TextStyle.body.attributes(at: category)
                print(body.pointSize, body.leading, body.weight)  // 28.0 34.0 regular

                // Scale a custom size along a style's curve, as UIFontMetrics does.
                let metrics = FontMetrics(forTextStyle: .headline)
                let brand = metrics.scaledPointSize(for: 18, compatibleWith: category, maximumPointSize: 40)

                // A desktop's continuous text-scaling factor to a category and back.
                let large = try ContentSizeCategory(textScale: 1.25)  // .extraExtraLarge
                print(large.textScale)  // 1.2352941176470589, 21 / 17

                // Limits, with UIKit's rule (min > max: only max applies), or SwiftUI's ranges.
                let limited = category.limited(minimum: .medium, maximum: .extraExtraExtraLarge)
                let upToAX2 = ContentSizeCategoryLimits(...DynamicTypeSize.accessibility2)

                // Any size through Apple's per-style ramp, a linear factor or Android 14's curve, clamped.
                let terminal = TextScaler.typeRamp(category).clamped(maximumScaleFactor: 2).scale(14)
                // example end
                values = (limited, brand, upToAX2, terminal)
            }
            #expect(output == ["28.0 34.0 regular", "\(21.0 / 17)"])
            #expect(values.0 == .extraExtraExtraLarge)
            #expect(values.1 == 18.0 * 28 / 17)
            #expect(values.2.maximum == .accessibilityLarge)
            #expect(values.3 == 24)
        }

        @Test("the SystemFonts example resolves the app font to its file and says when it falls back")
        func systemFonts() throws {
            var bigger: Font?
            let output = try ExampleOutput.capture {
                // example begin
                // Register the app's fonts; the family is configuration, not a constant.
                try Font.loadAppFonts(from: "Fonts", family: "Scale Sans")

                let title = Font.appFont(for: .headline)  // Scale Sans Semibold, 17 pt
                print(title.face?.filePath ?? "-", title.isFallback)  // .../Fonts/ScaleSans-Semibold.ttf false
                let bigger = title.appFontWithSameStyle(compatibleWith: .accessibilityLarge)  // 33 pt
                let caps = Font.appFont(ofSize: 17).smallCapsVariant  // native smcp where the face has it
                print(caps.smallCaps?.kind ?? "-", caps.metrics?.capHeight ?? 0)

                // Lower level: one request, with the fallback said out loud.
                let resolved = try FontEnvironment.shared.library.resolve(FontRequest(family: "Museo Slab"))
                print(resolved.isFallback)  // true: not installed, DejaVu Sans instead
                // example end
                let keep = bigger
                _ = keep
            }
            bigger = Font.appFont(for: .headline).appFontWithSameStyle(compatibleWith: .accessibilityLarge)
            #expect(output.count == 3)
            #expect(output[0].hasSuffix("Fonts/ScaleSans-Semibold.ttf false"))
            #expect(output[1].hasPrefix("native "))
            #expect(output[2] == "true")
            #expect(bigger?.pointSize == 33)
        }

        @Test("the HeadlessUI example sizes the headline for the application's category")
        func headlessUI() throws {
            let output = ExampleOutput.capture {
                // example begin
                let root = ViewController()
                let headline = Label(text: "Today", font: .appFont(for: .headline))
                root.view.addSubview(headline)
                root.view.addSubview(NavigationBar())  // updates only itself
                root.view.addSubview(TabBar(items: [TabBarItem(title: "Home")]))  // left alone
                let window = Window()
                window.rootViewController = root

                let manager = AppearanceManager(rootViewController: root)  // follows Application.shared
                Application.shared.preferredContentSizeCategory = .accessibilityLarge
                print(headline.font.pointSize)  // 33.0
                print(headline.contentSizeCategoryExplanation)  // why it has that size
                // example end
                withExtendedLifetime(manager) {}
            }
            #expect(output.first == "33.0")
            #expect(output.last?.hasPrefix("Window: application accessibilityLarge -> accessibilityLarge") == true)
            #expect(output.last?.hasSuffix("Label: inherited -> accessibilityLarge") == true)
        }

        @Test("the navigation example prints every event and restores the bar after a cancelled swipe")
        func navigation() {
            let root = ViewController()
            let output = ExampleOutput.capture {
                // example begin
                final class Detail: ViewController, NavigationControllerAppearanceContext {
                    func preferredAppearance(for navigationController: NavigationController) -> Appearance? {
                        Appearance(navigationBar: .init(backgroundColor: .black, tintColor: .white))
                    }
                }
                let navigation = NavigationController(rootViewController: root)
                navigation.addObserver { event in print(event) }  // will push [Detail] animated, did push …
                navigation.pushViewController(Detail(), animated: true)  // bar turns black
                let swipe = navigation.beginInteractivePop()  // a back-swipe
                swipe?.update(progress: 0.4)
                swipe?.cancel()  // "cancelled pop": stack and bars restored
                // example end
                #expect(navigation.viewControllers.count == 2)
                #expect(navigation.appliedAppearance?.navigationBar.backgroundColor == .black)
            }
            #expect(
                output == [
                    "will push [Detail] animated", "did push [Detail] animated",
                    "will pop [Detail] animated interactive",
                    "progress pop [Detail] animated interactive 0.4", "cancelled pop [Detail] animated interactive",
                ])
        }

        @Test("the desktop example makes the shared application follow the desktop")
        func desktop() {
            let output = ExampleOutput.capture {
                // example begin
                let monitor = DesktopTextSizeMonitor()  // reads overrides, GNOME, KDE, the portal
                monitor.start()  // watches them (dconf's files, kdeglobals, SettingChanged)
                let following = monitor.follow(Application.shared)  // HeadlessUI: the application follows
                print(Application.shared.preferredContentSizeCategory == monitor.current.category)  // true
                // example end
                following.cancel()
                monitor.stop()
            }
            #expect(output == ["true"])
        }

        @Test("the Bold Text example updates the label to the Semibold face")
        func boldText() throws {
            var updates = 0
            let output = try ExampleOutput.capture {
                // example begin
                let fonts = FontEnvironment()
                try fonts.loadAppFonts(from: "Fonts", family: "Scale Sans")
                let application = Application(notificationCenter: NotificationCenter(), fontEnvironment: fonts)
                let window = Window(application: application)
                let screen = ViewController()
                let text = Label(text: "Hello", font: .appFont(for: .body, in: fonts))
                screen.view.addSubview(text)
                window.rootViewController = screen
                let appearance = AppearanceManager(rootViewController: screen)
                application.isBoldTextEnabled = true  // posts boldTextStatusDidChangeNotification
                print(text.font.boldText!)  // regular → semibold, applied (Scale Sans Semibold)
                // example end
                updates = appearance.updateCount
            }
            #expect(output == ["regular → semibold, applied (Scale Sans Semibold)"])
            #expect(updates == 1)
        }

        @Test("the ScaledMetric example follows the application's category")
        func scaledMetric() {
            let output = ExampleOutput.capture {
                // example begin
                let environment = FontEnvironment()
                let app = Application(notificationCenter: NotificationCenter(), fontEnvironment: environment)
                @ScaledMetric(in: environment) var iconSize = 24.0  // along body's curve
                @ScaledMetric(relativeTo: .largeTitle, in: environment) var bannerHeight = 68.0
                app.preferredContentSizeCategory = .accessibilityExtraExtraExtraLarge
                print(iconSize, bannerHeight)  // 74.82352941176471 120.0
                // example end
            }
            #expect(output == ["74.82352941176471 120.0"])
        }
    }
}
