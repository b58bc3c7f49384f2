#pragma once

#include "core/design.h"

#include <QCoreApplication>
#include <QUndoCommand>

#include <string>
#include <vector>

namespace topoplan::models {

class DesignDocument;

/// Adds a scenario at the end of the design's scenario list (written to the design file).
class CmdScenarioAdd : public QUndoCommand {
    Q_DECLARE_TR_FUNCTIONS(CmdScenarioAdd)
public:
    CmdScenarioAdd(DesignDocument* document, core::Scenario scenario, QUndoCommand* parent = nullptr);

    /// The injected failure set as a scenario: every target fails at minute 0 of a
    /// `durationMin` scenario (30 min by default, the length of RA-2's failure tests,
    /// architectures.md), id `injected-failure` made unique, named after the targets.
    static core::Scenario fromFailures(const DesignDocument& document, const std::vector<std::string>& failures,
                                       double durationMin = 30.0);

    void redo() override;
    void undo() override;

private:
    DesignDocument* m_document;
    core::Scenario m_scenario;
};

} // namespace topoplan::models
