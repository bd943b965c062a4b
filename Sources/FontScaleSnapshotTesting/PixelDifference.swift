#if GTK
import FontScaleGTK

/// How two pictures differ, pixel by pixel: what a snapshot's failure message reports.
public struct PixelDifference: Hashable, Sendable, CustomStringConvertible {
    /// A picture's size in pixels.
    public struct Size: Hashable, Sendable, CustomStringConvertible {
        /// The width.
        public var width: Int
        /// The height.
        public var height: Int
        /// For example `390×844`.
        public var description: String { "\(width)×\(height)" }
    }

    /// A rectangle of a picture, in pixels from its top-left corner.
    public struct Rectangle: Hashable, Sendable, CustomStringConvertible {
        /// The left edge.
        public var x: Int
        /// The top edge.
        public var y: Int
        /// The width.
        public var width: Int
        /// The height.
        public var height: Int

        /// Creates a rectangle.
        public init(x: Int, y: Int, width: Int, height: Int) {
            (self.x, self.y, self.width, self.height) = (x, y, width, height)
        }

        /// For example `(x: 14, y: 52, width: 131, height: 23)`.
        public var description: String { "(x: \(x), y: \(y), width: \(width), height: \(height))" }
    }

    /// How close, in pixels, two changed pixels must be to belong to one region: one unchanged
    /// pixel between them still joins them, so a stroke that changed is one region, not specks.
    public static let joiningDistance = 2

    /// The reference's size.
    public var referenceSize: Size
    /// The new picture's size.
    public var newSize: Size
    /// The tolerance the pictures were compared under: its ``PixelTolerance/perChannel`` decided
    /// which pixels changed.
    public var tolerance: PixelTolerance
    /// The pixels whose largest channel difference is above the tolerance's; 0 when the sizes
    /// differ, which is a mismatch of its own.
    public var differingPixels: Int
    /// The largest channel difference found.
    public var largestChannelDifference: Int
    /// The changed regions: the bounding rectangles of changed pixels closer than
    /// ``joiningDistance`` to each other, overlapping ones merged; largest first.
    public var regions: [Rectangle]

    /// Compares two pictures under a tolerance's per-channel threshold.
    public init(reference: RGBAImage, new: RGBAImage, tolerance: PixelTolerance) {
        referenceSize = Size(width: reference.width, height: reference.height)
        newSize = Size(width: new.width, height: new.height)
        self.tolerance = tolerance
        var largest = 0
        var changed: [Bool] = []
        if referenceSize == newSize {
            let (old, new) = (reference.pixels, new.pixels)
            changed = Array(repeating: false, count: old.count / 4)
            for pixel in changed.indices {
                let offset = pixel * 4
                var worst = 0
                for channel in 0..<4 {
                    worst = max(worst, abs(Int(old[offset + channel]) - Int(new[offset + channel])))
                }
                largest = max(largest, worst)
                changed[pixel] = worst > Int(tolerance.perChannel)
            }
        }
        differingPixels = changed.count { $0 }
        largestChannelDifference = largest
        regions =
            differingPixels == 0
            ? [] : Self.regions(of: changed, width: referenceSize.width, joiningDistance: Self.joiningDistance)
    }

    /// The regions wider or taller than `tolerance` allows, largest first.
    public func regionsBeyond(_ tolerance: PixelTolerance) -> [Rectangle] {
        regions.filter { max($0.width, $0.height) > tolerance.maximumRegionSize }
    }

    /// Whether the pictures match under `tolerance`: the same size, no changed region larger
    /// than it allows, and no more changed pixels in all.
    ///
    /// Which pixels changed was decided by the tolerance given when comparing.
    public func matches(_ tolerance: PixelTolerance) -> Bool {
        referenceSize == newSize
            && regionsBeyond(tolerance).isEmpty
            && Double(differingPixels) <= tolerance.differingFraction
                * Double(referenceSize.width * referenceSize.height)
    }

    /// For example `312 of 158400 pixels differ (largest channel difference 255)`.
    public var description: String {
        guard referenceSize == newSize else { return "sizes differ: reference \(referenceSize), new \(newSize)" }
        let total = referenceSize.width * referenceSize.height
        return "\(differingPixels) of \(total) pixels differ (largest channel difference \(largestChannelDifference))"
    }
}
#endif
