#if GTK
internal import CGtk

/// Values kept in Swift per GTK widget, without keeping the widget alive: an entry goes when GTK
/// finalizes its widget, so a widget made later at a freed one's address starts with none.
///
/// A handle would keep its widget alive for as long as the table holds it, and a CSS class or
/// object data would put Swift state in GTK's hands; a weak reference does neither.
@MainActor
final class GtkWidgetTable<Value> {
    private var values: [UnsafeMutableRawPointer: Value] = [:]
    private let finalization = WidgetFinalization()

    init() {
        // Unowned: the table owns the observer, and stops every watch before it goes.
        finalization.forget = { [unowned self] address in values[address] = nil }
    }

    isolated deinit {
        for address in values.keys { finalization.stopWatching(address) }
    }

    /// The value kept for a widget; setting `nil` forgets it.
    subscript(widget: GtkWidgetHandle) -> Value? {
        get { values[widget.pointer] }
        set {
            let address = widget.pointer
            switch (values[address] != nil, newValue != nil) {
            case (false, true): finalization.watch(address)
            case (true, false): finalization.stopWatching(address)
            default: break
            }
            values[address] = newValue
        }
    }

    /// How many widgets have a value: the live ones given one and not forgotten.
    var count: Int { values.count }
}

/// Tells its owner the address of each watched widget GTK finalizes.
@MainActor
private final class WidgetFinalization {
    var forget: (UnsafeMutableRawPointer) -> Void = { _ in }

    /// The corresponding C function is `g_object_weak_ref`.
    func watch(_ widget: UnsafeMutableRawPointer) {
        // Unretained: the owner stops every watch before this observer goes.
        g_object_weak_ref(
            widget.assumingMemoryBound(to: GObject.self), widgetFinalized, Unmanaged.passUnretained(self).toOpaque())
    }

    /// The corresponding C function is `g_object_weak_unref`.
    func stopWatching(_ widget: UnsafeMutableRawPointer) {
        g_object_weak_unref(
            widget.assumingMemoryBound(to: GObject.self), widgetFinalized, Unmanaged.passUnretained(self).toOpaque())
    }

    fileprivate func finalized(_ widget: UnsafeMutableRawPointer) {
        forget(widget)
    }
}

/// GLib's weak notify: one C function for every watch, so `g_object_weak_unref` finds it again.
private func widgetFinalized(_ data: gpointer?, _ object: UnsafeMutablePointer<GObject>?) {
    // Addresses, which are Sendable, across the isolation boundary.
    let (observer, widget) = (UInt(bitPattern: data), UInt(bitPattern: object))
    // GTK finalizes widgets on its own thread, the main one (handles release there too).
    MainActor.assumeIsolated {
        guard let observer = UnsafeMutableRawPointer(bitPattern: observer),
            let widget = UnsafeMutableRawPointer(bitPattern: widget)
        else { return }
        Unmanaged<WidgetFinalization>.fromOpaque(observer).takeUnretainedValue().finalized(widget)
    }
}
#endif
