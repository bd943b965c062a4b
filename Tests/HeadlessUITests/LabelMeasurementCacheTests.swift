import DynamicType
import Foundation
import HeadlessUI
import SystemFonts
import TestSupport
import Testing

/// A window's measurement cache, which the testing kit's audit keeps for its run: its labels
/// measure through it as they would on their own, each text shaped once in each font.
@MainActor
@Suite("Labels and a window's measurement cache")
struct LabelMeasurementCacheTests {
    let window: Window
    let root = ViewController()
    let environment: FontEnvironment

    init() throws {
        environment = FontEnvironment(library: FontLibrary())
        try environment.loadAppFonts(from: Repository.fontsDirectory, family: "Scale Sans")
        window = Window(
            application: Application(notificationCenter: NotificationCenter(), fontEnvironment: environment))
        window.rootViewController = root
    }

    func label(_ text: String, size: Double, lines: Int) -> Label {
        let label = Label(text: text, font: Font(name: "Scale Sans", size: size, in: environment))
        label.numberOfLines = lines
        root.view.addSubview(label)
        return label
    }

    @Test("a label lays out through its window's cache as it does on its own", arguments: [nil, 30, 45] as [CGFloat?])
    func sameLayouts(width: CGFloat?) throws {
        let alone = label("aaa bbb ccc", size: 10, lines: 0)
        let expected = alone.textLayout(forWidth: width)
        window.textMeasurementCache = TextMeasurementCache()
        let cached = label("aaa bbb ccc", size: 10, lines: 0)
        #expect(cached.textLayout(forWidth: width) == expected)
    }

    @Test("labels showing one text in one font shape it once through the window's cache")
    func sharedShaping() throws {
        let cache = TextMeasurementCache()
        window.textMeasurementCache = cache
        let labels = [(10.0, 0), (10, 1), (10, 0), (20, 0)].map { label("aaa bbb ccc", size: $0, lines: $1) }
        for label in labels { _ = label.textLayout(forWidth: 45) }
        // Two fonts: 10 and 20 points; the second 10-point label with no line limit is the first's layout.
        #expect(cache.shapingCount == 2)
        #expect(cache.layoutCount == 3)
    }
}
