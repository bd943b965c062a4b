extension RenderedContent.NavigationBar {
    /// One widget of a navigation bar's row.
    public struct Part: Hashable, Sendable {
        /// Whether it is a button or the title.
        public enum Kind: Hashable, Sendable {
            /// The back button or a bar button item.
            case button
            /// The title, which takes the width left over.
            case title
        }

        /// Where a toolkit whose bar has a start, a title and an end (GTK's header bar, a KDE
        /// tool bar) packs it.
        public enum Slot: Hashable, Sendable {
            /// At the leading end: the back button and the leading items, first to last.
            case start
            /// In the middle: the title.
            case title
            /// At the trailing end: the trailing items, first to last.
            case end
        }

        /// Whether it is a button or the title.
        public var kind: Kind
        /// Where it goes in a bar with a start, a title and an end.
        public var slot: Slot
        /// What it shows.
        public var text: String
        /// Its font, or `nil` for the toolkit's.
        public var font: RenderedFont?
        /// Whether it accepts clicks.
        public var isEnabled: Bool
        /// Whether it is a done (prominent) item, which a toolkit draws as its suggested action.
        public var isDone = false
        /// What a click on it sends to the bar; `nil` for the title.
        public var input: UserInput?
        /// The icon a button shows instead of its empty text (a system item's symbol), if any.
        public var iconName: String?
        /// What the large content viewer shows for a button, or `nil` where it has none (the
        /// title, which grows with the text size).
        public var largeContent: RenderedContent.LargeContent?
    }

    /// The bar's row, first to last, as every toolkit lays it out: the back button (`‹` and the
    /// way back's title), the leading items, the title, the trailing items.
    public var parts: [Part] {
        var parts: [Part] = []
        if let backTitle {
            parts.append(
                Part(
                    kind: .button, slot: .start, text: "‹ " + backTitle, font: nil, isEnabled: true, input: .back,
                    largeContent: backLargeContent))
        }
        func items(_ items: [RenderedContent.BarItem], _ placement: UserInput.BarItemPlacement) -> [Part] {
            items.enumerated().map { index, item in
                Part(
                    kind: .button, slot: placement == .left ? .start : .end, text: item.title ?? "", font: item.font,
                    isEnabled: item.isEnabled,
                    isDone: item.isDone, input: .barItem(placement, index: index),
                    iconName: item.title == nil ? item.iconName : nil,
                    largeContent: item.largeContent)
            }
        }
        parts += items(leftItems, .left)
        parts.append(Part(kind: .title, slot: .title, text: title ?? "", font: titleFont, isEnabled: true, input: nil))
        parts += items(rightItems, .right)
        return parts
    }
}

extension RenderedContent.NavigationBar {
    /// Each part of the bar beside the same part of `old`, when the two rows differ only in their
    /// fonts and large content (a text-size change): a toolkit then gives the widgets it made for
    /// `old` their new fonts in place rather than rebuilding the bar, whose old widgets would go
    /// after the frame and change the window again.
    ///
    /// `nil` when anything else changed, or when a part's font was taken away: a widget made anew
    /// has the toolkit's font, while one restyled would keep the font it last had.
    public func restyledParts(over old: Self) -> [(part: Part, old: Part)]? {
        func unstyled(_ part: Part) -> Part {
            var part = part
            part.font = nil
            part.largeContent = nil
            return part
        }
        let parts = parts
        let oldParts = old.parts
        guard parts.count == oldParts.count else { return nil }
        let pairs = Array(zip(parts, oldParts))
        guard pairs.allSatisfy({ unstyled($0) == unstyled($1) && ($0.font != nil || $1.font == nil) }) else {
            return nil
        }
        return pairs.map { (part: $0, old: $1) }
    }
}

extension RenderedContent.TabBar {
    /// Whether a toolkit that drew `previous` can keep its tabs and only show which one is
    /// selected: the same titles in the same font, with the same large content.
    public func hasSameTabs(as previous: RenderedContent?) -> Bool {
        guard case .tabBar(let old)? = previous else { return false }
        return old.titles == titles && old.font == font && old.largeContent == largeContent
    }

    /// What the large content viewer shows for the tab at an index, or `nil` where it has none.
    public func largeContent(ofTab index: Int) -> RenderedContent.LargeContent? {
        largeContent.indices.contains(index) ? largeContent[index] : nil
    }

    /// Keeps a toolkit's row of tab buttons in step with this bar, the same way for every
    /// toolkit: the same tabs are kept; tabs that differ only in their font and large content (a
    /// text-size change) are restyled in place, since rebuilt ones would leave their old widgets
    /// to go after the frame; other tabs are made anew; and then only the selected one is drawn
    /// selected (a click may have pressed another, and the tree decides).
    ///
    /// - Parameters:
    ///   - tabs: The row's tab widgets now.
    ///   - previous: What the row was last given.
    ///   - removeAll: Empties the row.
    ///   - makeTab: Makes and appends the tab at an index with a title; `nil` when the toolkit
    ///     made none.
    ///   - restyle: Gives the tab at an index this bar's font and that tab's large content, where
    ///     the bar it shows is the one passed.
    ///   - select: Draws a tab selected or not.
    @MainActor
    public func update<Widget>(
        _ tabs: [Widget], previous: RenderedContent?, removeAll: () -> Void, makeTab: (Int, String) -> Widget?,
        restyle: (Widget, _ index: Int, _ old: Self) -> Void, select: (Widget, Bool) -> Void
    ) {
        var tabs = tabs
        if hasSameTabs(as: previous), tabs.count == titles.count {
            // Only the selection can have changed.
        } else if case .tabBar(let old)? = previous, old.titles == titles, tabs.count == titles.count,
            font != nil || old.font == nil
        {
            for (index, tab) in tabs.enumerated() { restyle(tab, index, old) }
        } else {
            removeAll()
            tabs = titles.enumerated().compactMap { makeTab($0.offset, $0.element) }
        }
        for (index, tab) in tabs.enumerated() { select(tab, index == selectedIndex) }
    }
}
