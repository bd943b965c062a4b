// A synchronous main that runs the toolkit's loop itself, with the main-actor bridge: main-actor
// tasks run inside the loop, on the main thread. The toolkits' catalogs show the marked lines;
// FontScaleGTKTests and FontScaleQtTests run it.
import ExampleInbox
import FontScaleGTK
import FontScaleQt
import FontScaleTesting
import Foundation
import HeadlessUI

let window = inboxWindow()
#if Qt
// example begin
let bridge = try QtMainActorBridge()
let host = try QtHost(window: window)
try host.presentWindow(title: "Inbox", width: 332, height: 632)
var audit: Result<TextSizeAuditReport, ToolkitLoopError>?
Task {
    do throws(ToolkitLoopError) {
        let checks = TextSizeAudit.toolkitChecks(host: host)
        audit = .success(try await TextSizeAudit().run(on: window, additionalChecks: checks))
    } catch {
        audit = .failure(error)
    }
}
bridge.run { audit != nil }  // Qt's loop, with the audit's task resumed inside it
print(try audit!.get())
QtApplication.shutDown()
// example end
print("on the main thread at the end:", Thread.isMainThread)
#elseif GTK
// example begin
let bridge = GtkMainActorBridge()
let host = try GtkHost(window: window)
try host.presentWindow(title: "Inbox", width: 332, height: 632)
var audit: Result<TextSizeAuditReport, ToolkitLoopError>?
Task {
    do throws(ToolkitLoopError) {
        let checks = TextSizeAudit.toolkitChecks(host: host)
        audit = .success(try await TextSizeAudit().run(on: window, additionalChecks: checks))
    } catch {
        audit = .failure(error)
    }
}
bridge.run { audit != nil }  // GLib's loop, with the audit's task resumed inside it
print(try audit!.get())
// example end
print("on the main thread at the end:", Thread.isMainThread)
#else
FileHandle.standardError.write(Data("built without the GTK or the Qt trait: no toolkit to drive\n".utf8))
exit(64)
#endif
