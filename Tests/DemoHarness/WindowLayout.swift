import Foundation
import HeadlessUI

/// `--window-layout` of either harness: where the toolkit put the screen's bars, its scrolling
/// content, its one-line labels and its buttons, read back from the toolkit once it painted the
/// window's first frame, and what of that breaks the rules every window keeps at every size:
/// the window keeps the size it was given, the navigation bar stays at the top and the tab bar
/// at the bottom with the content scrolling between them, and a one-line text that does not fit
/// is shortened with an ellipsis inside the window instead of widening it.
///
/// The window is its content, what the tree's window is: below the title bar, without the frame
/// the toolkit draws. A navigation bar the toolkit shows as the window's title bar (GTK's header
/// bar) is read in the title bar's coordinates: it must span the window's width there.
@MainActor
enum WindowLayout {
    /// The mail app's screens the tests read.
    nonisolated static let screens = ["mailbox", "message", "settings"]
    /// The sizes the tests read them at: the default, the first accessibility size, the largest.
    nonisolated static let categories = ["large", "AX1", "AX5"]

    /// A rectangle in the window's pixels.
    struct Rect: Codable, Equatable, CustomStringConvertible {
        var x: Double
        var y: Double
        var width: Double
        var height: Double

        init(_ rect: CGRect) {
            x = rect.minX
            y = rect.minY
            width = rect.width
            height = rect.height
        }

        var maxX: Double { x + width }
        var maxY: Double { y + height }
        var description: String { "\(Int(x)),\(Int(y)) \(Int(width))×\(Int(height))" }
    }

    /// A one-line text as the toolkit laid it out.
    struct Text: Codable {
        var text: String
        var allocation: Rect
        /// The width its whole text would take on one line, with the widget's padding.
        var naturalWidth: Int
        var isElided: Bool
    }

    /// A navigation bar's button title or title, as the toolkit laid it out in the title bar.
    struct BarText: Codable {
        var text: String
        /// Whether it is a button's title (the back button's, a bar item's), not the bar's title.
        var isButton: Bool
        /// The width its whole text takes on one line.
        var naturalWidth: Int
        /// The width the toolkit gave it.
        var width: Int
        var isElided: Bool
    }

    /// The printed line.
    struct Line: Codable {
        var requested: [Double]
        /// The window's content size.
        var window: [Double]?
        var navigationBar: Rect?
        /// Whether the navigation bar is the window's title bar, `navigationBar` in its coordinates.
        var navigationBarIsTitleBar = false
        var tabBar: Rect?
        var content: Rect?
        /// The lowest edge of the content's views: past the content's own when it scrolls.
        var contentBottom: Double?
        var oneLineTexts: [Text]
        var buttons: [Rect]
        /// The navigation bar's texts, first to last, where the harness reads them (GTK's header
        /// bar); `nil` elsewhere.
        var barTexts: [BarText]?
        /// The rules the window breaks, one sentence each; none when it keeps them all.
        var problems: [String]
    }

    /// Reads the host's window as the toolkit laid it out now, and checks it; `barTexts` are the
    /// navigation bar's texts as the toolkit laid them out, where the caller can read them.
    static func read(
        host: some PaintedToolkitHost, navigationBar: NavigationBar?, tabBar: TabBar?, requested: CGSize,
        barTexts: [BarText]? = nil
    ) -> Line {
        let views = host.window.subviews.flatMap(descendants)
        let content = views.first { view in
            guard case .container(let container) = view.renderedContent else { return false }
            return container.scrolls
        }
        func allocation(_ view: View?) -> Rect? {
            guard let view, let rect = host.allocation(of: view) else { return nil }
            return Rect(rect)
        }
        var line = Line(
            requested: [requested.width, requested.height], window: host.windowSize.map { [$0.width, $0.height] },
            navigationBar: allocation(navigationBar), tabBar: allocation(tabBar), content: allocation(content),
            oneLineTexts: [], buttons: [], barTexts: barTexts, problems: [])
        line.navigationBarIsTitleBar = navigationBar.map(host.isInTitleBar) ?? false
        let inContent = content.map(descendants) ?? []
        line.contentBottom = inContent.compactMap { allocation($0)?.maxY }.max()
        for view in inContent where !view.isHidden {
            switch view.renderedContent {
            case .text(let text) where text.kind == .label && text.numberOfLines == 1:
                guard let layout = host.textLayout(of: view), let rect = allocation(view) else { continue }
                line.oneLineTexts.append(
                    Text(
                        text: text.text ?? "", allocation: rect, naturalWidth: layout.naturalWidth,
                        isElided: layout.isEllipsized))
            case .button:
                if let rect = allocation(view) { line.buttons.append(rect) }
            default:
                break
            }
        }
        line.problems = problems(in: line)
        return line
    }

    /// The rules `line` breaks.
    static func problems(in line: Line) -> [String] {
        guard let window = line.window else { return ["the window is not shown"] }
        var found: [String] = []
        let (width, height) = (window[0], window[1])
        if width != line.requested[0] || height != line.requested[1] {
            found.append(
                "the window is \(Int(width))×\(Int(height)), not the \(Int(line.requested[0]))×\(Int(line.requested[1])) it was given"
            )
        }
        func inside(_ rect: Rect) -> Bool { rect.x >= 0 && rect.y >= 0 && rect.maxX <= width && rect.maxY <= height }
        if let bar = line.navigationBar, line.navigationBarIsTitleBar {
            // Above the content, as wide as it: within the title bar's frame, whose border the
            // bar's edge may overlap by a pixel or two.
            if bar.x < -2 || bar.y < -2 || bar.maxX > width + 2 || bar.width < width - 16 {
                found.append("the navigation bar (\(bar)) does not span the \(Int(width))-px title bar")
            }
        } else if let bar = line.navigationBar {
            if !inside(bar) { found.append("the navigation bar (\(bar)) is not all inside the window") }
            if let content = line.content, content.y < bar.maxY {
                found.append("the content (\(content)) starts above the navigation bar's bottom (\(bar))")
            }
        }
        if let bar = line.tabBar {
            if !inside(bar) { found.append("the tab bar (\(bar)) is not all inside the window") }
            // Pinned: only the window's margin below it.
            if height - bar.maxY > 32 { found.append("the tab bar (\(bar)) is not at the window's bottom") }
            if let content = line.content, content.maxY > bar.y {
                found.append("the content (\(content)) ends below the tab bar's top (\(bar))")
            }
        }
        guard let content = line.content else { return found + ["no view scrolls the window's content"] }
        if !inside(content) { found.append("the scrolling content (\(content)) is not all inside the window") }
        for text in line.oneLineTexts {
            if text.allocation.maxX > width {
                found.append("\"\(text.text)\" (\(text.allocation)) reaches past the window's right edge")
            }
            if text.naturalWidth > Int(text.allocation.width) + 1, !text.isElided {
                found.append(
                    "\"\(text.text)\" needs \(text.naturalWidth) px in \(Int(text.allocation.width)) px and is not elided"
                )
            }
        }
        for button in line.buttons where button.maxX > width {
            found.append("a button (\(button)) reaches past the window's right edge")
        }
        // As in GNOME's apps, the bar's title is shortened before its buttons are.
        for text in line.barTexts ?? [] where text.isButton && text.isElided {
            found.append(
                "the bar button \"\(text.text)\" is shortened: it needs \(text.naturalWidth) px and has \(text.width) px"
            )
        }
        return found
    }

    private static func descendants(_ view: View) -> [View] {
        [view] + view.subviews.flatMap(descendants)
    }
}
