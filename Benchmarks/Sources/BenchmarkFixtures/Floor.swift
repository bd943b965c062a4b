// The tree benchmark's floor. Written once and not to be changed with the library: it uses
// nothing from FontScale, so what it measures moves only with the machine and the compiler,
// and the tree update is reported as a ratio to it (by time in the benchmarks, by instructions
// in instruction-counts). A module of its own, so both use the same floor.

/// A font as a plain value, computed before the walk.
package struct FloorFont {
    var family: Int
    var pointSize: Double
    var weight: Int
}

/// A node of the floor tree: a plain final class with an array of children.
package final class FloorNode {
    var font: FloorFont
    var children: [FloorNode] = []

    init(font: FloorFont) {
        self.font = font
    }
}

/// A tree of `count` nodes shaped like the benchmark tree: 100 subtrees under the root, each of
/// containers of 50 leaves.
package func makeFloorTree(count: Int) -> (root: FloorNode, count: Int) {
    let font = FloorFont(family: 0, pointSize: 17, weight: 400)
    let root = FloorNode(font: font)
    var made = 1
    let perSubtree = count / 100
    for _ in 0..<100 {
        let subtree = FloorNode(font: font)
        root.children.append(subtree)
        made += 1
        var container = FloorNode(font: font)
        subtree.children.append(container)
        made += 1
        for leaf in 2..<perSubtree {
            if leaf % 50 == 0 {
                container = FloorNode(font: font)
                subtree.children.append(container)
            } else {
                container.children.append(FloorNode(font: font))
            }
            made += 1
        }
    }
    return (root, made)
}

/// Stores a precomputed font in every node, depth first, as a walk that updates fonts must at
/// least do; the fonts cycle through `fonts`.
package func walkFloor(_ node: FloorNode, fonts: [FloorFont], index: inout Int) {
    node.font = fonts[index % fonts.count]
    index &+= 1
    for child in node.children {
        walkFloor(child, fonts: fonts, index: &index)
    }
}

/// The fonts of every text style at two sizes, as plain values.
package func floorFonts(large: Bool) -> [FloorFont] {
    (0..<11).map { style in
        FloorFont(family: style % 2, pointSize: large ? 28 + Double(style) : 17 + Double(style), weight: 400 + style)
    }
}
