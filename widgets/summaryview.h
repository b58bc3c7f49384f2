#pragma once

#include <QString>

namespace topoplan::core {
struct LoadedDesign;
}

namespace topoplan::widgets {

/// HTML summary of a design for the read-only view: bill of materials, ports used,
/// links by media and speed, capacity in TB and TiB (the same figures as
/// `topoplan-cli info`).
QString designSummaryHtml(const core::LoadedDesign& design);

} // namespace topoplan::widgets
