import DynamicType
import HeadlessUI
import Testing

@MainActor
@Suite("Traits and limits")
struct TraitTests {
    @Test("the preferred category is inherited down the tree")
    func inherited() {
        let root = View()
        let child = View()
        let grandchild = Label()
        root.addSubview(child)
        child.addSubview(grandchild)
        root.traitOverrides.preferredContentSizeCategory = .extraExtraLarge
        #expect(grandchild.traitCollection.preferredContentSizeCategory == .extraExtraLarge)
        #expect(grandchild.effectiveContentSizeCategory == .extraExtraLarge)
    }

    @Test(
        "SwiftUI ranges on a subtree: an outer range limits an inner value",
        arguments: [
            (ContentSizeCategory.accessibilityExtraExtraExtraLarge, ContentSizeCategory.extraExtraExtraLarge),
            (.extraSmall, .extraExtraExtraLarge),
        ])
    func swiftUIRanges(preferred: ContentSizeCategory, expected: ContentSizeCategory) {
        let root = View()
        let child = View()
        let label = Label()
        root.addSubview(child)
        child.addSubview(label)
        root.traitOverrides.preferredContentSizeCategory = preferred
        root.contentSizeCategoryLimits = ContentSizeCategoryLimits(...DynamicTypeSize.xxxLarge)
        child.contentSizeCategoryLimits = ContentSizeCategoryLimits(DynamicTypeSize.accessibility4)
        #expect(label.effectiveContentSizeCategory == expected)
    }

    @Test("the legibility weight is inherited and overridden like the category")
    func legibilityWeightInherited() {
        let root = View()
        let child = View()
        let label = Label()
        root.addSubview(child)
        child.addSubview(label)
        #expect(label.traitCollection.legibilityWeight == .unspecified)
        root.traitOverrides.legibilityWeight = .bold
        #expect(label.traitCollection.legibilityWeight == .bold)
        child.traitOverrides.legibilityWeight = .regular
        #expect(label.traitCollection.legibilityWeight == .regular)
        #expect(TraitCollection(legibilityWeight: .bold).isContained(in: root.traitCollection))
        #expect(!TraitCollection(legibilityWeight: .bold).isContained(in: label.traitCollection))
    }

    @Test("with nothing set a view sizes for large")
    func defaultIsLarge() {
        #expect(View().effectiveContentSizeCategory == .large)
    }

    @Test("a child override wins over the parent's")
    func childOverride() {
        let root = View()
        let child = View()
        root.addSubview(child)
        root.traitOverrides.preferredContentSizeCategory = .small
        child.traitOverrides.preferredContentSizeCategory = .accessibilityMedium
        #expect(child.effectiveContentSizeCategory == .accessibilityMedium)
    }

    @Test("limits apply to the whole subtree and nest")
    func limitsNest() {
        let root = View()
        let outer = View()
        let inner = View()
        let leaf = View()
        root.addSubview(outer)
        outer.addSubview(inner)
        inner.addSubview(leaf)
        root.traitOverrides.preferredContentSizeCategory = .accessibilityExtraExtraExtraLarge
        outer.contentSizeCategoryLimits.maximum = .accessibilityMedium
        inner.contentSizeCategoryLimits.maximum = .accessibilityLarge
        #expect(leaf.effectiveContentSizeCategory == .accessibilityMedium)
        root.traitOverrides.preferredContentSizeCategory = .extraSmall
        inner.contentSizeCategoryLimits.minimum = .medium
        #expect(leaf.effectiveContentSizeCategory == .medium)
    }

    @Test("when the minimum is above the maximum only the maximum applies")
    func minimumAboveMaximum() {
        let root = View()
        let limited = View()
        root.addSubview(limited)
        limited.contentSizeCategoryLimits = ContentSizeCategoryLimits(minimum: .accessibilityLarge, maximum: .large)
        root.traitOverrides.preferredContentSizeCategory = .extraSmall
        #expect(limited.effectiveContentSizeCategory == .extraSmall)
        root.traitOverrides.preferredContentSizeCategory = .extraExtraLarge
        #expect(limited.effectiveContentSizeCategory == .large)
    }

    @Test("moving a view re-inherits from its new parent")
    func moving() {
        let small = View()
        let large = View()
        small.traitOverrides.preferredContentSizeCategory = .small
        large.traitOverrides.preferredContentSizeCategory = .extraLarge
        let view = View()
        small.addSubview(view)
        #expect(view.effectiveContentSizeCategory == .small)
        large.addSubview(view)
        #expect(view.effectiveContentSizeCategory == .extraLarge)
        #expect(small.subviews.isEmpty)
    }

    @Test("a view controller's view inherits from the controller, children from parents")
    func controllers() {
        let parent = ViewController()
        let child = ViewController()
        parent.addChild(child)
        parent.traitOverrides.preferredContentSizeCategory = .accessibilityLarge
        #expect(child.view.effectiveContentSizeCategory == .accessibilityLarge)
    }

    @Test("the explanation names every node from the root and the limits that applied")
    func explanation() {
        let root = View()
        root.accessibilityIdentifier = "root"
        let limited = View()
        limited.accessibilityIdentifier = "limited"
        let label = Label()
        label.accessibilityIdentifier = "price"
        root.addSubview(limited)
        limited.addSubview(label)
        root.traitOverrides.preferredContentSizeCategory = .accessibilityExtraLarge
        limited.contentSizeCategoryLimits = ContentSizeCategoryLimits(
            minimum: .accessibilityExtraExtraExtraLarge, maximum: .extraExtraExtraLarge)
        let lines = label.contentSizeCategoryExplanation.split(separator: "\n")
        #expect(
            lines == [
                "View \"root\": in no window, shared application \(Application.shared.preferredContentSizeCategory), "
                    + "override accessibilityExtraLarge -> accessibilityExtraLarge",
                "View \"limited\": minimum accessibilityExtraExtraExtraLarge, maximum extraExtraExtraLarge, (minimum ignored: above maximum) -> extraExtraExtraLarge",
                "Label \"price\": inherited -> extraExtraExtraLarge",
            ])
    }

    @Test("a view cannot be added inside itself")
    func noCycles() {
        let parent = View()
        let child = View()
        parent.addSubview(child)
        child.addSubview(parent)
        #expect(parent.superview == nil)
        #expect(child.subviews.isEmpty)
    }
}

@MainActor
@Suite("Parent references")
struct ParentReferenceTests {
    @Test("a view that outlives its superview sees no superview, and its subtree stays intact")
    func childOutlivesParent() {
        var parent: View? = View()
        let child = View()
        let grandchild = Label()
        parent?.addSubview(child)
        child.addSubview(grandchild)
        parent = nil
        #expect(child.superview == nil)
        #expect(grandchild.superview === child)
        #expect(child.effectiveContentSizeCategory == .large)
    }

    @Test("a deep subtree released with its root leaves a kept descendant without a superview")
    func keptDescendant() {
        var root: View? = View()
        var tip = root!
        for _ in 0..<1_000 {
            let next = View()
            tip.addSubview(next)
            tip = next
        }
        let kept = tip
        root = nil
        #expect(kept.superview == nil)
    }

    @Test("a view whose controller is gone has no owning controller")
    func controllerGone() {
        var controller: ViewController? = ViewController()
        let view: View = controller!.view
        #expect(view.owningViewController === controller)
        controller = nil
        #expect(view.owningViewController == nil)
    }
}
