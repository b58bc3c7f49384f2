#include "widgets/performancepanel.h"

#include "core/units.h"

#include "core/design.h"
#include "core/treemaplayout.h"
#include "models/analysisrunner.h"
#include "models/designdocument.h"
#include "widgets/treemapwidget.h"

#include <QTabWidget>
#include <QToolTip>
#include <QVBoxLayout>
#include <QtConcurrent/QtConcurrentRun>

#include "widgets/qcustomplotsupport.h"

#include <cmath>
#include <unordered_map>

namespace topoplan::widgets {

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

/// Draws `plot` now if it is on screen, else when it is next shown: a chart in a hidden
/// tab or dock costs no drawing on the GUI thread when a result arrives (the bars of a
/// 10,000-device design's 1,250 workloads take some 100 ms to draw).
void replotWhenShown(QCustomPlot* plot)
{
    if (plot->isVisible()) {
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

QString qs(const std::string& s) { return QString::fromStdString(s); }
QString num(double v, int decimals = 0) { return QLocale().toString(v, 'f', decimals); }

/// Series colours: ColorBrewer "Dark2" (Harrower & Brewer 2003), distinct on white.
QColor seriesColor(int i)
{
    static const QColor c[] = {QColor(0x1b, 0x9e, 0x77), QColor(0xd9, 0x5f, 0x02), QColor(0x75, 0x70, 0xb3),
                               QColor(0xe7, 0x29, 0x8a), QColor(0x66, 0xa6, 0x1e), QColor(0xe6, 0xab, 0x02),
                               QColor(0xa6, 0x76, 0x1d), QColor(0x66, 0x66, 0x66)};
    return c[i % 8];
}

/// Users swept for the latency-vs-load curve (as `topoplan-cli simulate --curve`).
std::vector<double> curveUsers()
{
    std::vector<double> users;
    for (double u = 1; u <= 1024; u *= 2)
        users.push_back(u);
    return users;
}

// Marked here, translated when a panel is built (a static QString would be translated
// before main() installs the translator, i.e. never).
const char* const kTitles[] = {QT_TRANSLATE_NOOP("QObject", "IOPS"),       QT_TRANSLATE_NOOP("QObject", "Latency"),
                               QT_TRANSLATE_NOOP("QObject", "Use cases"),  QT_TRANSLATE_NOOP("QObject", "TPM / NOPM"),
                               QT_TRANSLATE_NOOP("QObject", "DSS MB/s"),   QT_TRANSLATE_NOOP("QObject", "Latency vs load"),
                               QT_TRANSLATE_NOOP("QObject", "Capacity")};
} // namespace

PerformancePanel::PerformancePanel(models::DesignDocument* document, models::AnalysisRunner* runner, QWidget* parent)
    : QWidget(parent), m_document(document), m_runner(runner), m_tabs(new QTabWidget),
      m_iopsTreemap(new TreemapWidget), m_capacityTreemap(new TreemapWidget)
{
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_tabs);
    m_tabs->addTab(m_iopsTreemap, tr("IOPS treemap"));
    m_tabs->addTab(m_capacityTreemap, tr("Capacity treemap"));
    for (int c = 0; c < ChartCount; ++c) {
        auto* plot = new QCustomPlot;
        plot->setMinimumSize(300, 180);
        plot->setInteractions({});
        plot->legend->setVisible(false);
        QFont f = plot->legend->font();
        f.setPointSizeF(f.pointSizeF() * 0.85);
        plot->legend->setFont(f);
        // The legend sits right of the axis rect, never over the bars.
        // A side column: the legend on top, an empty stretching cell below it.
        auto* side = new QCPLayoutGrid;
        plot->plotLayout()->addElement(0, 1, side);
        plot->plotLayout()->setColumnStretchFactor(1, 0.001);
        plot->axisRect()->insetLayout()->take(plot->legend);
        side->addElement(0, 0, plot->legend);
        side->addElement(1, 0, new QCPLayoutElement(plot));
        side->setRowStretchFactor(0, 0.001);
        plot->legend->setFillOrder(QCPLegend::foRowsFirst);
        plot->plotLayout()->insertRow(0);
        plot->plotLayout()->addElement(0, 0, new QCPTextElement(plot, QObject::tr(kTitles[c]), QFont(font().family(), 10, QFont::Bold)));
        m_plots[c] = plot;
        m_tabs->addTab(plot, QObject::tr(kTitles[c]));
        plot->setMouseTracking(true);
        connect(plot, &QCustomPlot::mouseMove, this, [this, c](QMouseEvent* e) { showTooltip(Chart(c), e); });
    }
    connect(m_iopsTreemap, &TreemapWidget::itemActivated, this, &PerformancePanel::workloadActivated);
    connect(m_capacityTreemap, &TreemapWidget::itemActivated, this, &PerformancePanel::workloadActivated);
    connect(&m_curveWatcher, &QFutureWatcher<std::vector<core::LoadPoint>>::finished, this, [this] {
        if (m_curvePending) {
            m_curvePending = false;
            requestCurve();
            return;
        }
        m_curve = m_curveWatcher.result();
        drawCurve();
    });
    if (runner) {
        auto refresh = [this] {
            setResults(m_runner->performance(), m_runner->useCasePerformance(), m_runner->capacities());
        };
        connect(runner, &models::AnalysisRunner::resultReady, this, refresh);
    }
}

PerformancePanel::~PerformancePanel() { m_curveWatcher.waitForFinished(); }

void PerformancePanel::showChart(Chart chart) { m_tabs->setCurrentWidget(m_plots[chart]); }

void PerformancePanel::showTreemap(bool capacity)
{
    m_tabs->setCurrentWidget(capacity ? static_cast<QWidget*>(m_capacityTreemap) : m_iopsTreemap);
}

void PerformancePanel::setBars(Chart chart, const QStringList& categories,
                               const std::vector<std::pair<QString, QVector<double>>>& series, const QString& yLabel,
                               bool grouped, std::function<QString(int)> tooltip)
{
    QCustomPlot* plot = m_plots[chart];
    plot->clearPlottables();
    plot->clearItems();
    m_tooltips[chart] = std::move(tooltip);
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
        else if (!grouped && below) {
            bars->moveAbove(below);
        }
        if (!grouped)
            below = bars;
        for (int i = 0; i < series[s].second.size() && i < stack.size(); ++i) {
            stack[i] = grouped ? std::max(stack[i], series[s].second[i]) : stack[i] + series[s].second[i];
            top = std::max(top, stack[i]);
        }
    }
    plot->yAxis->setRange(0, top > 0 ? top * 1.15 : 1);
    plot->legend->setVisible(series.size() > 1 || chart == Latency);
    if (top <= 0) {
        // Nothing to draw: say why instead of an empty 0..1 axis.
        auto* text = new QCPItemText(plot);
        text->position->setType(QCPItemPosition::ptAxisRectRatio);
        text->position->setCoords(0.5, 0.5);
        text->setText(categories.isEmpty() ? tr("No workload of this kind in the use case")
                                           : tr("No I/O: every workload shown is unreachable under the failures"));
        text->setColor(Qt::darkGray);
    }
    replotWhenShown(plot);
}

