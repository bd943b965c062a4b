import DynamicType
internal import StateLock
import Synchronization

/// The configuration ``Font`` values are made in: a ``FontLibrary``, the app's font family and
/// the current content size category.
///
/// ``shared`` serves the static ``Font`` API, as UIKit's process-wide state does. Tests and apps
/// that want isolation create their own environment and pass it explicitly.
///
/// ```swift
/// try FontEnvironment.shared.loadAppFonts(from: "Fonts", family: "Noto Sans")
/// let body = Font.appFont(for: .body)          // Noto Sans at the current category
/// ```
public final class FontEnvironment: Sendable {
    struct Settings {
        var appFamily: String? {
            didSet { stylesChanged() }
        }
        var contentSizeCategory: ContentSizeCategory = .large
        var legibilityWeight: LegibilityWeight = .unspecified {
            didSet { if legibilityWeight != oldValue { styleGeneration &+= 1 } }
        }
        var typeRamp = TypeRamp.iOS {
            didSet { stylesChanged() }
        }
        /// App fonts per style, category, Bold Text and small caps, filled on demand; see
        /// ``styledFont``. Held weakly: each font holds its environment, so a strong memo would
        /// keep every environment that ever made a styled font alive for good.
        var styledFonts: [Int: WeakFont] = [:]
        var libraryGeneration = 0
        /// Advanced whenever a styled font made from here on may differ from one made before: the
        /// app family, the ramp, the system family or the default legibility weight changed.
        var styleGeneration = 0

        mutating func stylesChanged() {
            styledFonts.removeAll()
            styleGeneration &+= 1
        }
    }

    /// The environment the static ``Font`` API uses.
    public static let shared = FontEnvironment()

    /// The library fonts are resolved with.
    public let library: FontLibrary

    let settings = Mutex(Settings())
    /// The system and monospace families: a lock of their own, because fonts read them while
    /// they resolve, which ``styledFont`` does inside `settings`' lock.
    let systemFamilies = Mutex((system: FontRequest.systemFamily, monospaced: FontRequest.monospacedSystemFamily))

    /// Creates an environment over a library (a new one by default), with no app family and
    /// the category `ContentSizeCategory.large`.
    public init(library: FontLibrary = FontLibrary()) {
        self.library = library
    }

    /// The app's font family, or `nil` to use the system font everywhere.
    public var appFamily: String? {
        get { settings.withStateLock { $0.appFamily } }
        set { settings.withStateLock { $0.appFamily = newValue } }
    }

    /// The category sizes are computed for when a call does not name one.
    ///
    /// HeadlessUI's `Application` owns it and keeps this in step with its
    /// `preferredContentSizeCategory`; nothing else sets it (the setter is FontScale's own,
    /// `package`), so there is one store for the category.
    public package(set) var contentSizeCategory: ContentSizeCategory {
        get { settings.withStateLock { $0.contentSizeCategory } }
        set { settings.withStateLock { $0.contentSizeCategory = newValue } }
    }

    /// The legibility weight fonts are made for when a call does not name one: `LegibilityWeight.bold`
    /// makes every font heavier (see ``BoldTextAdjustment``).
    ///
    /// HeadlessUI's `Application` owns it and keeps this in step with its `isBoldTextEnabled`;
    /// the setter is FontScale's own (`package`).
    public package(set) var legibilityWeight: LegibilityWeight {
        get { settings.withStateLock { $0.legibilityWeight } }
        set { settings.withStateLock { $0.legibilityWeight = newValue } }
    }

    /// The family of ``Font/systemFont(ofSize:weight:in:)``, and of every font whose family is
    /// missing: fontconfig's `sans-serif` until set, usually to the desktop's interface font
    /// (DesktopSettings' `DesktopFontReader` reads GNOME's `font-name` or KDE's `[General] font`;
    /// HeadlessUI's `follow(_:)`, on any `PreferredTextSizeProvider` such as DesktopSettings'
    /// `DesktopTextSizeMonitor`, keeps it in step). A family that is not installed resolves to
    /// fontconfig's substitute, flagged ``Font/isFallback``.
    public var systemFontFamily: String {
        get { systemFamilies.withStateLock { $0.system } }
        set {
            systemFamilies.withStateLock { $0.system = newValue }
            // Styled fonts of an environment without an app family are in the system family.
            settings.withStateLock { $0.stylesChanged() }
        }
    }

    /// The family of ``Font/monospacedSystemFont(ofSize:weight:in:)``: fontconfig's `monospace`
    /// until set, usually to the desktop's (GNOME's `monospace-font-name`, KDE's `fixed`).
    public var monospacedSystemFontFamily: String {
        get { systemFamilies.withStateLock { $0.monospaced } }
        set { systemFamilies.withStateLock { $0.monospaced = newValue } }
    }

