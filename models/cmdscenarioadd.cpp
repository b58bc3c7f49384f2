#include "models/cmdscenarioadd.h"

#include "models/designdocument.h"

namespace topoplan::models {

CmdScenarioAdd::CmdScenarioAdd(DesignDocument* document, core::Scenario scenario, QUndoCommand* parent)
    : QUndoCommand(tr("Add scenario %1").arg(QString::fromStdString(scenario.id)), parent), m_document(document),
      m_scenario(std::move(scenario))
{
}

core::Scenario CmdScenarioAdd::fromFailures(const DesignDocument& document, const std::vector<std::string>& failures,
                                            double durationMin)
{
    core::Scenario s;
    s.id = document.uniqueDeviceId("injected-failure");
    s.durationMin = durationMin;
    std::string names;
    for (const std::string& f : failures) {
        names += (names.empty() ? "" : ", ") + f;
        core::ScenarioEvent e;
        e.atMin = 0.0;
        e.target = f;
        s.events.push_back(e);
    }
    s.name = "Injected failure of " + names;
    return s;
}

void CmdScenarioAdd::redo() { m_document->insertScenario(int(m_document->design().scenarios.size()), m_scenario); }

void CmdScenarioAdd::undo() { m_document->takeScenario(int(m_document->design().scenarios.size()) - 1); }

} // namespace topoplan::models
