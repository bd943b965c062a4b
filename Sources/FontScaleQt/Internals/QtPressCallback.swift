#if Qt
internal import CQtShim

/// A Swift closure Qt holds for a press-and-hold filter (`fsqt_on_press_and_hold`): called with
/// each step and whether the pointer is over the item, on the main thread, and released when Qt
/// deletes the filter with its widget.
final class QtPressCallback {
    let body: @MainActor (Int32, Bool) -> Void

    init(_ body: @escaping @MainActor (Int32, Bool) -> Void) {
        self.body = body
    }

    /// One retain handed to Qt, which gives it back through `release`.
    static func retain(_ body: @escaping @MainActor (Int32, Bool) -> Void) -> UnsafeMutableRawPointer {
        Unmanaged.passRetained(QtPressCallback(body)).toOpaque()
    }

    /// Calls the closure with a step; the box is borrowed, as ``QtCallback/call`` borrows its own.
    static let call: @convention(c) (UnsafeMutableRawPointer?, Int32, Bool) -> Void = { context, step, inside in
        let address = UInt(bitPattern: context)
        MainActor.assumeIsolated {
            guard let context = UnsafeMutableRawPointer(bitPattern: address) else { return }
            Unmanaged<QtPressCallback>.fromOpaque(context).takeUnretainedValue().body(step, inside)
        }
    }

    static let release: @convention(c) (UnsafeMutableRawPointer?) -> Void = { context in
        guard let context else { return }
        Unmanaged<QtPressCallback>.fromOpaque(context).release()
    }
}
#endif
