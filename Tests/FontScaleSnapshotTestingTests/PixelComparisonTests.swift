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
        let changedPixels: Int
        let by: UInt8
        let matches: Bool
        var testDescription: String { "\(changedPixels) pixels by \(by)" }
    }

    /// 100 × 100 pictures under the default tolerance: 16 levels, 10 pixels in 10,000.
    static let cases: [Case] = [
        Case(changedPixels: 0, by: 0, matches: true),
        Case(changedPixels: 5_000, by: 16, matches: true),
        Case(changedPixels: 10, by: 200, matches: true),
        Case(changedPixels: 11, by: 200, matches: false),
        Case(changedPixels: 5_000, by: 17, matches: false),
    ]

    @Test("pixels within the tolerance match; more, or further, do not", arguments: cases)
    func tolerance(_ example: Case) {
        let reference = Self.image(100, 100, 20)
        var new = reference
        for index in 0..<example.changedPixels {
            new.draw(Self.image(1, 1, 20 + example.by), atX: index % 100, y: index / 100)
        }
        let difference = PixelDifference(reference: reference, new: new, tolerance: .default)
        #expect(difference.matches(.default) == example.matches)
        #expect(difference.differingPixels == (example.by > 16 ? example.changedPixels : 0))
    }

    @Test("pictures of different sizes never match")
    func sizes() {
        let difference = PixelDifference(
            reference: Self.image(10, 10, 0), new: Self.image(10, 11, 0), tolerance: .exact)
        #expect(!difference.matches(PixelTolerance(perChannel: 255, differingFraction: 1)))
        #expect(difference.description == "sizes differ: reference 10×10, new 10×11")
    }

    @Test("the PNG diffing reports a mismatch with the count of pixels and the tolerance")
    func diffingMessage() throws {
        let reference = try #require(Self.image(10, 10, 0).png())
        let new = try #require(Self.image(10, 10, 255).png())
        let (message, _) = try #require(Diffing<Data>.png().diffV2(reference, new))
        #expect(
            message
                == "100 of 100 pixels differ (largest channel difference 255), more than the tolerance (16 levels, 0.1 % of pixels)"
        )
        #expect(Diffing<Data>.png().diffV2(reference, reference) == nil)
    }
}
#endif
