import HeadlessUI

// The complete adapter of the article "Writing a toolkit adapter" (HeadlessUI's catalog): a
// toolkit whose widgets draw nothing and remember what they were given. The mirror tests run
// over it, so the article's adapter is the one they check.

// example begin
/// A widget that remembers what the mirror gave it.
@MainActor
final class RecordedWidget {
    var content: RenderedContent
    var children: [RecordedWidget] = []
    var isHidden = false
    var placement = RenderedContent.Container.Placement()
    var input: UserInputSink?

    init(_ content: RenderedContent) { self.content = content }
}

/// A toolkit that records instead of drawing; its loop turns run when the test says.
@MainActor
final class RecordingToolkit: WidgetToolkit {
    private var turns: [@MainActor () -> Void] = []
    private(set) var scheduledTurns = 0

    func makeWidget(for content: RenderedContent, input: UserInputSink) -> RecordedWidget? {
        let widget = RecordedWidget(content)
        widget.input = input  // a real toolkit connects its signals to `input` here
        return widget
    }

    func show(_ content: RenderedContent, previous: RenderedContent?, in widget: RecordedWidget, input: UserInputSink) {
        widget.content = content
    }

    func insert(_ child: RecordedWidget, into parent: RecordedWidget, at index: Int) {
        parent.children.insert(child, at: min(index, parent.children.count))
    }

    func remove(_ child: RecordedWidget, from parent: RecordedWidget) {
        parent.children.removeAll { $0 === child }
    }

    func setHidden(_ hidden: Bool, of widget: RecordedWidget) { widget.isHidden = hidden }

    func place(_ child: RecordedWidget, in parent: RecordedWidget, as placement: RenderedContent.Container.Placement) {
        child.placement = placement
    }

    func scheduleOnNextTurn(_ body: @escaping @MainActor () -> Void) {
        turns.append(body)
        scheduledTurns += 1
    }

    /// Runs what was scheduled, as the toolkit's loop would on its next turn.
    func runTurn() {
        let due = turns
        turns = []
        for body in due { body() }
    }
}
// example end

extension RecordedWidget {
    /// The widget and its children as indented lines: content, then `hidden` and `expands`.
    func lines(depth: Int = 0) -> [String] {
        let line =
            String(repeating: "  ", count: depth) + "\(content)" + (isHidden ? " hidden" : "")
            + (placement.expands ? " expands" : "")
        return [line] + children.flatMap { $0.lines(depth: depth + 1) }
    }
}
