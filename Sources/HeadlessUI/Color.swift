/// An sRGB colour with alpha, each component 0…1.
public struct Color: Hashable, Sendable, CustomStringConvertible {
    /// Red, 0…1.
    public var red: Double
    /// Green, 0…1.
    public var green: Double
    /// Blue, 0…1.
    public var blue: Double
    /// Opacity, 0…1.
    public var alpha: Double

    /// Creates a colour; components are clamped to 0…1 and NaN reads as 0.
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        func clamp(_ value: Double) -> Double { value.isNaN ? 0 : min(max(value, 0), 1) }
        self.red = clamp(red)
        self.green = clamp(green)
        self.blue = clamp(blue)
        self.alpha = clamp(alpha)
    }

    /// Creates a colour from 8-bit components, as the sample apps write them (`rgb(234, 46, 73)`).
    public init(red255 red: Int, green: Int, blue: Int, alpha: Double = 1) {
        self.init(red: Double(red) / 255, green: Double(green) / 255, blue: Double(blue) / 255, alpha: alpha)
    }

    /// White.
    public static let white = Color(red: 1, green: 1, blue: 1)
    /// Black.
    public static let black = Color(red: 0, green: 0, blue: 0)
    /// Fully transparent.
    public static let clear = Color(red: 0, green: 0, blue: 0, alpha: 0)

    /// Perceived brightness, 0…1, with the Rec. 601 luma weights (0.299, 0.587, 0.114).
    public var brightness: Double { 0.299 * red + 0.587 * green + 0.114 * blue }

    /// Whether text drawn over this colour should be dark: brightness above 0.5.
    public var isBright: Bool { brightness > 0.5 }

    /// The complementary colour (each component subtracted from 1), same alpha.
    public func inverse() -> Color { Color(red: 1 - red, green: 1 - green, blue: 1 - blue, alpha: alpha) }

    /// `rgba(r, g, b, a)` with 8-bit components.
    public var description: String {
        "rgba(\(Int((red * 255).rounded())), \(Int((green * 255).rounded())), \(Int((blue * 255).rounded())), \(alpha))"
    }
}
