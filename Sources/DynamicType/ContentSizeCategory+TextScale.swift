extension ContentSizeCategory {
    /// The continuous text-scale factor of this category: its body size divided by 17.
    ///
    /// ``large`` (and ``unspecified``) is 1.0; ``extraSmall`` is 14/17 ≈ 0.824;
    /// ``accessibilityExtraExtraExtraLarge`` is 53/17 ≈ 3.118. This is the number a Linux desktop
    /// stores as its text-scaling factor (GNOME's "Large Text" is 1.25).
    public var textScale: Double {
        TypeRamp.iOS.entry(for: .body, at: self).pointSize / Self.defaultBodySize
    }

    /// The category nearest to a continuous text-scale factor.
    ///
    /// The factor is compared with each category's ``textScale`` in log space, so that 1.25
    /// (GNOME "Large Text") maps to ``extraExtraLarge`` and 2.0 to ``accessibilityLarge``. Between
    /// two neighbours `a < b` the boundary is their geometric mean: a factor `f` maps to `b` when
    /// `f × f ≥ a × b`, so **an exact tie goes to the larger category**, the one that keeps text
    /// readable. Factors below 14/17 clamp to ``extraSmall``, above 53/17 to
    /// ``accessibilityExtraExtraExtraLarge``; zero and negative factors clamp to ``extraSmall``.
    ///
    /// - Throws: ``DynamicTypeError/invalidTextScale(_:)`` for NaN and infinities.
    public init(textScale factor: Double) throws(DynamicTypeError) {
        guard factor.isFinite else { throw .invalidTextScale(factor) }
        let categories = Self.allCases
        for (smaller, larger) in zip(categories, categories.dropFirst()) {
            if factor * factor < smaller.textScale * larger.textScale || factor <= 0 {
                self = smaller
                return
            }
        }
        self = .accessibilityExtraExtraExtraLarge
    }

    /// The body point size at ``large``, the reference for ``textScale``.
    public static let defaultBodySize = 17.0
}
