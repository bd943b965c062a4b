import DynamicType

/// One source's factor, as the resolver weighed it: for ``DesktopTextSize/overruled``, the
/// sources that had a usable value different from the one that decided.
public struct TextSizeReading: Hashable, Sendable, CustomStringConvertible {
    /// The source.
    public var source: TextSizeSource
    /// Its factor (1.0 = large), clamped to 0.5–3.0.
    public var textScale: Double

    /// Creates a value.
    public init(source: TextSizeSource, textScale: Double) {
        self.source = source
        self.textScale = textScale
    }

    /// For example `xft-dpi 1.25`.
    public var description: String { "\(source) \(textScale.compactDescription)" }
}
