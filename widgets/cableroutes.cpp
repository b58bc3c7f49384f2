#include "widgets/cableroutes.h"

#include "core/catalog.h"
#include "core/design.h"
#include "widgets/designlayout.h"

#include <unordered_map>

namespace topoplan::widgets {

CableRouteInput cableRouteInput(const DesignLayout& layout, const core::Design& design)
{
    CableRouteInput in;
    std::unordered_map<std::string, std::string> parentOf;
    for (const core::Device& d : design.devices)
        parentOf.emplace(d.id, d.parent);
    for (const auto& [id, place] : layout.devices()) {
        if (place.depth == 0) {
            in.obstacles.push_back({id, place.rect, {}});
        } else if (const auto up = parentOf.find(id); up != parentOf.end() && layout.device(up->second)) {
            in.obstacles.push_back({id, place.rect, up->second}); // a sibling for the cables of its chassis
        }
    }
    auto rootOf = [&](std::string id) {
        for (int guard = 0; guard < 16; ++guard) {
            const DevicePlace* p = layout.device(id);
            const auto up = parentOf.find(id);
            if (!p || p->depth == 0 || up == parentOf.end() || up->second.empty())
                break;
            id = up->second;
        }
        return id;
    };
    in.cables.reserve(design.links.size());
    for (const core::Link& l : design.links) {
        models::CableRouter::Cable c;
        c.id = l.id();
        bool placed = true;
        for (auto [ref, end] : {std::pair{&l.a, &c.a}, std::pair{&l.b, &c.b}}) {
            placed = placed && layout.portAnchor(*ref, end->anchor, end->normal);
            end->device = ref->substr(0, ref->find(':'));
            end->root = rootOf(end->device);
        }
        if (placed)
            in.cables.push_back(std::move(c));
    }
    return in;
}

} // namespace topoplan::widgets
