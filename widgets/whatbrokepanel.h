#pragma once

#include <QWidget>

class QLabel;
class QPushButton;
class QTextBrowser;

namespace topoplan::core {
struct UncertaintyResult;
} // namespace topoplan::core

namespace topoplan::models {
class AnalysisRunner;
class DesignDocument;
struct FailureImpact;
} // namespace topoplan::models

namespace topoplan::widgets {

/// "What broke": under the document's failure set, explains each effect against the
/// no-failure baseline of the same revision (models::failureImpact): flows and paths
/// lost, capacity lost, predicted IOPS and latency per workload before -> after, rebuild
/// time of failed cluster members and disk groups. Buttons repair everything (one undo
/// step) and save the failure set as a scenario of the design (models::CmdScenarioAdd). Updates on every analysis result; computes nothing itself.
class WhatBrokePanel : public QWidget {
    Q_OBJECT
public:
    WhatBrokePanel(models::DesignDocument* document, models::AnalysisRunner* runner, QWidget* parent = nullptr);

    /// The text shown (HTML), for tests and screenshots.
    QString html() const;
    /// Renders `impact` as the panel's HTML; `after`, when given, the intervals of the
    /// prediction under the failure (AnalysisRunner::uncertainty()), shown beside each figure.
    static QString render(const models::FailureImpact& impact, const core::UncertaintyResult* after = nullptr);


Q_SIGNALS:
    /// The panel took the live analysis's latest result (one event-loop turn after
    /// AnalysisRunner::resultReady, widgets/guiturn.h).
    void resultShown();

private:
    void refresh();

    models::DesignDocument* m_document;
    models::AnalysisRunner* m_runner;
    QTextBrowser* m_text;
    QPushButton* m_repairAll;
    QPushButton* m_saveScenario;
};

} // namespace topoplan::widgets
