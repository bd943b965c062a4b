import DemoReportsGTK
import DesktopSettings
import FontScaleGTK
import Foundation
import TestSupport
import Testing

/// A desktop's continuous text-scale factor, set where each desktop sets it, against what GTK
/// draws: FontScale's body on the desktop's ramp (as `fontscale list` resolves it, and as GTK
/// draws FontScale's own label) and a plain GtkLabel in the same session, in a real window.
@Suite(
    "A desktop's continuous factor: FontScale's body against GTK's own label",
    .enabled(if: isGTKBuilt, "built without the GTK trait"), .requires(.xvfb, .xrdb, .weston))
struct ContinuousFactorGtkTests {
    /// The factors of the table and the ends of what GNOME's settings offer.
    static let factors = [0.8, 1.0, 1.1, 1.25, 1.5, 1.75, 2.0, 2.5, 3.0]

    /// A desktop and how it stores a factor.
    enum Desktop: String, CaseIterable, Sendable, CustomTestStringConvertible {
        /// GNOME on X11: `text-scaling-factor`, which gsd-xsettings publishes as `Xft.dpi` too.
        case gnomeX11 = "GNOME (X11)"
        /// GNOME on Wayland: GTK reads `text-scaling-factor` itself.
        case gnomeWayland = "GNOME (Wayland)"
        /// KDE Plasma on X11: "Force font DPI", a whole number, which kcminit loads as `Xft.dpi`
        /// and kde-gtk-config mirrors into GNOME's factor.
        case kde = "KDE (X11)"

        var testDescription: String { rawValue }

        /// The session with `factor` set as this desktop sets it, and the factor it really holds
        /// (KDE's DPI is whole).
        func session(at factor: Double) -> (DesktopSignalMatrixTests.Session, Double) {
            switch self {
            case .gnomeX11:
                return (
                    .init(
                        desktop: "GNOME", wayland: false, textScalingFactor: factor,
                        resources: "Xft.dpi:\t\(96 * factor)\n", decides: .gnome), factor
                )
            case .gnomeWayland:
                return (.init(desktop: "GNOME", wayland: true, textScalingFactor: factor, decides: .gnome), factor)
            case .kde:
                let dpi = Int((96 * factor).rounded())
                return (
                    .init(
                        desktop: "KDE", wayland: false, textScalingFactor: Double(dpi) / 96,
                        kcmfonts: "[General]\nforceFontDPI=\(dpi)\n",
                        kdeglobals: "[General]\nfont=DejaVu Sans,11,-1,5,400,0,0,0,0,0,0,0,0,0,0,1\n",
                        resources: "Xft.dpi:\t\(dpi)\n", decides: .kdeForcedDPI), Double(dpi) / 96
                )
            }
        }
    }

    @Test(
        "body is the desktop font times the factor, within 0.1 px of a plain GtkLabel, in fontscale list and in GTK",
        arguments: Desktop.allCases)
    func bodyFollowsTheFactor(desktop: Desktop) async throws {
        let display = try VirtualDisplay(kind: desktop == .gnomeWayland ? .wayland : .x11)
        for factor in Self.factors {
            let (session, held) = desktop.session(at: factor)
            let bus = try SessionBus(desktop: session.desktop)
            let environment = try DesktopSignalMatrixTests.environment(session, bus: bus, display: display)
            let row = try DesktopSignalMatrixTests.listedBody(environment: environment)
            #expect(row.source == session.decides.description && abs(row.textScale - held) < 1e-9)
            let demo = try DemoProcess(
                [
                    "--ramp", "desktop", "--report", "--exit-after-restyles", "0", "--plain-label", "--gtk-font",
                    DesktopSignalMatrixTests.font,
                ],
                environment: environment)
            let report = try #require(await demo.waitForReports(1).first, "\(demo.errorOutput)")
            let plain = try #require(report.plain).pixelSize
            let body = try #require(report.rows.first { $0.style == "body" }).measured.pixelSize
            #expect(abs(plain - 11.0 * 96 / 72 * held) < 0.1, "GTK's label \(plain) px at \(factor)")
            #expect(
                abs(row.pointSize - plain) <= 0.1, "list's body \(row.pointSize), GTK's label \(plain) at \(factor)")
            #expect(abs(body - plain) <= 0.1, "FontScale's body in GTK \(body), GTK's label \(plain) at \(factor)")
            #expect(demo.waitForExit() == 0)
        }
    }
}
