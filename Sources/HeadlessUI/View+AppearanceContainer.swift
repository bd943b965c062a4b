extension View: AppearanceContainer {
    /// The view controller whose root view this is, else the superview.
    public var appearanceContainer: (any AppearanceContainer)? { owningViewController ?? superview }
    /// The view's effective traits.
    public var appearanceTraits: TraitCollection { traitCollection }
    /// The window's registry, or `nil` outside a window: proxies apply in a window.
    public var appearanceRegistry: AppearanceRegistry? { window?.registry }
}
