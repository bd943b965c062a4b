import Foundation
import Testing

// The families thrown at a window following a GNOME session: dconf on a private bus.
extension ChaosRun {
    /// What the GNOME families start from: `text-scaling-factor` and `font-name`, both away from
    /// their defaults, so a bad value that falls back to a default shows.
    public static let gnomeStart = (factor: 1.25, font: "Cantarell 12")

    /// How many families ``throwGNOMEFamilies(at:isolation:)`` throws: one restyle each.
    public static let gnomeFamilyCount = 6

    /// Sets where a GNOME run starts, before the window starts.
    public static func prepareGNOME(_ bus: SessionBus) throws {
        #expect(try bus.setTextScalingFactor(gnomeStart.factor) == 0)
        #expect(try bus.gsettings("set", interface, "font-name", gnomeStart.font) == 0)
    }

    /// What a window shows at the start of a GNOME run.
    public static var gnomeStartShown: Shown {
        get throws { try Shown(textScale: gnomeStart.factor, interfaceFontPointSize: 12) }
    }

    static let interface = "org.gnome.desktop.interface"
    static let factorKey = "/org/gnome/desktop/interface/text-scaling-factor"
    static let fontKey = "/org/gnome/desktop/interface/font-name"

    /// Throws the families at a window following `bus`'s GNOME settings: absurd and malformed
    /// sizes, values of the wrong type, odd encodings, a storm of bad and good values, then a bus
    /// that hangs and one that goes away (values then written straight to dconf's database).
    public func throwGNOMEFamilies(
        at bus: SessionBus, isolation: isolated (any Actor)? = #isolation
    ) async throws {
        func setFont(_ font: String) throws {
            #expect(try bus.gsettings("set", Self.interface, "font-name", font) == 0, "\(font)")
        }
        func setFactor(_ factor: Double) throws { #expect(try bus.setTextScalingFactor(factor) == 0) }
        func write(_ key: String, _ value: String) throws {
            #expect(try bus.dconf("write", key, value) == 0, "dconf write \(key) \(value)")
        }
        func database(factor: String, font: String) -> String {
            "[org/gnome/desktop/interface]\ntext-scaling-factor=\(factor)\nfont-name='\(font)'\n"
        }

        try await family("sizes", settlesTo: Shown(textScale: 1.25, interfaceFontPointSize: 13)) {
            for size in ["1e19", "0x10", "99999", "0.0001", "-12", "nan", "inf", "1e308", "0"] {
                try setFont("Cantarell \(size)")
            }
            // GSettings refuses these; dconf writes them.
            for factor in ["99.0", "1e308", "-1.0", "0.0", "0.01"] { try write(Self.factorKey, factor) }
        } good: {
            try setFont("Cantarell 13")
        }
        try await family("types", settlesTo: Shown(textScale: 1.5, interfaceFontPointSize: 13)) {
            for value in ["'big'", "int32 2", "true", "@as ['1.5']", "(1.5, 2.0)"] { try write(Self.factorKey, value) }
            for value in ["42", "@d 14.0", "['Cantarell 14']", "b'Cantarell 14'"] { try write(Self.fontKey, value) }
        } good: {
            try setFactor(1.5)
        }
        try await family("encodings", settlesTo: Shown(textScale: 1.5, interfaceFontPointSize: 14)) {
            for font in [
                "Cantarell １４", "Cantarell ١٤", "Cantarell 1,4", "Cantarell \u{1}14", "Cantarell \u{202E}41",
                "Cantarell 14\u{FEFF}", String(repeating: "Ä", count: 32_768) + " 1e19",
            ] {
                try setFont(font)
            }
        } good: {
            try setFont("Cantarell 14")
        }
        try await family("a storm", settlesTo: Shown(textScale: 2, interfaceFontPointSize: 14)) {
            // Bad and good alternate, the good one always the value already shown: nothing to report.
            for _ in 0..<60 {
                try setFont("Cantarell 1e19")
                try setFont("Cantarell 14")
                try write(Self.factorKey, "'big'")
                try setFactor(1.5)
            }
        } good: {
            try setFactor(2)
        }
        bus.suspendDaemon()
        try await family("a hung bus", settlesTo: Shown(textScale: 2, interfaceFontPointSize: 15)) {
            try bus.replaceUserDatabase(withKeyFile: database(factor: "2.0", font: "Cantarell 1e19"))
        } good: {
            try bus.replaceUserDatabase(withKeyFile: database(factor: "2.0", font: "Cantarell 15"))
        }
        bus.resumeDaemon()
        bus.killDaemon()
        try await family("a dropped bus", settlesTo: Shown(textScale: 1, interfaceFontPointSize: 15)) {
            try bus.replaceUserDatabase(withKeyFile: database(factor: "'big'", font: "Cantarell 15"))
        } good: {
            try bus.replaceUserDatabase(withKeyFile: database(factor: "1.0", font: "Cantarell 15"))
        }
    }
}