    /// The type ramp text styles are sized by: Apple's (`TypeRamp.iOS`) until set; a desktop's
    /// (`TypeRamp.desktop(interfaceFontPointSize:)`) puts body at the desktop font's size.
    ///
    /// Fonts made before a change keep their sizes until re-resolved: in a HeadlessUI app set it
    /// through `Application.typeRamp`, which walks the trees.
    public var typeRamp: TypeRamp {
        get { settings.withStateLock { $0.typeRamp } }
        set { settings.withStateLock { $0.typeRamp = newValue } }
    }

    /// Registers a directory of fonts and makes one of its families the app family.
    ///
    /// - Parameters:
    ///   - directory: The fonts directory.
    ///   - family: The app family; `nil` picks the registered family with the most faces.
    /// - Returns: What was registered and what was skipped.
    /// - Throws: ``FontError`` when the directory is missing or unusable.
    @discardableResult
    public func loadAppFonts(from directory: String, family: String? = nil) throws(FontError) -> FontRegistration {
        let registration = try library.registerFonts(in: directory)
        appFamily = family ?? registration.primaryFamily
        return registration
    }

    /// The app font for a style at a category, memoized: a content size change asks for the same
    /// few fonts for every label in a tree, so each is resolved once per app family and library
    /// state, then handed out from here. `drawsCell` asks for the category's cell where the ramp
    /// is drawn at a factor (`TypeRamp.drawsCell(at:within:)`: limits hold the factor there).
    func styledFont(
        _ style: TextStyle, at category: ContentSizeCategory, legibilityWeight: LegibilityWeight?, smallCaps: Bool,
        drawsCell: Bool = false
    ) -> Font {
        let bold = (legibilityWeight ?? self.legibilityWeight) == .bold
        let key =
            (drawsCell ? 1 << 10 : 0) | (Int(style.ordinal) << 6) | (Int(category.resolved.ordinal) << 2)
            | (bold ? 2 : 0) | (smallCaps ? 1 : 0)
        let generation = library.registrationGeneration.load(ordering: .relaxed)
        return settings.withStateLock { settings in
            if settings.libraryGeneration != generation {
                settings.styledFonts.removeAll()
                settings.libraryGeneration = generation
            }
            if let font = settings.styledFonts[key]?.font { return font }
            let font = makeStyledFont(
                style, at: category, bold: bold, smallCaps: smallCaps, drawsCell: drawsCell, settings: settings)
            settings.styledFonts[key] = WeakFont(font)
            return font
        }
    }

    /// The app font for a style at a category as ``styledFont`` makes it, made anew and not kept:
    /// for a memo of the caller's own that holds its fonts strongly (HeadlessUI's window). A font
    /// this memo holds weakly gets a side table, after which every retain and release of it
    /// takes the runtime's slow path; one made here never does.
    package func unmemoizedStyledFont(
        _ style: TextStyle, at category: ContentSizeCategory, legibilityWeight: LegibilityWeight?, smallCaps: Bool,
        drawsCell: Bool = false
    ) -> Font {
        let settings = self.settings.withStateLock { $0 }
        let bold = (legibilityWeight ?? settings.legibilityWeight) == .bold
        return makeStyledFont(
            style, at: category, bold: bold, smallCaps: smallCaps, drawsCell: drawsCell, settings: settings)
    }

    /// What a styled font made now depends on besides its style, category and legibility weight:
    /// equal values make equal fonts. A memo of unmemoized fonts keeps them while it is unchanged.
    package var styledFontState: StyledFontState {
        let library = library.registrationGeneration.load(ordering: .relaxed)
        return settings.withStateLock { StyledFontState(style: $0.styleGeneration, library: library) }
    }

    private func makeStyledFont(
        _ style: TextStyle, at category: ContentSizeCategory, bold: Bool, smallCaps: Bool, drawsCell: Bool,
        settings: Settings
    ) -> Font {
        let entry =
            drawsCell
            ? settings.typeRamp.cellEntry(for: style, at: category)
            : style.attributes(at: category, in: settings.typeRamp)
        return Font(
            familyName: settings.appFamily ?? systemFontFamily, pointSize: entry.pointSize,
            weight: entry.weight, textStyle: style, isSmallCaps: smallCaps,
            legibilityWeight: bold ? .bold : .regular, environment: self)
    }
}

/// The state of a ``FontEnvironment`` its styled fonts depend on; see
/// ``FontEnvironment/styledFontState``.
package struct StyledFontState: Equatable, Sendable {
    var style: Int
    var library: Int
}

/// A memo entry that does not keep its font, and so its environment, alive.
struct WeakFont {
    private weak var storage: Font.Storage?

    init(_ font: Font) {
        storage = font.storage
    }

    /// The font, while anything else still holds it.
    var font: Font? { storage.map(Font.init(storage:)) }
}
