/// A type ramp: the point size, leading and weights of every text style at every category.
///
/// ``iOS`` is Apple's published iOS and iPadOS Dynamic Type table from the Human Interface
/// Guidelines (Typography › Specifications), transcribed cell by cell: the eleven published
/// styles at the seven standard and five accessibility sizes. The HIG table, not a device, is the
/// source: where a simulator rounds differently (caption 2 at AX5 measures 41 pt on iOS 13.3;
/// the HIG says 40), the HIG value stands.
///
/// ``TextStyle/extraLargeTitle`` and ``TextStyle/extraLargeTitle2`` have only published default
/// sizes (36 and 28 pt, bold). They follow this stated rule: at each category, the size is the
/// default size times the guide style's size ratio to its own default, rounded to the nearest
/// point; the leading keeps the guide style's leading-to-size ratio, rounded likewise. The guide
/// is ``TextStyle/largeTitle`` for the extra-large title and ``TextStyle/title1`` (also 28 pt) for
/// the second, so the second equals title 1's row in size and leading. Their emphasized weight is
/// heavy, one step above bold, as every published style's emphasized weight is one step up or
/// equal.
///
/// ``anchored(bodyPointSize:)`` is the same table anchored to another body size, for text that
/// sits beside a desktop's own: at ``ContentSizeCategory/large`` body is the given size (a GNOME
/// desktop's 11 pt interface font is 14.67 px), and every other cell keeps Apple's proportion to
/// body at its category, so headings still grow less than body. ``iOS`` is the ramp anchored at
/// Apple's 17 pt, cell for cell.
///
/// ``desktop(interfaceFontPointSize:dotsPerInch:)`` is the anchored table with a legibility floor:
/// no text smaller than the desktop's own smallest text (``smallestTextFraction`` of body at each
/// category; see ``desktopSmallestTextFraction``).
///
/// A ramp can also be read at a continuous text-scale factor, as Linux desktops set one
/// (``entry(for:atTextScale:)``), and drawn at one (``atTextScale(_:)``): body is then exactly the
/// anchor times the factor, and every other style sits on the ramp's curve between the
/// categories around the factor, interpolated as Android 14 interpolates its font-scale tables.
public struct TypeRamp: Hashable, Sendable, CustomStringConvertible {
    /// Sizes and leadings, one row per published style, one `(size, leading)` per category from
    /// extra small to AX5.
    let rows: [[(size: UInt8, leading: UInt8)]]
    /// Body's size at ``ContentSizeCategory/large``: 17 for ``iOS``.
    public let bodyPointSize: Double
    /// The smallest size a style may have at a category, as a fraction of body's size there:
    /// ``desktopSmallestTextFraction`` for a desktop ramp, 0 (no floor) for Apple's table and
    /// ``anchored(bodyPointSize:)``.
    public let smallestTextFraction: Double

    /// The desktop's smallest text as a fraction of its interface font: the smallest typography
    /// class, `caption`, is 82 % of the interface font in libadwaita and in GTK 4's own theme
    /// (measured in a GTK window by FontScaleGTKTests), and GNOME draws no text smaller. A
    /// desktop ramp's body at the default size is the interface font, so at each category no
    /// style is below 82 % of body there: the floor grows with the category.
    public static let desktopSmallestTextFraction = 0.82

    /// The continuous text-scale factor this ramp is drawn at (``atTextScale(_:)``), or `nil` for
    /// a ramp drawn by category, cell for cell.
    ///
    /// At the category nearest the factor (``ContentSizeCategory/init(textScale:)``) every style
    /// is ``entry(for:atTextScale:)`` at the factor; at every other category (one a limit or an
    /// override chooses) it is that category's cell, and the categories keep their order. Limits
    /// whose bound is the nearest category itself hold the factor at the bound
    /// (``entry(for:at:within:)``).
    public let textScale: Double?

    /// The published sizes raised to the floor, in Apple's points, by style and column; `nil`
    /// without a floor. Computed once: ``entry(for:at:)`` is on every font resolution's path.
    private let raisedSizes: [[Double]]?
    /// The column ``textScale`` refines and every style's entry there, computed once for the
    /// same reason; `nil` for a ramp drawn by category.
    private var refinedColumn: (column: Int, entries: [TypeRampEntry])? = nil

