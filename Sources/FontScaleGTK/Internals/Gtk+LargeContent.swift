#if GTK
internal import CGtk
import HeadlessUI

/// The large content viewer in GTK: a `GtkPopover` over the item with one label, and a drag
/// gesture that times the press.
extension Gtk {
    /// The key under which an item keeps its popover (`g_object_set_data`).
    private static let popoverKey = "fontscale-large-content"

    /// The large content popover an item carries, or `nil`.
    ///
    /// The corresponding C function is `g_object_get_data`.
    static func largeContentPopover(of item: GtkWidgetHandle) -> GtkWidgetHandle? {
        guard let popover = g_object_get_data(item.pointer.assumingMemoryBound(to: GObject.self), popoverKey) else {
            return nil
        }
        return handle(popover.assumingMemoryBound(to: GtkWidget.self))
    }

    /// The label inside a large content popover.
    ///
    /// The corresponding C function is `gtk_popover_get_child`.
    static func largeContentLabel(of popover: GtkWidgetHandle) -> GtkWidgetHandle? {
        gtk_popover_get_child(popover.pointer.assumingMemoryBound(to: GtkPopover.self)).map(handle)
    }

    /// The item's popover, made on first use: a `GtkPopover` above the item, which takes no grab
    /// (the press that shows it must reach the item's gesture to end), holding a label. The item
    /// owns it as a child and unparents it when it is destroyed, as `GtkMenuButton` does its own.
    ///
    /// The corresponding C functions are `gtk_popover_new`, `gtk_label_new`,
    /// `gtk_popover_set_child`, `gtk_popover_set_autohide`, `gtk_popover_set_position`,
    /// `gtk_widget_set_parent`, `g_object_set_data` and `gtk_widget_unparent`.
    static func ensureLargeContentPopover(on item: GtkWidgetHandle) -> GtkWidgetHandle? {
        requireMainThread("a large content popover made")
        if let popover = largeContentPopover(of: item) { return popover }
        guard let popover = gtk_popover_new(), let label = gtk_label_new("") else { return nil }
        let pointer = UnsafeMutableRawPointer(popover).assumingMemoryBound(to: GtkPopover.self)
        gtk_popover_set_child(pointer, label)
        gtk_popover_set_autohide(pointer, 0)
        gtk_popover_set_position(pointer, GTK_POS_TOP)
        gtk_widget_add_css_class(popover, "fontscale-large-content")
        gtk_widget_set_parent(popover, widget(item))
        g_object_set_data(item.pointer.assumingMemoryBound(to: GObject.self), popoverKey, gpointer(popover))
        // The item's address, not a handle, which would keep the item alive from its own handler;
        // the popover is looked up when the item goes, since it may have been replaced or removed.
        let address = UInt(bitPattern: item.pointer)
        connect(gpointer(item.pointer), "destroy") {
            guard let item = UnsafeMutablePointer<GObject>(bitPattern: address),
                let popover = g_object_get_data(item, popoverKey)
            else { return }
            g_object_set_data(item, popoverKey, nil)
            gtk_widget_unparent(popover.assumingMemoryBound(to: GtkWidget.self))
        }
        return handle(popover)
    }

    /// Takes an item's popover away, if it has one.
    ///
    /// The corresponding C functions are `g_object_set_data` and `gtk_widget_unparent`.
    static func removeLargeContentPopover(from item: GtkWidgetHandle) {
        guard let popover = largeContentPopover(of: item) else { return }
        g_object_set_data(item.pointer.assumingMemoryBound(to: GObject.self), popoverKey, nil)
        gtk_widget_unparent(widget(popover))
    }

    /// Shows a popover (`gtk_popover_popup`) or hides it (`gtk_popover_popdown`).
    static func setShown(_ shown: Bool, popover: GtkWidgetHandle) {
        if shown {
            gtk_popover_popup(popover.pointer.assumingMemoryBound(to: GtkPopover.self))
        } else {
            gtk_popover_popdown(popover.pointer.assumingMemoryBound(to: GtkPopover.self))
        }
    }

