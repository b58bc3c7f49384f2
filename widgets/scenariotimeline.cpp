#include "widgets/scenariotimeline.h"

#include "widgets/elidedlabel.h"

#include "core/performance.h"
#include "core/scenarioeval.h"
#include "models/designdocument.h"
#include "models/localnumber.h"
#include "models/predictiontext.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QSlider>
#include <QVBoxLayout>

#include "widgets/qcustomplotsupport.h"

namespace topoplan::widgets {

namespace {
QString qs(const std::string& s) { return QString::fromStdString(s); }
constexpr int kPlayIntervalMs = 250; ///< one scenario minute per tick while playing
} // namespace

ScenarioTimeline::ScenarioTimeline(models::DesignDocument* document, QWidget* parent)
    : QWidget(parent), m_document(document), m_scenario(new QComboBox), m_useCase(new QComboBox),
      m_play(new QPushButton(tr("Play"))), m_step(new QPushButton(tr("Step"))), m_stop(new QPushButton(tr("Stop"))),
      m_slider(new QSlider(Qt::Horizontal)), m_label(new ElidedLabel), m_plot(new QCustomPlot)
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
    connect(&m_watcher, &QFutureWatcherBase::finished, this, [this] {
        if (m_pending) {
            m_pending = false;
            compute();
            return;
        }
        if (m_scenario->currentData().toString().isEmpty()) {
            clearChart(); // a job of the previous design (File > New while it ran)
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
    auto snapshot = m_document->sharedSnapshot(); // shared: the worker copies it
    const bool ok = !id.isEmpty() && snapshot;
    for (QWidget* w : {static_cast<QWidget*>(m_play), static_cast<QWidget*>(m_step), static_cast<QWidget*>(m_stop),
                       static_cast<QWidget*>(m_slider)})
        w->setEnabled(ok);
    if (!ok) {
        m_pending = false;
        clearChart(); // not the previous design's curves (issue 16)
        m_label->setFullText(tr("No scenario in this design."));
        return;
    }
    m_label->setFullText(tr("computing…"));
    if (m_watcher.isRunning()) {
        m_pending = true; // the finished job starts this one: the GUI thread never waits
        return;
    }
    m_watcher.run([snapshot = std::move(*snapshot), id = id.toStdString(),
                   useCase = m_useCase->currentData().toString().toStdString()] {
        return charts::evaluateTimeline(snapshot.load(), id, useCase);
    });
}

void ScenarioTimeline::clearChart()
{
    m_timeline = {};
    m_cursor = nullptr;
    m_plot->clearPlottables();
    m_plot->clearItems();
    m_plot->legend->setVisible(false);
    m_plot->replot();
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
    m_cursor = nullptr; // plotTimeline clears the items
    m_slider->setRange(0, int(m_timeline.durationMin));
    charts::plotTimeline(m_plot, m_timeline);
    if (m_timeline.states.empty()) {
        m_label->setFullText(tr("The scenario could not be evaluated."));
        return;
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
    // Each state is a point estimate of the model (no interval is computed per state): the
    // figures at 3 significant digits, said to be point estimates, with their basis.
    m_label->setFullText(tr("min %1 / %2 · %3 · read %4 (point estimates, no interval; %5)%6")
                         .arg(models::fixedNumber(minute, 0), models::fixedNumber(m_timeline.durationMin, 0),
                              models::threeDigits(s->iops, tr("IOPS")), models::threeDigits(s->readLatencyMs, tr("ms")),
                              s->basis.empty() ? tr("no workload") : models::basisWord(s->basis),
                              failed.isEmpty() ? QString() : tr(" · failed: %1").arg(failed.join(QStringLiteral(", ")))));
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
