#if GTK
import FontScaleGTK
import Foundation

/// Runs a scripted scenario in a shown window: reports `initial` once GTK has painted the window,
/// then makes each step's change and reports it once GTK has painted the change the host applied,
/// then calls `finish`. Returns when `finish` has run or a minute has passed.
@MainActor
func runScenarioSteps(
    _ steps: [(String, () -> Void)], host: GtkHost, window gtkWindow: GtkWidgetHandle, bridge: GtkMainActorBridge,
    report: @escaping (String) -> Void, finish: @escaping () -> Void
) {
    var next = 0
    var done = false
    func advance() {
        guard next < steps.count else {
            finish()
            done = true
            return
        }
        let (name, change) = steps[next]
        next += 1
        host.onRender = {
            host.onRender = nil
            gtkWindow.onNextPaint {
                report(name)
                advance()
            }
        }
        change()
    }
    gtkWindow.onNextFrame {
        gtkWindow.onNextPaint {
            report("initial")
            advance()
        }
    }
    let deadline = Date().addingTimeInterval(60)
    bridge.run { done || Date() > deadline }
}

#endif
