import DynamicType
import FontScaleGTK
import FontScaleTesting
import Foundation
import HeadlessUI
import SystemFonts
import Testing

/// FontScaleTesting's examples, run on a screen of their own; the toolkit one compiles in builds
/// with the GTK trait and runs in the harnesses' windows (`--audit` of fontscale-gtk-harness and
/// fontscale-qt-harness).
@MainActor
@Suite("FontScaleTesting examples")
struct TestingExamples {
    let application = Application(notificationCenter: NotificationCenter(), fontEnvironment: FontEnvironment())
    let window: Window
    let root = ViewController()
    let title: Label
    let manager: AppearanceManager

    init() {
        window = Window(application: application)
        window.frame = CGRect(x: 0, y: 0, width: 360, height: 640)
        title = Label(text: "Inbox", font: .appFont(for: .largeTitle, in: application.fontEnvironment))
        root.view.addSubview(title)
        window.rootViewController = root
        manager = AppearanceManager(rootViewController: root, application: application)
    }

    @Test("TextSizeSweep: the title's size at each category visited")
    func sweep() async {
        let title = title
        let output = await ExampleOutput.capture {
            // example begin
            let sweep = TextSizeSweep(categories: [.extraSmall, .large, .accessibilityExtraExtraExtraLarge])
            await sweep.run(in: application) { condition in
                print(condition, title.font.pointSize)
            }
            // example end
        }
        let categories: [ContentSizeCategory] = [.extraSmall, .large, .accessibilityExtraExtraExtraLarge]
        let sizes: [Double] = categories.map {
            TextStyle.largeTitle.attributes(at: $0, in: application.typeRamp).pointSize
        }
        let printed: [Double] = output.compactMap { line in line.split(separator: " ").last.flatMap { Double($0) } }
        #expect(printed == sizes + sizes)
        #expect(output[3].hasPrefix("extraSmall, Bold Text "))
    }

    @Test("TextSizeSweep: the title's size at each factor a desktop offers, on the desktop's ramp")
    func factorSweep() async {
        let title = title
        application.followsDesktopRamp = true
        let output = await ExampleOutput.capture {
            // example begin
            let sweep = TextSizeSweep(textScales: [1, 1.25, 1.5, 1.75, 2], boldText: [false])
            await sweep.run(in: application) { condition in
                print(condition.resolvedTextScale, title.font.pointSize)
            }
            // example end
        }
        let factors = [1, 1.25, 1.5, 1.75, 2]
        let sizes = factors.map { application.typeRamp.entry(for: .largeTitle, atTextScale: $0).pointSize }
        let printed = output.map { line in line.split(separator: " ").compactMap { Double($0) } }
        #expect(printed.map(\.[0]) == factors)
        #expect(zip(printed.map(\.[1]), sizes).allSatisfy { abs($0 - $1) < 1e-9 }, "\(printed) against \(sizes)")
        #expect(application.preferredTextScale == 1 && application.typeRamp == .desktop(interfaceFontPointSize: 11))
    }

    @Test("TextSizeAudit: a screen with one styled title has nothing to report")
    func audit() async {
        let window = window
        let output = await ExampleOutput.capture {
            // example begin
            let report = await TextSizeAudit().run(on: window)
            for failure in report.failures { print(failure) }  // path, size, style, needs vs has
            // example end
        }
        #expect(output.isEmpty)
    }

    #if GTK
    /// Compiled only: it needs a display, which FontScaleGTKTests' in-process GTK has (its
    /// `ToolkitChecksInTestsTests` runs the article's same audit); the harnesses' `--audit` runs it
    /// with a GtkHost and a QtHost.
    func toolkitAudit(window: Window) async throws {
        // example begin
        let host = try GtkHost(window: window)  // or a QtHost: any PaintedToolkitHost
        try host.presentWindow(title: "Inbox")
        let report = try await TextSizeAudit().run(
            on: window, additionalChecks: TextSizeAudit.toolkitChecks(host: host))
        // example end
        _ = report
    }

    #endif
}

/// The article "Testing at every text size", its blocks in order.
@MainActor
@Suite("Testing at every text size (article)")
struct TestingArticleExamples {
    @Test("the article's screen passes, its expected findings set aside, and its sweep prints each size")
    func article() async {
        // example begin
        let application = Application(notificationCenter: NotificationCenter(), fontEnvironment: FontEnvironment())
        let window = Window(application: application)
        window.frame = CGRect(x: 0, y: 0, width: 360, height: 640)
        let inbox = ViewController()
        let subject = Label(
            text: "Re: the quarterly report", font: .appFont(for: .headline, in: application.fontEnvironment))
        subject.numberOfLines = 0  // wraps at large sizes, where one line would end in an ellipsis
        inbox.view.addSubview(subject)
        window.rootViewController = inbox
        // example end
        // example begin
        let report = await TextSizeAudit().run(on: window)
        #expect(report.passed, "\(report)")
        // example end
        // example begin
        let expected = report.ignoring { $0.kind == .truncated && $0.path.hasSuffix("Label \"preview\"") }
        #expect(expected.passed, "\(expected)")
        // example end
        let output = await ExampleOutput.capture {
            // example begin
            await TextSizeSweep(categories: [.large, .accessibilityExtraExtraExtraLarge]).run(in: application) {
                condition in
                print(condition, subject.font.pointSize, subject.intrinsicContentSize)
            }
            // example end
        }
        #expect(output.count == 4)
        #expect(output.first?.hasPrefix("large 17.0 ") == true)
        // With one line, as UIKit's default, the subject is truncated at large sizes.
        subject.numberOfLines = 1
        let truncated = await TextSizeAudit(checks: [.textClipped]).run(on: window)
        #expect(truncated.failures.map(\.kind) == [.truncated])
        print(truncated)
    }
}
