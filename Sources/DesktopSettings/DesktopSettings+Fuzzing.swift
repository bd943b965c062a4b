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
}
