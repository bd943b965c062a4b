// What a realized widget draws, as shown now: its render nodes (through a paintable of it), walked
// and counted for the tests that check how a window is drawn, or rendered to a texture or a PNG.

#include "CGtkNative.h"

// Without the package trait GTK, CGtk gives no include path and this file compiles to nothing.
#if __has_include(<gtk/gtk.h>)

/// A realized widget's drawing as shown now (the render nodes GTK keeps for it, through a
/// paintable of the widget); NULL when it has no size or draws nothing. The node belongs to the
/// caller (gsk_render_node_unref).
static GskRenderNode *fontscale_widget_node(GtkWidget *widget) {
    int width = gtk_widget_get_width(widget), height = gtk_widget_get_height(widget);
    if (width <= 0 || height <= 0) return NULL;
    GdkPaintable *paintable = gtk_widget_paintable_new(widget);
    GtkSnapshot *snapshot = gtk_snapshot_new();
    gdk_paintable_snapshot(paintable, GDK_SNAPSHOT(snapshot), width, height);
    GskRenderNode *node = gtk_snapshot_free_to_node(snapshot);
    g_object_unref(paintable);
    return node;
}

GdkTexture *fontscale_render_texture(GtkWidget *widget) {
    GtkNative *native = gtk_widget_get_native(widget);
    if (native == NULL) return NULL;
    GskRenderNode *node = fontscale_widget_node(widget);
    if (node == NULL) return NULL;
    // The widget's whole area, not the bounds of what it drew: transparent margins stay.
    graphene_rect_t viewport =
        GRAPHENE_RECT_INIT(0, 0, (float)gtk_widget_get_width(widget), (float)gtk_widget_get_height(widget));
    GdkTexture *texture = gsk_renderer_render_texture(gtk_native_get_renderer(native), node, &viewport);
    gsk_render_node_unref(node);
    return texture;
}

/// Whether a render node is a border whose four sides are not one colour. GTK's cairo renderer
/// fills such a border with a mesh pattern over its whole box, where one colour is a plain fill: a
/// `border-bottom` alone leaves the other sides the text's colour, and costs a list row's whole
/// area every frame.
static gboolean fontscale_is_mixed_colour_border(GskRenderNode *node) {
    if (gsk_render_node_get_node_type(node) != GSK_BORDER_NODE) return FALSE;
    const GdkRGBA *colours = gsk_border_node_get_colors(node);
    for (int side = 1; side < 4; side++) {
        if (!gdk_rgba_equal(&colours[0], &colours[side])) return TRUE;
    }
    return FALSE;
}

/// Whether a render node draws text.
static gboolean fontscale_is_text(GskRenderNode *node) {
    return gsk_render_node_get_node_type(node) == GSK_TEXT_NODE;
}

/// The nodes under `node`, itself included, for which `counts` is TRUE.
static int fontscale_count_nodes(GskRenderNode *node, gboolean (*counts)(GskRenderNode *)) {
    if (node == NULL) return 0;
    int count = counts(node) ? 1 : 0;
    switch (gsk_render_node_get_node_type(node)) {
    case GSK_CONTAINER_NODE:
        for (guint index = 0; index < gsk_container_node_get_n_children(node); index++)
            count += fontscale_count_nodes(gsk_container_node_get_child(node, index), counts);
        return count;
    case GSK_TRANSFORM_NODE: return count + fontscale_count_nodes(gsk_transform_node_get_child(node), counts);
    case GSK_OPACITY_NODE: return count + fontscale_count_nodes(gsk_opacity_node_get_child(node), counts);
    case GSK_COLOR_MATRIX_NODE: return count + fontscale_count_nodes(gsk_color_matrix_node_get_child(node), counts);
    case GSK_REPEAT_NODE: return count + fontscale_count_nodes(gsk_repeat_node_get_child(node), counts);
    case GSK_CLIP_NODE: return count + fontscale_count_nodes(gsk_clip_node_get_child(node), counts);
    case GSK_ROUNDED_CLIP_NODE: return count + fontscale_count_nodes(gsk_rounded_clip_node_get_child(node), counts);
    case GSK_SHADOW_NODE: return count + fontscale_count_nodes(gsk_shadow_node_get_child(node), counts);
    case GSK_DEBUG_NODE: return count + fontscale_count_nodes(gsk_debug_node_get_child(node), counts);
    case GSK_BLEND_NODE:
        return count + fontscale_count_nodes(gsk_blend_node_get_bottom_child(node), counts) +
               fontscale_count_nodes(gsk_blend_node_get_top_child(node), counts);
    case GSK_CROSS_FADE_NODE:
        return count + fontscale_count_nodes(gsk_cross_fade_node_get_start_child(node), counts) +
               fontscale_count_nodes(gsk_cross_fade_node_get_end_child(node), counts);
    default: return count;
    }
}

/// How many nodes of a realized widget's drawing, as shown now, `counts` is TRUE for
/// (fontscale_widget_node); -1 when it has no size yet.
static int fontscale_widget_count_nodes(GtkWidget *widget, gboolean (*counts)(GskRenderNode *)) {
    if (gtk_widget_get_width(widget) <= 0 || gtk_widget_get_height(widget) <= 0) return -1;
    GskRenderNode *node = fontscale_widget_node(widget);
    int count = fontscale_count_nodes(node, counts);
    if (node != NULL) gsk_render_node_unref(node);
    return count;
}

int fontscale_widget_mixed_colour_borders(GtkWidget *widget) {
    return fontscale_widget_count_nodes(widget, fontscale_is_mixed_colour_border);
}

int fontscale_widget_text_nodes(GtkWidget *widget) {
    return fontscale_widget_count_nodes(widget, fontscale_is_text);
}

gboolean fontscale_save_png(GtkWidget *widget, const char *path) {
    GdkTexture *texture = fontscale_render_texture(widget);
    if (texture == NULL) return FALSE;
    gboolean saved = gdk_texture_save_to_png(texture, path);
    g_object_unref(texture);
    return saved;
}

#endif
