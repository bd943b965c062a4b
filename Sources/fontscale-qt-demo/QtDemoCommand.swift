import ArgumentParser
import Foundation

/// A Qt 6 window showing the demo's mail app, following the desktop's text size live:
/// FontScale's Qt module, end to end.
@main
struct QtDemoCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "fontscale-qt-demo",
        abstract: "A Qt 6 window with the mail app in the app font, following the desktop's text size.",
        discussion: "Build it with the Qt trait: swift run --traits Qt fontscale-qt-demo")

    func run() throws {
        FileHandle.standardError.write(
            Data("fontscale-qt-demo was built without Qt: swift run --traits Qt fontscale-qt-demo\n".utf8))
        throw ExitCode(69)
    }
}
