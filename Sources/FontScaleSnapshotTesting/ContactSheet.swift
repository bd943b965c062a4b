#if GTK
import FontScaleGTK
import FontScaleTesting
import Foundation
import HeadlessUI

/// Every text size of a screen side by side in one picture, for people to look at: a grid of
/// the screen at each condition, left to right, then top to bottom, in the sweep's order.
@MainActor
public struct ContactSheet {
    /// The picture.
    public let image: RGBAImage
    /// The conditions, in the order of the tiles.
    public let conditions: [TextSizeCondition]

    /// The gap between tiles and around them, in pixels.
    public static let gap = 8

    /// Renders `screen` at each condition of `sweep` (every category with Bold Text off by
    /// default), `columns` tiles a row, on a light grey background; then puts the application
    /// back to the text size it had.
    ///
    /// - Throws: `GtkError` when a frame cannot be drawn.
    public init(
        of screen: GtkScreen, sweep: TextSizeSweep = TextSizeSweep(boldText: [false]), columns: Int = 6
    ) throws(GtkError) {
        let application = screen.window.application
        let original = TextSizeCondition(of: application)
        defer { TextSizeSweep.post(original, to: application) }
        var tiles: [RGBAImage] = []
        for condition in sweep.conditions {
            guard let tile = RGBAImage(png: try screen.png(at: condition)) else {
                throw .snapshotFailed(path: "(memory)")
            }
            tiles.append(tile)
        }
        conditions = sweep.conditions
        let columns = max(1, min(columns, tiles.count))
        let rows = (tiles.count + columns - 1) / columns
        let tileWidth = tiles.map(\.width).max() ?? 1
        let tileHeight = tiles.map(\.height).max() ?? 1
        var sheet = RGBAImage(
            width: columns * (tileWidth + Self.gap) + Self.gap, height: rows * (tileHeight + Self.gap) + Self.gap,
            filledWith: (232, 232, 232, 255))
        for (index, tile) in tiles.enumerated() {
            let (row, column) = index.quotientAndRemainder(dividingBy: columns)
            // The tile's own background: its content is transparent where nothing is drawn.
            sheet.draw(
                RGBAImage(width: tile.width, height: tile.height, filledWith: (255, 255, 255, 255)).composited(
                    over: tile),
                atX: Self.gap + column * (tileWidth + Self.gap), y: Self.gap + row * (tileHeight + Self.gap))
        }
        image = sheet
    }
}

extension RGBAImage {
    /// `top` laid over this image with its alpha (both the same size; else `top` alone).
    func composited(over top: RGBAImage) -> RGBAImage {
        guard top.width == width, top.height == height else { return top }
        var result = pixels
        for offset in stride(from: 0, to: result.count, by: 4) {
            let alpha = Int(top.pixels[offset + 3])
            for channel in 0..<3 {
                let over = Int(top.pixels[offset + channel]) * alpha + Int(result[offset + channel]) * (255 - alpha)
                result[offset + channel] = UInt8((over + 127) / 255)
            }
            result[offset + 3] = 255
        }
        return RGBAImage(width: width, height: height, pixels: result) ?? top
    }
}
#endif
