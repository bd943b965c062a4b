/// A window's tree shown in a real toolkit, and read back from it: what tests and the testing
/// kit compare with the tree, the same way for every toolkit.
///
/// FontScaleGTK's `GtkHost` and FontScaleQt's `QtHost` conform; FontScaleTesting's
/// `ToolkitAgreement` and its toolkit checks take any conforming host.
@MainActor
public protocol ToolkitHost: AnyObject {
    /// The headless window shown.
    var window: Window { get }
    /// Applies the tree's pending changes to the widgets now.
    func render()
    /// The widgets as the toolkit has them now, from the host's root widget down.
    func readBack() -> ShownWidget
}
