extension Font {
    /// The standard size, in points, for labels: 17, UIKit's `labelFontSize` on iOS.
    public static let labelFontSize: Double = 17

    /// The standard size, in points, for button titles: 18, UIKit's `buttonFontSize` on iOS.
    public static let buttonFontSize: Double = 18

    /// The size, in points, of the standard system font: 14, UIKit's `systemFontSize` on iOS.
    public static let systemFontSize: Double = 14

    /// The size, in points, of the standard small system font: 12, UIKit's `smallSystemFontSize`
    /// on iOS.
    public static let smallSystemFontSize: Double = 12
}
