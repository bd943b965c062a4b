import Foundation
import HeadlessUI
import Testing

/// Loading, replacing and unloading a controller's view, as UIKit's `view` and `loadView()` do.
@MainActor
@Suite("Loading a controller's view")
struct ViewLoadingTests {
    let application = Application(notificationCenter: NotificationCenter(), fontEnvironment: FontEnvironment())

    final class Forgetful: ViewController {
        var loads = 0
        override func loadView() { loads += 1 }
    }

    final class Counting: ViewController {
        var loads = 0
        var didLoads = 0
        override func loadView() {
            loads += 1
            view = View()
        }
        override func viewDidLoad() { didLoads += 1 }
    }

    @Test("a loadView() that assigns nothing gets an empty view once, instead of looping or crashing")
    func forgottenAssignment() {
        let controller = Forgetful()
        let view: View = controller.view
        #expect(view.owningViewController === controller)
        #expect(controller.view === view)
        #expect(controller.loads == 1)
    }

    @Test("assigning a new view in a window puts it where the old one was")
    func replacement() {
        let controller = Counting()
        let window = Window(application: application)
        let before = View()
        window.addSubview(before)
        window.rootViewController = controller
        let old: View = controller.view
        let replacement = View()
        controller.view = replacement
        #expect(window.subviews.map(ObjectIdentifier.init) == [before, replacement].map(ObjectIdentifier.init))
        #expect(old.superview == nil && old.owningViewController == nil)
        #expect(replacement.owningViewController === controller && replacement.window === window)
        #expect(controller.loads == 1 && controller.didLoads == 1)
    }

    @Test("assigning nil unloads the view; the next access loads it again, into the window it fills")
    func unloading() {
        let controller = Counting()
        let window = Window(application: application)
        window.rootViewController = controller
        let old: View = controller.view
        controller.view = nil
        #expect(!controller.isViewLoaded)
        #expect(old.window == nil && old.owningViewController == nil)
        let reloaded: View = controller.view
        #expect(reloaded !== old && reloaded.window === window)
        #expect(controller.loads == 2 && controller.didLoads == 2)
    }
}
