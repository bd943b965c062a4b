#if GTK
import CGtk
import Foundation

/// What `--inspect-png` prints about a picture: its size, whether every pixel is opaque, and how
/// many distinct colours it has (counted up to a cap), so a test can tell a real screenshot from
/// a transparent or blank one.
struct PictureCheck: Codable {
    var width: Int
    var height: Int
    var isOpaque: Bool
    var distinctColors: Int

    /// The most colours counted.
    static let colorCap = 4096

    /// Loads a PNG with GTK's own loader; `nil` when it cannot be read.
    ///
    /// The corresponding C functions are `g_file_new_for_path`, `gdk_texture_new_from_file` and
    /// `gdk_texture_download`.
    init?(path: String) {
        guard let file = g_file_new_for_path(path) else { return nil }
        defer { g_object_unref(gpointer(file)) }
        guard let texture = gdk_texture_new_from_file(file, nil) else { return nil }
        defer { g_object_unref(gpointer(texture)) }
        let (width, height) = (Int(gdk_texture_get_width(texture)), Int(gdk_texture_get_height(texture)))
        (self.width, self.height) = (width, height)
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        pixels.withUnsafeMutableBufferPointer { gdk_texture_download(texture, $0.baseAddress, gsize(width * 4)) }
        // GDK_MEMORY_DEFAULT: B, G, R, A bytes, premultiplied.
        var opaque = true
        var colors = Set<UInt32>()
        for offset in stride(from: 0, to: pixels.count, by: 4) {
            if pixels[offset + 3] != 255 { opaque = false }
            if colors.count < Self.colorCap {
                colors.insert(
                    UInt32(pixels[offset]) | UInt32(pixels[offset + 1]) << 8 | UInt32(pixels[offset + 2]) << 16)
            }
        }
        isOpaque = opaque
        distinctColors = colors.count
    }
}
#endif
