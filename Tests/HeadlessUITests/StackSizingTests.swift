import DynamicType
import Foundation
import HeadlessUI
import SystemFonts
import Testing

/// What a stack lays its arranged buttons and plain views out at: a button its title in the
/// window's ``ButtonChrome``, a plain view its own frame. Scale Sans makes each character 6
/// points wide and each line 10 points high at 10 points.
@MainActor
@Suite("Buttons and fixed frames in stacks")
struct StackSizingTests {
    func button(_ title: String) -> Button {
        Button(title: title, font: Font(name: "Scale Sans", size: 10, in: StackViewTests.environment))
    }

    func window() -> Window {
        Window(application: Application(fontEnvironment: StackViewTests.environment))
    }

    nonisolated static let padded = ButtonChrome(insets: EdgeInsets(top: 5, left: 10, bottom: 5, right: 10))
    nonisolated static let chromes: [(ButtonChrome, CGSize)] = [
        (.none, CGSize(width: 24, height: 10)),
        (padded, CGSize(width: 44, height: 20)),
        (
            ButtonChrome(insets: padded.insets, minimumSize: CGSize(width: 80, height: 34)),
            CGSize(width: 80, height: 34)
        ),
    ]

    @Test(
        "a button measures as its title in its window's chrome, at least the chrome's smallest size", arguments: chromes
    )
    func buttonSize(chrome: ButtonChrome, size: CGSize) {
        let window = window()
        window.buttonChrome = chrome
        let button = button("abcd")
        window.addSubview(button)
        #expect(button.intrinsicContentSize == size)
        #expect(button.sizeThatFits(CGSize(width: 10, height: 10)) == size)
    }

    @Test("a new chrome or a new title lays the stack holding the button out again")
    func relayout() {
        let window = window()
        let button = button("abcd")
        let stack = StackView(arrangedSubviews: [button])
        stack.axis = .horizontal
        stack.alignment = .leading
        window.addSubview(stack)
        stack.frame = CGRect(x: 0, y: 0, width: 300, height: 40)
        stack.layoutIfNeeded()
        #expect(button.frame.size == CGSize(width: 24, height: 10))
        window.buttonChrome = Self.padded
        #expect(stack.needsLayout)
        stack.layoutIfNeeded()
        #expect(button.frame.size == CGSize(width: 44, height: 20))
        button.setTitle("abcdef", for: .normal)
        #expect(stack.needsLayout)
        stack.layoutIfNeeded()
        #expect(button.frame.size == CGSize(width: 56, height: 20))
    }

    @Test("a plain view arranged in a stack is shown at its frame's size, and only there")
    func fixedFrame() throws {
        let card = View(frame: CGRect(x: 0, y: 0, width: 120, height: 64))
        guard case .container(let alone) = card.renderedContent else { throw CancellationError() }
        #expect(alone.fixedSize == nil)
        let stack = StackView(arrangedSubviews: [card])
        stack.alignment = .leading
        stack.frame = CGRect(x: 0, y: 0, width: 300, height: 300)
        stack.layoutIfNeeded()
        #expect(card.frame.size == CGSize(width: 120, height: 64))
        guard case .container(let arranged) = card.renderedContent else { throw CancellationError() }
        #expect(arranged.fixedSize == CGSize(width: 120, height: 64))
        card.frame.size = CGSize(width: 90, height: 40)
        guard case .container(let resized) = card.renderedContent else { throw CancellationError() }
        #expect(resized.fixedSize == CGSize(width: 90, height: 40))
    }
}
