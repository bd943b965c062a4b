#if GTK
import Foundation
import TestSupport

@testable import FontScaleGTK

/// GTK in this test process, for the tests that check what FontScaleGTK hands GTK itself (its
/// style sheets, its classes) rather than a demo's window: GTK opens its display once per
/// process, so they share one.
@MainActor
enum InProcessGTK {
    /// The display GTK was opened on, or `nil` when none could be started or opened.
    static let display: VirtualDisplay? = {
        guard let display = try? VirtualDisplay() else { return nil }
        display.applyToCurrentProcess()
        return Gtk.initialize() ? display : nil
    }()

    /// Opens GTK on the shared display; throws when there is none.
    static func start() throws {
        guard display != nil else { throw InProcessGTKError() }
    }
}

/// GTK could not open a display in the test process.
struct InProcessGTKError: Error, CustomStringConvertible {
    var description: String { "GTK opened no display in the test process" }
}
#endif
