import Foundation
import TestSupport
import Testing

/// `fontscale` killed at each moment of a hung `gsettings` read leaves nothing running: on a bus
/// that accepts and never answers, `list` and `watch` wait for `gsettings`; a signal then ends it.
@Suite("fontscale interrupted during a hung read")
struct InterruptedReadTests {
    /// When the signal is sent.
    enum Moment: String, CaseIterable, CustomTestStringConvertible {
        /// As soon as the command starts, before it may have started anything.
        case atStart
        /// While its `gsettings` hangs on the bus.
        case duringRead
        var testDescription: String { rawValue }
    }

    static let catchable = [SIGTERM, SIGINT, SIGHUP]

    @Test(
        "list ends by the signal and leaves no process, not even a zombie",
        arguments: catchable, Moment.allCases)
    func listLeavesNothing(signal: Int32, moment: Moment) throws {
        let bus = try HungBus()
        let (command, tools) = try start(["list", "--style", "body"], on: bus, until: moment)
        command.send(signal)
        #expect(command.waitForExit(within: 10) == 128 + signal)
        #expect(ProcessList.waitUntilGone(tools, within: 1).isEmpty)
        #expect(ProcessList.waitFor(within: 1) { ProcessList.carrying(bus.marker).isEmpty })
    }

    @Test(
        "watch exits cleanly on the signal and leaves no process, not even a zombie",
        arguments: catchable + [SIGQUIT], Moment.allCases)
    func watchLeavesNothing(signal: Int32, moment: Moment) throws {
        let bus = try HungBus()
        let (command, tools) = try start(["watch"], on: bus, until: moment)
        command.send(signal)
        let status = command.waitForExit(within: 10)
        // At once, the signal may come before `watch` catches it: it then ends by the signal.
        #expect(status == 0 || (moment == .atStart && status == 128 + signal))
        #expect(ProcessList.waitUntilGone(tools, within: 1).isEmpty)
        #expect(ProcessList.waitFor(within: 1) { ProcessList.carrying(bus.marker).isEmpty })
    }

    @Test("list killed outright during the read leaves no process running")
    func killedListLeavesNothingRunning() throws {
        let bus = try HungBus()
        let (command, tools) = try start(["list", "--style", "body"], on: bus, until: .duringRead)
        command.send(SIGKILL)
        #expect(command.waitForExit(within: 10) == 128 + SIGKILL)
        // The kernel kills gsettings with its parent (its parent-death signal); reaping it is
        // then init's work, which a container's init may not do, so only a running one counts.
        #expect(
            ProcessList.waitFor(within: 1) { tools.allSatisfy { (ProcessList.status(of: $0)?.state ?? "Z") == "Z" } })
        #expect(ProcessList.waitFor(within: 1) { ProcessList.carrying(bus.marker).isEmpty })
    }

    /// Starts the built `fontscale` with `arguments` on `bus`, and returns it at `moment` with the
    /// `gsettings` it runs by then.
    func start(_ arguments: [String], on bus: HungBus, until moment: Moment) throws -> (ChildProcess, [Int32]) {
        let binary = try CommandRunner.executable.require()
        let command = try ChildProcess(
            binary.path, arguments, environment: bus.environment.merging(sanitizerEnvironment) { $1 })
        guard moment == .duringRead else { return (command, []) }
        var tools: [Int32] = []
        // Synchronous: the run ends at its deadline, which a suspended test could miss.
        let found = ProcessList.waitFor(within: 1.5) {
            tools = ProcessList.children(of: command.pid).filter { ProcessList.status(of: $0)?.name == "gsettings" }
            return !tools.isEmpty
        }
        try #require(found, "fontscale started no gsettings on a bus that never answers")
        return (command, tools)
    }
}
