#pragma once

#include "core/catalog.h"
#include "core/design.h"
#include "core/designloader.h"
#include "core/topology.h"
#include "models/tsanannotations.h"

#include <memory>
#include <string>

namespace topoplan::models {

/// The state of a DesignDocument at one moment, for a worker thread (STYLE.md rule 7):
/// the design, its catalog and its topology, all immutable and shared with the document
/// (which copies its design before the next edit if a snapshot still holds it: copy on
/// write). Taking one on the GUI thread copies nothing; load() makes the
/// core::LoadedDesign the analyses take, a copy of some 10 ms per 1,000 devices, and is
/// meant to run on the worker. Thread-safe to read from any thread.
struct DesignSnapshot {
    std::shared_ptr<const core::Design> design;
    std::shared_ptr<const core::Catalog> catalog;
    std::shared_ptr<const core::Topology> topology;
    std::string fileName;

    /// A plain copy for the core analyses (worker thread). The worker reads the shared
    /// design only here; releasing it afterwards (for TSan) pairs with the acquire in
    /// DesignDocument::edit(), which writes the design in place once the last snapshot is
    /// gone (the real edge: the release decrement of the shared count, and an acquire
    /// fence after edit() reads a count of 1).
    core::LoadedDesign load() const
    {
        core::LoadedDesign copy{*design, catalog, *topology, fileName};
        tsan::release(design.get());
        return copy;
    }
};

} // namespace topoplan::models
