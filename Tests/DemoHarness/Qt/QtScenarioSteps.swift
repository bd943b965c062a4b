#if Qt
import FontScaleQt

/// Runs a scenario's steps in a Qt window (see ``ScenarioLoop``).
@MainActor
func runQtScenarioSteps(
    _ steps: [(String, () -> Void)], host: QtHost, window qtWindow: QtWidgetHandle, bridge: QtMainActorBridge,
    report: @escaping (String) -> Void, finish: @escaping () -> Void
) {
    let loop = ScenarioLoop(
        setOnRender: { host.onRender = $0 }, afterFirstPaint: { qtWindow.onNextPaint($0) },
        afterNextPaint: { qtWindow.onNextPaint($0) }, runLoop: { bridge.run(until: $0) })
    loop.run(steps, report: report, finish: finish)
}
#endif
