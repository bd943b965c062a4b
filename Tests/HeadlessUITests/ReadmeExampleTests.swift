import DynamicType
import Foundation
import HeadlessUI
import SystemFonts
import TestSupport
import Testing

/// README examples, verbatim between `README example` markers: each runs here, its printed values
/// are checked, and a test checks that the README holds exactly these lines.
@MainActor
@Suite("README examples")
struct ReadmeExampleTests {
    @Test("the Bold Text example updates the label to the Semibold face")
    func boldText() throws {
        // README example begin
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
        // README example end
        #expect(text.font.boldText?.description == "regular → semibold, applied (Scale Sans Semibold)")
        #expect(appearance.updateCount == 1)
    }

    @Test("the ScaledMetric example follows the application's category")
    func scaledMetric() {
        // README example begin
        let environment = FontEnvironment()
        let app = Application(notificationCenter: NotificationCenter(), fontEnvironment: environment)
        @ScaledMetric(in: environment) var iconSize = 24.0  // along body's curve
        @ScaledMetric(relativeTo: .largeTitle, in: environment) var bannerHeight = 68.0
        app.preferredContentSizeCategory = .accessibilityExtraExtraExtraLarge
        print(iconSize, bannerHeight)  // 74.82352941176471 120.0
        // README example end
        #expect("\(iconSize) \(bannerHeight)" == "74.82352941176471 120.0")
    }

    @Test("the README holds every example of this file, line for line")
    func readmeHoldsExamples() throws {
        let source = try String(contentsOfFile: #filePath, encoding: .utf8)
        let readmePath = Repository.root.appendingPathComponent("README.md").path
        let readme = try String(contentsOfFile: readmePath, encoding: .utf8)
        let examples = Self.examples(in: source)
        #expect(examples.count == 2)
        for example in examples {
            #expect(readme.contains(example), "README lacks:\n\(example)")
        }
    }

    /// The blocks between the markers, with their common indentation removed.
    static func examples(in source: String) -> [String] {
        let begin = "// README example " + "begin"
        let end = "// README example " + "end"
        var blocks: [[Substring]] = []
        var current: [Substring]?
        for line in source.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = line.drop { $0 == " " }
            if trimmed == begin {
                current = []
            } else if trimmed == end, let block = current {
                blocks.append(block)
                current = nil
            } else {
                current?.append(line)
            }
        }
        return blocks.map { block in
            let indent = block.map { $0.prefix { $0 == " " }.count }.min() ?? 0
            return block.map { String($0.dropFirst(indent)) }.joined(separator: "\n")
        }
    }
}
