// SystemFonts speaks in DynamicType's terms (text styles, categories, weights): importing it makes
// them visible, so `Font.appFont(for: .headline)` compiles with `import SystemFonts` alone.
@_exported import DynamicType
