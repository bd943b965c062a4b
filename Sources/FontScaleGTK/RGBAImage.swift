#if GTK
import Foundation

/// A picture as rows of red, green, blue and alpha bytes (alpha not premultiplied), read from
/// and written to PNG with GDK's own codec: what snapshot tests compare and contact sheets are
/// made of.
public struct RGBAImage: Hashable, Sendable {
    /// The width in pixels.
    public let width: Int
    /// The height in pixels.
    public let height: Int
    /// `width × height × 4` bytes, row by row from the top.
    public private(set) var pixels: [UInt8]

    /// An image from its pixels; `nil` when their count is not `width × height × 4` or a side is
    /// not positive.
    public init?(width: Int, height: Int, pixels: [UInt8]) {
        guard width > 0, height > 0, pixels.count == width * height * 4 else { return nil }
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// A blank image, every pixel `red, green, blue, alpha`.
    public init(width: Int, height: Int, filledWith color: (UInt8, UInt8, UInt8, UInt8)) {
        self.width = max(1, width)
        self.height = max(1, height)
        pixels = Array(repeating: [color.0, color.1, color.2, color.3], count: self.width * self.height).flatMap { $0 }
    }

    /// Decodes a PNG; `nil` when GDK cannot read it.
    public init?(png: Data) {
        guard let decoded = Gtk.decodePNG(png) else { return nil }
        self.init(width: decoded.width, height: decoded.height, pixels: decoded.pixels)
    }

    /// The image as a PNG; `nil` when GDK cannot encode it.
    public func png() -> Data? {
        Gtk.encodePNG(width: width, height: height, pixels: pixels)
    }

    /// Copies `image` in with its top-left corner at `x`, `y`; what falls outside is left out.
    public mutating func draw(_ image: RGBAImage, atX x: Int, y: Int) {
        for row in 0..<image.height where (0..<height).contains(y + row) {
            let columns = max(0, -x)..<min(image.width, width - x)
            guard !columns.isEmpty else { continue }
            let source = (row * image.width + columns.lowerBound) * 4
            let target = ((y + row) * width + x + columns.lowerBound) * 4
            pixels.replaceSubrange(
                target..<target + columns.count * 4, with: image.pixels[source..<source + columns.count * 4])
        }
    }
}
#endif
