/// Why the X resources could not be read.
struct XConnectionError: Error, CustomStringConvertible {
    /// What went wrong.
    let reason: String

    init(_ reason: String) {
        self.reason = reason
    }

    var description: String { reason }
}