    private init(
        rows: [[(size: UInt8, leading: UInt8)]], bodyPointSize: Double = 17, smallestTextFraction: Double = 0,
        textScale: Double? = nil
    ) {
        self.rows = rows
        self.bodyPointSize = bodyPointSize
        self.smallestTextFraction = smallestTextFraction
        raisedSizes =
            smallestTextFraction > 0
            ? rows.map { row in
                row.indices.map {
                    Self.raised(Double(row[$0].size), column: $0, rows: rows, floor: smallestTextFraction)
                }
            } : nil
        self.textScale = textScale
        // Read from the cells just made: `entry(for:atTextScale:)` never reads the refined column.
        if let textScale, let category = try? ContentSizeCategory(textScale: textScale) {
            refinedColumn = (category.rampIndex, TextStyle.allCases.map { entry(for: $0, atTextScale: textScale) })
        }
    }

    /// Apple's table anchored so that body at ``ContentSizeCategory/large`` is `bodyPointSize`:
    /// every size and leading is Apple's times `bodyPointSize ÷ 17`, unrounded. A size that is not
    /// finite and positive gives ``iOS``.
    public static func anchored(bodyPointSize: Double) -> TypeRamp {
        guard bodyPointSize.isFinite, bodyPointSize > 0 else { return .iOS }
        return TypeRamp(rows: iOS.rows, bodyPointSize: bodyPointSize)
    }

    /// The ramp a desktop's interface font anchors: body at ``ContentSizeCategory/large`` is the
    /// font's size in pixels at `dotsPerInch`, one Apple point per pixel, as toolkits that draw
    /// points as pixels do. GNOME's `'Cantarell 11'` gives body 14.67; KDE's 10 pt, 13.33.
    ///
    /// A desktop's text-size setting then picks the category as for ``iOS``: the factor maps to
    /// the nearest category (``ContentSizeCategory/init(textScale:)``), never to a size between
    /// two, so sizes move in the ramp's steps.
    ///
    /// No style is smaller than the desktop draws any text: at each category, a style that
    /// Apple's proportion would put below ``desktopSmallestTextFraction`` of body is raised. The
    /// raised styles keep their order: the smallest sits at the floor and the others are spaced
    /// evenly between it and the smallest style that was already above it, each leading scaled
    /// with its size. On an 11 pt GNOME desktop caption 2 is then 12.03 px at the default size,
    /// libadwaita's `caption`, where Apple's proportion gives 9.49.
    public static func desktop(interfaceFontPointSize: Double, dotsPerInch: Double = 96) -> TypeRamp {
        let body = interfaceFontPointSize * dotsPerInch / 72
        guard body.isFinite, body > 0 else { return .iOS }
        return TypeRamp(rows: iOS.rows, bodyPointSize: body, smallestTextFraction: desktopSmallestTextFraction)
    }

    /// The ramp a desktop's interface font anchors, drawn at the desktop's continuous text-scale
    /// factor: ``desktop(interfaceFontPointSize:dotsPerInch:)`` ``atTextScale(_:)``. Body at the
    /// category nearest `textScale` is the font's size in pixels times the factor, what GTK and Qt
    /// draw a label in that font at, rather than the nearest category's size.
    public static func desktop(
        interfaceFontPointSize: Double, dotsPerInch: Double = 96, textScale: Double
    ) -> TypeRamp {
        desktop(interfaceFontPointSize: interfaceFontPointSize, dotsPerInch: dotsPerInch).atTextScale(textScale)
    }

    /// This ramp drawn at a continuous text-scale factor (see ``textScale``); a factor that is not
    /// finite and positive gives the ramp by category.
    public func atTextScale(_ factor: Double) -> TypeRamp {
        guard factor.isFinite, factor > 0 else { return withoutTextScale }
        guard factor != textScale else { return self }
        return TypeRamp(
            rows: rows, bodyPointSize: bodyPointSize, smallestTextFraction: smallestTextFraction, textScale: factor)
    }

    /// This ramp drawn at a desktop's factor where the factor is not its nearest category's own,
    /// and by category where it is (the same cells, and a ramp equal to the undrawn one): the one
    /// rule `Application`, `fontscale list` and the tests draw the desktop's ramp by (`package`).
    package func drawnAtDesktopFactor(_ factor: Double) -> TypeRamp {
        guard let category = try? ContentSizeCategory(textScale: factor), factor != category.textScale else {
            return withoutTextScale
        }
        return atTextScale(factor)
    }

    /// This ramp by category, cell for cell, whatever factor it was drawn at.
    public var withoutTextScale: TypeRamp {
        textScale == nil
            ? self : TypeRamp(rows: rows, bodyPointSize: bodyPointSize, smallestTextFraction: smallestTextFraction)
    }

