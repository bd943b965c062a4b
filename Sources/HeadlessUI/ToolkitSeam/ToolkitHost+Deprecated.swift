// The names the seam's protocols had before they were named for what adopts them (a toolkit's
// host of a window's tree, not a window), kept working (CHANGELOG.md).

/// A toolkit's host of a window's tree, read back: renamed ``ToolkitHost``.
@available(*, deprecated, renamed: "ToolkitHost")
public typealias ToolkitWindow = ToolkitHost

/// A toolkit's host whose painted frames can be waited for: renamed ``PaintedToolkitHost``.
@available(*, deprecated, renamed: "PaintedToolkitHost")
public typealias PaintedToolkitWindow = PaintedToolkitHost
