import DynamicType
import Foundation
import HeadlessUI
import SystemFonts
import Testing

/// A view that opts its subtree out by overriding the recursion without calling super.
@MainActor
final class OptOutView: View {
    var ranCustomRecursion = 0
    override func recursivelyUpdateFontsForContentSize() {
        ranCustomRecursion += 1
    }
}

/// A view whose override calls super and so keeps the default recursion.
@MainActor
final class PassThroughView: View {
    var calls = 0
    override func recursivelyUpdateFontsForContentSize() {
        calls += 1
        super.recursivelyUpdateFontsForContentSize()
    }
}

/// A view whose font update moves another view somewhere else, then reads a trait (which
/// refreshes the caches on the way), as a layout pass in an update might.
@MainActor
final class MovingView: View {
    var move: (() -> Void)?
    override func updateFontsForContentSizeChange() {
        move?()
        move = nil
    }
}

@MainActor
@Suite("The font update walk")
struct ContentSizeWalkTests {
    static func environment() throws -> FontEnvironment {
        let environment = FontEnvironment()
        try environment.loadAppFonts(from: TreeFixture.fontsDirectory, family: "Scale Sans")
        return environment
    }

    @Test("a chain as deep as the supported depth updates without overflowing the stack", arguments: [false, true])
    func deepChain(inWindow: Bool) throws {
        let environment = try Self.environment()
        let window = Window(
            application: Application(notificationCenter: NotificationCenter(), fontEnvironment: environment))
        let root = View()
        if inWindow { window.addSubview(root) }
        root.traitOverrides.preferredContentSizeCategory = .accessibilityExtraLarge
        var tip = root
        for _ in 0..<View.supportedDepth {
            let next = View()
            tip.addSubview(next)
            tip = next
        }
        let label = Label(font: Font.appFont(for: .body, in: environment))
        tip.addSubview(label)
        root.recursivelyUpdateFontsForContentSize()
        #expect(label.font.pointSize == 40)
        #expect(label.effectiveContentSizeCategory == .accessibilityExtraLarge)
    }

    @Test("a wide tree updates every label")
    func wideTree() throws {
        let environment = try Self.environment()
        let root = View()
        root.traitOverrides.preferredContentSizeCategory = .extraSmall
        let labels = (0..<10_000).map { _ in Label(font: Font.appFont(for: .callout, in: environment)) }
        for label in labels { root.addSubview(label) }
        root.recursivelyUpdateFontsForContentSize()
        #expect(labels.allSatisfy { $0.font.pointSize == 13 })
    }

    @Test("a plain view updates nothing of its own and recurses into its subviews")
    func plainViewRecurses() throws {
        let environment = try Self.environment()
        let root = View()
        root.traitOverrides.preferredContentSizeCategory = .extraLarge
        let label = Label(font: Font.appFont(for: .title3, in: environment))
        let middle = View()
        root.addSubview(middle)
        middle.addSubview(label)
        root.recursivelyUpdateFontsForContentSize()
        #expect(label.font.pointSize == 22)
    }

    @Test("text fields and text views follow their text style like labels")
    func textFieldsAndTextViews() throws {
        let environment = try Self.environment()
        let root = View()
        root.traitOverrides.preferredContentSizeCategory = .accessibilityMedium
        let field = TextField(font: Font.appFont(for: .body, in: environment))
        let textView = TextView(font: Font.appFont(for: .footnote, in: environment))
        root.addSubview(field)
        root.addSubview(textView)
        root.recursivelyUpdateFontsForContentSize()
        #expect(field.font?.pointSize == 28)
        #expect(textView.font?.pointSize == 23)
    }

    @Test("an override without super opts its subtree out")
    func overrideOptsOut() throws {
        let environment = try Self.environment()
        let root = View()
        root.traitOverrides.preferredContentSizeCategory = .accessibilityMedium
        let optOut = OptOutView()
        let hidden = Label(font: Font.appFont(for: .body, in: environment))
        root.addSubview(optOut)
        optOut.addSubview(hidden)
        root.recursivelyUpdateFontsForContentSize()
        #expect(optOut.ranCustomRecursion == 1)
        #expect(hidden.font.pointSize == 17)
    }

    @Test("an override that calls super keeps the default recursion")
    func overrideWithSuper() throws {
        let environment = try Self.environment()
        let root = View()
        root.traitOverrides.preferredContentSizeCategory = .accessibilityMedium
        let passThrough = PassThroughView()
        let inner = Label(font: Font.appFont(for: .body, in: environment))
        root.addSubview(passThrough)
        passThrough.addSubview(inner)
        root.recursivelyUpdateFontsForContentSize()
        #expect(passThrough.calls == 1)
        #expect(inner.font.pointSize == 28)
    }

