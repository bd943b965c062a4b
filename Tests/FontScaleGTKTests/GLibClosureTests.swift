#if GTK
import Foundation
import TestSupport
import Testing

@testable import FontScaleGTK

/// The one trampoline behind every GLib callback (`GLibClosure`): a closure is called while GLib
/// holds it, and released, with what it captured, exactly when GLib drops it.
@Suite(
    "GLib callbacks", .enabled(if: isGTKBuilt, "built without the GTK trait"), .requires(.testDisplay),
    .serialized)
@MainActor
struct GLibClosureTests {
    init() throws {
        try InProcessGTK.start()
    }

    @Test("a signal handler runs on each emission of its signal")
    func signalHandlerRuns() throws {
        let label = try Gtk.makeLabel("one")
        let captured = Captured()
        Gtk.onNotify("label", of: label) { captured.calls += 1 }
        Gtk.setText("two", of: label)
        Gtk.setText("three", of: label)
        #expect(captured.calls == 2)
    }

    @Test("a signal handler's closure is released when its widget is finalized")
    func signalHandlerReleasedWithWidget() throws {
        var label: GtkWidgetHandle? = try Gtk.makeLabel("one")
        weak var weakCaptured: Captured?
        do {
            let captured = Captured()
            weakCaptured = captured
            Gtk.onSignal("destroy", of: try #require(label)) { captured.calls += 1 }
        }
        #expect(weakCaptured != nil)
        label = nil
        #expect(weakCaptured == nil)
    }

    @Test("a click handler's closure is released with the widget that owns its gesture")
    func clickHandlerReleasedWithWidget() throws {
        var button: GtkWidgetHandle? = try Gtk.makeButton("Send")
        weak var weakCaptured: Captured?
        do {
            let captured = Captured()
            weakCaptured = captured
            Gtk.onClick(of: try #require(button)) { captured.calls += 1 }
        }
        #expect(weakCaptured != nil)
        button = nil
        #expect(weakCaptured == nil)
    }

    @Test("a disconnected handler's closure is released while its widget lives")
    func disconnectedHandlerReleased() throws {
        let widget = try Gtk.makeVerticalBox(spacing: 0)
        weak var weakCaptured: Captured?
        let handler: UInt
        do {
            let captured = Captured()
            weakCaptured = captured
            handler = Gtk.onWindowClosed(widget) { captured.calls += 1 }
        }
        #expect(weakCaptured != nil)
        Gtk.disconnect(handler, from: widget)
        #expect(weakCaptured == nil)
    }

    @Test("an idle runs once, and then its closure is released")
    func idleRunsOnceThenReleased() {
        let runs = Captured()
        weak var weakCaptured: Captured?
        do {
            let captured = Captured()
            weakCaptured = captured
            Gtk.onIdle {
                runs.calls += 1
                captured.calls += 1
            }
        }
        #expect(InProcessGTK.turnLoop { weakCaptured == nil })
        #expect(runs.calls == 1)
    }

    @Test("a descriptor watch runs each time its descriptor is readable, until its source is removed")
    func descriptorWatchRuns() throws {
        let pipe = Pipe()
        let reading = pipe.fileHandleForReading.fileDescriptor
        let captured = Captured()
        let source = Gtk.watch(reading) {
            captured.calls += 1
            var byte: UInt8 = 0
            _ = read(reading, &byte, 1)
        }
        defer { Gtk.removeSource(source) }
        for expected in 1...2 {
            pipe.fileHandleForWriting.write(Data([1]))
            #expect(InProcessGTK.turnLoop { captured.calls == expected })
        }
    }

    @Test("a removed source's closure is released", arguments: ["timeout", "descriptor watch"])
    func removedSourceReleased(kind: String) {
        let pipe = Pipe()
        weak var weakCaptured: Captured?
        let source: UInt32
        do {
            let captured = Captured()
            weakCaptured = captured
            source =
                kind == "timeout"
                ? Gtk.every(60_000) { captured.calls += 1 }
                : Gtk.watch(pipe.fileHandleForReading.fileDescriptor) { captured.calls += 1 }
        }
        #expect(weakCaptured != nil)
        Gtk.removeSource(source)
        #expect(weakCaptured == nil)
    }

    @Test("a frame callback's closure is released when its widget is finalized, though no frame came")
    func frameCallbackReleasedWithWidget() throws {
        var label: GtkWidgetHandle? = try Gtk.makeLabel("never shown")
        weak var weakCaptured: Captured?
        do {
            let captured = Captured()
            weakCaptured = captured
            Gtk.onNextFrame(of: try #require(label)) { captured.calls += 1 }
        }
        #expect(weakCaptured != nil)
        label = nil
        #expect(weakCaptured == nil)
    }
}
#endif
