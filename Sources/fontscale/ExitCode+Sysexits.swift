import ArgumentParser

extension ExitCode {
    /// Bad input on the command line (sysexits' `EX_USAGE`, 64): what swift-argument-parser's
    /// `ValidationError` exits with.
    static let usage = ExitCode.validationFailure
    /// A fonts directory that is missing or cannot be read (sysexits' `EX_NOINPUT`, 66).
    static let noInput = ExitCode(66)
    /// fontconfig cannot resolve anything (sysexits' `EX_UNAVAILABLE`, 69).
    static let unavailable = ExitCode(69)
}
