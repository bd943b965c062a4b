import Foundation
import HeadlessUI

/// The loop of a scripted scenario, once for every toolkit: each step changes the tree, and is
/// reported after the host applied the change and the window painted it. A step that never
/// paints ends the run after its deadline, so a stuck step cannot hang the test that runs it.
@MainActor
struct ScenarioLoop {
    /// Sets, or with `nil` clears, the host's callback after each applied batch.
    var setOnRender: (((@MainActor () -> Void)?)) -> Void
    /// Runs a body once the window has painted its first frame.
    var afterFirstPaint: (@escaping @MainActor () -> Void) -> Void
    /// Runs a body after the window's next paint.
    var afterNextPaint: (@escaping @MainActor () -> Void) -> Void
    /// Turns the toolkit's loop until the condition holds, checking it after every event.
    var runLoop: (() -> Bool) -> Void

    /// How long one step may take to paint.
    var stepTimeout: TimeInterval = 10
    /// How long the whole run may take.
    var runTimeout: TimeInterval = 60

    /// Runs the steps in order, reporting `initial` and then each step by name; `finish` runs
    /// after the last one.
    func run(
        _ steps: [(String, @MainActor () -> Void)], report: @escaping (String) -> Void, finish: @escaping () -> Void
    ) {
        var next = 0
        var done = false
        var stepDeadline = Date().addingTimeInterval(stepTimeout)
        func advance() {
            guard next < steps.count else {
                finish()
                done = true
                return
            }
            let (name, change) = steps[next]
            next += 1
            stepDeadline = Date().addingTimeInterval(stepTimeout)
            setOnRender {
                setOnRender(nil)
                afterNextPaint {
                    report(name)
                    advance()
                }
            }
            change()
        }
        afterFirstPaint {
            report("initial")
            advance()
        }
        // Wakes the loop every 100 ms, so the deadlines are checked when nothing else happens.
        let watchdog = Task { @MainActor in
            while !Task.isCancelled { try? await Task.sleep(for: .milliseconds(100)) }
        }
        let deadline = Date().addingTimeInterval(runTimeout)
        runLoop { done || Date() > deadline || Date() > stepDeadline }
        watchdog.cancel()
        setOnRender(nil)
    }
}

extension ScenarioLoop {
    /// The loop through a host's window and its toolkit's loop.
    init<Host: ScriptableToolkitHost>(host: Host, bridge: Host.MainActorBridge) {
        self.init(
            setOnRender: { host.onRender = $0 }, afterFirstPaint: { host.afterNextPaint($0) },
            afterNextPaint: { host.afterNextPaint($0) }, runLoop: { bridge.run(until: $0) })
    }
}
