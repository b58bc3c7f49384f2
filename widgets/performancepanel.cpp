#include "widgets/performancepanel.h"

#include "core/units.h"

#include "core/design.h"
#include "core/performance/predictionbasis.h"
#include "core/treemaplayout.h"
#include "models/findingtext.h"
#include "models/localnumber.h"
#include "models/analysisrunner.h"
#include "models/designdocument.h"
#include "models/predictiontext.h"
#include "models/sensitivitytext.h"
#include "widgets/chartplots.h"
#include "widgets/treemapwidget.h"

#include <QTabWidget>
#include <QToolTip>
#include <QVBoxLayout>

#include "widgets/qcustomplotsupport.h"
#include "widgets/guiturn.h"

#include <cmath>

namespace topoplan::widgets {

namespace {
QString qs(const std::string& s) { return QString::fromStdString(s); }
QString num(double v, int decimals = 0) { return models::fixedNumber(v, decimals); }

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
        charts::setupPlot(plot, QObject::tr(kTitles[c]));
        m_plots[c] = plot;
        m_tabs->addTab(plot, QObject::tr(kTitles[c]));
        plot->setMouseTracking(true);
        connect(plot, &QCustomPlot::mouseMove, this, [this, c](QMouseEvent* e) { showTooltip(Chart(c), e); });
    }
    connect(m_iopsTreemap, &TreemapWidget::itemActivated, this, &PerformancePanel::workloadActivated);
    connect(m_capacityTreemap, &TreemapWidget::itemActivated, this, &PerformancePanel::workloadActivated);
    connect(&m_curveWatcher, &QFutureWatcherBase::finished, this, [this] {
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
            setResults(m_runner->performance(), m_runner->useCasePerformance(), m_runner->capacities(),
                       m_runner->uncertainty(), m_runner->uncertaintyPending());
        };
        // Its own turn of the event loop (afterGuiTurn).
        connect(runner, &models::AnalysisRunner::resultReady, this, [this, refresh] {
            afterGuiTurn(this, [this, refresh] {
                refresh();
                Q_EMIT resultShown();
            });
        });
        // The intervals follow a moment later (second stage): error bars and tooltips.
        connect(runner, &models::AnalysisRunner::uncertaintyReady, this,
                [this, refresh] { afterGuiTurn(this, [refresh] { refresh(); }); });
    }
}

PerformancePanel::~PerformancePanel() { m_curveWatcher.waitForFinished(); }

void PerformancePanel::showChart(Chart chart) { m_tabs->setCurrentWidget(m_plots[chart]); }

void PerformancePanel::showTreemap(bool capacity)
{
    m_tabs->setCurrentWidget(capacity ? static_cast<QWidget*>(m_capacityTreemap) : m_iopsTreemap);
}

