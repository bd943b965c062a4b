import DynamicType
import SystemFonts
import Testing

@Suite("Small caps")
struct SmallCapsTests {
    @Test(
        "smcp and c2sc are read from the project font's GSUB table", arguments: [FontWeight.regular, .semibold, .bold])
    func nativeSmallCaps(weight: FontWeight) throws {
        let resolved = try Fixtures.libraryWithAppFonts().resolve(
            FontRequest(family: "Scale Sans", weight: weight, smallCaps: true))
        #expect(
            resolved.face.smallCapsSupport == SmallCapsSupport(lowercaseToSmallCaps: true, uppercaseToSmallCaps: true))
        #expect(resolved.smallCaps.kind == .native)
        #expect(resolved.smallCaps.scale == 1)
    }

    @Test("support is per face: the light face of the same family has none")
    func perFace() throws {
        let resolved = try Fixtures.libraryWithAppFonts().resolve(FontRequest(family: "Scale Sans", weight: .light))
        #expect(!resolved.face.smallCapsSupport.lowercaseToSmallCaps)
        #expect(resolved.smallCaps.kind == .synthesized)
        #expect(resolved.smallCaps.scale == 490.0 / 690.0)
    }

    @Test("DejaVu Sans has no smcp, so small caps are synthesized at x-height over cap height")
    func dejaVuSynthesized() throws {
        let resolved = try FontLibrary().resolve(FontRequest(family: "DejaVu Sans", smallCaps: true))
        #expect(!resolved.face.smallCapsSupport.lowercaseToSmallCaps)
        #expect(!resolved.face.smallCapsSupport.uppercaseToSmallCaps)
        #expect(resolved.smallCaps.kind == .synthesized)
        #expect(resolved.smallCaps.scale == 1120.0 / 1493.0)
    }

    @Test("a face without GSUB synthesizes from measured outlines")
    func plainFace() throws {
        let resolved = try Fixtures.libraryWithAppFonts().resolve(FontRequest(family: "Scale Plain"))
        #expect(resolved.smallCaps.kind == .synthesized)
        #expect(resolved.smallCaps.scale == 480.0 / 680.0)
    }

    @Test("unknown heights synthesize at 0.8")
    func unknownHeights() {
        let metrics = FaceMetrics(
            unitsPerEm: 1000, ascender: 800, descender: -200, lineGap: 0, capHeight: 700, xHeight: 500,
            capHeightSource: .estimate, xHeightSource: .estimate)
        let variant = SmallCapsVariant(
            support: SmallCapsSupport(lowercaseToSmallCaps: false, uppercaseToSmallCaps: false), metrics: metrics)
        #expect(variant.scale == 0.8)
    }
}
