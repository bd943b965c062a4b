#if GTK
internal import CGtk
internal import CGtkNative
internal import CMainThread
import HeadlessUI

/// Every GTK, GDK, Pango and GLib call FontScaleGTK makes, in one internal layer; the public
/// types read as plain Swift.
@MainActor
enum Gtk {
    /// Opens the default display; `false` without one.
    ///
    /// The corresponding C function is `gtk_init_check`.
    static func initialize() -> Bool {
        requireMainThread("gtk_init_check")
        guard gtk_init_check() != 0 else { return false }
        adoptMainLoop()
        return true
    }

    /// A widget as GTK's type. Every call on a widget passes here: the thread rule is checked once
    /// for all of them.
    static func widget(_ handle: GtkWidgetHandle) -> UnsafeMutablePointer<GtkWidget> {
        requireMainThread("a call on a widget")
        return handle.pointer.assumingMemoryBound(to: GtkWidget.self)
    }

    /// A handle on a widget GTK already has (a child, a parent), with a reference of its own.
    static func handle(_ widget: UnsafeMutablePointer<GtkWidget>) -> GtkWidgetHandle {
        GtkWidgetHandle(unsafeWidget: UnsafeMutableRawPointer(widget))
    }

    /// A handle that owns a widget just made (its floating reference, sunk), or an error naming
    /// what GTK did not make.
    /// The thread rule is checked before `make` runs: GTK makes nothing off the main thread.
    static func made(
        _ make: @autoclosure () -> UnsafeMutablePointer<GtkWidget>?, _ kind: String
    ) throws(GtkError) -> GtkWidgetHandle {
        requireMainThread("a \(kind) made")
        guard let widget = make() else { throw .widgetNotCreated(kind) }
        return GtkWidgetHandle(unsafeWidget: UnsafeMutableRawPointer(widget))
    }

    // MARK: References

    /// Takes a reference for a handle: sinks a floating one (a widget just made), which becomes the
    /// handle's, or adds one.
    ///
    /// The corresponding C function is `g_object_ref_sink`.
    static func takeReference(_ object: UnsafeMutableRawPointer) {
        requireMainThread("g_object_ref_sink")
        g_object_ref_sink(gpointer(object))
    }

    /// Releases a reference ``takeReference(_:)`` took; the last one finalizes the object.
    ///
    /// The corresponding C function is `g_object_unref`.
    static func releaseReference(_ object: UnsafeMutableRawPointer) {
        requireMainThread("g_object_unref")
        g_object_unref(gpointer(object))
    }

    /// Whether an object still has its floating reference (a widget just made, which no container
    /// or handle has taken).
    ///
    /// The corresponding C function is `g_object_is_floating`.
    static func isFloating(_ object: UnsafeMutableRawPointer) -> Bool {
        g_object_is_floating(gpointer(object)) != 0
    }

    // MARK: Style

    /// A CSS provider added to the default display above the theme.
    ///
    /// The corresponding C functions are `gtk_css_provider_new` and
    /// `gtk_style_context_add_provider_for_display`.
    static func makeDisplayProvider() -> OpaquePointer? {
        requireMainThread("gtk_css_provider_new")
        guard let display = gdk_display_get_default(), let provider = gtk_css_provider_new() else { return nil }
        gtk_style_context_add_provider_for_display(
            display, OpaquePointer(provider), UInt32(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION))
        return OpaquePointer(provider)
    }

    /// Replaces a provider's style sheet; GTK restyles the widgets it applies to.
    ///
    /// The corresponding C function is `gtk_css_provider_load_from_data`.
    static func load(_ css: String, into provider: OpaquePointer) {
        requireMainThread("gtk_css_provider_load_from_data")
        css.withCString { gtk_css_provider_load_from_data(UnsafeMutablePointer(provider), $0, -1) }
    }

    /// The corresponding C function is `gtk_widget_add_css_class`.
    static func addClass(_ name: String, to widget: GtkWidgetHandle) {
        gtk_widget_add_css_class(self.widget(widget), name)
    }

    /// The corresponding C function is `gtk_widget_remove_css_class`.
    static func removeClass(_ name: String, from widget: GtkWidgetHandle) {
        gtk_widget_remove_css_class(self.widget(widget), name)
    }

    /// The corresponding C function is `gtk_widget_get_css_classes`.
    static func classes(of widget: GtkWidgetHandle) -> [String] {
        guard let list = gtk_widget_get_css_classes(self.widget(widget)) else { return [] }
        defer { g_strfreev(list) }
        var names: [String] = []
        var index = 0
        while let name = list[index] {
            names.append(String(cString: name))
            index += 1
        }
        return names
    }

