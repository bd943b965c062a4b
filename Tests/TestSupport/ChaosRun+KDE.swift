import Foundation
import Testing

// The families thrown at a window following a KDE session: `kdeglobals` in a private home.
extension ChaosRun {
    /// The interface font size in points the KDE families start from; Plasma's default is 10.
    public static let kdeStartSize = 12.0

    /// How many families ``throwKDEFamilies(at:bus:)`` throws: one restyle each.
    public static let kdeFamilyCount = 6

    /// Sets where a KDE run starts, before the window starts.
    public static func prepareKDE(_ session: KDESession) throws {
        try session.writeFont(KDESession.notoSans("12"))
    }

    /// What a window shows on KDE at an interface font size: the factor is the size over
    /// Plasma's default 10 pt.
    public static func kdeShown(_ size: Double) throws -> Shown {
        try Shown(textScale: size / 10, interfaceFontPointSize: size)
    }

    /// Throws the families at a window following `session`'s `kdeglobals`, whose GNOME settings
    /// are behind `bus`: absurd and malformed sizes, malformed fonts and truncated files, bytes
    /// that are not UTF-8 text and a file over the size limit, a storm, then `bus` hung (each
    /// read of GNOME's factor waits for `gsettings`) and gone.
    public func throwKDEFamilies(
        at session: KDESession, bus: SessionBus, isolation: isolated (any Actor)? = #isolation
    ) async throws {
        func font(_ size: String) throws { try session.writeFont(KDESession.notoSans(size)) }
        func bytes(_ text: String, _ raw: [UInt8] = []) throws { try session.writeKDEGlobals(Data(text.utf8) + raw) }

        try await family("sizes", settlesTo: Self.kdeShown(13)) {
            for size in ["1e19", "0x10", "99999", "0.0001", "-5", "nan", "inf", "1e308", "0"] { try font(size) }
            try session.writeFont("Noto Sans,-1,99999,5,400,0,0,0,0,0,0,0,0,0,0,1")
            try session.writeFont("Noto Sans,-1,1e19,5,400,0,0,0,0,0,0,0,0,0,0,1")
        } good: {
            try font("13")
        }
        try await family("types", settlesTo: Self.kdeShown(14)) {
            for value in ["Noto Sans,big,-1", "Noto Sans", ",,,", "Noto Sans,12.5.1,-1", "Noto Sans,[12],-1"] {
                try session.writeFont(value)
            }
            // Truncated inside the value, as a writer that does not rename may leave it.
            try bytes("[General]\nfont=Noto Sans,1")
            try bytes("[General]\nfont=Noto Sans,")
        } good: {
            try font("14")
        }
        try await family("encodings", settlesTo: Self.kdeShown(15)) {
            // Not UTF-8: a stray byte, UTF-16 with its byte order mark, a NUL in the size.
            try bytes(KDESession.globals(font: KDESession.notoSans("20")), [0xFF, 0xFE, 0x0A])
            try session.writeKDEGlobals(
                Data([0xFF, 0xFE]) + KDESession.globals(font: KDESession.notoSans("20")).data(
                    using: .utf16LittleEndian)!)
            try bytes("[General]\nfont=Noto Sans,2", [0] + Array("0,-1,5,400\n".utf8))
            // Over the 16 MiB a settings file may have.
            try bytes(KDESession.globals(font: KDESession.notoSans("20")) + String(repeating: "#", count: 17 << 20))
        } good: {
            try font("15")
        }
        try await family("a storm", settlesTo: Self.kdeShown(16)) {
            // Bad and good alternate, the good one always the value already shown: nothing to report.
            for index in 0..<400 {
                try font(["1e19", "-1", "0x10", "big"][index % 4])
                try font("15")
            }
        } good: {
            try font("16")
        }
        bus.suspendDaemon()
        try await family("a hung bus", settlesTo: Self.kdeShown(17)) {
            try font("1e19")
        } good: {
            try font("17")
        }
        bus.resumeDaemon()
        bus.killDaemon()
        try await family("a dropped bus", settlesTo: Self.kdeShown(18)) {
            try font("99999")
        } good: {
            try font("18")
        }
    }
}
