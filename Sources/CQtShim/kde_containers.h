#ifndef FONTSCALE_CQTSHIM_KDE_CONTAINERS_H
#define FONTSCALE_CQTSHIM_KDE_CONTAINERS_H

// Containers drawn as KDE's apps draw them, which Qt Widgets alone does not outside a
// QMainWindow or an item view: a tool bar pinned to the window's edge, and a list of rows.

// Qt 6.4's headers declare literal operators in a spelling newer compilers deprecate.
#pragma clang diagnostic push
#pragma clang diagnostic ignored "-Wdeprecated-literal-operator"
#include <QtWidgets/QFrame>
#include <QtWidgets/QToolBar>
#pragma clang diagnostic pop

namespace fsqt {

/// A tool bar fixed in place, as KDE's apps pin theirs to the window's top (and a bottom bar to
/// its bottom): the style draws it as a tool bar, and a separator line is drawn along the edge
/// that faces the content (its bottom in the window's upper half, its top in the lower half),
/// as Breeze separates a main window's tool bar. Styles draw a tool bar's own background only
/// inside a `QMainWindow`, which the host's window is not.
///
/// No Q_OBJECT: it adds no signal, and its class name stays QToolBar's.
class PinnedToolBar : public QToolBar {
  public:
    PinnedToolBar();

  protected:
    void paintEvent(QPaintEvent *) override;

  private:
    /// Whether the bar's middle is in the lower half of its window.
    bool isBelowMiddle() const;
};

/// A list drawn as KDE's item views are: a sunken frame in the view's base colour around its
/// rows, with a separator line between each row and the next. The rows are widgets in a column
/// (``box``), so the line is drawn in the pixel of spacing between them.
///
/// No Q_OBJECT: it adds no signal, and its class name stays QFrame's.
class ListFrame : public QFrame {
  public:
    ListFrame();

  protected:
    void paintEvent(QPaintEvent *event) override;
};

}  // namespace fsqt

#endif
