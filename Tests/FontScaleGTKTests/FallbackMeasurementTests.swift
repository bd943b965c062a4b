#if GTK
import DynamicType
import Foundation
import HeadlessUI
import SystemFonts
import TestSupport
import Testing

@testable import FontScaleGTK

/// Text the app font lacks, measured headless and by Pango in a GTK window in this process: both
/// draw each character the font has no glyph for in the face fontconfig falls back to.
@MainActor
@Suite(
    "Text outside the app font in a GTK window", .enabled(if: isGTKBuilt, "built without the GTK trait"),
    .requires(.testDisplay, .notoCJK, .notoColorEmoji), .serialized)
struct FallbackMeasurementTests {
    /// Emoji, Chinese and Japanese, Arabic (which Noto Sans lacks and DejaVu Sans has), and all
    /// of them among Latin words.
    nonisolated static let texts = [
        "Smile 😀 please 🎉",
        "中文字体测试",
        "東京の天気は晴れ",
        "مرحبا بالعالم",
        "Hi 👋 你好 world 🎉 مرحبا",
    ]

    @Test("FontScale measures text the app font lacks within a pixel of Pango", arguments: texts)
    func agreesWithPango(text: String) throws {
        try InProcessGTK.start()
        let environment = FontEnvironment()
        try environment.loadAppFonts(from: Repository.appFontsDirectory, family: "Noto Sans")
        let application = Application(notificationCenter: NotificationCenter(), fontEnvironment: environment)
        application.preferredContentSizeCategory = .large
        let window = Window(application: application)
        let screen = ViewController()
        let label = Label(text: text, font: .appFont(for: .body, in: environment))
        screen.view.addSubview(label)
        window.rootViewController = screen
        let host = try GtkHost(window: window)
        defer { host.close() }
        try host.presentWindow(title: "Fallback", width: 1_000, height: 200)
        try host.widget.waitForPaint()

        let shown = try #require(host.textLayout(of: label))
        let measured = label.textLayout(forWidth: nil)
        #expect(!shown.isEllipsized)
        #expect(shown.lineCount == 1)
        #expect(!measured.fallbackFaces.isEmpty, "no fallback face for \(text)")
        #expect(
            abs(measured.width - Double(shown.width)) <= 1,
            "\(text): FontScale \(measured.width), Pango \(shown.width), fallbacks \(measured.fallbackFaces.map(\.family))"
        )
    }
}
#endif
