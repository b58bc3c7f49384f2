#pragma once

#include "core/design.h"

#include <QCoreApplication>
#include <QUndoCommand>

namespace topoplan::models {

class DesignDocument;

/// Adds a cable at the end of the design's link list. Build it only after check()
/// accepted the link: the document does not refuse anything itself.
class CmdLinkAdd : public QUndoCommand {
    Q_DECLARE_TR_FUNCTIONS(CmdLinkAdd)
public:
    CmdLinkAdd(DesignDocument* document, core::Link link, QUndoCommand* parent = nullptr);

    /// Why the cable cannot be made, as the core's validation words it ("speed mismatch:
    /// pmax:fa-1d-1 runs 16 Gb/s, ..."); empty when it can.
    static QString check(const DesignDocument& document, const core::Link& link);

    void redo() override;
    void undo() override;

private:
    DesignDocument* m_document;
    core::Link m_link;
    int m_index = -1;
};

} // namespace topoplan::models
