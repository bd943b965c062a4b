#if GTK
import CGtk
import DynamicType
import HeadlessUI
import TestSupport
import Testing

@testable import FontScaleGTK
import Foundation

/// GTK in the test process draws with its cairo renderer (``VirtualDisplay/applyToCurrentProcess()``):
/// a GL renderer there is Mesa's llvmpipe, whose JIT deadlocks Address Sanitizer's slow unwinder,
/// and the whole test process with it.
@MainActor
@Suite(
    "GTK in the test process", .enabled(if: isGTKBuilt, "built without the GTK trait"),
    .requires(.testDisplay), .serialized)
struct InProcessRendererTests {
    @Test("a window shown in the test process draws with GTK's cairo renderer, not GL")
    func cairoRenderer() throws {
        try InProcessGTK.start()
        let window = Window(application: Application(notificationCenter: NotificationCenter()))
        let label = Label(text: "Drawn")
        let screen = ViewController()
        screen.view.addSubview(label)
        window.rootViewController = screen
        let host = try GtkHost(window: window)
        defer { host.close() }
        try host.presentWindow(title: "Renderer", width: 200, height: 100)
        let widget = try #require(host.widget(for: label))
        #expect(InProcessGTK.turnLoop { Gtk.allocatedSize(of: widget).width > 0 })
        let native = try #require(gtk_widget_get_native(widget.unsafeWidget.assumingMemoryBound(to: GtkWidget.self)))
        let renderer = try #require(gtk_native_get_renderer(native))
        let typeName = String(cString: g_type_name(gtype(of: UnsafeMutableRawPointer(renderer))))
        #expect(typeName == "GskCairoRenderer")
    }

    /// The GType of a GObject instance (C's `G_OBJECT_TYPE`, a macro Swift cannot call).
    private func gtype(of object: UnsafeMutableRawPointer) -> GType {
        object.assumingMemoryBound(to: GTypeInstance.self).pointee.g_class.pointee.g_type
    }
}
#endif
