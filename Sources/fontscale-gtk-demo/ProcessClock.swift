#if canImport(Glibc)
import Foundation
import Glibc

/// Milliseconds since this process started, for the demo's start-up phases: now on the boot
/// clock against the kernel's record of when the process started (`starttime` in
/// `/proc/self/stat`, in clock ticks since boot, so to 10 ms at Linux's usual 100 Hz).
enum ProcessClock {
    static func millisecondsSinceStart() -> Double? {
        guard let stat = try? String(contentsOfFile: "/proc/self/stat", encoding: .utf8),
            let close = stat.lastIndex(of: ")")
        else { return nil }
        // Fields after the command's closing parenthesis start at field 3; starttime is field 22.
        let fields = stat[stat.index(after: close)...].split(separator: " ")
        guard fields.count > 19, let ticks = Double(fields[19]) else { return nil }
        var now = timespec()
        clock_gettime(CLOCK_BOOTTIME, &now)
        let hertz = Double(sysconf(Int32(_SC_CLK_TCK)))
        return ((Double(now.tv_sec) + Double(now.tv_nsec) / 1e9) - ticks / hertz) * 1000
    }
}
#endif
