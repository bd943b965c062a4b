#if Qt
import Foundation

@testable import FontScaleQt

/// Qt's event loop, turned by a test's child process on the thread that made its QApplication.
enum QtLoop {
    /// Turns Qt's loop until `condition` holds, for at most `seconds`; whether it held.
    @MainActor
    @discardableResult
    static func turn(within seconds: Double = 3, until condition: () -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while !condition() && Date() < deadline {
            Qt.processEvents(wait: false)
            usleep(2_000)
        }
        return condition()
    }
}
#endif
