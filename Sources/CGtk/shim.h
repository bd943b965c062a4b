#include <glib-unix.h>
#include <gtk/gtk.h>
#include <pango/pangofc-font.h>
#include <pango/pangofc-fontmap.h>
#include <pango/pangocairo.h>
#include <fontconfig/fontconfig.h>

// What Swift cannot call directly: GLib's variadic functions (g_object_set and g_object_get on
// GtkSettings, g_signal_emit_by_name on a widget's gestures) and its type macros
// (G_OBJECT_TYPE_NAME). Defined here, static inline, since a system library has no sources of its
// own. The GTK adapter's own C (layouts, the viewport's box, what a widget draws) is a target of
// its own: Sources/CGtkNative.

static inline void fontscale_settings_set_int(const char *name, int value) {
    g_object_set(gtk_settings_get_default(), name, value, NULL);
}

static inline int fontscale_settings_get_int(const char *name) {
    int value = 0;
    g_object_get(gtk_settings_get_default(), name, &value, NULL);
    return value;
}

static inline void fontscale_settings_set_boolean(const char *name, gboolean value) {
    g_object_set(gtk_settings_get_default(), name, value, NULL);
}

static inline gboolean fontscale_settings_get_boolean(const char *name) {
    gboolean value = FALSE;
    g_object_get(gtk_settings_get_default(), name, &value, NULL);
    return value;
}

static inline void fontscale_settings_set_string(const char *name, const char *value) {
    g_object_set(gtk_settings_get_default(), name, value, NULL);
}

/// A setting's string, or NULL; the caller frees it (g_free).
static inline char *fontscale_settings_get_string(const char *name) {
    char *value = NULL;
    g_object_get(gtk_settings_get_default(), name, &value, NULL);
    return value;
}

/// The GType name of an object, such as "GtkLabel".
static inline const char *fontscale_type_name(gpointer object) {
    return G_OBJECT_TYPE_NAME(object);
}

/// Emits the `released` signal of the widget's click gesture as a primary click at its origin, as
/// a user's click does; whether the widget has a click gesture.
static inline gboolean fontscale_emit_click(GtkWidget *widget) {
    GListModel *controllers = gtk_widget_observe_controllers(widget);
    guint count = g_list_model_get_n_items(controllers);
    gboolean found = FALSE;
    for (guint index = 0; index < count && !found; index++) {
        GObject *controller = g_list_model_get_item(controllers, index);
        if (GTK_IS_GESTURE_CLICK(controller)) {
            g_signal_emit_by_name(controller, "released", 1, 0.0, 0.0);
            found = TRUE;
        }
        g_object_unref(controller);
    }
    g_object_unref(controllers);
    return found;
}

/// Emits a signal that carries a point (`drag-begin`, `drag-update`, `drag-end`) on a widget's
/// drag gesture, as GTK does when the pointer presses, moves and lets go: the package's test hook
/// for a press-and-hold, where GTK 4 has no public way to synthesize pointer events. FALSE when
/// the widget has no drag gesture.
static inline gboolean fontscale_emit_drag(GtkWidget *widget, const char *signal, double x, double y) {
    GListModel *controllers = gtk_widget_observe_controllers(widget);
    guint count = g_list_model_get_n_items(controllers);
    gboolean found = FALSE;
    for (guint index = 0; index < count && !found; index++) {
        GObject *controller = g_list_model_get_item(controllers, index);
        if (GTK_IS_GESTURE_DRAG(controller)) {
            g_signal_emit_by_name(controller, signal, x, y);
            found = TRUE;
        }
        g_object_unref(controller);
    }
    g_object_unref(controllers);
    return found;
}
