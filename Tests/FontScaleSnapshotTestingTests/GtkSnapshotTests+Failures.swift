#if GTK
import DynamicType
import FontScaleGTK
import FontScaleSnapshotTesting
import FontScaleTesting
import Foundation
import HeadlessUI
import SnapshotTesting
import Testing

/// What a failure tells a person: that one changed word fails at every size, where it is, and a
/// picture of it.
extension GtkSnapshotTests {
    /// The default size, the first accessibility size and the largest.
    nonisolated static let changeSizes: [ContentSizeCategory] = [
        .large, .accessibilityMedium, .accessibilityExtraExtraExtraLarge,
    ]

    /// The sizes with a recorded reference.
    nonisolated static let recordedSizes = sizes

    /// The inbox's subject after its first word changed: the last is cut off at the largest
    /// sizes, so a change there is not drawn.
    static let changedSubject = "One moth, framed"

    /// A word of the inbox's body and the one that replaces it: each changed fewer pixels than
    /// 0.1 % of the screen, the tolerance before regions were bounded, at one size or two
    /// (59 and 140 pixels for `76` at Large and AX1, 103 for `reply` at Large, 152 for `on` at
    /// AX1), so the comparison let it pass there.
    nonisolated static let wordChanges: [WordChange] = [
        WordChange(word: "70", replacement: "76"),
        WordChange(word: "relay", replacement: "reply"),
        WordChange(word: "of", replacement: "on"),
    ]

    struct WordChange: Sendable, CustomTestStringConvertible {
        let word: String
        let replacement: String
        var testDescription: String { "\(word) → \(replacement)" }
    }

    @Test("a one-word change fails the default tolerance at every size", arguments: changeSizes, wordChanges)
    func oneWordChangeFails(category: ContentSizeCategory, change: WordChange) throws {
        let inbox = try InboxScreen()
        defer { inbox.screen.close() }
        let before = try inbox.screen.png(at: category)
        let text = try #require(inbox.body.text)
        inbox.body.text = text.replacingOccurrences(of: " \(change.word) ", with: " \(change.replacement) ")
        #expect(inbox.body.text != text)
        let after = try inbox.screen.png(at: category)
        #expect(Diffing<Data>.png().diffV2(before, after) != nil)
    }

    @Test("two renders of the same screen at the same size match", arguments: changeSizes)
    func identicalRendersMatch(category: ContentSizeCategory) throws {
        let inbox = try InboxScreen()
        defer { inbox.screen.close() }
        let first = try inbox.screen.png(at: category)
        // Through another size and back: what a sweep of snapshots does between two of them.
        _ = try inbox.screen.png(at: .extraSmall, boldText: true)
        let second = try inbox.screen.png(at: category)
        #expect(Diffing<Data>.png().diffV2(first, second) == nil)
    }

    @Test("a failure names rectangles over the changed word's label", arguments: recordedSizes)
    func failureNamesTheChangedRectangle(category: ContentSizeCategory) throws {
        let inbox = try InboxScreen()
        defer { inbox.screen.close() }
        let message = try #require(Self.messageAfterChangingOneWord(of: inbox, at: category))
        let named = Self.rectangles(in: message)
        let label = try #require(inbox.subjectFrame())
        #expect(!named.isEmpty, "\(message)")
        for rectangle in named {
            #expect(rectangle.overlaps(label), "\(rectangle) is not on the subject at \(label):\n\(message)")
        }
    }

    @Test(
        "a failure writes a difference image of the screen's size beside the failed snapshot", arguments: recordedSizes)
    func failureWritesDifferenceImage(category: ContentSizeCategory) throws {
        let inbox = try InboxScreen()
        defer { inbox.screen.close() }
        let message = try #require(Self.messageAfterChangingOneWord(of: inbox, at: category))
        let lines = message.split(separator: "\n").map(String.init)
        let path = try #require(lines.last { $0.hasPrefix("difference image: ") }?.dropFirst(18), "\(message)")
        let picture = try #require(RGBAImage(png: Data(contentsOf: URL(fileURLWithPath: String(path)))))
        let reference = try #require(
            RGBAImage(png: Data(contentsOf: URL(fileURLWithPath: Self.referencePath(category)))))
        #expect((picture.width, picture.height) == (reference.width, reference.height))
        #expect((picture.width, picture.height) == (360, 440))
        // swift-snapshot-testing's own line with the failed snapshot's path, the last `file://`.
        let failed = try #require(lines.last { $0.hasPrefix("\"file://") })
        let failedFolder = URL(fileURLWithPath: String(failed.dropFirst(8).dropLast())).deletingLastPathComponent()
        #expect(URL(fileURLWithPath: String(path)).deletingLastPathComponent().path == failedFolder.path)
    }

    /// The message of comparing the inbox with its recorded reference at `category` after its
    /// subject's last word changed.
    static func messageAfterChangingOneWord(of inbox: InboxScreen, at category: ContentSizeCategory) -> String? {
        inbox.subject.text = changedSubject
        return verifySnapshot(
            of: inbox.screen, as: .png(at: category), named: category.name, record: .never,
            snapshotDirectory: referenceDirectory, testName: "matchesReference(category:)")
    }

    /// The recorded reference at `category`.
    static func referencePath(_ category: ContentSizeCategory) -> String {
        referenceDirectory + "/matchesReference-category.\(category.name).png"
    }

    /// Every `(x: …, y: …, width: …, height: …)` of a message.
    static func rectangles(in message: String) -> [PixelDifference.Rectangle] {
        message.matches(of: /\(x: (\d+), y: (\d+), width: (\d+), height: (\d+)\)/).compactMap { match in
            guard let x = Int(match.1), let y = Int(match.2), let width = Int(match.3), let height = Int(match.4)
            else { return nil }
            return PixelDifference.Rectangle(x: x, y: y, width: width, height: height)
        }
    }
}

extension PixelDifference.Rectangle {
    /// Whether the two share a pixel.
    func overlaps(_ other: Self) -> Bool {
        x < other.x + other.width && other.x < x + width && y < other.y + other.height && other.y < y + height
    }
}
#endif
