#pragma once

#include "widgets/reportsection.h"
#include "widgets/treemapwidget.h"

#include <QSize>

#include <functional>
#include <memory>

class QCustomPlot;

namespace topoplan::widgets {

/// Natural size of a report chart, px of 1/96 inch: the PDF's text width (A4 less 2 x 50 pt
/// margins = 495 pt = 660 px), so charts print at 1:1 and their 8 pt fonts stay 8 pt.
inline constexpr QSize kReportChartSize{660, 255};
/// Natural size of the report's latency-vs-load chart, px: the text width, and taller than
/// the others by its legend's rows below the curves (charts::legendBelow).
inline constexpr QSize kReportLoadCurveSize{660, 330};
/// Natural size of a report treemap, px.
inline constexpr QSize kReportTreemapSize{660, 420};
/// Font size of the report's charts, pt (the tables are 7.5 pt).
inline constexpr double kReportChartPointSize = 8.0;

/// A report figure of a chart drawn by the GUI's plot-building code (chartplots.h): a
/// QCustomPlot with the panel's layout and `title`, filled by `fill`, in print style
/// (white, kReportChartPointSize), rendered to SVG at `size`. GUI thread.
ReportFigure chartFigure(const QString& id, const QString& title, const QString& caption,
                         const std::function<void(QCustomPlot*)>& fill, QSize size = kReportChartSize);
/// A report figure of a treemap (TreemapWidget::paintTo into SVG) of `items` at `size`.
ReportFigure treemapFigure(const QString& id, const QVector<TreemapItem>& items, const QString& caption,
                           QSize size = kReportTreemapSize);

/// The "Performance charts" section, inserted after "performance" (defaultReportSections):
/// per use case the IOPS, TPM / NOPM, read / write latency with service-level targets and
/// DSS MB/s bars; the use-case comparison; the latency-vs-load curve of the main workload
/// with its knee; the capacity bars; the IOPS and capacity treemaps. A chart that would be
/// empty is replaced by a sentence saying why.
std::unique_ptr<ReportSection> makePerformanceChartsSection();

} // namespace topoplan::widgets
