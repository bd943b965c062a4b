/// How far a new snapshot may stray from its reference and still match: antialiasing and
/// hinting move a few pixels by a few levels between machines, a real change moves many.
public struct PixelTolerance: Hashable, Sendable, CustomStringConvertible {
    /// The most a channel (red, green, blue or alpha, 0…255) may differ for a pixel to count as
    /// the same.
    public var perChannel: UInt8
    /// The share of pixels (0…1) that may differ by more than ``perChannel``.
    public var differingFraction: Double

    /// Exact: every byte the same.
    public static let exact = PixelTolerance(perChannel: 0, differingFraction: 0)
    /// What the kit uses by default: 16 levels a channel, on at most one pixel in a thousand.
    public static let `default` = PixelTolerance(perChannel: 16, differingFraction: 0.001)

    /// Creates a tolerance; values out of range are clamped (`differingFraction` to 0…1).
    public init(perChannel: UInt8, differingFraction: Double) {
        self.perChannel = perChannel
        self.differingFraction = differingFraction.isNaN ? 0 : min(max(differingFraction, 0), 1)
    }

    /// For example `16 levels, 0.1 % of pixels`.
    public var description: String {
        "\(perChannel) levels, \((differingFraction * 1000).rounded() / 10) % of pixels"
    }
}
