import Foundation
import TestSupport
import Testing

/// The rule that keeps documentation honest: every Swift block in the README and the DocC
/// catalogs appears between `// example begin` and `// example end` markers in this target,
/// where it compiles and runs. The comparison ignores whitespace, which swift-format lays out
/// differently in a test, and import lines, which sit at the top of a test file.
@Suite("Documented examples")
struct DocumentedExamples {
    static let documents: [String] = {
        let root = Repository.root
        let sources = root.appendingPathComponent("Sources").path
        let modules = ((try? FileManager.default.contentsOfDirectory(atPath: sources)) ?? []).sorted()
        // Every page of every catalog: the module's page and its articles.
        let pages = modules.flatMap { module -> [String] in
            let catalog = "Sources/\(module)/Documentation.docc"
            let files =
                (try? FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent(catalog).path))
            return (files ?? []).filter { $0.hasSuffix(".md") }.sorted().map { "\(catalog)/\($0)" }
        }
        return ["README.md"] + pages
    }()

    @Test("every module's catalog is checked, and the testing kit's article")
    func catalogsFound() {
        let modulePages = Self.documents.filter { path in
            let parts = path.split(separator: "/")
            return parts.count == 4 && parts[3] == "\(parts[1]).md"
        }
        #expect(modulePages.count == 8)
        #expect(Self.documents.contains("Sources/FontScaleTesting/Documentation.docc/TestingAtEveryTextSize.md"))
    }

    /// The sources whose doc comments hold Swift examples, which DocC shows beside the catalogs'.
    static let commentedSources: [String] = {
        let root = Repository.root.appendingPathComponent("Sources")
        let files = FileManager.default.enumerator(atPath: root.path)?.compactMap { $0 as? String } ?? []
        return files.filter { $0.hasSuffix(".swift") }.sorted().filter { file in
            let text = (try? String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)) ?? ""
            return text.contains("/// ```swift")
        }
        .map { "Sources/" + $0 }
    }()

    @Test("every Swift example in a doc comment is compiled in this target", arguments: commentedSources)
    func commentBlocksAreCompiled(source: String) throws {
        let text = try String(contentsOf: Repository.root.appendingPathComponent(source), encoding: .utf8)
        let comments = text.split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.drop { $0 == " " } }
            .filter { $0.hasPrefix("///") }
            .map { $0.dropFirst(3).drop { $0 == " " } }
            .joined(separator: "\n")
        let compiled = try Self.compiledExamples()
        for block in Self.swiftBlocks(in: comments) {
            #expect(compiled.contains(block), "\(source) has an example no test compiles:\n\(block)")
        }
    }

    @Test("every Swift block of a document is an example compiled in this target", arguments: documents)
    func blocksAreCompiled(document: String) throws {
        let text = try String(contentsOf: Repository.root.appendingPathComponent(document), encoding: .utf8)
        let compiled = try Self.compiledExamples()
        let blocks = Self.swiftBlocks(in: text)
        #expect(!blocks.isEmpty)
        for block in blocks {
            #expect(compiled.contains(block), "\(document) has an example no test compiles:\n\(block)")
        }
    }

    @Test("every Swift block of the README compiles in a file that imports only what the README shows")
    func readmeBlocksCompileWithTheirImports() throws {
        let text = try String(contentsOf: Repository.root.appendingPathComponent("README.md"), encoding: .utf8)
        let compiled = try Self.compiledExamplesWithImports()
        for (block, shown) in Self.swiftBlocksWithImports(in: text) {
            let visible = Self.visibleModules(importing: shown)
            let files = compiled[block] ?? []
            #expect(
                files.contains { $0.isSubset(of: visible) },
                "the README block under \(shown.sorted()) compiles only in files importing \(files.map { $0.sorted() }):\n\(block)"
            )
        }
    }

    /// The modules whose imports a README reader would have to write; the test-only ones
    /// (`Testing`, `TestSupport`) are the test's own business.
    static let libraryModules: Set<String> = [
        "DynamicType", "SystemFonts", "HeadlessUI", "DesktopSettings", "FontScaleGTK", "Foundation", "Logging",
        "FontScaleTesting", "FontScaleSnapshotTesting", "SnapshotTesting",
    ]

    /// The modules `imports` make visible: HeadlessUI re-exports DynamicType and SystemFonts (not
    /// Foundation); SystemFonts and DesktopSettings re-export DynamicType; FontScaleSnapshotTesting
    /// re-exports SnapshotTesting, DynamicType and FontScaleTesting.
    static func visibleModules(importing imports: Set<String>) -> Set<String> {
        var visible = imports
        if imports.contains("FontScaleSnapshotTesting") {
            visible.formUnion(["SnapshotTesting", "DynamicType", "FontScaleTesting"])
        }
        if imports.contains("HeadlessUI") { visible.formUnion(["DynamicType", "SystemFonts"]) }
        if imports.contains("SystemFonts") || imports.contains("DesktopSettings") { visible.insert("DynamicType") }
        return visible
    }

    /// The Swift blocks of a Markdown text with the modules each one imports: the ones it shows,
    /// or, for a block that shows none, those of the block it continues (the last one that did).
    static func swiftBlocksWithImports(in markdown: String) -> [(block: String, imports: Set<String>)] {
        var result: [(block: String, imports: Set<String>)] = []
        var imports: Set<String> = []
        var current: (lines: [Substring], imports: Set<String>)?
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            if current == nil, line.hasPrefix("```swift") {
                current = ([], [])
            } else if let block = current, line.hasPrefix("```") {
                if !block.imports.isEmpty { imports = block.imports }
                result.append((normalized(block.lines), imports))
                current = nil
            } else if current != nil, line.hasPrefix("import ") {
                current!.imports.insert(String(line.dropFirst("import ".count)).trimmingCharacters(in: .whitespaces))
            } else if current != nil {
                current!.lines.append(line)
            }
        }
        return result
    }

    /// Each marked block of this target's sources, with the library modules of every file that
    /// compiles it.
    static func compiledExamplesWithImports() throws -> [String: [Set<String>]] {
        var examples: [String: [Set<String>]] = [:]
        for (source, imports) in try exampleSources() {
            for block in markedBlocks(in: source) { examples[block, default: []].append(imports) }
        }
        return examples
    }

    /// The Swift blocks of a Markdown text, without import lines and surrounding blank lines.
    static func swiftBlocks(in markdown: String) -> [String] {
        var blocks: [[Substring]] = []
        var current: [Substring]?
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            if current == nil, line.hasPrefix("```swift") {
                current = []
            } else if current != nil, line.hasPrefix("```") {
                blocks.append(current!)
                current = nil
            } else if current != nil, !line.hasPrefix("import ") {
                current!.append(line)
            }
        }
        return blocks.map(normalized)
    }

    /// The marked blocks of this target's sources, with their common indentation removed.
    static func compiledExamples() throws -> Set<String> {
        Set(try exampleSources().flatMap { markedBlocks(in: $0.source) })
    }

    /// The test sources, each with the library modules it imports (`@testable` ones too): this
    /// target's, and any other test target's that marks an example (the article's toolkit adapter
    /// is the one HeadlessUI's mirror tests run over).
    static func exampleSources() throws -> [(source: String, imports: Set<String>)] {
        let directory = Repository.root.appendingPathComponent("Tests")
        let files = FileManager.default.enumerator(atPath: directory.path)?.compactMap { $0 as? String } ?? []
        return try files.filter { $0.hasSuffix(".swift") && !$0.contains("__Snapshots__") }.map { file in
            let source = try String(contentsOf: directory.appendingPathComponent(file), encoding: .utf8)
            let imports = source.split(separator: "\n").compactMap { line -> String? in
                guard let range = line.range(of: "import ") else { return nil }
                let prefix = line[..<range.lowerBound].trimmingCharacters(in: .whitespaces)
                guard prefix.isEmpty || prefix.hasPrefix("@") else { return nil }
                return String(line[range.upperBound...]).trimmingCharacters(in: .whitespaces)
            }
            return (source, Set(imports).intersection(libraryModules))
        }
    }

    /// The blocks between `// example begin` and `// example end` in a source, normalized.
    static func markedBlocks(in source: String) -> [String] {
        var blocks: [String] = []
        var current: [Substring]?
        for line in source.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = line.drop { $0 == " " }
            if trimmed == "// example begin" {
                current = []
            } else if trimmed == "// example end", let block = current {
                let indent = block.filter { !$0.isEmpty }.map { $0.prefix { $0 == " " }.count }.min() ?? 0
                blocks.append(normalized(block.map { $0.isEmpty ? $0 : $0.dropFirst(indent) }))
                current = nil
            } else if current != nil {
                current!.append(line)
            }
        }
        return blocks
    }

    private static func normalized(_ lines: [Substring]) -> String {
        String(lines.joined().filter { !$0.isWhitespace })
    }
}
