import DesktopSettings

extension DesktopTextSize {
    /// The size alone, for tests about the text size: the fonts set to the fallback, so a
    /// comparison does not depend on the fonts the test's desktop names.
    var ignoringFonts: DesktopTextSize {
        var size = self
        size.fonts = .fallback
        return size
    }
}
