#if GTK
import DemoMail
import DemoReportsGTK
import FontScaleGTK
import Foundation
import HeadlessUI

/// The running demo: the shared session and loop (`DemoSession`, `DemoFrameLoop`) over a GTK
/// host, and what only GTK's demo has: the desktop's GTK settings, libadwaita's classes, a plain
/// label to compare with, and its start-up phases.
@MainActor
final class GtkDemoApp {
    let options: GtkDemoCommand
    /// The start-up phases so far, until the first report prints them.
    var startup: [GtkDemoReport.Phase]? = []

    /// Records the end of a start-up phase.
    func mark(_ phase: String) {
        guard startup != nil, let milliseconds = ProcessClock.millisecondsSinceStart() else { return }
        startup?.append(GtkDemoReport.Phase(name: phase, milliseconds: milliseconds))
    }

    init(options: GtkDemoCommand) {
        self.options = options
    }

    func run() throws {
        mark("main")
        let session = DemoSession(options: options.demo, program: "fontscale-gtk-demo")
        defer { session.stop() }
        mark("app fonts loaded")
        let bridge = GtkMainActorBridge()
        let (window, mail) = session.showScreen(options.demo)
        guard let root = window.rootViewController else { return }
        let manager = AppearanceManager(rootViewController: root)
        mark("tree built")
        let host = try GtkHost(window: window)
        mark("GTK initialized, widgets made")
        // GTK's settings exist once GTK is initialized, which the host does.
        if let dpi = options.xftDpi { gtkTextResolution = dpi }
        if let font = options.gtkFont { gtkInterfaceFont = font }
        // The sheet first, so the plain labels are styled by it when they are made.
        let adwaitaStyles = options.adwaita ? try GtkTextStyles(application: session.application) : nil
        adwaitaStyles?.scalesAdwaitaTypography = true
        let showsClasses = options.adwaita || options.adwaitaClasses
        let plain = options.plainLabel || showsClasses ? GtkPlainLabel(adwaitaClasses: showsClasses) : nil
        let gtkWindow = try host.presentWindow(
            title: "FontScale", width: options.demo.windowWidth, height: options.demo.windowHeight)
        mark("window presented")
        let ramp = root as? RampViewController
        let loop = DemoFrameLoop(
            host: host, shownWindow: gtkWindow, options: options.demo, program: "fontscale-gtk-demo",
            // A frame more, so that the picture has what the frame after the restyle laid out.
            settle: { host.widget.onNextFrame($0) },
            painted: { [weak self] delay in
                self?.painted(ramp: ramp, host: host, session: session, plain: plain, delay: delay)
            })
        loop.run(bridge: bridge)
        withExtendedLifetime((manager, window, plain, adwaitaStyles, mail)) {}
    }

    /// A frame painted after a restyle: the report, with the start-up phases the first time.
    private func painted(
        ramp: RampViewController?, host: GtkHost, session: DemoSession, plain: GtkPlainLabel?, delay: Duration?
    ) {
        mark("first styled frame painted")
        if options.demo.report {
            emitJSONLine(
                GtkDemoReport(
                    ramp: ramp, host: host, application: session.application, fonts: session.fonts,
                    plain: plain?.label.textMeasurement(),
                    adwaita: plain.map { plain in
                        Dictionary(
                            uniqueKeysWithValues: plain.adwaitaLabels.map {
                                ($0.key.className, $0.value.textMeasurement())
                            })
                    }, startup: startup, delay: delay))
        }
        startup = nil  // once: later frames are restyles, not start-up
    }
}
#endif
