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

    /// The reference's size.
    public var referenceSize: Size
    /// The new picture's size.
    public var newSize: Size
    /// The pixels whose largest channel difference is above the tolerance's; 0 when the sizes
    /// differ, which is a mismatch of its own.
    public var differingPixels: Int
    /// The largest channel difference found.
    public var largestChannelDifference: Int

    /// Compares two pictures under a tolerance's per-channel threshold.
    public init(reference: RGBAImage, new: RGBAImage, tolerance: PixelTolerance) {
        referenceSize = Size(width: reference.width, height: reference.height)
        newSize = Size(width: new.width, height: new.height)
        var differing = 0
        var largest = 0
        if referenceSize == newSize {
            let (old, new) = (reference.pixels, new.pixels)
            for offset in stride(from: 0, to: old.count, by: 4) {
                var worst = 0
                for channel in 0..<4 {
                    worst = max(worst, abs(Int(old[offset + channel]) - Int(new[offset + channel])))
                }
                largest = max(largest, worst)
                if worst > Int(tolerance.perChannel) { differing += 1 }
            }
        }
        differingPixels = differing
        largestChannelDifference = largest
    }

    /// Whether the pictures match under `tolerance`.
    public func matches(_ tolerance: PixelTolerance) -> Bool {
        referenceSize == newSize
            && Double(differingPixels) <= tolerance.differingFraction
                * Double(referenceSize.width * referenceSize.height)
    }

    /// For example `312 of 329160 pixels differ (largest channel difference 255)`.
    public var description: String {
        guard referenceSize == newSize else { return "sizes differ: reference \(referenceSize), new \(newSize)" }
        let total = referenceSize.width * referenceSize.height
        return "\(differingPixels) of \(total) pixels differ (largest channel difference \(largestChannelDifference))"
    }
}
#endif
