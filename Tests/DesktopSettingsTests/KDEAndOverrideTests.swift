import DesktopSettings
import DynamicType
import Foundation
import HeadlessUI
import Logging
import SystemFonts
import TestSupport
import Testing

@Suite("KDE, overrides and bad input")
struct KDEAndOverrideTests {
    /// An isolated environment with no bus: GNOME reads its in-memory default (1.0).
    static func environment(desktop: String = "KDE", extra: [String: String] = [:]) throws -> ([String: String], URL) {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "fontscale-kde-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        var environment = [
            "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin", "HOME": directory.path,
            "XDG_CONFIG_HOME": directory.path, "XDG_CURRENT_DESKTOP": desktop, "GSETTINGS_BACKEND": "memory",
        ]
        environment.merge(extra) { $1 }
        return (environment, directory)
    }

    static func writeKDEGlobals(_ text: String, in directory: URL) throws {
        // Write beside and rename, as KConfig does.
        let temporary = directory.appendingPathComponent("kdeglobals.new")
        try Data(text.utf8).write(to: temporary)
        #expect(rename(temporary.path, directory.appendingPathComponent("kdeglobals").path) == 0)
    }

    static func kdeglobals(pointSize: String) -> String {
        "[General]\nColorScheme=BreezeLight\nfont=Noto Sans,\(pointSize),-1,5,400,0,0,0,0,0,0,0,0,0,0,1\n\n[KDE]\nLookAndFeelPackage=org.kde.breeze\n"
    }

    @Test("on KDE the general font size relative to 10 pt decides")
    func kdeFontSize() throws {
        let (environment, directory) = try Self.environment()
        defer { try? FileManager.default.removeItem(at: directory) }
        try Self.writeKDEGlobals(Self.kdeglobals(pointSize: "12.5"), in: directory)
        let size = DesktopTextSizeMonitor(environment: environment).current
        #expect(size.ignoringFonts == DesktopTextSize(category: .extraExtraLarge, textScale: 1.25, source: .kde))
    }

    @Test("rewriting kdeglobals is picked up")
    func kdeRewrite() async throws {
        let (environment, directory) = try Self.environment()
        defer { try? FileManager.default.removeItem(at: directory) }
        try Self.writeKDEGlobals(Self.kdeglobals(pointSize: "10"), in: directory)
        let monitor = DesktopTextSizeMonitor(environment: environment)
        #expect(monitor.current.category == .large)
        monitor.start()
        defer { monitor.stop() }
        try Self.writeKDEGlobals(Self.kdeglobals(pointSize: "20"), in: directory)
        #expect(await eventually { monitor.current.category == .accessibilityLarge })
        #expect(monitor.current.source == .kde)
    }

    @Test("an application follows a monitor nobody keeps, unstarted: follow starts it and holds it")
    @MainActor
    func followHoldsAndStartsTheMonitor() async throws {
        let (environment, directory) = try Self.environment()
        defer { try? FileManager.default.removeItem(at: directory) }
        try Self.writeKDEGlobals(Self.kdeglobals(pointSize: "10"), in: directory)
        let application = Application(notificationCenter: NotificationCenter(), fontEnvironment: FontEnvironment())
        let following = DesktopTextSizeMonitor(environment: environment).follow(application)
        defer { following.cancel() }
        #expect(application.preferredContentSizeCategory == .large)
        try Self.writeKDEGlobals(Self.kdeglobals(pointSize: "20"), in: directory)
        #expect(await eventually { application.preferredContentSizeCategory == .accessibilityLarge })
    }

    @Test("a truncated kdeglobals is ignored with a log line and the next source decides")
    func truncatedKDEGlobals() async throws {
        let (environment, directory) = try Self.environment()
        defer { try? FileManager.default.removeItem(at: directory) }
        try Self.writeKDEGlobals("[General]\nColorScheme=Breeze\nfont=Noto Sa", in: directory)
        let log = LogCapture()
        // GNOME's value comes from gsettings here (an in-memory backend), on the monitor's queue.
        let size = await DesktopTextSizeMonitor(environment: environment, logger: log.logger).settled()
        #expect(size.source == .gnome && size.category == .large)
        #expect(log.lines.contains { $0.contains("kdeglobals") })
    }

    @Test("the environment override beats KDE, and the API override beats both")
    func overrideOrder() async throws {
        let (environment, directory) = try Self.environment(extra: ["FONTSCALE_TEXT_SCALE": "2.0"])
        defer { try? FileManager.default.removeItem(at: directory) }
        try Self.writeKDEGlobals(Self.kdeglobals(pointSize: "12.5"), in: directory)
        let monitor = DesktopTextSizeMonitor(environment: environment)
        _ = await monitor.settled()
        #expect(
            monitor.current.ignoringFonts.ignoringGNOME
                == DesktopTextSize(
                    category: .accessibilityLarge, textScale: 2, source: .textScaleVariable,
                    overruled: [TextSizeReading(source: .kde, textScale: 1.25)]))
        monitor.setOverride(.category(.small))
        #expect(
            monitor.current.ignoringFonts.ignoringGNOME
                == DesktopTextSize(
                    category: .small, textScale: 15.0 / 17.0, source: .api,
                    overruled: [
                        TextSizeReading(source: .textScaleVariable, textScale: 2),
                        TextSizeReading(source: .kde, textScale: 1.25),
                    ]))
        monitor.setOverride(nil)
        #expect(monitor.current.source == .textScaleVariable)
    }

    @Test("an API override change is streamed; setting the same one again is not")
    func overrideStreams() async throws {
        let (environment, directory) = try Self.environment(desktop: "")
        defer { try? FileManager.default.removeItem(at: directory) }
        let monitor = DesktopTextSizeMonitor(environment: environment)
        // GNOME's reading comes from the `gsettings` tool (where there is one), late on a busy
        // machine: arriving after the override, it would change the list of what the override
        // overrules, which is a change of its own.
        _ = await monitor.settled()
        let stream = monitor.changes()
        monitor.setOverride(.textScale(1.25))
        monitor.setOverride(.textScale(1.25))
        monitor.stop()
        var received: [DesktopTextSize] = []
        for await size in stream { received.append(size) }
        #expect(received.map(\.source) == [.api])
        #expect(received.first?.category == .extraExtraLarge)
        #expect(received.first?.textScale == 1.25)
    }

    @Test(
        "bad override values are logged and skipped; out-of-range factors are clamped",
        arguments: [
            (["FONTSCALE_CONTENT_SIZE": "gigantic"], ContentSizeCategory.large, "gnome"),
            (["FONTSCALE_TEXT_SCALE": "lots"], .large, "gnome"),
            (["FONTSCALE_TEXT_SCALE": "nan"], .large, "gnome"),
            (["FONTSCALE_TEXT_SCALE": "9"], .accessibilityExtraExtraExtraLarge, "FONTSCALE_TEXT_SCALE"),
            (["FONTSCALE_CONTENT_SIZE": "UICTContentSizeCategoryXS"], .extraSmall, "FONTSCALE_CONTENT_SIZE"),
        ])
    func badOverrides(variables: [String: String], expected: ContentSizeCategory, source: String) async throws {
        let (environment, directory) = try Self.environment(desktop: "GNOME", extra: variables)
        defer { try? FileManager.default.removeItem(at: directory) }
        let size = await DesktopTextSizeMonitor(environment: environment).settled()
        #expect(size.category == expected)
        #expect(size.source.description == source)
    }

    @Test("without gsettings nothing crashes and the default applies")
    func missingGSettings() throws {
        let (environment, directory) = try Self.environment(desktop: "GNOME", extra: ["PATH": "/nonexistent"])
        defer { try? FileManager.default.removeItem(at: directory) }
        let monitor = DesktopTextSizeMonitor(environment: environment)
        monitor.start()
        defer { monitor.stop() }
        #expect(monitor.current.ignoringFonts == .fallback)
    }

    @Test(
        "XDG_CURRENT_DESKTOP names the desktop family",
        arguments: [
            ("GNOME", DesktopTextSizeResolver.Desktop.gnomeLike), ("ubuntu:GNOME", .gnomeLike),
            ("X-Cinnamon", .gnomeLike),
            ("KDE", .kde), ("sway", .other), ("", .other),
        ])
    func desktopFamily(name: String, expected: DesktopTextSizeResolver.Desktop) {
        let resolver = DesktopTextSizeResolver(
            environment: ["XDG_CURRENT_DESKTOP": name], logger: Logger(label: "test"))
        #expect(resolver.desktop == expected)
    }

    @Test("the named desktop's source comes first, then the other")
    func desktopOrder() {
        let kde = DesktopTextSizeResolver(environment: ["XDG_CURRENT_DESKTOP": "KDE"], logger: Logger(label: "test"))
        #expect(kde.resolve(override: nil, gnome: 2.0, kde: 1.25).source == .kde)
        #expect(kde.resolve(override: nil, gnome: 2.0, kde: nil).source == .gnome)
        let gnome = DesktopTextSizeResolver(
            environment: ["XDG_CURRENT_DESKTOP": "GNOME"], logger: Logger(label: "test"))
        #expect(gnome.resolve(override: nil, gnome: 2.0, kde: 1.25).source == .gnome)
        #expect(gnome.resolve(override: nil, gnome: nil, kde: nil) == .fallback)
    }
}

@MainActor
@Suite("Following Bold Text")
struct FollowBoldTextTests {
    @Test(
        "follow applies FONTSCALE_BOLD_TEXT to the application, and leaves it alone when unset",
        arguments: [
            ("1", true), ("", false),
        ])
    func followAppliesBoldText(value: String, expected: Bool) {
        let monitor = DesktopTextSizeMonitor(environment: ["FONTSCALE_BOLD_TEXT": value, "FONTSCALE_CONTENT_SIZE": "L"])
        let application = Application(notificationCenter: NotificationCenter(), fontEnvironment: FontEnvironment())
        let task = monitor.follow(application)
        task.cancel()
        #expect(application.isBoldTextEnabled == expected)
        #expect(application.fontEnvironment.legibilityWeight == (expected ? .bold : .unspecified))
    }
}
