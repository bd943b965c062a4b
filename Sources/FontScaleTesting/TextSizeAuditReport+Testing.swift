import Testing

extension TextSizeAuditReport {
    /// Records each failure as a Swift Testing issue at the caller's location; the large-content
    /// candidates are not failures and are not recorded.
    ///
    /// From XCTest, assert on ``passed`` with the report's ``description`` as the message.
    public func recordFailures(sourceLocation: SourceLocation = #_sourceLocation) {
        for failure in failures {
            Issue.record(Comment(rawValue: failure.description), sourceLocation: sourceLocation)
        }
    }
}
