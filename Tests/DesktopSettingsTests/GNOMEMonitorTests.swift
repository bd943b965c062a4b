import DesktopSettings
import DynamicType
import Foundation
import HeadlessUI
import Logging
import SystemFonts
import TestSupport
import Testing

@MainActor
@Suite("Following GNOME over a real session bus")
struct GNOMEMonitorTests {
    static let fontsDirectory = Repository.fontsDirectory

    @Test("setting text-scaling-factor posts one notification and updates the tree; the same value posts nothing")
    func gnomeChangeUpdatesTree() async throws {
        let bus = try SessionBus()
        let monitor = DesktopTextSizeMonitor(environment: bus.environment)
        #expect(monitor.current.ignoringFonts == DesktopTextSize(category: .large, textScale: 1, source: .gnome))
        monitor.start()
        defer { monitor.stop() }

        let environment = FontEnvironment()
        try environment.loadAppFonts(from: Self.fontsDirectory, family: "Scale Sans")
        let center = NotificationCenter()
        let application = Application(notificationCenter: center, fontEnvironment: environment)
        let window = Window(application: application)
        let root = ViewController()
        let label = Label(font: Font.appFont(for: .body, in: environment))
        root.view.addSubview(label)
        window.rootViewController = root
        let manager = AppearanceManager(rootViewController: root)
        let posted = Counter()
        let token = center.addObserver(forName: ContentSizeCategory.didChangeNotification, object: nil, queue: nil) {
            notification in
            posted.record(
                (notification.userInfo?[ContentSizeCategory.newValueUserInfoKey] as? ContentSizeCategory)?.rawValue
                    ?? "?")
        }
        defer { center.removeObserver(token) }
        let following = monitor.follow(application)
        defer { following.cancel() }
        #expect(monitor.isWatchingFiles)
        // Following applies the desktop's fonts (GNOME's font-name) once: one walk of its own.
        #expect(application.desktopFonts.source == .gnome)
        let walksBefore = manager.updateCount

        let start = Date()
        #expect(try bus.setTextScalingFactor(1.25) == 0)
        #expect(await eventually { label.font.pointSize == 21 })
        let delay = Date().timeIntervalSince(start)
        print("measured: gsettings set 1.25 -> tree updated in \(Int(delay * 1000)) ms")
        #expect(posted.values == [ContentSizeCategory.extraExtraLarge.rawValue])
        #expect(manager.updateCount == walksBefore + 1)
        #expect(
            monitor.current.ignoringFonts
                == DesktopTextSize(category: .extraExtraLarge, textScale: 1.25, source: .gnome))

        #expect(try bus.setTextScalingFactor(1.25) == 0)
        try await Task.sleep(for: .milliseconds(400))
        #expect(posted.values.count == 1)
        #expect(manager.updateCount == walksBefore + 1)
    }

    @Test("an out-of-range write is rejected by GNOME and changes nothing")
    func outOfRangeRejected() async throws {
        let bus = try SessionBus()
        let monitor = DesktopTextSizeMonitor(environment: bus.environment)
        monitor.start()
        defer { monitor.stop() }
        #expect(monitor.isWatchingFiles)
        let changes = Counter()
        let stream = monitor.changes()
        let watcher = Task { for await size in stream { changes.record(size.description) } }
        defer { watcher.cancel() }
        #expect(try bus.setTextScalingFactor(3.5) != 0)
        try await Task.sleep(for: .milliseconds(400))
        #expect(changes.values.isEmpty)
        #expect(monitor.current.textScale == 1)
    }

    @Test("start and stop racing from two threads leave no watch, and a restarted monitor still follows")
    func startStopStorm() async throws {
        let bus = try SessionBus()
        let monitor = DesktopTextSizeMonitor(environment: bus.environment)
        let before = Self.openInotifyDescriptors()
        DispatchQueue.concurrentPerform(iterations: 2) { thread in
            for _ in 0..<200 { thread == 0 ? monitor.start() : monitor.stop() }
        }
        monitor.stop()
        #expect(!monitor.isWatchingFiles)
        // Each leaked start would hold a descriptor; other tests running meanwhile hold a few.
        #expect(await eventually { Self.openInotifyDescriptors() - before < 20 })
        monitor.start()
        defer { monitor.stop() }
        #expect(try bus.setTextScalingFactor(2.0) == 0)
        #expect(await eventually { monitor.current.category == .accessibilityLarge })
    }

    @Test("the monitor starts no process")
    func noChildProcess() async throws {
        let bus = try SessionBus()
        let before = Set(Self.children(carrying: bus))  // the bus's own dbus-run-session
        let monitor = DesktopTextSizeMonitor(environment: bus.environment)
        monitor.start()
        defer { monitor.stop() }
        #expect(try bus.setTextScalingFactor(1.5) == 0)
        #expect(await eventually { monitor.current.category == .accessibilityMedium })
        #expect(Set(Self.children(carrying: bus)).subtracting(before).isEmpty)
    }

    /// This process's children started with the bus's environment (a sanitizer's own helpers,
    /// which this process may start too, are not).
    static func children(carrying bus: SessionBus) -> [Int32] {
        let carrying = Set(ProcessList.carrying("XDG_CONFIG_HOME=" + (bus.environment["XDG_CONFIG_HOME"] ?? "")))
        return ProcessList.children(of: getpid()).filter(carrying.contains)
    }

    /// How many inotify descriptors this process holds open.
    static func openInotifyDescriptors() -> Int {
        let descriptors = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd")) ?? []
        return descriptors.filter { descriptor in
            (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/fd/\(descriptor)"))
                == "anon_inode:inotify"
        }.count
    }

    @Test("the environment override beats GNOME")
    func overrideBeatsGNOME() throws {
        let bus = try SessionBus()
        #expect(try bus.setTextScalingFactor(1.5) == 0)
        var environment = bus.environment
        environment["FONTSCALE_CONTENT_SIZE"] = "AX3"
        let monitor = DesktopTextSizeMonitor(environment: environment)
        #expect(monitor.current.category == .accessibilityExtraLarge)
        #expect(monitor.current.source == .contentSizeVariable)
        #expect(DesktopTextSizeMonitor(environment: bus.environment).current.category == .accessibilityMedium)
    }
}

/// Thread-safe list of recorded values.
final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [String] = []
    var values: [String] { lock.withLock { stored } }
    func record(_ value: String) { lock.withLock { stored.append(value) } }
}
