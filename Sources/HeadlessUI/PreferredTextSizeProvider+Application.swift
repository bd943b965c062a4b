import DynamicType

// What connects a text-size provider to a UI tree lives with the UI: DesktopSettings reads the
// desktop and knows nothing of `Application`, and HeadlessUI knows the desktop only as a provider.
extension PreferredTextSizeProvider {
    /// Keeps an application's preferred text size (its continuous factor,
    /// ``Application/preferredTextScale``, and the category nearest it) and the interface fonts
    /// (``Application/desktopFonts``: the system fonts, and the ramp's anchor where the
    /// application ``Application/followsDesktopRamp``) in step with this provider: set now, and on
    /// every change until the provider's stream of changes ends (it stops) or the task is
    /// cancelled. The ramp stays the app's choice (``Application/typeRamp`` says the rule). When the
    /// provider's `boldText` is not `.unspecified`, it also sets the application's Bold Text.
    ///
    /// The desktop's provider is DesktopSettings' `DesktopTextSizeMonitor`, whose `boldText` is
    /// `FONTSCALE_BOLD_TEXT`; an app or a test may adopt `PreferredTextSizeProvider` with its own.
    ///
    /// Following starts the provider (`start()`) if it is not running, and the task holds the
    /// provider, so `DesktopTextSizeMonitor().follow(application)` follows on its own, with no
    /// reference kept: cancel the task (or stop the provider) to end it.
    @MainActor
    @discardableResult
    public func follow(_ application: Application) -> Task<Void, Never> {
        start()
        let stream = preferredTextSizeChanges()
        let current = preferredTextSize
        let source = ApplicationChange.Source.desktop(current.sourceName)
        if boldText != .unspecified { application.setBoldTextEnabled(boldText == .bold, source: source) }
        application.setDesktopFonts(current.fonts, source: .desktop(current.fonts.source.description))
        application.setPreferredTextSize(current, source: source)
        return Task { @MainActor [self] in
            for await size in stream {
                application.setDesktopFonts(size.fonts, source: .desktop(size.fonts.source.description))
                application.setPreferredTextSize(size, source: .desktop(size.sourceName))
            }
            // The provider lives while it is followed: its release would end the stream.
            withExtendedLifetime(self) {}
        }
    }
}

extension Application {
    /// Sets the desktop's text size: its continuous factor, unless the desktop named a category
    /// whose own factor it is not (an override's clamped factor), which the category then wins.
    fileprivate func setPreferredTextSize(_ size: PreferredTextSize, source: ApplicationChange.Source) {
        if (try? ContentSizeCategory(textScale: size.textScale)) == size.category {
            setPreferredTextScale(size.textScale, source: source)
        } else {
            setPreferredContentSizeCategory(size.category, source: source)
        }
    }
}
