// `import UIKit` makes UIKit's font and Dynamic Type types visible; so does `import HeadlessUI`,
// so ported files need no extra imports for them (`Font`, `ContentSizeCategory`). Foundation is
// not re-exported: a file that uses it (`NotificationCenter`, `Date`) imports it, so that a
// client's imports say what it depends on.
@_exported import DynamicType
@_exported import SystemFonts
