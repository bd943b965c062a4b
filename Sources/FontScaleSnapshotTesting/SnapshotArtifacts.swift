#if GTK
import Foundation
import Testing

/// Where a failed comparison leaves its difference image: beside the failed snapshot that
/// swift-snapshot-testing writes, which only it knows the name of, so in the same folder.
///
/// swift-snapshot-testing writes failed snapshots to `SNAPSHOT_ARTIFACTS` (or the temporary
/// directory), in a folder named after the test's file; on Linux it records no attachments, so
/// the file is what a person opens (and, in a Swift Testing test, an attachment of this kit's).
enum SnapshotArtifacts {
    /// Writes `png`, the difference of `reference` and `new`, and returns where.
    ///
    /// The name is the running test's function and a hash of both snapshots: stable from run to
    /// run, and distinct for each comparison a test makes. Outside a Swift Testing test the
    /// folder is `FontScaleSnapshotTesting`.
    static func write(_ png: Data, comparing reference: Data, with new: Data) throws -> URL {
        let environment = ProcessInfo.processInfo.environment
        let artifacts = URL(
            fileURLWithPath: environment["SNAPSHOT_ARTIFACTS"] ?? NSTemporaryDirectory(), isDirectory: true)
        let test = Test.current
        let folder =
            test.map { URL(fileURLWithPath: $0.sourceLocation.fileName).deletingPathExtension() }
            .map { $0.lastPathComponent } ?? "FontScaleSnapshotTesting"
        let directory = artifacts.appendingPathComponent(folder, isDirectory: true)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let digits = String(fnv1a(reference + new), radix: 16)
        let hash = String(repeating: "0", count: 16 - digits.count) + digits
        let name = (test.map { pathComponent($0.name) + "." } ?? "") + "\(hash).difference.png"
        let file = directory.appendingPathComponent(name)
        try png.write(to: file)
        // Also a Swift Testing attachment, which `swift test --attachments-path` saves; under
        // Xcode swift-snapshot-testing attaches the image itself.
        if test != nil && environment["__XCODE_BUILT_PRODUCTS_DIR_PATHS"] == nil {
            Attachment.record([UInt8](png), named: name)
        }
        return file
    }

    /// A test's name as swift-snapshot-testing puts it in file names: runs of other characters
    /// than letters, digits and `_` become `-`, none at either end.
    static func pathComponent(_ name: String) -> String {
        var result = ""
        for character in name {
            if character.isLetter || character.isNumber || character == "_" {
                result.append(character)
            } else if !result.isEmpty && result.last != "-" {
                result.append("-")
            }
        }
        return result.last == "-" ? String(result.dropLast()) : result
    }

    /// FNV-1a, 64 bits: a hash that is the same in every process (`Hasher`'s is not).
    static func fnv1a(_ data: Data) -> UInt64 {
        data.reduce(0xcbf2_9ce4_8422_2325 as UInt64) { ($0 ^ UInt64($1)) &* 0x100_0000_01b3 }
    }
}
#endif
