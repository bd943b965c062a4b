#if GTK
import FontScaleGTK
import Foundation
import HeadlessUI
import TestSupport
import Testing

/// Every way to write an async Swift program drives GTK on the process's main thread with the
/// defaults, and a call from another thread stops with the thread rule before it reaches GTK.
@Suite(
    "Async programs that drive GTK", .enabled(if: isGTKBuilt, "built without the GTK trait"),
    .requires(.testDisplay))
struct AsyncProgramGtkTests {
    @Test(
        "each program shape runs the toolkit audit in a GTK window, GTK confirming the headless finding",
        arguments: AsyncProgramShape.allCases)
    func shapeRunsTheAudit(shape: AsyncProgramShape) throws {
        let display = try VirtualDisplay()
        let run = try LineProcess(shape.executable.require(), arguments: [], environment: display.demoEnvironment)
        #expect(run.waitForExit() == 0, "\(run.errorOutput)")
        let problems = shape.problems(inOutput: run.lines, toolkit: "GTK")
        #expect(problems.isEmpty, "\(problems): \(run.lines) \(run.errorOutput)")
    }

    @Test("a GtkHost made on a main actor that runs off the main thread stops the process naming the thread rule")
    func hostOffTheMainThreadStops() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            // The window is made on the main actor; the host, off it.
            let window = await MainActor.run { UncheckedWindow(window: Window()) }
            callAsIfOnMainActor {
                _ = try? GtkHost(window: window.window)
                exit(0)  // not reached: GTK is never called from this thread
            }
        }
        let errors = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(errors.contains("GTK was called (gtk_init_check) on a thread that is not the process's main thread"))
    }
}
extension AsyncProgramGtkTests {
    @Test("a process that exits from another thread while GTK waits on the main thread exits with its own status")
    func exitFromAnotherThreadWhileGTKWaits() async {
        // The child's own display server, which the child's exit ends: were the main thread still
        // in GTK's loop then, GDK would see its display vanish and end the process with status 1.
        await #expect(processExitsWith: .success) {
            guard let display = try? VirtualDisplay() else { exit(3) }
            display.applyToCurrentProcess()
            // Kept to the end, as a process-wide display is: the exit's own handlers end it.
            _ = Unmanaged.passRetained(display)
            let shown = await MainActor.run {
                guard let host = try? GtkHost(window: Window()) else { return false }
                return (try? host.presentWindow(title: "Inbox", width: 332, height: 632)) != nil
            }
            guard shown else { exit(2) }
            // The main thread now waits in GLib's loop; returning ends the child from Swift
            // Testing's worker thread, with status 0.
            try? await Task.sleep(for: .milliseconds(200))
        }
    }
}

/// A window handed to another thread by a test that means to break the thread rule.
struct UncheckedWindow: @unchecked Sendable {
    let window: Window
}
#endif
