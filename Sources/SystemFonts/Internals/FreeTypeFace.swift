internal import CFreeType

/// An `FT_Face` this wrapper owns: `deinit` calls `FT_Done_Face`.
///
/// Faces are opened and read under ``FontLibrary``'s lock, because FreeType allows creating and
/// destroying faces of one `FT_Library` from one thread at a time.
final class FreeTypeFace {
    let face: FT_Face
    /// The library the face was opened in, when the face owns it (released after the face).
    private let owner: FreeTypeLibrary?

    /// Opens a face; `nil` when FreeType cannot read the file (missing, truncated, not a font).
    ///
    /// The corresponding C function is `FT_New_Face`.
    init?(library: FT_Library, path: String, index: Int = 0) {
        var face: FT_Face?
        guard FT_New_Face(library, path, FT_Long(index), &face) == 0, let face else { return nil }
        self.face = face
        owner = nil
    }

    /// Opens a face in a FreeType library of its own, which lives as long as the face.
    convenience init?(path: String, index: Int = 0) {
        guard let library = FreeTypeLibrary() else { return nil }
        self.init(library: library, path: path, index: index)
    }

    private init?(library: FreeTypeLibrary, path: String, index: Int) {
        var face: FT_Face?
        guard FT_New_Face(library.library, path, FT_Long(index), &face) == 0, let face else { return nil }
        self.face = face
        owner = library
    }

    deinit {
        FT_Done_Face(face)
    }

    var unitsPerEm: Int { Int(face.pointee.units_per_EM) }
    var isScalable: Bool { face.pointee.face_flags & FT_Long(FT_FACE_FLAG_SCALABLE) != 0 }

    /// A whole SFNT table, or `nil` when the face has none.
    ///
    /// The corresponding C function is `FT_Load_Sfnt_Table`.
    func table(tag: UInt) -> [UInt8]? {
        var length: FT_ULong = 0
        guard FT_Load_Sfnt_Table(face, FT_ULong(tag), 0, nil, &length) == 0, length > 0 else { return nil }
        var bytes = [UInt8](repeating: 0, count: Int(length))
        let status = bytes.withUnsafeMutableBufferPointer {
            FT_Load_Sfnt_Table(face, FT_ULong(tag), 0, $0.baseAddress, &length)
        }
        return status == 0 ? bytes : nil
    }

    /// The glyph for a character, or `nil` when the face has none.
    ///
    /// The corresponding C function is `FT_Get_Char_Index`.
    func glyph(for character: Unicode.Scalar) -> UInt32? {
        let glyph = FT_Get_Char_Index(face, FT_ULong(character.value))
        return glyph == 0 ? nil : glyph
    }

    /// A glyph's advance in font units, unhinted; 0 when FreeType cannot read it.
    ///
    /// The corresponding C function is `FT_Get_Advance`.
    func advance(ofGlyph glyph: UInt32) -> Int {
        var advance: FT_Fixed = 0
        let flags = Int32(FT_LOAD_NO_SCALE | FT_LOAD_NO_HINTING)
        return FT_Get_Advance(face, glyph, flags, &advance) == 0 ? Int(advance) : 0
    }

    /// The `kern` table's adjustment between two glyphs in font units; 0 without one.
    ///
    /// The corresponding C function is `FT_Get_Kerning`.
    func kerning(_ left: UInt32, _ right: UInt32) -> Int {
        guard face.pointee.face_flags & FT_Long(FT_FACE_FLAG_KERNING) != 0 else { return 0 }
        var vector = FT_Vector()
        return FT_Get_Kerning(face, left, right, UInt32(FT_KERNING_UNSCALED.rawValue), &vector) == 0
            ? Int(vector.x) : 0
    }

    /// The OS/2 table, or `nil` when absent (FreeType reports version 0xFFFF then).
    var os2: TT_OS2? {
        guard let raw = FT_Get_Sfnt_Table(face, FT_SFNT_OS2) else { return nil }
        let table = raw.assumingMemoryBound(to: TT_OS2.self).pointee
        return table.version == 0xFFFF ? nil : table
    }

    /// The hhea table, or `nil` when absent.
    var horizontalHeader: TT_HoriHeader? {
        FT_Get_Sfnt_Table(face, FT_SFNT_HHEA)?.assumingMemoryBound(to: TT_HoriHeader.self).pointee
    }

    /// The top of a character's outline in font units, unscaled and unhinted; `nil` when the face
    /// has no glyph for it or the glyph is empty.
    ///
    /// The corresponding C functions are `FT_Load_Glyph` and `FT_Outline_Get_CBox`.
    func outlineTop(of character: Unicode.Scalar) -> Int? {
        let glyph = FT_Get_Char_Index(face, FT_ULong(character.value))
        guard glyph != 0 else { return nil }
        let flags = Int32(FT_LOAD_NO_SCALE | FT_LOAD_NO_HINTING)
        guard FT_Load_Glyph(face, glyph, flags) == 0, let slot = face.pointee.glyph else { return nil }
        guard slot.pointee.outline.n_points > 0 else { return nil }
        var box = FT_BBox()
        withUnsafeMutablePointer(to: &slot.pointee.outline) { FT_Outline_Get_CBox($0, &box) }
        return box.yMax > 0 ? Int(box.yMax) : nil
    }
}

/// An `FT_Library` owned by this wrapper, for a face that keeps its own: `deinit` calls
/// `FT_Done_FreeType` once the face that holds it is done.
final class FreeTypeLibrary {
    let library: FT_Library

    /// The corresponding C function is `FT_Init_FreeType`.
    init?() {
        var library: FT_Library?
        guard FT_Init_FreeType(&library) == 0, let library else { return nil }
        self.library = library
    }

    deinit {
        FT_Done_FreeType(library)
    }
}
