import Foundation

/// A private KDE Plasma configuration home: `kdeglobals` written as KConfig writes it (a file
/// beside, renamed over), removed on release.
///
/// GNOME's settings are read through dconf's service (a `service-db` in a private dconf profile),
/// so reading GNOME's factor needs `gsettings` and the session bus it is given, as on a KDE
/// desktop whose GSettings go through the bus.
public final class KDESession: Sendable {
    /// The configuration home.
    public let directory: URL
    /// The environment to run an app with: the bus's (address, runtime folder), then this home
    /// on KDE.
    public let environment: [String: String]

    /// A configuration home on KDE, with GNOME's settings behind `bus`.
    public init(bus: SessionBus) throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("fontscale-kde-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let profile = directory.appendingPathComponent("dconf-profile")
        try Data("user-db:user\nservice-db:fontscalechaos\n".utf8).write(to: profile)
        var environment = bus.environment
        environment.merge([
            "HOME": directory.path, "XDG_CONFIG_HOME": directory.path, "XDG_CURRENT_DESKTOP": "KDE",
            "GSETTINGS_BACKEND": "dconf", "DCONF_PROFILE": profile.path,
        ]) { $1 }
        self.environment = environment
    }

    deinit {
        try? FileManager.default.removeItem(at: directory)
    }

    /// Replaces `kdeglobals` with `bytes`: written beside, then renamed over it, as KConfig does.
    public func writeKDEGlobals(_ bytes: Data) throws {
        let temporary = directory.appendingPathComponent("kdeglobals.new")
        try bytes.write(to: temporary)
        guard rename(temporary.path, directory.appendingPathComponent("kdeglobals").path) == 0 else {
            throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: temporary.path])
        }
    }

    /// Replaces `kdeglobals` with a `[General]` group whose `font` is `value`, a serialized QFont.
    public func writeFont(_ value: String) throws {
        try writeKDEGlobals(Data(Self.globals(font: value).utf8))
    }

    /// `kdeglobals` text whose `[General] font` is `value`.
    public static func globals(font value: String) -> String { "[General]\nfont=\(value)\n" }

    /// A serialized QFont of Noto Sans at `size` points, as Plasma writes it.
    public static func notoSans(_ size: String) -> String { "Noto Sans,\(size),-1,5,400,0,0,0,0,0,0,0,0,0,0,1" }
}
