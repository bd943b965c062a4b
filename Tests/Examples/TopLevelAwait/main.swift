// Top-level code that awaits, driving a toolkit's window: FontScale keeps the main actor on the
// process's main thread, where the toolkit runs, before and after every `await`. The README and
// the toolkits' catalogs show the marked lines; FontScaleGTKTests and FontScaleQtTests run it.
import ExampleInbox
import FontScaleGTK
import FontScaleQt
import FontScaleTesting
import Foundation
import HeadlessUI

let window = inboxWindow()
#if Qt
// example begin
let host = try QtHost(window: window)
try host.presentWindow(title: "Inbox", width: 332, height: 632)
let report = try await TextSizeAudit().run(on: window, additionalChecks: TextSizeAudit.toolkitChecks(host: host))
print(report)
QtApplication.shutDown()  // on the main thread, after the awaits as before them
// example end
print("on the main thread at the end:", Thread.isMainThread)
#elseif GTK
// example begin
let host = try GtkHost(window: window)
try host.presentWindow(title: "Inbox", width: 332, height: 632)
let report = try await TextSizeAudit().run(on: window, additionalChecks: TextSizeAudit.toolkitChecks(host: host))
print(report)
// example end
print("on the main thread at the end:", Thread.isMainThread)
#else
FileHandle.standardError.write(Data("built without the GTK or the Qt trait: no toolkit to drive\n".utf8))
exit(64)
#endif
