import DesktopSettings

extension DesktopTextSize {
    /// The size alone, for tests about the text size: the fonts set to the fallback, so a
    /// comparison does not depend on the fonts the test's desktop names.
    var ignoringFonts: DesktopTextSize {
        var size = self
        size.fonts = .fallback
        return size
    }

    /// This reading without GNOME's among what it overrules: where the `gsettings` tool is, GNOME's
    /// reading arrives late on a busy machine (its own process), so a test of the order of the
    /// other sources leaves it out.
    var ignoringGNOME: DesktopTextSize {
        var size = self
        size.overruled.removeAll { $0.source == .gnome }
        return size
    }
}
