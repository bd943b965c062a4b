import DesktopSettings
import Foundation
import SystemFonts

/// The lines above `list`'s table that say where fonts came from.
struct FontHeader {
    let environment: FontEnvironment
    let registration: FontRegistration?
    let desktopFonts: DesktopFonts

    func render() -> String {
        var lines: [String] = []
        if let registration {
            lines.append(
                "App fonts: \(registration.directory) (\(registration.faces.count) faces: \(registration.families.joined(separator: ", ")))"
            )
        } else {
            lines.append("App fonts: none (no ./Fonts directory; pass --fonts-dir)")
        }
        let family = environment.appFamily ?? "system font (\(environment.systemFontFamily))"
        let probe = Font.appFont(ofSize: 17, in: environment)
        let note = probe.isFallback ? " -- not installed, falling back to \(probe.face?.family ?? "nothing")" : ""
        lines.append("App family: \(family)\(note)")
        lines.append(
            "System font: \(Self.describe(desktopFonts.interface, Font.systemFont(ofSize: 17, in: environment))), "
                + "from \(desktopFonts.source)")
        lines.append(
            "Monospace: \(Self.describe(desktopFonts.monospace, Font.monospacedSystemFont(ofSize: 17, in: environment)))"
        )
        lines.append("Ramp: \(environment.typeRamp)")
        return lines.joined(separator: "\n") + "\n"
    }

    /// `Cantarell 11pt (14.67 px), from gnome`, with the substitute when it is not installed.
    static func describe(_ font: DesktopFont, _ resolved: Font) -> String {
        let note =
            resolved.isFallback ? " -- not installed, fontconfig substitutes \(resolved.face?.family ?? "nothing")" : ""
        return "\(font) (\(points(font.pixelSize())) px)\(note)"
    }
}
