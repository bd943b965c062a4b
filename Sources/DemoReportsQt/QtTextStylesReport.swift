import FontScaleQt

/// One `--text-styles --report` line of fontscale-qt-demo after a restyle: for every label styled
/// by `QtTextStyles`, the font the styles resolved beside what Qt has. The demo writes it and its
/// tests read it, so both take it from here.
package struct QtTextStylesReport: Codable {
    /// One styled label.
    package struct Row: Codable {
        package var style: String
        /// Whether the label is in the column limited to `large`.
        package var limited: Bool
        package var expected: Expected
        package var qt: QtTextMeasurement

        /// A label of `style`, with the font the styles resolved and Qt's measurement.
        package init(style: String, limited: Bool, expected: Expected, qt: QtTextMeasurement) {
            self.style = style
            self.limited = limited
            self.expected = expected
            self.qt = qt
        }
    }

    /// The font the styles resolved for a label.
    package struct Expected: Codable {
        package var family: String
        package var pixelSize: Double
        package var weight: Int

        /// A font of `family` at `pixelSize` and the OpenType `weight`.
        package init(family: String, pixelSize: Double, weight: Int) {
            self.family = family
            self.pixelSize = pixelSize
            self.weight = weight
        }
    }

    package var category: String
    package var boldText: Bool
    package var restyles: Int
    package var rows: [Row]
    /// The label Qt sizes by its application font.
    package var plain: QtTextMeasurement
    package var qtApplicationFontPointSize: Double

    /// A line at `category`, after `restyles` restyles.
    package init(
        category: String, boldText: Bool, restyles: Int, rows: [Row], plain: QtTextMeasurement,
        qtApplicationFontPointSize: Double
    ) {
        self.category = category
        self.boldText = boldText
        self.restyles = restyles
        self.rows = rows
        self.plain = plain
        self.qtApplicationFontPointSize = qtApplicationFontPointSize
    }
}