    /// The text-scale factor text of a category is drawn at: ``textScale`` at the category it
    /// refines, the category's own (``ContentSizeCategory/textScale``) elsewhere. Scaling along a
    /// style's curve at this factor (`FontMetrics.scaledValue(for:atTextScale:)`) follows the
    /// ramp's text, continuous factor included.
    public func textScale(for category: ContentSizeCategory) -> Double {
        if let refinedColumn, let textScale, refinedColumn.column == category.rampIndex { return textScale }
        return category.resolved.textScale
    }

    /// A style's cell at a category, as published (raised to the floor, anchored), whatever
    /// factor this ramp is drawn at.
    public func cellEntry(for style: TextStyle, at category: ContentSizeCategory) -> TypeRampEntry {
        cell(for: style, column: category.rampIndex)
    }

    /// Whether text at `category` under `limits` is drawn at the category's cell rather than at
    /// the factor this ramp is drawn at: limits bound the factor as they bound the category, so a
    /// subtree whose maximum is the category the factor refines stays at that category's own
    /// size while the factor is above the category's own, and one whose minimum it is, while the
    /// factor is below. Text in a limited subtree then never passes its bound's size, and grows
    /// with the factor without a step back where the factor's category changes.
    public func drawsCell(at category: ContentSizeCategory, within limits: ContentSizeCategoryLimits) -> Bool {
        guard let textScale else { return false }
        return Self.drawsCell(at: category, within: limits, textScale: textScale)
    }

    /// ``drawsCell(at:within:)`` for a ramp drawn at `factor`, without the ramp: what a tree's
    /// walk knows (`package`, for HeadlessUI's).
    package static func drawsCell(
        at category: ContentSizeCategory, within limits: ContentSizeCategoryLimits, textScale factor: Double
    ) -> Bool {
        let category = category.resolved
        guard !limits.isUnlimited, (try? ContentSizeCategory(textScale: factor)) == category else { return false }
        let own = category.textScale
        return (limits.effectiveMaximum?.resolved == category && factor > own)
            || (limits.effectiveMinimum?.resolved == category && factor < own)
    }

    /// A style's entry at a category under limits: ``entry(for:at:)``, or the category's cell where
    /// the limits hold the factor at it (``drawsCell(at:within:)``).
    public func entry(
        for style: TextStyle, at category: ContentSizeCategory, within limits: ContentSizeCategoryLimits
    ) -> TypeRampEntry {
        drawsCell(at: category, within: limits) ? cellEntry(for: style, at: category) : entry(for: style, at: category)
    }

    /// Whether this is Apple's table as published.
    public var isApple: Bool {
        bodyPointSize == Self.iOS.bodyPointSize && smallestTextFraction == 0 && textScale == nil
    }

    /// `Apple`, `desktop-anchored (body 14.67 pt)`, or with a factor
    /// `desktop-anchored (body 14.67 pt) at text scale 1.5`.
    public var description: String {
        let base =
            bodyPointSize == Self.iOS.bodyPointSize && smallestTextFraction == 0
            ? "Apple" : "desktop-anchored (body \(bodyPointSize.hundredthsDescription) pt)"
        return base + (textScale.map { " at text scale \($0.hundredthsDescription)" } ?? "")
    }

    /// Two ramps are equal when they are anchored at the same body size with the same floor, and
    /// drawn at the same factor (or both by category).
    public static func == (lhs: TypeRamp, rhs: TypeRamp) -> Bool {
        lhs.bodyPointSize == rhs.bodyPointSize && lhs.smallestTextFraction == rhs.smallestTextFraction
            && lhs.textScale == rhs.textScale
    }

