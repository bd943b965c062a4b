/// What a ``TextSizeAudit`` found over its conditions.
///
/// Check ``passed`` with your test framework, the report as the message:
/// `#expect(report.passed, "\(report)")` in Swift Testing, `XCTAssert(report.passed, "\(report)")`
/// in XCTest. Findings a screen has by design (a two-line preview that truncates) are set aside
/// with ``ignoring(_:)``, as XCTest's audit issue handler does.
public struct TextSizeAuditReport: Hashable, Sendable, CustomStringConvertible {
    /// The conditions the screen was checked at, in order.
    public var conditions: [TextSizeCondition]
    /// How many texts were checked (each once, however many conditions it was seen at).
    public var textCount: Int
    /// The failures: text that does not scale, is clipped or truncated.
    public var failures: [TextSizeFinding]
    /// Text that does not scale by design (bars, buttons, limited subtrees) and has no large
    /// content viewer: each needs a large-content alternative; not failures. A tab bar or button
    /// that shows the viewer at the accessibility sizes is not listed.
    public var largeContentCandidates: [TextSizeFinding]

    /// Failures set aside by ``ignoring(_:)``.
    public var ignored: [TextSizeFinding] = []

    /// Whether nothing failed.
    public var passed: Bool { failures.isEmpty }

    /// The failures of one kind.
    public func failures(_ kind: TextSizeFinding.Kind) -> [TextSizeFinding] {
        failures.filter { $0.kind == kind }
    }

    /// The report with the failures `isExpected` accepts moved to ``ignored``.
    public func ignoring(_ isExpected: (TextSizeFinding) -> Bool) -> TextSizeAuditReport {
        var report = self
        report.failures = failures.filter { !isExpected($0) }
        report.ignored += failures.filter(isExpected)
        return report
    }

    /// A summary line, then one line per failure and per large-content candidate.
    public var description: String {
        var lines = [
            "\(textCount) texts at \(conditions.count) text sizes: \(failures.count) failures, "
                + "\(largeContentCandidates.count) need a large-content alternative, \(ignored.count) ignored"
        ]
        lines += failures.map { "  \($0)" }
        lines += largeContentCandidates.map { "  \($0)" }
        return lines.joined(separator: "\n")
    }
}
