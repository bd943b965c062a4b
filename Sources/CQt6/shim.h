// Qt's headers are C++ and only CQtShim includes them; this module exists for the include and
// link flags pkg-config gives for Qt6Widgets, which SwiftPM passes to the targets depending on it.