void PerformancePanel::setResults(const core::PerformanceResult* performance,
                                  const std::vector<std::pair<std::string, core::PerformanceResult>>& useCases,
                                  const std::vector<core::StorageCapacity>& capacities,
                                  const core::UncertaintyResult* uncertainty, bool pending)
{
    m_shownUncertainty = uncertainty ? std::make_shared<const core::UncertaintyResult>(*uncertainty) : nullptr;
    m_uncertaintyPending = pending && !uncertainty;
    const core::UncertaintyResult* u = m_shownUncertainty.get();
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

    for (auto& t : m_tooltips)
        t = nullptr;
    charts::plotIops(m_plots[Iops], r, u);
    // Figures at 3 significant digits with their interval (or "interval pending").
    auto figure = [u, pending = m_uncertaintyPending](const core::WorkloadPerformance* w, models::Figure f) {
        return models::figureText(*w, f, u ? core::findUncertainty(*u, w->id) : nullptr, pending).toHtmlEscaped();
    };
    auto basis = [u, perf = &r, pending = m_uncertaintyPending](const core::WorkloadPerformance* w) {
        const core::WorkloadUncertainty* wu = u ? core::findUncertainty(*u, w->id) : nullptr;
        const QString b = wu ? models::basisSummary(*wu, u->parameters, perf) : models::basisText(wu, pending);
        return b.isEmpty() ? QString() : QStringLiteral("<br><i>%1</i>").arg(b.toHtmlEscaped());
    };
    m_tooltips[Iops] = [ws, figure, basis](int i) {
        const auto* w = ws[std::size_t(i)];
        return tr("<b>%1</b><br>%2<br>read %3<br>write %4<br>%5%6%7")
            .arg(qs(w->id), figure(w, models::Figure::Iops), figure(w, models::Figure::ReadIops),
                 figure(w, models::Figure::WriteIops), figure(w, models::Figure::MBps), basis(w),
                 w->reachable ? QString() : tr("<br><b>unreachable</b>: %1").arg(models::statusMessage(w->status, w->statusText).toHtmlEscaped()));
    };
    highlight(Iops, m_workloadOrder);

    charts::plotLatency(m_plots[Latency], r, u);
    m_tooltips[Latency] = [ws, figure, basis](int i) {
        const auto* w = ws[std::size_t(i)];
        return tr("<b>%1</b><br>read %2<br>write %3<br>service level %4, target %5%6")
            .arg(qs(w->id), figure(w, models::Figure::ReadLatencyMs), figure(w, models::Figure::WriteLatencyMs),
                 w->serviceLevel.empty() ? tr("none") : qs(w->serviceLevel),
                 w->targetMs > 0 ? tr("%1 ms").arg(num(w->targetMs, 2)) : tr("none"), basis(w));
    };
    highlight(Latency, m_workloadOrder);

    // Error bars where intervals exist: the use case the live analysis computed them for.
    std::vector<const core::UncertaintyResult*> caseIntervals;
    for (const auto& [id, uc] : useCases)
        caseIntervals.push_back(u && id == r.useCase ? u : nullptr);
    charts::plotUseCases(m_plots[UseCases], useCases, caseIntervals);
    // The use case with intervals (the live one) gives each figure with its interval and the
    // total's (its error bar); the others say they are point estimates.
    m_tooltips[UseCases] = [cases = useCases, keep = m_shownUncertainty, live = r.useCase](int i) {
        const auto& [id, uc] = cases[std::size_t(i)];
        const core::UncertaintyResult* cu = keep && id == live ? keep.get() : nullptr;
        double total = 0.0, low = 0.0, high = 0.0, worst = 0.0;
        QString lines;
        for (const core::WorkloadPerformance& w : uc.workloads) {
            const core::WorkloadUncertainty* wu = cu ? core::findUncertainty(*cu, w.id) : nullptr;
            if (!w.withheld.empty()) { // no steady state, no back end: no figures, the reason
                lines += tr("<br>%1: not predicted: %2").arg(qs(w.id), models::statusMessage(w.withheld, w.withheldText).toHtmlEscaped());
                continue;
            }
            if (!core::offersLoad(w)) { // an idle system's service times are no latency
                lines += tr("<br>%1: offers no load").arg(qs(w.id));
                continue;
            }
            total += w.iops;
            low += wu ? std::min(wu->iops.low, w.iops) : w.iops;
            high += wu ? std::max(wu->iops.high, w.iops) : w.iops;
            worst = std::max({worst, w.readLatencyMs, w.writeLatencyMs});
            lines += tr("<br>%1: %2, read %3").arg(qs(w.id), models::figureText(w, models::Figure::Iops, wu, false),
                                                  models::figureText(w, models::Figure::ReadLatencyMs, wu, false));
        }
        if (cu)
            return tr("<b>%1</b>: %2 in total%3")
                .arg(qs(id), models::localizedNumbers(core::formatWithInterval(total, low, high, "IOPS")), lines);
        return tr("<b>%1</b>: %2 in total, worst latency %3 (point estimates)%4")
            .arg(qs(id), models::threeDigits(total, QStringLiteral("IOPS")), models::threeDigits(worst, QStringLiteral("ms")), lines);
    };

    auto ids = [](const std::vector<const core::WorkloadPerformance*>& shown) {
        QStringList out;
        for (const auto* w : shown)
            out << qs(w->id);
        return out;
    };
    const auto tpm = charts::plotTpm(m_plots[Tpm], r, u);
    m_tooltips[Tpm] = [tpm, figure, basis](int i) {
        const auto* w = tpm[std::size_t(i)];
        return tr("<b>%1</b><br>%2<br>%3%4").arg(qs(w->id), figure(w, models::Figure::Tpm), figure(w, models::Figure::Nopm), basis(w));
    };
    highlight(Tpm, ids(tpm));

    const auto dss = charts::plotDss(m_plots[DssThroughput], r, u);
    m_tooltips[DssThroughput] = [dss, figure, basis](int i) {
        const auto* w = dss[std::size_t(i)];
        return tr("<b>%1</b><br>%2<br>%3%4").arg(qs(w->id), figure(w, models::Figure::MBps), figure(w, models::Figure::Iops), basis(w));
    };
    highlight(DssThroughput, ids(dss));

    const auto bars = charts::plotCapacity(m_plots[Capacity], capacities, m_document->design());
    m_tooltips[Capacity] = [caps = capacities, bars](int i) {
        const core::StorageCapacity& c = caps[std::size_t(i)];
        const charts::CapacityBar& b = bars[std::size_t(i)];
        return tr("<b>%1</b> (%2, %3)<br>raw %4 TB · usable %5 TB (%9 TiB)<br>used %6 TB · after data reduction %7 TB<br>%8")
            .arg(qs(c.id), qs(c.model), qs(c.layout), num(b.rawTB, 2), num(b.usableTB, 2), num(b.usedTB, 2),
                 num(b.reducedTB, 2), qs(c.method).toHtmlEscaped(), num(core::units::tbToTiB(b.usableTB), 2));
    };

    m_iopsTreemap->setItems(charts::iopsTreemapItems(r, m_document->design(), u, m_uncertaintyPending), tr("IOPS"));
    m_capacityTreemap->setItems(charts::capacityTreemapItems(m_document->design()), tr("TB"));
    for (int c = 0; c < ChartCount; ++c)
        charts::replotWhenShown(m_plots[c]);
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
        const auto keep = m_shownUncertainty;
        setResults(&copy, m_runner ? m_runner->useCasePerformance() : decltype(m_runner->useCasePerformance()){},
                   m_runner ? m_runner->capacities() : std::vector<core::StorageCapacity>{}, keep.get(), m_uncertaintyPending);
    }
}

