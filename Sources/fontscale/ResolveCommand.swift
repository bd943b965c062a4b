import ArgumentParser
import DynamicType
import SystemFonts

/// `fontscale resolve`: one font request and what it resolved to.
struct ResolveCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "resolve",
        abstract: "Resolve one font family to a font file, with its metrics and small caps.",
        discussion: """
            Shows the face fontconfig chose, whether it is an app font or a system fallback, whether \
            small caps are native (the face has OpenType smcp) or synthesized, and its metrics.

            Examples:
              fontscale resolve "Scale Sans" --weight semibold --size 20
              fontscale resolve "DejaVu Sans" --small-caps --format json
            """
    )

    @Argument(
        help: "The family name, e.g. \"Scale Sans\", \"DejaVu Sans\" or sans-serif.",
        transform: FamilyArgument.init(validating:))
    var family: FamilyArgument

    @Option(
        help:
            ArgumentHelp(
                "Weight: ultraLight, thin, light, regular, medium, semibold, bold, heavy, black, "
                    + "or 1-1000 (default: regular)."),
        transform: ParsedArgument.init(validating:))
    var weight: ParsedArgument<FontWeight>?

    @Option(help: "Point size (default: 17).", transform: PointSizeArgument.init(validating:))
    var size: PointSizeArgument?

    @Flag(help: "Ask for small capitals.")
    var smallCaps = false

    @Option(help: "Output format: table or json.")
    var format: OutputFormat = .table

    @OptionGroup var fontOptions: FontOptions

    struct Output: Encodable {
        let request: Request
        let font: FontJSON
        let unitsPerEm: Int
        let capHeightSource: String
        let xHeightSource: String
        let hasSMCP: Bool
        let hasC2SC: Bool

        struct Request: Encodable {
            let family: String
            let weight: String
            let pointSize: Double
            let smallCaps: Bool
        }
    }

    func run() throws {
        let parsedWeight = weight?.value ?? .regular
        let size = self.size?.pointSize ?? 17
        let family = self.family.name
        let (environment, _) = try fontOptions.makeEnvironment(family: nil)
        let request = FontRequest(family: family, weight: parsedWeight, pointSize: size, smallCaps: smallCaps)
        let resolved: ResolvedFont
        do {
            resolved = try environment.library.resolve(request)
        } catch .emptyFamilyName {
            throw ValidationError(FontError.emptyFamilyName.description)
        } catch {
            printToStandardError("fontscale: \(error)")
            throw ExitCode.unavailable
        }
        let face = resolved.face
        let json = FontJSON(
            resolution: resolved, requestedFamily: family, fallback: resolved.isFallback, pointSize: size)
        let output = Output(
            request: .init(family: family, weight: parsedWeight.name, pointSize: size, smallCaps: smallCaps),
            font: json, unitsPerEm: face.metrics.unitsPerEm,
            capHeightSource: face.metrics.capHeightSource.description,
            xHeightSource: face.metrics.xHeightSource.description,
            hasSMCP: face.smallCapsSupport.lowercaseToSmallCaps, hasC2SC: face.smallCapsSupport.uppercaseToSmallCaps)
        switch format {
        case .json:
            try printJSON(output)
        case .table:
            print(render(output))
        }
    }

    private func render(_ output: Output) -> String {
        let font = output.font
        let metrics = font.metrics
        var table = TextTable(headers: ["Property", "Value"])
        let rows: [(String, String)] = [
            ("Requested", "\(output.request.family), \(output.request.weight), \(points(output.request.pointSize)) pt"),
            ("Family", font.family),
            ("Style", font.style),
            ("File", font.file + (font.faceIndex != 0 ? " #\(font.faceIndex)" : "")),
            ("Source", font.appFont ? "app font" : "system font"),
            ("Fallback", font.fallback ? "yes: \(output.request.family) is not installed" : "no"),
            ("Weight", font.weight),
            (
                "Small caps",
                "\(font.smallCaps)" + (font.smallCaps == "synthesized" ? " (scale \(points(font.smallCapsScale)))" : "")
                    + " [smcp: \(output.hasSMCP ? "yes" : "no"), c2sc: \(output.hasC2SC ? "yes" : "no")]"
            ),
            ("Ascender", points(metrics.ascender) + " pt"),
            ("Descender", points(metrics.descender) + " pt"),
            ("Line gap", points(metrics.lineGap) + " pt"),
            ("Cap height", points(metrics.capHeight) + " pt (\(output.capHeightSource))"),
            ("x-height", points(metrics.xHeight) + " pt (\(output.xHeightSource))"),
            ("Units per em", String(output.unitsPerEm)),
        ]
        for (name, value) in rows { table.append([name, value]) }
        return table.render()
    }
}
