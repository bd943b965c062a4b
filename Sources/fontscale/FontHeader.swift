import Foundation
import SystemFonts

/// The lines above `list`'s table that say where fonts came from.
struct FontHeader {
    let environment: FontEnvironment
    let registration: FontRegistration?

    func render() -> String {
        var lines: [String] = []
        if let registration {
            lines.append(
                "App fonts: \(registration.directory) (\(registration.faces.count) faces: \(registration.families.joined(separator: ", ")))"
            )
        } else {
            lines.append("App fonts: none (no ./Fonts directory; pass --fonts-dir)")
        }
        let family = environment.appFamily ?? "system font (sans-serif)"
        let probe = Font.appFont(ofSize: 17, in: environment)
        let note = probe.isFallback ? " -- not installed, falling back to \(probe.face?.family ?? "nothing")" : ""
        lines.append("App family: \(family)\(note)")
        return lines.joined(separator: "\n") + "\n"
    }
}
