/// What keeps main-actor work running while a toolkit's loop owns the main thread:
/// FontScaleGTK's `GtkMainActorBridge` and FontScaleQt's `QtMainActorBridge`, so that a script
/// generic over ``ScriptableToolkitHost`` turns either loop the same way.
@MainActor
package protocol MainActorLoopBridge: AnyObject {
    /// How the main queue is watched.
    associatedtype Mode: Hashable, Sendable

    /// How the main queue is watched: `eventDriven`, `polling(milliseconds:)` or `notNeeded`.
    var mode: Mode { get }
    /// Turns the toolkit's loop on the calling thread until `done` returns `true`, checking it
    /// after every event.
    func run(until done: () -> Bool)
}