    /// The corresponding C function is `gtk_widget_get_parent`.
    static func parent(of widget: GtkWidgetHandle) -> GtkWidgetHandle? {
        gtk_widget_get_parent(self.widget(widget)).map(handle)
    }

    /// The widget's children, first to last.
    ///
    /// The corresponding C functions are `gtk_widget_get_first_child` and
    /// `gtk_widget_get_next_sibling`.
    static func children(of widget: GtkWidgetHandle) -> [GtkWidgetHandle] {
        var result: [GtkWidgetHandle] = []
        var child = gtk_widget_get_first_child(self.widget(widget))
        while let current = child {
            result.append(handle(current))
            child = gtk_widget_get_next_sibling(current)
        }
        return result
    }

    // MARK: Widgets

    /// The corresponding C function is `gtk_label_new`.
    static func makeLabel(_ text: String) throws(GtkError) -> GtkWidgetHandle {
        try made(gtk_label_new(text), "GtkLabel")
    }

    /// A new label with only its floating reference, which nobody owns yet: what an app's own
    /// `gtk_label_new` hands ``GtkWidgetHandle/init(unsafeWidget:)``.
    ///
    /// The corresponding C function is `gtk_label_new`.
    static func makeFloatingLabel(_ text: String) -> UnsafeMutableRawPointer? {
        requireMainThread("gtk_label_new")
        return gtk_label_new(text).map { UnsafeMutableRawPointer($0) }
    }

    /// The corresponding C function is `gtk_label_set_text`.
    static func setText(_ text: String, of label: GtkWidgetHandle) {
        gtk_label_set_text(OpaquePointer(label.pointer), text)
    }

    /// The corresponding C functions are `gtk_label_set_xalign` and `gtk_label_set_wrap`.
    static func alignLeading(_ label: GtkWidgetHandle) {
        gtk_label_set_xalign(OpaquePointer(label.pointer), 0)
    }

    /// The corresponding C function is `gtk_button_new_with_label`.
    static func makeButton(_ title: String) throws(GtkError) -> GtkWidgetHandle {
        try made(gtk_button_new_with_label(title), "GtkButton")
    }

    /// A column (`fontscale_arrange_column` says how), of CGtkNative's boxes, which draw only what
    /// a scrolled window around them shows (`fontscale_box_new` says how).
    ///
    /// The corresponding C functions are `fontscale_box_new` and `fontscale_arrange_column` (in
    /// CGtkNative).
    static func makeVerticalBox(spacing: Int32) throws(GtkError) -> GtkWidgetHandle {
        let box = try made(fontscale_box_new(GTK_ORIENTATION_VERTICAL), "GtkBox")
        fontscale_arrange_column(widget(box), spacing, 0)
        return box
    }

    /// The corresponding C function is `gtk_box_append`.
    static func append(_ child: GtkWidgetHandle, to box: GtkWidgetHandle) {
        gtk_box_append(box.pointer.assumingMemoryBound(to: GtkBox.self), widget(child))
    }

    /// The corresponding C functions are `gtk_widget_set_margin_*`.
    static func setMargin(_ margin: Int32, of widget: GtkWidgetHandle) {
        let pointer = self.widget(widget)
        gtk_widget_set_margin_top(pointer, margin)
        gtk_widget_set_margin_bottom(pointer, margin)
        gtk_widget_set_margin_start(pointer, margin)
        gtk_widget_set_margin_end(pointer, margin)
    }

    /// A top-level window with a child, shown once `prepare` has done what must come before GTK
    /// realizes it (a title bar). The child scrolls where the tree says, inside it
    /// (``makeScrollingColumn(spacing:)``), so its bars stay put and the window keeps its size.
    /// The window's own child is a box around it, so that a picture of the window's content
    /// includes the child's margins.
    ///
    /// The corresponding C functions are `gtk_window_new`, `gtk_window_set_title`,
    /// `gtk_window_set_child`, `gtk_window_set_default_size` and `gtk_window_present`.
    static func presentWindow(
        title: String, child: GtkWidgetHandle, width: Int32, height: Int32,
        prepare: (GtkWidgetHandle) throws(GtkError) -> Void = { _ in }
    ) throws(GtkError) -> GtkWidgetHandle {
        let handle = try made(gtk_window_new(), "GtkWindow")
        let windowPointer = UnsafeMutablePointer<GtkWindow>(OpaquePointer(widget(handle)))
        gtk_window_set_title(windowPointer, title)
        // The child fills the box's height when something in it expands, as GTK computes it.
        let content = try makeVerticalBox(spacing: 0)
        append(child, to: content)
        gtk_window_set_child(windowPointer, widget(content))
        gtk_window_set_default_size(windowPointer, width, height)
        try prepare(handle)
        gtk_window_present(windowPointer)
        return handle
    }

