#if GTK
import FontScaleGTK
import FontScaleSnapshotTesting
import Foundation
import SnapshotTesting
import Testing

/// The comparison under the snapshots, on pictures made here: no display needed.
@Suite("Pixel comparison")
struct PixelComparisonTests {
    static func image(_ width: Int, _ height: Int, _ value: UInt8) -> RGBAImage {
        RGBAImage(width: width, height: height, filledWith: (value, value, value, 255))
    }

    @Test("a picture survives a trip through PNG unchanged")
    func pngRoundTrip() throws {
        var picture = Self.image(4, 3, 200)
        picture.draw(Self.image(2, 1, 10), atX: 1, y: 1)
        let png = try #require(picture.png())
        let decoded = try #require(RGBAImage(png: png))
        #expect(decoded == picture)
    }

    @Test("data that is not a PNG is not a picture")
    func notPNG() {
        #expect(RGBAImage(png: Data("not a png".utf8)) == nil)
    }

    struct Case: Sendable, CustomTestStringConvertible {
        let name: String
        /// The changed pixels, as `(x, y)`.
        let pixels: [(Int, Int)]
        let by: UInt8
        let matches: Bool
        var testDescription: String { "\(name) by \(by)" }
    }

    /// `count` pixels in a `width`-wide block from `x`, `y`, row by row.
    static func block(_ x: Int, _ y: Int, width: Int, count: Int) -> [(Int, Int)] {
        (0..<count).map { (x + $0 % width, y + $0 / width) }
    }

    /// 100 × 100 pictures under the default tolerance: 16 levels, regions up to 3 × 3 pixels,
    /// 10 changed pixels in 10,000.
    static let cases: [Case] = [
        Case(name: "nothing", pixels: [], by: 0, matches: true),
        Case(name: "half the pixels", pixels: block(0, 0, width: 100, count: 5_000), by: 16, matches: true),
        Case(name: "half the pixels", pixels: block(0, 0, width: 100, count: 5_000), by: 17, matches: false),
        Case(name: "a 3 × 3 block", pixels: block(40, 40, width: 3, count: 9), by: 200, matches: true),
        Case(name: "a 4 × 1 line", pixels: block(40, 40, width: 4, count: 4), by: 200, matches: false),
        Case(name: "a 1 × 4 line", pixels: block(40, 40, width: 1, count: 4), by: 200, matches: false),
        Case(
            name: "three pixels 2 apart, one region 5 wide", pixels: [(10, 10), (12, 10), (14, 10)], by: 200,
            matches: false),
        Case(name: "two pixels 3 apart, two regions", pixels: [(10, 10), (13, 10)], by: 200, matches: true),
        Case(name: "10 scattered pixels", pixels: (0..<10).map { ($0 * 10, $0 * 10) }, by: 200, matches: true),
        Case(name: "11 scattered pixels", pixels: (0..<11).map { ($0 * 9, $0 * 9) }, by: 200, matches: false),
    ]

    @Test("changes within the tolerance match; larger regions, more pixels or further do not", arguments: cases)
    func tolerance(_ example: Case) {
        let reference = Self.image(100, 100, 20)
        var new = reference
        for (x, y) in example.pixels {
            new.draw(Self.image(1, 1, 20 + example.by), atX: x, y: y)
        }
        let difference = PixelDifference(reference: reference, new: new, tolerance: .default)
        #expect(difference.matches(.default) == example.matches)
        #expect(difference.differingPixels == (example.by > 16 ? example.pixels.count : 0))
    }

    struct RegionCase: Sendable, CustomTestStringConvertible {
        let name: String
        let pixels: [(Int, Int)]
        let regions: [PixelDifference.Rectangle]
        var testDescription: String { name }
    }

    static let regionCases: [RegionCase] = [
        RegionCase(name: "no change", pixels: [], regions: []),
        RegionCase(
            name: "a block", pixels: block(5, 7, width: 6, count: 12),
            regions: [.init(x: 5, y: 7, width: 6, height: 2)]),
        RegionCase(
            name: "a gap of one pixel joins", pixels: [(1, 1), (3, 3)],
            regions: [.init(x: 1, y: 1, width: 3, height: 3)]),
        RegionCase(
            name: "a gap of two pixels parts, larger first", pixels: block(1, 1, width: 2, count: 4) + [(5, 1)],
            regions: [.init(x: 1, y: 1, width: 2, height: 2), .init(x: 5, y: 1, width: 1, height: 1)]),
        RegionCase(
            name: "a ring and a dot inside it are one region",
            pixels: (10..<20).flatMap { [($0, 10), ($0, 19), (10, $0), (19, $0)] } + [(15, 15)],
            regions: [.init(x: 10, y: 10, width: 10, height: 10)]),
    ]

    @Test("changed pixels are grouped into the rectangles around them", arguments: regionCases)
    func regions(_ example: RegionCase) {
        let reference = Self.image(30, 30, 0)
        var new = reference
        for (x, y) in example.pixels { new.draw(Self.image(1, 1, 255), atX: x, y: y) }
        #expect(PixelDifference(reference: reference, new: new, tolerance: .default).regions == example.regions)
    }

