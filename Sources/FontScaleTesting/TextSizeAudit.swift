import DynamicType
import Foundation
import HeadlessUI
import SystemFonts

/// Checks a screen at every text size: does its text scale, and does it still fit?
///
/// The audit steps the window's application through a ``TextSizeSweep`` (every category, Bold
/// Text off and on, by default), each change through the notification path, and at each step
/// lays the tree out (`View.layoutSubviews()` top-down, as after a text-size
/// change) and reads every visible text. Its two checks are XCTest's accessibility audits for
/// Dynamic Type:
///
/// - ``Check/dynamicType``: text whose size is the same at every category is a failure, unless
///   it opts out by design: a bar's or a button's text, or text whose subtree limits its
///   category. Those are reported apart, as needing a large-content alternative, unless they
///   have one: a tab bar or a button the tree gives the large content viewer at every
///   accessibility size checked (HeadlessUI's `View.showsLargeContentViewer`).
/// - ``Check/textClipped``: a label whose text no longer fits its width (its own, else its
///   nearest laid-out ancestor's) in its line limit is truncated; one whose lines are taller
///   than its frame, or whose frame extends past an ancestor that clips (HeadlessUI's
///   `View.clipsToBounds`), is clipped. Text is measured headless, with
///   `Font.measure(_:width:maximumLines:lineBreakMode:lineHeight:)`.
///
/// ```swift
/// let report = await TextSizeAudit().run(on: window)
/// for failure in report.failures { print(failure) }   // path, size, style, needs vs has
/// ```
///
/// The window's tree follows its application as the app's does (a window walks its tree after
/// each change by itself): the audit changes the text size, not the fonts.
@MainActor
public struct TextSizeAudit {
    /// One kind of check; named as XCTest's `XCUIAccessibilityAuditType` cases.
    public enum Check: Hashable, Sendable, CaseIterable {
        /// Text scales with the content size category.
        case dynamicType
        /// Text is neither clipped nor truncated.
        case textClipped
    }

    /// The checks to run.
    public var checks: Set<Check>
    /// The text sizes to check at.
    public var sweep: TextSizeSweep

    /// Creates an audit.
    ///
    /// - Parameters:
    ///   - checks: The checks; both by default.
    ///   - sweep: The text sizes; every category with Bold Text off and on by default.
    public init(checks: Set<Check> = Set(Check.allCases), sweep: TextSizeSweep = .allTextSizes) {
        self.checks = checks
        self.sweep = sweep
    }

    /// Audits `window`'s tree at every condition of the sweep, then restores the application's
    /// text size.
    ///
    /// - Parameter window: The window whose tree is audited; its application's text size is
    ///   changed.
    public func run(on window: Window) async -> TextSizeAuditReport {
        await run(on: window) { _ in [] }
    }

    /// Audits `window`'s tree at every condition of the sweep with checks of the caller's (a
    /// toolkit's, from ``toolkitChecks(host:timeout:)``), then restores the application's text
    /// size.
    ///
    /// One finding per defect: a finding of `additionalChecks` for a text the headless checks
    /// already found at fault the same way (same path and kind) joins that finding, its finder
    /// added to ``TextSizeFinding/foundBy`` (and its first text size named when it differs);
    /// the others join the report's failures, the first of each path and kind, as the headless
    /// ones.
    ///
    /// - Parameters:
    ///   - window: The window whose tree is audited; its application's text size is changed.
    ///   - additionalChecks: Called at each condition after the headless checks, for findings of
    ///     its own.
    /// - Throws: What `additionalChecks` throws, after the application's text size is restored.
    public func run<Failure: Error>(
        on window: Window,
        additionalChecks: @MainActor (TextSizeCondition) async throws(Failure) -> [TextSizeFinding]
    ) async throws(Failure) -> TextSizeAuditReport {
        var samples: [(TextSizeCondition, TextSample)] = []
        var extra: [TextSizeFinding] = []
        // The audit's own measurements, for its run: a screen repeats texts, and most styles keep
        // their size across several categories, so most layouts of the run were made before.
        let previousCache = window.textMeasurementCache
        window.textMeasurementCache = TextMeasurementCache()
        defer { window.textMeasurementCache = previousCache }
        try await sweep.run(in: window.application) { condition throws(Failure) in
            Self.layOut(window)
            samples += TextSample.collect(in: window).map { (condition, $0) }
            extra += try await additionalChecks(condition)
        }
        var report = TextSizeAuditReport(
            conditions: sweep.conditions, textCount: Set(samples.map { ObjectIdentifier($0.1.source) }).count,
            failures: [],
            largeContentCandidates: [])
        if checks.contains(.dynamicType) { Self.checkScaling(samples, into: &report) }
        if checks.contains(.textClipped) { Self.checkFit(samples, into: &report) }
        Self.merge(Self.firstOfEach(extra), into: &report.failures)
        return report
    }

    /// Lays out every view top-down, as a layout pass after a text-size change does.
    static func layOut(_ view: View) {
        view.setNeedsLayout()
        view.layoutIfNeeded()
        for subview in view.subviews where !subview.isHidden { layOut(subview) }
    }

    // MARK: Checks

