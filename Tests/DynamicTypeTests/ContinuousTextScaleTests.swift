import DynamicType
import Testing

/// The ramps read and drawn at a continuous text-scale factor, as Linux desktops set one.
@Suite("The ramp at a continuous text-scale factor")
struct ContinuousTextScaleTests {
    /// GNOME's interface font, `'Cantarell 11'`, at 96 dpi: 14.67 px.
    static let gnome = TypeRamp.desktop(interfaceFontPointSize: 11)
    static let ramps = [gnome, TypeRamp.iOS]
    /// The factors the table and GNOME's settings name, and the ends of GNOME's range.
    static let factors = [0.5, 0.8, 1.0, 1.1, 1.25, 1.5, 1.75, 2.0, 2.5, 3.0]
    /// A fine sweep over every factor a desktop can set and past the last category.
    static let sweep = stride(from: 0.5, through: 3.3, by: 0.0025).map { $0 }
    static let categories = ContentSizeCategory.allCases.filter { $0 != .unspecified }
    /// GNOME's ramp drawn at each factor of the sweep a desktop can set, made once.
    static let drawn = sweep.filter { $0 <= 3 }.map { (factor: $0, ramp: gnome.atTextScale($0)) }

    @Test("body is the anchor times the factor at every factor", arguments: ramps, factors)
    func bodyIsTheAnchorTimesTheFactor(ramp: TypeRamp, factor: Double) {
        let body = ramp.entry(for: .body, atTextScale: factor).pointSize
        #expect(abs(body - ramp.bodyPointSize * factor) < 1e-9, "\(body) at \(factor)")
    }

    @Test("at a category's own factor every style is that category's cell", arguments: ramps, categories)
    func categoryFactorsAreCells(ramp: TypeRamp, category: ContentSizeCategory) {
        for style in TextStyle.allCases {
            #expect(ramp.entry(for: style, atTextScale: category.textScale) == ramp.entry(for: style, at: category))
        }
    }

    @Test("every style's size and leading grow with the factor, never shrink", arguments: ramps)
    func monotone(ramp: TypeRamp) {
        for style in TextStyle.allCases {
            let entries = Self.sweep.map { ramp.entry(for: style, atTextScale: $0) }
            for (smaller, larger) in zip(entries, entries.dropFirst()) {
                #expect(smaller.pointSize <= larger.pointSize, "\(style)")
                #expect(smaller.leading <= larger.leading, "\(style)")
            }
        }
    }

    @Test("no style falls below the desktop's smallest text, 82 % of body, at any factor")
    func floorHolds() {
        for factor in Self.sweep {
            let body = Self.gnome.entry(for: .body, atTextScale: factor).pointSize
            for style in TextStyle.allCases {
                let size = Self.gnome.entry(for: style, atTextScale: factor).pointSize
                #expect(size >= TypeRamp.desktopSmallestTextFraction * body - 1e-9, "\(style) at \(factor)")
            }
        }
    }

    @Test("titles grow less than body from the default factor to every larger one", arguments: ramps)
    func titlesGrowLess(ramp: TypeRamp) {
        let growth = { (style: TextStyle, factor: Double) in
            ramp.entry(for: style, atTextScale: factor).pointSize / ramp.entry(for: style, atTextScale: 1).pointSize
        }
        for factor in Self.factors where factor > 1.2 {
            #expect(growth(.largeTitle, factor) < growth(.body, factor), "at \(factor)")
            #expect(growth(.title1, factor) < growth(.body, factor), "at \(factor)")
        }
    }

    @Test("weights do not change between categories", arguments: factors)
    func weightsKept(factor: Double) {
        for style in TextStyle.allCases {
            let entry = Self.gnome.entry(for: style, atTextScale: factor)
            let cell = Self.gnome.entry(for: style, at: .large)
            #expect(entry.weight == cell.weight && entry.emphasizedWeight == cell.emphasizedWeight)
        }
    }

    @Test("a ramp drawn at a factor gives the factor's sizes at the category nearest it", arguments: factors)
    func drawnRampRefinesTheNearestCategory(factor: Double) throws {
        let drawn = Self.gnome.atTextScale(factor)
        let nearest = try ContentSizeCategory(textScale: factor)
        #expect(drawn.textScale == factor && drawn.textScale(for: nearest) == factor)
        for style in TextStyle.allCases {
            #expect(drawn.entry(for: style, at: nearest) == Self.gnome.entry(for: style, atTextScale: factor))
        }
        for category in Self.categories where category != nearest {
            #expect(drawn.textScale(for: category) == category.textScale)
            for style in TextStyle.allCases {
                #expect(drawn.entry(for: style, at: category) == Self.gnome.entry(for: style, at: category))
            }
        }
    }

