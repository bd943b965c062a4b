import ArgumentParser
import DesktopSettings
import Dispatch
import DynamicType
import Foundation
import Logging
import SystemFonts

/// `fontscale list`: every text style with its size, leading and weights.
struct ListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "List every text style's point size, leading and weights.",
        discussion: """
            One row per text style. With --all-categories the table has one column per content \
            size category (size/leading); JSON has one object per style and category.

            Each style is resolved to a real font: the app family (--font, or the family with the \
            most faces in the fonts directory) when it exists, else the system font, marked as a \
            fallback. The fonts directory is ./Fonts by default, or --fonts-dir.

            Without --category the category is the desktop's text size: FONTSCALE_CONTENT_SIZE, \
            FONTSCALE_TEXT_SCALE, then the desktop's own setting (GNOME's text-scaling-factor; \
            KDE's forced font DPI, else its font size; Xft.dpi in the X resources on Xfce, MATE \
            and other X11 desktops), the Settings portal (in a sandbox, or when GNOME's settings \
            cannot be read), the other desktops' settings, GDK_DPI_SCALE, else large; the table's \
            header and the JSON "source" field say which, and "Overruled" (JSON "overruled") \
            lists the sources that disagreed and lost.

            --text-scale sets a continuous text-scale factor, as desktops set one: the category is \
            the one nearest the factor, and with --ramp desktop the ramp is drawn at the factor: \
            body is the desktop font's size times the factor, as GTK and Qt draw their own labels, \
            every other style on Apple's curve between the categories around it. Apple's ramp stays \
            by category. Without --category the desktop's own factor is used the same way.

            With --bold-text (or FONTSCALE_BOLD_TEXT=1) every font is made heavier as iOS's Bold \
            Text does, clamped to the faces the family has; each row says which bump applied.

            The system font is the desktop's interface font: FONTSCALE_SYSTEM_FONT, GNOME's \
            font-name or KDE's [General] font, else sans-serif 11pt; the header says which. With \
            --ramp desktop, body at the default size is that font's size (11pt is 14.67 px) and \
            every other style keeps Apple's proportion to body.

            Examples:
              fontscale list
              fontscale list --category xxLarge --style body --style headline
              fontscale list --all-categories --format json
              fontscale list --font "Scale Sans" --fonts-dir ./Fonts
              fontscale list --bold-text
              fontscale list --ramp desktop
              fontscale list --ramp desktop --text-scale 1.5
            """
    )

    @Option(
        name: .shortAndLong, help: "A content size category, e.g. large, xSmall, AX3, XXL, accessibility2.",
        transform: ParsedArgument.init(validating:))
    var category: ParsedArgument<ContentSizeCategory>?

    @Flag(help: "Show every content size category.")
    var allCategories = false

    @Option(
        help: "A text-scale factor from 0.5 to 3.12, e.g. 1.5 (default: the desktop's); --ramp desktop is drawn at it.",
        transform: TextScaleArgument.init(validating:))
    var textScale: TextScaleArgument?

    @Option(
        name: .shortAndLong, help: "Only these text styles (repeatable), e.g. body, title1, caption2.",
        transform: ParsedArgument.init(validating:))
    var style: [ParsedArgument<TextStyle>] = []

    @Option(help: "Output format: table or json.")
    var format: OutputFormat = .table

    @Option(
        help: "The app font family (default: the family with the most faces in the fonts directory).",
        transform: FamilyArgument.init(validating:))
    var font: FamilyArgument?

    @Flag(help: "Make fonts heavier, as Bold Text does (default: FONTSCALE_BOLD_TEXT).")
    var boldText = false

    @Option(help: "The type ramp: apple (Apple's table) or desktop (body at the desktop font's size).")
    var ramp: RampOption = .apple

    @OptionGroup var fontOptions: FontOptions

    func validate() throws {
        if category != nil && allCategories {
            throw ValidationError("--category and --all-categories cannot be used together")
        }
        if textScale != nil && (category != nil || allCategories) {
            throw ValidationError("--text-scale cannot be used with --category or --all-categories")
        }
    }

    /// The monitor's answer once every source has answered: at once where files decided; else
    /// this synchronous command waits, as it must print the final answer.
    static func settled(_ monitor: DesktopTextSizeMonitor) -> DesktopTextSize {
        guard !monitor.isSettled else { return monitor.current }
        let done = DispatchSemaphore(value: 0)
        Task {
            _ = await monitor.settled()
            done.signal()
        }
        done.wait()
        return monitor.current
    }

    func run() throws {
        var categories: [ContentSizeCategory] = []
        let styles = style.isEmpty ? TextStyle.allCases : style.map(\.value)
        var source = ""
        if allCategories {
            categories = ContentSizeCategory.allCases
            source = "all-categories"
        } else if let category {
            categories = [category.value]
            source = "option"
        } else if let textScale {
            categories = [try ContentSizeCategory(textScale: textScale.factor)]
            source = "option"
        }
        // Usually a few file reads (dconf's database, kdeglobals); where the portal or gsettings
        // must answer, they do on the monitor's queue while the fonts load.
        let logger = Logger(label: "fontscale")
        // A signal during the wait ends the monitor's `gsettings` run, then this process as the
        // signal would have; caught before the monitor starts that run.
        let slot = MonitorSlot()
        let signals =
            categories.isEmpty
            ? InterruptSignals { number in
                slot.monitor?.endChildProcesses()
                InterruptSignals.endProcess(by: number)
            } : nil
        defer { signals?.cancel() }
        let monitor = categories.isEmpty ? DesktopTextSizeMonitor(logger: logger) : nil
        slot.monitor = monitor
        let (environment, registration) = try fontOptions.makeEnvironment(family: font?.name)
        let desktop = monitor.map(Self.settled)
        // Killing the `gsettings` run is what lets the wait above return: end here too, or this
        // thread could print and exit 0 before the handler's thread ends the process.
        if let number = signals?.received {
            monitor?.endChildProcesses()
            InterruptSignals.endProcess(by: number)
        }
        let legibilityWeight: LegibilityWeight =
            boldText
            ? .bold
            : monitor?.boldText
                ?? DesktopTextSizeResolver(environment: ProcessInfo.processInfo.environment, logger: logger).boldText
        // The factor the desktop's ramp is drawn at, by the application's rule: the option's, else
        // the desktop's, where it is not its category's own. Apple's ramp stays by category.
        var factor = textScale?.factor
        if let desktop {
            categories = [desktop.category]
            source = desktop.source.description
            if (try? ContentSizeCategory(textScale: desktop.textScale)) == desktop.category {
                factor = desktop.textScale
            }
        }

        let fonts =
            desktop?.fonts ?? DesktopFontReader(environment: ProcessInfo.processInfo.environment, logger: logger).read()
        environment.systemFontFamily = fonts.interface.family
        environment.monospacedSystemFontFamily = fonts.monospace.family
        if ramp == .desktop { environment.typeRamp = .desktop(interfaceFontPointSize: fonts.interface.pointSize) }
        if ramp == .desktop, let factor { environment.typeRamp = environment.typeRamp.drawnAtDesktopFactor(factor) }
        let systemFont = SystemFontJSON(fonts.interface, source: fonts.source)
        let rows = styles.flatMap { style in
            categories.map {
                ListRow(
                    style: style, category: $0, source: source, overruled: desktop?.overruled ?? [], ramp: ramp,
                    systemFont: systemFont,
                    font: Font.appFont(
                        for: style, compatibleWith: $0, legibilityWeight: legibilityWeight, in: environment))
            }
        }
        switch format {
        case .json:
            try printJSON(rows)
        case .table:
            let header = FontHeader(environment: environment, registration: registration, desktopFonts: fonts).render()
            let table = ListTable(
                rows: rows, styles: styles, categories: categories, desktop: desktop, ramp: environment.typeRamp,
                requestedTextScale: textScale?.factor)
            print(header + table.render())
        }
    }
}