    /// A column whose children scroll vertically when they are taller than it: a scrolled
    /// window (never scrolling sideways, so its children take its width) around a vertical box,
    /// which ``contentBox(of:)`` finds.
    ///
    /// The corresponding C functions are `gtk_scrolled_window_new`,
    /// `gtk_scrolled_window_set_policy`, `gtk_box_new` and `gtk_scrolled_window_set_child`.
    static func makeScrollingColumn(spacing: Int32) throws(GtkError) -> GtkWidgetHandle {
        let scrolled = try made(gtk_scrolled_window_new(), "GtkScrolledWindow")
        let scrolledPointer = OpaquePointer(scrolled.pointer)
        gtk_scrolled_window_set_policy(scrolledPointer, GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC)
        // The scrolled window (through the viewport it adds) takes its own reference to the box.
        let column = try makeVerticalBox(spacing: spacing)
        gtk_scrolled_window_set_child(scrolledPointer, widget(column))
        return scrolled
    }

    /// The box a widget's children go into: a scrolling column's box, a fixed-size column's box,
    /// or the widget itself.
    ///
    /// The corresponding C functions are `gtk_scrolled_window_get_type`,
    /// `gtk_scrolled_window_get_child`, `gtk_viewport_get_child` and `gtk_widget_get_first_child`.
    static func contentBox(of widget: GtkWidgetHandle) -> GtkWidgetHandle {
        if isFixedColumn(widget) { return gtk_widget_get_first_child(self.widget(widget)).map(handle) ?? widget }
        guard isScrolledWindow(widget),
            let child = gtk_scrolled_window_get_child(OpaquePointer(widget.pointer))
        else { return widget }
        let isViewport =
            g_type_check_instance_is_a(
                UnsafeMutablePointer<GTypeInstance>(OpaquePointer(child)), gtk_viewport_get_type())
            != 0
        guard isViewport else { return handle(child) }
        return gtk_viewport_get_child(OpaquePointer(child)).map(handle) ?? widget
    }

    /// Whether a widget is a scrolled window.
    ///
    /// The corresponding C function is `gtk_scrolled_window_get_type`.
    static func isScrolledWindow(_ widget: GtkWidgetHandle) -> Bool {
        g_type_check_instance_is_a(
            UnsafeMutablePointer<GTypeInstance>(OpaquePointer(self.widget(widget))), gtk_scrolled_window_get_type())
            != 0
    }

    /// A window's child, or a widget's first child.
    ///
    /// The corresponding C functions are `gtk_window_get_child` and `gtk_widget_get_first_child`.
    static func child(of widget: GtkWidgetHandle) -> GtkWidgetHandle? {
        let pointer = self.widget(widget)
        let isWindow =
            g_type_check_instance_is_a(
                UnsafeMutablePointer<GTypeInstance>(OpaquePointer(pointer)), gtk_window_get_type()) != 0
        let child =
            isWindow
            ? gtk_window_get_child(UnsafeMutablePointer<GtkWindow>(OpaquePointer(pointer)))
            : gtk_widget_get_first_child(pointer)
        return child.map(handle)
    }

    /// Sets the widget's size request.
    ///
    /// The corresponding C function is `gtk_widget_set_size_request`.
    static func requestSize(of widget: GtkWidgetHandle, width: Int, height: Int) {
        gtk_widget_set_size_request(self.widget(widget), Int32(clamping: width), Int32(clamping: height))
    }

    /// The widget's allocated width and height.
    ///
    /// The corresponding C functions are `gtk_widget_get_width` and `gtk_widget_get_height`.
    static func allocatedSize(of widget: GtkWidgetHandle) -> (width: Int, height: Int) {
        (Int(gtk_widget_get_width(self.widget(widget))), Int(gtk_widget_get_height(self.widget(widget))))
    }

    // MARK: Measuring

    /// The height the widget asks for at its natural width.
    ///
    /// The corresponding C function is `gtk_widget_measure`.
    static func naturalHeight(of widget: GtkWidgetHandle) -> Int {
        var minimum: Int32 = 0
        var natural: Int32 = 0
        gtk_widget_measure(self.widget(widget), GTK_ORIENTATION_VERTICAL, -1, &minimum, &natural, nil, nil)
        return Int(natural)
    }

