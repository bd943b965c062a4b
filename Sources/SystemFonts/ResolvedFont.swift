/// The answer to a ``FontRequest``: the face fontconfig chose and whether it is what was asked for.
public struct ResolvedFont: Hashable, Sendable {
    /// The request this answers.
    public let request: FontRequest
    /// The face chosen.
    public let face: FontFace
    /// Whether the face is a substitute: none of its family names is the requested family.
    ///
    /// fontconfig never says "not found"; it always returns its best match. FontScale compares
    /// every family name of the match with the request, ignoring case and blanks, and reports a
    /// substitute here. Generic families (`sans-serif`, …) are never a fallback.
    public let isFallback: Bool

    /// The face's preferred family name.
    public var family: String { face.family }
    /// The face's style name.
    public var styleName: String { face.styleName }
    /// The font file.
    public var filePath: String { face.filePath }
    /// The face index in the file.
    public var faceIndex: Int { face.faceIndex }
    /// Whether the face was registered by the application.
    public var isAppFont: Bool { face.isAppFont }
    /// The small-caps variant: native when the face has `smcp`, else synthesized.
    public var smallCaps: SmallCapsVariant { face.smallCapsVariant }
    /// The face's metrics in points at the requested size.
    public var metrics: ScaledFaceMetrics { face.metrics.scaled(to: request.pointSize) }
}

/// The outcome of registering a fonts directory.
public struct FontRegistration: Hashable, Sendable {
    /// The directory, as an absolute path.
    public let directory: String
    /// The faces registered from it.
    public let faces: [FontFace]
    /// Files that look like fonts but could not be read, with the reason; they are left out.
    public let skipped: [SkippedFontFile]

    /// The distinct family names registered, each face's preferred name.
    public var families: [String] {
        var seen: Set<String> = []
        return faces.map(\.family).filter { seen.insert($0).inserted }
    }

    /// The family with the most faces (ties broken alphabetically), the natural app family.
    public var primaryFamily: String? {
        let counts = Dictionary(faces.map { ($0.family, 1) }, uniquingKeysWith: +)
        return counts.max { lhs, rhs in lhs.value != rhs.value ? lhs.value < rhs.value : lhs.key > rhs.key }?.key
    }
}

/// A font file left out of a registration, and why.
public struct SkippedFontFile: Hashable, Sendable, CustomStringConvertible {
    /// The file's path.
    public let path: String
    /// Why it was left out.
    public let reason: String

    /// "path: reason".
    public var description: String { "\(path): \(reason)" }
}
