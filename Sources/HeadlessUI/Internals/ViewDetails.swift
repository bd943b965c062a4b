/// What a view keeps that most views never set: one reference in the view, `nil` until something
/// is set, so that the fields a walk reads at every view (its links, its traits, a label's font)
/// share fewer cache lines. The walk's time is bound by memory over the tree's scattered objects
/// (Benchmarks/README.md, "Views without their rarely set fields"); a walk that asks for these
/// (the large content viewer's interactions) reads one `nil` reference at most views.
@MainActor
final class ViewDetails {
    var accessibilityIdentifier: String?
    var backgroundColor: Color?
    var showsLargeContentViewer: Bool?
    var largeContentTitle: String?
    var interactions: [any Interaction] = []
    var largeContentImage: Image?
    var scalesLargeContentImage = false
    var largeContentImageInsets = EdgeInsets.zero
    var layoutMargins = View.defaultLayoutMargins
}