    /// Times presses on an item with a `GtkGestureDrag` in the capture phase (before the item's
    /// own click), for as long as the item lives: the press, each move and the release carry the
    /// point, which says whether the pointer is still over the item. Once per item: an item
    /// watched already (its large content gone and back) keeps its one gesture, where a second
    /// would time each press twice.
    ///
    /// The corresponding C functions are `g_object_get_data`, `gtk_gesture_drag_new`,
    /// `gtk_event_controller_set_propagation_phase`, `gtk_widget_add_controller`,
    /// `g_signal_connect_data` and `g_object_set_data`.
    static func onPressAndHold(of item: GtkWidgetHandle) {
        guard g_object_get_data(item.pointer.assumingMemoryBound(to: GObject.self), pressWatchKey) == nil,
            let gesture = gtk_gesture_drag_new()
        else { return }
        // The item owns the gesture; the mark only says it has one, and goes with the item.
        g_object_set_data(item.pointer.assumingMemoryBound(to: GObject.self), pressWatchKey, gpointer(gesture))
        gtk_event_controller_set_propagation_phase(gesture, GTK_PHASE_CAPTURE)
        let press = GtkLargeContentPress(item: item, gesture: UnsafeMutableRawPointer(gesture))
        connect(gpointer(gesture), "drag-begin", point: press.begin)
        connect(gpointer(gesture), "drag-update", point: press.update)
        connect(gpointer(gesture), "drag-end", point: press.end)
        connect(gpointer(gesture), "cancel", press.cancel)
        gtk_widget_add_controller(widget(item), gesture)
    }

    /// The object data that marks an item whose presses are timed (``onPressAndHold(of:)``).
    private static let pressWatchKey = "fontscale-press-and-hold"

    /// How many drag gestures an item carries: the package's test hook for the one press watch.
    ///
    /// The corresponding C functions are `gtk_widget_observe_controllers`,
    /// `g_list_model_get_n_items`, `g_list_model_get_item`, `gtk_gesture_drag_get_type` and
    /// `g_object_unref`.
    static func dragGestureCount(of item: GtkWidgetHandle) -> Int {
        guard let controllers = gtk_widget_observe_controllers(widget(item)) else { return 0 }
        defer { g_object_unref(gpointer(controllers)) }
        var count = 0
        for index in 0..<g_list_model_get_n_items(controllers) {
            guard let controller = g_list_model_get_item(controllers, index) else { continue }
            defer { g_object_unref(controller) }
            let instance = UnsafeMutablePointer<GTypeInstance>(OpaquePointer(controller))
            if g_type_check_instance_is_a(instance, gtk_gesture_drag_get_type()) != 0 { count += 1 }
        }
        return count
    }

    /// Claims the gesture's press, so the item's own click gesture lets go of it: a release that
    /// ends a held press is the viewer's, not a click.
    ///
    /// The corresponding C function is `gtk_gesture_set_state`.
    static func claim(_ gesture: UnsafeMutableRawPointer) {
        _ = gtk_gesture_set_state(OpaquePointer(gesture), GTK_EVENT_SEQUENCE_CLAIMED)
    }

    /// Whether a point in an item's coordinates is inside it.
    ///
    /// The corresponding C functions are `gtk_widget_get_width` and `gtk_widget_get_height`.
    static func contains(_ item: GtkWidgetHandle, x: Double, y: Double) -> Bool {
        let pointer = widget(item)
        return x >= 0 && y >= 0 && x < Double(gtk_widget_get_width(pointer))
            && y < Double(gtk_widget_get_height(pointer))
    }

    /// Activates an item as a click does (a button emits `clicked`).
    ///
    /// The corresponding C function is `gtk_widget_activate`.
    static func activate(_ item: GtkWidgetHandle) {
        _ = gtk_widget_activate(widget(item))
    }

    /// Emits a drag signal on an item's drag gesture, as GTK does for a pointer's press (`drag-begin`,
    /// the point), move and release (`drag-update`, `drag-end`, the offset from the press); whether
    /// the item has one.
    ///
    /// The corresponding C function is `g_signal_emit_by_name` (through `fontscale_emit_drag`).
    static func emitDrag(_ signal: String, on item: GtkWidgetHandle, x: Double, y: Double) -> Bool {
        fontscale_emit_drag(widget(item), signal, x, y) != 0
    }

    /// The large content viewer's popover an item carries, read back: its text, font and whether
    /// it is shown; `nil` when it has none.
    static func largeContentShown(on item: GtkWidgetHandle) -> ShownWidget.LargeContent? {
        guard let popover = largeContentPopover(of: item), let label = largeContentLabel(of: popover) else {
            return nil
        }
        let font = font(of: label)
        return ShownWidget.LargeContent(
            text: text(ofLabel: label),
            font: ShownWidget.Font(family: font.family, pixelSize: font.pixelSize, weight: font.weight),
            isShown: isVisible(popover))
    }
}
#endif
