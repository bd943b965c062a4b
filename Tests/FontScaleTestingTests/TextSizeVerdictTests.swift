import DynamicType
import FontScaleTesting
import Foundation
import HeadlessUI
import Testing

/// One verdict per defect: what a finding says a text needs, how it prints, how a toolkit's
/// finding of the same defect joins it, and text cut by a container that clips.
@MainActor
@Suite("Text-size audit: one verdict")
struct TextSizeVerdictTests {
    // MARK: What "needs" means

    nonisolated static let oneLineWidths: [Double] = [160, 240]

    @Test(
        "a one-line label too wide for its width needs its text's width on one line and one line's height",
        arguments: oneLineWidths)
    func oneLineNeeds(width: Double) async throws {
        let screen = Screen(width: width)
        let label = screen.styled(
            "Re: the quarterly report, the budget and the offsite", .headline, identifier: "subject", lines: 1)
        screen.stack.addSubview(label)
        let report = await TextSizeAudit(
            checks: [.textClipped], sweep: TextSizeSweep(categories: [.large], boldText: [false])
        )
        .run(on: screen.window)
        let finding = try #require(report.failures(.truncated).first, "\(report)")
        let measured = try #require(finding.measured)
        let available = try #require(finding.available)
        // Its whole line, as UIKit's intrinsic size measures it (rounded up to whole points there).
        #expect(measured.width.rounded(.up) == label.intrinsicContentSize.width)
        #expect(measured.height.rounded(.up) == label.intrinsicContentSize.height)
        #expect(available == CGSize(width: width, height: label.frame.height))
        #expect(measured.height == available.height)
    }

    /// A wrapping label's line limit and the height its container fixes.
    struct Wrapping: CustomTestStringConvertible, Sendable {
        let lines: Int
        let frameHeight: Double?
        var testDescription: String {
            "\(lines == 0 ? "any number of" : "\(lines)") lines, \(frameHeight.map { "\(Int($0)) pt high" } ?? "as high as it needs")"
        }
    }

    nonisolated static let wrapping: [Wrapping] = [
        Wrapping(lines: 2, frameHeight: nil),
        Wrapping(lines: 0, frameHeight: 30),
        Wrapping(lines: 3, frameHeight: 30),
    ]

    @Test(
        "a wrapping label needs all its lines at its width, against its frame's height within its line limit",
        arguments: wrapping)
    func wrappingNeeds(_ wrapping: Wrapping) async throws {
        let screen = Screen(width: 200)
        let text = "Found it in relay 70 of panel F. First actual case of bug being found, and a long note after it."
        let label = screen.styled(text, .body, identifier: "body", lines: wrapping.lines)
        if let height = wrapping.frameHeight {
            let fixed = FixedHeightView(height: height)
            fixed.addSubview(label)
            screen.stack.addSubview(fixed)
        } else {
            screen.stack.addSubview(label)
        }
        let report = await TextSizeAudit(
            checks: [.textClipped], sweep: TextSizeSweep(categories: [.large], boldText: [false])
        )
        .run(on: screen.window)
        let finding = try #require(report.failures.first, "\(report)")
        let measured = try #require(finding.measured)
        let available = try #require(finding.available)
        let oneLine = label.textLayout(forWidth: nil).lineHeight
        label.numberOfLines = 0
        #expect(measured == CGSize(width: 200, height: label.textLayout(forWidth: 200).height))
        let limit = wrapping.lines == 0 ? Double.infinity : Double(wrapping.lines) * oneLine
        #expect(available == CGSize(width: 200, height: min(wrapping.frameHeight ?? .infinity, limit)))
    }

    // MARK: Sizes as people read them

    /// A finding's sizes, and how its line prints them.
    struct Printed: CustomTestStringConvertible, Sendable {
        let pointSize: Double
        let measured: CGSize
        let available: CGSize
        let printed: String
        var testDescription: String { printed }
    }

    nonisolated static let printed: [Printed] = [
        Printed(
            pointSize: 33.65, measured: CGSize(width: 299.4, height: 81.1), available: CGSize(width: 215, height: 40.5),
            printed: "34 pt, needs 299 × 81 pt, has 215 × 41 pt"),
        Printed(
            pointSize: 17, measured: CGSize(width: 219.6, height: 22), available: CGSize(width: 215, height: 22),
            printed: "17 pt, needs 220 × 22 pt, has 215 × 22 pt"),
        // A shortfall rounding would hide: the need up, the room down.
        Printed(
            pointSize: 17, measured: CGSize(width: 215.3, height: 22.2), available: CGSize(width: 215, height: 22),
            printed: "17 pt, needs 216 × 23 pt, has 215 × 22 pt"),
        Printed(
            pointSize: 17, measured: CGSize(width: 215.3, height: 22),
            available: CGSize(width: Double.infinity, height: 22),
            printed: "17 pt, needs 215 × 22 pt, has any × 22 pt"),
    ]

