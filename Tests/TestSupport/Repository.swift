import Foundation

/// Files of this repository that tests read: the fonts, the fuzz corpus, the README.
public enum Repository {
    /// The repository's root folder, found from this file's place in it.
    public static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().standardizedFileURL

    /// The tests' fonts (`Tests/Fixtures/Fonts`): synthetic Scale Sans and Scale Plain, whose every
    /// metric `metrics.json` records.
    public static let fontsDirectory = root.appendingPathComponent("Tests/Fixtures/Fonts").path

    /// The app font of the README, the CLI and the demo (`Fonts/`): Noto Sans.
    public static let appFontsDirectory = root.appendingPathComponent("Fonts").path

    /// The fuzz targets' seed corpus (`Fuzz/Corpus`).
    public static let fuzzCorpus = root.appendingPathComponent("Fuzz/Corpus")
}
