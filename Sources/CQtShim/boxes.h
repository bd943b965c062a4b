#ifndef FONTSCALE_CQTSHIM_BOXES_H
#define FONTSCALE_CQTSHIM_BOXES_H

// The box layouts the tree's stacks are made of: a widget given one, and the layout a container's
// children go into, whatever kind of container it is (a plain box, a scrolling column, a
// fixed-size card, a tool bar).

#include "CQtShim.h"

class QBoxLayout;
class QWidget;

namespace fsqt {

/// The object name of the row a tool bar holds, which holds the bar's buttons and title.
constexpr const char *barRowName = "fontscale-bar-row";

/// Gives a widget a box layout, `spacing` between its children and no margins. A column ends in a
/// spacer that takes the height its children leave, so they sit at the top as in a GTK box; a
/// child with a stretch factor takes it instead.
QWidget *makeBox(QWidget *w, bool vertical, int spacing);

/// The box layout a widget's children go into: a scrolling column's inner widget's, a fixed-size
/// card's column's, a tool bar's row's, or its own.
QBoxLayout *box(const fsqt_handle *handle);

/// The number of widgets in a box's layout: its items but a column's trailing spacer.
int widgetCount(const QBoxLayout *layout);

}  // namespace fsqt

#endif
