import DynamicType
import SystemFonts
import TestSupport
import Testing

/// The cache an owner keeps while it measures the same texts many times over (the testing kit's
/// audit): its layouts are the fonts' own measurements, made once.
@Suite("Text measurement cache")
struct TextMeasurementCacheTests {
    static let environment: FontEnvironment = {
        let environment = FontEnvironment(library: FontLibrary())
        _ = try? environment.loadAppFonts(from: Repository.fontsDirectory, family: "Scale Sans")
        return environment
    }()

    /// A measurement asked of the cache and of the font.
    struct Request: Sendable, CustomTestStringConvertible {
        let text: String
        let width: Double?
        let maximumLines: Int
        let mode: LineBreakMode
        let lineHeight: Double?
        var testDescription: String {
            "\(text) in \(width.map { "\($0)" } ?? "any width"), \(maximumLines) lines, \(mode)"
        }
    }

    static let requests: [Request] = [
        Request(text: "aaa bbb ccc", width: 45, maximumLines: 0, mode: .byWordWrapping, lineHeight: nil),
        Request(text: "aaa bbb ccc", width: 45, maximumLines: 1, mode: .byTruncatingTail, lineHeight: 14),
        Request(text: "aaa bbb ccc", width: nil, maximumLines: 1, mode: .byTruncatingMiddle, lineHeight: nil),
        Request(text: "well-known ab Ж", width: 36, maximumLines: 2, mode: .byTruncatingHead, lineHeight: 12),
        Request(text: "one\ntwo words", width: 30, maximumLines: 0, mode: .byClipping, lineHeight: nil),
    ]

    @Test("a layout from the cache is the font's own measurement, the first time and the next", arguments: requests)
    func sameAsMeasure(request: Request) throws {
        let font = try #require(Font(name: "Scale Sans", size: 10, in: Self.environment))
        let expected = font.measure(
            request.text, width: request.width, maximumLines: request.maximumLines, lineBreakMode: request.mode,
            lineHeight: request.lineHeight)
        let cache = TextMeasurementCache()
        for _ in 0..<2 {
            let layout = cache.layout(
                of: request.text, in: font, width: request.width, maximumLines: request.maximumLines,
                lineBreakMode: request.mode, lineHeight: request.lineHeight)
            #expect(layout == expected)
        }
    }

    @Test("a text measured again in the same font is shaped once, and laid out once per width")
    func shapedOnce() throws {
        let font = try #require(Font(name: "Scale Sans", size: 10, in: Self.environment))
        let cache = TextMeasurementCache()
        for width in [45.0, 45, 30, 45, 30] {
            _ = cache.layout(
                of: "aaa bbb ccc", in: font, width: width, maximumLines: 0, lineBreakMode: .byWordWrapping,
                lineHeight: nil)
        }
        #expect(cache.shapingCount == 1)
        #expect(cache.layoutCount == 2)
    }

    @Test("one text in fonts that differ is measured in each, as each measures it")
    func fontsThatDiffer() throws {
        let environment = Self.environment
        let fonts = [
            try #require(Font(name: "Scale Sans", size: 10, in: environment)),
            try #require(Font(name: "Scale Sans", size: 20, in: environment)),
            Font.appFont(ofSize: 10, weight: .bold, in: environment),
            try #require(Font(name: "Scale Plain", size: 10, in: environment)),
            try #require(Font(name: "Scale Plain", size: 10, in: environment)).smallCapsVariant,
        ]
        let cache = TextMeasurementCache()
        for font in fonts {
            let layout = cache.layout(
                of: "Small caps", in: font, width: 40, maximumLines: 0, lineBreakMode: .byWordWrapping, lineHeight: nil)
            #expect(layout == font.measure("Small caps", width: 40), "\(font)")
        }
        #expect(cache.shapingCount == fonts.count)
    }

    @Test("the cache keeps no more texts than its limit, starting again past it")
    func boundedTexts() throws {
        let font = try #require(Font(name: "Scale Sans", size: 10, in: Self.environment))
        let cache = TextMeasurementCache()
        for index in 0...TextMeasurementCache.shapedTextLimit {
            _ = cache.layout(
                of: "a\(index)", in: font, width: nil, maximumLines: 1, lineBreakMode: .byTruncatingTail,
                lineHeight: nil)
            #expect(cache.shapedTextCount <= TextMeasurementCache.shapedTextLimit)
        }
        _ = cache.layout(
            of: "a0", in: font, width: nil, maximumLines: 1, lineBreakMode: .byTruncatingTail, lineHeight: nil)
        #expect(cache.shapingCount == TextMeasurementCache.shapedTextLimit + 2)
    }

    @Test("a text keeps its last few layouts, the oldest given up first")
    func boundedLayouts() throws {
        let font = try #require(Font(name: "Scale Sans", size: 10, in: Self.environment))
        let cache = TextMeasurementCache()
        let widths = (0...TextMeasurementCache.layoutsPerText).map { Double(30 + $0) } + [30]
        for width in widths {
            _ = cache.layout(
                of: "aaa bbb ccc", in: font, width: width, maximumLines: 0, lineBreakMode: .byWordWrapping,
                lineHeight: nil)
        }
        #expect(cache.layoutCount == widths.count)
        #expect(cache.shapingCount == 1)
    }
}
