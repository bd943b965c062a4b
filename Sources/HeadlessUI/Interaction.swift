/// Something a view does in response to the user beyond its own controls, added to it with
/// ``View/addInteraction(_:)``; UIKit's `UIInteraction`.
@MainActor
public protocol Interaction: AnyObject {
    /// The view the interaction is added to, or `nil`.
    var view: View? { get }
    /// Called before the interaction is added to a view (`view`) or removed from one (`nil`).
    func willMove(to view: View?)
    /// Called after the interaction is added to a view (`view`) or removed from one (`nil`).
    func didMove(to view: View?)
}
