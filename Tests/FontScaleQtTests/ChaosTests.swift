#if Qt
import Foundation
import TestSupport
import Testing

/// Bad desktop values thrown at a running Qt window following a private GNOME session and a
/// private KDE one (`ChaosRun`): it stays responsive, ends on the last good value without a flap,
/// exits cleanly (under Address Sanitizer, without a leak) and leaves nothing running.
@Suite("A chaos run against a Qt window", .requires(.dconf))
struct ChaosTests {
    /// Starts the demo's mail app on Qt's offscreen platform, marked for the run, exiting by
    /// itself after a report per family.
    static func start(_ run: ChaosRun, families: Int, environment: [String: String]) throws -> LineProcess {
        try QtDemo.start(
            ["--report", "--exit-after-restyles", String(families)], on: .offscreen,
            environment: environment.merging(run.environment) { $1 })
    }

    @Test("a Qt window following GNOME survives bad sizes, types, encodings, a storm, a hung and a dropped bus")
    func gnome() async throws {
        let bus = try SessionBus(desktop: "GNOME")
        try ChaosRun.prepareGNOME(bus)
        var demo: LineProcess?
        let run = ChaosRun { demo?.decodedLines(as: ChaosRun.Shown.self) ?? [] }
        demo = try Self.start(run, families: ChaosRun.gnomeFamilyCount, environment: bus.environment)
        let started = ContinuousClock.now
        try await run.start(expecting: ChaosRun.gnomeStartShown)
        try await run.throwGNOMEFamilies(at: bus)
        await run.finish(waitForExit: { demo?.waitForExit() ?? -1 }, errorOutput: { demo?.errorOutput ?? "" })
        print("Qt chaos run (GNOME) in \(ContinuousClock.now - started): \(run.timingSummary)")
    }

    @Test("a Qt window following KDE survives bad sizes, types, encodings, a storm, a hung and a dropped bus")
    func kde() async throws {
        let bus = try SessionBus(desktop: "KDE")
        let session = try KDESession(bus: bus)
        try ChaosRun.prepareKDE(session)
        var demo: LineProcess?
        let run = ChaosRun { demo?.decodedLines(as: ChaosRun.Shown.self) ?? [] }
        demo = try Self.start(run, families: ChaosRun.kdeFamilyCount, environment: session.environment)
        let started = ContinuousClock.now
        try await run.start(expecting: ChaosRun.kdeShown(ChaosRun.kdeStartSize))
        try await run.throwKDEFamilies(at: session, bus: bus)
        await run.finish(waitForExit: { demo?.waitForExit() ?? -1 }, errorOutput: { demo?.errorOutput ?? "" })
        print("Qt chaos run (KDE) in \(ContinuousClock.now - started): \(run.timingSummary)")
    }
}
#endif
