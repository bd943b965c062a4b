import DynamicType
import Foundation
import Testing

/// A chaos run against a running window: families of bad desktop values, each ended by one good
/// value, checked through the window's report lines (one per restyle).
///
/// After each family the window must restyle to the good value within a deadline (it stays
/// responsive) with exactly one report (no bad value reached it, nothing flapped), and that report
/// must show the good value. The window's process carries ``markerVariable`` in its environment,
/// and so does every child it starts, so ``leftovers()`` finds them once it has exited.
public final class ChaosRun: @unchecked Sendable {
    /// What a window shows, as far as the run compares it: its category and its type ramp.
    public struct Shown: Equatable, Sendable, Decodable, CustomStringConvertible {
        /// The category's name (`large`, `accessibilityMedium`).
        public var category: String
        /// The ramp, as `TypeRamp` describes itself (`desktop-anchored (body 16 pt)`).
        public var ramp: String

        /// A window's state from its report.
        public init(category: String, ramp: String) {
            self.category = category
            self.ramp = ramp
        }

        /// What a window on the desktop's ramp shows at a text-scaling factor and an interface
        /// font size in points: the ramp drawn at the factor where it is not its category's own.
        public init(textScale: Double, interfaceFontPointSize: Double) throws {
            category = try ContentSizeCategory(textScale: textScale).name
            ramp =
                TypeRamp.desktop(interfaceFontPointSize: interfaceFontPointSize).drawnAtDesktopFactor(textScale)
                .description
        }

        /// `category, ramp`.
        public var description: String { "\(category), \(ramp)" }
    }

    /// The variable that marks the window's process and its children.
    public static let markerVariable = "FONTSCALE_CHAOS_RUN"
    /// How long a family's bad values get to reach the window before the good value is set: a
    /// report in that time is a bad value shown, or a flap.
    public static let quietPeriod = 0.4

    /// The marker's value, unique to this run.
    public let marker = UUID().uuidString
    /// The window's report lines so far, as what they show.
    private let shown: () -> [Shown]
    /// How long each family's good value took to reach the window, in milliseconds, by family.
    public private(set) var timings: [(family: String, milliseconds: Int)] = []

    /// A run reading the window's reports through `shown`.
    public init(shown: @escaping () -> [Shown]) {
        self.shown = shown
    }

    /// The environment entry to give the window's process.
    public var environment: [String: String] { [Self.markerVariable: marker] }

    /// Waits for the window's first report, which must show `expected`.
    public func start(
        expecting expected: Shown, within seconds: Double = 60, isolation: isolated (any Actor)? = #isolation
    ) async throws {
        _ = await eventually(isolation: isolation, within: seconds) { !shown().isEmpty }
        let first = try #require(shown().first, "the window never reported")
        #expect(first == expected)
    }

    /// Throws one family: `bad` sets its bad values, then, once they have had time to arrive,
    /// `good` sets one good value. The window must show `expected` within `seconds`, with one report.
    public func family(
        _ name: String, settlesTo expected: Shown, within seconds: Double = 20,
        isolation: isolated (any Actor)? = #isolation, bad: () throws -> Void, good: () throws -> Void
    ) async throws {
        let before = shown().count
        try bad()
        try await Task.sleep(for: .seconds(Self.quietPeriod))
        let quiet = shown()
        #expect(
            quiet.count == before,
            "\(name): a bad value reached the window: \(quiet.dropFirst(before).map(\.description))")
        let start = ContinuousClock.now
        try good()
        let arrived = await eventually(isolation: isolation, within: seconds) { shown().count > quiet.count }
        let elapsed = ContinuousClock.now - start
        try #require(arrived, "\(name): the window did not restyle to \(expected) within \(seconds) s")
        timings.append((name, Int(elapsed / .milliseconds(1))))
        // A flap after the good value (to another source and back) would bring more reports.
        try await Task.sleep(for: .seconds(Self.quietPeriod))
        let after = shown()
        #expect(after.count == quiet.count + 1, "\(name): \(after.dropFirst(quiet.count).map(\.description))")
        #expect(after.last == expected, "\(name)")
    }

    /// The processes that carry this run's marker, with their command lines: after the window
    /// has exited, what it left running.
    public func leftovers() -> [String] {
        ProcessList.carrying("\(Self.markerVariable)=\(marker)").map {
            "\($0) \(ProcessList.commandLine(of: $0))"
        }
    }

    /// Kills whatever carries this run's marker, so a failed check leaves nothing behind.
    public func killLeftovers() {
        for pid in ProcessList.carrying("\(Self.markerVariable)=\(marker)") {
            kill(pid, SIGKILL)
        }
    }

    /// Waits for the window to exit, which it does by itself after the last family's report
    /// (`--exit-after-restyles`): its status must be 0, which under Address Sanitizer also says
    /// it leaked nothing; then nothing it started may still run.
    public func finish(
        waitForExit: () -> Int32, errorOutput: () -> String, isolation: isolated (any Actor)? = #isolation
    ) async {
        let status = waitForExit()
        #expect(status == 0, "the window exited with \(status): \(errorOutput().suffix(4_000))")
        // A child killed as its parent exits is gone a moment later.
        _ = await eventually(isolation: isolation, within: 2) { leftovers().isEmpty }
        let left = leftovers()
        #expect(left.isEmpty, "left running after the window exited: \(left)")
        killLeftovers()
    }

    /// The families' timings on one line, for the test's output.
    public var timingSummary: String {
        timings.map { "\($0.family) \($0.milliseconds) ms" }.joined(separator: ", ")
    }
}
