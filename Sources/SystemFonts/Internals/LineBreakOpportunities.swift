internal import CLineBreaking

/// Where Unicode's line-breaking algorithm (UAX #14) lets a line end in a text, as ICU's line break
/// iterator finds those places with its default rules: after spaces and hyphens, and also after `/`,
/// before and after an em dash, between ideographs but never before closing CJK punctuation (`、` `。`
/// `」`) or after opening (`「`), between emoji, between the words of Thai (by ICU's dictionary), and
/// never after a no-break space or a hyphen used as a minus sign (`-5`).
///
/// Pango and Qt wrap text by the same rules (each with its own implementation of them), so lines
/// measured here end where theirs do. ICU and they disagree on some Thai words: Pango and Qt split
/// Thai with libthai's dictionary, ICU with its own, and the two do not always cut a word the same way
/// (ICU keeps `ไม่มี` whole where libthai breaks it as `ไม่|มี`).
///
/// `package`, not `public`: ``segments(of:)`` is a test hook, for the tests that compare these places
/// with Pango's and Qt's.
package enum LineBreakOpportunities {
    /// The UTF-16 offsets in `text` where a line may start, ascending: each place a line may break,
    /// then the text's end. `nil` when ICU cannot make an iterator, or the text is too long for it.
    ///
    /// The corresponding C function is `fontscale_line_break_offsets`: ICU's `ubrk_clone` of a line
    /// break iterator for the root locale (`ubrk_open` with `UBRK_LINE`), `ubrk_setText`,
    /// `ubrk_next` and `ubrk_close`.
    static func utf16Offsets(in text: String) -> [Int]? {
        let units = Array(text.utf16)
        guard !units.isEmpty else { return [] }
        guard let length = Int32(exactly: units.count) else { return nil }
        // Room for as many offsets as there are units, the most there can be (they differ and are
        // 1 to the length), and the function writes no more than the capacity it is told.
        var offsets = [Int32](repeating: 0, count: units.count)
        // Both buffers are read or written only during the call: ICU's iterator, which reads the
        // text in place, is cloned and closed inside it, one per call, so no two threads share one.
        let count = units.withUnsafeBufferPointer { source in
            offsets.withUnsafeMutableBufferPointer { destination in
                fontscale_line_break_offsets(source.baseAddress, length, destination.baseAddress, length)
            }
        }
        guard count >= 0 else { return nil }
        return offsets[..<Int(count)].map { Int($0) }
    }

    /// `text` cut at every place a line may break, as ``LineBreaker`` sees them: between characters
    /// only, so a place ICU allows inside a `Character` (a grapheme cluster Swift keeps whole) is not
    /// one. Empty text has no segments.
    package static func segments(of text: String) -> [Substring] {
        let (bounds, classes) = LineBreaker.characters(of: text)
        var segments: [Substring] = []
        var start = 0
        for index in classes.indices where classes[index].breaksAfter || index == classes.count - 1 {
            segments.append(text[bounds[start]..<bounds[index + 1]])
            start = index + 1
        }
        return segments
    }
}