    struct ToleranceCase: Sendable, CustomTestStringConvertible {
        let given: (regionSize: Int, fraction: Double)
        let kept: (regionSize: Int, fraction: Double)
        var testDescription: String { "\(given)" }
    }

    static let clampedCases: [ToleranceCase] = [
        ToleranceCase(given: (3, 0.001), kept: (3, 0.001)),
        ToleranceCase(given: (-4, -1), kept: (0, 0)),
        ToleranceCase(given: (.max, 2), kept: (.max, 1)),
        ToleranceCase(given: (0, .nan), kept: (0, 0)),
    ]

    @Test("a tolerance keeps its values in range, given or set", arguments: clampedCases)
    func clamped(_ example: ToleranceCase) {
        let given = PixelTolerance(
            perChannel: 16, maximumRegionSize: example.given.regionSize, differingFraction: example.given.fraction)
        var set = PixelTolerance.exact
        set.maximumRegionSize = example.given.regionSize
        set.differingFraction = example.given.fraction
        for tolerance in [given, set] {
            #expect(tolerance.maximumRegionSize == example.kept.regionSize)
            #expect(tolerance.differingFraction == example.kept.fraction)
        }
    }

    @Test("pictures of different sizes never match")
    func sizes() {
        let difference = PixelDifference(
            reference: Self.image(10, 10, 0), new: Self.image(10, 11, 0), tolerance: .exact)
        #expect(!difference.matches(PixelTolerance(perChannel: 255, maximumRegionSize: .max, differingFraction: 1)))
        #expect(difference.description == "sizes differ: reference 10×10, new 10×11")
    }

    @Test("the PNG diffing names the changed region, the count of pixels and the tolerance, and draws the difference")
    func diffingMessage() throws {
        var changed = Self.image(10, 10, 0)
        changed.draw(Self.image(4, 2, 255), atX: 3, y: 5)
        let reference = try #require(Self.image(10, 10, 0).png())
        let new = try #require(changed.png())
        let (message, _) = try #require(Diffing<Data>.png().diffV2(reference, new))
        let lines = message.split(separator: "\n").map(String.init)
        #expect(lines.count == 3, "\(message)")
        #expect(lines.first == "1 changed region larger than 3×3 px: (x: 3, y: 5, width: 4, height: 2)")
        #expect(
            lines.dropFirst().first
                == "8 of 100 pixels differ (largest channel difference 255), beyond the tolerance (16 levels, regions up to 3×3 px, 0.1 % of pixels)"
        )
        let path = try #require(lines.last?.split(separator: ": ", maxSplits: 1).last.map(String.init))
        let picture = try #require(RGBAImage(png: Data(contentsOf: URL(fileURLWithPath: path))))
        #expect(
            picture
                == PixelDifference(reference: Self.image(10, 10, 0), new: changed, tolerance: .default).image(
                    reference: Self.image(10, 10, 0), new: changed))
        #expect(Diffing<Data>.png().diffV2(reference, reference) == nil)
    }

    /// The colours of a difference image: grey for the unchanged reference, red for changes.
    struct ImageCase: Sendable, CustomTestStringConvertible {
        let reference: UInt8
        let new: UInt8
        let color: [UInt8]
        var testDescription: String { "\(reference) to \(new)" }
    }

    static let imageCases: [ImageCase] = [
        ImageCase(reference: 0, new: 0, color: [128, 128, 128, 255]),
        ImageCase(reference: 255, new: 255, color: [255, 255, 255, 255]),
        ImageCase(reference: 0, new: 10, color: [128, 128, 128, 255]),
        ImageCase(reference: 0, new: 255, color: [230, 0, 0, 255]),
        ImageCase(reference: 255, new: 0, color: [230, 0, 0, 255]),
    ]

    @Test("the difference image shows the reference dimmed and changed pixels in red", arguments: imageCases)
    func differenceImage(_ example: ImageCase) throws {
        let (reference, new) = (Self.image(1, 1, example.reference), Self.image(1, 1, example.new))
        let difference = PixelDifference(reference: reference, new: new, tolerance: .default)
        let picture = try #require(difference.image(reference: reference, new: new))
        #expect(picture.pixels == example.color)
    }

    @Test("the difference image frames each region too large in blue, two pixels out")
    func differenceImageFrames() throws {
        let reference = Self.image(20, 20, 255)
        var new = reference
        new.draw(Self.image(4, 4, 0), atX: 8, y: 8)
        let difference = PixelDifference(reference: reference, new: new, tolerance: .default)
        let picture = try #require(difference.image(reference: reference, new: new))
        func color(_ x: Int, _ y: Int) -> [UInt8] { Array(picture.pixels[(y * 20 + x) * 4..<(y * 20 + x) * 4 + 4]) }
        #expect(color(6, 6) == [0, 90, 255, 255])
        #expect(color(13, 13) == [0, 90, 255, 255])
        #expect(color(7, 7) == [255, 255, 255, 255])
        #expect(color(8, 8) == [230, 0, 0, 255])
    }
}
#endif
