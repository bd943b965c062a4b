#if GTK
// Only the kit: swift-snapshot-testing's `assertSnapshot` and DynamicType's categories come
// with it (Testing is the test's own).
import FontScaleSnapshotTesting
import Testing

extension GtkSnapshotTests {
    @Test("with one import, the inbox matches its pictures at a category, with Bold Text off and on")
    func singleImport() throws {
        let inbox = try InboxScreen()
        defer { inbox.screen.close() }
        assertSnapshot(of: inbox.screen, as: .png(at: .accessibilityLarge), named: "accessibilityLarge")
        assertSnapshot(
            of: inbox.screen, as: .png(at: .accessibilityLarge, boldText: true), named: "accessibilityLarge-bold")
    }
}
#endif
