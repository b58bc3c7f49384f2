#include "models/cmdentrychange.h"

#include "models/designdocument.h"

namespace topoplan::models {

CmdEntryChange::CmdEntryChange(DesignDocument* document, Section section, int index, std::optional<Entry> before,
                               std::optional<Entry> after, QUndoCommand* parent)
    : SwapCommand(document, std::move(before), std::move(after), parent), m_section(section), m_index(index)
{
    const QString what = m_after ? entryLabel(*m_after) : m_before ? entryLabel(*m_before) : QString();
    if (!m_before)
        setText(tr("Add %1").arg(what));
    else if (!m_after)
        setText(tr("Remove %1").arg(what));
    else
        setText(tr("Edit %1").arg(what));
}

CmdEntryChange::CmdEntryChange(DesignDocument* document, Section section, int index, std::optional<Entry> after,
                               QUndoCommand* parent)
    : CmdEntryChange(document, section, index, entryAt(document->design(), section, index), std::move(after), parent)
{
}

CmdEntryChange* CmdEntryChange::insert(DesignDocument* document, Section section, int index, Entry entry,
                                       QUndoCommand* parent)
{
    return new CmdEntryChange(document, section, index, std::nullopt, std::move(entry), parent);
}

QString CmdEntryChange::check(const DesignDocument& document, Section section, int index,
                              const std::optional<Entry>& after)
{
    if (after && sectionOf(*after) != section)
        return tr("The entry does not belong to %1.").arg(sectionTitle(section));
    const bool replace = index >= 0 && index < entryCount(document.design(), section);
    if (!replace && !after)
        return tr("There is no entry %1 in %2.").arg(index).arg(sectionTitle(section));
    core::Design candidate = document.design();
    putEntry(candidate, section, index, after, replace);
    return document.newProblem(std::move(candidate), true);
}

void CmdEntryChange::apply(const std::optional<Entry>& from, const std::optional<Entry>& to)
{
    if (from || to) // neither: a command built for an entry that does not exist
        m_document->putEntry(m_section, m_index, to, from.has_value());
}

} // namespace topoplan::models
