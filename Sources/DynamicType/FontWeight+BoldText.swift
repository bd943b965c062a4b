extension FontWeight {
    /// The weight Bold Text asks for instead of this one: the bump iOS applies.
    ///
    /// The three lightest weights go up one step (ultra light → thin → light → regular),
    /// regular → semibold, medium → bold, semibold → heavy, and bold and heavier → black. A weight
    /// between the named ones bumps as the nearest named weight does. The result is a request: a
    /// family without that face is clamped to the faces it has, which SystemFonts' `Font` does
    /// and reports.
    public var withBoldText: FontWeight {
        Self.allCases[
            Self.boldTextTargets[Self.allCases.firstIndex(of: FontWeight(openTypeWeight: openTypeWeight)) ?? 3]]
    }

    /// This weight for a legibility weight: ``withBoldText`` for ``LegibilityWeight/bold``,
    /// itself otherwise.
    public func adjusted(for legibilityWeight: LegibilityWeight) -> FontWeight {
        legibilityWeight == .bold ? withBoldText : self
    }

    /// For each named weight, lightest first, the index of its Bold Text weight.
    private static let boldTextTargets = [1, 2, 3, 5, 6, 7, 8, 8, 8]
}
