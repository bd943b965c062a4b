/// Breaks measured characters into lines: greedy, at the places Unicode's line-breaking algorithm
/// (UAX #14) allows (``LineBreakOpportunities``, as Pango and Qt break lines), with the last allowed
/// line ended as a ``LineBreakMode`` says.
///
/// Pure arithmetic over widths an engine measured, so every engine breaks lines the same way.
struct LineBreaker {
    /// The text whose characters are broken into lines.
    let text: String
    /// Where each character starts in `text`, and its end last.
    let bounds: [String.Index]
    /// Each character's class.
    let classes: [CharacterClass]
    /// Each character's advance, in context (a ligature's width on its first one), in any unit.
    let widths: [Double]
    /// The width of `…` alone.
    let ellipsisWidth: Double

    static let ellipsis: Character = "\u{2026}"

    /// What line breaking asks of a character: Unicode's answers, looked up once per text (ASCII
    /// without a table look-up) rather than at every layout of it.
    struct CharacterClass: Sendable {
        var isWhitespace: Bool
        var isNewline: Bool
        /// Whether a line may end after this character, by UAX #14 in its context (a hyphen before a
        /// letter, but not before a digit, where it is a minus sign).
        var breaksAfter = false

        init(_ character: Character) {
            if let ascii = character.asciiValue {
                // ASCII's White_Space is tab to carriage return and space; its newlines, line
                // feed to carriage return (a CR-LF pair is one character, read as line feed).
                isWhitespace = ascii == 0x20 || (0x09...0x0D).contains(ascii)
                isNewline = (0x0A...0x0D).contains(ascii)
            } else {
                isWhitespace = character.isWhitespace
                isNewline = character.isNewline
            }
        }
    }

