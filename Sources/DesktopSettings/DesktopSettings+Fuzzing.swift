import DynamicType

/// Entry points into the parsers DesktopSettings wrote itself, for the fuzz targets in
/// `Sources/FontScaleFuzz` and for tests that replay the seed corpus.
///
/// `package`, not `public`: test hooks, as swift-collections' `Deque+Testing.swift` has them.
/// Each takes arbitrary bytes and must return, never trap.
package enum DesktopSettingsFuzzing {
    /// A GVDB file (a dconf database or `gschemas.compiled`): the root table, a nested table, a
    /// database value and a schema entry, as reading `text-scaling-factor` looks them up.
    package static func gvdb(_ bytes: [UInt8]) -> Double? {
        guard let table = GVDBTable(file: bytes) else { return nil }
        _ = table.table(".locks")?.hasValue("/org/gnome/desktop/interface/text-scaling-factor")
        _ = table.table("org.gnome.desktop.interface")?.double("text-scaling-factor")
        if case .double(let value) = table.value("/org/gnome/desktop/interface/text-scaling-factor") { return value }
        return nil
    }

    /// `kdeglobals` text, decoded as the reader decodes it, for the `[General] font` size.
    package static func kdeglobals(_ bytes: [UInt8]) -> Double? {
        guard let text = String(validating: bytes, as: UTF8.self) else { return nil }
        if case .factor(let factor) = KDEGlobals.factor(fromKDEGlobals: text, referencePointSize: 10) { return factor }
        return nil
    }

    /// A Pango font description (GNOME's `font-name`, `FONTSCALE_SYSTEM_FONT`), decoded as the
    /// readers decode it; a font it gives is checked against ``DesktopFont/pointSizeRange`` and
    /// carried on to where a size goes next (its description and the ramp it anchors).
    package static func pangoDescription(_ bytes: [UInt8]) -> DesktopFont? {
        checked(DesktopFont(pangoDescription: String(decoding: bytes, as: UTF8.self)))
    }

    /// A serialized `QFont` (KDE's `[General] font`), decoded as the readers decode it, into a
    /// font and into KDE's factor, each checked as ``pangoDescription(_:)`` checks its font.
    package static func qtFont(_ bytes: [UInt8]) -> DesktopFont? {
        let text = String(decoding: bytes, as: UTF8.self)
        if case .factor(let factor) = KDEGlobals.factor(fromFont: text, referencePointSize: 10) {
            precondition(textScaleRange.contains(factor), "KDE's factor \(factor) is outside \(textScaleRange)")
        }
        return checked(DesktopFont(qtFont: text))
    }

    /// `font`, after trapping if its size is outside the documented range, the fuzzer's finding.
    private static func checked(_ font: DesktopFont?) -> DesktopFont? {
        guard let font else { return nil }
        precondition(DesktopFont.pointSizeRange.contains(font.pointSize), "\(font.pointSize) pt is outside the range")
        _ = font.description
        _ = TypeRamp.desktop(interfaceFontPointSize: font.pointSize).description
        return font
    }
}
