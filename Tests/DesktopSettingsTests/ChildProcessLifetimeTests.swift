import DesktopSettings
import Foundation
import TestSupport
import Testing

/// A `gsettings` the monitor starts never outlives it: on a bus that accepts and never answers,
/// releasing the monitor kills and reaps every run under way at once, not at the tool's deadline.
@Suite("No gsettings outlives its monitor")
struct ChildProcessLifetimeTests {
    @Test(
        "releasing a monitor while gsettings hangs on a bus that never answers kills and reaps every run at once",
        arguments: [false, true])
    func releaseEndsHungTools(started: Bool) throws {
        let bus = try HungBus()
        var monitor: DesktopTextSizeMonitor? = DesktopTextSizeMonitor(environment: bus.environment)
        // Creating it asks gsettings once; starting it asks again, queued behind the first on the
        // monitor's slow queue (a hung bus must not hold the file watch).
        if started { monitor?.start() }
        var tools: [Int32] = []
        // Synchronous: the runs end at their deadline, which a suspended test could miss.
        _ = ProcessList.waitFor(within: 1.5) {
            tools = Self.runningTools(carrying: bus)
            return !tools.isEmpty
        }
        #expect(tools.count == 1)
        #expect(monitor?.isSettled == false)
        monitor = nil
        // Well within the tool's deadline, which would otherwise end them.
        #expect(ProcessList.waitUntilGone(tools, within: 0.5).isEmpty)
        // The queued run never starts: the released monitor's children refuse new runs.
        guard started else { return }
        usleep(2_500_000)
        #expect(Self.runningTools(carrying: bus).isEmpty)
    }

    @Test("a read that gsettings cannot answer leaves no process once it returns")
    func synchronousReadReaps() throws {
        let bus = try HungBus()
        let reading = GNOMETextScaling(environment: bus.environment).read()
        #expect(reading == .unavailable("gsettings get did not answer within \(GNOMETextScaling.toolTimeout)"))
        #expect(ProcessList.carrying(bus.marker).isEmpty)
    }

    /// This process's `gsettings` children started with the bus's environment.
    static func runningTools(carrying bus: HungBus) -> [Int32] {
        ProcessList.carrying(bus.marker).filter { pid in
            guard let status = ProcessList.status(of: pid) else { return false }
            return status.parent == getpid() && status.name == "gsettings"
        }
    }
}
