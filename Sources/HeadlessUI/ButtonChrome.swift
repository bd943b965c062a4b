import Foundation

/// What a toolkit draws around a button's title: its padding and border, and the smallest size
/// it gives a button with a title.
///
/// A button measures itself with its window's chrome (``Window/buttonChrome``), so a
/// ``StackView`` lays it out at the size the toolkit draws it. Headless, a window's buttons have
/// no chrome and are as large as their titles, as UIKit's are with no content insets; a toolkit
/// host gives the window its own button's chrome when it shows the window.
public struct ButtonChrome: Hashable, Sendable {
    /// The distances from the button's edges to its title: padding and border.
    public var insets: EdgeInsets
    /// The smallest size the toolkit draws a button with a title at.
    public var minimumSize: CGSize

    /// A chrome of insets around the title and a smallest size.
    public init(insets: EdgeInsets, minimumSize: CGSize = .zero) {
        self.insets = insets
        self.minimumSize = minimumSize
    }

    /// No chrome: a button is its title's size.
    public static let none = ButtonChrome(insets: EdgeInsets(top: 0, left: 0, bottom: 0, right: 0))

    /// The size of a button whose title is `title` large: the title and the insets, at least the
    /// smallest size.
    public func size(fittingTitle title: CGSize) -> CGSize {
        CGSize(
            width: max(title.width + insets.left + insets.right, minimumSize.width),
            height: max(title.height + insets.top + insets.bottom, minimumSize.height))
    }
}