    /// The characters of `text`, their bounds and classes, as a breaker takes them.
    static func characters(of text: String) -> (bounds: [String.Index], classes: [CharacterClass]) {
        var bounds: [String.Index] = []
        var classes: [CharacterClass] = []
        bounds.reserveCapacity(text.utf8.count + 1)
        classes.reserveCapacity(text.utf8.count)
        let opportunities = LineBreakOpportunities.utf16Offsets(in: text)
        var next = 0  // the first opportunity not behind the character read
        var offset = 0  // the UTF-16 offset of the character read's end
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            var characterClass = CharacterClass(character)
            offset += character.utf16.count
            if let opportunities {
                // One inside the character (UAX #14 and Swift's grapheme clusters differ on a few
                // sequences) cannot be used: lines hold whole characters.
                while next < opportunities.count, opportunities[next] < offset { next += 1 }
                characterClass.breaksAfter = next < opportunities.count && opportunities[next] == offset
            } else {
                // Without ICU (it could make no iterator), the one rule every engine agrees on.
                characterClass.breaksAfter = characterClass.isWhitespace
            }
            bounds.append(index)
            classes.append(characterClass)
            index = text.index(after: index)
        }
        bounds.append(text.endIndex)
        return (bounds, classes)
    }

    struct Result {
        var lines: [TextLayout.Line]
        var isTruncated: Bool
    }

    /// Lays out every paragraph in `width` (`nil`: unlimited), keeping at most `maximumLines`
    /// lines (`0`: all).
    func layout(width: Double?, maximumLines: Int, mode: LineBreakMode) -> Result {
        let paragraphs = paragraphRanges()
        var lines: [Range<Int>] = []
        var leftOver = false
        paragraphLoop: for paragraph in paragraphs {
            var start = paragraph.lowerBound
            repeat {
                if maximumLines > 0, lines.count == maximumLines {
                    leftOver = true
                    break paragraphLoop
                }
                // The last allowed line takes the rest of its paragraph, to be ended by the mode.
                let isLastAllowed = maximumLines > 0 && lines.count == maximumLines - 1
                let end: Int
                if let width, !(isLastAllowed && mode != .byWordWrapping && mode != .byCharWrapping) {
                    end = lineEnd(from: start, in: paragraph, width: width, byCharacter: mode == .byCharWrapping)
                } else {
                    end = paragraph.upperBound
                }
                lines.append(start..<end)
                start = end
            } while start < paragraph.upperBound
        }
        var result = lines.map { range in TextLayout.Line(text: string(trimmedEnd(range)), width: lineWidth(range)) }
        var isTruncated = leftOver
        if let lastRange = lines.last {
            let tooWide = width.map { lineWidth(lastRange) > $0 + Self.tolerance } ?? false
            if tooWide || leftOver {
                let (line, shortened) = end(lastRange, width: width, mode: mode, leftOver: leftOver)
                result[result.count - 1] = line
                isTruncated = isTruncated || shortened
            }
        }
        if result.isEmpty { result = [TextLayout.Line(text: "", width: 0)] }
        return Result(lines: result, isTruncated: isTruncated)
    }

    /// Rounding noise in summed advances; a line this much wider than its width still fits.
    static let tolerance = 1e-6

    // MARK: Lines

    /// The paragraphs: ranges between line separators (which belong to neither).
    private func paragraphRanges() -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        var start = 0
        for (index, character) in classes.enumerated() where character.isNewline {
            ranges.append(start..<index)
            start = index + 1
        }
        ranges.append(start..<classes.count)
        return ranges
    }

    /// Where a line starting at `start` ends: after the last break opportunity that fits, else
    /// after as many characters as fit (at least one, so that every line advances).
    private func lineEnd(from start: Int, in paragraph: Range<Int>, width: Double, byCharacter: Bool) -> Int {
        var runningWidth = 0.0
        var lastBreak: Int?
        var index = start
        while index < paragraph.upperBound {
            let character = classes[index]
            runningWidth += widths[index]
            if character.isWhitespace {
                // Spaces hang past the end of a line. A line may end after the last of a run of
                // them, though not after a no-break space.
                if character.breaksAfter { lastBreak = index + 1 }
            } else {
                if runningWidth > width + Self.tolerance, index > start {
                    if !byCharacter, let lastBreak { return lastBreak }
                    return index
                }
                if character.breaksAfter { lastBreak = index + 1 }
            }
            index += 1
        }
        return paragraph.upperBound
    }

    /// `range` without the spaces it ends with.
    private func trimmedEnd(_ range: Range<Int>) -> Range<Int> {
        var end = range.upperBound
        while end > range.lowerBound, classes[end - 1].isWhitespace { end -= 1 }
        return range.lowerBound..<end
    }

    /// `range` without the spaces it starts with.
    private func trimmedStart(_ range: Range<Int>) -> Range<Int> {
        var start = range.lowerBound
        while start < range.upperBound, classes[start].isWhitespace { start += 1 }
        return start..<range.upperBound
    }

    private func advance(of range: Range<Int>) -> Double {
        widths[range].reduce(0, +)
    }

    /// A line's width without its trailing spaces.
    private func lineWidth(_ range: Range<Int>) -> Double {
        advance(of: trimmedEnd(range))
    }

    /// The characters of `range`: one copy of the text's bytes between their bounds.
    private func string(_ range: Range<Int>) -> String {
        String(text[bounds[range.lowerBound]..<bounds[range.upperBound]])
    }

    // MARK: The last line

    /// The last allowed line, ended as `mode` says; and whether it lost text.
    private func end(
        _ range: Range<Int>, width: Double?, mode: LineBreakMode, leftOver: Bool
    ) -> (TextLayout.Line, Bool) {
        let available = width ?? .infinity
        switch mode {
        case .byWordWrapping, .byCharWrapping:
            // Wrapped like the others; what is left over is simply not drawn.
            return (TextLayout.Line(text: string(trimmedEnd(range)), width: lineWidth(range)), leftOver)
        case .byClipping:
            // Drawn up to the edge: the characters that start inside it, the line as wide as the edge.
            var end = range.lowerBound
            var sum = 0.0
            while end < range.upperBound, sum < available {
                sum += widths[end]
                end += 1
            }
            let clipped = trimmedEnd(range.lowerBound..<end)
            let lost = leftOver || end < trimmedEnd(range).upperBound || lineWidth(range) > available
            return (TextLayout.Line(text: string(clipped), width: min(advance(of: clipped), available)), lost)
        case .byTruncatingTail:
            let room = available - ellipsisWidth
            var end = range.lowerBound
            var sum = 0.0
            while end < range.upperBound, sum + widths[end] <= room + Self.tolerance {
                sum += widths[end]
                end += 1
            }
            let kept = trimmedEnd(range.lowerBound..<end)
            return (ellipsized(head: kept, tail: nil, width: width), true)
        case .byTruncatingHead:
            let room = available - ellipsisWidth
            let content = trimmedEnd(range)
            var start = content.upperBound
            var sum = 0.0
            while start > content.lowerBound, sum + widths[start - 1] <= room + Self.tolerance {
                sum += widths[start - 1]
                start -= 1
            }
            return (ellipsized(head: nil, tail: trimmedStart(start..<content.upperBound), width: width), true)
        case .byTruncatingMiddle:
            let room = available - ellipsisWidth
            let content = trimmedEnd(range)
            var (headEnd, tailStart) = (content.lowerBound, content.upperBound)
            var sum = 0.0
            // Alternate ends, so both halves keep about as much.
            var takeHead = true
            while headEnd < tailStart {
                let next = takeHead ? widths[headEnd] : widths[tailStart - 1]
                guard sum + next <= room + Self.tolerance else { break }
                sum += next
                if takeHead { headEnd += 1 } else { tailStart -= 1 }
                takeHead.toggle()
            }
            return (
                ellipsized(
                    head: trimmedEnd(content.lowerBound..<headEnd), tail: trimmedStart(tailStart..<content.upperBound),
                    width: width),
                true
            )
        }
    }

    /// A shortened line. In a width it is as wide as the width, as Pango pads its ellipsis.
    private func ellipsized(head: Range<Int>?, tail: Range<Int>?, width: Double?) -> TextLayout.Line {
        let headText = head.map(string) ?? ""
        let tailText = tail.map(string) ?? ""
        let drawn = (head.map(advance(of:)) ?? 0) + ellipsisWidth + (tail.map(advance(of:)) ?? 0)
        return TextLayout.Line(
            text: headText + String(Self.ellipsis) + tailText, width: width.map { max($0, drawn) } ?? drawn)
    }
}
