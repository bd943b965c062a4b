import DynamicType
import Synchronization

/// The configuration ``Font`` values are made in: a ``FontLibrary``, the app's font family and
/// the current content size category.
///
/// ``shared`` serves the static ``Font`` API, as UIKit's process-wide state does. Tests and apps
/// that want isolation create their own environment and pass it explicitly.
///
/// ```swift
/// try FontEnvironment.shared.loadAppFonts(from: "Fonts", family: "Scale Sans")
/// let body = Font.appFont(for: .body)          // Scale Sans at the current category
/// ```
public final class FontEnvironment: Sendable {
    struct Settings {
        var appFamily: String?
        var contentSizeCategory: ContentSizeCategory = .large
    }

    /// The environment the static ``Font`` API uses.
    public static let shared = FontEnvironment()

    /// The library fonts are resolved with.
    public let library: FontLibrary

    let settings = Mutex(Settings())

    /// Creates an environment over a library (a new one by default), with no app family and
    /// the category ``ContentSizeCategory/large``.
    public init(library: FontLibrary = FontLibrary()) {
        self.library = library
    }

    /// The app's font family, or `nil` to use the system font everywhere.
    public var appFamily: String? {
        get { settings.withLock { $0.appFamily } }
        set { settings.withLock { $0.appFamily = newValue } }
    }

    /// The category sizes are computed for when a call does not name one.
    ///
    /// HeadlessUI's `Application` keeps this in step with its `preferredContentSizeCategory`.
    public var contentSizeCategory: ContentSizeCategory {
        get { settings.withLock { $0.contentSizeCategory } }
        set { settings.withLock { $0.contentSizeCategory = newValue } }
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

    /// The bar button item font: the app font at 17 pt, not scaled.
    public var navigationItemFont: Font { Font.appFont(ofSize: 17, in: self) }

    /// The navigation bar title font: the app font for ``TextStyle/headline`` at the current
    /// category.
    public var navigationBarTitleFont: Font { Font.appFont(for: .headline, in: self) }

    /// The button font: the app font at 17 pt.
    public var buttonFont: Font { Font.appFont(ofSize: 17, in: self) }
}
