#if Qt
/// Qt's application font (`QApplication::font`): the one font Qt scales by itself, which a
/// desktop's platform theme sets (KDE's from `kdeglobals`) and every widget without a font of its
/// own follows. FontScale's styled widgets have fonts of their own, so they keep their ramp sizes.
@MainActor
public enum QtApplicationFont {
    /// The point size; setting it restyles every widget that follows the application font, as
    /// a desktop change does. Does nothing before a QApplication exists, or for a size outside
    /// 0…10,000.
    public static var pointSize: Double {
        get { Qt.applicationFont.pointSize }
        set { Qt.setApplicationFontPointSize(newValue) }
    }

    /// The family.
    public static var family: String { Qt.applicationFont.family }
}
#endif
