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
    /// UIKit's `gray`: 50 % white.
    public static let gray = Color(red: 0.5, green: 0.5, blue: 0.5)
    /// UIKit's `darkGray`: 33 % white.
    public static let darkGray = Color(red: 1 / 3, green: 1 / 3, blue: 1 / 3)
    /// UIKit's `lightGray`: 67 % white.
    public static let lightGray = Color(red: 2 / 3, green: 2 / 3, blue: 2 / 3)
    /// UIKit's `red`.
    public static let red = Color(red: 1, green: 0, blue: 0)
    /// UIKit's `green`.
    public static let green = Color(red: 0, green: 1, blue: 0)
    /// UIKit's `blue`.
    public static let blue = Color(red: 0, green: 0, blue: 1)
    /// UIKit's `cyan`.
    public static let cyan = Color(red: 0, green: 1, blue: 1)
    /// UIKit's `yellow`.
    public static let yellow = Color(red: 1, green: 1, blue: 0)
    /// UIKit's `magenta`.
    public static let magenta = Color(red: 1, green: 0, blue: 1)
    /// UIKit's `orange`.
    public static let orange = Color(red: 1, green: 0.5, blue: 0)
    /// UIKit's `purple`.
    public static let purple = Color(red: 0.5, green: 0, blue: 0.5)
    /// UIKit's `brown`.
    public static let brown = Color(red: 0.6, green: 0.4, blue: 0.2)
    /// UIKit's `systemBlue` in the light appearance, the default tint.
    public static let systemBlue = Color(red255: 0, green: 122, blue: 255)
    /// UIKit's `systemRed` in the light appearance.
    public static let systemRed = Color(red255: 255, green: 59, blue: 48)
    /// UIKit's `systemGreen` in the light appearance.
    public static let systemGreen = Color(red255: 52, green: 199, blue: 89)
    /// UIKit's `systemGray` in the light appearance.
    public static let systemGray = Color(red255: 142, green: 142, blue: 147)
    /// UIKit's `label` in the light appearance: black.
    public static let label = Color(red: 0, green: 0, blue: 0)
    /// UIKit's `systemBackground` in the light appearance: white.
    public static let systemBackground = Color(red: 1, green: 1, blue: 1)

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
