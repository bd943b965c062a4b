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
///         badgeTop = (textLabel.font.metrics?.capHeight ?? 0) / 2
///     }
/// }
/// ```
///
/// Overriding ``recursivelyUpdateFontsForContentSize()`` without calling `super` opts a subtree
/// out, as ``TabBar`` (nothing), ``NavigationBar`` and ``Button`` (only themselves) do.
@MainActor
public protocol AppearanceManagerUpdatable: AnyObject {
    /// Updates this object's own fonts for the current content size category.
    func updateFontsForContentSizeChange()
    /// Updates this object's children, then this object.
    func recursivelyUpdateFontsForContentSize()
}
