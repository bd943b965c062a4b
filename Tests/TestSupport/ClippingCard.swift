import Foundation
import HeadlessUI

/// The clipping tests' screen for every toolkit: a fixed-size card that clips, holding a wrapping
/// label far too long for it, above a label "Below" in a leading-aligned column.
@MainActor
public struct ClippingCard {
    /// The card, 120 × 24 points, clipping to its bounds.
    public let card = View(frame: CGRect(x: 0, y: 0, width: 120, height: 24))
    /// The card's text, which needs more than the card's height at its width.
    public let text = Label(text: "A message far too long for its card")
    /// The label after the card.
    public let below = Label(text: "Below")
    /// The column of the card and the label below it.
    public let column: StackView

    /// The screen.
    public init() {
        card.clipsToBounds = true
        text.numberOfLines = 0
        card.addSubview(text)
        column = StackView(arrangedSubviews: [card, below])
        column.axis = .vertical
        column.alignment = .leading
    }
}
