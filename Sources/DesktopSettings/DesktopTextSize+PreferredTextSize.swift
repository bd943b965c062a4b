import DynamicType

// A desktop size in DynamicType's terms, which the monitor reports as a `PreferredTextSizeProvider`.
extension DesktopTextSize {
    /// This size as a `PreferredTextSizeProvider` reports it: the source by its name.
    public var preferredTextSize: PreferredTextSize {
        PreferredTextSize(category: category, textScale: textScale, fonts: fonts, sourceName: source.description)
    }
}
