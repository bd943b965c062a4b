/// Whether this build drives GTK: `true` when FontScale is built with its `GTK` package trait.
///
/// Without it only ``GtkTextStyleSheet`` is here, so a machine without GTK's headers still builds.
public let isGTKBuilt: Bool = {
    #if GTK
    true
    #else
    false
    #endif
}()
