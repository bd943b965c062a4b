extension Responder: Hashable {
    /// Whether two nodes are the same object, as `NSObject`'s `==` is for UIKit's views and
    /// controllers, so `viewController == navigationController.topViewController` and
    /// `viewControllers == [inbox, detail]` read as in UIKit.
    nonisolated public static func == (lhs: Responder, rhs: Responder) -> Bool {
        lhs === rhs
    }

    /// Hashes the object's identity, consistently with ``==(_:_:)``.
    nonisolated public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }
}
