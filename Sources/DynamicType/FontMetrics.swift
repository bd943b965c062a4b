/// Scales custom font sizes and layout values along a text style's Dynamic Type curve.
///
/// The counterpart of UIKit's `UIFontMetrics`. A metrics object for a style scales any value by
/// the ratio of the style's size at the requested category to its size at
/// ``ContentSizeCategory/large``:
///
/// ```
/// scaled = value × size(style, category) ÷ size(style, .large)
/// ```
///
/// So a value equal to the style's default size reproduces the ``TypeRamp`` exactly at every
/// category (a 17 pt body font becomes 53 pt at AX5), and any other value scales in proportion,
/// without rounding (a 20 pt brand font set against body becomes 20 × 53 ÷ 17 ≈ 62.35 pt).
///
/// ```swift
/// let metrics = FontMetrics(forTextStyle: .headline)
/// let size = metrics.scaledValue(for: 18, compatibleWith: .accessibilityMedium)
/// ```
public struct FontMetrics: Hashable, Sendable {
    /// The text style whose curve this object scales along.
    public let textStyle: TextStyle

    /// Creates a metrics object that scales along a text style's curve.
    public init(forTextStyle textStyle: TextStyle) {
        self.textStyle = textStyle
    }

    /// A metrics object for ``TextStyle/body``, the curve UIKit uses by default.
    public static let `default` = FontMetrics(forTextStyle: .body)

    /// The factor applied at a category: size at `category` over size at large.
    public func scaleFactor(compatibleWith category: ContentSizeCategory) -> Double {
        textStyle.pointSize(at: category) / textStyle.pointSize(at: .large)
    }

    /// The factor applied at a continuous text-scale factor (1 is ``ContentSizeCategory/large``):
    /// the style's size on Apple's curve at `textScale` (``TypeRamp/entry(for:atTextScale:)``)
    /// over its size at large. At a category's own factor it is ``scaleFactor(compatibleWith:)``.
    public func scaleFactor(atTextScale textScale: Double) -> Double {
        TypeRamp.iOS.entry(for: textStyle, atTextScale: textScale).pointSize / textStyle.pointSize(at: .large)
    }

    /// Scales a layout value for a continuous text-scale factor, as a desktop sets one, along the
    /// style's curve between the categories around it; at a category's own factor
    /// (``ContentSizeCategory/textScale``) it is ``scaledValue(for:compatibleWith:)`` exactly. A
    /// factor that is not finite and positive reads as 1.
    ///
    /// ```swift
    /// let padding = FontMetrics.default.scaledValue(for: 8, atTextScale: 1.5)  // 12
    /// ```
    public func scaledValue(for value: Double, atTextScale textScale: Double) -> Double {
        value * TypeRamp.iOS.entry(for: textStyle, atTextScale: textScale).pointSize / textStyle.pointSize(at: .large)
    }

    /// Scales a font size for a continuous text-scale factor, optionally capped; see
    /// ``scaledValue(for:atTextScale:)`` and ``scaledPointSize(for:compatibleWith:maximumPointSize:)``.
    public func scaledPointSize(
        for pointSize: Double, atTextScale textScale: Double, maximumPointSize: Double = 0
    ) -> Double {
        let scaled = scaledValue(for: pointSize, atTextScale: textScale)
        guard maximumPointSize > 0 else { return scaled }
        return min(scaled, maximumPointSize)
    }

    /// Scales a layout value (a padding, a constraint constant) for a category.
    ///
    /// - Parameters:
    ///   - value: The value at the default size category.
    ///   - category: The category to scale for; ``ContentSizeCategory/unspecified`` scales as large.
    /// - Returns: The scaled value, unrounded.
    public func scaledValue(for value: Double, compatibleWith category: ContentSizeCategory) -> Double {
        // Multiply before dividing: at the default size the product is exact and so is the
        // quotient, which keeps the ramp's whole points whole.
        value * textStyle.pointSize(at: category) / textStyle.pointSize(at: .large)
    }

    /// Scales a font size for a category, optionally capped.
    ///
    /// - Parameters:
    ///   - pointSize: The font size at the default size category.
    ///   - category: The category to scale for.
    ///   - maximumPointSize: The largest size to return; 0 (the default), a negative number or NaN
    ///     means no limit, as in UIKit.
    /// - Returns: The scaled size, no larger than `maximumPointSize` when one is given.
    public func scaledPointSize(
        for pointSize: Double,
        compatibleWith category: ContentSizeCategory,
        maximumPointSize: Double = 0
    ) -> Double {
        let scaled = scaledValue(for: pointSize, compatibleWith: category)
        guard maximumPointSize > 0 else { return scaled }
        return min(scaled, maximumPointSize)
    }
}
