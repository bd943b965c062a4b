#if Qt
import FontScaleQt
import Foundation

/// Runs a scripted scenario in a shown window: reports `initial` once Qt has painted the window,
/// then makes each step's change and reports it once Qt has painted the change the host applied,
/// then calls `finish`. A step whose change reaches no render within ten seconds stops the run
/// (its name is not reported, so a test sees which); so does a minute in all.
@MainActor
func runQtScenarioSteps(
    _ steps: [(name: String, change: () -> Void)], host: QtHost, window qtWindow: QtWidgetHandle,
    bridge: QtMainActorBridge, report: @escaping (String) -> Void, finish: @escaping () -> Void
) {
    var next = 0
    var done = false
    var stepDeadline = Date().addingTimeInterval(10)
    func advance() {
        guard next < steps.count else {
            finish()
            done = true
            return
        }
        let (name, change) = steps[next]
        next += 1
        stepDeadline = Date().addingTimeInterval(10)
        host.onRender = {
            host.onRender = nil
            qtWindow.onNextPaint {
                report(name)
                advance()
            }
        }
        change()
    }
    qtWindow.onNextPaint {
        report("initial")
        advance()
    }
    // Wakes the loop every 100 ms, so the deadlines are checked when nothing else happens.
    let watchdog = Task { @MainActor in
        while !Task.isCancelled { try? await Task.sleep(for: .milliseconds(100)) }
    }
    let deadline = Date().addingTimeInterval(60)
    bridge.run { done || Date() > deadline || Date() > stepDeadline }
    watchdog.cancel()
    host.onRender = nil
}

#endif
