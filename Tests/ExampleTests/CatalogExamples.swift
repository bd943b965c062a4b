import DesktopSettings
import DynamicType
import HeadlessUI
import SystemFonts
import Testing

/// The DocC catalogs' examples, run as written; serialized with the README's for the same reason.
extension SharedApplication {
    @MainActor
    @Suite("DocC catalog examples")
    struct CatalogExamples {
        init() { SharedState.reset() }

        @Test("DynamicType: the overview example")
        func dynamicType() throws {
            // example begin
            let category = try ContentSizeCategory(parsing: "AX1")  // or "accessibilityMedium"
            let body = TextStyle.body.attributes(at: category)  // 28 pt, leading 34, regular

            let metrics = FontMetrics(forTextStyle: .headline)
            let brandSize = metrics.scaledValue(for: 18, compatibleWith: category)

            let fromDesktop = try ContentSizeCategory(textScale: 1.25)  // GNOME "Large Text" → xxLarge
            // example end
            #expect(body.pointSize == 28 && body.leading == 34 && body.weight == .regular)
            #expect(brandSize == 18.0 * 28 / 17)
            #expect(fromDesktop == .extraExtraLarge)
        }

        @Test("DynamicType: the desktop's ramp at a factor between categories")
        func desktopRampAtAFactor() {
            // example begin
            let desktop = TypeRamp.desktop(interfaceFontPointSize: 11)  // body 14.67 px at large
            let ramp = desktop.atTextScale(1.75)  // GNOME's slider at 1.75: the category nearest is AX1
            let body = TextStyle.body.attributes(at: .accessibilityMedium, in: ramp)  // 25.67 px: 14.67 × 1.75
            let title = desktop.entry(for: .largeTitle, atTextScale: 1.75)  // between AX1's and AX2's
            // example end
            #expect(abs(body.pointSize - 11.0 * 96 / 72 * 1.75) < 1e-9)
            let ax1 = TextStyle.largeTitle.attributes(at: .accessibilityMedium, in: desktop).pointSize
            let ax2 = TextStyle.largeTitle.attributes(at: .accessibilityLarge, in: desktop).pointSize
            #expect(ax1 < title.pointSize && title.pointSize < ax2)
        }

        @Test("SystemFonts: the overview example")
        func systemFonts() throws {
            let output = try ExampleOutput.capture {
                // example begin
                let environment = FontEnvironment.shared
                try environment.loadAppFonts(from: "Fonts", family: "Noto Sans")

                let body = Font.appFont(for: .body)  // Noto Sans Regular, 17 pt at large
                let larger = body.appFontWithSameStyle(compatibleWith: .accessibilityMedium)  // 28 pt
                let caps = Font.appFont(ofSize: 17).smallCapsVariant  // native smcp, or synthesized
                print(larger.face?.filePath ?? "-", larger.isFallback)
                // example end
                #expect(body.pointSize == 17 && larger.pointSize == 28)
                #expect(caps.smallCaps?.kind == .native)
            }
            #expect(output.count == 1 && output[0].hasSuffix("Fonts/NotoSans-Regular.ttf false"))
        }

        @Test("DesktopSettings: the overview example hears the app's own override")
        func desktopSettings() async {
            let output = await ExampleOutput.capture {
                // example begin
                let monitor = DesktopTextSizeMonitor()
                print(monitor.current.source)  // which source decided: gnome, kde, portal, … or default
                monitor.start()
                let changes = monitor.changes()
                monitor.setOverride(.category(.accessibilityMedium))  // the app's own setting wins
                for await size in changes {
                    print(size.category)  // accessibilityMedium: restyle here
                    break
                }
                monitor.stop()
                // example end
            }
            #expect(output.count == 2)
            #expect(output.last == "accessibilityMedium")
        }

        @Test("DesktopSettings: settled() gives the final answer")
        func desktopSettingsSettled() async {
            let output = await ExampleOutput.capture {
                // example begin
                let monitor = DesktopTextSizeMonitor()
                let size = await monitor.settled()  // at once where dconf's files decided
                print(size.category == monitor.current.category)  // true
                // example end
            }
            #expect(output == ["true"])
        }

        @Test("HeadlessUI: the overview example")
        func headlessUI() throws {
            let output = try ExampleOutput.capture {
                // example begin
                try Font.loadAppFonts(from: "Fonts", family: "Noto Sans")

                let root = ViewController()
                let title = Label(text: "Inbox", font: .appFont(for: .title1))
                root.view.addSubview(title)
                let window = Window()  // keeps its tree current: no manager needed
                window.rootViewController = root

                Application.shared.preferredContentSizeCategory = .accessibilityMedium
                print(title.font.familyName, title.font.pointSize)  // Noto Sans 38.0
                // example end
                withExtendedLifetime(window) {}
            }
            #expect(output == ["Noto Sans 38.0"])
        }

        @Test("HeadlessUI: the proxy example")
        func proxies() {
            let output = ExampleOutput.capture {
                // example begin
                final class Sidebar: View {}
                NavigationBar.appearance().barTintColor = .black  // 1
                NavigationBar.appearance(whenContainedInInstancesOf: [Sidebar.self]).barTintColor = .white  // 2
                NavigationBar.appearance(
                    for: TraitCollection(userInterfaceStyle: .dark),
                    whenContainedInInstancesOf: [Sidebar.self]
                ).barTintColor = .gray  // 3
                let bar = NavigationBar()
                let sidebar = Sidebar()
                sidebar.addSubview(bar)
                let window = Window()
                window.addSubview(sidebar)
                print(bar.barTintColor == .white)  // true
                // example end
            }
            #expect(output == ["true"])
        }

        @Test("HeadlessUI: the resolver example")
        func resolver() {
            let output = ExampleOutput.capture {
                // example begin
                final class Sidebar: View {}
                let sidebar = Sidebar()
                sidebar.traitOverrides.userInterfaceStyle = .dark
                let bar = NavigationBar()
                sidebar.addSubview(bar)
                let window = Window()
                window.addSubview(sidebar)

                var look = NavigationBarAppearance()
                look.titleTextAttributes = TextAttributes(foregroundColor: .black, kern: 1)  // 1
                bar.standardAppearance = look
                NavigationBar.appearance().titleTextAttributes = TextAttributes(foregroundColor: .gray)  // 2
                NavigationBar.appearance(whenContainedInInstancesOf: [Sidebar.self])
                    .titleTextAttributes = TextAttributes(foregroundColor: .white)  // 3
                NavigationBar.appearance(
                    for: TraitCollection(userInterfaceStyle: .dark),
                    whenContainedInInstancesOf: [Sidebar.self]
                )
                .titleTextAttributes = TextAttributes(foregroundColor: .red)  // 4

                let resolution = bar.effectiveTitleTextAttributes()
                print(resolution.attributes.foregroundColor == .red, resolution.attributes.kern ?? 0)  // true 1.0
                print(resolution.levels)  // [bar appearance, class proxy, contained-in proxy, trait proxy]
                bar.titleTextAttributes = TextAttributes(foregroundColor: .blue)  // 5
                print(bar.effectiveTitleTextAttributes().levels.last ?? .barAppearance)  // instance
                // example end
            }
            #expect(
                output == [
                    "true 1.0", "[bar appearance, class proxy, contained-in proxy, trait proxy]", "instance",
                ])
        }
    }
}