    /// Hashes the anchor, the floor and the factor.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(bodyPointSize)
        hasher.combine(smallestTextFraction)
        hasher.combine(textScale)
    }

    // The HIG table as published, one row per style and one column per category: left as it is
    // by the formatter, so each cell can be checked against the guidelines by eye.
    /// Apple's iOS and iPadOS Dynamic Type sizes.
    // swift-format-ignore
    public static let iOS = TypeRamp(rows: [
        //           xSmall    Small     Medium    Large     xLarge    xxLarge   xxxLarge  AX1       AX2       AX3       AX4       AX5
        /* largeTitle */ [(31, 38), (32, 39), (33, 40), (34, 41), (36, 43), (38, 46), (40, 48), (44, 52), (48, 57), (52, 61), (56, 66), (60, 70)],
        /* title1     */ [(25, 31), (26, 32), (27, 33), (28, 34), (30, 37), (32, 39), (34, 41), (38, 46), (43, 51), (48, 57), (53, 62), (58, 68)],
        /* title2     */ [(19, 24), (20, 25), (21, 26), (22, 28), (24, 30), (26, 32), (28, 34), (34, 41), (39, 47), (44, 52), (50, 59), (56, 66)],
        /* title3     */ [(17, 22), (18, 23), (19, 24), (20, 25), (22, 28), (24, 30), (26, 32), (31, 38), (37, 44), (43, 51), (49, 58), (55, 65)],
        /* headline   */ [(14, 19), (15, 20), (16, 21), (17, 22), (19, 24), (21, 26), (23, 29), (28, 34), (33, 40), (40, 48), (47, 56), (53, 62)],
        /* body       */ [(14, 19), (15, 20), (16, 21), (17, 22), (19, 24), (21, 26), (23, 29), (28, 34), (33, 40), (40, 48), (47, 56), (53, 62)],
        /* callout    */ [(13, 18), (14, 19), (15, 20), (16, 21), (18, 23), (20, 25), (22, 28), (26, 32), (32, 39), (38, 46), (44, 52), (51, 60)],
        /* subhead    */ [(12, 16), (13, 18), (14, 19), (15, 20), (17, 22), (19, 24), (21, 28), (25, 31), (30, 37), (36, 43), (42, 50), (49, 58)],
        /* footnote   */ [(12, 16), (12, 16), (12, 16), (13, 18), (15, 20), (17, 22), (19, 24), (23, 29), (27, 33), (33, 40), (38, 46), (44, 52)],
        /* caption1   */ [(11, 13), (11, 13), (11, 13), (12, 16), (14, 19), (16, 21), (18, 23), (22, 28), (26, 32), (32, 39), (37, 44), (43, 51)],
        /* caption2   */ [(11, 13), (11, 13), (11, 13), (11, 13), (13, 18), (15, 20), (17, 22), (20, 25), (24, 30), (29, 35), (34, 41), (40, 48)],
    ])

    /// The size, leading and weights of a style at a category.
    ///
    /// ``ContentSizeCategory/unspecified`` reads as ``ContentSizeCategory/large``. A ramp drawn at
    /// a factor (``textScale``) gives the entry at the factor for the category nearest it.
    public func entry(for style: TextStyle, at category: ContentSizeCategory) -> TypeRampEntry {
        let column = category.rampIndex
        if let refinedColumn, refinedColumn.column == column { return refinedColumn.entries[Int(style.ordinal)] }
        return cell(for: style, column: column)
    }

    /// A style at a continuous text-scale factor (1 is ``ContentSizeCategory/large``), on this
    /// ramp's curve.
    ///
    /// Each category sits at its own factor, ``ContentSizeCategory/textScale`` (body's size there
    /// over 17). Between the two categories around `factor` every size and leading is
    /// interpolated linearly in the factor, so body is exactly ``bodyPointSize`` times the factor
    /// and a style that grows less than body between those categories grows less here too; at a
    /// category's own factor the entry is that category's cell. Below ``ContentSizeCategory/extraSmall``
    /// and above ``ContentSizeCategory/accessibilityExtraExtraExtraLarge`` every size and leading
    /// scales with body from the end category. Weights do not vary. A factor that is not finite and
    /// positive reads as 1.
    public func entry(for style: TextStyle, atTextScale factor: Double) -> TypeRampEntry {
        let factor = factor.isFinite && factor > 0 ? factor : 1
        let scales = Self.columnTextScales
        let upper = scales.firstIndex { $0 >= factor } ?? scales.count
        if upper == 0 || upper == scales.count {
            let column = upper == 0 ? 0 : scales.count - 1
            let end = cell(for: style, column: column)
            let ratio = factor / scales[column]
            return TypeRampEntry(
                pointSize: end.pointSize * ratio, leading: end.leading * ratio, weight: end.weight,
                emphasizedWeight: end.emphasizedWeight)
        }
        let (below, above) = (cell(for: style, column: upper - 1), cell(for: style, column: upper))
        let t = (factor - scales[upper - 1]) / (scales[upper] - scales[upper - 1])
        if t == 1 { return above }
        return TypeRampEntry(
            pointSize: below.pointSize + t * (above.pointSize - below.pointSize),
            leading: below.leading + t * (above.leading - below.leading), weight: below.weight,
            emphasizedWeight: below.emphasizedWeight)
    }

    /// Each column's text-scale factor, extra small to AX5: body's size there over 17.
    private static let columnTextScales = iOS.rows[Int(TextStyle.body.ordinal)].map {
        Double($0.size) / ContentSizeCategory.defaultBodySize
    }

    /// A style's cell in a column, as published (raised to the floor, anchored).
    private func cell(for style: TextStyle, column: Int) -> TypeRampEntry {
        let weights = Self.weights(of: style)
        let scale = isApple ? 1 : bodyPointSize / Self.iOS.bodyPointSize
        if style.isPublished {
            let cell = rows[Int(style.ordinal)][column]
            let size = raisedSizes?[Int(style.ordinal)][column] ?? Double(cell.size)
            return TypeRampEntry(
                pointSize: size * scale, leading: Double(cell.leading) * size / Double(cell.size) * scale,
                weight: weights.weight, emphasizedWeight: weights.emphasized)
        }
        let guide = style == .extraLargeTitle ? TextStyle.largeTitle : .title1
        let guideRow = rows[Int(guide.ordinal)]
        let guideDefault = Double(guideRow[ContentSizeCategory.large.rampIndex].size)
        let guideCell = guideRow[column]
        let size = (Self.extraLargeDefaultSize(style) * Double(guideCell.size) / guideDefault).rounded()
        let leading = (size * Double(guideCell.leading) / Double(guideCell.size)).rounded()
        return TypeRampEntry(
            pointSize: size * scale, leading: leading * scale, weight: weights.weight,
            emphasizedWeight: weights.emphasized)
    }

    /// A published size in a column, in Apple's points, raised to the legibility floor (`floor`
    /// of body there) as ``desktop(interfaceFontPointSize:dotsPerInch:)`` describes; unchanged at
    /// or above it.
    private static func raised(
        _ size: Double, column: Int, rows: [[(size: UInt8, leading: UInt8)]], floor fraction: Double
    ) -> Double {
        let floor = fraction * Double(rows[Int(TextStyle.body.ordinal)][column].size)
        let sizes = Set(rows.map { Double($0[column].size) })
        // The sizes below the floor, and one at it, which must make room for them above it.
        let raised = sizes.filter { $0 <= floor }.sorted()
        guard raised.first.map({ $0 < floor }) == true, let rank = raised.firstIndex(of: size) else { return size }
        let above = sizes.filter { $0 > floor }.min() ?? floor
        return floor + Double(rank) * (above - floor) / Double(raised.count)
    }

    private static func extraLargeDefaultSize(_ style: TextStyle) -> Double {
        style == .extraLargeTitle ? 36 : 28
    }

    /// Weights do not vary by category in the published table, only by style.
    private static func weights(of style: TextStyle) -> (weight: FontWeight, emphasized: FontWeight) {
        switch style {
        case .largeTitle, .title1, .title2: return (.regular, .bold)
        case .headline: return (.semibold, .semibold)
        case .extraLargeTitle, .extraLargeTitle2: return (.bold, .heavy)
        default: return (.regular, .semibold)
        }
    }
}

