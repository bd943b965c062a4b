import DynamicType

extension ContentSizeCategoryLimits {
    /// The limits of a subtree limited by `inner` inside these: the tree's one rule, which
    /// ``TextStyleResolver`` follows too. Unlimited inner limits leave these as they are.
    func nesting(_ inner: ContentSizeCategoryLimits) -> ContentSizeCategoryLimits {
        inner.isUnlimited ? self : intersected(with: inner)
    }
}
