/// The one place FontScaleGTK turns text into CSS, for every sheet it writes (``GtkTextStyleSheet``,
/// the host's font classes): a family name comes from a font file, which is user input, so none
/// reaches a sheet unescaped. Serialized as CSSOM does, which GTK's tokenizer reads back exactly.
enum GtkCSS {
    /// A CSS string holding exactly `text`: quoted; `"` and `\` escaped; control characters,
    /// which would end or break the string, as code points (`\a `); NUL, which CSS cannot hold,
    /// as U+FFFD.
    static func string(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0: result += "\u{FFFD}"
            case 0x01...0x1F, 0x7F: result += codePoint(scalar)
            case 0x22, 0x5C: result += "\\\(scalar)"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }

    /// A CSS identifier naming `name`, such as a class in a selector: letters, digits, `-`, `_`
    /// and non-ASCII as they are; a leading digit, control characters as code points; anything
    /// else backslash-escaped.
    static func identifier(_ name: String) -> String {
        let scalars = Array(name.unicodeScalars)
        if scalars == ["-"] { return "\\-" }
        var result = ""
        for (index, scalar) in scalars.enumerated() {
            let isDigit = ("0"..."9").contains(scalar)
            switch scalar.value {
            case 0: result += "\u{FFFD}"
            case 0x01...0x1F, 0x7F: result += codePoint(scalar)
            case _ where isDigit && (index == 0 || (index == 1 && scalars[0] == "-")): result += codePoint(scalar)
            case _
            where isDigit || scalar.value >= 0x80 || scalar == "-" || scalar == "_"
                || ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar):
                result.unicodeScalars.append(scalar)
            default: result += "\\\(scalar)"
            }
        }
        return result
    }

    /// A class selector: `.` and the class's identifier.
    static func classSelector(_ name: String) -> String {
        "." + identifier(name)
    }

    /// A code point escape, `\` and lowercase hex; the space after it ends the escape, so a hex
    /// digit that follows is not read as part of it.
    private static func codePoint(_ scalar: Unicode.Scalar) -> String {
        "\\" + String(scalar.value, radix: 16) + " "
    }
}
