import Foundation
import TestSupport
import Testing

/// An app that uses only the view tree links none of the desktop's readers (issue 55): the program
/// `example-view-tree-only` imports HeadlessUI alone, and its symbol table is read for theirs.
@Suite("A view-tree-only program")
struct ViewTreeOnlyTests {
    static let program = BuiltExecutable("example-view-tree-only")

    /// What marks each part a view tree should not link: DesktopSettings' Swift symbols (mangled
    /// with the module's name), the child-process table's C functions, the X11 client's types.
    static let foreignParts: [(part: String, marker: String)] = [
        ("DesktopSettings", "15DesktopSettings"),
        ("the child-process table", "fontscale_child_"),
        ("the X11 wire client", "XConnection"),
        ("the dconf reader", "DconfReader"),
    ]

    @Test("it runs, and its label follows the category it is given")
    func runs() throws {
        let run = try runTool(Self.program.require().path, [], environment: ProcessInfo.processInfo.environment)
        #expect(run.status == 0, "\(run.standardError)")
        let sizes = run.standardOutput.split(whereSeparator: { !"0123456789.".contains($0) }).compactMap {
            Double($0)
        }
        #expect(sizes.count == 2 && sizes[0] < sizes[1], "\(run.standardOutput)")
    }

    @Test("it links none of the desktop's readers", arguments: foreignParts)
    func linksNoDesktopReaders(part: String, marker: String) throws {
        let symbols = try runTool(
            "/usr/bin/nm", ["--defined-only", try Self.program.require().path],
            environment: ProcessInfo.processInfo.environment)
        try #require(symbols.status == 0, "nm: \(symbols.standardError)")
        // The check can fail: the program does link HeadlessUI, whose symbols are there.
        #expect(symbols.standardOutput.contains("10HeadlessUI"))
        let found = symbols.standardOutput.split(separator: "\n").filter { $0.contains(marker) }
        #expect(found.isEmpty, "\(part) is linked: \(found.prefix(3).joined(separator: "; "))")
    }
}
