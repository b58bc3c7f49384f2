#include "widgets/scenariotimeline.h"

#include "core/performance.h"
#include "core/scenarioeval.h"
#include "models/designdocument.h"

#include <QLocale>
#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QSlider>
#include <QVBoxLayout>
#include <QtConcurrent/QtConcurrentRun>

#include "widgets/qcustomplotsupport.h"

namespace topoplan::widgets {

namespace {
QString qs(const std::string& s) { return QString::fromStdString(s); }
constexpr int kPlayIntervalMs = 250; ///< one scenario minute per tick while playing
} // namespace

ScenarioTimeline::ScenarioTimeline(models::DesignDocument* document, QWidget* parent)
    : QWidget(parent), m_document(document), m_scenario(new QComboBox), m_useCase(new QComboBox),
      m_play(new QPushButton(tr("Play"))), m_step(new QPushButton(tr("Step"))), m_stop(new QPushButton(tr("Stop"))),
      m_slider(new QSlider(Qt::Horizontal)), m_label(new QLabel), m_plot(new QCustomPlot)
{
    auto* bar = new QHBoxLayout;
    bar->addWidget(new QLabel(tr("Scenario")));
    bar->addWidget(m_scenario, 1);
    bar->addWidget(new QLabel(tr("Use case")));
    bar->addWidget(m_useCase, 1);
    bar->addWidget(m_play);
    bar->addWidget(m_step);
    bar->addWidget(m_stop);
    bar->addWidget(m_slider, 2);
    bar->addWidget(m_label);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(2, 2, 2, 2);
    layout->addLayout(bar);
    layout->addWidget(m_plot, 1);
    m_plot->setMinimumHeight(180);
    m_label->setMinimumWidth(160);

    m_timer.setInterval(kPlayIntervalMs);
    connect(&m_timer, &QTimer::timeout, this, [this] {
        if (m_minute >= m_timeline.durationMin)
            pause();
        else
            setTime(m_minute + 1);
    });
    connect(m_play, &QPushButton::clicked, this, [this] { m_timer.isActive() ? pause() : play(); });
    connect(m_step, &QPushButton::clicked, this, [this] {
        pause();
        setTime(std::min(m_timeline.durationMin, m_minute + 1));
    });
    connect(m_stop, &QPushButton::clicked, this, &ScenarioTimeline::stop);
    connect(m_slider, &QSlider::valueChanged, this, [this](int v) {
        if (v != int(m_minute))
            setTime(v);
    });
    auto changed = [this] { compute(); };
    connect(m_scenario, &QComboBox::currentIndexChanged, this, changed);
    connect(m_useCase, &QComboBox::currentIndexChanged, this, changed);
    connect(document, &models::DesignDocument::designReplaced, this, &ScenarioTimeline::rebuildCombos);
    connect(document, &models::DesignDocument::scenariosChanged, this, &ScenarioTimeline::rebuildCombos);
    // Scenarios and use cases added, edited or removed in the Design tree / Inspector.
    connect(document, &models::DesignDocument::entriesChanged, this, [this](models::Section section) {
        if (section == models::Section::Scenario || section == models::Section::UseCase)
            rebuildCombos();
    });
    // An edit of the design changes the prediction (the scenario's own failures do not).
    connect(document, &models::DesignDocument::topologyChanged, this, &ScenarioTimeline::compute);
    connect(&m_watcher, &QFutureWatcher<Timeline>::finished, this, [this] {
        if (m_pending) {
            m_pending = false;
            compute();
            return;
        }
        m_timeline = m_watcher.result();
        draw();
        Q_EMIT timelineReady();
    });
    rebuildCombos();
}

ScenarioTimeline::~ScenarioTimeline() { m_watcher.waitForFinished(); }

void ScenarioTimeline::rebuildCombos()
{
    m_applied = false;
    m_timer.stop();
    const QString scenario = m_scenario->currentData().toString();
    const QSignalBlocker b1(m_scenario), b2(m_useCase);
    m_scenario->clear();
    m_useCase->clear();
    for (const core::Scenario& s : m_document->design().scenarios)
        m_scenario->addItem(qs(s.name.empty() ? s.id : s.name), qs(s.id));
    const core::Design& design = m_document->design();
    if (design.useCases.empty())
        m_useCase->addItem(tr("(all workloads)"), QString());
    for (const core::UseCase& u : design.useCases)
        m_useCase->addItem(qs(u.id), qs(u.id));
    // The tool bar's use case, else the design's default (its first), as the live analysis.
    int index = m_useCase->findData(m_preferredUseCase);
    if (index < 0)
        index = m_useCase->findData(qs(core::defaultUseCase(design)));
    m_useCase->setCurrentIndex(std::max(0, index));
    m_scenario->setCurrentIndex(std::max(0, m_scenario->findData(scenario))); // the one on show stays
    compute();
}

void ScenarioTimeline::setUseCase(const QString& useCase)
{
    if (useCase == m_preferredUseCase)
        return;
    m_preferredUseCase = useCase;
    const int index = m_useCase->findData(useCase);
    if (index >= 0 && index != m_useCase->currentIndex())
        m_useCase->setCurrentIndex(index); // currentIndexChanged recomputes
}

void ScenarioTimeline::select(const QString& id, const QString& useCase)
{
    const QSignalBlocker b1(m_scenario), b2(m_useCase);
    m_scenario->setCurrentIndex(std::max(0, m_scenario->findData(id)));
    m_useCase->setCurrentIndex(std::max(0, m_useCase->findData(useCase)));
    compute();
}

void ScenarioTimeline::compute()
{
    const QString id = m_scenario->currentData().toString();
    auto snapshot = m_document->snapshot();
    const bool ok = !id.isEmpty() && snapshot;
    for (QWidget* w : {static_cast<QWidget*>(m_play), static_cast<QWidget*>(m_step), static_cast<QWidget*>(m_stop),
                       static_cast<QWidget*>(m_slider)})
        w->setEnabled(ok);
    if (!ok) {
        m_label->setText(tr("No scenario in this design."));
        return;
    }
    m_label->setText(tr("computing…"));
    if (m_watcher.isRunning()) {
        m_pending = true; // the finished job starts this one: the GUI thread never waits
        return;
    }
    m_watcher.setFuture(QtConcurrent::run([design = std::move(*snapshot), id = id.toStdString(),
                                           useCase = m_useCase->currentData().toString().toStdString()] {
        Timeline t;
        t.scenario = id;
        try {
            const core::Scenario* s = design.design.scenario(id);
            t.durationMin = s ? s->durationMin : 0.0;
            const core::ScenarioResult r = core::evaluateScenario(design, id);
            std::vector<std::string> selected;
            if (const core::UseCase* u = design.design.useCase(useCase))
                selected = u->workloads;
            for (const core::ScenarioStep& step : r.steps) {
                core::PerformanceOptions o;
                o.useCase = useCase;
                o.failed = step.failed;
                const core::PerformanceResult p = core::simulatePerformance(design, o);
                State st;
                st.atMin = step.atMin;
                st.failed = step.failed;
                double weighted = 0.0;
                for (const core::WorkloadPerformance& w : p.workloads) {
                    st.iops += w.iops;
                    weighted += w.iops * w.readLatencyMs;
                    st.unreachable += w.reachable ? 0 : 1;
                }
                st.readLatencyMs = st.iops > 0 ? weighted / st.iops : 0.0;
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
    }));
}

const ScenarioTimeline::State* ScenarioTimeline::stateAt(double minute) const
{
    const State* s = nullptr;
    for (const State& st : m_timeline.states)
        if (st.atMin <= minute + 1e-9)
            s = &st;
    return s;
}

void ScenarioTimeline::draw()
{
    m_plot->clearPlottables();
    m_plot->clearItems();
    m_cursor = nullptr;
    m_slider->setRange(0, int(m_timeline.durationMin));
    if (m_timeline.states.empty()) {
        m_label->setText(tr("The scenario could not be evaluated."));
        m_plot->replot();
        return;
    }
    // Sampled once a minute: the state holds until the next event.
    QVector<double> t, iops, latency, baseIops, baseLatency;
    const State& base = m_timeline.states.front();
    for (int m = 0; m <= int(m_timeline.durationMin); ++m) {
        const State* s = stateAt(m);
        t << m;
        iops << s->iops;
        latency << s->readLatencyMs;
        baseIops << base.iops;
        baseLatency << base.readLatencyMs;
    }
    m_plot->yAxis2->setVisible(true);
    m_plot->xAxis->setLabel(tr("minute"));
    m_plot->yAxis->setLabel(tr("IOPS"));
    m_plot->yAxis2->setLabel(tr("read latency (ms)"));
    auto add = [this](QCPAxis* y, const QString& name, const QVector<double>& x, const QVector<double>& v, QPen pen) {
        QCPGraph* g = m_plot->addGraph(m_plot->xAxis, y);
        g->setName(name);
        g->setPen(pen);
        g->setLineStyle(QCPGraph::lsStepLeft);
        g->setData(x, v, true);
    };
    add(m_plot->yAxis, tr("IOPS (scenario)"), t, iops, QPen(QColor(0x1b, 0x9e, 0x77), 2.5));
    add(m_plot->yAxis, tr("IOPS (no failure)"), t, baseIops, QPen(QColor(0x1b, 0x9e, 0x77), 1.5, Qt::DashLine));
    add(m_plot->yAxis2, tr("read latency (scenario)"), t, latency, QPen(QColor(0xd9, 0x5f, 0x02), 2.5));
    add(m_plot->yAxis2, tr("read latency (no failure)"), t, baseLatency, QPen(QColor(0xd9, 0x5f, 0x02), 1.5, Qt::DashLine));
    double maxIops = 0.0, maxLatency = 0.0;
    for (int i = 0; i < t.size(); ++i) {
        maxIops = std::max({maxIops, iops[i], baseIops[i]});
        maxLatency = std::max({maxLatency, latency[i], baseLatency[i]});
    }
    m_plot->xAxis->setRange(0, std::max(1.0, m_timeline.durationMin));
    m_plot->yAxis->setRange(0, maxIops * 1.2 + 1);
    // Latency on its own scale, topping out at mid-height so its line does not hide the IOPS line.
    m_plot->yAxis2->setRange(0, maxLatency * 2.2 + 0.01);
    for (std::size_t i = 0; i < m_timeline.rebuilds.size(); ++i) {
        const core::RebuildEstimate& r = m_timeline.rebuilds[i];
        const double start = m_timeline.rebuildStartMin[i];
        const double end = start + r.underLoadMinutes;
        auto* rect = new QCPItemRect(m_plot);
        rect->topLeft->setCoords(start, maxIops * 1.2 + 1);
        rect->bottomRight->setCoords(std::min(end, m_timeline.durationMin), 0);
        rect->setPen(Qt::NoPen);
        rect->setBrush(QColor(0x75, 0x70, 0xb3, 50));
        auto* label = new QCPItemText(m_plot);
        label->position->setCoords(start, maxIops * 1.12);
        label->setPositionAlignment(Qt::AlignLeft | Qt::AlignVCenter);
        label->setColor(QColor(0x55, 0x50, 0x93));
        label->setText(tr(" rebuild of %1: %2 GB, %3 min under load%4")
                           .arg(qs(r.element))
                           .arg(QLocale().toString(r.dataGB, 'f', 0))
                           .arg(QLocale().toString(r.underLoadMinutes, 'f', 1))
                           .arg(end > m_timeline.durationMin ? tr(" (ends after the scenario)") : QString()));
    }
    m_cursor = new QCPItemStraightLine(m_plot);
    m_cursor->setPen(QPen(Qt::black, 1, Qt::DotLine));
    m_plot->legend->setVisible(true);
    m_plot->axisRect()->insetLayout()->setInsetAlignment(0, Qt::AlignBottom | Qt::AlignLeft);
    setTime(m_minute > m_timeline.durationMin ? 0 : m_minute);
}

void ScenarioTimeline::setTime(double minute)
{
    m_minute = minute;
    {
        const QSignalBlocker b(m_slider);
        m_slider->setValue(int(minute));
    }
    if (m_cursor) {
        m_cursor->point1->setCoords(minute, 0);
        m_cursor->point2->setCoords(minute, 1);
        m_plot->replot();
    }
    const State* s = stateAt(minute);
    if (!s)
        return;
    QStringList failed;
    for (const std::string& f : s->failed)
        failed << qs(f);
    m_label->setText(tr("min %1 / %2 · %3 IOPS · %4 ms%5")
                         .arg(QLocale().toString(minute, 'f', 0))
                         .arg(QLocale().toString(m_timeline.durationMin, 'f', 0))
                         .arg(QLocale().toString(s->iops, 'f', 0))
                         .arg(QLocale().toString(s->readLatencyMs, 'f', 2))
                         .arg(failed.isEmpty() ? QString() : tr(" · failed: %1").arg(failed.join(QStringLiteral(", ")))));
    if (minute > 0 || m_applied) {
        if (!m_applied) {
            m_saved = m_document->failures();
            m_applied = true;
        }
        m_document->setFailures(s->failed);
    }
}

void ScenarioTimeline::play()
{
    if (m_minute >= m_timeline.durationMin)
        setTime(0);
    m_play->setText(tr("Pause"));
    m_timer.start();
}

void ScenarioTimeline::pause()
{
    m_play->setText(tr("Play"));
    m_timer.stop();
}

void ScenarioTimeline::stop()
{
    pause();
    m_minute = 0;
    {
        const QSignalBlocker b(m_slider);
        m_slider->setValue(0);
    }
    if (m_cursor) {
        m_cursor->point1->setCoords(0, 0);
        m_cursor->point2->setCoords(0, 1);
        m_plot->replot();
    }
    if (m_applied) {
        m_applied = false;
        m_document->setFailures(m_saved);
    }
}

} // namespace topoplan::widgets
