import Foundation
import TestSupport
import Testing

/// The display servers and buses tests start end with their fixture, helpers and activated
/// services included: none is left running after a test, passed or failed.
@Suite("Test fixtures leave nothing running")
struct FixtureLifetimeTests {
    @Test("a released display server is gone, with its process group", .requires(.xvfb, .weston))
    func displayServerEnds() throws {
        for kind in [VirtualDisplay.Kind.x11, .wayland] {
            var display: VirtualDisplay? = try VirtualDisplay(kind: kind)
            let server = try #require(display?.processIdentifier)
            let group = getpgid(server)
            #expect(group > 0 && group != getpgrp())
            display = nil
            #expect(ProcessList.waitUntilGone([server], within: 2).isEmpty)
            #expect(ProcessList.waitFor(within: 2) { !Self.groupRuns(group) })
        }
    }

    @Test("a released session bus is gone, with the services it started", .requires(.dconf))
    func sessionBusEnds() throws {
        var bus: SessionBus? = try SessionBus()
        // A write activates dconf-service on the bus.
        #expect(try bus?.setTextScalingFactor(1.25) == 0)
        let marker = "XDG_CONFIG_HOME=" + (bus?.environment["XDG_CONFIG_HOME"] ?? "")
        let started = ProcessList.carrying(marker)
        #expect(started.count >= 2)
        bus = nil
        #expect(ProcessList.waitUntilGone(started, within: 2).isEmpty)
    }

    /// Whether any process still runs (not a zombie) in process group `group`.
    static func groupRuns(_ group: pid_t) -> Bool {
        ProcessList.all.contains { pid in
            getpgid(pid) == group && ProcessList.status(of: pid).map { $0.state != "Z" } ?? false
        }
    }
}