    @Test("a navigation bar and a button do not recurse into their subviews")
    func barsAndButtonsUpdateOnlyThemselves() throws {
        let environment = try Self.environment()
        let root = View()
        root.traitOverrides.preferredContentSizeCategory = .accessibilityMedium
        let bar = NavigationBar()
        let barLabel = Label(font: Font.appFont(for: .body, in: environment))
        bar.addSubview(barLabel)
        let button = Button(title: "Go", font: Font.appFont(for: .body, in: environment))
        let buttonExtra = Label(font: Font.appFont(for: .body, in: environment))
        button.addSubview(buttonExtra)
        root.addSubview(bar)
        root.addSubview(button)
        root.recursivelyUpdateFontsForContentSize()
        #expect(barLabel.font.pointSize == 17)
        #expect(buttonExtra.font.pointSize == 17)
        #expect(button.titleLabel.font.pointSize == 28 && button.titleLabel.font.isSmallCaps)
    }

    @Test("a limit partway down applies to the labels under it and not to their cousins")
    func limitPartwayDown() throws {
        let environment = try Self.environment()
        let root = View()
        root.traitOverrides.preferredContentSizeCategory = .accessibilityExtraLarge
        let limited = View()
        limited.contentSizeCategoryLimits = ContentSizeCategoryLimits(maximum: .extraExtraExtraLarge)
        let open = View()
        let inside = Label(font: Font.appFont(for: .body, in: environment))
        let outside = Label(font: Font.appFont(for: .body, in: environment))
        root.addSubview(limited)
        root.addSubview(open)
        limited.addSubview(inside)
        open.addSubview(outside)
        root.recursivelyUpdateFontsForContentSize()
        #expect(inside.font.pointSize == 23)
        #expect(outside.font.pointSize == 40)
    }

    @Test("a view that an earlier update moves under a limit is sized for its new place")
    func movedDuringWalk() throws {
        let environment = try Self.environment()
        let root = View()
        root.traitOverrides.preferredContentSizeCategory = .accessibilityExtraLarge
        let mover = MovingView()
        let moved = Label(font: Font.appFont(for: .body, in: environment))
        let limited = View()
        limited.contentSizeCategoryLimits = ContentSizeCategoryLimits(maximum: .large)
        root.addSubview(mover)
        root.addSubview(moved)
        root.addSubview(limited)
        mover.move = {
            limited.addSubview(moved)
            _ = root.traitCollection
        }
        root.recursivelyUpdateFontsForContentSize()
        #expect(moved.superview === limited)
        #expect(moved.font.pointSize == 17)
    }

    @Test("a view that an earlier update removes is visited safely and released after the walk")
    func removedDuringWalk() throws {
        let environment = try Self.environment()
        let root = View()
        root.traitOverrides.preferredContentSizeCategory = .accessibilityExtraLarge
        let mover = MovingView()
        var removed: Label? = Label(font: Font.appFont(for: .body, in: environment))
        weak let removedReference = removed
        root.addSubview(mover)
        root.addSubview(removed!)
        mover.move = {
            removed?.removeFromSuperview()
            removed = nil
        }
        root.recursivelyUpdateFontsForContentSize()
        #expect(removedReference == nil)
        #expect(root.subviews.count == 1)
    }

    @Test("a view controller never loads its view to update it")
    func unloadedController() {
        let controller = ViewController()
        controller.recursivelyUpdateFontsForContentSize()
        #expect(!controller.isViewLoaded)
    }
}

@MainActor
@Suite("List controllers")
struct ListControllerTests {
    @Test("a collection controller's font update reloads its data, and its cells update on reuse")
    func collectionReloads() throws {
        let environment = try ContentSizeWalkTests.environment()
        let controller = CollectionViewController()
        controller.traitOverrides.preferredContentSizeCategory = .accessibilityMedium
        let collection = controller.collectionView
        collection.register(CollectionViewCell.self, forReuseIdentifier: "item")
        collection.numberOfItems = { 2 }
        collection.cellProvider = { view, _ in
            let cell = view.dequeueReusableCell(withIdentifier: "item")!
            if cell.contentView.subviews.isEmpty {
                cell.contentView.addSubview(
                    Label(font: Font.appFont(for: .caption1, compatibleWith: .large, in: environment)))
            }
            return cell
        }
        _ = controller.view
        collection.reloadData()
        controller.recursivelyUpdateFontsForContentSize()
        #expect(collection.reloadCount == 2)
        let labels = collection.visibleCells.compactMap { $0.contentView.subviews.first as? Label }
        #expect(labels.count == 2)
        #expect(labels.allSatisfy { $0.font.pointSize == 22 })
    }

    @Test("an unloaded collection controller does not load its view to update")
    func unloadedCollection() {
        let controller = CollectionViewController()
        controller.recursivelyUpdateFontsForContentSize()
        #expect(!controller.isViewLoaded)
        #expect(controller.collectionView.reloadCount == 0)
    }
}
