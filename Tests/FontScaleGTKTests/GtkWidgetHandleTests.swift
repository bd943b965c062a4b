#if GTK
import TestSupport
import Testing

@testable import FontScaleGTK

/// What a `GtkWidgetHandle` owns: a reference of its own, which sinks a new widget's floating one,
/// and the identity of the widget it holds.
@Suite(
    "GTK widget handles", .enabled(if: isGTKBuilt, "built without the GTK trait"), .requires(.testDisplay),
    .serialized)
@MainActor
struct GtkWidgetHandleTests {
    init() throws {
        try InProcessGTK.start()
    }

    @Test("a floating widget wrapped by a handle is finalized when the handle is released")
    func floatingWidgetFinalizedWithHandle() throws {
        let pointer = try #require(Gtk.makeFloatingLabel("floating"))
        #expect(Gtk.isFloating(pointer))
        let watch = GObjectWeakReference(to: pointer)
        var handle: GtkWidgetHandle? = GtkWidgetHandle(unsafeWidget: pointer)
        #expect(!Gtk.isFloating(pointer))
        #expect(watch.isAlive)
        withExtendedLifetime(handle) {}
        handle = nil
        #expect(!watch.isAlive)
    }

    @Test("a wrapped widget put into a parent lives as long as the parent, after its handle is released")
    func wrappedWidgetLivesWithParent() throws {
        var box: GtkWidgetHandle? = try Gtk.makeVerticalBox(spacing: 0)
        let pointer = try #require(Gtk.makeFloatingLabel("child"))
        let watch = GObjectWeakReference(to: pointer)
        var handle: GtkWidgetHandle? = GtkWidgetHandle(unsafeWidget: pointer)
        Gtk.append(try #require(handle), to: try #require(box))
        handle = nil
        #expect(watch.isAlive)
        withExtendedLifetime(box) {}
        box = nil
        #expect(!watch.isAlive)
    }

    @Test("a handle on a widget already in a parent leaves the parent's reference when released")
    func handleOnChildLeavesParentReference() throws {
        let box = try Gtk.makeVerticalBox(spacing: 0)
        Gtk.append(try Gtk.makeLabel("child"), to: box)
        var child: GtkWidgetHandle? = Gtk.children(of: box).first
        let watch = GObjectWeakReference(to: try #require(child))
        child = nil
        #expect(watch.isAlive)
        #expect(Gtk.children(of: box).count == 1)
    }

    @Test("handles on one widget are equal and hash alike; handles on two widgets differ")
    func handlesCompareByWidget() throws {
        let box = try Gtk.makeVerticalBox(spacing: 0)
        let first = try Gtk.makeLabel("first")
        let second = try Gtk.makeLabel("second")
        Gtk.append(first, to: box)
        Gtk.append(second, to: box)
        let children = Gtk.children(of: box)
        #expect(children == [first, second])
        #expect(Set([first, second] + children).count == 2)
        #expect(first != second)
    }
}
#endif
