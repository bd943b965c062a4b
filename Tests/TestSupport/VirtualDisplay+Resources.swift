import Foundation

extension VirtualDisplay {
    /// Replaces the X resources (the root window's `RESOURCE_MANAGER`) with `text`, as
    /// `xrdb -load` does when a session starts or a settings daemon applies a DPI; X11 only.
    /// Needs `xrdb` (Debian's `x11-xserver-utils`, ``OptionalProgram/xrdb``).
    public func loadResources(_ text: String) throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("fontscale-xrdb-\(UUID().uuidString)")
        try Data(text.utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        var environment = ProcessInfo.processInfo.environment
        apply(to: &environment)
        // -nocpp: no C preprocessor, which a new machine may lack.
        let output = try runTool(OptionalProgram.xrdb.path, ["-nocpp", "-load", file.path], environment: environment)
        guard output.status == 0 else { throw VirtualDisplayError(kind: kind, output: "xrdb: \(output.standardError)") }
    }
}
