#if GTK
import DynamicType
import FontScaleGTK
import FontScaleSnapshotTesting
import FontScaleTesting
import Foundation
import HeadlessUI
import SnapshotTesting
import TestSupport
import Testing

/// Snapshots of a GTK window in this process, against references recorded in `__Snapshots__`
/// (recorded when missing; `SNAPSHOT_TESTING_RECORD=all` records them again).
@MainActor
@Suite("Snapshots of a GTK window", .requires(.testDisplay), .serialized)
struct GtkSnapshotTests {
    nonisolated static let sizes: [ContentSizeCategory] = [.extraSmall, .large, .accessibilityExtraExtraExtraLarge]

    @Test("the inbox matches its recorded picture at the smallest, the default and the largest size", arguments: sizes)
    func matchesReference(category: ContentSizeCategory) throws {
        let inbox = try InboxScreen()
        defer { inbox.screen.close() }
        assertSnapshot(of: inbox.screen, as: .png(at: TextSizeCondition(category: category)), named: category.name)
    }

    @Test("a changed screen does not match, and the message says how many pixels differ")
    func changedScreenFails() throws {
        let inbox = try InboxScreen()
        defer { inbox.screen.close() }
        inbox.subject.text = "The moth, unframed"
        let message = verifySnapshot(
            of: inbox.screen, as: .png(at: TextSizeCondition(category: .large)), named: "large", record: .never,
            snapshotDirectory: Self.referenceDirectory, testName: "matchesReference(category:)")
        #expect(message?.contains("pixels differ (largest channel difference") == true, "\(message ?? "matched")")
    }

    @Test("Bold Text draws heavier text than the reference, which the comparison sees")
    func boldTextDiffers() throws {
        let inbox = try InboxScreen()
        defer { inbox.screen.close() }
        let message = verifySnapshot(
            of: inbox.screen, as: .png(at: TextSizeCondition(category: .large, isBoldTextEnabled: true)),
            named: "large", record: .never, snapshotDirectory: Self.referenceDirectory,
            testName: "matchesReference(category:)")
        #expect(message != nil)
    }

    @Test("the contact sheet has a tile for each category, in order, each taller text than the last")
    func contactSheet() throws {
        let inbox = try InboxScreen()
        defer { inbox.screen.close() }
        let sheet = try ContactSheet(of: inbox.screen)
        #expect(sheet.conditions.map(\.category) == ContentSizeCategory.allCases)
        let gap = ContactSheet.gap
        #expect(sheet.image.width == 6 * (360 + gap) + gap)
        #expect(sheet.image.height == 2 * (440 + gap) + gap)
        // The text grows: the largest size inks more of its tile than the smallest.
        let ink = [0, 11].map { index in Self.inkedPixels(in: sheet.image, tile: index, width: 360, height: 440) }
        #expect(ink[1] > ink[0])
        #expect(inbox.application.preferredContentSizeCategory == .large)
        // For people to look at: written where the snapshot library writes its failures.
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("fontscale-contact-sheet.png")
        try sheet.image.png()?.write(to: path)
    }

    /// The folder `assertSnapshot` records this file's references in.
    static let referenceDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("__Snapshots__/GtkSnapshotTests").path

    /// The pixels of a tile darker than mid grey: its text.
    static func inkedPixels(in image: RGBAImage, tile: Int, width: Int, height: Int) -> Int {
        let gap = ContactSheet.gap
        let (row, column) = tile.quotientAndRemainder(dividingBy: 6)
        let (left, top) = (gap + column * (width + gap), gap + row * (height + gap))
        var count = 0
        for y in top..<top + height {
            for x in left..<left + width {
                let offset = (y * image.width + x) * 4
                if Int(image.pixels[offset]) + Int(image.pixels[offset + 1]) + Int(image.pixels[offset + 2]) < 384 {
                    count += 1
                }
            }
        }
        return count
    }
}
#endif
