#if Qt
import CQtShim
import Foundation
import Testing

@testable import FontScaleQt

/// How `QtWidgetHandle`s compare: by the widget they name, never by its address.
///
/// Each test runs in a child process of its own (an exit test) with Qt's offscreen platform: a
/// process has one QApplication, which the test process leaves to the demos. The child makes it
/// directly through the shim, on the main actor (the child's main thread); the child is this
/// test's alone.
@Suite("Qt widget handles", .enabled(if: isQtBuilt, "built without the Qt trait"))
struct QtWidgetHandleTests {
    /// Makes the child's QApplication on Qt's offscreen platform.
    @MainActor
    static func startQt() {
        setenv("QT_QPA_PLATFORM", "offscreen", 1)
        precondition(fsqt_application_ensure(), "no QApplication")
    }

    @Test("handles on one widget are equal and hash alike, however each was made")
    func handlesOnOneWidgetAreEqual() async {
        await #expect(processExitsWith: .success) {
            await MainActor.run {
                QtWidgetHandleTests.startQt()
                defer { Qt.shutDownApplication() }
                let box = try? Qt.makeBox(vertical: true, spacing: 0)
                let label = try? Qt.makeLabel("label")
                guard let box, let label, let pointer = label.unsafeWidget else { exit(2) }
                Qt.insert(label, into: box, at: 0, hidden: false)
                let borrowed = QtWidgetHandle(unsafeWidget: pointer)
                let fromBox = Qt.children(of: box).first
                guard borrowed == label, fromBox == label, borrowed.hashValue == label.hashValue,
                    Set([label, borrowed, fromBox, box].compactMap { $0 }).count == 2
                else { exit(1) }
            }
        }
    }

    @Test("a handle on a destroyed widget differs from every new widget's, even one at the same address")
    func destroyedWidgetsHandleDiffersFromNewOnes() async {
        await #expect(processExitsWith: .success) {
            await MainActor.run {
                QtWidgetHandleTests.startQt()
                defer { Qt.shutDownApplication() }
                // Many widgets, so the allocator gives some of their addresses to the new ones.
                var owning = (0..<100).compactMap { _ in try? Qt.makeLabel("destroyed") }
                let addresses = Set(owning.compactMap(\.unsafeWidget))
                let dead = addresses.map { QtWidgetHandle(unsafeWidget: $0) }
                // The last owning handle on a widget without a parent deletes it.
                owning.removeAll()
                Qt.processEvents(wait: false)
                guard addresses.count == 100, dead.allSatisfy({ !$0.isAlive }) else { exit(2) }
                // Batches until the allocator hands out a freed address again (it need not at once).
                var made: [QtWidgetHandle] = []
                var reused = false
                for _ in 0..<20 where !reused {
                    made += (0..<100).compactMap { _ in try? Qt.makeLabel("new") }
                    reused = made.contains { $0.unsafeWidget.map(addresses.contains) ?? false }
                }
                // Address Sanitizer holds freed memory back, so only there may no address be reused.
                guard reused || QtWidgetHandleTests.addressSanitizerIsLoaded else { exit(3) }
                guard made.allSatisfy({ new in dead.allSatisfy { $0 != new } }),
                    Set(made).isDisjoint(with: Set(dead))
                else { exit(1) }
            }
        }
    }

    /// Whether this process runs under Address Sanitizer, whose runtime is then loaded.
    static var addressSanitizerIsLoaded: Bool {
        dlsym(dlopen(nil, RTLD_NOW), "__asan_init") != nil
    }
}
#endif
