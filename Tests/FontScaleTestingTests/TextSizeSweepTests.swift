import DynamicType
import FontScaleTesting
import Foundation
import HeadlessUI
import Synchronization
import Testing

@MainActor
@Suite("Text-size sweep")
struct TextSizeSweepTests {
    @Test("a sweep visits every category with Bold Text off, then every one with it on, by default")
    func defaultConditions() {
        let conditions = TextSizeSweep().conditions
        #expect(conditions.count == 24)
        #expect(conditions.prefix(12).map(\.category) == ContentSizeCategory.allCases)
        #expect(conditions.prefix(12).allSatisfy { !$0.isBoldTextEnabled })
        #expect(conditions.suffix(12).allSatisfy { $0.isBoldTextEnabled })
    }

    @Test("the body runs after the tree has taken each text size")
    func bodySeesUpdatedTree() async {
        let screen = Screen.good()
        let title = screen.stack.subviews[0] as? Label
        var seen: [(ContentSizeCategory, Double)] = []
        await TextSizeSweep(boldText: [false]).run(in: screen.application) { condition in
            seen.append((condition.category, title?.font.pointSize ?? 0))
        }
        let expected = ContentSizeCategory.allCases.map {
            TextStyle.largeTitle.attributes(at: $0, in: screen.application.typeRamp).pointSize
        }
        #expect(seen.map(\.0) == ContentSizeCategory.allCases)
        #expect(seen.map(\.1) == expected)
    }

    @Test("each change is posted to the application's notification center, as the system posts it")
    func throughNotifications() async {
        let screen = Screen.good()
        let posted = PostedNames()
        let center = screen.application.notificationCenter
        let tokens = [ContentSizeCategory.didChangeNotification, Application.boldTextStatusDidChangeNotification].map {
            name in
            center.addObserver(forName: name, object: nil, queue: nil) { notification in
                posted.append(notification.name.rawValue)
            }
        }
        await TextSizeSweep(categories: [.small, .accessibilityLarge], boldText: [true]).run(
            in: screen.application
        ) { _ in }
        for token in tokens { center.removeObserver(token) }
        // small and Bold Text, AX3, then back to large and Bold Text off.
        #expect(
            posted.names == [
                ContentSizeCategory.didChangeNotification.rawValue,
                Application.boldTextStatusDidChangeNotification.rawValue,
                ContentSizeCategory.didChangeNotification.rawValue,
                ContentSizeCategory.didChangeNotification.rawValue,
                Application.boldTextStatusDidChangeNotification.rawValue,
            ])
    }

    @Test("the application gets back the text size it had")
    func restores() async {
        let screen = Screen.good()
        screen.application.preferredContentSizeCategory = .extraLarge
        await TextSizeSweep().run(in: screen.application) { _ in }
        #expect(screen.application.preferredContentSizeCategory == .extraLarge)
        #expect(!screen.application.isBoldTextEnabled)
    }

    @Test("an error thrown by the body still restores the text size")
    func restoresOnError() async {
        struct Stop: Error {}
        let screen = Screen.good()
        var caught: (any Error)?
        do {
            try await TextSizeSweep().run(in: screen.application) { condition in
                if condition.category == .extraExtraLarge { throw Stop() }
            }
        } catch {
            caught = error
        }
        #expect(caught is Stop)
        #expect(screen.application.preferredContentSizeCategory == .large)
    }

    @Test("Bold Text makes styled text heavier at the same size")
    func boldText() async {
        let screen = Screen.good()
        let body = screen.stack.subviews[2] as? Label
        var weights: [Bool: FontWeight] = [:]
        await TextSizeSweep(categories: [.large], boldText: [false, true]).run(in: screen.application) {
            condition in
            weights[condition.isBoldTextEnabled] = body?.font.weight
        }
        #expect((weights[true] ?? .regular) > (weights[false] ?? .regular))
    }
}

/// Names of notifications, recorded from whichever thread posts them.
final class PostedNames: Sendable {
    private let storage = Mutex<[String]>([])
    var names: [String] { storage.withLock { $0 } }
    func append(_ name: String) { storage.withLock { $0.append(name) } }
}
