#if GTK
internal import CGtk
internal import CGtkNative

extension Gtk {
    // MARK: More widgets

    /// A row: a horizontal `GtkBox` whose children are given the widths they need at any height.
    ///
    /// GTK's own box layout asks each child of a horizontal box for its width at the box's height,
    /// which a wrapping label answers by reshaping its text at width after width; after a
    /// text-size change a row of wrapping labels pays that again within the frame. The tree's
    /// stacks measure a view's width at any height, and a row lays out as they do (CGtkNative's
    /// `fontscale_arrange_row` says how).
    ///
    /// The corresponding C functions are `gtk_box_new` and `fontscale_arrange_row` (CGtkNative's).
    static func makeHorizontalBox(spacing: Int32, homogeneous: Bool = false) throws(GtkError) -> GtkWidgetHandle {
        let box = try made(gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 0), "GtkBox")
        fontscale_arrange_row(widget(box), spacing, homogeneous ? 1 : 0)
        return box
    }

    /// The corresponding C function is `gtk_entry_new`.
    static func makeEntry() throws(GtkError) -> GtkWidgetHandle {
        try made(gtk_entry_new(), "GtkEntry")
    }

    /// The corresponding C function is `gtk_toggle_button_new_with_label`.
    static func makeToggleButton(_ title: String) throws(GtkError) -> GtkWidgetHandle {
        try made(gtk_toggle_button_new_with_label(title), "GtkToggleButton")
    }

    /// The corresponding C function is `gtk_label_get_text`.
    static func text(ofLabel label: GtkWidgetHandle) -> String {
        gtk_label_get_text(OpaquePointer(label.pointer)).map { String(cString: $0) } ?? ""
    }

    /// The corresponding C function is `gtk_editable_set_text`.
    static func setEntryText(_ text: String, of entry: GtkWidgetHandle) {
        gtk_editable_set_text(OpaquePointer(entry.pointer), text)
    }

    /// The corresponding C function is `gtk_editable_get_text`.
    static func text(ofEntry entry: GtkWidgetHandle) -> String {
        gtk_editable_get_text(OpaquePointer(entry.pointer)).map { String(cString: $0) } ?? ""
    }

    /// The corresponding C function is `gtk_entry_set_placeholder_text`.
    static func setPlaceholder(_ text: String?, of entry: GtkWidgetHandle) {
        gtk_entry_set_placeholder_text(entry.pointer.assumingMemoryBound(to: GtkEntry.self), text)
    }

    /// The corresponding C function is `gtk_entry_get_placeholder_text`.
    static func placeholder(of entry: GtkWidgetHandle) -> String? {
        gtk_entry_get_placeholder_text(entry.pointer.assumingMemoryBound(to: GtkEntry.self)).map { String(cString: $0) }
    }

    /// The corresponding C function is `gtk_button_set_label`.
    static func setButtonLabel(_ text: String, of button: GtkWidgetHandle) {
        gtk_button_set_label(button.pointer.assumingMemoryBound(to: GtkButton.self), text)
    }

    /// Shows a themed icon in a button instead of its label.
    ///
    /// The corresponding C function is `gtk_button_set_icon_name`.
    static func setIconName(_ name: String, of button: GtkWidgetHandle) {
        gtk_button_set_icon_name(button.pointer.assumingMemoryBound(to: GtkButton.self), name)
    }

    /// The corresponding C function is `gtk_button_get_label`.
    static func label(ofButton button: GtkWidgetHandle) -> String {
        gtk_button_get_label(button.pointer.assumingMemoryBound(to: GtkButton.self)).map { String(cString: $0) } ?? ""
    }

    /// The corresponding C function is `gtk_toggle_button_set_active`.
    static func setActive(_ active: Bool, of button: GtkWidgetHandle) {
        gtk_toggle_button_set_active(button.pointer.assumingMemoryBound(to: GtkToggleButton.self), active ? 1 : 0)
    }

    /// The corresponding C function is `gtk_toggle_button_get_active`.
    static func isActive(_ button: GtkWidgetHandle) -> Bool {
        gtk_toggle_button_get_active(button.pointer.assumingMemoryBound(to: GtkToggleButton.self)) != 0
    }

    /// A widget state the theme draws: a selected button is checked, a highlighted one active
    /// (pressed), as GTK draws its own.
    enum StateFlag {
        case checked, active

        var flags: GtkStateFlags { self == .checked ? GTK_STATE_FLAG_CHECKED : GTK_STATE_FLAG_ACTIVE }
    }

    /// Sets or clears a state flag.
    ///
    /// The corresponding C functions are `gtk_widget_set_state_flags` and
    /// `gtk_widget_unset_state_flags`.
    static func setState(_ flag: StateFlag, _ on: Bool, of widget: GtkWidgetHandle) {
        if on {
            gtk_widget_set_state_flags(self.widget(widget), flag.flags, 0)
        } else {
            gtk_widget_unset_state_flags(self.widget(widget), flag.flags)
        }
    }

    /// Whether a state flag is set.
    ///
    /// The corresponding C function is `gtk_widget_get_state_flags`.
    static func hasState(_ flag: StateFlag, _ widget: GtkWidgetHandle) -> Bool {
        gtk_widget_get_state_flags(self.widget(widget)).rawValue & flag.flags.rawValue != 0
    }

    /// Shows or hides a widget; a list's row goes with the widget it holds, so that a hidden
    /// row leaves no empty line.
    ///
    /// The corresponding C function is `gtk_widget_set_visible`.
    static func setVisible(_ visible: Bool, of widget: GtkWidgetHandle) {
        gtk_widget_set_visible(self.widget(widget), visible ? 1 : 0)
        if let row = parent(of: widget), isListRow(row) { gtk_widget_set_visible(self.widget(row), visible ? 1 : 0) }
    }

    /// The corresponding C function is `gtk_widget_get_visible`.
    static func isVisible(_ widget: GtkWidgetHandle) -> Bool {
        gtk_widget_get_visible(self.widget(widget)) != 0
    }

    /// The corresponding C function is `gtk_widget_set_sensitive`.
    static func setSensitive(_ sensitive: Bool, of widget: GtkWidgetHandle) {
        gtk_widget_set_sensitive(self.widget(widget), sensitive ? 1 : 0)
    }

    /// The corresponding C function is `gtk_widget_get_sensitive`.
    static func isSensitive(_ widget: GtkWidgetHandle) -> Bool {
        gtk_widget_get_sensitive(self.widget(widget)) != 0
    }

    /// The corresponding C function is `gtk_widget_get_vexpand`.
    static func expandsVertically(_ widget: GtkWidgetHandle) -> Bool {
        gtk_widget_get_vexpand(self.widget(widget)) != 0
    }

    /// The type's name, such as `GtkLabel`.
    static func typeName(of widget: GtkWidgetHandle) -> String {
        String(cString: fontscale_type_name(gpointer(widget.pointer)))
    }

    // MARK: Boxes

    /// Puts `child` into `box` at `index` among its children (clamped).
    ///
    /// The sibling before it is found by following GTK's own links, without a handle for each
    /// child passed: a screen of many views inserts each in turn.
    ///
    /// The corresponding C functions are `gtk_widget_get_first_child`,
    /// `gtk_widget_get_next_sibling`, `gtk_box_insert_child_after` and `gtk_box_prepend`.
    static func insert(_ child: GtkWidgetHandle, into box: GtkWidgetHandle, at index: Int) {
        if isListBox(box) { return insert(child, intoList: box, at: index) }
        let boxPointer = box.pointer.assumingMemoryBound(to: GtkBox.self)
        var sibling = index > 0 ? gtk_widget_get_first_child(widget(box)) : nil
        var position = 1
        while position < index, let current = sibling, let next = gtk_widget_get_next_sibling(current) {
            sibling = next
            position += 1
        }
        if let sibling {
            gtk_box_insert_child_after(boxPointer, widget(child), sibling)
        } else {
            gtk_box_prepend(boxPointer, widget(child))
        }
    }

    /// Puts `child` into `box` right after `sibling`, one of the box's children: no walk over the
    /// children before it.
    ///
    /// The corresponding C function is `gtk_box_insert_child_after`.
    static func insert(_ child: GtkWidgetHandle, into box: GtkWidgetHandle, after sibling: GtkWidgetHandle) {
        gtk_box_insert_child_after(box.pointer.assumingMemoryBound(to: GtkBox.self), widget(child), widget(sibling))
    }

    /// Whether `widget`'s parent is `box` itself (a list's child is in a row, not the list).
    ///
    /// The corresponding C function is `gtk_widget_get_parent`.
    static func isChild(_ widget: GtkWidgetHandle, of box: GtkWidgetHandle) -> Bool {
        gtk_widget_get_parent(self.widget(widget)) == self.widget(box)
    }

    /// Takes `child` out of the box it is in, if it is in one; out of a list, with its row.
    ///
    /// The corresponding C functions are `gtk_widget_get_parent`, `gtk_list_box_remove` and
    /// `gtk_box_remove`.
    static func removeFromBox(_ child: GtkWidgetHandle) {
        guard let parent = gtk_widget_get_parent(widget(child)) else { return }
        if isListRow(handle(parent)) {
            guard let list = gtk_widget_get_parent(parent) else { return }
            return gtk_list_box_remove(OpaquePointer(list), parent)
        }
        gtk_box_remove(UnsafeMutableRawPointer(parent).assumingMemoryBound(to: GtkBox.self), widget(child))
    }

    /// Takes every child out of a box.
    static func removeAllChildren(of box: GtkWidgetHandle) {
        for child in children(of: box) { removeFromBox(child) }
    }

    // MARK: Style providers

    /// Removes a provider from the default display and releases it.
    ///
    /// The corresponding C functions are `gtk_style_context_remove_provider_for_display` and
    /// `g_object_unref`.
    static func removeDisplayProvider(_ provider: OpaquePointer) {
        requireMainThread("gtk_style_context_remove_provider_for_display")
        if let display = gdk_display_get_default() {
            gtk_style_context_remove_provider_for_display(display, provider)
        }
        g_object_unref(gpointer(provider))
    }

    // MARK: The loop and signals

    /// Runs `body` once on a turn of GLib's default main context, before GTK lays out and paints
    /// (`G_PRIORITY_HIGH_IDLE`); returns the source id.
    ///
    /// The corresponding C function is `g_idle_add_full`.
    @discardableResult
    static func onIdle(_ body: @escaping @MainActor () -> Void) -> UInt32 {
        addIdle(priority: G_PRIORITY_HIGH_IDLE) {
            body()
            return false  // G_SOURCE_REMOVE: once
        }
    }

    /// Calls `body` when a window is closed: `gtk_window_destroy`, which its close button calls,
    /// unrealizes it. (Its `destroy` signal would wait for the last reference, which a handle
    /// holds.) Returns the handler id, for ``disconnect(_:from:)``; the closure is released when
    /// the handler is disconnected or the window finalized.
    ///
    /// The corresponding C function is `g_signal_connect_data` (`unrealize`).
    static func onWindowClosed(_ window: GtkWidgetHandle, _ body: @escaping @MainActor () -> Void) -> UInt {
        connect(gpointer(window.pointer), "unrealize", body)
    }

    /// The corresponding C function is `g_signal_handler_disconnect`.
    static func disconnect(_ handler: UInt, from widget: GtkWidgetHandle) {
        g_signal_handler_disconnect(gpointer(widget.pointer), handler)
    }

    /// The corresponding C function is `gtk_window_close`.
    static func closeWindow(_ window: GtkWidgetHandle) {
        gtk_window_close(window.pointer.assumingMemoryBound(to: GtkWindow.self))
    }

    /// Destroys a window: GTK closes it and releases its widgets (handles keep their memory).
    ///
    /// The corresponding C function is `gtk_window_destroy`.
    static func destroyWindow(_ window: GtkWidgetHandle) {
        gtk_window_destroy(window.pointer.assumingMemoryBound(to: GtkWindow.self))
    }
}
#endif
