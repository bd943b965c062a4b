import ArgumentParser

/// The type ramp a demo sizes its styles by.
package enum DemoRamp: String, ExpressibleByArgument, CaseIterable {
    /// Body at the desktop font's size, as both toolkit adapters do by default.
    case desktop
    /// Apple's published table.
    case apple
}
