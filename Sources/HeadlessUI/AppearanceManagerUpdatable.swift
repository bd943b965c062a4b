/// An object whose fonts follow the content size category: the "Appearance Manager" protocol.
///
/// ``updateFontsForContentSizeChange()`` updates this object's own fonts.
/// ``recursivelyUpdateFontsForContentSize()`` updates its children first, then itself. Views and
/// view controllers conform; subclasses override either method:
///
/// ```swift
/// final class BadgeCell: TableViewCell {
///     var badgeTop = 0.0
///     override func updateFontsForContentSizeChange() {
///         super.updateFontsForContentSizeChange()
///         badgeTop = textLabel.font.capHeight / 2
///     }
/// }
/// ```
///
/// Overriding ``recursivelyUpdateFontsForContentSize()`` without calling `super` opts a subtree
/// out, as ``TabBar`` (nothing), ``NavigationBar`` and ``Button`` (only themselves) do. The
/// defaults recurse, as the pattern's do, so code after a call to `super` runs once the subtree
/// is updated; the walk is tested to ``View/supportedDepth`` levels.
@MainActor
public protocol AppearanceManagerUpdatable: AnyObject {
    /// Updates this object's own fonts for the current content size category.
    func updateFontsForContentSizeChange()
    /// Updates this object's children, then this object.
    func recursivelyUpdateFontsForContentSize()
}
