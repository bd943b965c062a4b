#include <glib-unix.h>
#include <gtk/gtk.h>
#include <pango/pangofc-font.h>
#include <pango/pangofc-fontmap.h>
#include <pango/pangocairo.h>
#include <fontconfig/fontconfig.h>

// What Swift cannot call directly: GLib's null-terminated variadics, and a few sequences of
// casts between GObject types that read better in C.

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

/// Renders a realized widget, as shown now, to a texture with its own renderer; NULL when it has
/// no size or renderer yet. The texture belongs to the caller (g_object_unref).
static inline GdkTexture *fontscale_render_texture(GtkWidget *widget) {
    int width = gtk_widget_get_width(widget), height = gtk_widget_get_height(widget);
    GtkNative *native = gtk_widget_get_native(widget);
    if (width <= 0 || height <= 0 || native == NULL) return NULL;
    GdkPaintable *paintable = gtk_widget_paintable_new(widget);
    GtkSnapshot *snapshot = gtk_snapshot_new();
    gdk_paintable_snapshot(paintable, GDK_SNAPSHOT(snapshot), width, height);
    GskRenderNode *node = gtk_snapshot_free_to_node(snapshot);
    GdkTexture *texture = NULL;
    if (node != NULL) {
        // The widget's whole area, not the bounds of what it drew: transparent margins stay.
        graphene_rect_t viewport = GRAPHENE_RECT_INIT(0, 0, (float)width, (float)height);
        texture = gsk_renderer_render_texture(gtk_native_get_renderer(native), node, &viewport);
        gsk_render_node_unref(node);
    }
    g_object_unref(paintable);
    return texture;
}

/// Renders a realized widget to a PNG file with its own renderer; FALSE when it cannot.
static inline gboolean fontscale_save_png(GtkWidget *widget, const char *path) {
    GdkTexture *texture = fontscale_render_texture(widget);
    if (texture == NULL) return FALSE;
    gboolean saved = gdk_texture_save_to_png(texture, path);
    g_object_unref(texture);
    return saved;
}

/// The file of the face Pango draws a widget's text with, or NULL: the font its context loads for
/// its own font description, asked of fontconfig. The string belongs to the caller (g_free).
static inline char *fontscale_widget_font_file(GtkWidget *widget) {
    PangoContext *context = gtk_widget_get_pango_context(widget);
    PangoFont *font = pango_context_load_font(context, pango_context_get_font_description(context));
    char *result = NULL;
    if (font != NULL && PANGO_IS_FC_FONT(font)) {
        FcPattern *pattern = pango_fc_font_get_pattern(PANGO_FC_FONT(font));
        FcChar8 *file = NULL;
        if (pattern != NULL && FcPatternGetString(pattern, FC_FILE, 0, &file) == FcResultMatch) {
            result = g_strdup((const char *)file);
        }
    }
    if (font != NULL) g_object_unref(font);
    return result;
}

/// Where a fixed-size container's overlay places its column (its `get-child-position`): at the
/// overlay's origin, at least as large as the overlay and as large as the column needs at that
/// width. The column's content keeps the size it needs, past the overlay's edges (where the
/// overlay's overflow clips it), rather than being squeezed into them.
static inline gboolean fontscale_place_column(GtkOverlay *overlay, GtkWidget *column, GdkRectangle *allocation,
                                              gpointer data) {
    (void)data;
    int width = gtk_widget_get_width(GTK_WIDGET(overlay)), height = gtk_widget_get_height(GTK_WIDGET(overlay));
    int minimum = 0, natural = 0;
    gtk_widget_measure(column, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, NULL, NULL, NULL);
    width = MAX(width, minimum);
    gtk_widget_measure(column, GTK_ORIENTATION_VERTICAL, width, &minimum, &natural, NULL, NULL);
    *allocation = (GdkRectangle){.x = 0, .y = 0, .width = width, .height = MAX(height, natural)};
    return TRUE;
}

/// Makes an overlay place its overlay children with `fontscale_place_column`, for as long as it lives.
static inline void fontscale_place_overlay_children_as_columns(GtkWidget *overlay) {
    g_signal_connect(overlay, "get-child-position", G_CALLBACK(fontscale_place_column), NULL);
}

// libdispatch's hooks for a foreign run loop, which CoreFoundation's run loop uses on Linux: an
// event descriptor that becomes readable when the main queue has work, and the call that drains it.
extern int _dispatch_get_main_queue_handle_4CF(void);
extern void _dispatch_main_queue_callback_4CF(void *message);

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