    @Test("a finding prints sizes in whole points, never rounding a shortfall away", arguments: printed)
    func rounding(_ case: Printed) {
        let finding = TextSizeFinding(
            kind: .truncated, path: "Window > Label", text: "x", condition: TextSizeCondition(category: .large),
            textStyle: .body, pointSize: `case`.pointSize, measured: `case`.measured, available: `case`.available,
            reason: "r")
        #expect(finding.description.contains(", \(`case`.printed): r"), "\(finding)")
    }

    // MARK: One finding per defect

    /// When a toolkit's check finds the truncated one-line label, against the headless check's
    /// first size.
    nonisolated static let toolkitTiming: [(ContentSizeCategory?, String?)] = [
        (nil, nil),
        (.accessibilityExtraExtraExtraLarge, "; GTK first found it at accessibilityExtraExtraExtraLarge"),
    ]

    @Test(
        "a toolkit's finding of a defect the headless check found is one finding, the toolkit named",
        arguments: toolkitTiming)
    func toolkitJoinsHeadless(toolkitFirst: ContentSizeCategory?, note: String?) async throws {
        let screen = try Screen.broken()
        let audit = TextSizeAudit(checks: [.textClipped])
        let headless = await audit.run(on: screen.window)
        let truncated = try #require(headless.failures(.truncated).first)
        let first = toolkitFirst ?? truncated.condition.category
        let report = await audit.run(on: screen.window) { condition in
            guard condition.category >= first, !condition.isBoldTextEnabled else { return [] }
            var seen = truncated
            seen.condition = condition
            seen.foundBy = [.toolkit("GTK")]
            seen.reason = "GTK ellipsized it in 1 line(s)"
            return [seen]
        }
        #expect(report.failures.count == headless.failures.count, "\(report)")
        let joined = try #require(report.failures(.truncated).first)
        #expect(joined.foundBy == [.headless, .toolkit("GTK")])
        #expect(joined.condition == truncated.condition)
        #expect(joined.reason == truncated.reason + (note ?? ""))
        #expect(joined.description.hasSuffix("(GTK confirmed it)"))
    }

    // MARK: Clipping by a container

    /// A container of a fixed size holding a wrapping label that grows with the text size.
    enum Container: String, CaseIterable, Sendable {
        /// A plain view with a frame, laying its label out itself, as an app's card does.
        case card
        /// HeadlessUI's stack view with a frame.
        case stack
    }

    nonisolated static let containers = Container.allCases

    /// A 300 × 64 container of `kind` in `screen`'s root view, its label wrapping as it grows.
    func fixedContainer(_ kind: Container, clips: Bool, in screen: Screen) -> (container: View, label: Label) {
        let label = screen.styled(
            "Grace Hopper: the moth, framed, and a note for the logbook", .body, identifier: "summary")
        let container: View
        switch kind {
        case .card:
            container = Card()
            container.addSubview(label)
        case .stack:
            container = HeadlessUI.StackView(arrangedSubviews: [label])
            (container as? HeadlessUI.StackView)?.axis = .vertical
        }
        container.accessibilityIdentifier = "card"
        container.frame = CGRect(x: 0, y: 0, width: 300, height: 64)
        container.clipsToBounds = clips
        screen.root.view.addSubview(container)
        return (container, label)
    }

    @Test(
        "text that grows past a container that clips is reported at the first size it does, naming the container",
        arguments: containers)
    func containerClips(_ kind: Container) async throws {
        let screen = Screen()
        let (container, label) = fixedContainer(kind, clips: true, in: screen)
        let report = await TextSizeAudit(checks: [.textClipped]).run(on: screen.window)
        let finding = try #require(report.failures(.clipped).first, "\(report)")
        #expect(report.failures.count == 1, "\(report)")
        #expect(finding.path.hasSuffix("Label \"summary\""))
        // The container's own path: the label's, less the label.
        let containerPath = finding.path.components(separatedBy: " > ").dropLast().joined(separator: " > ")
        #expect(finding.clippingAncestor == containerPath)
        #expect(containerPath.hasSuffix("\"card\""))
        #expect(finding.reason.contains("\"card\""))
        #expect(finding.available == CGSize(width: 300, height: 64))
        // The first size at which the label's laid-out frame ends below the container's bottom.
        var overflowing: [TextSizeCondition] = []
        await TextSizeSweep.allTextSizes.run(in: screen.application) { condition in
            container.setNeedsLayout()
            container.layoutIfNeeded()
            if label.frame.maxY > 64.5 { overflowing.append(condition) }
        }
        #expect(finding.condition == overflowing.first)
        #expect((finding.measured?.height ?? 0) > 64)
    }

    @Test("text past a container that does not clip is no clipping finding", arguments: containers)
    func containerDoesNotClip(_ kind: Container) async throws {
        let screen = Screen()
        _ = fixedContainer(kind, clips: false, in: screen)
        let report = await TextSizeAudit(checks: [.textClipped]).run(on: screen.window)
        #expect(report.failures(.clipped).isEmpty, "\(report)")
    }
}

/// A fixed-size card that lays its subviews out top to bottom at its width, each as tall as its
/// text needs (the screens' column): past its bottom at large sizes.
typealias Card = StackView
