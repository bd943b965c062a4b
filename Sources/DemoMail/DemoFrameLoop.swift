import Foundation
import HeadlessUI

/// The demos' loop, once for both toolkits: after the first frame and each restyle's first
/// painted frame, the demo's report; then, when asked, a picture of the window (with a tab held
/// for its large content viewer) and the end, or the restyles counted towards the exit.
@MainActor
package final class DemoFrameLoop<Host: ScriptableToolkitHost> {
    private let host: Host
    /// The presented window, which a picture draws whole.
    private let shownWindow: Host.Widget
    private let options: DemoOptions
    /// The demo's name, as its messages start.
    private let program: String
    /// Runs a body once the window is ready for its picture.
    private let settle: (@escaping @MainActor () -> Void) -> Void
    /// The demo's report of a frame, given the time since the change it shows.
    private let painted: (Duration?) -> Void
    private var changedAt: ContinuousClock.Instant?
    private var restyles = 0
    private var done = false
    /// The tab pressed for its large content viewer, while the press is held.
    private var heldTab: Host.Widget?

    /// A loop over `host`, shown in `shownWindow`.
    package init(
        host: Host, shownWindow: Host.Widget, options: DemoOptions, program: String,
        settle: @escaping (@escaping @MainActor () -> Void) -> Void, painted: @escaping (Duration?) -> Void
    ) {
        self.host = host
        self.shownWindow = shownWindow
        self.options = options
        self.program = program
        self.settle = settle
        self.painted = painted
    }

    /// Turns the toolkit's loop until the demo is done or its window is closed.
    package func run(bridge: Host.MainActorBridge) {
        // Weak: the host holds this closure.
        host.onRender = { [weak self] in
            guard let self else { return }
            changedAt = .now
            host.afterNextPaint { [weak self] in self?.frameAfterRestyle() }
        }
        changedAt = .now
        host.afterNextPaint { [weak self] in self?.frameAfterRestyle() }
        bridge.run { done || host.isClosed }
        host.onRender = nil
    }

    /// The first frame painted after a restyle: report, picture, or count towards the exit.
    private func frameAfterRestyle() {
        painted(changedAt.map { ContinuousClock.now - $0 })
        if let path = options.screenshot {
            return settle { [weak self] in self?.savePicture(to: path) }
        }
        restyles += 1
        if let limit = options.exitAfterRestyles, restyles > limit { done = true }
    }

    /// Saves the whole window, its background included so that the picture is opaque; with a
    /// tab to hold, presses it first and saves the large content viewer beside it.
    private func savePicture(to path: String) {
        guard let index = options.holdTab else {
            attempt { try host.savePNG(of: shownWindow, to: path) }
            done = true
            return
        }
        let tabBar = (host.window.rootViewController as? TabBarController)?.tabBar
        guard let tabBar, let tab = host.widget(taking: .selectTab(index), on: tabBar) else {
            FileHandle.standardError.write(Data("\(program): no tab \(index)\n".utf8))
            done = true
            return
        }
        heldTab = tab
        _ = host.pressForLargeContent(tab)
        DispatchQueue.main.asyncAfter(deadline: .now() + LargeContentViewerInteraction.minimumPressDuration + 0.3) {
            MainActor.assumeIsolated { self.saveHeldTab(to: path) }
        }
    }

    /// Once the hold has shown the large content viewer: the window, and the viewer's popup, a
    /// surface of its own.
    private func saveHeldTab(to path: String) {
        attempt {
            try host.savePNG(of: shownWindow, to: path)
            if let tab = heldTab, let viewer = host.largeContentViewer(of: tab) {
                try host.savePNG(of: viewer, to: String(path.dropLast(path.hasSuffix(".png") ? 4 : 0)) + "-viewer.png")
            }
        }
        heldTab = nil
        done = true
    }

    /// Runs `body`, saying on standard error what it threw.
    private func attempt(_ body: () throws -> Void) {
        do {
            try body()
        } catch {
            FileHandle.standardError.write(Data("\(program): \(error)\n".utf8))
        }
    }
}
