#if GTK
internal import CGtk
internal import CGtkNative
import Foundation

extension Gtk {
    /// A PNG decoded to straight RGBA bytes; `nil` when GDK cannot read it. Any thread: GDK's
    /// textures are immutable and its PNG codec keeps no state.
    ///
    /// GDK downloads a texture as premultiplied B, G, R, A bytes (`GDK_MEMORY_DEFAULT`); they are
    /// reordered and un-premultiplied here.
    ///
    /// The corresponding C functions are `g_bytes_new`, `gdk_texture_new_from_bytes` and
    /// `gdk_texture_download`.
    nonisolated static func decodePNG(_ png: Data) -> (width: Int, height: Int, pixels: [UInt8])? {
        let bytes = png.withUnsafeBytes { g_bytes_new($0.baseAddress, gsize($0.count)) }
        defer { g_bytes_unref(bytes) }
        guard let texture = gdk_texture_new_from_bytes(bytes, nil) else { return nil }
        defer { g_object_unref(gpointer(texture)) }
        let (width, height) = (Int(gdk_texture_get_width(texture)), Int(gdk_texture_get_height(texture)))
        guard width > 0, height > 0 else { return nil }
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        pixels.withUnsafeMutableBufferPointer { gdk_texture_download(texture, $0.baseAddress, gsize(width * 4)) }
        for offset in stride(from: 0, to: pixels.count, by: 4) {
            let (blue, green, red, alpha) = (pixels[offset], pixels[offset + 1], pixels[offset + 2], pixels[offset + 3])
            func straight(_ value: UInt8) -> UInt8 {
                alpha == 0 ? 0 : UInt8(min(255, (Int(value) * 255 + Int(alpha) / 2) / Int(alpha)))
            }
            pixels[offset] = straight(red)
            pixels[offset + 1] = straight(green)
            pixels[offset + 2] = straight(blue)
        }
        return (width, height, pixels)
    }

    /// Straight RGBA bytes encoded as a PNG; `nil` when GDK cannot encode them.
    ///
    /// The corresponding C functions are `g_bytes_new`, `gdk_memory_texture_new` and
    /// `gdk_texture_save_to_png_bytes`.
    nonisolated static func encodePNG(width: Int, height: Int, pixels: [UInt8]) -> Data? {
        let bytes = pixels.withUnsafeBytes { g_bytes_new($0.baseAddress, gsize($0.count)) }
        defer { g_bytes_unref(bytes) }
        guard
            let texture = gdk_memory_texture_new(
                Int32(width), Int32(height), GDK_MEMORY_R8G8B8A8, bytes, gsize(width * 4))
        else { return nil }
        defer { g_object_unref(gpointer(texture)) }
        return data(of: gdk_texture_save_to_png_bytes(texture))
    }

    /// A widget, as shown now, rendered to a PNG; `nil` when it has no size or renderer yet.
    ///
    /// The corresponding C functions are `fontscale_render_texture` (CGtkNative's) and
    /// `gdk_texture_save_to_png_bytes`.
    static func png(of widget: GtkWidgetHandle) -> Data? {
        guard let texture = fontscale_render_texture(self.widget(widget)) else { return nil }
        defer { g_object_unref(gpointer(texture)) }
        return data(of: gdk_texture_save_to_png_bytes(texture))
    }

    /// The bytes of a `GBytes`, which is released.
    ///
    /// The corresponding C functions are `g_bytes_get_data` and `g_bytes_unref`.
    private nonisolated static func data(of bytes: OpaquePointer?) -> Data? {
        guard let bytes else { return nil }
        defer { g_bytes_unref(bytes) }
        var size: gsize = 0
        guard let start = g_bytes_get_data(bytes, &size), size > 0 else { return nil }
        return Data(bytes: start, count: Int(size))
    }
}
#endif
