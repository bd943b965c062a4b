#if GTK
import FontScaleGTK

/// Runs a scenario's steps in a GTK window (see ``ScenarioLoop``).
@MainActor
func runScenarioSteps(
    _ steps: [(String, () -> Void)], host: GtkHost, window gtkWindow: GtkWidgetHandle, bridge: GtkMainActorBridge,
    report: @escaping (String) -> Void, finish: @escaping () -> Void
) {
    let loop = ScenarioLoop(
        setOnRender: { host.onRender = $0 },
        afterFirstPaint: { body in gtkWindow.onNextFrame { gtkWindow.onNextPaint(body) } },
        afterNextPaint: { gtkWindow.onNextPaint($0) }, runLoop: { bridge.run(until: $0) })
    loop.run(steps, report: report, finish: finish)
}
#endif
