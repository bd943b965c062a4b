// The desktop's font values (`DesktopFont`, `DesktopFonts`, `DesktopFontSource`) moved to
// DynamicType, which also has the categories and weights this module's API speaks in: re-exported,
// `import DesktopSettings` makes them visible, by the same names and members, as when they were
// declared here (`DesktopSettings.DesktopFont` included).
@_exported import DynamicType
