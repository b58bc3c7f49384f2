#pragma once

#include "models/cablerouter.h"

#include <vector>

namespace topoplan::core {
struct Design;
}

namespace topoplan::widgets {

class DesignLayout;

/// What models::CableRouter routes for a laid-out design: the devices as obstacles (the
/// seated ones with their parent, avoided inside their chassis) and every cable of the design with its two port anchors (lanes spread as
/// DesignLayout::portAnchor() does). Cables with an end the layout does not place are
/// left out (they are drawn as before, or not at all). The canvas (DesignScene) and the
/// draw.io export use the same inputs, so both draw the same routes.
struct CableRouteInput {
    std::vector<models::CableRouter::Obstacle> obstacles;
    std::vector<models::CableRouter::Cable> cables; ///< id = core::Link::id()
};
CableRouteInput cableRouteInput(const DesignLayout& layout, const core::Design& design);

} // namespace topoplan::widgets
