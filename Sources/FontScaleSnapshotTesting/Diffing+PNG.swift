#if GTK
import FontScaleGTK
import Foundation
import SnapshotTesting

extension Diffing where Value == Data {
    /// Compares PNGs pixel by pixel under a tolerance, rather than byte by byte: two encoders,
    /// or antialiasing a level apart, still match.
    ///
    /// A failure names the changed regions too large for the tolerance, as rectangles in pixels
    /// from the top-left corner, says how many pixels differ and by how much, and writes a
    /// difference image (see ``PixelDifference/image(reference:new:)``) into the folder
    /// swift-snapshot-testing writes the failed snapshot in (`SNAPSHOT_ARTIFACTS`, or the
    /// temporary directory, then the test file's name); the message gives its path. In a Swift
    /// Testing test the image is also attached to the test (`swift test --attachments-path`).
    /// The reference, the new snapshot and the difference image are also the failure's
    /// attachments, which swift-snapshot-testing shows where it has a place for them (Xcode).
    public static func png(tolerance: PixelTolerance = .default) -> Diffing<Data> {
        .diff(toData: { $0 }, fromData: { $0 }) { reference, new in
            guard reference != new else { return nil }
            guard let old = RGBAImage(png: reference) else { return ("the reference is not a PNG", []) }
            guard let image = RGBAImage(png: new) else { return ("the new snapshot is not a PNG", []) }
            let difference = PixelDifference(reference: old, new: image, tolerance: tolerance)
            guard !difference.matches(tolerance) else { return nil }
            var lines = [
                difference.changedRegionsSummary(under: tolerance),
                "\(difference), beyond the tolerance (\(tolerance))",
            ]
            .compactMap { $0 }
            var attachments: [DiffAttachment] = [
                .data(reference, name: "reference.png"), .data(new, name: "failure.png"),
            ]
            if let picture = difference.image(reference: old, new: image)?.png() {
                attachments.append(.data(picture, name: "difference.png"))
                do {
                    let file = try SnapshotArtifacts.write(picture, comparing: reference, with: new)
                    lines.append("difference image: \(file.path)")
                } catch {
                    lines.append("the difference image could not be written: \(error)")
                }
            }
            return (lines.joined(separator: "\n"), attachments)
        }
    }
}

extension PixelDifference {
    /// The changed regions a failure names: those larger than `tolerance` allows (five at most,
    /// then how many more), or, when only the count of pixels is too high, the rectangle around
    /// every change; `nil` when the sizes differ.
    func changedRegionsSummary(under tolerance: PixelTolerance) -> String? {
        let beyond = regionsBeyond(tolerance)
        if !beyond.isEmpty {
            let named = beyond.prefix(5).map(\.description).joined(separator: ", ")
            let more = beyond.count > 5 ? " and \(beyond.count - 5) more" : ""
            let noun = beyond.count == 1 ? "region" : "regions"
            return "\(beyond.count) changed \(noun) larger than \(tolerance.maximumRegionSize)×"
                + "\(tolerance.maximumRegionSize) px: \(named)\(more)"
        }
        guard let first = regions.first else { return nil }
        let around = regions.dropFirst().reduce(first) { $0.union($1) }
        return "\(regions.count) small changed regions, all within \(around)"
    }
}
#endif
