import ArgumentParser
import DynamicType
import Foundation
import SystemFonts

/// The app-font options `list` and `resolve` share.
struct FontOptions: ParsableArguments {
    @Option(
        help: "Directory of app fonts to register (default: ./Fonts when it exists).",
        transform: FontsDirectoryArgument.init(validating:))
    var fontsDir: FontsDirectoryArgument?

    /// The default app font directory, relative to the current directory.
    static let defaultFontsDirectory = "Fonts"

    /// An environment with the app fonts registered, and what was registered.
    ///
    /// A missing or unreadable `--fonts-dir` is an error (``ExitCode/noInput``); a missing default
    /// `./Fonts` just means "system fonts only".
    func makeEnvironment(family: String?) throws -> (FontEnvironment, FontRegistration?) {
        let environment = FontEnvironment()
        let directory: String
        if let fontsDir {
            directory = fontsDir.path
        } else if FileManager.default.fileExists(atPath: Self.defaultFontsDirectory) {
            directory = Self.defaultFontsDirectory
        } else {
            environment.appFamily = family
            return (environment, nil)
        }
        do {
            let registration = try environment.loadAppFonts(from: directory, family: family)
            for skipped in registration.skipped {
                printToStandardError("fontscale: skipped \(skipped)")
            }
            return (environment, registration)
        } catch {
            printToStandardError("fontscale: \(error) (pass --fonts-dir with a directory of .ttf/.otf files)")
            throw ExitCode.noInput
        }
    }
}

/// The `font` object of a JSON row: what a style resolved to.
struct FontJSON: Encodable {
    let family: String
    let style: String
    let file: String
    let faceIndex: Int
    let requestedFamily: String
    let fallback: Bool
    let appFont: Bool
    let weight: String
    let smallCaps: String
    let smallCapsScale: Double
    let metrics: ScaledFaceMetrics

    init?(_ font: Font) {
        guard let resolution = font.resolution else { return nil }
        self.init(
            resolution: resolution, requestedFamily: font.familyName, fallback: font.isFallback,
            pointSize: font.pointSize)
    }

    init(resolution: ResolvedFont, requestedFamily: String, fallback: Bool, pointSize: Double) {
        let variant = resolution.smallCaps
        family = resolution.family
        style = resolution.styleName
        file = resolution.filePath
        faceIndex = resolution.faceIndex
        self.requestedFamily = requestedFamily
        self.fallback = fallback
        appFont = resolution.isAppFont
        weight = resolution.face.weight.name
        smallCaps = variant.kind.description
        smallCapsScale = variant.scale
        metrics = resolution.face.metrics.scaled(to: pointSize)
    }
}
