/// How far a new snapshot may stray from its reference and still match.
///
/// Three bounds, all of which must hold:
/// - ``perChannel``: a pixel counts as changed only when a channel moved by more than this many
///   levels, so antialiasing a level or two apart, or another PNG encoder, changes nothing.
/// - ``maximumRegionSize``: every changed region (changed pixels closer than
///   ``PixelDifference/joiningDistance`` to each other, as one rectangle) must fit in a square of
///   this side. A changed word is a region as tall as its text and as wide as the word, so it
///   fails at every text size and on any screen size; stray noise, a pixel or two, passes.
/// - ``differingFraction``: the share of all pixels that may change, which bounds many small
///   changes spread over the screen.
///
/// A share alone, like swift-snapshot-testing's `precision`, grows with the screen: 0.1 % of a
/// 360 × 440 window is 158 pixels, more than a short word at small sizes, so a one-word change
/// passed. Its `perceptualPrecision` is a per-pixel threshold in a perceptual colour space; the
/// per-channel threshold plays that part here, for pictures drawn by one rasterizer (the kit fixes
/// GTK's renderer and font rendering), where a change is a change of shape, not of colour.
public struct PixelTolerance: Hashable, Sendable, CustomStringConvertible {
    /// The most a channel (red, green, blue or alpha, 0…255) may differ for a pixel to count as
    /// the same.
    public var perChannel: UInt8
    /// The widest and tallest, in pixels, a region of changed pixels may be; 0 allows none.
    public var maximumRegionSize: Int {
        didSet { maximumRegionSize = max(maximumRegionSize, 0) }
    }
    /// The share of pixels (0…1) that may differ by more than ``perChannel``.
    public var differingFraction: Double {
        didSet { differingFraction = Self.clamped(differingFraction) }
    }

    /// Exact: every byte the same.
    public static let exact = PixelTolerance(perChannel: 0, maximumRegionSize: 0, differingFraction: 0)
    /// What the kit uses by default: 16 levels a channel, changed regions of at most 3 × 3
    /// pixels, on at most one pixel in a thousand.
    public static let `default` = PixelTolerance()

    /// Creates a tolerance; values out of range are clamped (`maximumRegionSize` to 0 or more,
    /// `differingFraction` to 0…1, NaN to 0).
    public init(perChannel: UInt8 = 16, maximumRegionSize: Int = 3, differingFraction: Double = 0.001) {
        self.perChannel = perChannel
        self.maximumRegionSize = max(maximumRegionSize, 0)
        self.differingFraction = Self.clamped(differingFraction)
    }

    /// A share in 0…1; NaN, which would make every comparison fail or pass, is 0.
    private static func clamped(_ fraction: Double) -> Double {
        fraction.isNaN ? 0 : min(max(fraction, 0), 1)
    }

    /// For example `16 levels, regions up to 3×3 px, 0.1 % of pixels`.
    public var description: String {
        "\(perChannel) levels, regions up to \(maximumRegionSize)×\(maximumRegionSize) px, "
            + "\((differingFraction * 1000).rounded() / 10) % of pixels"
    }
}
