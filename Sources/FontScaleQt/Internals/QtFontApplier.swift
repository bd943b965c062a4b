#if Qt
import HeadlessUI

/// Gives Qt widgets the fonts the tree (or the type ramp) resolved, in the app's own face: each
/// font file is registered once with Qt's font database (per QApplication, however many hosts),
/// and the family Qt knows it by is asked for. Shared by ``QtHost`` and ``QtTextStyles``, so both
/// draw a font the same way.
@MainActor
final class QtFontApplier {
    /// Gives a widget a rendered font: its pixel size (one point to one pixel, rounded to a whole
    /// pixel: `QFont` holds whole pixel sizes and Qt draws no other), weight (Bold Text included)
    /// and small capitals, in the family Qt registered the face's file under.
    func apply(_ font: RenderedFont, to widget: QtWidgetHandle) {
        Qt.setFont(
            family: family(for: font), pixelSize: font.pointSize, weight: font.weight.openTypeWeight,
            smallCaps: font.isSmallCaps, of: widget)
    }

    /// Gives many widgets one rendered font (a text style's), as ``apply(_:to:)`` gives one.
    func apply(_ font: RenderedFont, to widgets: [QtWidgetHandle]) {
        Qt.setFonts(
            family: family(for: font), pixelSize: font.pointSize, weight: font.weight.openTypeWeight,
            smallCaps: font.isSmallCaps, of: widgets)
    }

    /// The family to ask Qt for: the one it registered the face's file under, else the tree's.
    func family(for font: RenderedFont) -> String {
        guard let path = font.filePath else { return font.family }
        // Asked for every label a change restyles, of a handful of files: each is asked of Qt once
        // (Qt registers a file once per QApplication, which outlives every applier).
        if let known = registeredFamilies[path] { return known ?? font.family }
        let registered = Qt.addApplicationFont(path)
        registeredFamilies[path] = .some(registered)
        return registered ?? font.family
    }

    /// The family Qt registered each font file under (`nil`: it refused the file).
    private var registeredFamilies: [String: String?] = [:]
}
#endif
