internal import CFontconfig

/// An `FcPattern` this wrapper owns: `deinit` destroys it.
///
/// Only ``init(owning:)`` exists, for pointers the caller owns (from `FcPatternCreate`,
/// `FcFontMatch`, `FcFontSetMatch`); borrowed patterns are never wrapped. Values read from it are
/// copied into Swift strings before the pattern can be destroyed, as fontconfig requires.
final class FontconfigPattern {
    let pointer: OpaquePointer

    /// Takes ownership of a pattern; it is destroyed with this object.
    init(owning pointer: OpaquePointer) {
        self.pointer = pointer
    }

    deinit {
        FcPatternDestroy(pointer)
    }

    /// Every string value of a property, in order (a family can have several names).
    ///
    /// The corresponding C function is `FcPatternGetString`.
    func strings(_ object: String) -> [String] {
        var values: [String] = []
        var index: Int32 = 0
        var value: UnsafeMutablePointer<FcChar8>?
        while FcPatternGetString(pointer, object, index, &value) == FcResultMatch, let value {
            values.append(String(cString: value))
            index += 1
        }
        return values
    }

    /// The first integer value of a property; doubles are truncated, ranges are not read.
    ///
    /// The corresponding C functions are `FcPatternGetInteger` and `FcPatternGetDouble`.
    func integer(_ object: String) -> Int32? {
        var value: Int32 = 0
        if FcPatternGetInteger(pointer, object, 0, &value) == FcResultMatch { return value }
        var double = 0.0
        if FcPatternGetDouble(pointer, object, 0, &double) == FcResultMatch, double.isFinite {
            return Int32(clamping: Int(double))
        }
        return nil
    }
}
