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

    /// `kcmfonts` text, decoded as the reader decodes it, for the forced font DPI under both
    /// keys; a factor it gives must be within GNOME's range.
    package static func kcmfonts(_ bytes: [UInt8]) -> Double? {
        guard let text = String(validating: bytes, as: UTF8.self) else { return nil }
        var first: Double?
        for key in [KDEFontDPI.x11Key, KDEFontDPI.waylandKey] {
            guard case .factor(let factor) = KDEFontDPI.reading(ofKCMFonts: text, key: key) else { continue }
            precondition(
                textScaleRange.contains(factor), "the forced DPI's factor \(factor) is outside \(textScaleRange)")
            first = first ?? factor
        }
        return first
    }

    /// A `RESOURCE_MANAGER` value, as the X server hands it over, for `Xft.dpi`; a factor it
    /// gives must be within GNOME's range.
    package static func xResources(_ bytes: [UInt8]) -> Double? {
        guard case .factor(let factor) = XResourcesDPI.reading(ofProperty: bytes) else { return nil }
        precondition(textScaleRange.contains(factor), "Xft.dpi's factor \(factor) is outside \(textScaleRange)")
        return factor
    }

    /// What an X server sends, as the reader decodes it: the setup answer, then, when it
    /// accepted the connection, every message after it (a `GetProperty` reply's value read as the X resources), and the same bytes as an
    /// `.Xauthority` file. Returns how many messages were decoded.
    package static func xMessages(_ bytes: [UInt8]) -> Int {
        _ = XAuthority.cookie(in: bytes, display: 0, hostname: "host")
        _ = XDisplayName(String(decoding: bytes.prefix(32), as: UTF8.self))
        // As the reader does: messages only after a setup answer that accepted the connection.
        guard case .accepted(_, let length) = XProtocol.setup(bytes) else { return 0 }
        var rest = bytes[length...]
        var count = 0
        while case .success(let (message, length))? = XProtocol.message(in: rest) {
            precondition(length > 0 && length <= rest.count, "a message of \(length) bytes in \(rest.count)")
            if case .reply(_, let reply) = message { _ = xResources(XProtocol.propertyString(reply: reply) ?? []) }
            rest = rest.dropFirst(length)
            count += 1
        }
        return count
    }

    /// A Pango font description (GNOME's `font-name`, `FONTSCALE_SYSTEM_FONT`), decoded as the
    /// readers decode it; a font it gives is checked against `DesktopFont.pointSizeRange` and
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
