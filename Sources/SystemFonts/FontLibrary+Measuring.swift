import DynamicType

extension FontLibrary {
    /// The advance of each piece of text in `face` at its size in points, each glyph rounded to
    /// a whole point; `nil` when the face's file cannot be read. The face is opened once and kept.
    func advances(of pieces: [String], sizes: [Double], features: [String], in face: FontFace) -> [Double]? {
        state.withStateLock { state in
            let key = FaceKey(path: face.filePath, index: face.faceIndex)
            let measuring: MeasuringFace
            if let cached = state.measuringFaces[key] {
                measuring = cached
            } else {
                guard let opened = MeasuringFace(path: face.filePath, index: face.faceIndex) else { return nil }
                state.measuringFaces[key] = opened
                measuring = opened
            }
            return measuring.advances(of: pieces, sizes: sizes, features: features)
        }
    }

    /// The engine this build measures text with.
    public static var textMeasurementEngine: TextMeasurementEngine { MeasuringFace.engine }
}
