/// What the large content viewer shows for an item that cannot grow with the text size (a tab, a
/// bar button, a button that opts out of Dynamic Type); UIKit's `UILargeContentViewerItem`.
///
/// ``View`` conforms: its properties are UIKit's, with UIKit's defaults for the kinds that have
/// them. The viewer takes effect where the item's view, or a view above it, has a
/// ``LargeContentViewerInteraction`` (bars and buttons have one built in), and only at an
/// accessibility text size: there a toolkit shows ``largeContentTitle`` large in a popup while the
/// item is pressed and held, and activates the item when the press ends on it.
@MainActor
public protocol LargeContentViewerItem: AnyObject {
    /// Whether the item shows the large content viewer; UIKit's `showsLargeContentViewer`.
    var showsLargeContentViewer: Bool { get }
    /// The title the viewer shows; UIKit's `largeContentTitle`.
    var largeContentTitle: String? { get }
    /// The image the viewer shows; UIKit's `largeContentImage`.
    var largeContentImage: Image? { get }
    /// Whether the viewer scales the image up; UIKit's `scalesLargeContentImage`.
    var scalesLargeContentImage: Bool { get }
    /// Insets that centre the image in the viewer; UIKit's `largeContentImageInsets`.
    var largeContentImageInsets: EdgeInsets { get }
}
