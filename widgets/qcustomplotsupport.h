#pragma once

// QCustomPlot's header spells Qt's keywords (signals, slots, emit, foreach), which the
// project switches off (QT_NO_KEYWORDS, models/CMakeLists.txt). Include it through here:
// the keywords are mapped to their Q_ macros for the header only.
#include <QtGlobal>
#define signals Q_SIGNALS
#define slots Q_SLOTS
#define emit Q_EMIT
#define foreach Q_FOREACH
#include <qcustomplot.h>
#undef signals
#undef slots
#undef emit
#undef foreach
