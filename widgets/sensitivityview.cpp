#include "widgets/sensitivityview.h"

#include "models/analysisrunner.h"
#include "models/predictiontext.h"
#include "models/sensitivitytext.h"
#include "widgets/chartplots.h"
#include "widgets/guiturn.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QFontMetrics>
#include <QLabel>
#include <QMouseEvent>
#include <QScrollArea>
#include <QToolTip>
#include <QVBoxLayout>

#include <cmath>

#include "widgets/qcustomplotsupport.h"

namespace topoplan::widgets {

namespace {
QString qs(const std::string& s) { return QString::fromStdString(s); }
} // namespace

SensitivityView::SensitivityView(models::AnalysisRunner* runner, QWidget* parent)
    : QWidget(parent), m_runner(runner), m_box(new QComboBox), m_headline(new QLabel), m_plot(new QCustomPlot),
      m_next(new QLabel)
{
    m_box->setObjectName(QStringLiteral("sensitivityWorkload"));
    m_box->setToolTip(tr("The workload whose prediction the tornado explains"));
    m_box->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    m_headline->setObjectName(QStringLiteral("sensitivityHeadline"));
    m_headline->setWordWrap(true);
    m_headline->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_next->setObjectName(QStringLiteral("measureNext"));
    m_next->setWordWrap(true);
    m_next->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_plot->setMinimumSize(300, 180);
    charts::setupPlot(m_plot, tr("Sensitivity"));
    // The whole label of an elided row, and what the bar says, on hover.
    m_plot->setMouseTracking(true);
    connect(m_plot, &QCustomPlot::mouseMove, this, [this](QMouseEvent* event) {
        const int key = int(std::lround(m_plot->yAxis->pixelToCoord(event->position().y())));
        const QString tip = barToolTip(m_bars - 1 - key);
        if (tip.isEmpty())
            QToolTip::hideText();
        else
            QToolTip::showText(event->globalPosition().toPoint(), tip, m_plot);
    });
    // Sized to its rows (two text lines each, redraw()) inside a scroll area: 8 rows never
    // overlap in a short dock.
    auto* scroll = new QScrollArea;
    scroll->setObjectName(QStringLiteral("sensitivityScroll"));
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setWidget(m_plot);
    auto* top = new QHBoxLayout;
    top->addWidget(new QLabel(tr("Workload")));
    top->addWidget(m_box);
    top->addWidget(m_headline, 1);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addLayout(top);
    layout->addWidget(scroll, 1);
    layout->addWidget(m_next);
    connect(m_box, &QComboBox::activated, this, [this] {
        m_wanted = m_box->currentText();
        redraw();
    });
    if (runner) {
        connect(runner, &models::AnalysisRunner::resultReady, this, [this] { afterGuiTurn(this, [this] { refreshFromRunner(); }); });
        connect(runner, &models::AnalysisRunner::uncertaintyReady, this,
                [this] { afterGuiTurn(this, [this] { refreshFromRunner(); }); });
        connect(runner, &models::AnalysisRunner::resultCleared, this, [this] {
            // Keep the old tornado until the new one arrives, but say it is being recomputed.
            m_pending = true;
        });
    }
    showResults(nullptr, nullptr, false);
}

void SensitivityView::refreshFromRunner()
{
    showResults(m_runner->performance(), m_runner->uncertainty(), m_runner->uncertaintyPending());
}

void SensitivityView::showResults(const core::PerformanceResult* performance, const core::UncertaintyResult* uncertainty,
                                  bool pending)
{
    if (performance)
        m_performance = *performance;
    else
        m_performance.reset();
    m_uncertainty = uncertainty ? std::make_shared<const core::UncertaintyResult>(*uncertainty) : nullptr;
    m_pending = pending && !uncertainty;
    QStringList ids;
    if (m_performance)
        for (const core::WorkloadPerformance& w : m_performance->workloads)
            if (w.reachable)
                ids << qs(w.id);
    QStringList shown;
    for (int i = 0; i < m_box->count(); ++i)
        shown << m_box->itemText(i);
    if (shown != ids) {
        m_box->clear();
        m_box->addItems(ids);
    }
    m_box->setEnabled(!ids.isEmpty());
    const int wanted = m_box->findText(m_wanted);
    if (wanted >= 0)
        m_box->setCurrentIndex(wanted);
    redraw();
}

void SensitivityView::setWorkload(const QString& id)
{
    if (id.isEmpty())
        return;
    m_wanted = id;
    const int i = m_box->findText(id);
    if (i >= 0 && i != m_box->currentIndex()) {
        m_box->setCurrentIndex(i);
        redraw();
    }
}

QString SensitivityView::workload() const { return m_box->currentText(); }

QString SensitivityView::barToolTip(int row) const
{
    if (!m_uncertainty || !m_performance || row < 0)
        return {};
    const core::WorkloadUncertainty* u = core::findUncertainty(*m_uncertainty, m_box->currentText().toStdString());
    if (!u || row >= int(u->tornado.size()) || row >= m_bars)
        return {};
    const core::TornadoBar& b = u->tornado[std::size_t(row)];
    QString unit;
    for (const core::Parameter& p : m_uncertainty->parameters)
        unit = p.id == b.parameterId ? models::unitText(p.unit) : unit;
    return tr("<b>%1</b> (%2)<br>range %3–%4<br>%5: %6 at its low end, %7 at its high end")
        .arg(models::tornadoLabel(b, *u, m_uncertainty->parameters, m_performance ? &*m_performance : nullptr).toHtmlEscaped(), models::basisLabel(b.basis), models::threeDigits(b.paramLow),
             models::threeDigits(b.paramHigh, unit), qs(u->tornadoFigure).toUpper(), models::threeDigits(b.figureAtLow),
             models::threeDigits(b.figureAtHigh));
}

QString SensitivityView::headlineText() const { return m_headline->text(); }

QString SensitivityView::measureNextText() const { return m_next->text(); }

void SensitivityView::redraw()
{
    const QString id = m_box->currentText();
    const core::WorkloadPerformance* w = nullptr;
    if (m_performance)
        for (const core::WorkloadPerformance& x : m_performance->workloads)
            if (qs(x.id) == id)
                w = &x;
    const core::WorkloadUncertainty* u = m_uncertainty && w ? core::findUncertainty(*m_uncertainty, w->id) : nullptr;
    const bool tpm = u && u->tornadoFigure == "tpm";
    const models::Figure figure = tpm ? models::Figure::Tpm : models::Figure::Iops;
    QString empty;
    if (!m_performance)
        empty = tr("No prediction: the design has errors, or the analysis is still running.");
    else if (!w)
        empty = tr("No workload: the use case shown has no reachable workload.");
    else if (!u)
        empty = m_pending ? tr("Intervals computing…") : tr("No sensitivity for this workload.");
    else
        empty = tr("No parameter with a range moves this prediction: nothing to measure next.");
    m_bars = charts::plotTornado(m_plot, u, w ? models::figureValue(*w, figure) : 0.0, models::figureUnit(figure),
                                 m_uncertainty ? m_uncertainty->parameters : std::vector<core::Parameter>{}, empty);
    // Two label lines per row, plus the title and the axis.
    const int line = QFontMetrics(m_plot->yAxis->tickLabelFont()).lineSpacing();
    m_plot->setMinimumHeight(std::max(180, 90 + m_bars * (2 * line + 2)));
    if (w) {
        const QString basis = u ? models::basisSummary(*u, m_uncertainty->parameters, &*m_performance) : models::basisText(u, m_pending);
        m_headline->setText(tr("<b>%1</b>: %2%3")
                                .arg(id.toHtmlEscaped(), models::figureText(*w, figure, u, m_pending).toHtmlEscaped(),
                                     basis.isEmpty() ? QString() : QStringLiteral(" · <i>%1</i>").arg(basis.toHtmlEscaped())));
    } else {
        m_headline->clear();
    }
    const QStringList next = u ? models::measureNextTexts(*u, m_uncertainty->parameters, &*m_performance) : QStringList();
    QString below = next.isEmpty() ? QString() : tr("Measure next: %1").arg(next.join(QStringLiteral(", ")));
    // Draws the measured baseline rules out are no outcome: said, as `simulate` says it.
    if (const QString left = u ? models::leftOutDrawsText(*m_uncertainty) : QString(); !left.isEmpty())
        below += (below.isEmpty() ? QString() : QStringLiteral("\n")) + left;
    // Draws in which this workload had no steady state: left out of its band, said so.
    if (const QString left = u ? models::withheldDrawsText(*u, m_uncertainty->draws) : QString(); !left.isEmpty())
        below += (below.isEmpty() ? QString() : QStringLiteral("\n")) + left;
    m_next->setText(below);
}

} // namespace topoplan::widgets
