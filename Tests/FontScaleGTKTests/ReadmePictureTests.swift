#if GTK
import FontScaleGTK
import Foundation
import TestSupport
import Testing

@testable import DemoHarness

/// The README's pictures, read with GTK's own PNG loader by the harness's `--inspect-png`: every one
/// is there, opaque, and shows more than a blank window.
@Suite("The README's pictures", .enabled(if: isGTKBuilt, "built without the GTK trait"))
struct ReadmePictureTests {
    /// The `Documentation/….png` files the README shows.
    static let pictures: [String] = {
        let readme =
            (try? String(contentsOf: Repository.root.appendingPathComponent("README.md"), encoding: .utf8)) ?? ""
        return readme.split(separator: "(").compactMap { part in
            guard part.hasPrefix("Documentation/"), let end = part.firstIndex(of: ")") else { return nil }
            let path = String(part[..<end])
            return path.hasSuffix(".png") ? path : nil
        }
    }()

    @Test(
        "the README shows the demo at Large, xxxLarge and AX5 and the viewer over a held tab in GTK and in Qt, the contact sheet of every size, and the desktop ramp's curve"
    )
    func listed() {
        #expect(
            Set(Self.pictures) == [
                "Documentation/mailbox-large.png", "Documentation/mailbox-xxxLarge.png",
                "Documentation/mailbox-AX5.png", "Documentation/mailbox-AX5-viewer.png",
                "Documentation/mailbox-all-categories.png", "Documentation/qt-mailbox-large.png",
                "Documentation/qt-mailbox-xxxLarge.png", "Documentation/qt-mailbox-AX5.png",
                "Documentation/qt-mailbox-AX5-viewer.png", "Documentation/desktop-ramp-curve.png",
            ])
    }

    @Test("each picture is opaque and not blank", arguments: pictures)
    func opaqueAndNotBlank(path: String) async throws {
        let demo = try DemoProcess(
            ["--screen", "ramp", "--inspect-png", Repository.root.appendingPathComponent(path).path],
            environment: ProcessInfo.processInfo.environment, running: .gtkHarness)
        #expect(demo.waitForExit() == 0)
        _ = await eventually { !demo.lines.isEmpty }
        let line = try #require(demo.lines.first)
        let check = try JSONDecoder().decode(GtkPictureCheck.self, from: Data(line.utf8))
        #expect(check.isOpaque, "\(path) has transparent pixels")
        #expect(check.distinctColors > 16, "\(path) has \(check.distinctColors) colours: blank?")
        // A window is large; a viewer's popup holds one title, large.
        let smallest = path.hasSuffix("-viewer.png") ? (width: 150, height: 60) : (width: 400, height: 400)
        #expect(check.width >= smallest.width && check.height >= smallest.height, "\(path)")
    }
}
#endif
