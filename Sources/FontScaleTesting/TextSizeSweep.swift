import DynamicType
import Foundation
import HeadlessUI

/// Steps an `Application` through content size categories (or a desktop's continuous
/// text-scale factors, ``init(textScales:boldText:)``), with and without Bold
/// Text, the way the system would: each change is posted to the application's notification
/// center (`ContentSizeCategory.didChangeNotification`, `Application.boldTextStatusDidChangeNotification`),
/// and the sweep waits until the application has recorded it, and every observer (an
/// window's walk among them) has run, before the next step. Nothing
/// sleeps.
///
/// ```swift
/// let sweep = TextSizeSweep(categories: [.extraSmall, .large, .accessibilityExtraExtraExtraLarge])
/// await sweep.run(in: application) { condition in
///     print(condition, title.font.pointSize)
/// }
/// ```
///
/// After the last step the application is put back to the text size and Bold Text it had, the
/// same way.
///
/// A desktop sets a factor, not a category, and an application on the desktop's ramp draws its
/// text at the factor (`Application.preferredTextScale`): sweep the factors the desktops offer
/// to see what its users see between the categories.
///
/// ```swift
/// let sweep = TextSizeSweep(textScales: [1, 1.25, 1.5, 1.75, 2], boldText: [false])
/// await sweep.run(in: application) { condition in
///     print(condition.resolvedTextScale, title.font.pointSize)
/// }
/// ```
public struct TextSizeSweep: Hashable, Sendable {
    /// The categories, in the order they are visited.
    public var categories: [ContentSizeCategory]
    /// The Bold Text states each category is visited with, in order.
    public var boldText: [Bool]
    /// The continuous text-scale factors visited instead of ``categories``, in order; empty for a
    /// sweep by category.
    public var textScales: [Double] = []

    /// Every category from extra small to AX5, with Bold Text off and then on: what Apple's
    /// accessibility audits step through.
    public static let allTextSizes = TextSizeSweep(categories: ContentSizeCategory.allCases, boldText: [false, true])

    /// Creates a sweep.
    ///
    /// - Parameters:
    ///   - categories: The categories to visit; every one from extra small to AX5 by default.
    ///     `unspecified` is read as large, as the application reads it.
    ///   - boldText: The Bold Text states to visit each category with; off and on by default.
    public init(categories: [ContentSizeCategory] = ContentSizeCategory.allCases, boldText: [Bool] = [false, true]) {
        self.categories = categories.map(\.resolved)
        self.boldText = boldText
    }

    /// Creates a sweep over continuous text-scale factors, as desktops set them (GNOME's Large
    /// Text is 1.25); ``categories`` are the categories nearest them.
    ///
    /// - Parameters:
    ///   - textScales: The factors to visit, in order.
    ///   - boldText: The Bold Text states to visit each factor with; off and on by default.
    public init(textScales: [Double], boldText: [Bool] = [false, true]) {
        let conditions = textScales.map { TextSizeCondition(textScale: $0) }
        self.textScales = conditions.map(\.resolvedTextScale)
        categories = conditions.map(\.category)
        self.boldText = boldText
    }

    /// The conditions, in the order they are visited: every category (or factor) with Bold Text
    /// off, then every one with it on.
    public var conditions: [TextSizeCondition] {
        boldText.flatMap { bold in
            textScales.isEmpty
                ? categories.map { TextSizeCondition(category: $0, isBoldTextEnabled: bold) }
                : textScales.map { TextSizeCondition(textScale: $0, isBoldTextEnabled: bold) }
        }
    }

    /// Calls `body` once at each condition, after the application and its observers have taken
    /// it; then restores the application's category and Bold Text.
    @MainActor
    public func run<Failure: Error>(
        in application: Application, _ body: @MainActor (TextSizeCondition) async throws(Failure) -> Void
    ) async throws(Failure) {
        let original = TextSizeCondition(of: application)
        for condition in conditions {
            await Self.apply(condition, to: application)
            do throws(Failure) {
                try await body(condition)
            } catch {
                await Self.apply(original, to: application)
                throw error
            }
        }
        await Self.apply(original, to: application)
    }

    /// Posts what differs from `condition` to the application's notification center and waits
    /// until the application reports each change.
    @MainActor
    static func apply(_ condition: TextSizeCondition, to application: Application) async {
        // Subscribed before posting, so no change is missed whichever thread records it.
        let changes = application.changes()
        var pending = post(condition, to: application)
        guard !pending.isEmpty else { return }
        for await change in changes {
            pending.removeAll { $0 == change.value }
            if pending.isEmpty { return }
        }
    }

    /// Posts what differs from `condition` to the application's notification center, as the
    /// system would; returns the changes posted. Posted on the main actor, each is recorded (and
    /// its observers have run) when this returns.
    ///
    /// `package`, for the snapshot strategies, which change the text size synchronously.
    @MainActor
    @discardableResult
    package static func post(_ condition: TextSizeCondition, to application: Application) -> [ApplicationChange.Value] {
        var posted: [ApplicationChange.Value] = []
        if let factor = condition.textScale {
            // No notification carries a factor: a desktop sets it, as the monitor does. The change
            // is recorded before the setter returns, so what to wait for is what it recorded
            // (nothing, for a factor it refused).
            let before = (application.preferredContentSizeCategory, application.preferredTextScale)
            application.preferredTextScale = factor
            if (application.preferredContentSizeCategory, application.preferredTextScale) != before {
                posted.append(.contentSizeCategory(application.preferredContentSizeCategory))
            }
        } else if application.preferredContentSizeCategory == condition.category,
            application.preferredTextScale != condition.category.textScale
        {
            // At the category already, between its factors: set in code, it is drawn at its own.
            posted.append(.contentSizeCategory(condition.category))
            application.preferredContentSizeCategory = condition.category
        } else if application.preferredContentSizeCategory != condition.category {
            posted.append(.contentSizeCategory(condition.category))
            application.notificationCenter.post(
                name: ContentSizeCategory.didChangeNotification, object: nil,
                userInfo: [ContentSizeCategory.newValueUserInfoKey: condition.category])
        }
        if application.isBoldTextEnabled != condition.isBoldTextEnabled {
            posted.append(.boldText(condition.isBoldTextEnabled))
            application.notificationCenter.post(
                name: Application.boldTextStatusDidChangeNotification, object: nil,
                userInfo: [Application.boldTextEnabledUserInfoKey: condition.isBoldTextEnabled])
        }
        return posted
    }
}