    private static func checkScaling(
        _ samples: [(TextSizeCondition, TextSample)], into report: inout TextSizeAuditReport
    ) {
        for (_, seen) in groups(samples) {
            // Bold Text changes weight, not size: compare sizes among the regular conditions
            // when there are any.
            let regular = seen.filter { !$0.0.isBoldTextEnabled }
            let considered = regular.isEmpty ? seen : regular
            // Distinct categories, not factors: on Apple's ramp two factors of one category are
            // rightly the same size.
            guard Set(considered.map(\.0.category)).count > 1,
                Set(considered.map(\.1.font.pointSize)).count == 1,
                let (condition, sample) = considered.max(by: { $0.0.resolvedTextScale < $1.0.resolvedTextScale })
            else { continue }
            let pinned = Set(considered.map(\.1.effectiveCategory)).count == 1
            let byDesign: String? =
                switch sample.role {
                case .bar: "a bar keeps its text size; offer the large content viewer"
                case .button: "a button keeps its title size; offer the large content viewer"
                case .label, .field, .editor:
                    pinned ? "its subtree's limits keep it at \(sample.effectiveCategory)" : nil
                }
            let reason =
                byDesign
                ?? (!sample.adjustsFont
                    ? "adjustsFontForContentSizeCategory is false"
                    : sample.font.textStyle == nil
                        ? "a fixed font with no text style, such as Font(name:size:) or appFont(ofSize:)"
                        : "its font was not updated: no font walk reached it (does a view above it override recursivelyUpdateFontsForContentSize() without super?)")
            let finding = TextSizeFinding(
                kind: byDesign == nil ? .doesNotScale : .needsLargeContentAlternative,
                path: TextSample.path(of: sample.source),
                text: sample.text, condition: condition, textStyle: sample.font.textStyle,
                pointSize: sample.font.pointSize, reason: reason)
            if byDesign == nil {
                report.failures.append(finding)
            } else if !hasLargeContentViewer(seen) {
                report.largeContentCandidates.append(finding)
            }
        }
    }

    /// Whether a text that keeps its size has the large content viewer where it is needed: at
    /// every accessibility size it was seen at (the viewer applies only there), at least one.
    private static func hasLargeContentViewer(_ seen: [(TextSizeCondition, TextSample)]) -> Bool {
        let accessibility = seen.filter { $0.0.category.isAccessibilityCategory }
        return !accessibility.isEmpty && accessibility.allSatisfy { $0.1.hasLargeContentViewer }
    }

    private static func checkFit(_ samples: [(TextSizeCondition, TextSample)], into report: inout TextSizeAuditReport) {
        /// One defect of a text: its kind, and the ancestor that clips it, if that is the cause.
        struct Defect: Hashable {
            let kind: TextSizeFinding.Kind
            let ancestor: ObjectIdentifier?
        }
        for (_, seen) in groups(samples) {
            var order: [Defect] = []
            var byDefect: [Defect: [(TextSizeCondition, TextSample, TextSample.Misfit)]] = [:]
            for (condition, sample) in seen {
                for misfit in sample.misfits {
                    let defect = Defect(kind: misfit.kind, ancestor: misfit.clippingAncestor.map(ObjectIdentifier.init))
                    if byDefect[defect] == nil { order.append(defect) }
                    byDefect[defect, default: []].append((condition, sample, misfit))
                }
            }
            for defect in order {
                // The first text size it happens at; the others are counted.
                guard let all = byDefect[defect], let (condition, sample, misfit) = all.first else { continue }
                let more = all.count > 1 ? " (and at \(all.count - 1) more text sizes)" : ""
                report.failures.append(
                    TextSizeFinding(
                        kind: misfit.kind, path: TextSample.path(of: sample.source), text: sample.text,
                        condition: condition, textStyle: sample.font.textStyle, pointSize: sample.font.pointSize,
                        measured: misfit.measured, available: misfit.available,
                        clippingAncestor: misfit.clippingAncestor.map(TextSample.path(of:)),
                        reason: misfit.reason + more
                    ))
            }
        }
    }

    /// Adds each of `findings` to `failures`, unless a failure of the same path and kind (not
    /// a clipping ancestor's) is there: then that failure records its finder, and its first text
    /// size when that differs, so one defect is one finding.
    private static func merge(_ findings: [TextSizeFinding], into failures: inout [TextSizeFinding]) {
        for finding in findings {
            guard
                let index = failures.firstIndex(where: {
                    $0.path == finding.path && $0.kind == finding.kind && $0.clippingAncestor == nil
                })
            else {
                failures.append(finding)
                continue
            }
            let added = finding.foundBy.filter { !failures[index].foundBy.contains($0) }
            failures[index].foundBy += added
            if finding.condition != failures[index].condition, let finder = added.first {
                failures[index].reason += "; \(finder) first found it at \(finding.condition)"
            }
        }
    }

    /// The first finding of each path and kind, the later ones counted in its reason, as the
    /// headless checks report them.
    private static func firstOfEach(_ findings: [TextSizeFinding]) -> [TextSizeFinding] {
        struct Key: Hashable {
            let path: String
            let kind: TextSizeFinding.Kind
        }
        var order: [Key] = []
        var byKey: [Key: [TextSizeFinding]] = [:]
        for finding in findings {
            let key = Key(path: finding.path, kind: finding.kind)
            if byKey[key] == nil { order.append(key) }
            byKey[key, default: []].append(finding)
        }
        return order.compactMap { key in
            guard let all = byKey[key], var first = all.first else { return nil }
            if all.count > 1 { first.reason += " (and at \(all.count - 1) more text sizes)" }
            return first
        }
    }

    /// The samples of each view, in the order views were first seen.
    private static func groups(
        _ samples: [(TextSizeCondition, TextSample)]
    ) -> [(ObjectIdentifier, [(TextSizeCondition, TextSample)])] {
        var order: [ObjectIdentifier] = []
        var byView: [ObjectIdentifier: [(TextSizeCondition, TextSample)]] = [:]
        for entry in samples {
            let view = ObjectIdentifier(entry.1.source)
            if byView[view] == nil { order.append(view) }
            byView[view, default: []].append(entry)
        }
        return order.map { ($0, byView[$0] ?? []) }
    }
}