/// One cell of a ``TypeRamp``: what a text style looks like at one content size category.
public struct TypeRampEntry: Hashable, Sendable {
    /// The font size in points.
    public var pointSize: Double
    /// The distance between baselines in points.
    public var leading: Double
    /// The weight of the style's regular face.
    public var weight: FontWeight
    /// The weight when the style is emphasized (UIKit's bold symbolic trait, the "Bold Text"
    /// accessibility setting).
    public var emphasizedWeight: FontWeight

    /// Creates an entry.
    public init(pointSize: Double, leading: Double, weight: FontWeight, emphasizedWeight: FontWeight) {
        self.pointSize = pointSize
        self.leading = leading
        self.weight = weight
        self.emphasizedWeight = emphasizedWeight
    }
}

extension TextStyle {
    /// This style's size, leading and weights at a category, from ``TypeRamp/iOS``.
    public func attributes(at category: ContentSizeCategory) -> TypeRampEntry {
        TypeRamp.iOS.entry(for: self, at: category)
    }

    /// This style's size, leading and weights at a category, from a ramp.
    public func attributes(at category: ContentSizeCategory, in ramp: TypeRamp) -> TypeRampEntry {
        ramp.entry(for: self, at: category)
    }

    /// This style's point size at a category.
    public func pointSize(at category: ContentSizeCategory) -> Double {
        TypeRamp.iOS.entry(for: self, at: category).pointSize
    }
}
