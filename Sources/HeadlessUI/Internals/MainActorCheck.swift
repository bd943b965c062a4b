import Dispatch
import Foundation

/// Whether the caller is already running on the main actor, so a notification can be handled at
/// once instead of on a later turn.
///
/// `Thread.isMainThread` is not enough: the main actor's executor is the main dispatch queue,
/// which some hosts (Swift Testing on Linux among them) drain from another thread. A key set on
/// the main queue identifies it wherever it runs.
func isRunningOnMainActor() -> Bool {
    Thread.isMainThread || DispatchQueue.getSpecific(key: MainQueueMarker.key) == true
}

enum MainQueueMarker {
    static let key: DispatchSpecificKey<Bool> = {
        let key = DispatchSpecificKey<Bool>()
        DispatchQueue.main.setSpecific(key: key, value: true)
        return key
    }()
}
