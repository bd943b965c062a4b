#if GTK
import DemoMail
import DemoReportsGTK
import DesktopSettings
import DynamicType
import FontScaleGTK
import Foundation
import HeadlessUI
import SystemFonts

/// The running demo: one application, one headless screen, its GTK mirror, the desktop monitor.
@MainActor
final class DemoApp {
    let options: DemoCommand
    let fonts = FontEnvironment()
    let application: Application
    var restyles = 0
    var done = false
    var changedAt: ContinuousClock.Instant?
    /// The start-up phases so far, until the first report prints them.
    var startup: [DemoReport.Phase]? = []

    /// Records the end of a start-up phase.
    func mark(_ phase: String) {
        guard startup != nil, let milliseconds = ProcessClock.millisecondsSinceStart() else { return }
        startup?.append(DemoReport.Phase(name: phase, milliseconds: milliseconds))
    }

    init(options: DemoCommand) {
        self.options = options
        application = Application(fontEnvironment: fonts)
    }

    func run() throws {
        mark("main")
        do {
            try fonts.loadAppFonts(from: options.fontsDir, family: options.family)
        } catch {
            FileHandle.standardError.write(Data("fontscale-gtk-demo: \(error)\n".utf8))
        }
        mark("app fonts loaded")
        let bridge = GtkMainActorBridge()
        // The demo chooses its ramp by its option, the desktop's by default, whether or not it
        // follows the desktop's text size.
        application.followsDesktopRamp = options.ramp == .desktop
        application.isBoldTextEnabled = options.boldText
        var monitor: DesktopTextSizeMonitor?
        var following: Task<Void, Never>?
        if let category = options.category {
            application.preferredContentSizeCategory = category
        } else {
            let desktop = DesktopTextSizeMonitor()
            desktop.start()
            following = desktop.follow(application)
            monitor = desktop
        }
        // The settings screen takes the size into the app's hands, or gives it back.
        let followDesktop: @MainActor (Bool) -> Void = { [application] follow in
            following?.cancel()
            following = follow ? monitor?.follow(application) : nil
        }
        let root: ViewController
        var ramp: RampViewController?
        var mail: MailApp?
        if options.screen == .ramp {
            let screen = RampViewController(fontEnvironment: fonts)
            screen.view.maximumContentSizeCategory = options.maximumCategory
            (root, ramp) = (screen, screen)
        } else {
            let app = MailApp(application: application, fonts: fonts, followDesktop: followDesktop)
            app.tabs.view.maximumContentSizeCategory = options.maximumCategory
            (root, mail) = (app.tabs, app)
        }
        let window = Window(application: application)
        window.rootViewController = root
        // Every screen but the ramp is one of the mail app's.
        if let screen = MailScreen(rawValue: options.screen.rawValue) { mail?.show(screen) }
        let manager = AppearanceManager(rootViewController: root)
        mark("tree built")
        let host = try GtkHost(window: window)
        mark("GTK initialized, widgets made")
        // GTK's settings exist once GTK is initialized, which the host does.
        if let dpi = options.xftDpi { gtkTextResolution = dpi }
        if let font = options.gtkFont { gtkInterfaceFont = font }
        // The sheet first, so the plain labels are styled by it when they are made.
        let adwaitaStyles = options.adwaita ? try GtkTextStyles(application: application) : nil
        adwaitaStyles?.scalesAdwaitaTypography = true
        let showsClasses = options.adwaita || options.adwaitaClasses
        let plain = options.plainLabel || showsClasses ? PlainLabel(adwaitaClasses: showsClasses) : nil
        let probe = Font.appFont(for: .body, in: fonts)
        if probe.isFallback {
            FileHandle.standardError.write(
                Data("fontscale-gtk-demo: \(options.family) is missing; using \(probe.face?.family ?? "?")\n".utf8))
        }
        let gtkWindow = try host.presentWindow(
            title: "FontScale", width: options.windowWidth, height: options.windowHeight)
        mark("window presented")
        host.onRender = { [weak self] in
            guard let self else { return }
            self.changedAt = .now
            gtkWindow.onNextPaint { self.frameAfterRestyle(ramp: ramp, host: host, gtkWindow: gtkWindow, plain: plain) }
        }
        changedAt = .now
        gtkWindow.onNextFrame {
            gtkWindow.onNextPaint { self.frameAfterRestyle(ramp: ramp, host: host, gtkWindow: gtkWindow, plain: plain) }
        }

        bridge.run { done }
        withExtendedLifetime((manager, window, monitor, plain, adwaitaStyles, mail)) {}
        following?.cancel()
        monitor?.stop()
    }

    /// The first frame painted after a restyle: report, screenshot, or count towards the exit.
    private func frameAfterRestyle(
        ramp: RampViewController?, host: GtkHost, gtkWindow: GtkWidgetHandle, plain: PlainLabel?
    ) {
        let delay = changedAt.map { ContinuousClock.now - $0 }
        mark("first styled frame painted")
        if options.report {
            printReport(ramp: ramp, host: host, plain: plain, delay: delay)
        }
        startup = nil  // once: later frames are restyles, not start-up
        if let path = options.screenshot, let index = options.holdTab {
            return screenshotHeldTab(index, host: host, gtkWindow: gtkWindow, path: path)
        }
        if let path = options.screenshot {
            host.widget.onNextFrame {
                do {
                    // The whole window, its background included, so the picture is opaque.
                    try gtkWindow.savePNG(to: path)
                } catch {
                    FileHandle.standardError.write(Data("fontscale-gtk-demo: \(error)\n".utf8))
                }
                self.done = true
            }
            return
        }
        restyles += 1
        if let limit = options.exitAfterRestyles, restyles > limit { done = true }
    }

    /// Presses and holds a tab of the mail app's tab bar (its drag gesture's `drag-begin`, as the
    /// tests' hook emits it), and once the hold has shown its large content viewer saves the window
    /// and, beside it, the viewer's popover, a surface of its own.
    private func screenshotHeldTab(_ index: Int, host: GtkHost, gtkWindow: GtkWidgetHandle, path: String) {
        let tabBar = (host.window.rootViewController as? TabBarController)?.tabBar
        guard let tabBar, let row = host.widget(for: tabBar), row.boxChildren.indices.contains(index) else {
            FileHandle.standardError.write(Data("fontscale-gtk-demo: no tab \(index)\n".utf8))
            done = true
            return
        }
        let tab = row.boxChildren[index]
        tab.pressForLargeContent()
        DispatchQueue.main.asyncAfter(deadline: .now() + LargeContentViewerInteraction.minimumPressDuration + 0.3) {
            MainActor.assumeIsolated {
                do {
                    try gtkWindow.savePNG(to: path)
                    if let popover = tab.largeContentPopover {
                        try popover.savePNG(to: String(path.dropLast(path.hasSuffix(".png") ? 4 : 0)) + "-viewer.png")
                    }
                } catch {
                    FileHandle.standardError.write(Data("fontscale-gtk-demo: \(error)\n".utf8))
                }
                self.done = true
            }
        }
    }

    private func printReport(ramp: RampViewController?, host: GtkHost, plain: PlainLabel?, delay: Duration?) {
        emitJSONLine(
            DemoReport(
                ramp: ramp, host: host, application: application, fonts: fonts,
                plain: plain?.label.textMeasurement(),
                adwaita: plain.map { plain in
                    Dictionary(
                        uniqueKeysWithValues: plain.adwaitaLabels.map {
                            ($0.key.className, $0.value.textMeasurement())
                        })
                }, startup: startup, delay: delay))
    }
}
#endif
