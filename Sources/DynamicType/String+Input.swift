extension String {
    /// The text without leading and trailing blanks (spaces, tabs, line breaks).
    package var trimmingBlanks: Substring {
        guard let first = firstIndex(where: { !$0.isWhitespace }), let last = lastIndex(where: { !$0.isWhitespace })
        else { return "" }
        return self[first...last]
    }

    /// The text fit to quote in a one-line message: control characters, line breaks and escape
    /// sequences become `\n`, `\u{1B}` and the like, so input cannot break the line or drive a
    /// terminal.
    package var escapedForMessage: String {
        var result = ""
        for scalar in unicodeScalars {
            switch scalar {
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            default:
                let category = scalar.properties.generalCategory
                if category == .control || category == .format || category == .lineSeparator
                    || category == .paragraphSeparator
                {
                    result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result
    }

    /// Whether the text has a character that draws: not only blanks, control or format
    /// characters (a zero-width space alone names nothing).
    package var hasVisibleCharacter: Bool {
        unicodeScalars.contains { scalar in
            let properties = scalar.properties
            return !properties.isWhitespace && !properties.isDefaultIgnorableCodePoint
                && ![.control, .format, .spaceSeparator, .lineSeparator, .paragraphSeparator, .unassigned]
                    .contains(properties.generalCategory)
        }
    }

    /// A plain decimal number such as `1.25`, `2` or `.5`: digits with at most one point, and no
    /// sign, exponent, hexadecimal form, `nan` or `inf`, which `Double(_:)` would accept. Always
    /// finite: a run of digits too long for a `Double` is `nil`, not infinity.
    ///
    /// The one parser of every number a desktop source or the command line gives FontScale.
    package var plainDecimal: Double? {
        let text = trimmingBlanks
        var digits = 0
        var points = 0
        for character in text {
            if character == "." {
                points += 1
            } else if character.isASCII, character.isNumber {
                digits += 1
            } else {
                return nil
            }
        }
        guard digits > 0, points <= 1, let value = Double(text), value.isFinite else { return nil }
        return value
    }
}
