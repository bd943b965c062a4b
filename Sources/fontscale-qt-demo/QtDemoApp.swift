#if Qt
import DemoMail
import DemoReportsQt
import FontScaleQt
import Foundation
import HeadlessUI

/// The running demo: the shared session and loop (`DemoSession`, `DemoFrameLoop`) over a Qt host,
/// and what only Qt's demo has: Qt's application font, the labels styled without a tree, and a
/// picture taken once the window stops repainting.
@MainActor
final class QtDemoApp {
    let options: QtDemoCommand
    /// How long, in seconds, the picture waits for a paint before taking the window as settled.
    private static let settleWait = 0.5
    /// The most paints the picture waits for, should the window never stop repainting.
    private static let maximumSettleRounds = 10

    init(options: QtDemoCommand) {
        self.options = options
    }

    func run() throws {
        let session = DemoSession(options: options.demo, program: "fontscale-qt-demo")
        defer { session.stop() }
        let bridge = try QtMainActorBridge()
        if let size = options.qtFontSize { QtApplicationFont.pointSize = size }
        if options.textStyles {
            return try QtTextStylesWindow(application: session.application, options: options).run(bridge: bridge)
        }
        let (window, mail) = session.showScreen(options.demo)
        guard let root = window.rootViewController else { return }
        let manager = AppearanceManager(rootViewController: root)
        let host = try QtHost(window: window)
        let qtWindow = try host.presentWindow(
            title: "FontScale", width: options.demo.windowWidth, height: options.demo.windowHeight)
        let report = options.demo.report
        let loop = DemoFrameLoop(
            host: host, shownWindow: qtWindow, options: options.demo, program: "fontscale-qt-demo",
            settle: { Self.settle(qtWindow, then: $0) },
            painted: { delay in
                guard report else { return }
                emitJSONLine(
                    QtDemoReport(
                        host: host, window: window, application: session.application, fonts: session.fonts,
                        delay: delay))
            })
        loop.run(bridge: bridge)
        withExtendedLifetime((manager, window, mail)) {}
    }

    /// Runs `body` once a wait for a paint ends with none: a label that elides its last line asks
    /// for less height once laid out at its width, and that reaches a list's rows one level of
    /// widgets a turn.
    private static func settle(
        _ window: QtWidgetHandle, round: Int = 0, then body: @escaping @MainActor () -> Void
    ) {
        // The offscreen platform's pointer rests over the window: off it, nothing is hovered.
        if round == 0 { window.movePointerAway() }
        let asked = ContinuousClock.now
        window.onNextPaint(timeout: settleWait) {
            let quiet = ContinuousClock.now - asked >= .seconds(Self.settleWait)
            if quiet || round + 1 >= Self.maximumSettleRounds {
                body()
            } else {
                Self.settle(window, round: round + 1, then: body)
            }
        }
    }
}
#endif
