/// A message from the X server that breaks the protocol's rules.
struct XProtocolError: Error, Equatable, CustomStringConvertible {
    /// What was wrong.
    let reason: String

    var description: String { reason }
}
