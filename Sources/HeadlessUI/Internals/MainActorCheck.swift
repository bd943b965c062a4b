import Dispatch
import Foundation

/// Whether the caller is already running on the main actor, so a notification can be handled at
/// once instead of on a later turn.
///
/// `Thread.isMainThread` is not enough: the main actor's executor is the main dispatch queue,
/// which libdispatch's workers drain once an async program's main thread has ended in
/// `dispatch_main()` (on Linux, an async program that links neither toolkit adapter, whose loop
/// keeps the main actor on the main thread). A key set on the main queue identifies it wherever
/// it runs.
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
