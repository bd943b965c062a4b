import DynamicType
import SystemFonts

extension View: LargeContentViewerItem {
    /// Whether the view shows the large content viewer (where an interaction reaches it, at
    /// accessibility text sizes); UIKit's `showsLargeContentViewer`.
    ///
    /// By default `true` for the views that keep their text size by design: tab bars, navigation
    /// bars, toolbars, and buttons whose title opts out of Dynamic Type
    /// (`titleLabel.adjustsFontForContentSizeCategory == false`); `false` for the others. Setting
    /// it replaces the default.
    public var showsLargeContentViewer: Bool {
        get { storedShowsLargeContentViewer ?? showsLargeContentViewerByDefault }
        set {
            storedShowsLargeContentViewer = newValue
            contentDidChange()
        }
    }

    /// The title the large content viewer shows; UIKit's `largeContentTitle`. By default a
    /// button's current title, and `nil` for other views (a bar's viewer shows each item's own
    /// title). Setting `nil` restores the default.
    public var largeContentTitle: String? {
        get { storedLargeContentTitle ?? largeContentTitleByDefault }
        set {
            storedLargeContentTitle = newValue
            contentDidChange()
        }
    }

    /// Adds an interaction to the view; UIKit's `addInteraction(_:)`. Adding one the view
    /// already has does nothing.
    public func addInteraction(_ interaction: any Interaction) {
        guard !interactions.contains(where: { $0 === interaction }) else { return }
        interaction.view?.removeInteraction(interaction)
        interaction.willMove(to: self)
        interactions.append(interaction)
        interaction.didMove(to: self)
        noteLargeContentViewerChange()
    }

    /// Removes an interaction from the view; UIKit's `removeInteraction(_:)`.
    public func removeInteraction(_ interaction: any Interaction) {
        guard let index = interactions.firstIndex(where: { $0 === interaction }) else { return }
        interaction.willMove(to: nil)
        interactions.remove(at: index)
        interaction.didMove(to: nil)
        noteLargeContentViewerChange()
    }

    /// Whether a ``LargeContentViewerInteraction`` reaches the view: its own built-in one, or one
    /// added to it or to a view above it.
    public var hasLargeContentViewerInteraction: Bool {
        if hasBuiltInLargeContentViewerInteraction { return true }
        var node: View? = self
        while let view = node {
            if view.interactions.contains(where: { $0 is LargeContentViewerInteraction }) { return true }
            node = view.superview
        }
        return false
    }

    /// Whether the viewer applies to the view now: it shows it, an interaction reaches it, the
    /// viewer is on, and the text size is an accessibility size.
    public var largeContentViewerApplies: Bool {
        showsLargeContentViewer && LargeContentViewerInteraction.isEnabled && hasLargeContentViewerInteraction
            && fontTraits.category.isAccessibilityCategory
    }

    /// What the viewer shows for an item of this view (the view itself, a tab, a bar button),
    /// when it applies: the title in the app font of `textStyle` (body when the item's font has
    /// none) at this view's category, so the title is as large as text in that style around it.
    /// `nil` when the viewer does not apply, or there is no title and no image.
    func largeContent(
        title: String?, image: Image?, scalesImage: Bool, textStyle: TextStyle?
    ) -> RenderedContent.LargeContent? {
        let title = title.flatMap { $0.isEmpty ? nil : $0 }
        guard title != nil || image != nil, largeContentViewerApplies else { return nil }
        let traits = fontTraits
        let font = Font.appFont(
            for: textStyle ?? .body, compatibleWith: traits.category, legibilityWeight: traits.legibilityWeight,
            in: fontEnvironment ?? .shared)
        return RenderedContent.LargeContent(
            title: title, imageName: image?.name, scalesImage: scalesImage,
            font: RenderedFont(font, category: traits.category))
    }

    /// What the viewer shows for the view itself, from its own large-content properties.
    var ownLargeContent: RenderedContent.LargeContent? {
        largeContent(
            title: largeContentTitle, image: largeContentImage, scalesImage: scalesLargeContentImage,
            textStyle: largeContentTextStyle)
    }

    /// Reports a content change to every drawn view at or under this one, whose viewer an
    /// interaction added or removed here may turn on or off.
    private func noteLargeContentViewerChange() {
        guard let window, window.isRendered else { return }
        var stack: [View] = [self]
        while let view = stack.popLast() {
            if view.drawsOwnSubviews {
                view.contentDidChange()
            } else {
                stack.append(contentsOf: view.subviews)
            }
        }
    }
}
