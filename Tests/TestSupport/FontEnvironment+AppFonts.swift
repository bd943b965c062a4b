import HeadlessUI

extension FontEnvironment {
    /// A new font environment with the app font of the README, the CLI and the demo (`Fonts/`,
    /// Noto Sans) registered: what the layout and toolkit suites draw their labels in. Without it
    /// when the folder cannot be read, so a suite still runs and its comparisons say so.
    public static func withAppFonts() -> FontEnvironment {
        let environment = FontEnvironment()
        _ = try? environment.loadAppFonts(from: Repository.appFontsDirectory, family: "Noto Sans")
        return environment
    }
}