void PerformancePanel::setResults(const core::PerformanceResult* performance,
                                  const std::vector<std::pair<std::string, core::PerformanceResult>>& useCases,
                                  const std::vector<core::StorageCapacity>& capacities)
{
    // Keep a copy and point every tooltip into it: `performance` may be a temporary or
    // the runner's result, which the next run replaces (a dangling pointer crashed the
    // tooltips after a selection).
    std::optional<core::PerformanceResult> keep;
    if (performance)
        keep = *performance;
    m_shown = std::move(keep);
    static const core::PerformanceResult empty;
    const core::PerformanceResult& r = m_shown ? *m_shown : empty;
    std::vector<const core::WorkloadPerformance*> ws;
    for (const core::WorkloadPerformance& w : r.workloads)
        ws.push_back(&w);
    m_workloadOrder.clear();
    for (const auto* w : ws)
        m_workloadOrder << qs(w->id);

    auto highlight = [this](Chart c, const QStringList& cats) {
        // Selected workloads: their category labels in bold blue.
        auto* ticker = dynamic_cast<QCPAxisTickerText*>(m_plots[c]->xAxis->ticker().data());
        if (!ticker)
            return;
        for (int i = 0; i < cats.size(); ++i)
            ticker->addTick(i, m_selected.contains(cats[i]) ? QStringLiteral("▶ ") + cats[i] : cats[i]);
    };

    // IOPS per workload.
    {
        QVector<double> iops;
        for (const auto* w : ws)
            iops << w->iops;
        setBars(Iops, m_workloadOrder, {{tr("IOPS"), iops}}, tr("IOPS"), true, [ws](int i) {
            const auto* w = ws[std::size_t(i)];
            return tr("<b>%1</b><br>%2 IOPS (%3 read, %4 write)<br>%5 MB/s%6")
                .arg(qs(w->id), num(w->iops), num(w->readIops), num(w->writeIops), num(w->mbps, 1),
                     w->reachable ? QString() : tr("<br><b>unreachable</b>: %1").arg(qs(w->status)));
        });
        highlight(Iops, m_workloadOrder);
    }
    // Read / write latency with the service-level targets.
    {
        QVector<double> read, write;
        for (const auto* w : ws) {
            read << w->readLatencyMs;
            write << w->writeLatencyMs;
        }
        setBars(Latency, m_workloadOrder, {{tr("read"), read}, {tr("write"), write}}, tr("latency (ms)"), true, [ws](int i) {
            const auto* w = ws[std::size_t(i)];
            return tr("<b>%1</b><br>read %2 ms · write %3 ms<br>service level %4, target %5")
                .arg(qs(w->id), num(w->readLatencyMs, 3), num(w->writeLatencyMs, 3),
                     w->serviceLevel.empty() ? tr("none") : qs(w->serviceLevel),
                     w->targetMs > 0 ? tr("%1 ms").arg(num(w->targetMs, 2)) : tr("none"));
        });
        QCustomPlot* plot = m_plots[Latency];
        auto* target = plot->addGraph();
        target->setName(tr("service-level target"));
        target->setPen(QPen(QColor(0xd0, 0x02, 0x1b), 2, Qt::DashLine));
        QVector<double> x, y;
        double top = plot->yAxis->range().upper;
        for (int i = 0; i < int(ws.size()); ++i) {
            if (ws[std::size_t(i)]->targetMs <= 0)
                continue;
            x << i - 0.45 << i + 0.45 << i + 0.5;
            y << ws[std::size_t(i)]->targetMs << ws[std::size_t(i)]->targetMs << std::nan("");
            top = std::max(top, ws[std::size_t(i)]->targetMs * 1.15);
        }
        target->setData(x, y, true);
        plot->yAxis->setRange(0, top);
        highlight(Latency, m_workloadOrder);
        replotWhenShown(plot);
    }
    // Use cases: IOPS of each workload stacked per use case.
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
        auto cases2 = useCases;
        setBars(UseCases, cases, series, tr("IOPS"), false, [cases2](int i) {
            const auto& [id, uc] = cases2[std::size_t(i)];
            double total = 0.0, worst = 0.0;
            QString lines;
            for (const core::WorkloadPerformance& w : uc.workloads) {
                total += w.iops;
                worst = std::max({worst, w.readLatencyMs, w.writeLatencyMs});
                lines += tr("<br>%1: %2 IOPS, read %3 ms").arg(qs(w.id), num(w.iops), num(w.readLatencyMs, 3));
            }
            return tr("<b>%1</b>: %2 IOPS in total, worst latency %3 ms%4").arg(qs(id), num(total), num(worst, 3), lines);
        });
    }
    // TPM / NOPM where the profile defines them.
    {
        QStringList cats;
        QVector<double> tpm, nopm;
        std::vector<const core::WorkloadPerformance*> sel;
        for (const auto* w : ws)
            if (w->tpm > 0) {
                cats << qs(w->id);
                tpm << w->tpm;
                nopm << w->nopm;
                sel.push_back(w);
            }
        setBars(Tpm, cats, {{tr("TPM"), tpm}, {tr("NOPM"), nopm}}, tr("transactions per minute"), true, [sel](int i) {
            const auto* w = sel[std::size_t(i)];
            return tr("<b>%1</b><br>%2 TPM · %3 NOPM").arg(qs(w->id), num(w->tpm), num(w->nopm));
        });
        highlight(Tpm, cats);
    }
    // DSS throughput.
    {
        QStringList cats;
        QVector<double> mbps;
        std::vector<const core::WorkloadPerformance*> sel;
        for (const auto* w : ws)
            if (w->profile.kind == "dss") {
                cats << qs(w->id);
                mbps << w->mbps;
                sel.push_back(w);
            }
        setBars(DssThroughput, cats, {{tr("MB/s"), mbps}}, tr("MB/s (10⁶ B/s)"), true, [sel](int i) {
            const auto* w = sel[std::size_t(i)];
            return tr("<b>%1</b><br>%2 MB/s · %3 IOPS").arg(qs(w->id), num(w->mbps, 1), num(w->iops));
        });
        highlight(DssThroughput, cats);
    }
    // Capacity per storage system, decimal TB.
    {
        const core::Design& d = m_document->design();
        QStringList cats;
        QVector<double> raw, usable, used, reduced;
        for (const core::StorageCapacity& c : capacities) {
            double usedTB = 0.0, reducedTB = 0.0;
            for (const core::StorageGroup& g : d.storageGroups) {
                if (g.storage != c.id)
                    continue;
                const double tb = core::propNumber(g.props, "size_gb") / 1000.0;
                const double dedupe = core::propBool(g.props, "dedupe") ? core::propNumber(g.props, "dedupe_ratio", 1.0) : 1.0;
                const double compression =
                    core::propBool(g.props, "compression") ? core::propNumber(g.props, "compression_ratio", 1.0) : 1.0;
                usedTB += tb;
                reducedTB += tb / std::max(1.0, dedupe * compression);
            }
            cats << qs(c.id);
            raw << c.rawTB;
            usable << c.usableTB;
            used << usedTB;
            reduced << reducedTB;
        }
        const auto caps = capacities;
        setBars(Capacity, cats,
                {{tr("raw"), raw}, {tr("usable"), usable}, {tr("used (provisioned)"), used}, {tr("after data reduction"), reduced}},
                tr("TB (10¹² B)"), true, [caps, raw, usable, used, reduced](int i) {
                    const auto& c = caps[std::size_t(i)];
                    return tr("<b>%1</b> (%2, %3)<br>raw %4 TB · usable %5 TB (%9 TiB)<br>used %6 TB · after data reduction %7 TB<br>%8")
                        .arg(qs(c.id), qs(c.model), qs(c.layout), num(raw[i], 2), num(usable[i], 2), num(used[i], 2),
                             num(reduced[i], 2), qs(c.method).toHtmlEscaped(), num(core::units::tbToTiB(usable[i]), 2));
                });
    }
    // Treemaps.
    {
        QVector<TreemapItem> items;
        std::unordered_map<std::string, const core::Workload*> byId; // not a scan per workload
        for (const core::Workload& wl : m_document->design().workloads)
            byId.emplace(wl.id, &wl);
        for (const auto* w : ws) {
            const auto found = byId.find(w->id);
            const QString engine = found != byId.end() ? qs(found->second->engine) : QString();
            const QString group = QStringLiteral("%1 %2").arg(engine, qs(w->profile.kind).toUpper());
            items << TreemapItem{qs(w->id), qs(w->id), group, w->iops,
                                 tr("<b>%1</b> (%2)<br>%3 IOPS · read %4 ms · write %5 ms")
                                     .arg(qs(w->id), group, num(w->iops), num(w->readLatencyMs, 3), num(w->writeLatencyMs, 3))};
        }
        m_iopsTreemap->setItems(items, tr("IOPS"));
        QVector<TreemapItem> cap;
        for (const core::StorageGroup& g : m_document->design().storageGroups) {
            const double gb = core::propNumber(g.props, "size_gb");
            if (gb <= 0)
                continue;
            const QString group = g.parent.empty() ? qs(g.storage) : QStringLiteral("%1 / %2").arg(qs(g.storage), qs(g.parent));
            cap << TreemapItem{qs(g.id), qs(g.id), group, gb / 1000.0,
                               tr("<b>%1</b> on %2<br>%3 TB provisioned").arg(qs(g.id), group, num(gb / 1000.0, 2))};
        }
        m_capacityTreemap->setItems(cap, tr("TB"));
    }
    requestCurve();
}

