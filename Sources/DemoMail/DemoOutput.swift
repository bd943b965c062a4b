import ArgumentParser
import DynamicType
import Foundation

/// Writes one JSON line on standard output, keys sorted: how both demos report to their tests.
package func emitJSONLine(_ value: some Encodable) {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    if let data = try? encoder.encode(value) { FileHandle.standardOutput.write(data + Data("\n".utf8)) }
}

/// The type ramp a demo sizes its styles by.
package enum DemoRamp: String, ExpressibleByArgument, CaseIterable {
    /// Body at the desktop font's size, as both toolkit adapters do by default.
    case desktop
    /// Apple's published table.
    case apple
}

/// A category on a demo's command line, in any spelling `ContentSizeCategory(parsing:)` takes.
extension ContentSizeCategory: ExpressibleByArgument {
    public init?(argument: String) {
        try? self.init(parsing: argument)
    }

    public static var allValueStrings: [String] { validNames }
}
