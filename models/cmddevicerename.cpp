#include "models/cmddevicerename.h"

#include "models/designdocument.h"

namespace topoplan::models {

CmdDeviceRename::CmdDeviceRename(DesignDocument* document, const std::string& from, const std::string& to,
                                 QUndoCommand* parent)
    : SwapCommand(document, from, to, parent)
{
    setText(tr("Rename %1 to %2").arg(QString::fromStdString(from), QString::fromStdString(to)));
}

QString CmdDeviceRename::check(const DesignDocument& document, const std::string& from, const std::string& to)
{
    if (!document.design().device(from))
        return tr("There is no device '%1'.").arg(QString::fromStdString(from));
    if (!core::isValidId(to))
        return tr("'%1' is not an id (expected letters, digits and _ . + - , starting with a letter or digit)")
            .arg(QString::fromStdString(to));
    for (const core::DesignId& x : core::designIds(document.design()))
        if (x.id == to)
            return tr("The id '%1' is already used by %2 '%1'.").arg(QString::fromStdString(to), QString::fromLatin1(x.kind));
    return {};
}

void CmdDeviceRename::apply(const std::string& from, const std::string& to) { m_document->renameDevice(from, to); }

} // namespace topoplan::models