    @Test("a drawn ramp keeps the categories in order: the nearest one sits between its neighbours")
    func drawnRampKeepsCategoryOrder() {
        for (factor, drawn) in Self.drawn {
            for style in TextStyle.allCases {
                let sizes = Self.categories.map { drawn.entry(for: style, at: $0).pointSize }
                #expect(zip(sizes, sizes.dropFirst()).allSatisfy { $0 <= $1 }, "\(style) at \(factor)")
            }
        }
    }

    /// A maximum and a minimum at every category, and whether each bound is a ceiling.
    static let bounds: [(limits: ContentSizeCategoryLimits, bound: ContentSizeCategory, isMaximum: Bool)] =
        categories.flatMap { [(.init(maximum: $0), $0, true), (.init(minimum: $0), $0, false)] }

    @Test(
        "limited text never passes its bound's size and grows with the factor, never stepping back",
        arguments: bounds)
    func limitsHoldTheFactor(limits: ContentSizeCategoryLimits, bound: ContentSizeCategory, isMaximum: Bool) throws {
        let sizes = try Self.drawn.map { factor, ramp in
            let category = limits.apply(to: try ContentSizeCategory(textScale: factor))
            return ramp.entry(for: .body, at: category, within: limits).pointSize
        }
        let boundSize = Self.gnome.entry(for: .body, at: bound).pointSize
        #expect(sizes.allSatisfy { isMaximum ? $0 <= boundSize + 1e-9 : $0 >= boundSize - 1e-9 }, "past \(boundSize)")
        #expect(zip(sizes, sizes.dropFirst()).allSatisfy { $0 <= $1 + 1e-9 })
    }

    @Test("limits that do not bound the factor's category leave the factor's sizes")
    func unboundedCategoryKeepsTheFactor() {
        let drawn = Self.gnome.atTextScale(1.75)
        let limits = ContentSizeCategoryLimits(minimum: .large, maximum: .accessibilityLarge)
        #expect(!drawn.drawsCell(at: .accessibilityMedium, within: limits))
        #expect(drawn.drawsCell(at: .accessibilityMedium, within: .init(maximum: .accessibilityMedium)))
        #expect(!drawn.drawsCell(at: .accessibilityMedium, within: .init(minimum: .accessibilityMedium)))
        #expect(!Self.gnome.drawsCell(at: .accessibilityMedium, within: .init(maximum: .accessibilityMedium)))
    }

    @Test(
        "a factor that is not finite and positive draws the ramp by category",
        arguments: [Double.nan, .infinity, -1, 0])
    func unusableFactors(factor: Double) {
        #expect(Self.gnome.atTextScale(factor) == Self.gnome)
        #expect(Self.gnome.atTextScale(1.5).atTextScale(factor).textScale == nil)
        #expect(Self.gnome.entry(for: .body, atTextScale: factor) == Self.gnome.entry(for: .body, at: .large))
    }

    @Test("a drawn ramp says its factor, compares by it, and by category is the ramp it was")
    func identity() {
        let drawn = TypeRamp.desktop(interfaceFontPointSize: 11, textScale: 1.5)
        #expect(drawn.description == "desktop-anchored (body 14.67 pt) at text scale 1.5")
        #expect(drawn != Self.gnome && drawn.withoutTextScale == Self.gnome)
        #expect(drawn == Self.gnome.atTextScale(1.5) && !TypeRamp.iOS.atTextScale(1.5).isApple)
    }

    @Test(
        "the text scaler on the ramp's curve at a category's factor is the scaler at the category",
        arguments: categories)
    func scalerAtCategoryFactors(category: ContentSizeCategory) {
        let continuous = TextScaler.typeRamp(textScale: category.textScale)
        for size in [5.5, 11, 14, 17, 20.5, 34, 68] {
            #expect(continuous.scale(size) == TextScaler.typeRamp(category).scale(size), "\(size)")
        }
    }

    @Test("the text scaler at a factor gives body 17 times the factor", arguments: factors)
    func scalerBody(factor: Double) {
        #expect(abs(TextScaler.typeRamp(textScale: factor).scale(17) - 17 * factor) < 1e-9)
    }

    @Test("font metrics at a category's factor scale as at the category", arguments: categories)
    func metricsAtCategoryFactors(category: ContentSizeCategory) {
        for style in TextStyle.allCases {
            let metrics = FontMetrics(forTextStyle: style)
            #expect(
                metrics.scaledValue(for: 10, atTextScale: category.textScale)
                    == metrics.scaledValue(for: 10, compatibleWith: category))
        }
    }

    @Test("font metrics between categories follow the style's curve: body's 8 pt padding is 12 at 1.5")
    func metricsBetweenCategories() {
        #expect(abs(FontMetrics.default.scaledValue(for: 8, atTextScale: 1.5) - 12) < 1e-9)
        #expect(FontMetrics.default.scaledPointSize(for: 17, atTextScale: 2, maximumPointSize: 30) == 30)
        let headline = FontMetrics(forTextStyle: .largeTitle)
        #expect(headline.scaleFactor(atTextScale: 1.5) < FontMetrics.default.scaleFactor(atTextScale: 1.5))
    }
}