void PerformancePanel::setSelectedWorkloads(const QStringList& ids)
{
    if (ids == m_selected)
        return;
    m_selected = ids;
    m_iopsTreemap->setCurrent(ids.value(0));
    if (m_shown) {
        const core::PerformanceResult copy = *m_shown;
        setResults(&copy, m_runner ? m_runner->useCasePerformance() : decltype(m_runner->useCasePerformance()){},
                   m_runner ? m_runner->capacities() : std::vector<core::StorageCapacity>{});
    }
}

void PerformancePanel::requestCurve()
{
    // The selected workload, else the first closed one (OLTP with users).
    QString workload;
    if (m_shown) {
        auto curveable = [](const core::WorkloadPerformance& w) { return w.profile.closed && w.reachable; };
        for (const QString& s : m_selected) // the first selected one that has a curve
            for (const core::WorkloadPerformance& w : m_shown->workloads)
                if (workload.isEmpty() && qs(w.id) == s && curveable(w))
                    workload = s;
        for (const core::WorkloadPerformance& w : m_shown->workloads)
            if (workload.isEmpty() && curveable(w))
                workload = qs(w.id);
    }
    auto snapshot = m_document->sharedSnapshot(); // shared: the worker copies it
    if (workload.isEmpty() || !snapshot) {
        m_curve.clear();
        m_curveWorkload.clear();
        drawCurve();
        return;
    }
    if (m_curveWatcher.isRunning()) {
        m_curvePending = true; // the finished job starts the next sweep: never block, never two at once
        return;
    }
    m_curveWorkload = workload;
    core::PerformanceOptions options;
    options.failed = m_document->failures();
    m_curveWatcher.setFuture(QtConcurrent::run([snapshot = std::move(*snapshot), options, id = workload.toStdString()] {
        try {
            return core::latencyCurve(snapshot.load(), options, id, curveUsers());
        } catch (...) {
            return std::vector<core::LoadPoint>{};
        }
    }));
}