/// One style at one category, as `list` prints it.
struct ListRow: Encodable {
    let style: String
    let category: String
    /// The text-scale factor the size is at: the one the ramp is drawn at, else the category's own.
    let textScale: Double
    let pointSize: Double
    let leading: Double
    let weight: String
    let emphasizedWeight: String
    let source: String
    /// The sources the deciding one overruled (`DesktopTextSize.overruled`).
    let overruled: [OverruledJSON]
    let ramp: String
    let systemFont: SystemFontJSON
    let font: FontJSON?
    let boldText: BoldTextJSON?

    init(
        style: TextStyle, category: ContentSizeCategory, source: String, overruled: [TextSizeReading], ramp: RampOption,
        systemFont: SystemFontJSON, font: Font
    ) {
        self.overruled = overruled.map(OverruledJSON.init)
        let entry = style.attributes(at: category, in: font.fontEnvironment.typeRamp)
        self.ramp = ramp.rawValue
        self.systemFont = systemFont
        self.style = style.name
        self.category = category.name
        textScale = font.fontEnvironment.typeRamp.textScale(for: category)
        self.pointSize = entry.pointSize
        self.leading = entry.leading
        self.weight = entry.weight.name
        self.emphasizedWeight = entry.emphasizedWeight.name
        self.source = source
        self.font = FontJSON(font)
        self.boldText = font.boldText.map(BoldTextJSON.init)
    }
}

/// One entry of a JSON row's `overruled` list, and of `watch`'s: a source that had another
/// text size and lost.
struct OverruledJSON: Encodable {
    let source: String
    let scale: Double

    init(_ reading: TextSizeReading) {
        source = reading.source.description
        scale = reading.textScale
    }
}

/// The `systemFont` object of a JSON row: the desktop's interface font and where it came from.
struct SystemFontJSON: Encodable {
    let family: String
    let pointSize: Double
    let pixelSize: Double
    let source: String

    init(_ font: DesktopFont, source: DesktopFontSource) {
        family = font.family
        pointSize = font.pointSize
        pixelSize = font.pixelSize()
        self.source = source.description
    }
}

/// The `boldText` object of a JSON row: what Bold Text did to the style's font.
struct BoldTextJSON: Encodable {
    let baseWeight: String
    let bumpedWeight: String
    let faceWeight: String?
    let outcome: String

    init(_ adjustment: BoldTextAdjustment) {
        baseWeight = adjustment.baseWeight.name
        bumpedWeight = adjustment.bumpedWeight.name
        faceWeight = adjustment.face?.weight.name
        outcome = adjustment.outcome.description
    }
}
