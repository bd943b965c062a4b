import HeadlessUI

/// A toolkit's host as the harness drives it: the package's ``ScriptableToolkitHost``, and the
/// little a harness reads that only one toolkit has. The runs themselves (``HarnessRuns``) are
/// written once over it.
@MainActor
protocol HarnessHost: ScriptableToolkitHost {
    /// The harness executable's name, as its messages start.
    static var harnessName: String { get }
    /// The toolkit's name, as the benchmark's lines say it before any host is made.
    static var toolkitTitle: String { get }
    /// Gives the content of the presented `window` the size asked for, where the toolkit sizes
    /// the window around it (a title bar and frame on top); nothing where the size is the content's.
    func fitContent(of window: Widget, width: Int, height: Int)
    /// The navigation bar's texts as the toolkit laid them out, where the harness can read them;
    /// `nil` elsewhere.
    func barTexts(of bar: NavigationBar) -> [WindowLayout.BarText]?
}

extension HarnessHost {
    /// Nothing: the window's size is its content's.
    func fitContent(of window: Widget, width: Int, height: Int) {}

    /// `nil`: the texts are not read.
    func barTexts(of bar: NavigationBar) -> [WindowLayout.BarText]? { nil }
}
