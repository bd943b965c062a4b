#if GTK
internal import CGtk

// The widgets GNOME's own apps are made of: a header bar as the window's title bar, a list of
// rows, and the stand-in that keeps a header bar's place among its siblings while the window
// shows it.
extension Gtk {
    private static let startKey = "fontscale-header-start"
    private static let endKey = "fontscale-header-end"
    private static let titleKey = "fontscale-header-title"

    // MARK: Header bars

    /// A header bar with a box at its start and one at its end for its buttons, and a label as
    /// its title; ``headerBarParts(of:)`` finds them again. The boxes and the label are the
    /// header bar's descendants, so they live as long as it does.
    ///
    /// The title shortens with an ellipsis and, in a window too narrow even for that (a large
    /// title at GNOME's narrowest width), is cut off: it sits in a scrolled window that the
    /// label's width does not size (`GTK_POLICY_EXTERNAL`), so the header bar never needs more
    /// than its buttons' width and the window keeps its own. The scrolled window takes no
    /// pointer input, so it never scrolls the title and a drag on it still moves the window.
    ///
    /// The corresponding C functions are `gtk_header_bar_new`, `gtk_header_bar_pack_start`,
    /// `gtk_header_bar_pack_end`, `gtk_scrolled_window_new`, `gtk_scrolled_window_set_policy`,
    /// `gtk_scrolled_window_set_propagate_natural_width`,
    /// `gtk_scrolled_window_set_propagate_natural_height`, `gtk_widget_set_can_target`,
    /// `gtk_scrolled_window_set_child`, `gtk_header_bar_set_title_widget` and `g_object_set_data`.
    static func makeHeaderBar() throws(GtkError) -> GtkWidgetHandle {
        let bar = try made(gtk_header_bar_new(), "GtkHeaderBar")
        let pointer = OpaquePointer(bar.pointer)
        let start = try makeHorizontalBox(spacing: 6)
        let end = try makeHorizontalBox(spacing: 6)
        let title = try makeLabel("")
        addClass("title", to: title)
        let titleArea = try made(gtk_scrolled_window_new(), "GtkScrolledWindow")
        let area = OpaquePointer(titleArea.pointer)
        gtk_scrolled_window_set_policy(area, GTK_POLICY_EXTERNAL, GTK_POLICY_NEVER)
        gtk_scrolled_window_set_propagate_natural_width(area, 1)
        gtk_scrolled_window_set_propagate_natural_height(area, 1)
        gtk_widget_set_can_target(widget(titleArea), 0)
        gtk_scrolled_window_set_child(area, widget(title))
        gtk_header_bar_pack_start(pointer, widget(start))
        gtk_header_bar_pack_end(pointer, widget(end))
        gtk_header_bar_set_title_widget(pointer, widget(titleArea))
        g_object_set_data(object(bar), startKey, gpointer(start.pointer))
        g_object_set_data(object(bar), endKey, gpointer(end.pointer))
        g_object_set_data(object(bar), titleKey, gpointer(title.pointer))
        return bar
    }

    /// A header bar with nothing in it but the window's title and buttons, as GTK draws it by
    /// default.
    ///
    /// The corresponding C function is `gtk_header_bar_new`.
    static func makeHeaderBarWithWindowTitle() throws(GtkError) -> GtkWidgetHandle {
        try made(gtk_header_bar_new(), "GtkHeaderBar")
    }

    /// Whether a widget is a header bar.
    ///
    /// The corresponding C function is `gtk_header_bar_get_type`.
    static func isHeaderBar(_ widget: GtkWidgetHandle) -> Bool {
        isA(widget, gtk_header_bar_get_type())
    }

    /// A header bar's box of start buttons, its title label and its box of end buttons, as
    /// ``makeHeaderBar()`` made them; `nil` for another widget.
    ///
    /// The corresponding C function is `g_object_get_data`.
    static func headerBarParts(
        of bar: GtkWidgetHandle
    ) -> (
        start: GtkWidgetHandle, title: GtkWidgetHandle, end: GtkWidgetHandle
    )? {
        guard isHeaderBar(bar),
            let start = g_object_get_data(object(bar), startKey),
            let end = g_object_get_data(object(bar), endKey),
            let title = g_object_get_data(object(bar), titleKey)
        else { return nil }
        return (
            handle(start.assumingMemoryBound(to: GtkWidget.self)),
            handle(title.assumingMemoryBound(to: GtkWidget.self)),
            handle(end.assumingMemoryBound(to: GtkWidget.self))
        )
    }

