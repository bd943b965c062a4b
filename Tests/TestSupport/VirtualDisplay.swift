import Foundation

/// An X server with no screen (Xvfb) on a display number it picks itself, killed on release.
public final class VirtualDisplay: @unchecked Sendable {
    /// The display name, such as `:3`.
    public let name: String
    private let process: Process

    /// Starts Xvfb (Debian's `xvfb`); throws when it cannot start or names no display.
    public init() throws {
        process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/Xvfb")
        // -displayfd: Xvfb picks a free display and writes its number to standard output.
        process.arguments = ["-displayfd", "1", "-screen", "0", "640x480x24", "-nolisten", "tcp", "-noreset"]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let number = firstLine(of: output).trimmingCharacters(in: .whitespaces)
        guard Int(number) != nil else {
            kill(process.processIdentifier, SIGKILL)
            throw VirtualDisplayError(output: number)
        }
        name = ":" + number
    }

    deinit {
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
    }
}

/// Xvfb started but named no display.
public struct VirtualDisplayError: Error, CustomStringConvertible {
    /// What it printed instead.
    public let output: String
    /// A one-line explanation.
    public var description: String { "Xvfb named no display (printed '\(output)'); is the xvfb package installed?" }
}
