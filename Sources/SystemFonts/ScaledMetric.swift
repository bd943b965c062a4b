import DynamicType

/// A length that grows with the user's text size, usable anywhere: SwiftUI's `@ScaledMetric`,
/// not bound to a view.
///
/// The value is scaled along a text style's curve (body unless `relativeTo:` names another) by
/// `FontMetrics`, at the category of a ``FontEnvironment``, read at each access.
/// HeadlessUI's `Application` keeps its environment's category in step with
/// `preferredContentSizeCategory`, so a metric follows every change, in a view, a renderer or a
/// plain function:
///
/// ```swift
/// struct Toolbar {
///     @ScaledMetric var iconSize = 24.0
///     @ScaledMetric(relativeTo: .caption1) var padding = 4.0
/// }
/// ```
///
/// `$iconSize.value(compatibleWith: .accessibilityMedium)` gives the value at any category.
@propertyWrapper
public struct ScaledMetric<Value: BinaryFloatingPoint & Sendable>: Sendable {
    /// The value at `ContentSizeCategory.large`.
    public let baseValue: Value
    /// The curve the value scales along.
    public let metrics: FontMetrics
    /// Where the current category is read.
    public let fontEnvironment: FontEnvironment

    /// A metric scaled along a text style's curve.
    ///
    /// - Parameters:
    ///   - wrappedValue: The value at the default category.
    ///   - textStyle: The style whose curve it follows; body by default, as in SwiftUI.
    ///   - environment: Where the category is read; the shared environment, which
    ///     `Application.shared` keeps in step, by default.
    public init(wrappedValue: Value, relativeTo textStyle: TextStyle = .body, in environment: FontEnvironment = .shared)
    {
        baseValue = wrappedValue
        metrics = FontMetrics(forTextStyle: textStyle)
        fontEnvironment = environment
    }

    /// The value at the environment's current text size: its category, at the continuous factor
    /// its type ramp is drawn at there (`TypeRamp.textScale(for:)`), so a metric grows with a
    /// desktop's factor as the ramp's text does.
    public var wrappedValue: Value {
        let (category, ramp) = (fontEnvironment.contentSizeCategory, fontEnvironment.typeRamp)
        return value(atTextScale: ramp.textScale(for: category))
    }

    /// The metric itself, for ``value(compatibleWith:)``.
    public var projectedValue: ScaledMetric<Value> { self }

    /// The value at a category.
    public func value(compatibleWith category: ContentSizeCategory) -> Value {
        Value(metrics.scaledValue(for: Double(baseValue), compatibleWith: category))
    }

    /// The value at a continuous text-scale factor (`FontMetrics.scaledValue(for:atTextScale:)`).
    public func value(atTextScale textScale: Double) -> Value {
        Value(metrics.scaledValue(for: Double(baseValue), atTextScale: textScale))
    }
}
