#if GTK
import DynamicType
import FontScaleGTK
import FontScaleTesting
import Foundation
import SnapshotTesting

extension Snapshotting where Value == GtkScreen, Format == Data {
    /// A screen's GTK window as a PNG, at a text size (or as it is, for `nil`), compared with its
    /// reference under `tolerance`.
    ///
    /// The text size is posted to the screen's application as the system posts it, so the screen
    /// follows it as it would in the app. Call from the main actor.
    public static func png(
        at condition: TextSizeCondition? = nil, tolerance: PixelTolerance = .default
    ) -> Snapshotting<GtkScreen, Data> {
        Snapshotting(pathExtension: "png", diffing: .png(tolerance: tolerance)) { screen in
            MainActor.assumeIsolated {
                do {
                    return try condition.map { try screen.png(at: $0) } ?? screen.png()
                } catch {
                    // An empty snapshot fails the comparison with "not a PNG", naming no size.
                    return Data()
                }
            }
        }
    }

    /// A screen's GTK window as a PNG at a content size category, with Bold Text on or off,
    /// compared with its reference under `tolerance`: `.png(at: .accessibilityLarge)`.
    ///
    /// The same as ``png(at:tolerance:)`` with a `TextSizeCondition` of the category and Bold
    /// Text. Call from the main actor.
    public static func png(
        at category: ContentSizeCategory, boldText: Bool = false, tolerance: PixelTolerance = .default
    ) -> Snapshotting<GtkScreen, Data> {
        png(at: TextSizeCondition(category: category, isBoldTextEnabled: boldText), tolerance: tolerance)
    }
}
#endif
