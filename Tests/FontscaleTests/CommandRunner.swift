import Foundation
import TestSupport
import Testing

/// Runs the built `fontscale` binary as a child process, as a user would.
struct CommandRunner {
    /// The `fontscale` executable SwiftPM built beside the test bundle.
    static let executable = BuiltExecutable("fontscale")

    /// A desktop of the tests' own: no session bus, no desktop named, and an empty configuration
    /// home, so neither the user's dconf database nor a `kdeglobals` of the machine decides what a
    /// test expects. A test's own `environment` goes over it.
    static let isolated: [String: String] = {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("fontscale-cli-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        var environment = ProcessInfo.processInfo.environment
        environment["DBUS_SESSION_BUS_ADDRESS"] = nil
        environment.merge(["XDG_CONFIG_HOME": home.path, "XDG_CURRENT_DESKTOP": ""]) { $1 }
        return environment
    }()

    static func run(
        _ arguments: [String],
        environment: [String: String] = [:],
        currentDirectory: URL? = nil
    ) throws -> ToolOutput {
        let binary = try executable.require()
        return try runTool(
            binary.path, arguments, environment: Self.isolated.merging(environment) { $1 },
            currentDirectory: currentDirectory)
    }
}
