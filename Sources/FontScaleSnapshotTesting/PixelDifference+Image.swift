#if GTK
import FontScaleGTK

extension PixelDifference {
    /// A picture of the difference, for people: the reference faded to grey on white, every
    /// changed pixel in red over it, and each region larger than the tolerance allows framed in
    /// blue, so even a small change is found at a glance.
    ///
    /// - Returns: `nil` when the pictures' sizes differ (there is no pixel-for-pixel difference
    ///   to draw) or are not those this difference was found between.
    public func image(reference: RGBAImage, new: RGBAImage) -> RGBAImage? {
        let size = Size(width: reference.width, height: reference.height)
        guard size == referenceSize, size == newSize, new.width == size.width, new.height == size.height else {
            return nil
        }
        let (old, current) = (reference.pixels, new.pixels)
        var pixels = [UInt8](repeating: 255, count: old.count)
        for offset in stride(from: 0, to: old.count, by: 4) {
            var worst = 0
            for channel in 0..<4 {
                worst = max(worst, abs(Int(old[offset + channel]) - Int(current[offset + channel])))
            }
            if worst > Int(tolerance.perChannel) {
                (pixels[offset], pixels[offset + 1], pixels[offset + 2]) = (230, 0, 0)
                continue
            }
            // The reference over white (it is transparent where nothing is drawn), as grey at
            // half contrast: there to find one's way, quiet beside the changes.
            let alpha = Int(old[offset + 3])
            let over = (0..<3).map { (Int(old[offset + $0]) * alpha + 255 * (255 - alpha)) / 255 }
            let luminance = (over[0] * 299 + over[1] * 587 + over[2] * 114) / 1000
            let grey = UInt8(128 + luminance / 2)
            (pixels[offset], pixels[offset + 1], pixels[offset + 2]) = (grey, grey, grey)
        }
        for region in regionsBeyond(tolerance) {
            Self.frame(region, in: &pixels, width: size.width, height: size.height)
        }
        return RGBAImage(width: size.width, height: size.height, pixels: pixels)
    }

    /// Draws a 1-pixel blue frame 2 pixels outside `region`, clipped to the picture.
    private static func frame(_ region: Rectangle, in pixels: inout [UInt8], width: Int, height: Int) {
        let (left, top) = (region.x - 2, region.y - 2)
        let (right, bottom) = (region.x + region.width + 1, region.y + region.height + 1)
        func paint(_ x: Int, _ y: Int) {
            guard (0..<width).contains(x), (0..<height).contains(y) else { return }
            let offset = (y * width + x) * 4
            (pixels[offset], pixels[offset + 1], pixels[offset + 2], pixels[offset + 3]) = (0, 90, 255, 255)
        }
        for x in left...right {
            paint(x, top)
            paint(x, bottom)
        }
        for y in top...bottom {
            paint(left, y)
            paint(right, y)
        }
    }
}
#endif
