internal import CFontconfig
internal import CFreeType
internal import StateLock
import Synchronization

/// Resolves font requests to real font files through fontconfig and FreeType.
///
/// A library owns a **private** fontconfig configuration, loaded once with
/// `FcInitLoadConfigAndFonts`, so fonts it registers never leak into, or are dropped by, other
/// fontconfig users in the process (GTK, Pango and cairo share the global one). It never calls
/// `FcFini`. Every fontconfig and FreeType call goes through one lock, so a library is safe to use
/// from any thread or task.
///
/// ```swift
/// let library = FontLibrary()
/// let registration = try library.registerFonts(in: "Fonts")
/// let font = try library.resolve(FontRequest(family: "Noto Sans", weight: .semibold))
/// print(font.filePath, font.isAppFont, font.isFallback)
/// ```
///
/// Resolutions are cached per family, weight and slant, so repeating a request costs a dictionary
/// lookup instead of a fontconfig match. Registering fonts clears the cache.
public final class FontLibrary: Sendable {
    struct State: ~Copyable {
        /// The private configuration; `nil` only if fontconfig could not build one at all.
        let config: OpaquePointer?
        /// FreeType, for reading GSUB, OS/2 and outlines; `nil` if it could not start.
        let freeType: FT_Library?
        var resolutions = ResolutionCache()
        var faces: [FaceKey: FontFace] = [:]
        /// Faces opened for measuring text, each with its own FreeType library or HarfBuzz font.
        var measuringFaces: [FaceKey: MeasuringFace] = [:]
        /// Fallback chains by family, weight and slant, and the face each character fell back to.
        var fallbackChains: [FallbackChainKey: FontconfigFontSet] = [:]
        var fallbackChoices: [FallbackPieceKey: FallbackChoice] = [:]
        var appFontFiles: Set<String> = []
        /// Every family name of the application fonts, normalized as ``FontFace/normalized(_:)``.
        var appFamilies: Set<String> = []

        deinit {
            if let freeType { FT_Done_FreeType(freeType) }
            if let config { FcConfigDestroy(config) }
        }
    }

    struct FaceKey: Hashable {
        let path: String
        let index: Int
    }

    let state: Mutex<State>

    /// Bumped whenever registered fonts change, so that memos built on this library (such as
    /// ``FontEnvironment``'s styled fonts) know to start again.
    let registrationGeneration = Atomic<Int>(0)

    /// Creates a library with the system's fonts and a private fontconfig configuration.
    ///
    /// If fontconfig cannot load its configuration, the library starts empty and every resolution
    /// throws ``FontError/fontconfigUnavailable``; it does not crash.
    ///
    /// The corresponding C functions are `FcInitLoadConfigAndFonts` and `FT_Init_FreeType`.
    public init() {
        var freeType: FT_Library?
        if FT_Init_FreeType(&freeType) != 0 { freeType = nil }
        state = Mutex(State(config: FcInitLoadConfigAndFonts(), freeType: freeType))
    }

    /// Forgets every cached resolution, so the next requests match afresh; faces already read
    /// stay loaded.
    public func removeCachedResolutions() {
        state.withStateLock { $0.resolutions.removeAll() }
        registrationGeneration.add(1, ordering: .relaxed)
    }

    /// The number of cached resolutions, for diagnostics.
    public var cachedResolutionCount: Int {
        state.withStateLock { $0.resolutions.count }
    }
}
