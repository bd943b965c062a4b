import DynamicType
import SystemFonts
import Testing

@Suite("Face metrics")
struct FaceMetricsTests {
    @Test("metrics equal the values the font generator wrote", arguments: Fixtures.generated.faces)
    func generatedMetrics(face generated: Fixtures.GeneratedFace) throws {
        let library = try Fixtures.libraryWithAppFonts()
        let face = try library.resolve(
            FontRequest(
                family: generated.family, weight: FontWeight(openTypeWeight: generated.weight))
        ).face
        #expect(face.filePath.hasSuffix(generated.file))
        let metrics = face.metrics
        #expect(metrics.unitsPerEm == Fixtures.generated.unitsPerEm)
        #expect(metrics.capHeight == generated.capHeight)
        #expect(metrics.xHeight == generated.xHeight)
        #expect(metrics.ascender == generated.ascender)
        #expect(metrics.descender == generated.descender)
        #expect(metrics.lineGap == generated.lineGap)
        let expectedSource: FaceMetrics.Source = generated.os2Version >= 2 ? .os2Table : .glyphOutline
        #expect(metrics.capHeightSource == expectedSource)
        #expect(metrics.xHeightSource == expectedSource)
    }

    @Test("DejaVu Sans has no OS/2 cap height, so 'H' and 'x' are measured")
    func dejaVuMeasured() throws {
        let face = try FontLibrary().resolve(FontRequest(family: "DejaVu Sans")).face
        #expect(face.metrics.unitsPerEm == 2048)
        #expect(face.metrics.capHeight == 1493)
        #expect(face.metrics.xHeight == 1120)
        #expect(face.metrics.capHeightSource == .glyphOutline)
        #expect(face.metrics.ascender == 1901 && face.metrics.descender == -483)
    }

    @Test("metrics scale to points at the requested size")
    func scaledMetrics() throws {
        let resolved = try Fixtures.libraryWithAppFonts().resolve(FontRequest(family: "Scale Sans", pointSize: 20))
        #expect(resolved.metrics.capHeight == 14)
        #expect(resolved.metrics.xHeight == 10)
        #expect(resolved.metrics.ascender == 16 && resolved.metrics.descender == -4)
        #expect(resolved.metrics.lineHeight == 22)
    }
}
