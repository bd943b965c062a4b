import Foundation

/// One run of a helper tool with a deadline: both output pipes drained while it runs, killed
/// when the deadline passes, reaped in every case.
struct ToolRun {
    /// What the tool printed and how it ended.
    enum Outcome: Equatable {
        /// It exited; its status and standard output.
        case exited(status: Int32, output: String)
        /// It did not finish in time and was killed.
        case timedOut
        /// It could not be started.
        case failedToStart(String)
    }

    /// Runs `executable` with `arguments` and `environment`, for at most `timeout`.
    static func run(
        _ executable: String, _ arguments: [String], environment: [String: String], timeout: Duration
    ) -> Outcome {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.environment = environment
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = FileHandle.nullDevice
        let exited = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in exited.signal() }
        do {
            try process.run()
        } catch {
            return .failedToStart("\(error)")
        }
        // Drain both pipes while the tool runs: one it fills unread would stall it.
        let collected = Collected()
        let reading = DispatchGroup()
        for (pipe, keep) in [(output, true), (errors, false)] {
            DispatchQueue.global().async(group: reading) {
                let data = pipe.fileHandleForReading.readDataToEndOfFile()
                if keep { collected.set(data) }
            }
        }
        let seconds = Double(timeout.components.seconds) + Double(timeout.components.attoseconds) * 1e-18
        if exited.wait(timeout: .now() + seconds) == .timedOut {
            kill(process.processIdentifier, SIGKILL)
            exited.wait()
            reading.wait()
            return .timedOut
        }
        reading.wait()
        return .exited(status: process.terminationStatus, output: String(decoding: collected.data, as: UTF8.self))
    }

    /// The standard output, handed from the reading thread.
    private final class Collected: @unchecked Sendable {
        // Written once by the reader before `reading.wait()` returns, read after it.
        private(set) var data = Data()
        func set(_ data: Data) { self.data = data }
    }
}
