internal import CFontconfig
import DynamicType
internal import StateLock

extension FontLibrary {
    /// The face a name names, as `UIFont(name:size:)` takes it: a PostScript name
    /// (`DejaVuSans-Bold`), a full face name (`DejaVu Sans Bold`) or a family name (`DejaVu Sans`,
    /// its regular face), among the app fonts and the system's; `nil` when no face has the name.
    ///
    /// Names compare as fontconfig compares them, ignoring case (and, for families, blanks); a
    /// family fontconfig would substitute is not a match, so nothing stands in for a missing font.
    ///
    /// The corresponding C functions are `FcPatternAddString`, `FcObjectSetAdd` and `FcFontList`.
    public func face(named name: String) -> FontFace? {
        guard name.hasVisibleCharacter else { return nil }
        return state.withStateLock { state -> FontFace? in
            guard let config = state.config else { return nil }
            for object in [FC_POSTSCRIPT_NAME, FC_FULLNAME, FC_FAMILY] {
                let candidates = Self.listFaces(config, object: object, value: name)
                // A family names its regular, upright face when it has one: the one nearest to it.
                let best = candidates.min { lhs, rhs in
                    Self.distanceFromRegular(lhs) < Self.distanceFromRegular(rhs)
                }
                if let best, let face = Self.face(for: best, state: &state) { return face }
            }
            return nil
        }
    }

    /// The patterns of every face in the configuration (app fonts included) whose `object` is
    /// `value`.
    private static func listFaces(_ config: OpaquePointer, object: String, value: String) -> [FontconfigPattern] {
        guard let pattern = FcPatternCreate() else { return [] }
        defer { FcPatternDestroy(pattern) }
        guard FcPatternAddString(pattern, object, value) != 0, let objects = FcObjectSetCreate() else { return [] }
        defer { FcObjectSetDestroy(objects) }
        for wanted in [FC_FILE, FC_INDEX, FC_FAMILY, FC_STYLE, FC_WEIGHT, FC_SLANT] {
            guard FcObjectSetAdd(objects, wanted) != 0 else { return [] }
        }
        guard let set = FcFontList(config, pattern, objects) else { return [] }
        defer { FcFontSetDestroy(set) }
        return (0..<Int(set.pointee.nfont)).compactMap { index in
            guard let font = set.pointee.fonts[index], let copy = FcPatternDuplicate(font) else { return nil }
            return FontconfigPattern(owning: copy)
        }
    }

    /// How far a face is from the regular upright face of its family, for choosing among a
    /// family's faces; ties go to the lower file path, so the choice never depends on list order.
    private static func distanceFromRegular(_ pattern: FontconfigPattern) -> (Int32, Int32, String) {
        let weight = pattern.integer(FC_WEIGHT) ?? Int32(FC_WEIGHT_REGULAR)
        let slant = pattern.integer(FC_SLANT) ?? Int32(FC_SLANT_ROMAN)
        return (abs(weight - Int32(FC_WEIGHT_REGULAR)), slant, pattern.strings(FC_FILE).first ?? "")
    }
}
