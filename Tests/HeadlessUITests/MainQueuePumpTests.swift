import HeadlessUI
import Testing

/// The one drain of the main queue that GTK's and Qt's bridges run from their loops, and its
/// guard against re-entry.
@Suite("The main-queue pump", .serialized)
@MainActor
struct MainQueuePumpTests {
    @Test("a drain that triggers a nested drain does not recurse")
    func nestedDrainDoesNotRecurse() {
        var drains = 0
        MainQueuePump.run {
            drains += 1
            // A job that turns the toolkit's loop, whose main-queue source fires again.
            MainQueuePump.run { drains += 1 }
        }
        #expect(drains == 1)
    }

    @Test("the pump drains again once the drain before has returned")
    func drainsAgainAfterReturning() {
        var drains = 0
        MainQueuePump.run { drains += 1 }
        MainQueuePump.run { drains += 1 }
        #expect(drains == 2)
        #expect(!MainQueuePump.isDraining)
    }
}
