#if Qt
import FontScaleQt

/// Qt's harness reads nothing of its own: the window's size is its content's, and its tool bar's
/// texts are read back with the rest.
extension QtHost: HarnessHost {
    static var harnessName: String { "fontscale-qt-harness" }
    static var toolkitTitle: String { "Qt" }
}
#endif