void PerformancePanel::drawCurve()
{
    QCustomPlot* plot = m_plots[LoadCurve];
    plot->clearPlottables();
    plot->clearItems();
    m_knee = -1;
    if (m_curve.empty()) {
        replotWhenShown(plot);
        return;
    }
    QVector<double> users, read, write, iops;
    for (const core::LoadPoint& p : m_curve) {
        users << p.users;
        read << p.readLatencyMs;
        write << p.writeLatencyMs;
        iops << p.iops;
    }
    std::vector<double> x(iops.begin(), iops.end()), y(read.begin(), read.end());
    m_knee = core::kneeIndex(x, y);
    plot->xAxis->setTicker(QSharedPointer<QCPAxisTickerLog>::create());
    plot->xAxis->setScaleType(QCPAxis::stLogarithmic);
    plot->xAxis->setLabel(tr("users (%1)").arg(m_curveWorkload));
    plot->xAxis->setRange(0.8, 1300);
    plot->xAxis->setTickLabelRotation(0);
    plot->yAxis->setLabel(tr("latency (ms)"));
    plot->yAxis2->setVisible(true);
    plot->yAxis2->setLabel(tr("IOPS"));
    auto* gr = plot->addGraph();
    gr->setName(tr("read latency (ms)"));
    gr->setPen(QPen(seriesColor(0), 2));
    gr->setScatterStyle(QCPScatterStyle::ssDisc);
    gr->setData(users, read, true);
    auto* gw = plot->addGraph();
    gw->setName(tr("write latency (ms)"));
    gw->setPen(QPen(seriesColor(1), 2));
    gw->setScatterStyle(QCPScatterStyle::ssDisc);
    gw->setData(users, write, true);
    auto* gi = plot->addGraph(plot->xAxis, plot->yAxis2);
    gi->setName(tr("IOPS"));
    gi->setPen(QPen(seriesColor(2), 1.5, Qt::DashLine));
    gi->setData(users, iops, true);
    double maxLatency = 0.0;
    for (int i = 0; i < read.size(); ++i)
        maxLatency = std::max({maxLatency, read[i], write[i]});
    plot->yAxis->setRange(0, maxLatency * 1.15 + 0.01);
    plot->yAxis2->setRange(0, *std::max_element(iops.begin(), iops.end()) * 1.15 + 1);
    if (m_knee >= 0) {
        auto* line = new QCPItemStraightLine(plot);
        line->point1->setCoords(users[m_knee], 0);
        line->point2->setCoords(users[m_knee], 1);
        line->setPen(QPen(QColor(0xd0, 0x02, 0x1b), 1.5, Qt::DotLine));
        // The label sits in a band above every curve (both y ranges end 15 % above their
        // maximum, the label takes the top 8 %), beside the knee line on the side with more
        // room (the legend is beside the axis rect).
        auto* label = new QCPItemText(plot);
        label->setObjectName(QStringLiteral("kneeLabel"));
        label->position->setTypeX(QCPItemPosition::ptPlotCoords);
        label->position->setTypeY(QCPItemPosition::ptAxisRectRatio);
        label->position->setCoords(users[m_knee], 0.01);
        const bool rightHalf = plot->xAxis->coordToPixel(users[m_knee]) > plot->axisRect()->center().x();
        label->setPositionAlignment(Qt::AlignTop | (rightHalf ? Qt::AlignRight : Qt::AlignLeft));
        label->setText(tr(" knee: %1 users, %2 IOPS, read %3 ms").arg(num(users[m_knee]), num(iops[m_knee]), num(read[m_knee], 2)));
        label->setColor(QColor(0xd0, 0x02, 0x1b));
        label->setBrush(QColor(255, 255, 255, 230));
        label->setPadding(QMargins(3, 1, 3, 1));
        label->setClipToAxisRect(false);
    }
    plot->legend->setVisible(true);
    m_tooltips[LoadCurve] = nullptr;
    replotWhenShown(plot);
    Q_EMIT loadCurveReady(m_curveWorkload);
}

