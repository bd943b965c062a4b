#if GTK
import FontScaleGTK
import FontScaleTesting
import Foundation
import SnapshotTesting

extension Diffing where Value == Data {
    /// Compares PNGs pixel by pixel under a tolerance, rather than byte by byte: two encoders,
    /// or antialiasing a level apart, still match. The failure message says how many pixels
    /// differ and by how much.
    public static func png(tolerance: PixelTolerance = .default) -> Diffing<Data> {
        .diff(toData: { $0 }, fromData: { $0 }) { reference, new in
            guard reference != new else { return nil }
            guard let old = RGBAImage(png: reference) else { return ("the reference is not a PNG", []) }
            guard let image = RGBAImage(png: new) else { return ("the new snapshot is not a PNG", []) }
            let difference = PixelDifference(reference: old, new: image, tolerance: tolerance)
            guard !difference.matches(tolerance) else { return nil }
            return (
                "\(difference), more than the tolerance (\(tolerance))",
                [.data(reference, name: "reference.png"), .data(new, name: "failure.png")]
            )
        }
    }
}

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
}
#endif
