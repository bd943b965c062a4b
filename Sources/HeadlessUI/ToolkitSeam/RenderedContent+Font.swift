extension RenderedContent {
    /// The font the content's own text is drawn in: a text view's, a button title's, a tab bar's
    /// titles', a navigation bar's title's; `nil` for a container, a slider, a switch, and a bar
    /// that keeps its toolkit's font.
    ///
    /// An adapter compares it with the previous content's to set a widget's font only when it
    /// changed.
    public var font: RenderedFont? {
        switch self {
        case .text(let text): text.font
        case .button(let button): button.font
        case .tabBar(let bar): bar.font
        case .navigationBar(let bar): bar.titleFont
        case .container, .slider, .toggle: nil
        }
    }
}
