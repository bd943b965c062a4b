/// Which OpenType small-caps features a face has, read from its `GSUB` table.
///
/// fontconfig cannot answer this (its `capability` lists script tags only), so FontScale reads the
/// table itself, per face: within one family, one weight may have small caps and another not.
public struct SmallCapsSupport: Hashable, Sendable {
    /// The face has `smcp` (lowercase to small capitals).
    public var lowercaseToSmallCaps: Bool
    /// The face has `c2sc` (capitals to small capitals).
    public var uppercaseToSmallCaps: Bool

    /// Creates a support record.
    public init(lowercaseToSmallCaps: Bool, uppercaseToSmallCaps: Bool) {
        self.lowercaseToSmallCaps = lowercaseToSmallCaps
        self.uppercaseToSmallCaps = uppercaseToSmallCaps
    }
}

/// How a small-caps variant is drawn: with the face's own glyphs, or synthesized by scaling
/// capitals.
///
/// ``Kind-swift.struct/native`` when the face has `smcp`: a renderer enables the `smcp` feature
/// (and `c2sc` for all-small-caps when ``SmallCapsSupport/uppercaseToSmallCaps`` is set).
/// Otherwise ``Kind-swift.struct/synthesized``: draw capitals scaled by ``scale``, which is the
/// face's x-height divided by its cap height, as Pango does, or 0.8 when either is only an
/// estimate.
public struct SmallCapsVariant: Hashable, Sendable {
    /// Native or synthesized.
    public var kind: Kind
    /// The factor to scale capitals by when synthesizing; 1 for native small caps.
    public var scale: Double

    /// The way small capitals are produced.
    public struct Kind: Hashable, Sendable, CustomStringConvertible {
        let name: String
        /// The face's own `smcp` glyphs.
        public static let native = Kind(name: "native")
        /// Capitals scaled down by ``SmallCapsVariant/scale``.
        public static let synthesized = Kind(name: "synthesized")
        /// `native` or `synthesized`.
        public var description: String { name }
    }

    /// The scale used when x-height or cap height is unknown.
    public static let fallbackScale = 0.8

    /// The variant for a face with the given support and metrics.
    public init(support: SmallCapsSupport, metrics: FaceMetrics) {
        if support.lowercaseToSmallCaps {
            self.kind = .native
            self.scale = 1
        } else {
            self.kind = .synthesized
            let known =
                metrics.capHeightSource != .estimate && metrics.xHeightSource != .estimate
                && metrics.capHeight > 0 && metrics.xHeight > 0
            self.scale = known ? Double(metrics.xHeight) / Double(metrics.capHeight) : Self.fallbackScale
        }
    }
}
