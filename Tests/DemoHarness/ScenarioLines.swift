import FontScaleTesting
import HeadlessUI

/// One step of a live scenario, as the harness prints it: what the toolkit shows and what the
/// tree says it should, read once the toolkit painted the step. The same for every toolkit.
struct ScenarioLine: Codable {
    var step: String
    var shown: ShownWidget
    var expected: ShownWidget

    /// The host's widgets read back now, beside the tree's expectation.
    @MainActor
    init(step: String, host: some ToolkitHost) {
        self.step = step
        shown = host.readBack()
        expected = ToolkitAgreement.expected(for: host.window)
    }
}

/// One step of the mail app's scenario: a ``ScenarioLine`` and the application's state.
struct MailScenarioLine: Codable {
    var step: String
    var shown: ShownWidget
    var expected: ShownWidget
    var category: String
    var boldText: Bool
    var followsDesktop: Bool
    var topTitle: String?
}

/// What a closed host did with every call after it closed.
struct ScenarioClosed: Codable {
    var step = "closed"
    var isClosed: Bool
    var renderCountUnchanged: Bool
    var widgetAfterClose: Bool
    /// Whether the widget of a view detached from a removed subtree was forgotten with it.
    var detachedWidgetForgotten: Bool
    var presentError: String
    var shownAfterClose: String
}
