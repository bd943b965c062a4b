import Foundation

/// Processes found through `/proc`, for the fixtures that must stop what they started and for
/// the checks that nothing is left running.
public enum ProcessScan {
    /// Processes whose environment contains `entry` exactly, from `/proc/PID/environ`.
    public static func processes(withEnvironmentContaining entry: String) -> [Int32] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return names.compactMap(Int32.init).filter { pid in
            guard let data = FileManager.default.contents(atPath: "/proc/\(pid)/environ") else { return false }
            return data.split(separator: 0).contains { String(decoding: $0, as: UTF8.self) == entry }
        }
    }

    /// A process's command line, its arguments joined by spaces; empty once it is gone.
    public static func commandLine(of pid: Int32) -> String {
        guard let data = FileManager.default.contents(atPath: "/proc/\(pid)/cmdline") else { return "" }
        return data.split(separator: 0).map { String(decoding: $0, as: UTF8.self) }.joined(separator: " ")
    }

    /// A process's program name (`/proc/PID/comm`); empty once it is gone.
    public static func name(of pid: Int32) -> String {
        guard let data = FileManager.default.contents(atPath: "/proc/\(pid)/comm") else { return "" }
        return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
