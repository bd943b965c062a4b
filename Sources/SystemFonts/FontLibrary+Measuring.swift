import DynamicType
internal import StateLock

extension FontLibrary {
    /// The advance of each piece of text in `face` at its size in points, each glyph rounded to
    /// a whole point; `nil` when the face's file cannot be read. The face is opened once and kept.
    func advances(of pieces: [String], sizes: [Double], features: [String], in face: FontFace) -> [Double]? {
        state.withStateLock { state in
            Self.measuringFace(for: FaceKey(path: face.filePath, index: face.faceIndex), state: &state)?
                .advances(of: pieces, sizes: sizes, features: features)
        }
    }

    /// The face at `key` opened for measuring, opened once and kept; `nil` when it cannot be read.
    ///
    /// Must be called with the lock held (it takes the state `inout`).
    static func measuringFace(for key: FaceKey, state: inout State) -> MeasuringFace? {
        if let cached = state.measuringFaces[key] { return cached }
        guard let opened = MeasuringFace(path: key.path, index: key.index) else { return nil }
        state.measuringFaces[key] = opened
        return opened
    }

    /// The engine this build measures text with.
    public static var textMeasurementEngine: TextMeasurementEngine { MeasuringFace.engine }
}
