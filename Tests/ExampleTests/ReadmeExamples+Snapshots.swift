import FontScaleSnapshotTesting
import HeadlessUI

#if GTK
/// The README's snapshot block, under the imports it shows (`FontScaleSnapshotTesting` brings
/// swift-snapshot-testing's `assertSnapshot`); compiled only (it needs a display), as
/// FontScaleSnapshotTestingTests runs the same calls in a window of this process.
@MainActor
enum ReadmeSnapshotExamples {
    static func snapshots(window: Window) throws {
        // example begin
        let screen = try GtkScreen(window: window, width: 360, height: 440)
        for category in [ContentSizeCategory.extraSmall, .large, .accessibilityExtraExtraExtraLarge] {
            assertSnapshot(of: screen, as: .png(at: category), named: category.name)
        }
        assertSnapshot(of: screen, as: .png(at: .accessibilityLarge, boldText: true), named: "AX2-bold")
        let sheet = try ContactSheet(of: screen)  // every category side by side, for people to look at
        // example end
        _ = sheet
    }
}
#endif
