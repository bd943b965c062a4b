import DynamicType
import SystemFonts

// The pattern's semantic fonts live with the bars and buttons that use them, not in SystemFonts.
extension FontEnvironment {
    /// The bar button item font: the app font at 17 pt, not scaled.
    public var navigationItemFont: Font { Font.appFont(ofSize: 17, in: self) }

    /// The navigation bar title font: the app font for `TextStyle.headline` at the
    /// current category.
    public var navigationBarTitleFont: Font { Font.appFont(for: .headline, in: self) }

    /// The button font: the app font at 17 pt.
    public var buttonFont: Font { Font.appFont(ofSize: 17, in: self) }
}

extension Font {
    /// The bar button item font of the shared environment: the app font at 17 pt.
    public static var navigationItemFont: Font { FontEnvironment.shared.navigationItemFont }
    /// The navigation bar title font of the shared environment: the app font for headline.
    public static var navigationBarTitleFont: Font { FontEnvironment.shared.navigationBarTitleFont }
    /// The button font of the shared environment: the app font at 17 pt.
    public static var buttonFont: Font { FontEnvironment.shared.buttonFont }
}