    /// Makes a widget a window's title bar, or gives the window none (`nil`); the window takes
    /// its own reference to it and drops the previous one's.
    ///
    /// The corresponding C function is `gtk_window_set_titlebar`.
    static func setTitlebar(_ titlebar: GtkWidgetHandle?, of window: GtkWidgetHandle) {
        gtk_window_set_titlebar(
            window.pointer.assumingMemoryBound(to: GtkWindow.self), titlebar.map { widget($0) })
    }

    /// A window's title bar, or `nil`.
    ///
    /// The corresponding C function is `gtk_window_get_titlebar`.
    static func titlebar(of window: GtkWidgetHandle) -> GtkWidgetHandle? {
        guard isA(window, gtk_window_get_type()) else { return nil }
        return gtk_window_get_titlebar(window.pointer.assumingMemoryBound(to: GtkWindow.self)).map(handle)
    }

    /// An empty, hidden box: it takes no room in its box and keeps a place among its siblings.
    static func makeStandIn() throws(GtkError) -> GtkWidgetHandle {
        let standIn = try makeVerticalBox(spacing: 0)
        setVisible(false, of: standIn)
        return standIn
    }

    // MARK: Lists

    /// A list of rows drawn as GNOME's boxed list, none of them selectable.
    ///
    /// The corresponding C functions are `gtk_list_box_new` and `gtk_list_box_set_selection_mode`.
    static func makeBoxedList() throws(GtkError) -> GtkWidgetHandle {
        let list = try made(gtk_list_box_new(), "GtkListBox")
        gtk_list_box_set_selection_mode(OpaquePointer(list.pointer), GTK_SELECTION_NONE)
        addClass("boxed-list", to: list)
        return list
    }

    /// Whether a widget is a list box.
    ///
    /// The corresponding C function is `gtk_list_box_get_type`.
    static func isListBox(_ widget: GtkWidgetHandle) -> Bool {
        isA(widget, gtk_list_box_get_type())
    }

    /// Whether a widget is a list box's row.
    ///
    /// The corresponding C function is `gtk_list_box_row_get_type`.
    static func isListRow(_ widget: GtkWidgetHandle) -> Bool {
        isA(widget, gtk_list_box_row_get_type())
    }

    /// Puts a widget into a list at a row's position, in a row of its own that does not react to
    /// clicks (the widget takes its own).
    ///
    /// The corresponding C functions are `gtk_list_box_insert` and
    /// `gtk_list_box_row_set_activatable`.
    static func insert(_ child: GtkWidgetHandle, intoList list: GtkWidgetHandle, at index: Int) {
        gtk_list_box_insert(OpaquePointer(list.pointer), widget(child), Int32(clamping: index))
        if let row = parent(of: child), isListRow(row) {
            gtk_list_box_row_set_activatable(row.pointer.assumingMemoryBound(to: GtkListBoxRow.self), 0)
        }
    }

    /// The widgets a list's rows hold, first to last.
    ///
    /// The corresponding C function is `gtk_list_box_row_get_child`.
    static func rowChildren(of list: GtkWidgetHandle) -> [GtkWidgetHandle] {
        children(of: list).compactMap { row in
            isListRow(row)
                ? gtk_list_box_row_get_child(row.pointer.assumingMemoryBound(to: GtkListBoxRow.self)).map(handle) : nil
        }
    }

    private static func object(_ widget: GtkWidgetHandle) -> UnsafeMutablePointer<GObject> {
        widget.pointer.assumingMemoryBound(to: GObject.self)
    }

    private static func isA(_ widget: GtkWidgetHandle, _ type: GType) -> Bool {
        g_type_check_instance_is_a(UnsafeMutablePointer<GTypeInstance>(OpaquePointer(self.widget(widget))), type) != 0
    }
}
#endif
