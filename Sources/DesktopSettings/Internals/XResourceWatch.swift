import Dispatch
import Foundation
internal import StateLock
import Synchronization

/// Hears the X resources change: selects `PropertyNotify` on the root window, and on every change
/// of `RESOURCE_MANAGER` (`xrdb -merge`, a settings daemon applying a new DPI) reads it again and
/// calls back with the reading.
///
/// The socket is read on a dispatch queue of the caller's, never the Swift concurrency pool. When
/// the server goes away the watch ends quietly: the monitor keeps the last good value.
final class XResourceWatch: @unchecked Sendable {
    // The connection is only used on `queue` once the source runs; `state` guards cancelling once.
    private let connection: XConnection
    private let source: any DispatchSourceRead
    private let state = Mutex(false)

    /// Connects to `display`, selects the root window's property changes and reads the resources
    /// once (so a change made before the watch is not missed); `nil` with the reason when the
    /// server cannot be reached. The first reading arrives through `onReading` on `queue`.
    static func start(
        display: XDisplayName, environment: [String: String], queue: DispatchQueue,
        onReading: @escaping @Sendable (XResourcesDPI.Reading) -> Void, onEnd: @escaping @Sendable (String) -> Void
    ) -> Result<XResourceWatch, XConnectionError> {
        do throws(XConnectionError) {
            let connection = try XConnection(display: display, environment: environment, timeout: XResourcesDPI.timeout)
            try connection.send(
                XProtocol.selectEvents(window: connection.root, mask: XProtocol.propertyChangeMask)
                    + XProtocol.getProperty(window: connection.root, property: XProtocol.resourceManagerAtom))
            return .success(XResourceWatch(connection: connection, queue: queue, onReading: onReading, onEnd: onEnd))
        } catch {
            return .failure(error)
        }
    }

    private init(
        connection: XConnection, queue: DispatchQueue, onReading: @escaping @Sendable (XResourcesDPI.Reading) -> Void,
        onEnd: @escaping @Sendable (String) -> Void
    ) {
        self.connection = connection
        let source = DispatchSource.makeReadSource(fileDescriptor: connection.descriptor, queue: queue)
        self.source = source
        source.setEventHandler { [weak self, connection] in
            do throws(XConnectionError) {
                for message in try connection.availableMessages() {
                    switch message {
                    case .propertyNotify(let atom) where atom == XProtocol.resourceManagerAtom:
                        try connection.send(
                            XProtocol.getProperty(window: connection.root, property: XProtocol.resourceManagerAtom))
                    case .reply(_, let bytes):
                        onReading(XResourcesDPI.reading(ofProperty: XProtocol.propertyString(reply: bytes)))
                    case .propertyNotify, .otherEvent, .error:
                        continue
                    }
                }
            } catch {
                onEnd(error.reason)
                self?.cancel()
            }
        }
        source.setCancelHandler { [connection] in connection.closeSocket() }
        source.resume()
    }

    /// Stops watching; the socket is closed once the queue has finished with it.
    func cancel() {
        let first = state.withStateLock { isCancelled in
            defer { isCancelled = true }
            return !isCancelled
        }
        if first { source.cancel() }
    }

    deinit { cancel() }
}
