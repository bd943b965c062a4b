// Qt's headers are C++ and only CQtShim includes them; this module exists for the include folder
// SwiftPM passes to the targets depending on it, from pkg-config's Qt6Platform (no -D flags,
// which SwiftPM would drop with a warning): CQtShim's settings in Package.swift add Qt's defines
// and libraries.
