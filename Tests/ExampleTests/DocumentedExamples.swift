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
        let catalogs =
            (try? FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("Sources").path))?
            .sorted()
            .compactMap { module -> String? in
                let path = "Sources/\(module)/Documentation.docc/\(module).md"
                return FileManager.default.fileExists(atPath: root.appendingPathComponent(path).path) ? path : nil
            } ?? []
        return ["README.md"] + catalogs
    }()

    @Test("every module with a DocC catalog is checked")
    func catalogsFound() {
        #expect(Self.documents.count == 6)
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
        let directory = Repository.root.appendingPathComponent("Tests/ExampleTests")
        var examples: Set<String> = []
        for file in try FileManager.default.contentsOfDirectory(atPath: directory.path) where file.hasSuffix(".swift") {
            let source = try String(contentsOf: directory.appendingPathComponent(file), encoding: .utf8)
            var current: [Substring]?
            for line in source.split(separator: "\n", omittingEmptySubsequences: false) {
                let trimmed = line.drop { $0 == " " }
                if trimmed == "// example begin" {
                    current = []
                } else if trimmed == "// example end", let block = current {
                    let indent = block.filter { !$0.isEmpty }.map { $0.prefix { $0 == " " }.count }.min() ?? 0
                    examples.insert(normalized(block.map { $0.isEmpty ? $0 : $0.dropFirst(indent) }))
                    current = nil
                } else if current != nil {
                    current!.append(line)
                }
            }
        }
        return examples
    }

    private static func normalized(_ lines: [Substring]) -> String {
        String(lines.joined().filter { !$0.isWhitespace })
    }
}
