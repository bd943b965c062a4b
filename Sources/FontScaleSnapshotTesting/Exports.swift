#if GTK
// A snapshot test needs swift-snapshot-testing's `assertSnapshot`, DynamicType's categories
// (`.png(at: .accessibilityLarge)`) and the kit's `TextSizeCondition`, all in this module's API:
// `import FontScaleSnapshotTesting` makes them visible, as `import HeadlessUI` does its own.
@_exported import DynamicType
@_exported import FontScaleTesting
@_exported import SnapshotTesting
#endif
