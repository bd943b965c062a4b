// The file of the face Pango draws a widget's text with, asked of fontconfig: part of what
// GtkWidgetHandle.textMeasurement() reports of a widget's text.

#include "CGtkNative.h"

// Without the package trait GTK, CGtk gives no include path and this file compiles to nothing.
#if __has_include(<gtk/gtk.h>)

#include <fontconfig/fontconfig.h>
#include <pango/pangofc-font.h>

char *fontscale_widget_font_file(GtkWidget *widget) {
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

#endif
