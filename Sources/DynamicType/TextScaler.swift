/// Maps a font size (or any length that should grow with text) to its size at the user's text
/// size: the seam for toolkits and self-drawn text.
///
/// Terminals, editors and canvases draw their own text at sizes that are not the ramp's, and
/// scale icons and padding with it. A scaler answers for any point size, with one of three
/// curves:
///
/// - ``typeRamp(_:)``: Apple's per-style ramp at a category. A size equal to a text style's
///   default size becomes that style's size at the category (17 → 53 at AX5); a size between two
///   styles' defaults is interpolated between their scaled sizes; below caption 2 and above the
///   large title it scales by that style's ratio. Small text grows more than titles, as on iOS.
///   ``typeRamp(textScale:)`` is the same curve at a desktop's continuous factor, between the
///   categories around it (``TypeRamp/entry(for:atTextScale:)``): 17 → 17 × the factor.
/// - ``linear(_:)``: every size times one factor, as GTK and libadwaita scale.
/// - ``nonLinear(_:)``: Android 14's curve (`FontScaleConverter`), which grows small text by the
///   full factor and large text less (at 2.0×: 8 → 16, 14 → 26, 30 → 38, 100 → 100).
///
/// Each can be clamped (``clamped(minimumScaleFactor:maximumScaleFactor:)``), as Flutter's
/// `TextScaler.clamp` does: the ratio of output to input stays inside the range.
///
/// ```swift
/// let scaler = TextScaler.typeRamp(.accessibilityMedium)
/// let body = scaler.scale(17)                  // 28: body at AX1
/// let terminal = scaler.scale(14)              // a terminal's 14 pt, between footnote and subhead
/// let android = TextScaler.nonLinear(2).scale(14)    // 26
/// ```
public struct TextScaler: Hashable, Sendable {
    enum Curve: Hashable, Sendable {
        case typeRamp(ContentSizeCategory)
        case typeRampAtTextScale(Double)
        case linear(Double)
        case nonLinear(Double)
    }

    let curve: Curve
    /// The smallest ratio of a scaled size to its input; `nil` for none.
    public private(set) var minimumScaleFactor: Double?
    /// The largest ratio of a scaled size to its input; `nil` for none.
    public private(set) var maximumScaleFactor: Double?

    init(curve: Curve) {
        self.curve = curve
    }

    /// Apple's per-style ramp at a category; ``ContentSizeCategory/unspecified`` scales as large.
    public static func typeRamp(_ category: ContentSizeCategory) -> TextScaler {
        TextScaler(curve: .typeRamp(category.resolved))
    }

    /// Apple's per-style ramp at a continuous text-scale factor, as a Linux desktop sets one
    /// (GNOME's `text-scaling-factor`): body's 17 becomes 17 × the factor, and each style's
    /// default size its size on the ramp's curve there. At a category's own factor
    /// (``ContentSizeCategory/textScale``) it is ``typeRamp(_:)`` at that category. A factor that
    /// is not finite and positive scales as 1.
    public static func typeRamp(textScale factor: Double) -> TextScaler {
        TextScaler(curve: .typeRampAtTextScale(Self.usable(factor)))
    }

    /// One factor for every size. A factor that is not finite and positive scales by 1.
    public static func linear(_ factor: Double) -> TextScaler {
        TextScaler(curve: .linear(Self.usable(factor)))
    }

    /// Android 14's non-linear curve for a font-scale factor; at factors up to 1.13 and above 2.0
    /// it is linear, as on Android. A factor that is not finite and positive scales by 1.
    public static func nonLinear(_ factor: Double) -> TextScaler {
        TextScaler(curve: .nonLinear(Self.usable(factor)))
    }

    /// No scaling at all.
    public static let noScaling = TextScaler.linear(1)

    /// This scaler with the ratio of output to input kept within a range. A bound that is not
    /// finite and positive places no limit; when the minimum exceeds the maximum, the maximum
    /// wins, as with content size limits.
    public func clamped(minimumScaleFactor: Double? = nil, maximumScaleFactor: Double? = nil) -> TextScaler {
        var copy = self
        copy.minimumScaleFactor = minimumScaleFactor.flatMap { $0.isFinite && $0 > 0 ? $0 : nil }
        copy.maximumScaleFactor = maximumScaleFactor.flatMap { $0.isFinite && $0 > 0 ? $0 : nil }
        return copy
    }

    /// The size `size` becomes. Negative sizes scale as their magnitude and keep their sign;
    /// zero and non-finite sizes come back unchanged.
    public func scale(_ size: Double) -> Double {
        guard size.isFinite, size != 0 else { return size }
        let magnitude = abs(size)
        var scaled = unclamped(magnitude)
        if let minimumScaleFactor { scaled = max(scaled, magnitude * minimumScaleFactor) }
        if let maximumScaleFactor { scaled = min(scaled, magnitude * maximumScaleFactor) }
        return size < 0 ? -scaled : scaled
    }

    /// The ratio of the scaled size to `size`: what a one-factor toolkit would need for it.
    public func scaleFactor(for size: Double) -> Double {
        guard size.isFinite, size != 0 else { return 1 }
        return scale(size) / size
    }

    private func unclamped(_ size: Double) -> Double {
        switch curve {
        case .linear(let factor):
            return size * factor
        case .typeRamp(let category):
            return Self.interpolate(size, through: Self.rampPoints { $0.pointSize(at: category) })
        case .typeRampAtTextScale(let factor):
            return Self.interpolate(
                size, through: Self.rampPoints { TypeRamp.iOS.entry(for: $0, atTextScale: factor).pointSize })
        case .nonLinear(let factor):
            guard let table = Self.androidTable(for: factor) else { return size * factor }
            return Self.interpolate(size, through: table)
        }
    }

    private static func usable(_ factor: Double) -> Double {
        factor.isFinite && factor > 0 ? factor : 1
    }

    /// Piecewise-linear through `points` (sorted by input), from the origin below the first point
    /// and by the last point's ratio beyond it, as Android's `FontScaleConverter` does.
    static func interpolate(_ size: Double, through points: [(from: Double, to: Double)]) -> Double {
        guard let last = points.last else { return size }
        if size >= last.from { return size * last.to / last.from }
        var previous = (from: 0.0, to: 0.0)
        for point in points {
            if size == point.from { return point.to }
            if size < point.from {
                let t = (size - previous.from) / (point.from - previous.from)
                return previous.to + t * (point.to - previous.to)
            }
            previous = point
        }
        return size * last.to / last.from
    }

    /// Each published style's default size and its scaled size (`scaled`), one point per
    /// distinct default size (headline and body share 17), smallest first. The first point is
    /// scaled by its own ratio from the origin, so sizes below caption 2 keep caption 2's ratio.
    static func rampPoints(_ scaled: (TextStyle) -> Double) -> [(from: Double, to: Double)] {
        var points: [(from: Double, to: Double)] = []
        for style in TextStyle.publishedCases.reversed() {
            let from = style.pointSize(at: .large)
            guard points.last?.from != from else { continue }
            points.append((from, scaled(style)))
        }
        return points.sorted { $0.from < $1.from }
    }
}
