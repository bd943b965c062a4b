import DynamicType
import Foundation
import HeadlessUI
import SystemFonts

/// The tests' fonts (Scale Sans), found from this file's location: the benchmarks' thresholds
/// were recorded with them.
package let fontsDirectory = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Tests/Fixtures/Fonts").path

/// An environment with the project's fonts and Scale Sans as the app family.
package func makeEnvironment() -> FontEnvironment {
    let environment = FontEnvironment()
    _ = try? environment.loadAppFonts(from: fontsDirectory, family: "Scale Sans")
    return environment
}

/// A realistic tree of about 100,000 views: a root controller with 100 child controllers, each
/// with a navigation bar, a tab bar, buttons and labels at every text style in nested containers.
@MainActor
package struct BenchmarkTree {
    package let root = ViewController()
    package let window: Window
    package private(set) var nodeCount = 0

    package init(environment: FontEnvironment, targetNodes: Int = 100_000) {
        window = Window(
            application: Application(notificationCenter: NotificationCenter(), fontEnvironment: environment),
            appearanceRegistry: AppearanceRegistry())
        let controllers = 100
        let perController = targetNodes / controllers
        var count = 1
        for index in 0..<controllers {
            let child = ViewController()
            root.addChild(child)
            root.view.addSubview(child.view)
            count += 1
            let view: View = child.view
            view.addSubview(NavigationBar())
            count += 1
            let tabBar = TabBar(items: [TabBarItem(title: "A"), TabBarItem(title: "B"), TabBarItem(title: "C")])
            view.addSubview(tabBar)
            count += 4
            var added = 6
            var container = View()
            view.addSubview(container)
            while added < perController {
                if added % 50 == 0 {
                    container = View()
                    view.addSubview(container)
                    added += 1
                    continue
                }
                if added % 25 == 0 {
                    container.addSubview(Button(title: "Go", font: Font.appFont(ofSize: 17, in: environment)))
                    added += 2
                    continue
                }
                let style = TextStyle.allCases[(added + index) % TextStyle.allCases.count]
                container.addSubview(
                    Label(text: "x", font: Font.appFont(for: style, compatibleWith: .large, in: environment)))
                added += 1
            }
            count += added - 6
        }
        window.rootViewController = root
        nodeCount = count
    }
}

/// A library with the project's fonts and one request already resolved (its face loaded).
package func warmedLibrary() -> (FontLibrary, FontRequest) {
    let library = FontLibrary()
    _ = try? library.registerFonts(in: fontsDirectory)
    let request = FontRequest(family: "Scale Sans", weight: .semibold, pointSize: 17)
    _ = try? library.resolve(request)
    return (library, request)
}
