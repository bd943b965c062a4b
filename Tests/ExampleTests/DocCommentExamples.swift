import DesktopSettings
import DynamicType
import Foundation
import HeadlessUI
import SystemFonts
import TestSupport
import Testing

extension SharedApplication {
    /// The examples in the sources' doc comments, run as written.
    @MainActor
    @Suite("Doc comment examples")
    struct DocCommentExamples {
        init() { SharedState.reset() }

        @Test("AppearanceManagerUpdatable: a cell that moves its badge by half a cap height")
        func badgeCell() {
            // example begin
            final class BadgeCell: TableViewCell {
                var badgeTop = 0.0
                override func updateFontsForContentSizeChange() {
                    super.updateFontsForContentSizeChange()
                    badgeTop = textLabel.font.capHeight / 2
                }
            }
            // example end
            let cell = BadgeCell()
            cell.recursivelyUpdateFontsForContentSize()
            #expect(cell.badgeTop == cell.textLabel.font.capHeight / 2 && cell.badgeTop > 0)
        }

        @Test("StackView: a row becomes a column at accessibility sizes")
        func contactRow() {
            // example begin
            final class ContactRow: StackView {
                override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
                    super.traitCollectionDidChange(previousTraitCollection)
                    axis =
                        traitCollection.preferredContentSizeCategory.isAccessibilityCategory ? .vertical : .horizontal
                }
            }
            // example end
            let window = Window(application: .shared)
            let screen = ViewController()
            window.rootViewController = screen
            let row = ContactRow(arrangedSubviews: [Label(text: "Ada"), Label(text: "Analyst")])
            screen.view.addSubview(row)
            Application.shared.preferredContentSizeCategory = .accessibilityMedium
            #expect(row.axis == .vertical)
            Application.shared.preferredContentSizeCategory = .large
            #expect(row.axis == .horizontal)
        }

        @Test("ScrollView: a column of labels in a scroll view")
        func scrollViewColumn() {
            // example begin
            let scroll = ScrollView()
            let column = StackView(arrangedSubviews: [Label(text: "Inbox"), Label(text: "Today")])
            column.axis = .vertical
            scroll.addSubview(column)
            // example end
            scroll.frame = CGRect(x: 0, y: 0, width: 320, height: 10)
            scroll.layoutIfNeeded()
            #expect(column.frame.width == 320)
            #expect(scroll.contentSize.height == column.frame.height && column.frame.height > 10)
        }

        @Test("LargeContentViewerInteraction: an interaction on a custom bar reaches its labels")
        func largeContentViewerInteraction() {
            let output = ExampleOutput.capture {
                // example begin
                let strip = View()  // a custom bar of labels
                let unread = Label(text: "3 new", font: .systemFont(ofSize: 11))
                unread.showsLargeContentViewer = true
                strip.addSubview(unread)
                strip.addInteraction(LargeContentViewerInteraction())
                print(unread.hasLargeContentViewerInteraction)  // true
                // example end
            }
            #expect(output == ["true"])
        }

        @Test("HeadlessUI's catalog: bars and opted-out buttons carry large content at AX5")
        func largeContentViewer() {
            let application = Application(notificationCenter: NotificationCenter())
            let window = Window(application: application)
            let screen = ViewController()
            window.rootViewController = screen
            let output = ExampleOutput.capture {
                // example begin
                let archive = Button(title: "Archive")
                archive.titleLabel.adjustsFontForContentSizeCategory = false  // keeps its size
                archive.largeContentTitle = "Archive message"  // what the viewer shows
                let tabs = TabBar(items: [TabBarItem(title: "Inbox"), TabBarItem(title: "Settings")])
                screen.view.addSubview(archive)
                screen.view.addSubview(tabs)
                application.preferredContentSizeCategory = .accessibilityExtraExtraExtraLarge
                if case .tabBar(let bar) = tabs.renderedContent {
                    print(bar.largeContent.map { "\($0.title ?? "") \($0.font.pointSize)" })  // Inbox 53.0 …
                }
                // example end
                if case .button(let button) = archive.renderedContent { print(button.largeContent?.title ?? "-") }
            }
            #expect(output == ["[\"Inbox 53.0\", \"Settings 53.0\"]", "Archive message"])
        }

        @Test("Font.measure: a body text at AX3 needs more than two lines of a narrow width")
        func measure() {
            let output = ExampleOutput.capture {
                // example begin
                let font = Font.appFont(for: .body, compatibleWith: .accessibilityExtraExtraExtraLarge)
                let layout = font.measure("Meet me at the lighthouse at noon", width: 320, maximumLines: 2)
                print(layout.lineCount, layout.height, layout.isTruncated)
                // example end
            }
            let font = Font.appFont(for: .body, compatibleWith: .accessibilityExtraExtraExtraLarge)
            #expect(output == ["2 \(2 * (font.metrics.map { $0.ascender - $0.descender } ?? 0)) true"])
        }

