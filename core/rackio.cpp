#include "core/rackio.h"

#include <algorithm>

namespace topoplan::core::rackio {

using namespace yamlsupport;

Rack readRack(const YAML::Node& item, const Context& ctx)
{
    Rack rack;
    MapReader r(item, ctx, "rack", "",
                {"id", "site", "row", "position", "height_u", "width_mm", "depth_mm", "max_weight_kg", "feeds"});
    if (!r.isMap())
        return rack;
    rack.pos = r.pos();
    rack.id = r.string("id", true).value_or("");
    if (!rack.id.empty() && !isValidId(rack.id))
        ctx.error(r.posOfKey("id"), "rack '" + rack.id + "'",
                  "invalid id (expected letters, digits and _ . + - , starting with a letter or digit)");
    r.setId("rack '" + rack.id + "'");
    rack.site = r.string("site").value_or("");
    rack.row = r.string("row").value_or("");
    rack.position = r.integer("position", false, 1, 1000).value_or(1);
    // 1 to 60 U: the tallest standard cabinets are 58 U (EIA-310 allows any height).
    rack.heightU = r.integer("height_u", false, 1, 60).value_or(42);
    rack.widthMm = r.number("width_mm", false, 400, 1200).value_or(600);
    rack.depthMm = r.number("depth_mm", false, 400, 1500).value_or(1200);
    rack.maxWeightKg = r.number("max_weight_kg", false, 0, 5000).value_or(0);
    const YAML::Node feeds = r.sequence("feeds");
    if (feeds.IsDefined())
        for (const YAML::Node& f : feeds) {
            MapReader fr(f, ctx, "power feed", r.id(), {"id", "volts", "amps", "watts"});
            if (!fr.isMap())
                continue;
            PowerFeed feed;
            feed.pos = fr.pos();
            feed.id = fr.string("id", true).value_or("");
            if (!feed.id.empty() && !isValidId(feed.id))
                ctx.error(fr.posOfKey("id"), r.id(), "invalid power feed id '" + feed.id + "'");
            // 12 to 480 V: SELV up to three-phase 480 V; 0.5 to 400 A: the range of rack PDUs.
            feed.volts = fr.number("volts", false, 12, 480).value_or(0);
            feed.amps = fr.number("amps", false, 0.5, 400).value_or(0);
            feed.watts = fr.number("watts", false, 100, 200000).value_or(0);
            const std::string fid = "power feed '" + feed.id + "' of " + r.id();
            if (fr.has("amps") == fr.has("watts"))
                ctx.error(fr.pos(), fid, "a feed needs exactly one of 'amps' (with 'volts') or 'watts'");
            else if (fr.has("amps") && !fr.has("volts"))
                ctx.error(fr.posOfKey("amps"), fid, "'amps' needs 'volts' (the feed's voltage, e.g. 230)");
            rack.feeds.push_back(std::move(feed));
        }
    return rack;
}

void readMount(const MapReader& r, const Context& ctx, Device& device)
{
    RackMount& m = device.mount;
    if (!r.has("rack")) {
        for (const char* key : {"u", "face", "depth", "feeds"})
            if (r.has(key))
                ctx.error(r.posOfKey(key), r.id(), std::string("'") + key + "' needs 'rack' (the rack the device is mounted in)");
        return;
    }
    m.pos = r.posOfKey("rack");
    m.rack = r.string("rack").value_or("");
    m.u = r.integer("u", true, 1, 60).value_or(0);
    m.face = r.string("face").value_or("front");
    if (m.face != "front" && m.face != "rear")
        ctx.error(r.posOfKey("face"), r.id(), "face is '" + m.face + "' (expected front or rear)");
    m.depth = r.string("depth").value_or("");
    if (!m.depth.empty() && m.depth != "full" && m.depth != "half")
        ctx.error(r.posOfKey("depth"), r.id(), "depth is '" + m.depth + "' (expected full or half; without it the model's full_depth decides)");
    m.feeds = r.stringList("feeds").value_or(std::vector<std::string>{});
    if (!device.parent.empty())
        ctx.error(m.pos, r.id(), "a seated device stays in its parent '" + device.parent + "' and is not racked itself (remove 'rack')");
}

void checkRackReferences(const Design& design, const Context& ctx)
{
    for (const Rack& r : design.racks)
        if (!r.site.empty() && !design.site(r.site))
            ctx.error(r.pos, "rack '" + r.id + "'", "site '" + r.site + "' is not a site of the design");
    for (const Device& d : design.devices) {
        if (!d.mount.racked())
            continue;
        const Rack* rack = design.rack(d.mount.rack);
        if (!rack) {
            ctx.error(d.mount.pos, "device '" + d.id + "'", "rack '" + d.mount.rack + "' is not a rack of the design");
            continue;
        }
        for (const std::string& f : d.mount.feeds)
            if (std::none_of(rack->feeds.begin(), rack->feeds.end(), [&](const PowerFeed& pf) { return pf.id == f; }))
                ctx.error(d.mount.pos, "device '" + d.id + "'", "power feed '" + f + "' is not a feed of rack '" + rack->id + "'");
    }
}

std::string writeRack(const Rack& rack)
{
    FlowMap f;
    f.text("id", rack.id).text("site", rack.site).text("row", rack.row);
    f.number("position", rack.position).number("height_u", rack.heightU).number("width_mm", rack.widthMm)
        .number("depth_mm", rack.depthMm);
    if (rack.maxWeightKg > 0)
        f.number("max_weight_kg", rack.maxWeightKg);
    if (!rack.feeds.empty()) {
        std::string feeds = "[";
        for (std::size_t i = 0; i < rack.feeds.size(); ++i) {
            const PowerFeed& p = rack.feeds[i];
            FlowMap pf;
            pf.text("id", p.id, true);
            if (p.volts > 0)
                pf.number("volts", p.volts);
            if (p.amps > 0)
                pf.number("amps", p.amps);
            if (p.watts > 0)
                pf.number("watts", p.watts);
            feeds += (i ? ", " : "") + pf.str();
        }
        f.add("feeds", feeds + "]");
    }
    return f.str();
}

void writeMount(FlowMap& map, const RackMount& mount)
{
    if (!mount.racked())
        return;
    map.text("rack", mount.rack).number("u", mount.u);
    if (mount.face != "front")
        map.text("face", mount.face);
    map.text("depth", mount.depth);
    if (!mount.feeds.empty())
        map.add("feeds", flowList(mount.feeds));
}

} // namespace topoplan::core::rackio
