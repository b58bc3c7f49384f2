#pragma once

#include "models/cmdpropertychange.h"

#include <QWidget>

#include <string>

class QFormLayout;
class QScrollArea;

namespace topoplan::core {
struct PropSpec;
}

namespace topoplan::widgets {

class DesignScene;

/// Shows the properties of the canvas selection: a device (model, slot, position,
/// ports, editable configuration, NPAR partitions, the workloads it hosts with editable
/// profiles) or a cable (ends, rate, family, breakout); the design's summary when nothing
/// is selected. Each edit is checked (type, range, the core's validation) and pushed as
/// a CmdPropertyChange; a refusal is reported through statusMessage().
class Inspector : public QWidget {
    Q_OBJECT
public:
    explicit Inspector(DesignScene* scene, QWidget* parent = nullptr);

    /// Rebuilds the form on the next event loop turn (safe from an editor's own signal).
    void scheduleRebuild();

Q_SIGNALS:
    void statusMessage(const QString& message);

private:
    void rebuild();
    void showDevice(QFormLayout* form, const std::string& id);
    void showLink(QFormLayout* form, const std::string& linkId);
    void showDesign(QFormLayout* form);
    void addPropEditor(QFormLayout* form, models::CmdPropertyChange::Target target, const std::string& id,
                       const core::PropSpec& spec);
    void commit(models::CmdPropertyChange::Target target, const std::string& id, const core::PropSpec& spec,
                const QString& text);

    DesignScene* m_scene;
    QScrollArea* m_scroll;
    bool m_rebuildPending = false;
};

} // namespace topoplan::widgets
