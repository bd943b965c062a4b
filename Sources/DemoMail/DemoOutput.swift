import Foundation

/// Writes one JSON line on standard output, keys sorted: how the demos and their test harness report
/// to the tests.
package func emitJSONLine(_ value: some Encodable) {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    if let data = try? encoder.encode(value) { FileHandle.standardOutput.write(data + Data("\n".utf8)) }
}
