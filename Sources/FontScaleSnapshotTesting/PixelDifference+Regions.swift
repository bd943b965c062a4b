#if GTK
extension PixelDifference {
    /// The bounding rectangles of the changed pixels of a `width`-wide picture (`changed` row by
    /// row), grouping pixels at most `joiningDistance` apart in both directions; rectangles
    /// that overlap are merged, so a region is reported once. Largest area first.
    static func regions(of changed: [Bool], width: Int, joiningDistance: Int) -> [Rectangle] {
        let height = changed.count / width
        var seen = Array(repeating: false, count: changed.count)
        var rectangles: [Rectangle] = []
        var stack: [Int] = []
        for start in changed.indices where changed[start] && !seen[start] {
            seen[start] = true
            stack.append(start)
            var (left, top, right, bottom) = (width, height, -1, -1)
            while let pixel = stack.popLast() {
                let (y, x) = pixel.quotientAndRemainder(dividingBy: width)
                (left, top, right, bottom) = (min(left, x), min(top, y), max(right, x), max(bottom, y))
                for ny in max(0, y - joiningDistance)...min(height - 1, y + joiningDistance) {
                    for nx in max(0, x - joiningDistance)...min(width - 1, x + joiningDistance) {
                        let neighbour = ny * width + nx
                        if changed[neighbour] && !seen[neighbour] {
                            seen[neighbour] = true
                            stack.append(neighbour)
                        }
                    }
                }
            }
            rectangles.append(Rectangle(x: left, y: top, width: right - left + 1, height: bottom - top + 1))
        }
        return merged(rectangles).sorted { ($0.width * $0.height, $1.y, $1.x) > ($1.width * $1.height, $0.y, $0.x) }
    }

    /// `rectangles` with every overlapping pair replaced by their union, until none overlap.
    private static func merged(_ rectangles: [Rectangle]) -> [Rectangle] {
        var result = rectangles
        var mergedAny = true
        while mergedAny {
            mergedAny = false
            var index = 0
            while index < result.count {
                var other = index + 1
                while other < result.count {
                    if result[index].overlaps(result[other]) {
                        result[index] = result[index].union(result[other])
                        result.remove(at: other)
                        mergedAny = true
                    } else {
                        other += 1
                    }
                }
                index += 1
            }
        }
        return result
    }
}

extension PixelDifference.Rectangle {
    /// Whether the two share a pixel.
    func overlaps(_ other: Self) -> Bool {
        x < other.x + other.width && other.x < x + width && y < other.y + other.height && other.y < y + height
    }

    /// The smallest rectangle holding both.
    func union(_ other: Self) -> Self {
        let (left, top) = (min(x, other.x), min(y, other.y))
        let right = max(x + width, other.x + other.width)
        let bottom = max(y + height, other.y + other.height)
        return Self(x: left, y: top, width: right - left, height: bottom - top)
    }
}
#endif
