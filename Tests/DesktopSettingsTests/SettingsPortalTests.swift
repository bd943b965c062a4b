#if SettingsPortal
@testable import DesktopSettings
import DynamicType
import Foundation
import Logging
import StateLock
import TestSupport
import Testing

/// The Settings portal source against a real `xdg-desktop-portal` with its GTK backend, started by
/// a private session bus under Xvfb.
@Suite("The Settings portal on a real bus", .serialized, .requires(.xvfb, .portal, .portalGTK))
struct SettingsPortalTests {
    /// A bus whose portal can answer, and an environment that looks sandboxed.
    struct Portal {
        let display: VirtualDisplay
        let bus: SessionBus
        var sandboxed: [String: String] { bus.environment.merging(["FLATPAK_ID": "org.example.App"]) { $1 } }

        init() throws {
            display = try VirtualDisplay(kind: .x11)
            bus = try SessionBus(display: display)
        }
    }

    @Test("the portal reads the factor gsettings set")
    func readsFactor() throws {
        let portal = try Portal()
        #expect(try portal.bus.setTextScalingFactor(1.25) == 0)
        let source = SettingsPortalTextScaling(environment: portal.bus.environment, desktop: .gnomeLike)
        #expect(source.read() == .factor(1.25))
    }

    @Test("inside a sandbox the portal decides and is named as the source")
    func sandboxedSourceIsPortal() async throws {
        let portal = try Portal()
        #expect(try portal.bus.setTextScalingFactor(2.0) == 0)
        let monitor = DesktopTextSizeMonitor(environment: portal.sandboxed)
        #expect(
            await monitor.settled().ignoringFonts
                == DesktopTextSize(category: .accessibilityLarge, textScale: 2, source: .portal))
    }

    @Test("inside a sandbox the desktop's interface fonts come through the portal, named as the source")
    func sandboxedFontsFromPortal() async throws {
        let portal = try Portal()
        #expect(try portal.bus.gsettings("set", "org.gnome.desktop.interface", "font-name", "Inter 13") == 0)
        #expect(try portal.bus.gsettings("set", "org.gnome.desktop.interface", "monospace-font-name", "Hack 10") == 0)
        // The sandbox cannot read dconf's files: only the portal can name the fonts.
        var sandboxed = portal.sandboxed
        sandboxed["XDG_CONFIG_HOME"] = "/nonexistent"
        let fonts = await DesktopTextSizeMonitor(environment: sandboxed).settled().fonts
        #expect(fonts.interface == DesktopFont(family: "Inter", pointSize: 13))
        #expect(fonts.monospace == DesktopFont(family: "Hack", pointSize: 10))
        #expect(fonts.source == .portal)
    }

    @Test("inside a sandbox a changed font-name arrives through SettingChanged")
    func sandboxedFontChangeIsLive() async throws {
        let portal = try Portal()
        var sandboxed = portal.sandboxed
        sandboxed["XDG_CONFIG_HOME"] = "/nonexistent"
        let monitor = DesktopTextSizeMonitor(environment: sandboxed)
        _ = await monitor.settled()
        monitor.start()
        defer { monitor.stop() }
        #expect(await eventually { monitor.isWatchingPortal })
        #expect(try portal.bus.gsettings("set", "org.gnome.desktop.interface", "font-name", "Inter 15") == 0)
        #expect(
            await eventually(within: 10) {
                monitor.current.fonts.interface == DesktopFont(family: "Inter", pointSize: 15)
            })
        #expect(monitor.current.fonts.source == .portal)
    }

    @Test("a gsettings change arrives through SettingChanged, once")
    func liveChangeArrivesOnce() async throws {
        let portal = try Portal()
        let monitor = DesktopTextSizeMonitor(environment: portal.sandboxed)
        #expect(await monitor.settled().source == .portal)
        let changes = monitor.changes()
        monitor.start()
        defer { monitor.stop() }
        let received = Counter()
        let reader = Task {
            for await size in changes { received.record("\(size.category) \(size.source)") }
        }
        defer { reader.cancel() }
        // The watch subscribes off the caller's thread; wait until it is in place.
        #expect(await eventually { monitor.isWatchingPortal })
        #expect(try portal.bus.setTextScalingFactor(1.5) == 0)
        #expect(await eventually { !received.values.isEmpty })
        try await Task.sleep(for: .milliseconds(300))  // time for any repeat to arrive
        #expect(received.values == ["accessibilityMedium portal"])
    }

    @Test("a handler called for a portal signal may release the last reference to its monitor")
    func releaseFromPortalHandler() async throws {
        let portal = try Portal()
        let holder = MonitorHolder(DesktopTextSizeMonitor(environment: portal.sandboxed))
        let released = holder.watchRelease()
        // Settled first: the portal's first answer is itself a change (the source becomes the portal).
        #expect(await holder.monitor?.settled().source == .portal)
        let observation = try #require(holder.monitor).observeChanges { _ in holder.monitor = nil }
        defer { observation.cancel() }
        holder.monitor?.start()
        #expect(await eventually { holder.monitor?.isWatchingPortal == true })
        // The handler runs on the watch's own thread, which then releases the monitor there.
        #expect(try portal.bus.setTextScalingFactor(1.5) == 0)
        #expect(await eventually { released() })
    }

    @Test("stopping does not wait for a portal handler under way")
    func stopWhilePortalHandlerRuns() async throws {
        let portal = try Portal()
        let monitor = DesktopTextSizeMonitor(environment: portal.sandboxed)
        _ = await monitor.settled()
        let handler = BlockingHandler()
        let observation = monitor.observeChanges { _ in handler.run() }
        defer { observation.cancel() }
        monitor.start()
        #expect(await eventually { monitor.isWatchingPortal })
        #expect(try portal.bus.setTextScalingFactor(1.5) == 0)
        #expect(handler.waitUntilEntered())
        monitor.stop()
        // Had stop() waited for the watch's thread, the handler would have given up waiting first.
        #expect(handler.isInside)
        handler.release()
    }

    @Test("a bus that accepts but never speaks fails the connect at its deadline")
    func silentBusConnect() throws {
        let socket = try SilentSocket()
        defer { socket.close() }
        #expect {
            try DBusConnection(address: "unix:path=\(socket.path)", timeout: .milliseconds(200))
        } throws: { error in
            "\(error)".contains("did not answer within")
        }
    }

    @Test("a bus whose portal has no Settings interface falls through to the next source")
    func noPortalFallsThrough() async throws {
        let bus = try SessionBus()  // no display: the portal's backend cannot start
        #expect(try bus.setTextScalingFactor(1.25) == 0)
        let monitor = DesktopTextSizeMonitor(
            environment: bus.environment.merging(["FLATPAK_ID": "org.example.App"]) { $1 })
        #expect(
            await monitor.settled().ignoringFonts
                == DesktopTextSize(category: .extraExtraLarge, textScale: 1.25, source: .gnome))
        guard case .unavailable = SettingsPortalTextScaling(environment: bus.environment, desktop: .gnomeLike).read()
        else {
            Issue.record("a portal without a Settings interface gave a value")
            return
        }
    }

    @Test("no session bus at all is unavailable, not a crash")
    func noBus() {
        let source = SettingsPortalTextScaling(environment: [:], desktop: .gnomeLike)
        #expect(source.read() == .unavailable("no session bus (DBUS_SESSION_BUS_ADDRESS is not set)"))
        let unreachable = SettingsPortalTextScaling(
            environment: ["DBUS_SESSION_BUS_ADDRESS": "unix:path=/nonexistent/bus"], desktop: .gnomeLike)
        guard case .unavailable = unreachable.read() else {
            Issue.record("an unreachable bus gave a value")
            return
        }
    }

    @Test("a cancelled watch frees its handler")
    func cancelledWatchFreesHandler() async throws {
        let portal = try Portal()
        final class Canary: Sendable {}
        weak var weakCanary: Canary?
        do {
            let canary = Canary()
            weakCanary = canary
            let connection = try DBusConnection(
                address: try #require(portal.bus.environment["DBUS_SESSION_BUS_ADDRESS"]), timeout: .seconds(5))
            let watch = DBusSignalWatch(
                connection: connection, sender: SettingsPortalTextScaling.busName,
                interface: SettingsPortalTextScaling.interface, member: "SettingChanged",
                path: SettingsPortalTextScaling.objectPath, firstArgument: nil
            ) { _ in withExtendedLifetime(canary) {} }
            #expect(weakCanary != nil)
            watch.cancel()
        }
        // The watch's thread lets go of its closure as it ends, just after `cancel()` returns.
        #expect(await eventually { weakCanary == nil })
    }

    @Test("a malformed SettingChanged changes nothing an app sees; the next real change arrives once")
    func malformedSignalChangesNothing() async throws {
        let portal = try Portal()
        let log = LogCapture()
        let monitor = DesktopTextSizeMonitor(environment: portal.sandboxed, logger: log.logger)
        let before = await monitor.settled()
        #expect(before.source == .portal)
        let received = Counter()
        let observation = monitor.observeChanges { received.record("\($0.category) \($0.source)") }
        defer { observation.cancel() }
        monitor.start()
        defer { monitor.stop() }
        #expect(await eventually { monitor.isWatchingPortal })
        // What the watch does with a signal whose value is a string, and one that is not finite.
        let generation = monitor.state.withStateLock { $0.portalGeneration }
        for value in [DBusVariant(string: "big"), DBusVariant(double: .nan)] {
            monitor.portalChanged(monitor.portalSource.reading(of: value), generation: generation)
        }
        #expect(monitor.current == before)
        #expect(received.values.isEmpty)
        #expect(log.lines.contains { $0.contains("org.gnome.desktop.interface text-scaling-factor") })
        #expect(try portal.bus.setTextScalingFactor(1.5) == 0)
        #expect(await eventually { !received.values.isEmpty })
        try await Task.sleep(for: .milliseconds(300))  // time for any repeat to arrive
        #expect(received.values == ["accessibilityMedium portal"])
    }

    @Test("a value of the wrong type is refused in the words of the desktop whose key it is")
    func wrongTypeWording() {
        let gnome = SettingsPortalTextScaling(environment: [:], desktop: .gnomeLike)
        let kde = SettingsPortalTextScaling(environment: [:], desktop: .kde)
        #expect(
            gnome.reading(of: DBusVariant(string: "big"))
                == .invalid("a value of D-Bus type s, not a number such as 1.25"))
        #expect(
            kde.reading(of: DBusVariant(double: 1.5))
                == .invalid("a value of D-Bus type d, not a font such as 'Noto Sans,10,-1'"))
    }

    @Test("KDE's font value through the portal gives its size over Plasma's default")
    func kdeFontValue() {
        let source = SettingsPortalTextScaling(environment: [:], desktop: .kde)
        #expect(source.namespace == "org.kde.kdeglobals.General" && source.key == "font")
        #expect(source.reading(of: "Noto Sans,15,-1,5,400,0,0,0,0,0,0,0,0,0,0,1") == .factor(1.5))
        guard case .invalid = source.reading(of: "Noto Sans") else {
            Issue.record("a font without a size was accepted")
            return
        }
    }
}
#else
import DesktopSettings
import Testing

@Suite("The Settings portal without the trait")
struct SettingsPortalAbsentTests {
    @Test("a build without the SettingsPortal trait says so")
    func saysSo() {
        #expect(!SettingsPortalTextScaling.isBuilt)
        let reading = SettingsPortalTextScaling(
            environment: ["DBUS_SESSION_BUS_ADDRESS": "unix:path=/x"], desktop: .gnomeLike
        ).read()
        #expect(reading == .unavailable("FontScale was built without the SettingsPortal trait"))
    }
}
#endif
