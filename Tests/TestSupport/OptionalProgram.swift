import Foundation
import Testing

/// A program from a Debian package that a new machine may not have, and that `.ci/run` installs.
///
/// A test that needs one takes ``Testing/Trait/requires(_:)``: where the program is missing, the
/// test is skipped with a reason that names the package, so the README's `swift test` passes on
/// a new machine. CI sets ``requireAllVariable``, and then a missing program fails the test
/// instead, so a green CI run has run every test.
public struct OptionalProgram: Sendable, CustomStringConvertible {
    /// The program's absolute path.
    public let path: String
    /// The Debian package that provides it.
    public let package: String

    /// Whether the file at ``path`` is a program, which must be executable, rather than a library
    /// or plugin, which need only be there.
    public let isExecutable: Bool

    /// Creates a requirement on a program at `path` (or, with `isExecutable` false, a library or
    /// plugin file), provided by `package`.
    public init(_ path: String, package: String, isExecutable: Bool = true) {
        self.path = path
        self.package = package
        self.isExecutable = isExecutable
    }

    /// The environment variable that turns a skip for a missing program into a failure; `.ci/run`
    /// sets it to `1`.
    public static let requireAllVariable = "FONTSCALE_REQUIRE_ALL_TESTS"

    /// `dconf`, to compile system databases (Debian's `dconf-cli`).
    public static let dconf = OptionalProgram("/usr/bin/dconf", package: "dconf-cli")
    /// `Xvfb`, an X server without a screen (Debian's `xvfb`).
    public static let xvfb = OptionalProgram("/usr/bin/Xvfb", package: "xvfb")
    /// `xrdb`, to load X resources into an X server (Debian's `x11-xserver-utils`).
    public static let xrdb = OptionalProgram("/usr/bin/xrdb", package: "x11-xserver-utils")
    /// `weston`, a Wayland compositor whose headless backend needs no screen (Debian's `weston`).
    public static let weston = OptionalProgram("/usr/bin/weston", package: "weston")
    /// The server of the display kind this run asks for (``VirtualDisplay/requestedKind``):
    /// ``xvfb``, or ``weston`` for Wayland.
    public static var testDisplay: OptionalProgram { VirtualDisplay.requestedKind == .wayland ? weston : xvfb }
    /// Qt's Wayland platform plugin (Debian's `qt6-wayland`), a library Qt loads rather than a
    /// program.
    public static let qtWayland = OptionalProgram(
        "/usr/lib/x86_64-linux-gnu/qt6/plugins/platforms/libqwayland-generic.so", package: "qt6-wayland",
        isExecutable: false)
    /// The Settings portal's front end (Debian's `xdg-desktop-portal`).
    public static let portal = OptionalProgram("/usr/libexec/xdg-desktop-portal", package: "xdg-desktop-portal")
    /// The portal's GTK back end, which implements its Settings interface (Debian's `xdg-desktop-portal-gtk`).
    public static let portalGTK = OptionalProgram(
        "/usr/libexec/xdg-desktop-portal-gtk", package: "xdg-desktop-portal-gtk")

    /// Noto Sans CJK (Debian's `fonts-noto-cjk`), the face fontconfig falls back to for Chinese
    /// and Japanese text; a font file, not a program.
    public static let notoCJK = OptionalProgram(
        "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc", package: "fonts-noto-cjk", isExecutable: false)
    /// Noto Color Emoji (Debian's `fonts-noto-color-emoji`), fontconfig's `emoji` family; a font
    /// file, not a program.
    public static let notoColorEmoji = OptionalProgram(
        "/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf", package: "fonts-noto-color-emoji", isExecutable: false)

    /// Whether the program is installed and executable (a library or plugin: installed).
    public var isInstalled: Bool {
        isExecutable ? FileManager.default.isExecutableFile(atPath: path) : FileManager.default.fileExists(atPath: path)
    }

    /// Whether this run must run every test: ``requireAllVariable`` is `1`.
    public static var allRequired: Bool { ProcessInfo.processInfo.environment[requireAllVariable] == "1" }

    /// `dconf (dconf-cli)`.
    public var description: String { "\((path as NSString).lastPathComponent) (\(package))" }
}

/// A program a test needs is missing in a run that requires every test (CI).
public struct MissingRequiredProgram: Error, CustomStringConvertible {
    /// The programs that are missing.
    public let programs: [OptionalProgram]

    /// Names the missing programs.
    public init(programs: [OptionalProgram]) {
        self.programs = programs
    }

    /// One line naming the programs, their packages and the variable that made this a failure.
    public var description: String {
        "missing \(programs.map(\.description).joined(separator: ", ")), which this run requires "
            + "(\(OptionalProgram.requireAllVariable)=1); install the packages, as .ci/run does"
    }
}

extension Trait where Self == ConditionTrait {
    /// Runs the test or suite only where every program is installed; else it is skipped, with
    /// the packages to install as the reason. When ``OptionalProgram/requireAllVariable`` is `1`
    /// (in CI), a missing program fails it instead.
    public static func requires(_ programs: OptionalProgram...) -> Self {
        let packages = programs.map(\.package).joined(separator: ", ")
        return .enabled("needs Debian's \(packages), which a new machine lacks; .ci/run installs it") {
            let missing = programs.filter { !$0.isInstalled }
            guard missing.isEmpty else {
                if OptionalProgram.allRequired { throw MissingRequiredProgram(programs: missing) }
                return false
            }
            return true
        }
    }
}
