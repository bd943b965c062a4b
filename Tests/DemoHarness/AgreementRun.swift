import DemoMail
import FontScaleTesting
import HeadlessUI
import SystemFonts

/// Every kind of view, each in a window of its own in a toolkit, compared with the tree by the
/// one oracle: a line per kind with the differences found (none when the toolkit agrees).
@MainActor
struct AgreementRun {
    /// One kind's result.
    struct Line: Codable {
        var kind: ShownKind
        var differences: [String]
        var shown: ShownWidget
    }

    let application: Application

    /// Shows each kind through a host `makeHost` makes for its window, and prints its line.
    func run<Host: ToolkitHost>(makeHost: (Window) throws -> Host, close: (Host) -> Void) rethrows {
        for kind in ShownKind.allCases {
            let window = Window(application: application)
            kind.install(in: ViewController(), window: window)
            let host = try makeHost(window)
            emitJSONLine(
                Line(kind: kind, differences: ToolkitAgreement.differences(in: host), shown: host.readBack()))
            close(host)
        }
    }
}
