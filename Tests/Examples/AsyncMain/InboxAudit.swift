// An `@main` type whose `main()` is async, driving a toolkit's window: FontScale keeps the main
// actor on the process's main thread, where the toolkit runs. The toolkits' catalogs show the
// marked lines; FontScaleGTKTests and FontScaleQtTests run it.
import ExampleInbox
import FontScaleGTK
import FontScaleQt
import FontScaleTesting
import Foundation
import HeadlessUI

#if Qt
// example begin
@main
struct InboxAudit {
    static func main() async throws {
        let window = inboxWindow()  // a HeadlessUI Window
        let host = try QtHost(window: window)
        try host.presentWindow(title: "Inbox", width: 332, height: 632)
        let report = try await TextSizeAudit().run(
            on: window, additionalChecks: TextSizeAudit.toolkitChecks(host: host))
        print(report)
        QtApplication.shutDown()  // on the main thread, after the awaits as before them
        print("on the main thread at the end:", Thread.isMainThread)
    }
}
// example end
#elseif GTK
// example begin
@main
struct InboxAudit {
    static func main() async throws {
        let window = inboxWindow()  // a HeadlessUI Window
        let host = try GtkHost(window: window)
        try host.presentWindow(title: "Inbox", width: 332, height: 632)
        let report = try await TextSizeAudit().run(
            on: window, additionalChecks: TextSizeAudit.toolkitChecks(host: host))
        print(report)
        print("on the main thread at the end:", Thread.isMainThread)
    }
}
// example end
#else
@main
struct InboxAudit {
    static func main() {
        FileHandle.standardError.write(Data("built without the GTK or the Qt trait: no toolkit to drive\n".utf8))
        exit(64)
    }
}
#endif
