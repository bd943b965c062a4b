import DynamicType
import Foundation
import HeadlessUI
import SystemFonts
import TestSupport
import Testing

/// Shared state touched from several threads at once: the case Thread Sanitizer checks.
@Suite("Concurrent use")
struct ConcurrentUseTests {
    static let fontsDirectory = Repository.fontsDirectory

    @Test("registering, resolving and posting category changes from several threads at once")
    func registerResolveAndPost() async throws {
        let environment = FontEnvironment()
        try environment.loadAppFonts(from: Self.fontsDirectory, family: "Scale Sans")
        let center = NotificationCenter()
        let (manager, root, label) = await MainActor.run {
            let window = Window(application: Application(notificationCenter: center, fontEnvironment: environment))
            let root = ViewController()
            let label = Label(font: Font.appFont(for: .body, in: environment))
            root.view.addSubview(label)
            window.rootViewController = root
            let manager = AppearanceManager(rootViewController: root)
            return (manager, window, label)
        }
        let categories = ContentSizeCategory.allCases
        DispatchQueue.concurrentPerform(iterations: 4) { worker in
            for round in 0..<50 {
                switch worker {
                case 0:
                    _ = try? environment.library.registerFonts(in: Self.fontsDirectory)
                case 1:
                    let request = FontRequest(
                        family: round.isMultiple(of: 2) ? "Scale Sans" : "DejaVu Sans", weight: .bold)
                    _ = try? environment.library.resolve(request, usingCache: round.isMultiple(of: 3))
                case 2:
                    center.post(
                        name: ContentSizeCategory.didChangeNotification, object: nil,
                        userInfo: [ContentSizeCategory.newValueUserInfoKey: categories[round % categories.count]])
                default:
                    _ =
                        Font.appFont(
                            for: .headline, compatibleWith: categories[round % categories.count], in: environment
                        )
                        .smallCapsVariant.metrics
                }
            }
        }
        // Posts are applied in the order they were made, so the last one wins.
        let expected = TextStyle.body.pointSize(at: categories[49 % categories.count])
        var size = 0.0
        for _ in 0..<200 {
            size = await MainActor.run { label.font.pointSize }
            if size == expected { break }
            try await Task.sleep(for: .milliseconds(10))
        }
        #expect(size == expected)
        await MainActor.run { withExtendedLifetime((manager, root)) {} }
    }
}
