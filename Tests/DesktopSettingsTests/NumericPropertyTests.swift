import DynamicType
import Foundation
import PropertyBased
import Testing

@testable import DesktopSettings

/// Properties over random input: no number a desktop can give traps on its way from a parser to a
/// description, a ramp or a category, and every parsed size is within its documented range.
@Suite("Desktop numbers over random input")
struct NumericPropertyTests {
    /// Any `Double`, from every bit pattern: infinities, NaNs, subnormals and the largest values.
    static let anyDouble = Gen.uint64().map { Double(bitPattern: $0) }

    /// Text made of what number and font syntax is made of, so that most inputs are near misses.
    static let numberLike = Gen.int(in: 0..<alphabet.count).map { alphabet[$0] }.array(of: 0...16).map {
        String($0)
    }
    static let alphabet = Array("0123456789.,-+eExXpP infa px")

    @Test("no Double traps in a desktop font's description, its pixel size or the ramp it anchors")
    func doublesNeverTrap() async {
        await propertyCheck(count: 2_000, input: Self.anyDouble) { size in
            let font = DesktopFont(family: "Cantarell", pointSize: size)
            #expect(!font.description.isEmpty)
            _ = font.pixelSize()
            let ramp = TypeRamp.desktop(interfaceFontPointSize: size)
            #expect(!ramp.description.isEmpty)
            #expect(ramp.bodyPointSize.isFinite)
        }
    }

    @Test("no Double traps in the resolver, and the size it gives is a category with a factor in 0.5–3")
    func resolverNeverTraps() async {
        await propertyCheck(count: 2_000, input: Self.anyDouble) { factor in
            let size = DesktopTextSizeResolver.size(factor, .gnome)
            #expect(textScaleRange.contains(size.textScale))
            #expect(!size.description.isEmpty)
        }
    }

    @Test("every Pango description parsed has a size within the range, whatever the text")
    func pangoWithinRange() async {
        await propertyCheck(count: 2_000, input: Self.numberLike) { text in
            if let font = DesktopFont(pangoDescription: "Cantarell " + text) {
                #expect(DesktopFont.pointSizeRange.contains(font.pointSize))
            }
        }
    }

    @Test("every serialized QFont parsed has a size within the range, and KDE's factor is within 0.5–3")
    func qtFontWithinRange() async {
        await propertyCheck(count: 2_000, input: Self.numberLike, Self.numberLike) { points, pixels in
            let text = "Noto Sans,\(points),\(pixels),5,400"
            if let font = DesktopFont(qtFont: text) {
                #expect(DesktopFont.pointSizeRange.contains(font.pointSize))
            }
            if case .factor(let factor) = KDEGlobals.factor(fromFont: text, referencePointSize: 10) {
                #expect(textScaleRange.contains(factor))
            }
        }
    }

    @Test("a plain decimal is always finite, and never read from a sign, an exponent or hexadecimal")
    func plainDecimalIsStrict() async {
        await propertyCheck(count: 2_000, input: Self.numberLike) { text in
            guard let value = text.plainDecimal else { return }
            #expect(value.isFinite && value >= 0)
            #expect(!text.contains { "eExXpP+-".contains($0) })
        }
    }
}