    /// The font Pango lays the widget's text out in: family, size in device pixels, weight.
    ///
    /// The corresponding C functions are `gtk_widget_get_pango_context` and
    /// `pango_context_get_font_description`.
    static func font(of widget: GtkWidgetHandle) -> (family: String, pixelSize: Double, weight: Int) {
        let context = gtk_widget_get_pango_context(self.widget(widget))
        guard let description = pango_context_get_font_description(context) else { return ("", 0, 0) }
        let family = pango_font_description_get_family(description).map { String(cString: $0) } ?? ""
        var size = Double(pango_font_description_get_size(description)) / Double(PANGO_SCALE)
        if pango_font_description_get_size_is_absolute(description) == 0 {
            // A size in points, which Pango turns into pixels at the context's resolution.
            size *= pango_cairo_context_get_resolution(context) / 72
        }
        return (family, size, Int(pango_font_description_get_weight(description).rawValue))
    }

    /// The pixel height of the widget's text laid out by Pango, when it is a label.
    ///
    /// The corresponding C functions are `gtk_label_get_layout` and `pango_layout_get_pixel_size`.
    static func layoutHeight(of label: GtkWidgetHandle) -> Int {
        guard let layout = gtk_label_get_layout(OpaquePointer(label.pointer)) else {
            return 0
        }
        var width: Int32 = 0
        var height: Int32 = 0
        pango_layout_get_pixel_size(layout, &width, &height)
        return Int(height)
    }

    /// A label's layout as drawn now, with its allocation and natural size; `nil` when the widget
    /// is not a label.
    ///
    /// The corresponding C functions are `gtk_label_get_layout`, `pango_layout_get_pixel_size`,
    /// `pango_layout_get_line_count`, `pango_layout_is_ellipsized`, `gtk_widget_get_width`,
    /// `gtk_widget_get_height` and `gtk_widget_measure`.
    static func labelLayout(of label: GtkWidgetHandle) -> ShownTextLayout? {
        let pointer = self.widget(label)
        guard
            g_type_check_instance_is_a(
                UnsafeMutablePointer<GTypeInstance>(OpaquePointer(pointer)), gtk_label_get_type()) != 0,
            let layout = gtk_label_get_layout(OpaquePointer(label.pointer))
        else { return nil }
        var width: Int32 = 0
        var height: Int32 = 0
        pango_layout_get_pixel_size(layout, &width, &height)
        let allocatedWidth = gtk_widget_get_width(pointer)
        var (minimum, naturalWidth, naturalHeight): (Int32, Int32, Int32) = (0, 0, 0)
        gtk_widget_measure(pointer, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, &naturalWidth, nil, nil)
        gtk_widget_measure(pointer, GTK_ORIENTATION_VERTICAL, allocatedWidth, &minimum, &naturalHeight, nil, nil)
        return ShownTextLayout(
            width: Int(width), height: Int(height), lineCount: Int(pango_layout_get_line_count(layout)),
            isEllipsized: pango_layout_is_ellipsized(layout) != 0, allocatedWidth: Int(allocatedWidth),
            allocatedHeight: Int(gtk_widget_get_height(pointer)), naturalWidth: Int(naturalWidth),
            naturalHeight: Int(naturalHeight))
    }

    /// The file of the face Pango draws the widget's text with.
    static func fontFile(of widget: GtkWidgetHandle) -> String? {
        guard let file = fontscale_widget_font_file(self.widget(widget)) else { return nil }
        defer { g_free(file) }
        return String(cString: file)
    }

    /// Tells Pango's font map that fontconfig's configuration changed, so app fonts added to
    /// it are seen.
    ///
    /// The corresponding C functions are `pango_cairo_font_map_get_default` and
    /// `pango_fc_font_map_config_changed`.
    static func fontConfigurationChanged() {
        requireMainThread("pango_fc_font_map_config_changed")
        guard let map = pango_cairo_font_map_get_default() else { return }
        pango_fc_font_map_config_changed(OpaquePointer(map))
    }

    // MARK: Settings, frames, the loop

    /// GTK's text resolution in dots per inch (`gtk-xft-dpi` / 1024).
    static var xftDPI: Double {
        get {
            requireMainThread("gtk-xft-dpi read")
            return Double(fontscale_settings_get_int("gtk-xft-dpi")) / 1024
        }
        set {
            requireMainThread("gtk-xft-dpi set")
            fontscale_settings_set_int("gtk-xft-dpi", Int32((newValue * 1024).rounded()))
        }
    }

