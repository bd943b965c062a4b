import DynamicType
import Testing

@Suite("Desktop-anchored type ramp")
struct DesktopRampTests {
    /// GNOME's interface font, `'Cantarell 11'`, at 96 dpi.
    let gnome = TypeRamp.desktop(interfaceFontPointSize: 11)

    @Test("at the default size body is the desktop font's size in pixels: 11 pt is 14.67 px at 96 dpi")
    func bodyIsTheDesktopFont() {
        let body = TextStyle.body.attributes(at: .large, in: gnome).pointSize
        #expect(abs(body - 11.0 * 96 / 72) < 1e-9)
        #expect(gnome.bodyPointSize == body)
    }

    static let categories = ContentSizeCategory.allCases.filter { $0 != .unspecified }

    @Test("every cell above the floor keeps Apple's proportion to body at its category", arguments: categories)
    func proportionsKept(category: ContentSizeCategory) {
        let appleBody = TextStyle.body.attributes(at: category).pointSize
        let desktopBody = TextStyle.body.attributes(at: category, in: gnome).pointSize
        for style in TextStyle.allCases {
            let apple = style.attributes(at: category)
            guard apple.pointSize > TypeRamp.desktopSmallestTextFraction * appleBody else { continue }
            let desktop = style.attributes(at: category, in: gnome)
            #expect(abs(desktop.pointSize / desktopBody - apple.pointSize / appleBody) < 1e-9, "\(style)")
            #expect(abs(desktop.leading / desktop.pointSize - apple.leading / apple.pointSize) < 1e-9, "\(style)")
            #expect(desktop.weight == apple.weight && desktop.emphasizedWeight == apple.emphasizedWeight)
        }
    }

    @Test("no style is smaller than the desktop's smallest text, 82 % of body at each category", arguments: categories)
    func floorHolds(category: ContentSizeCategory) {
        let body = TextStyle.body.attributes(at: category, in: gnome).pointSize
        for style in TextStyle.allCases {
            let entry = style.attributes(at: category, in: gnome)
            #expect(entry.pointSize >= 0.82 * body - 1e-9, "\(style): \(entry.pointSize) under \(0.82 * body)")
            #expect(
                abs(
                    entry.leading / entry.pointSize - style.attributes(at: category).leading
                        / style.attributes(at: category).pointSize) < 1e-9)
        }
    }

    @Test(
        "raised styles keep Apple's order: a smaller style stays smaller, equal ones stay equal", arguments: categories)
    func orderKept(category: ContentSizeCategory) {
        for first in TextStyle.allCases {
            for second in TextStyle.allCases {
                let (appleFirst, appleSecond) = (first.pointSize(at: category), second.pointSize(at: category))
                let desktopFirst = first.attributes(at: category, in: gnome).pointSize
                let desktopSecond = second.attributes(at: category, in: gnome).pointSize
                if appleFirst < appleSecond { #expect(desktopFirst < desktopSecond, "\(first) < \(second)") }
                if appleFirst == appleSecond { #expect(desktopFirst == desktopSecond, "\(first) == \(second)") }
            }
        }
    }

    @Test(
        "on an 11 pt GNOME desktop caption 2 is libadwaita's caption, 82 % of 14.67 px, and subheadline keeps Apple's proportion"
    )
    func captionIsLibadwaitas() {
        #expect(abs(TextStyle.caption2.attributes(at: .large, in: gnome).pointSize - 0.82 * 11 * 96 / 72) < 1e-9)
        #expect(
            abs(TextStyle.subheadline.attributes(at: .large, in: gnome).pointSize - 15.0 / 17 * 11 * 96 / 72) < 1e-9)
        #expect(TypeRamp.desktop(interfaceFontPointSize: 11) != TypeRamp.anchored(bodyPointSize: 11 * 96 / 72))
    }

    @Test("headings still grow less than body from the default size to AX5")
    func headingsGrowLess() {
        let growth = { (style: TextStyle) in
            style.attributes(at: .accessibilityExtraExtraExtraLarge, in: gnome).pointSize
                / style.attributes(at: .large, in: gnome).pointSize
        }
        #expect(growth(.largeTitle) < growth(.body))
        #expect(growth(.title1) < growth(.body))
    }

    @Test("Apple's exact ramp stays available: anchored at 17 it is Apple's table, cell for cell")
    func appleStays() {
        let seventeen = TypeRamp.anchored(bodyPointSize: 17)
        #expect(seventeen == .iOS && seventeen.isApple && !gnome.isApple)
        for category in ContentSizeCategory.allCases {
            for style in TextStyle.allCases {
                #expect(style.attributes(at: category, in: seventeen) == style.attributes(at: category))
            }
        }
    }

    @Test("an anchor that is not a positive finite size gives Apple's ramp", arguments: [0, -11, .nan, .infinity])
    func badAnchor(size: Double) {
        #expect(TypeRamp.anchored(bodyPointSize: size) == .iOS)
    }

    /// GNOME's text-scaling-factor, the category it maps to, and body's size there.
    static let factors: [(factor: Double, category: ContentSizeCategory)] = [
        (1.0, .large), (1.1, .extraLarge), (1.25, .extraExtraLarge), (1.5, .accessibilityMedium),
        (2.0, .accessibilityLarge),
    ]

    @Test(
        "a desktop factor between categories takes the nearest one: body stays within one ramp step of the factor",
        arguments: factors)
    func factorsBetweenCategories(factor: Double, category: ContentSizeCategory) throws {
        #expect(try ContentSizeCategory(textScale: factor) == category)
        let body = TextStyle.body.attributes(at: category, in: gnome).pointSize
        let plain = gnome.bodyPointSize * factor  // a GTK label in pt under the same factor
        #expect(abs(body - gnome.bodyPointSize * category.textScale) < 1e-9)
        if factor == 1.25 { #expect(abs(body - plain) / plain < 0.02) }  // GNOME's Large Text
    }

    @Test("the description names the ramp")
    func description() {
        #expect(TypeRamp.iOS.description == "Apple")
        #expect(gnome.description == "desktop-anchored (body 14.67 pt)")
    }
}