        @Test("Slider: an action hears the value the user moved it to")
        func sliderAction() {
            let output = ExampleOutput.capture {
                // example begin
                let size = Slider()
                size.maximumValue = 11
                size.addAction(for: .valueChanged) { slider in print(slider.value) }
                size.value = 5
                size.sendActions(for: .valueChanged)  // 5.0, as when the user drags it there
                // example end
            }
            #expect(output == ["5.0"])
        }

        @Test("NavigationController: an observer hears every change")
        func navigationObserver() {
            let inbox = ViewController()
            let detail = ViewController()
            detail.identifier = "Detail"
            let output = ExampleOutput.capture {
                // example begin
                let navigation = NavigationController(rootViewController: inbox)
                let token = navigation.addObserver { event in print(event) }  // "will push [Detail]" …
                navigation.pushViewController(detail, animated: true)
                // example end
                navigation.removeObserver(token)
            }
            #expect(
                output == [
                    "will push [ViewController \"Detail\"] animated", "did push [ViewController \"Detail\"] animated",
                ])
        }

        @Test("ContentSizeCategory.newValueUserInfoKey: the new value casts to ContentSizeCategory")
        func newValueCasts() {
            let center = NotificationCenter()
            let application = Application(notificationCenter: center, fontEnvironment: FontEnvironment())
            let output = ExampleOutput.capture {
                let token = center.addObserver(
                    forName: ContentSizeCategory.didChangeNotification, object: nil, queue: nil
                ) { notification in
                    // example begin
                    let category =
                        notification.userInfo?[ContentSizeCategory.newValueUserInfoKey] as? ContentSizeCategory
                    // example end
                    print(category?.name ?? "nil")
                }
                application.preferredContentSizeCategory = .accessibilityMedium
                center.removeObserver(token)
            }
            #expect(output == ["accessibilityMedium"])
        }

        @Test("Window: a tree follows the window's application")
        func window() {
            let application = Application(notificationCenter: NotificationCenter(), fontEnvironment: FontEnvironment())
            let root = ViewController()
            // example begin
            let window = Window(application: application)  // Window() uses Application.shared
            window.rootViewController = root  // root's tree now follows application
            // example end
            application.preferredContentSizeCategory = .extraSmall
            #expect(root.view.effectiveContentSizeCategory == .extraSmall)
        }

        @Test("AppearanceManager: the tree follows the shared application")
        func appearanceManager() {
            let root = ViewController()
            let label = Label(font: .appFont(for: .body))
            root.view.addSubview(label)
            let window = Window()
            window.rootViewController = root
            // example begin
            let manager = AppearanceManager(rootViewController: root)
            Application.shared.preferredContentSizeCategory = .accessibilityMedium  // tree updated
            // example end
            #expect(label.font.pointSize == 28 && manager.updateCount == 1)
        }

        @Test("FontMetrics: a brand size along headline's curve")
        func fontMetrics() {
            // example begin
            let metrics = FontMetrics(forTextStyle: .headline)
            let size = metrics.scaledValue(for: 18, compatibleWith: .accessibilityMedium)
            // example end
            #expect(size == 18.0 * 28 / 17)
        }

        @Test("FontMetrics: body's padding at a desktop's continuous factor")
        func fontMetricsAtTextScale() {
            // example begin
            let padding = FontMetrics.default.scaledValue(for: 8, atTextScale: 1.5)  // 12
            // example end
            #expect(abs(padding - 12) < 1e-9)
        }

        @Test("DynamicTypeSize: both ways")
        func dynamicTypeSize() {
            // example begin
            let size = DynamicTypeSize(ContentSizeCategory.accessibilityMedium)  // .accessibility1
            let category = ContentSizeCategory(DynamicTypeSize.xxLarge)  // .extraExtraLarge
            // example end
            #expect(size == .accessibility1 && category == .extraExtraLarge)
        }

        @Test("TextScaler: the ramp and Android's curve")
        func textScaler() {
            // example begin
            let scaler = TextScaler.typeRamp(.accessibilityMedium)
            let body = scaler.scale(17)  // 28: body at AX1
            let terminal = scaler.scale(14)  // a terminal's 14 pt, between footnote and subhead
            let android = TextScaler.nonLinear(2).scale(14)  // 26
            // example end
            #expect(body == 28 && terminal > 23 && terminal < 28 && android == 26)
        }

        @Test("FontEnvironment: the shared environment's app family")
        func fontEnvironment() throws {
            // example begin
            try FontEnvironment.shared.loadAppFonts(from: "Fonts", family: "Noto Sans")
            let body = Font.appFont(for: .body)  // Noto Sans at the current category
            // example end
            #expect(body.familyName == "Noto Sans" && body.pointSize == 17)
        }

        @Test("Application: observing changes with a closure")
        func observeChanges() {
            let application = Application()
            let output = ExampleOutput.capture {
                // example begin
                let observation = application.observeChanges { change in print(change) }
                application.preferredContentSizeCategory = .accessibilityMedium
                // contentSizeCategory accessibilityMedium from application
                // example end
                withExtendedLifetime(observation) {}
            }
            #expect(output == ["contentSizeCategory accessibilityMedium from application"])
        }

        @Test("Application: changes as an asynchronous sequence")
        func changesSequence() async {
            let application = Application()
            let printed = PrintedLines()
            let task = Task { @MainActor in
                @MainActor func print(_ category: ContentSizeCategory) { printed.lines.append("\(category)") }
                // example begin
                for await change in application.changes() {
                    if case .contentSizeCategory(let category) = change.value { print(category) }
                }
                // example end
            }
            await Task.yield()  // the task starts and subscribes before the change
            application.preferredContentSizeCategory = .extraLarge
            #expect(await eventually { !printed.lines.isEmpty })
            task.cancel()
            await task.value
            #expect(printed.lines == ["extraLarge"])
        }

        @Test("TreeRenderer: a recorder that takes every batch at once")
        func treeRenderer() {
            // example begin
            final class Recorder: TreeRenderer {
                var log: [String] = []
                func treeNeedsRendering(_ window: Window) {
                    log += window.takeChanges().map(\.description)  // a toolkit would wait for its next turn
                }
            }
            // example end
            let window = Window(application: Application(notificationCenter: NotificationCenter()))
            let recorder = Recorder()
            window.attachRenderer(recorder)
            let label = Label(text: "Hi")
            label.accessibilityIdentifier = "greeting"
            window.addSubview(label)
            #expect(recorder.log == ["inserted Label \"greeting\" into Window at 0"])
        }

        @Test("TabBarController: selecting a tab shows its screen")
        func tabBarController() {
            let inbox = ViewController()
            let settings = ViewController()
            // example begin
            let tabs = TabBarController()
            tabs.viewControllers = [inbox, settings]
            tabs.selectedIndex = 1  // settings' view is shown, its tab selected
            // example end
            #expect(settings.view.superview != nil && inbox.view.superview == nil)
            #expect(tabs.tabBar.selectedIndex == 1)
        }

        @Test("Font: a face by name, or nil")
        func fontByName() {
            // example begin
            let heading = Font(name: "DejaVuSans-Bold", size: 17)  // DejaVu Sans Bold 17pt
            let missing = Font(name: "MuseoSlab-500", size: 17)  // nil: not installed
            // example end
            #expect(heading?.description == "DejaVu Sans Bold 17pt")
            #expect(missing == nil)
        }

        @Test("ScaledMetric: properties of a type")
        func scaledMetric() {
            // example begin
            struct Toolbar {
                @ScaledMetric var iconSize = 24.0
                @ScaledMetric(relativeTo: .caption1) var padding = 4.0
            }
            // example end
            let toolbar = Toolbar()
            #expect(toolbar.iconSize == 24 && toolbar.$padding.value(compatibleWith: .large) == 4)
        }

        @Test("FontLibrary: one request, resolved to a file")
        func fontLibrary() throws {
            let output = try ExampleOutput.capture {
                // example begin
                let library = FontLibrary()
                let registration = try library.registerFonts(in: "Fonts")
                let font = try library.resolve(FontRequest(family: "Noto Sans", weight: .semibold))
                print(font.filePath, font.isAppFont, font.isFallback)
                // example end
                #expect(registration.primaryFamily == "Noto Sans")
            }
            #expect(output.count == 1 && output[0].hasSuffix("NotoSans-SemiBold.ttf true false"))
        }

        @Test("Font: a styled font at another category, and small caps")
        func font() throws {
            try Font.loadAppFonts(from: "Fonts", family: "Noto Sans")
            // example begin
            var font = Font.appFont(for: .body)  // 17 pt at large
            font = font.appFontWithSameStyle(compatibleWith: .accessibilityMedium)  // 28 pt
            let caps = Font.appFont(ofSize: 17).smallCapsVariant  // native smcp or synthesized
            // example end
            #expect(font.pointSize == 28 && caps.isSmallCaps)
        }

        @Test("TextStyleResolver: body under a maximum, as a label under it renders")
        func textStyleResolver() {
            Application.shared.preferredContentSizeCategory = .accessibilityMedium
            let output = ExampleOutput.capture {
                // example begin
                let resolver = TextStyleResolver(application: .shared)
                let limits = ContentSizeCategoryLimits(maximum: .extraLarge)
                let body = resolver.font(for: .body, under: [limits])  // a Label's font under these limits
                print(resolver.contentSizeCategory(under: [limits]) <= .extraLarge)  // true
                // example end
                #expect(
                    body.pointSize
                        == TextStyle.body.attributes(at: .extraLarge, in: Application.shared.typeRamp).pointSize)
            }
            #expect(output == ["true"])
        }
    }
}

/// What an example printed, collected on the main actor.
@MainActor
final class PrintedLines {
    var lines: [String] = []
}
