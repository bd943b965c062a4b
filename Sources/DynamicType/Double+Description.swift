extension Double {
    /// The number as people write a size: `17` for a whole number, `17.5` otherwise.
    ///
    /// Never traps: a number past the range where `Int` is exact (a desktop can name a size of
    /// `1e19`), infinity and NaN keep Swift's own spelling instead of going through `Int(_:)`.
    package var compactDescription: String {
        guard isFinite, self == rounded(), abs(self) < Self.exactIntegerLimit else { return description }
        return String(Int(self))
    }

    /// The number rounded to hundredths as people read a measurement: `14.67`, `17`; as
    /// ``compactDescription`` past the range where hundredths mean anything.
    package var hundredthsDescription: String {
        guard isFinite, abs(self) < Self.exactIntegerLimit / 100 else { return compactDescription }
        return ((self * 100).rounded() / 100).compactDescription
    }

    /// 2⁵³: below it every whole `Double` is an exact `Int`, and every `Int` conversion is safe.
    private static let exactIntegerLimit = 9_007_199_254_740_992.0
}