void PerformancePanel::showTooltip(Chart chart, QMouseEvent* event)
{
    QCustomPlot* plot = m_plots[chart];
    if (chart == LoadCurve) {
        if (m_curve.empty())
            return;
        const double u = plot->xAxis->pixelToCoord(event->position().x());
        std::size_t best = 0;
        for (std::size_t i = 1; i < m_curve.size(); ++i)
            if (std::abs(std::log(m_curve[i].users / u)) < std::abs(std::log(m_curve[best].users / u)))
                best = i;
        const core::LoadPoint& p = m_curve[best];
        QToolTip::showText(event->globalPosition().toPoint(),
                           tr("<b>%1 users</b><br>%2 IOPS<br>read %3 ms · write %4 ms%5")
                               .arg(num(p.users), num(p.iops), num(p.readLatencyMs, 3), num(p.writeLatencyMs, 3),
                                    int(best) == m_knee ? tr("<br><b>knee</b> (maximum IOPS / latency)") : QString()),
                           plot);
        return;
    }
    if (!m_tooltips[chart])
        return;
    const int i = int(std::lround(plot->xAxis->pixelToCoord(event->position().x())));
    auto* ticker = dynamic_cast<QCPAxisTickerText*>(plot->xAxis->ticker().data());
    if (!ticker || i < 0 || i >= ticker->ticks().size()) {
        QToolTip::hideText();
        return;
    }
    QToolTip::showText(event->globalPosition().toPoint(), tooltipText(chart, i), plot);
}

QString PerformancePanel::tooltipText(Chart chart, int category) const
{
    return m_tooltips[chart] ? m_tooltips[chart](category) : QString();
}

} // namespace topoplan::widgets