void PerformancePanel::requestCurve()
{
    // The selected workload, else the first closed one (OLTP with users).
    const QString workload = m_shown ? qs(charts::curveWorkload(*m_shown, m_selected)) : QString();
    auto snapshot = m_document->sharedSnapshot(); // shared: the worker copies it
    if (workload.isEmpty() || !snapshot) {
        m_curve = {};
        m_curveWorkload.clear();
        m_curveUseCase.clear();
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
    // The use case of the prediction shown (the tool bar's; at the start and after File >
    // Open / New the design's default, as `simulate`): its other workloads run beside the
    // swept one.
    options.useCase = m_shown->useCase;
    m_curveUseCase = qs(options.useCase);
    // The band once the result's intervals are in: the workload's tornado parameters at
    // their ends, two more evaluations per point, on the worker like the sweep itself.
    const core::WorkloadUncertainty* wu = m_shownUncertainty ? core::findUncertainty(*m_shownUncertainty, workload.toStdString()) : nullptr;
    std::vector<core::ParameterOverrides> ends = wu ? core::bandEnds(wu->tornado) : std::vector<core::ParameterOverrides>{};
    m_curveWatcher.run([snapshot = std::move(*snapshot), options, id = workload.toStdString(), ends = std::move(ends)] {
        try {
            return core::latencyCurveWithBand(snapshot.load(), options, id, charts::curveUsers(), ends);
        } catch (...) {
            return core::LoadCurve{};
        }
    });
}

void PerformancePanel::drawCurve()
{
    QString basis;
    if (m_shown)
        for (const core::WorkloadPerformance& w : m_shown->workloads)
            if (qs(w.id) == m_curveWorkload)
                basis = models::basisWord(w.basis);
    m_knee = charts::plotLoadCurve(m_plots[LoadCurve], m_curve.points, m_curveWorkload, basis, m_curve.band);
    m_tooltips[LoadCurve] = nullptr;
    if (!m_curve.points.empty())
        Q_EMIT loadCurveReady(m_curveWorkload);
}

void PerformancePanel::showTooltip(Chart chart, QMouseEvent* event)
{
    QCustomPlot* plot = m_plots[chart];
    if (chart == LoadCurve) {
        const std::vector<core::LoadPoint>& curve = m_curve.points;
        if (curve.empty())
            return;
        const double u = plot->xAxis->pixelToCoord(event->position().x());
        std::size_t best = 0;
        for (std::size_t i = 1; i < curve.size(); ++i)
            if (std::abs(std::log(curve[i].users / u)) < std::abs(std::log(curve[best].users / u)))
                best = i;
        const core::LoadPoint& p = curve[best];
        // With the band: each figure at 3 significant digits with its ends.
        const core::LoadBand* b = best < m_curve.band.size() ? &m_curve.band[best] : nullptr;
        auto figure = [](double v, const core::Interval* i, int decimals) {
            return i ? models::localizedNumbers(core::formatWithInterval(v, *i, "")) : num(v, decimals);
        };
        QToolTip::showText(event->globalPosition().toPoint(),
                           tr("<b>%1 users</b><br>%2 IOPS<br>read %3 ms · write %4 ms%5")
                               .arg(num(p.users), figure(p.iops, b ? &b->iops : nullptr, 0),
                                    figure(p.readLatencyMs, b ? &b->readLatencyMs : nullptr, 3),
                                    figure(p.writeLatencyMs, b ? &b->writeLatencyMs : nullptr, 3),
                                    int(best) == m_knee ? tr("<br><b>knee</b> (IOPS stop growing)") : QString()),
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
