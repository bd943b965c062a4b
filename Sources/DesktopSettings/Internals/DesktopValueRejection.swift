/// Why a value a desktop source gave was refused: the reason, worded to follow the value it is
/// about in a log line that names the source (`ignoring kdeglobals [General] font '…': <reason>`).
struct DesktopValueRejection: Error, Hashable, Sendable, CustomStringConvertible, ExpressibleByStringInterpolation {
    /// The reason, such as `its size '1e19' is not a plain decimal number`.
    let reason: String

    init(stringLiteral reason: String) {
        self.reason = reason
    }

    init(_ reason: String) {
        self.reason = reason
    }

    var description: String { reason }
}
