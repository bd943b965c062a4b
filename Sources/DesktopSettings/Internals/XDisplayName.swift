/// The X display a `DISPLAY` value names, and the cookie `.Xauthority` holds for it.
///
/// Only local displays are read (`:0`, `:1.0`, `unix:0`): the X resources are a local
/// session's setting, and a forwarded display (`localhost:10`) is another machine's.
struct XDisplayName: Equatable {
    /// The display number, `0` in `:0.1`.
    let number: Int

    /// Parses a `DISPLAY` value; `nil` for a remote or malformed one.
    init?(_ text: String) {
        var rest = Substring(text)
        if rest.hasPrefix("unix:") { rest = rest.dropFirst(4) }
        guard rest.hasPrefix(":") else { return nil }
        let digits = rest.dropFirst().prefix { $0 != "." }
        guard !digits.isEmpty, digits.count <= 6, digits.allSatisfy({ $0.isASCII && $0.isNumber }),
            let number = Int(digits)
        else { return nil }
        let screen = rest.dropFirst(1 + digits.count)
        guard screen.isEmpty || (screen.dropFirst().allSatisfy { $0.isASCII && $0.isNumber } && screen.count <= 7)
        else { return nil }
        self.number = number
    }

    /// The server's socket: Linux's abstract name, then the file in `/tmp/.X11-unix`.
    var socketPaths: [String] { ["\0/tmp/.X11-unix/X\(number)", "/tmp/.X11-unix/X\(number)"] }
}
