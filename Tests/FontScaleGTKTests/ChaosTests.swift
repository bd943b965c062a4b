import FontScaleGTK
import Foundation
import TestSupport
import Testing

/// Bad desktop values thrown at a running GTK window following a private GNOME session
/// (`ChaosRun`): it stays responsive, ends on the last good value without a flap, exits cleanly
/// (under Address Sanitizer, without a leak) and leaves nothing running.
@Suite(
    "A chaos run against a GTK window", .enabled(if: isGTKBuilt, "built without the GTK trait"),
    // On Wayland GDK reads its own settings through the session bus's Settings portal, so the
    // bus this run stops and kills is GDK's too: GLib ends a process whose shared session-bus
    // connection closes, and beside the suite's other windows the run's first good value was
    // sometimes not drawn within its deadline. The run is X11's (and Address Sanitizer's).
    .enabled(if: VirtualDisplay.requestedKind != .wayland, "the chaos run drives GTK on X11"),
    .requires(.testDisplay, .dconf))
struct ChaosTests {
    @Test("a GTK window following GNOME survives bad sizes, types, encodings, a storm, a hung and a dropped bus")
    func gnome() async throws {
        let display = try VirtualDisplay()
        let bus = try SessionBus(desktop: "GNOME", display: display)
        try ChaosRun.prepareGNOME(bus)
        var environment = display.demoEnvironment
        environment.merge(bus.environment) { $1 }
        display.apply(to: &environment)
        var demo: DemoProcess?
        let run = ChaosRun { demo?.decodedLines(as: ChaosRun.Shown.self) ?? [] }
        environment.merge(run.environment) { $1 }
        demo = try DemoProcess(
            ["--report", "--exit-after-restyles", String(ChaosRun.gnomeFamilyCount)],
            environment: environment)
        let started = ContinuousClock.now
        try await run.start(expecting: ChaosRun.gnomeStartShown)
        try await run.throwGNOMEFamilies(at: bus)
        await run.finish(waitForExit: { demo?.waitForExit() ?? -1 }, errorOutput: { demo?.errorOutput ?? "" })
        print("GTK chaos run (GNOME) in \(ContinuousClock.now - started): \(run.timingSummary)")
        withExtendedLifetime((display, bus)) {}
    }
}
