import Foundation

/// Files of this repository that tests read: the project's fonts, the fuzz corpus, the README.
public enum Repository {
    /// The repository's root folder, found from this file's place in it.
    public static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().standardizedFileURL

    /// The project's own fonts (`Fonts/`).
    public static let fontsDirectory = root.appendingPathComponent("Fonts").path

    /// The fuzz targets' seed corpus (`Fuzz/Corpus`).
    public static let fuzzCorpus = root.appendingPathComponent("Fuzz/Corpus")
}
