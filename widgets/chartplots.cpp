#include "widgets/chartplots.h"

#include "models/localnumber.h"
#include "models/predictiontext.h"
#include "models/sensitivitytext.h"

#include "core/design.h"
#include "core/designloader.h"
#include "core/loadknee.h"
#include "core/performance/predictionbasis.h"
#include "core/treemaplayout.h"
#include "core/units.h"

#include <QBuffer>
#include <QEvent>
#include <QFontMetrics>
#include <QCoreApplication>
#include <QLocale>
#include <QSvgGenerator>

#include "widgets/qcustomplotsupport.h"

#include <unordered_map>

#include <cmath>
#include <unordered_map>

namespace topoplan::widgets::charts {

namespace {

/// Translation context of the charts' axis labels, legends and notes.
struct Tr {
    Q_DECLARE_TR_FUNCTIONS(Charts)
};

QString qs(const std::string& s) { return QString::fromStdString(s); }
QString num(double v, int decimals = 0) { return models::fixedNumber(v, decimals); }

/// Writes `text` in the middle of the axis rect (an empty chart says why).
void centreNote(QCustomPlot* plot, const QString& text)
{
    auto* note = new QCPItemText(plot);
    note->position->setType(QCPItemPosition::ptAxisRectRatio);
    note->position->setCoords(0.5, 0.5);
    note->setText(text);
    note->setColor(Qt::darkGray);
}

/// Back to a plain plot: no plottables, no items, linear x axis without label; tick
/// labels in the application's locale (digit grouping, decimal comma in German).
void clear(QCustomPlot* plot)
{
    plot->setLocale(QLocale());
    // 'g' with 9 digits: 1,000,000 rather than 1E+06 beside 750,000 (default precision 6).
    for (QCPAxis* axis : {plot->yAxis, plot->yAxis2})
        axis->setNumberPrecision(9);
    plot->clearPlottables();
    plot->clearItems();
    plot->xAxis->setScaleType(QCPAxis::stLinear);
    plot->xAxis->setLabel(QString());
    plot->yAxis2->setVisible(false);
    plot->legend->setVisible(false);
}

/// Colour of the service-level line and the knee.
QColor targetRed() { return QColor(0xd0, 0x02, 0x1b); }
} // namespace

namespace {
/// Replots a chart that was hidden when its data changed, when it is shown (QEvent::Show).
class ReplotOnShow : public QObject {
public:
    using QObject::QObject;
    bool eventFilter(QObject* watched, QEvent* event) override
    {
        if (event->type() == QEvent::Show && watched->property("replotPending").toBool()) {
            watched->setProperty("replotPending", false);
            static_cast<QCustomPlot*>(watched)->replot();
        }
        return false;
    }
};
} // namespace

void replotWhenShown(QCustomPlot* plot)
{
    // Deferred only for a chart of a shown window that is itself hidden (a tab or dock not
    // on screen); a chart drawn for a report (no window shown) is drawn at once.
    if (plot->isVisible() || plot->window() == plot || !plot->window()->isVisible()) {
        plot->setProperty("replotPending", false);
        plot->replot();
        return;
    }
    if (!plot->property("replotFilter").toBool()) {
        plot->installEventFilter(new ReplotOnShow(plot));
        plot->setProperty("replotFilter", true);
    }
    plot->setProperty("replotPending", true);
}

QColor seriesColor(int i)
{
    static const QColor c[] = {QColor(0x1b, 0x9e, 0x77), QColor(0xd9, 0x5f, 0x02), QColor(0x75, 0x70, 0xb3),
                               QColor(0xe7, 0x29, 0x8a), QColor(0x66, 0xa6, 0x1e), QColor(0xe6, 0xab, 0x02),
                               QColor(0xa6, 0x76, 0x1d), QColor(0x66, 0x66, 0x66)};
    return c[i % 8];
}

std::vector<double> curveUsers()
{
    std::vector<double> users;
    for (double u = 1; u <= 1024; u *= 2)
        users.push_back(u);
    return users;
}

std::string curveWorkload(const core::PerformanceResult& result, const QStringList& preferred)
{
    auto curveable = [](const core::WorkloadPerformance& w) { return w.profile.closed && w.reachable; };
    for (const QString& s : preferred)
        for (const core::WorkloadPerformance& w : result.workloads)
            if (qs(w.id) == s && curveable(w))
                return w.id;
    for (const core::WorkloadPerformance& w : result.workloads)
        if (curveable(w))
            return w.id;
    return {};
}

void setupPlot(QCustomPlot* plot, const QString& title)
{
    plot->setInteractions({});
    plot->legend->setVisible(false);
    QFont f = plot->legend->font();
    f.setPointSizeF(f.pointSizeF() * 0.85);
    plot->legend->setFont(f);
    // A side column: the legend on top, an empty stretching cell below it.
    auto* side = new QCPLayoutGrid;
    plot->plotLayout()->addElement(0, 1, side);
    plot->plotLayout()->setColumnStretchFactor(1, 0.001);
    plot->axisRect()->insetLayout()->take(plot->legend);
    side->addElement(0, 0, plot->legend);
    side->addElement(1, 0, new QCPLayoutElement(plot));
    side->setRowStretchFactor(0, 0.001);
    plot->legend->setFillOrder(QCPLegend::foRowsFirst);
    plot->plotLayout()->setMargins(QMargins(0, 0, 3, 0)); // a side legend's right frame line inside the widget
    plot->plotLayout()->insertRow(0);
    plot->plotLayout()->addElement(0, 0, new QCPTextElement(plot, title, QFont(plot->font().family(), 10, QFont::Bold)));
}

void legendBelow(QCustomPlot* plot, int columns)
{
    QCPLayoutGrid* layout = plot->plotLayout();
    auto* side = qobject_cast<QCPLayoutGrid*>(layout->element(1, 1));
    if (!side || !side->take(plot->legend))
        return;
    layout->remove(side);
    layout->simplify(); // the emptied column goes
    layout->addElement(layout->rowCount(), 0, plot->legend);
    layout->setRowStretchFactor(layout->rowCount() - 1, 0.001);
    layout->setMargins(QMargins(0, 0, 3, 3)); // the legend's frame (pen 1, on the pixel edge) inside the picture
    plot->legend->setFillOrder(QCPLegend::foColumnsFirst, false);
    plot->legend->setWrap(std::max(1, columns));
    plot->legend->setFillOrder(QCPLegend::foColumnsFirst, true);
}

void applyPrintStyle(QCustomPlot* plot, double pointSize)
{
    plot->setBackground(Qt::white);
    QFont font(QStringLiteral("DejaVu Sans"));
    font.setPointSizeF(pointSize);
    for (QCPAxis* axis : plot->axisRect()->axes()) {
        axis->setTickLabelFont(font);
        axis->setLabelFont(font);
        axis->setTickLabelColor(Qt::black);
        axis->setLabelColor(Qt::black);
    }
    plot->legend->setFont(font);
    plot->legend->setBrush(Qt::white);
    for (int i = 0; i < plot->itemCount(); ++i)
        if (auto* text = qobject_cast<QCPItemText*>(plot->item(i)))
            text->setFont(font);
    if (auto* title = qobject_cast<QCPTextElement*>(plot->plotLayout()->element(0, 0))) {
        QFont bold = font;
        bold.setBold(true);
        bold.setPointSizeF(pointSize + 1.5);
        title->setFont(bold);
    }
}

void paintVector(QPaintDevice* device, QSize size, const std::function<void(QPainter*)>& paint)
{
    QCPPainter painter;
    painter.begin(device);
    painter.setMode(QCPPainter::pmVectorized);
    painter.setMode(QCPPainter::pmNoCaching);
    painter.fillRect(QRect(QPoint(0, 0), size), Qt::white);
    paint(&painter);
    painter.end();
}

std::function<void(QPainter*)> plotPainting(QCustomPlot* plot, QSize size)
{
    return [plot, size](QPainter* p) { plot->toPainter(static_cast<QCPPainter*>(p), size.width(), size.height()); };
}

QString svgMetadataText(const QString& text)
{
    QString out;
    out.reserve(text.size());
    for (const QChar c : text) {
        if (c.unicode() < 0x20 && c != QLatin1Char('\t') && c != QLatin1Char('\n') && c != QLatin1Char('\r'))
            continue; // not allowed in XML 1.0 even as a character reference
        out += c;
    }
    return out.toHtmlEscaped().replace(QLatin1Char('\''), QLatin1String("&#39;"));
}

QByteArray svgOf(QSize size, const std::function<void(QPainter*)>& paint, const QString& title)
{
    QBuffer buffer;
    buffer.open(QIODevice::WriteOnly);
    QSvgGenerator svg;
    svg.setOutputDevice(&buffer);
    svg.setSize(size);
    svg.setViewBox(QRect(QPoint(0, 0), size));
    svg.setResolution(96); // CSS px: fonts in pt come out at their print size
    if (!title.isEmpty())
        svg.setTitle(svgMetadataText(title));
    paintVector(&svg, size, paint);
    QByteArray out = buffer.data();
    if (title.isEmpty()) // QSvgGenerator's default title would be every chart's hover text
        out.replace("<title>Qt SVG Document</title>", "");
    return out;
}

QByteArray plotSvg(QCustomPlot* plot, QSize size) { return svgOf(size, plotPainting(plot, size)); }

void setBars(QCustomPlot* plot, const QStringList& categories, const std::vector<std::pair<QString, QVector<double>>>& series,
             const QString& yLabel, bool grouped, bool legend)
{
    clear(plot);
    QVector<double> keys;
    for (int i = 0; i < categories.size(); ++i)
        keys << i;
    auto ticker = QSharedPointer<QCPAxisTickerText>::create();
    for (int i = 0; i < categories.size(); ++i)
        ticker->addTick(i, categories[i]);
    plot->xAxis->setTicker(ticker);
    plot->xAxis->setTickLabelRotation(categories.size() > 4 ? 30 : 0);
    plot->xAxis->setRange(-0.6, std::max<double>(categories.size(), 1) - 0.4);
    plot->xAxis->grid()->setVisible(false);
    plot->yAxis->setLabel(yLabel);
    QCPBarsGroup* group = grouped && series.size() > 1 ? new QCPBarsGroup(plot) : nullptr;
    QCPBars* below = nullptr;
    double top = 0.0;
    QVector<double> stack(categories.size(), 0.0);
    const double width = group ? 0.8 / double(series.size()) : 0.6;
    for (std::size_t s = 0; s < series.size(); ++s) {
        auto* bars = new QCPBars(plot->xAxis, plot->yAxis);
        bars->setName(series[s].first);
        bars->setWidth(width);
        const QColor c = seriesColor(int(s));
        bars->setPen(QPen(c.darker(130)));
        bars->setBrush(c);
        bars->setData(keys, series[s].second, true);
        if (group)
            bars->setBarsGroup(group);
        else if (!grouped && below)
            bars->moveAbove(below);
        if (!grouped)
            below = bars;
        for (int i = 0; i < series[s].second.size() && i < stack.size(); ++i) {
            stack[i] = grouped ? std::max(stack[i], series[s].second[i]) : stack[i] + series[s].second[i];
            top = std::max(top, stack[i]);
        }
    }
    plot->yAxis->setRange(0, top > 0 ? top * 1.15 : 1);
    plot->legend->setVisible(series.size() > 1 || legend);
    if (top <= 0)
        centreNote(plot, categories.isEmpty() ? Tr::tr("No workload of this kind in the use case")
                                              : Tr::tr("No I/O: every workload shown is unreachable under the failures"));
    replotWhenShown(plot);
}

namespace {
/// The bars of `plot` named `name` (a series setBars made), or nullptr.
QCPBars* barsNamed(QCustomPlot* plot, const QString& name)
{
    for (int i = 0; i < plot->plottableCount(); ++i)
        if (auto* bars = qobject_cast<QCPBars*>(plot->plottable(i)); bars && bars->name() == name)
            return bars;
    return nullptr;
}

/// Error-bar ends `plus` above bar values `values`: an end that is not finite (an interval
/// whose sample saturates a center) runs to the axis top `top` instead (QCustomPlot would
/// draw to -inf). NaN ends (no interval) stay NaN.
void openEndsToAxisTop(QVector<double>& plus, const QVector<double>& values, double top)
{
    for (int i = 0; i < plus.size(); ++i)
        if (std::isinf(plus[i]))
            plus[i] = std::max(0.0, top - values[i]);
}

/// Error bars on `bars` (one per category, in `result` order) from each workload's
/// interval of figure `f`; the value axis grows to show the highest end. A workload
/// without an interval gets none (zero length).
void addIntervals(QCustomPlot* plot, QCPBars* bars, const std::vector<const core::WorkloadPerformance*>& shown,
                  const core::UncertaintyResult& u, models::Figure f)
{
    if (!bars)
        return;
    QVector<double> minus, plus, values;
    double top = plot->yAxis->range().upper;
    for (const core::WorkloadPerformance* wp : shown) {
        const core::WorkloadPerformance& w = *wp;
        const core::WorkloadUncertainty* wu = core::findUncertainty(u, w.id);
        const double v = models::figureValue(w, f);
        const core::Interval in = wu ? models::figureInterval(*wu, f) : core::Interval{v, v};
        minus << std::max(0.0, v - std::min(in.low, v));
        plus << std::max(0.0, std::max(in.high, v) - v);
        values << v;
        if (std::isfinite(in.high))
            top = std::max(top, std::max(in.high, v) * 1.1);
    }
    openEndsToAxisTop(plus, values, top);
    auto* err = new QCPErrorBars(plot->xAxis, plot->yAxis);
    err->setName(Tr::tr("%1 interval").arg(bars->name()));
    err->removeFromLegend();
    err->setDataPlottable(bars);
    err->setData(minus, plus);
    err->setPen(QPen(QColor(0x33, 0x33, 0x33), 1.2));
    err->setWhiskerWidth(8);
    plot->yAxis->setRange(0, top);
}

void addIntervals(QCustomPlot* plot, QCPBars* bars, const core::PerformanceResult& result,
                  const core::UncertaintyResult& u, models::Figure f)
{
    std::vector<const core::WorkloadPerformance*> all;
    for (const core::WorkloadPerformance& w : result.workloads)
        all.push_back(&w);
    addIntervals(plot, bars, all, u, f);
}
} // namespace

void plotIops(QCustomPlot* plot, const core::PerformanceResult& result, const core::UncertaintyResult* uncertainty)
{
    QStringList cats;
    QVector<double> iops;
    for (const core::WorkloadPerformance& w : result.workloads) {
        cats << qs(w.id);
        iops << w.iops;
    }
    setBars(plot, cats, {{Tr::tr("IOPS"), iops}}, Tr::tr("IOPS"), true);
    if (uncertainty) {
        addIntervals(plot, barsNamed(plot, Tr::tr("IOPS")), result, *uncertainty, models::Figure::Iops);
        replotWhenShown(plot);
    }
}

void plotLatency(QCustomPlot* plot, const core::PerformanceResult& result, const core::UncertaintyResult* uncertainty)
{
    QStringList cats;
    QVector<double> read, write;
    for (const core::WorkloadPerformance& w : result.workloads) {
        cats << qs(w.id);
        read << w.readLatencyMs;
        write << w.writeLatencyMs;
    }
    setBars(plot, cats, {{Tr::tr("read"), read}, {Tr::tr("write"), write}}, Tr::tr("latency (ms)"), true, true);
    if (uncertainty) {
        addIntervals(plot, barsNamed(plot, Tr::tr("read")), result, *uncertainty, models::Figure::ReadLatencyMs);
        addIntervals(plot, barsNamed(plot, Tr::tr("write")), result, *uncertainty, models::Figure::WriteLatencyMs);
    }
    auto* target = plot->addGraph();
    target->setName(Tr::tr("service-level target"));
    target->setPen(QPen(targetRed(), 2, Qt::DashLine));
    QVector<double> x, y;
    double top = plot->yAxis->range().upper;
    for (int i = 0; i < int(result.workloads.size()); ++i) {
        const double ms = result.workloads[std::size_t(i)].targetMs;
        if (ms <= 0)
            continue;
        x << i - 0.45 << i + 0.45 << i + 0.5;
        y << ms << ms << std::nan("");
        top = std::max(top, ms * 1.15);
    }
    target->setData(x, y, true);
    if (x.isEmpty())
        target->removeFromLegend(); // no workload has a target: no legend entry for a line not drawn
    plot->yAxis->setRange(0, top);
    replotWhenShown(plot);
}

void plotUseCases(QCustomPlot* plot, const UseCaseResults& useCases, const std::vector<const core::UncertaintyResult*>& intervals)
{
    QStringList cases, names;
    for (const auto& [id, uc] : useCases) {
        cases << qs(id);
        for (const core::WorkloadPerformance& w : uc.workloads)
            if (!names.contains(qs(w.id)))
                names << qs(w.id);
    }
    std::vector<std::pair<QString, QVector<double>>> series;
    for (const QString& n : names) {
        QVector<double> v;
        for (const auto& [id, uc] : useCases) {
            double iops = 0.0;
            for (const core::WorkloadPerformance& w : uc.workloads)
                iops += qs(w.id) == n ? w.iops : 0.0;
            v << iops;
        }
        series.emplace_back(n, v);
    }
    setBars(plot, cases, series, Tr::tr("IOPS"), false);
    // The stacks' intervals: an error bar per use case at its total, on the top segment
    // (QCPErrorBars on the last stacked QCPBars, whose value there is the stack's top).
    QVector<double> minus, plus, totals;
    bool any = false;
    double top = plot->yAxis->range().upper;
    for (std::size_t i = 0; i < useCases.size(); ++i) {
        const core::UncertaintyResult* u = i < intervals.size() ? intervals[i] : nullptr;
        double total = 0.0, low = 0.0, high = 0.0;
        for (const core::WorkloadPerformance& w : useCases[i].second.workloads) {
            const core::WorkloadUncertainty* wu = u ? core::findUncertainty(*u, w.id) : nullptr;
            total += w.iops;
            low += wu ? std::min(wu->iops.low, w.iops) : w.iops;
            high += wu ? std::max(wu->iops.high, w.iops) : w.iops;
        }
        any = any || (u && high > low);
        // No interval for this stack: NaN, no whisker drawn (QCPErrorBars skips it).
        minus << (u ? total - low : std::nan(""));
        plus << (u ? high - total : std::nan(""));
        totals << total;
        if (std::isfinite(high))
            top = std::max(top, high * 1.1);
    }
    openEndsToAxisTop(plus, totals, top);
    QCPBars* last = nullptr;
    for (int i = 0; i < plot->plottableCount(); ++i)
        if (auto* bars = qobject_cast<QCPBars*>(plot->plottable(i)))
            last = bars->barAbove() ? last : bars;
    if (any && last) {
        auto* err = new QCPErrorBars(plot->xAxis, plot->yAxis);
        err->setName(Tr::tr("interval of the total"));
        err->setDataPlottable(last);
        err->setData(minus, plus);
        err->setPen(QPen(QColor(0x33, 0x33, 0x33), 1.2));
        err->setWhiskerWidth(10);
        plot->yAxis->setRange(0, top);
        plot->legend->setVisible(true);
        replotWhenShown(plot);
    }
}

std::vector<const core::WorkloadPerformance*> plotTpm(QCustomPlot* plot, const core::PerformanceResult& result,
                                                      const core::UncertaintyResult* uncertainty)
{
    QStringList cats;
    QVector<double> tpm, nopm;
    std::vector<const core::WorkloadPerformance*> shown;
    for (const core::WorkloadPerformance& w : result.workloads)
        if (w.tpm > 0) {
            cats << qs(w.id);
            tpm << w.tpm;
            nopm << w.nopm;
            shown.push_back(&w);
        }
    setBars(plot, cats, {{Tr::tr("TPM"), tpm}, {Tr::tr("NOPM"), nopm}}, Tr::tr("transactions per minute"), true);
    if (uncertainty) {
        addIntervals(plot, barsNamed(plot, Tr::tr("TPM")), shown, *uncertainty, models::Figure::Tpm);
        addIntervals(plot, barsNamed(plot, Tr::tr("NOPM")), shown, *uncertainty, models::Figure::Nopm);
        replotWhenShown(plot);
    }
    return shown;
}

std::vector<const core::WorkloadPerformance*> plotDss(QCustomPlot* plot, const core::PerformanceResult& result,
                                                      const core::UncertaintyResult* uncertainty)
{
    QStringList cats;
    QVector<double> mbps;
    std::vector<const core::WorkloadPerformance*> shown;
    for (const core::WorkloadPerformance& w : result.workloads)
        if (w.profile.kind == "dss") {
            cats << qs(w.id);
            mbps << w.mbps;
            shown.push_back(&w);
        }
    setBars(plot, cats, {{Tr::tr("MB/s"), mbps}}, Tr::tr("MB/s (10⁶ B/s)"), true);
    if (uncertainty) {
        addIntervals(plot, barsNamed(plot, Tr::tr("MB/s")), shown, *uncertainty, models::Figure::MBps);
        replotWhenShown(plot);
    }
    return shown;
}

std::vector<CapacityBar> plotCapacity(QCustomPlot* plot, const std::vector<core::StorageCapacity>& capacities,
                                      const core::Design& design)
{
    QStringList cats;
    QVector<double> raw, usable, used, reduced;
    std::vector<CapacityBar> bars;
    for (const core::StorageCapacity& c : capacities) {
        CapacityBar b;
        b.rawTB = c.rawTB;
        b.usableTB = c.usableTB;
        for (const core::StorageGroup& g : design.storageGroups) {
            if (g.storage != c.id)
                continue;
            const double tb = core::propNumber(g.props, "size_gb") / 1000.0;
            const double dedupe = core::propBool(g.props, "dedupe") ? core::propNumber(g.props, "dedupe_ratio", 1.0) : 1.0;
            const double compression =
                core::propBool(g.props, "compression") ? core::propNumber(g.props, "compression_ratio", 1.0) : 1.0;
            b.usedTB += tb;
            b.reducedTB += tb / std::max(1.0, dedupe * compression);
        }
        cats << qs(c.id);
        raw << b.rawTB;
        usable << b.usableTB;
        used << b.usedTB;
        reduced << b.reducedTB;
        bars.push_back(b);
    }
    setBars(plot, cats,
            {{Tr::tr("raw"), raw}, {Tr::tr("usable"), usable}, {Tr::tr("used (provisioned)"), used}, {Tr::tr("after data reduction"), reduced}},
            Tr::tr("TB (10¹² B)"), true);
    if (capacities.empty()) {
        plot->clearItems();
        centreNote(plot, Tr::tr("The design holds no storage system"));
        replotWhenShown(plot);
    }
    return bars;
}

int plotLoadCurve(QCustomPlot* plot, const std::vector<core::LoadPoint>& curve, const QString& workload, const QString& basis,
                  const std::vector<core::LoadBand>& band)
{
    clear(plot);
    if (curve.empty()) {
        plot->xAxis->setTicker(QSharedPointer<QCPAxisTicker>::create());
        plot->xAxis->setRange(0, 1);
        plot->yAxis->setRange(0, 1);
        centreNote(plot, workload.isEmpty() ? Tr::tr("No closed workload (users and think time) to sweep")
                                            : Tr::tr("No curve: the performance model could not be solved for %1").arg(workload));
        replotWhenShown(plot);
        return -1;
    }
    QVector<double> users, read, write, iops, cycle;
    for (const core::LoadPoint& p : curve) {
        users << p.users;
        read << p.readLatencyMs;
        write << p.writeLatencyMs;
        iops << p.iops;
        // Interactive response time law R + Z = N / X (Lazowska et al. 1984, ch. 3): the
        // time between one user's I/Os, CPU and its queueing, I/O latency and think time
        // together. Its gap to the I/O latency is where a CPU-bound workload spends its time.
        cycle << (p.iops > 0.0 ? p.users / p.iops * 1000.0 : 0.0);
    }
    // Where throughput stops growing (core::throughputKnee: marginal IOPS per added user
    // below half the light-load slope; Lazowska et al. ch. 5, N* = (D + Z) / D_max).
    const int knee = core::throughputKnee(std::vector<double>(users.begin(), users.end()), std::vector<double>(iops.begin(), iops.end()));
    plot->xAxis->setTicker(QSharedPointer<QCPAxisTickerLog>::create());
    plot->xAxis->setScaleType(QCPAxis::stLogarithmic);
    plot->xAxis->setLabel(Tr::tr("users (%1)").arg(workload));
    plot->xAxis->setRange(0.8, 1300);
    plot->xAxis->setTickLabelRotation(0);
    plot->yAxis->setLabel(Tr::tr("latency (ms)"));
    plot->yAxis2->setVisible(true);
    plot->yAxis2->setLabel(Tr::tr("IOPS"));
    double bandLatency = 0.0, bandIops = 0.0;
    const bool banded = !band.empty() && band.size() == curve.size();
    if (banded) {
        // Each band: a graph of its low ends and one of its high ends filled down to it
        // (QCPGraph::setChannelFillGraph), in its curve's colour, out of the legend; added
        // before the curves, which QCustomPlot then draws over them.
        auto addBand = [&](QCPAxis* valueAxis, const QColor& colour, core::Interval core::LoadBand::*figure) {
            QVector<double> low, high;
            for (const core::LoadBand& b : band) {
                low << (b.*figure).low;
                high << (b.*figure).high;
            }
            auto* gl = plot->addGraph(plot->xAxis, valueAxis);
            auto* gh = plot->addGraph(plot->xAxis, valueAxis);
            QColor fill = colour;
            fill.setAlpha(45);
            for (QCPGraph* g : {gl, gh}) {
                g->setPen(Qt::NoPen);
                g->removeFromLegend();
                g->setSelectable(QCP::stNone);
            }
            gl->setData(users, low, true);
            gh->setData(users, high, true);
            gh->setBrush(fill);
            gh->setChannelFillGraph(gl);
            gh->setObjectName(QStringLiteral("loadBand"));
            return *std::max_element(high.begin(), high.end());
        };
        bandLatency = std::max({addBand(plot->yAxis, seriesColor(0), &core::LoadBand::readLatencyMs),
                               addBand(plot->yAxis, seriesColor(1), &core::LoadBand::writeLatencyMs)});
        bandIops = addBand(plot->yAxis2, seriesColor(2), &core::LoadBand::iops);
    }
    auto* gr = plot->addGraph();
    gr->setName(Tr::tr("read latency (ms)"));
    gr->setPen(QPen(seriesColor(0), 2));
    gr->setScatterStyle(QCPScatterStyle::ssDisc);
    gr->setData(users, read, true);
    auto* gw = plot->addGraph();
    gw->setName(Tr::tr("write latency (ms)"));
    gw->setPen(QPen(seriesColor(1), 2));
    gw->setScatterStyle(QCPScatterStyle::ssDisc);
    gw->setData(users, write, true);
    auto* gc = plot->addGraph();
    gc->setName(Tr::tr("time per I/O per user, users / IOPS (ms): CPU, I/O and think time"));
    gc->setPen(QPen(seriesColor(3), 1.5, Qt::DashDotLine));
    gc->setData(users, cycle, true);
    auto* gi = plot->addGraph(plot->xAxis, plot->yAxis2);
    gi->setName(Tr::tr("IOPS"));
    gi->setPen(QPen(seriesColor(2), 1.5, Qt::DashLine));
    gi->setData(users, iops, true);
    double maxLatency = 0.0;
    for (int i = 0; i < read.size(); ++i)
        maxLatency = std::max({maxLatency, read[i], write[i], cycle[i]});
    const double maxIops = std::max(bandIops, *std::max_element(iops.begin(), iops.end()));
    maxLatency = std::max(maxLatency, bandLatency);
    // 30 % headroom on both axes: the knee's label sits in the band above the curves.
    plot->yAxis->setRange(0, maxLatency * 1.3 + 0.01);
    plot->yAxis2->setRange(0, maxIops * 1.3 + 1);
    // In a short plot (the Analysis dock at its least height) the label's two lines take
    // more than that: once laid out, the headroom grows so that the curves stay below the
    // label's bottom edge (then one more replot draws the ticks of the new ranges).
    const auto keepBelow = [plot, maxLatency, maxIops](QCPItemText* label, double anchorX) {
        QObject::connect(plot, &QCustomPlot::afterLayout, label, [plot, label, maxLatency, maxIops, anchorX] {
            const double h = plot->axisRect()->height();
            if (h <= 0)
                return;
            // Across, the label stays inside the axis rect (inside the plot when it is wider):
            // aligned at its anchor as asked, shifted in where that would cut it (issue 16:
            // the report's knee label lost its ends).
            const QRect axes = plot->axisRect()->rect();
            const double width = label->right->pixelPosition().x() - label->left->pixelPosition().x();
            const Qt::Alignment along = label->positionAlignment() & Qt::AlignHorizontal_Mask;
            const double x = anchorX > 0 ? plot->xAxis->coordToPixel(anchorX) : axes.left() + axes.width() / 2.0;
            double left = along & Qt::AlignLeft ? x : along & Qt::AlignRight ? x - width : x - width / 2;
            const QRect room = width <= axes.width() - 4 ? axes.adjusted(2, 0, -2, 0) : plot->viewport();
            left = std::clamp(left, double(room.left()), std::max(double(room.left()), room.right() - width));
            label->setClipToAxisRect(width <= axes.width() - 4);
            label->position->setTypeX(QCPItemPosition::ptAbsolute);
            label->position->setCoords(left + (along & Qt::AlignLeft ? 0 : along & Qt::AlignRight ? width : width / 2),
                                       label->position->coords().y());
            const double top = plot->axisRect()->top();
            const double bottom = (label->bottom->pixelPosition().y() - top + 6.0) / h;
            const double factor = std::max(1.3, 1.0 / std::max(0.25, 1.0 - bottom));
            const double latency = maxLatency * factor + 0.01, io = maxIops * factor + 1;
            if (std::abs(plot->yAxis->range().upper - latency) > 1e-9 * latency
                || std::abs(plot->yAxis2->range().upper - io) > 1e-9 * io) {
                plot->yAxis->setRange(0, latency);
                plot->yAxis2->setRange(0, io);
                plot->replot(QCustomPlot::rpQueuedReplot);
            }
        });
    };
    // What the curves are: the point model's, with or without the band around them.
    const QString what = banded ? (basis.isEmpty() ? Tr::tr(" point estimate; band: the tornado's parameters at their ends ")
                                                   : Tr::tr(" point estimate; band: the tornado's parameters at their ends, %1 ").arg(basis))
                                : (basis.isEmpty() ? Tr::tr(" point estimate of the point model (no interval) ")
                                                   : Tr::tr(" point estimate of the point model (no interval), %1 ").arg(basis));
    if (knee >= 0) {
        auto* line = new QCPItemStraightLine(plot);
        line->point1->setCoords(users[knee], 0);
        line->point2->setCoords(users[knee], 1);
        line->setPen(QPen(targetRed(), 1.5, Qt::DotLine));
        auto* label = new QCPItemText(plot);
        label->position->setTypeX(QCPItemPosition::ptPlotCoords);
        label->position->setTypeY(QCPItemPosition::ptAxisRectRatio);
        label->setObjectName(QStringLiteral("kneeLabel"));
        label->position->setCoords(users[knee], 0.03);
        // Where the knee is along the (log) axis: the label starts at the line in the left
        // third, ends at it in the right third, is centred on it between: never clipped.
        const QCPRange x = plot->xAxis->range();
        const double at = std::log(users[knee] / x.lower) / std::log(x.upper / x.lower);
        label->setPositionAlignment((at < 1.0 / 3 ? Qt::AlignLeft : at > 2.0 / 3 ? Qt::AlignRight : Qt::AlignHCenter) | Qt::AlignTop);
        // A point of the point model's sweep, at 3 significant digits, with the basis it
        // rests on.
        label->setText(Tr::tr(" knee: %1 users, %2 IOPS, read %3 ms ").arg(num(users[knee]), models::threeDigits(iops[knee]),
                                                                          models::threeDigits(read[knee]))
                       + QLatin1Char('\n') + what);
        label->setColor(targetRed());
        label->setBrush(Qt::white);
        keepBelow(label, users[knee]);
    } else {
        // No knee to carry the note: the chart itself says what its curves are.
        auto* label = new QCPItemText(plot);
        label->setObjectName(QStringLiteral("pointEstimateLabel"));
        label->position->setType(QCPItemPosition::ptAxisRectRatio);
        label->position->setCoords(0.5, 0.03);
        label->setPositionAlignment(Qt::AlignHCenter | Qt::AlignTop);
        label->setText(what);
        label->setBrush(Qt::white);
        keepBelow(label, 0.0);
    }
    plot->legend->setVisible(true);
    replotWhenShown(plot);
    return knee;
}

QColor basisColor(core::Basis basis)
{
    switch (basis) {
    case core::Basis::Measured: return QColor(0x1b, 0x9e, 0x77);
    case core::Basis::Sourced: return QColor(0x75, 0x70, 0xb3);
    case core::Basis::Assumed: return QColor(0xd9, 0x5f, 0x02);
    }
    return QColor(0xd9, 0x5f, 0x02);
}

int plotTornado(QCustomPlot* plot, const core::WorkloadUncertainty* u, double point, const QString& figureLabel,
                const std::vector<core::Parameter>& parameters, const QString& emptyText)
{
    clear(plot);
    plot->xAxis->setLabel(figureLabel);
    plot->yAxis->setLabel(QString());
    const int n = u ? int(u->tornado.size()) : 0;
    auto ticker = QSharedPointer<QCPAxisTickerText>::create();
    if (n == 0) {
        plot->yAxis->setTicker(ticker);
        plot->xAxis->setRange(0, 1);
        plot->yAxis->setRange(0, 1);
        centreNote(plot, emptyText);
        replotWhenShown(plot);
        return 0;
    }
    // One low and one high series per basis present, so that the legend names the bases.
    std::map<core::Basis, std::pair<QCPBars*, QCPBars*>> series;
    double lo = point, hi = point;
    for (int i = 0; i < n; ++i) {
        const core::TornadoBar& b = u->tornado[std::size_t(i)];
        const double key = n - 1 - i; // the largest swing on top
        // Long labels ("host I/O stack latency per I/O (guest, virtual adapter, ...)") elided,
        // the basis kept, so that 8 rows of two lines each fit beside the bars.
        QString label = QStringLiteral("%1 (%2)").arg(
            QFontMetrics(plot->yAxis->tickLabelFont()).elidedText(models::tornadoLabel(b, *u, parameters, nullptr), Qt::ElideRight, 200), models::basisLabel(b.basis));
        const auto param = std::find_if(parameters.begin(), parameters.end(),
                                        [&](const core::Parameter& p) { return p.id == b.parameterId; });
        const std::string unit = param != parameters.end() ? param->unit : std::string();
        label += QLatin1Char('\n') + models::threeDigits(b.paramLow)
            + QLatin1Char('-') + models::threeDigits(b.paramHigh, models::unitText(unit));
        ticker->addTick(key, label);
        auto& [low, high] = series[b.basis];
        if (!low) {
            const QColor c = basisColor(b.basis);
            low = new QCPBars(plot->yAxis, plot->xAxis);
            low->setName(models::basisLabel(b.basis) + Tr::tr(" (parameter low)"));
            low->setBrush(c.lighter(160));
            low->setPen(QPen(c));
            low->removeFromLegend();
            high = new QCPBars(plot->yAxis, plot->xAxis);
            high->setName(models::basisLabel(b.basis));
            high->setBrush(c);
            high->setPen(QPen(c.darker(130)));
            for (QCPBars* bars : {low, high}) {
                bars->setBaseValue(point);
                bars->setWidth(0.6);
            }
        }
        // A QCPBars value is the bar's extent from its base value (QCustomPlot's
        // QCPBars::setBaseValue: base 1 and value 2 span 1..3), not its end: each bar spans
        // point..figure.
        low->addData(key, b.figureAtLow - point);
        high->addData(key, b.figureAtHigh - point);
        lo = std::min({lo, b.figureAtLow, b.figureAtHigh});
        hi = std::max({hi, b.figureAtLow, b.figureAtHigh});
    }
    plot->yAxis->setTicker(ticker);
    plot->yAxis->setRange(-0.6, n - 0.4);
    plot->yAxis->grid()->setVisible(false);
    const double pad = std::max((hi - lo) * 0.08, std::abs(point) * 0.02 + 1e-9);
    plot->xAxis->setRange(lo - pad, hi + pad);
    auto* line = new QCPItemStraightLine(plot);
    line->point1->setCoords(point, 0);
    line->point2->setCoords(point, 1);
    line->setPen(QPen(Qt::black, 1.5, Qt::DashLine));
    auto* label = new QCPItemText(plot);
    label->position->setTypeX(QCPItemPosition::ptPlotCoords);
    label->position->setTypeY(QCPItemPosition::ptAxisRectRatio);
    label->position->setCoords(point, 0.0);
    label->setPositionAlignment(Qt::AlignHCenter | Qt::AlignTop);
    label->setText(Tr::tr("point %1").arg(models::threeDigits(point)));
    label->setColor(Qt::black);
    label->setBrush(QColor(255, 255, 255, 220));
    plot->legend->setVisible(true);
    replotWhenShown(plot);
    return n;
}

QVector<TreemapItem> iopsTreemapItems(const core::PerformanceResult& result, const core::Design& design,
                                      const core::UncertaintyResult* uncertainty, bool pending)
{
    QVector<TreemapItem> items;
    std::unordered_map<std::string, const core::Workload*> byId; // not a scan per workload
    for (const core::Workload& wl : design.workloads)
        byId.emplace(wl.id, &wl);
    for (const core::WorkloadPerformance& w : result.workloads) {
        const auto found = byId.find(w.id);
        const QString engine = found != byId.end() ? qs(found->second->engine) : QString();
        const QString group = QStringLiteral("%1 %2").arg(engine, qs(w.profile.kind).toUpper());
        const core::WorkloadUncertainty* wu = uncertainty ? core::findUncertainty(*uncertainty, w.id) : nullptr;
        const bool waiting = pending && !wu;
        const QString basis = wu ? models::basisSummary(*wu, uncertainty->parameters, &result) : models::basisText(wu, waiting);
        const QString iops = models::figureText(w, models::Figure::Iops, wu, waiting);
        // The tile: the figure with its interval (or "interval pending"), then the basis
        // word ("calibrated", "a priori"); the tooltip adds latencies and the basis line.
        items << TreemapItem{qs(w.id), qs(w.id), group, w.iops,
                             Tr::tr("<b>%1</b> (%2)<br>%3<br>read %4<br>write %5%6")
                                 .arg(qs(w.id), group, iops,
                                      models::figureText(w, models::Figure::ReadLatencyMs, wu, waiting),
                                      models::figureText(w, models::Figure::WriteLatencyMs, wu, waiting),
                                      basis.isEmpty() ? QString() : QStringLiteral("<br><i>%1</i>").arg(basis.toHtmlEscaped())),
                             wu ? iops + QLatin1Char('\n') + models::basisWord(wu->basis) : iops};
    }
    return items;
}

QVector<TreemapItem> capacityTreemapItems(const core::Design& design)
{
    QVector<TreemapItem> items;
    for (const core::StorageGroup& g : design.storageGroups) {
        const double gb = core::propNumber(g.props, "size_gb");
        if (gb <= 0)
            continue;
        const QString group = g.parent.empty() ? qs(g.storage) : QStringLiteral("%1 / %2").arg(qs(g.storage), qs(g.parent));
        items << TreemapItem{qs(g.id), qs(g.id), group, gb / 1000.0,
                             Tr::tr("<b>%1</b> on %2<br>%3 TB provisioned").arg(qs(g.id), group, num(gb / 1000.0, 2)),
                             QString()}; // an input: the value alone
    }
    return items;
}

QVector<TreemapItem> sweepTreemapItems(const core::SweepResult& sweep)
{
    QVector<TreemapItem> tiles;
    for (const core::SweepEntry& e : sweep.entries) {
        const QString element = joinedIds(e.elements);
        const int broken = int(e.flowsBroken.size());
        tiles << TreemapItem{element, element, joinedKinds(e.kinds), double(e.pathsLost),
                             // Plurals: "1 path lost", not "1 paths" (issue 16, wording).
                             Tr::tr("<b>%1</b> (%2)<br>%3 · %4%5")
                                 .arg(element, joinedKinds(e.kinds), Tr::tr("%n path(s) lost", nullptr, e.pathsLost),
                                      Tr::tr("%n flow(s) broken", nullptr, broken),
                                      broken ? QStringLiteral("<br>") + joinedIds(e.flowsBroken).toHtmlEscaped() : QString()),
                             QString()}; // a count: the value alone
    }
    return tiles;
}

TimelineData evaluateTimeline(const core::LoadedDesign& design, const std::string& id, const std::string& useCase,
                              const core::ScenarioResult* evaluated)
{
    TimelineData t;
    t.scenario = id;
    try {
        const core::Scenario* s = design.design.scenario(id);
        t.durationMin = s ? s->durationMin : 0.0;
        const core::ScenarioResult own = evaluated ? core::ScenarioResult{} : core::evaluateScenario(design, id);
        const core::ScenarioResult& r = evaluated ? *evaluated : own;
        std::vector<std::string> selected;
        if (const core::UseCase* u = design.design.useCase(useCase.empty() ? core::defaultUseCase(design.design) : useCase))
            selected = u->workloads;
        for (const core::ScenarioStep& step : r.steps) {
            core::PerformanceOptions o;
            o.useCase = useCase;
            o.failed = step.failed;
            const core::PerformanceResult p = core::simulatePerformance(design, o, step.result);
            TimelineState st;
            st.atMin = step.atMin;
            st.failed = step.failed;
            double weighted = 0.0;
            for (const core::WorkloadPerformance& w : p.workloads) {
                st.iops += w.iops;
                st.mbps += w.mbps;
                weighted += w.iops * w.readLatencyMs;
                st.unreachable += w.reachable ? 0 : 1;
                if (w.reachable) {
                    st.worstReadLatencyMs = std::max(st.worstReadLatencyMs, w.readLatencyMs);
                    st.worstWriteLatencyMs = std::max(st.worstWriteLatencyMs, w.writeLatencyMs);
                }
            }
            st.readLatencyMs = st.iops > 0 ? weighted / st.iops : 0.0;
            std::vector<std::string> bases;
            for (const core::WorkloadPerformance& w : p.workloads)
                if (w.reachable && std::find(bases.begin(), bases.end(), w.basis) == bases.end()) {
                    bases.push_back(w.basis);
                    st.basis += (st.basis.empty() ? "" : " / ") + w.basis;
                }
            t.states.push_back(std::move(st));
            if (step.action == "fail") {
                core::RebuildEstimate rb = core::rebuildEstimate(design, step.target, selected);
                if (!rb.cluster.empty()) {
                    t.rebuildStartMin.push_back(step.atMin + rb.startDelayMin);
                    t.rebuilds.push_back(std::move(rb));
                }
            }
        }
    } catch (...) {
        t.states.clear();
    }
    return t;
}

void plotTimeline(QCustomPlot* plot, const TimelineData& timeline)
{
    clear(plot);
    if (timeline.states.empty()) {
        plot->xAxis->setRange(0, 1);
        plot->yAxis->setRange(0, 1);
        centreNote(plot, Tr::tr("The scenario could not be evaluated."));
        replotWhenShown(plot);
        return;
    }
    // Sampled once a minute: the state holds until the next event.
    auto stateAt = [&](double minute) {
        const TimelineState* s = &timeline.states.front();
        for (const TimelineState& st : timeline.states)
            if (st.atMin <= minute + 1e-9)
                s = &st;
        return s;
    };
    QVector<double> t, iops, latency, baseIops, baseLatency;
    const TimelineState& base = timeline.states.front();
    for (int m = 0; m <= int(timeline.durationMin); ++m) {
        const TimelineState* s = stateAt(m);
        t << m;
        iops << s->iops;
        latency << s->readLatencyMs;
        baseIops << base.iops;
        baseLatency << base.readLatencyMs;
    }
    plot->xAxis->setTicker(QSharedPointer<QCPAxisTicker>::create());
    plot->xAxis->setTickLabelRotation(0);
    plot->yAxis2->setVisible(true);
    plot->xAxis->setLabel(Tr::tr("minute"));
    plot->yAxis->setLabel(Tr::tr("IOPS"));
    plot->yAxis2->setLabel(Tr::tr("read latency (ms)"));
    auto add = [plot](QCPAxis* y, const QString& name, const QVector<double>& x, const QVector<double>& v, QPen pen) {
        QCPGraph* g = plot->addGraph(plot->xAxis, y);
        g->setName(name);
        g->setPen(pen);
        g->setLineStyle(QCPGraph::lsStepLeft);
        g->setData(x, v, true);
    };
    add(plot->yAxis, Tr::tr("IOPS (scenario)"), t, iops, QPen(seriesColor(0), 2.5));
    add(plot->yAxis, Tr::tr("IOPS (no failure)"), t, baseIops, QPen(seriesColor(0), 1.5, Qt::DashLine));
    add(plot->yAxis2, Tr::tr("read latency (scenario)"), t, latency, QPen(seriesColor(1), 2.5));
    add(plot->yAxis2, Tr::tr("read latency (no failure)"), t, baseLatency, QPen(seriesColor(1), 1.5, Qt::DashLine));
    double maxIops = 0.0, maxLatency = 0.0;
    for (int i = 0; i < t.size(); ++i) {
        maxIops = std::max({maxIops, iops[i], baseIops[i]});
        maxLatency = std::max({maxLatency, latency[i], baseLatency[i]});
    }
    plot->xAxis->setRange(0, std::max(1.0, timeline.durationMin));
    // 35 % headroom: the rebuild labels sit in the band above the IOPS lines.
    const double top = maxIops * 1.35 + 1;
    plot->yAxis->setRange(0, top);
    // Latency on its own scale, topping out at mid-height so its line does not hide the IOPS line.
    plot->yAxis2->setRange(0, maxLatency * 2.2 + 0.01);
    for (std::size_t i = 0; i < timeline.rebuilds.size(); ++i) {
        const core::RebuildEstimate& r = timeline.rebuilds[i];
        const double start = timeline.rebuildStartMin[i];
        const double end = start + r.underLoadMinutes;
        auto* rect = new QCPItemRect(plot);
        rect->topLeft->setCoords(start, top);
        rect->bottomRight->setCoords(std::min(end, timeline.durationMin), 0);
        rect->setPen(Qt::NoPen);
        rect->setBrush(QColor(0x75, 0x70, 0xb3, 50));
        // Top left of the axis rect, one under the other: never clipped by the axis, whatever
        // the minute the rebuild starts.
        auto* label = new QCPItemText(plot);
        label->position->setType(QCPItemPosition::ptAxisRectRatio);
        label->position->setCoords(0.01, 0.02 + 0.14 * double(i));
        label->setPositionAlignment(Qt::AlignLeft | Qt::AlignTop);
        label->setTextAlignment(Qt::AlignLeft);
        label->setColor(QColor(0x55, 0x50, 0x93));
        // A prediction like any other: its interval (the ranges of the resync parameters,
        // core::rebuildEstimate()) and the basis of its least sure parameter.
        label->setText(Tr::tr("rebuild of %1 from minute %2: %3 GB,\n%4 min under load, %5%6")
                           .arg(qs(r.element), num(start, start == std::floor(start) ? 0 : 1), num(r.dataGB),
                                QString::fromStdString(core::formatWithInterval(r.underLoadMinutes, r.underLoadMinutesLow,
                                                                                r.underLoadMinutesHigh, "")),
                                models::basisLabel(core::weakestBasis(r.parameters)),
                                end > timeline.durationMin ? Tr::tr(" (ends after the scenario)") : QString()));
        label->setObjectName(QStringLiteral("rebuildLabel"));
    }
    plot->legend->setVisible(true);
    replotWhenShown(plot);
}

} // namespace topoplan::widgets::charts
