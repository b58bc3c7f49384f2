#pragma once

#include "widgets/reportsection.h"

#include <memory>

namespace topoplan::widgets {

/// The report's "Racks and build documents" section (id "racks", docs/racks.md): per rack
/// its elevation (front and rear, RackElevation) with the power and weight budget, the
/// table of its devices (U, device, model, face, depth, maximum draw with its range,
/// weight) and its physical findings; then the cable schedule and the bill of materials
/// per site and rack (core/rackdocs.h). A design without racks gets one sentence.
std::unique_ptr<ReportSection> makeRackReportSection();

} // namespace topoplan::widgets
