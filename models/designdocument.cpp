#include "models/designdocument.h"

#include "core/builtin.h"

#include <QFileInfo>

namespace topoplan::models {

DesignDocument::DesignDocument(QObject* parent) : QObject(parent) {}

bool DesignDocument::open(const QString& pathOrBuiltin)
{
    core::Diagnostics diagnostics;
    std::optional<core::LoadedDesign> loaded;
    if (pathOrBuiltin.startsWith(QLatin1String("builtin:"))) {
        const std::string prefix = pathOrBuiltin.mid(8).toStdString();
        const core::EmbeddedFile* f = prefix.empty() ? nullptr : core::findBuiltinExample(prefix);
        if (!f) {
            m_errors = {tr("No builtin example named %1").arg(pathOrBuiltin)};
            return false;
        }
        loaded = core::loadDesignText(f->text, "<builtin>/examples/" + f->name, ".", diagnostics);
    } else {
        loaded = core::loadDesignFile(QFileInfo(pathOrBuiltin).filePath().toStdString(), diagnostics);
    }
    if (!loaded) {
        m_errors.clear();
        for (const core::Diagnostic& d : diagnostics)
            m_errors << QString::fromStdString(d.text());
        return false;
    }
    m_errors.clear();
    m_design = std::move(loaded);
    m_fileName = pathOrBuiltin;
    Q_EMIT designReplaced();
    return true;
}

QString DesignDocument::title() const
{
    if (!m_design)
        return tr("No design");
    return QString::fromStdString(m_design->design.name);
}

} // namespace topoplan::models
