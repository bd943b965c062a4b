// The name the style sheet had before every GTK type of this module was named for GTK, kept
// working (CHANGELOG.md). Outside the GTK trait, as the sheet itself is.

/// GTK's CSS for the text styles: renamed ``GtkTextStyleSheet``, as every GTK type of this module is.
@available(*, deprecated, renamed: "GtkTextStyleSheet")
public typealias TextStyleSheet = GtkTextStyleSheet
