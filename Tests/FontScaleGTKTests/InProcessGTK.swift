#if GTK
import Foundation
import TestSupport
import Testing

@testable import FontScaleGTK

/// GTK in this test process, for the tests that check what FontScaleGTK hands GTK itself (its
/// style sheets, its classes, its wrapper layer, its read-back) rather than a demo's window: GTK
/// opens its display once per process, so they share one display server, which lives as long as
/// the process.
@MainActor
enum InProcessGTK {
    private static let display: VirtualDisplay? = {
        guard let display = try? VirtualDisplay() else { return nil }
        display.applyToCurrentProcess()
        return display
    }()

    /// Starts the display and GTK, once; a test calls it before any GTK call.
    static func start() throws {
        _ = try #require(display, "no display server started")
        try #require(Gtk.initialize(), "GTK opened no display")
    }

    /// Turns GLib's default main context until `condition` holds, for at most `seconds`; whether
    /// it held.
    static func turnLoop(within seconds: Double = 5, until condition: () -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while !condition() && Date() < deadline {
            if !Gtk.iterate(blocking: false) { usleep(1_000) }
        }
        return condition()
    }
}

/// An object a callback captures, whose release a weak reference sees.
final class Captured {
    var calls = 0
}
#endif