    /// GTK's default font for text no style sheet sizes (`gtk-font-name`), a Pango description
    /// such as `Cantarell 11`.
    static var fontName: String? {
        get {
            guard let value = fontscale_settings_get_string("gtk-font-name") else { return nil }
            defer { g_free(value) }
            return String(cString: value)
        }
        set { fontscale_settings_set_string("gtk-font-name", newValue) }
    }

    /// GTK's font rendering settings (`gtk-xft-antialias`, `gtk-xft-hinting`,
    /// `gtk-xft-hintstyle`, `gtk-xft-rgba`, `gtk-hint-font-metrics`).
    ///
    /// The corresponding C functions are `g_object_get` and `g_object_set` on the default
    /// `GtkSettings`, through CGtk's shim.h (variadic calls).
    static var fontRendering: GtkFontRendering {
        get {
            func string(_ name: String) -> String {
                guard let value = fontscale_settings_get_string(name) else { return "" }
                defer { g_free(value) }
                return String(cString: value)
            }
            return GtkFontRendering(
                antialias: fontscale_settings_get_int("gtk-xft-antialias") != 0,
                hintStyle: fontscale_settings_get_int("gtk-xft-hinting") == 0
                    ? .none : GtkFontRendering.HintStyle(rawValue: string("gtk-xft-hintstyle")) ?? .slight,
                subpixelOrder: string("gtk-xft-rgba"),
                hintsMetrics: fontscale_settings_get_boolean("gtk-hint-font-metrics") != 0)
        }
        set {
            fontscale_settings_set_int("gtk-xft-antialias", newValue.antialias ? 1 : 0)
            fontscale_settings_set_int("gtk-xft-hinting", newValue.hintStyle == .none ? 0 : 1)
            fontscale_settings_set_string("gtk-xft-hintstyle", newValue.hintStyle.rawValue)
            fontscale_settings_set_string("gtk-xft-rgba", newValue.subpixelOrder)
            fontscale_settings_set_boolean("gtk-hint-font-metrics", newValue.hintsMetrics ? 1 : 0)
        }
    }

    /// Saves a shown widget as a PNG; `false` when it has no size or renderer yet.
    static func savePNG(of widget: GtkWidgetHandle, to path: String) -> Bool {
        fontscale_save_png(self.widget(widget), path) != 0
    }

    /// Runs one iteration of GLib's default main context, blocking for an event when asked.
    ///
    /// The corresponding C function is `g_main_context_iteration`.
    @discardableResult
    static func iterate(blocking: Bool) -> Bool {
        requireMainThread("g_main_context_iteration")
        return g_main_context_iteration(nil, blocking ? 1 : 0) != 0
    }

    /// The descriptor libdispatch signals when the main queue has work, or `nil`.
    ///
    /// The corresponding C function is `fontscale_main_queue_descriptor`
    /// (`_dispatch_get_main_queue_handle_4CF`).
    static var mainQueueDescriptor: Int32? {
        let descriptor = fontscale_main_queue_descriptor()
        return descriptor >= 0 ? descriptor : nil
    }

    /// Calls `body` whenever `descriptor` is readable, from GLib's default main context, until the
    /// source is removed; returns the source id.
    ///
    /// The corresponding C function is `g_unix_fd_add_full`.
    static func watch(_ descriptor: Int32, _ body: @escaping @MainActor () -> Void) -> UInt32 {
        addDescriptorWatch(descriptor) {
            body()
            return true  // G_SOURCE_CONTINUE
        }
    }

    /// Calls `body` every `milliseconds` from GLib's default main context, until the source is
    /// removed; returns the source id.
    ///
    /// The corresponding C function is `g_timeout_add_full`.
    static func every(_ milliseconds: UInt32, _ body: @escaping @MainActor () -> Void) -> UInt32 {
        addTimeout(milliseconds) {
            body()
            return true  // G_SOURCE_CONTINUE
        }
    }

    /// Removes a source; GLib releases its closure.
    ///
    /// The corresponding C function is `g_source_remove`.
    static func removeSource(_ id: UInt32) {
        g_source_remove(id)
    }

    /// Runs the main queue's work, as CoreFoundation's run loop does on Linux, unless a drain is
    /// already running (a job that turned the loop): then the outer drain runs the later jobs after
    /// the current one, in order, rather than nested inside it. One drain for the process, which
    /// the main thread's own loop (CMainThread) and both adapters' bridges share.
    ///
    /// The corresponding C function is `fontscale_main_queue_drain` (`_dispatch_main_queue_callback_4CF`).
    static func drainMainQueue() {
        fontscale_main_queue_drain()
    }

}
#endif
