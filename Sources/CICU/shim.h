// ICU's headers are C, but only CLineBreaking's source includes them; this module exists for the
// flags and libraries SwiftPM passes to the targets depending on it, from pkg-config's icu-uc.
// Swift must never import ICU's headers: Swift 6.3's Foundation loads its own ICU's
// (_FoundationICU, ICU 76), and a Swift module that sees the system's too (ICU 72 on Debian 12)
// fails to build, as clang finds two definitions of UErrorCode that differ.
