#pragma once

#include "core/designloader.h"

#include <QObject>
#include <QString>
#include <QStringList>

#include <optional>

namespace topoplan::models {

/// Owns the design being shown and where it came from. Thread affinity: GUI thread.
/// (Editing, undo and background analysis arrive with the Designer GUI issue; this
/// version loads and holds a valid design read-only.)
class DesignDocument : public QObject {
    Q_OBJECT
public:
    explicit DesignDocument(QObject* parent = nullptr);

    /// Loads a design file, or `builtin:PREFIX` for an embedded example. On failure the
    /// current design is kept and `errors()` holds the diagnostics' text.
    bool open(const QString& pathOrBuiltin);

    bool isLoaded() const { return m_design.has_value(); }
    const core::LoadedDesign& design() const { return *m_design; }
    QString fileName() const { return m_fileName; }
    QString title() const;
    QStringList errors() const { return m_errors; }

Q_SIGNALS:
    /// The whole design was replaced (open).
    void designReplaced();

private:
    std::optional<core::LoadedDesign> m_design;
    QString m_fileName;
    QStringList m_errors;
};

} // namespace topoplan::models
