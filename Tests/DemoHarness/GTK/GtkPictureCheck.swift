#if GTK
import FontScaleGTK
import Foundation

/// What `--inspect-png` prints about a picture: its size, whether every pixel is opaque, and how
/// many distinct colours it has (counted up to a cap), so a test can tell a real screenshot from
/// a transparent or blank one.
struct GtkPictureCheck: Codable {
    var width: Int
    var height: Int
    var isOpaque: Bool
    var distinctColors: Int

    /// The most colours counted.
    static let colorCap = 4096

    /// Loads a PNG with GDK's own codec; `nil` when it cannot be read.
    init?(path: String) {
        guard let data = FileManager.default.contents(atPath: path), let image = RGBAImage(png: data) else {
            return nil
        }
        (width, height) = (image.width, image.height)
        var opaque = true
        var colors = Set<UInt32>()
        let pixels = image.pixels
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
