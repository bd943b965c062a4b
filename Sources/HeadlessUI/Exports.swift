// `import UIKit` makes Foundation, and UIKit's font and Dynamic Type types, visible; so does
// `import HeadlessUI`, so ported files need no extra imports (`NotificationCenter`, `Font`,
// `ContentSizeCategory`).
@_exported import DynamicType
@_exported import Foundation
@_exported import SystemFonts
