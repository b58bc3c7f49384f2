#include "widgets/designlayout.h"

#include "core/catalog.h"
#include "core/design.h"
#include "models/autolayout.h"

#include <algorithm>
#include <cmath>
#include <functional>

namespace topoplan::widgets {

namespace {
constexpr double kPad = 6.0;
constexpr double kGap = 5.0;
constexpr double kHeaderFree = 30.0;
constexpr double kHeaderSeated = 22.0;
constexpr double kMinCellW = 40.0;
constexpr double kMinCellH = 30.0;
constexpr double kCharW = 4.4; ///< label font advance, scene units per character

bool isBackplane(const core::PortSpec& p) { return p.media == "backplane"; }

/// How many leading characters the short labels of `m`'s ports drop: the prefix its
/// '/'-less port names share, cut after its last '-'. Once per model: computing it per
/// port made a layout quadratic in the ports (a 16,384-port switch took minutes).
std::size_t labelPrefixLength(const core::Model& m)
{
    std::string prefix;
    bool first = true;
    for (const core::PortSpec& q : m.ports) {
        if (q.name.find('/') != std::string::npos)
            continue;
        if (first) {
            prefix = q.name;
            first = false;
            continue;
        }
        std::size_t n = 0;
        while (n < prefix.size() && n < q.name.size() && prefix[n] == q.name[n])
            ++n;
        prefix.resize(n);
    }
    const std::size_t dash = prefix.rfind('-');
    return dash == std::string::npos ? 0 : dash + 1;
}

/// Short port label: after the last '/', else without the model's shared prefix
/// (`prefix` = labelPrefixLength(model)).
QString shortLabel(const core::PortSpec& p, std::size_t prefix)
{
    const std::size_t slash = p.name.rfind('/');
    if (slash != std::string::npos)
        return QString::fromStdString(p.name.substr(slash + 1));
    return QString::fromStdString(p.name.substr(std::min(prefix, p.name.size())));
}

struct PortSplit {
    std::vector<const core::PortSpec*> top, bottom;
    double labelChars = 0; ///< longest label
};

/// Backplane ports face the chassis (top edge of a module); the others go on the edge
/// facing the device's cable peers (`up`: they are mostly above it). More than 24 outer
/// ports of a free-standing device are split over both edges, the first half (usually
/// the server-facing ports) on the peers' side.
PortSplit splitPorts(const core::Model& m, bool freeStanding, bool up)
{
    PortSplit s;
    std::vector<const core::PortSpec*> outer, backplane;
    const std::size_t prefix = labelPrefixLength(m);
    for (const core::PortSpec& p : m.ports) {
        (isBackplane(p) ? backplane : outer).push_back(&p);
        s.labelChars = std::max<double>(s.labelChars, shortLabel(p, prefix).size());
    }
    if (!freeStanding) {
        s.top = std::move(backplane);
        s.bottom = std::move(outer);
        return s;
    }
    outer.insert(outer.end(), backplane.begin(), backplane.end());
    std::vector<const core::PortSpec*> near, far;
    if (outer.size() > 24) {
        const std::size_t half = (outer.size() + 1) / 2;
        near.assign(outer.begin(), outer.begin() + long(half));
        far.assign(outer.begin() + long(half), outer.end());
    } else {
        near = std::move(outer);
    }
    s.top = up ? std::move(near) : std::move(far);
    s.bottom = up ? std::move(far) : std::move(near);
    return s;
}

double labelBand(const PortSplit& s) { return s.labelChars <= 2 ? 10.0 : s.labelChars * kCharW + 5.0; }

struct SlotGrid {
    std::vector<QRectF> cells; ///< by slot index, relative to the slot area's top-left
    QSizeF size;
};
} // namespace

void DesignLayout::compute(const core::Design& design, const core::Catalog& catalog)
{
    m_design = &design;
    m_catalog = &catalog;
    m_byId.clear();
    m_byId.reserve(design.devices.size());
    for (const core::Device& d : design.devices)
        m_byId.emplace(d.id, &d); // the first wins, as Design::device()
    m_children.clear();
    m_devices.clear();
    for (const core::Device& d : design.devices)
        if (!d.parent.empty())
            m_children[d.parent].push_back(d.id);
    const auto autoPos = models::autoLayout(design, [this](const std::string& id) {
        const QSizeF s = preferredSize(id, 0);
        return std::pair<double, double>(s.width(), s.height());
    });
    // Port sides are decided once per device (the first layout that shows it) and then
    // kept: a row that flipped to the other edge when the first cable was attached moved
    // the port under the user's cursor. Devices gone from the design are forgotten.
    std::erase_if(m_portsUp, [this](const auto& entry) { return !m_byId.count(entry.first); });
    const bool undecided = std::any_of(design.devices.begin(), design.devices.end(), [this](const core::Device& d) {
        return (d.parent.empty() || !deviceOf(d.parent)) && !m_portsUp.count(d.id);
    });
    for (int pass = undecided ? 0 : 1; pass < 2; ++pass) {
        if (pass == 1 && undecided)
            decidePortSides(design);
        m_devices.clear();
        placeRoots(design, autoPos);
    }
    m_sites.clear();
    for (const core::Device& d : design.devices)
        if (!d.site.empty() && (d.parent.empty() || !deviceOf(d.parent)))
            if (const DevicePlace* p = device(d.id))
                m_sites[d.site] = m_sites[d.site].united(p->rect);
    for (auto& [site, r] : m_sites)
        r.adjust(-kSiteMargin, -kSiteMargin - kSiteLabel, kSiteMargin, kSiteMargin);
    m_design = nullptr;
    m_catalog = nullptr;
}

void DesignLayout::placeRoots(const core::Design& design,
                              const std::map<std::string, std::pair<double, double>>& autoPos)
{
    for (const core::Device& d : design.devices) {
        if (!d.parent.empty() && deviceOf(d.parent))
            continue;
        QPointF topLeft;
        bool isAuto = false;
        if (d.at) {
            topLeft = QPointF(d.at->first, d.at->second);
        } else if (const auto it = autoPos.find(d.id); it != autoPos.end()) {
            topLeft = QPointF(it->second.first, it->second.second);
            isAuto = true;
        }
        place(d.id, QRectF(topLeft, preferredSize(d.id, 0)), 0, 0);
        m_devices[d.id].autoPositioned = isAuto;
    }
}

void DesignLayout::decidePortSides(const core::Design& design)
{
    // Root device of every device, and the vertical balance of each root's cable peers.
    auto rootOf = [&](std::string id) {
        for (int guard = 0; guard < 16; ++guard) {
            const core::Device* d = deviceOf(id);
            if (!d || d->parent.empty() || !deviceOf(d->parent))
                break;
            id = d->parent;
        }
        return id;
    };
    std::map<std::string, double> balance;
    for (const core::Link& l : design.links) {
        const std::string a = rootOf(l.a.substr(0, l.a.find(':')));
        const std::string b = rootOf(l.b.substr(0, l.b.find(':')));
        const DevicePlace* pa = device(a);
        const DevicePlace* pb = device(b);
        if (!pa || !pb || a == b)
            continue;
        const double dy = pb->rect.center().y() - pa->rect.center().y();
        balance[a] += dy;
        balance[b] -= dy;
    }
    for (const core::Device& d : design.devices)
        if (d.parent.empty() || !deviceOf(d.parent))
            m_portsUp.emplace(d.id, balance[d.id] < 0); // a decided device keeps its side
}

bool DesignLayout::portsUp(const std::string& id) const
{
    const auto it = m_portsUp.find(id);
    return it != m_portsUp.end() && it->second;
}

namespace {
/// Lays out the slot cells of `model`: slots grouped by type in list order; a chassis
/// puts its first group (the bays) in one row and wraps the other groups to that width;
/// other devices use near-square grids. A group that wraps has rows of even length.
SlotGrid slotGrid(const core::Model& model, const std::function<QSizeF(int slot)>& occupantCell)
{
    SlotGrid g;
    g.cells.resize(model.slots.size());
    std::vector<std::pair<std::string, std::vector<int>>> groups;
    for (int i = 0; i < int(model.slots.size()); ++i) {
        const std::string& type = model.slots[i].type;
        auto it = std::find_if(groups.begin(), groups.end(), [&](const auto& x) { return x.first == type; });
        if (it == groups.end())
            groups.push_back({type, {i}});
        else
            it->second.push_back(i);
    }
    const bool chassis = model.kind == "chassis";
    double y = 0.0, wrapWidth = 0.0, width = 0.0;
    for (std::size_t gi = 0; gi < groups.size(); ++gi) {
        const auto& slots = groups[gi].second;
        double cellW = kMinCellW;
        std::vector<double> heights;
        for (int s : slots) {
            const QSizeF c = occupantCell(s);
            cellW = std::max(cellW, c.width());
            heights.push_back(std::max(kMinCellH, c.height()));
        }
        const int n = int(slots.size());
        int cols;
        if (chassis && gi == 0)
            cols = n;
        else if (chassis)
            cols = std::clamp(int(std::floor((wrapWidth + kGap) / (cellW + kGap))), 1, n);
        else
            cols = int(std::ceil(std::sqrt(double(n))));
        // The rows that many columns need, the slots spread evenly over them (lengths
        // differ by one at most: 10 IOM bays in rows of 8 are 5 + 5, not 8 + 2; 7 cards
        // 3 + 2 + 2, not 3 + 3 + 1), the longer rows first. Each grid row is as tall as its
        // tallest occupant: empty rows stay small.
        const int rows = (n + cols - 1) / cols;
        cols = (n + rows - 1) / rows;
        for (int r = 0, first = 0; r < rows; ++r) {
            const int length = n / rows + (r < n % rows ? 1 : 0);
            double rowH = kMinCellH;
            for (int k = first; k < first + length; ++k)
                rowH = std::max(rowH, heights[k]);
            for (int k = first; k < first + length; ++k)
                g.cells[slots[k]] = QRectF((k - first) * (cellW + kGap), y, cellW, rowH);
            first += length;
            y += rowH + kGap;
        }
        const double groupW = cols * cellW + (cols - 1) * kGap;
        if (gi == 0)
            wrapWidth = groupW;
        width = std::max(width, groupW);
    }
    g.size = groups.empty() ? QSizeF() : QSizeF(width, y - kGap);
    return g;
}
} // namespace

const core::Device* DesignLayout::deviceOf(const std::string& id) const
{
    const auto it = m_byId.find(id);
    return it == m_byId.end() ? nullptr : it->second;
}

QSizeF DesignLayout::preferredSize(const std::string& id, int guard) const
{
    const core::Device* d = deviceOf(id);
    const core::Model* m = d ? m_catalog->find(d->model) : nullptr;
    if (!m || guard > 8)
        return QSizeF(kMinCellW, kMinCellH);
    const bool freeStanding = d->parent.empty();
    const PortSplit ports = splitPorts(*m, freeStanding, portsUp(id));
    const SlotGrid grid = slotGrid(*m, [&](int slot) {
        const auto kids = m_children.find(id);
        if (kids == m_children.end())
            return QSizeF();
        for (const std::string& c : kids->second) {
            const core::Device* cd = deviceOf(c);
            if (cd && cd->slot == m->slots[slot].name) {
                const core::Model* cm = m_catalog->find(cd->model);
                const int span = cm ? std::max(1, cm->width) : 1;
                const QSizeF s = preferredSize(c, guard + 1);
                return QSizeF((s.width() - (span - 1) * kGap) / span, s.height());
            }
        }
        return QSizeF();
    });
    const double portsW = double(std::max(ports.top.size(), ports.bottom.size())) * kPortPitch + 2 * kPad;
    // Seated devices elide their title: the slot grid, not the text, sets their width.
    const double titleW = freeStanding ? std::clamp(double(std::max(d->id.size() * 7, m->name.size() * 5)), 90.0, 190.0)
                                       : 0.0;
    const double w = std::max({portsW, grid.size.width() + 2 * kPad, titleW, freeStanding ? 90.0 : kMinCellW});
    const double band = labelBand(ports);
    double h = (freeStanding ? kHeaderFree : kHeaderSeated) + (ports.top.empty() ? 0 : band)
        + (ports.bottom.empty() ? 0 : band) + kPad;
    if (!grid.cells.empty())
        h += grid.size.height() + kPad;
    return QSizeF(std::ceil(w), std::ceil(std::max(h, freeStanding ? 44.0 : kMinCellH)));
}

void DesignLayout::place(const std::string& id, const QRectF& rect, int depth, int guard)
{
    const core::Device* d = deviceOf(id);
    if (!d || guard > 8)
        return;
    DevicePlace& dp = m_devices[id];
    dp.id = id;
    dp.rect = rect;
    dp.depth = depth;
    dp.model = m_catalog->find(d->model);
    if (!dp.model)
        return;
    const core::Model& m = *dp.model;
    const PortSplit ports = splitPorts(m, depth == 0, portsUp(id));
    const double band = labelBand(ports);
    const std::size_t prefix = labelPrefixLength(m);
    auto putRow = [&](const std::vector<const core::PortSpec*>& row, PortEdge edge) {
        if (row.empty())
            return;
        const double pitch = std::min(kPortPitch, (rect.width() - 2 * kPad) / double(row.size()));
        for (std::size_t i = 0; i < row.size(); ++i) {
            PortPlace pp;
            pp.spec = row[i];
            pp.edge = edge;
            pp.pitch = pitch;
            pp.anchor = QPointF(rect.left() + kPad + pitch * (double(i) + 0.5),
                                edge == PortEdge::Top ? rect.top() : rect.bottom());
            pp.label = shortLabel(*row[i], prefix);
            dp.ports[row[i]->name] = pp;
        }
    };
    putRow(ports.top, PortEdge::Top);
    putRow(ports.bottom, PortEdge::Bottom);

    if (m.slots.empty())
        return;
    const auto kids = m_children.find(id);
    auto occupantOf = [&](const std::string& slot) -> const core::Device* {
        if (kids == m_children.end())
            return nullptr;
        for (const std::string& c : kids->second)
            if (const core::Device* cd = deviceOf(c); cd && cd->slot == slot)
                return cd;
        return nullptr;
    };
    const SlotGrid grid = slotGrid(m, [&](int slot) {
        const core::Device* cd = occupantOf(m.slots[slot].name);
        if (!cd)
            return QSizeF();
        const core::Model* cm = m_catalog->find(cd->model);
        const int span = cm ? std::max(1, cm->width) : 1;
        const QSizeF s = preferredSize(cd->id, guard + 1);
        return QSizeF((s.width() - (span - 1) * kGap) / span, s.height());
    });
    const QPointF origin(rect.left() + kPad,
                         rect.top() + (depth == 0 ? kHeaderFree : kHeaderSeated) + (ports.top.empty() ? 0 : band));
    dp.slots.resize(m.slots.size());
    for (std::size_t i = 0; i < m.slots.size(); ++i) {
        dp.slots[i].name = m.slots[i].name;
        dp.slots[i].type = m.slots[i].type;
        dp.slots[i].rect = grid.cells[i].translated(origin);
    }
    for (std::size_t i = 0; i < m.slots.size(); ++i) {
        const core::Device* cd = occupantOf(m.slots[i].name);
        if (!cd)
            continue;
        const core::Model* cm = m_catalog->find(cd->model);
        const int span = cm ? std::max(1, cm->width) : 1;
        QRectF r = dp.slots[i].rect;
        for (int k = 1; k < span && i + k < m.slots.size(); ++k) {
            r = r.united(dp.slots[i + k].rect);
            dp.slots[i + k].occupant = cd->id;
        }
        dp.slots[i].occupant = cd->id;
        // std::map keeps `dp` valid while place() inserts the children.
        place(cd->id, r, depth + 1, guard + 1);
    }
}

const DevicePlace* DesignLayout::device(const std::string& id) const
{
    const auto it = m_devices.find(id);
    return it == m_devices.end() ? nullptr : &it->second;
}

bool DesignLayout::portAnchor(const std::string& ref, QPointF& anchor, QPointF& normal) const
{
    std::string dev, port;
    int lane = 0;
    if (!core::splitPortRef(ref, dev, port, lane))
        return false;
    const DevicePlace* d = device(dev);
    if (!d)
        return false;
    const auto it = d->ports.find(port);
    if (it == d->ports.end())
        return false;
    anchor = it->second.anchor;
    if (lane > 0)
        anchor.rx() += (lane - 2.5) * std::min(2.2, it->second.pitch / 4.5);
    normal = it->second.edge == PortEdge::Top ? QPointF(0, -1) : QPointF(0, 1);
    return true;
}

std::string DesignLayout::portAt(const QPointF& pos, double tolerance) const
{
    std::string best;
    double bestDist = tolerance * tolerance;
    for (const auto& [id, d] : m_devices) {
        if (!d.rect.adjusted(-tolerance, -tolerance, tolerance, tolerance).contains(pos))
            continue;
        for (const auto& [name, p] : d.ports) {
            const double dx = std::abs(p.anchor.x() - pos.x());
            const double dy = p.anchor.y() - pos.y();
            if (dx > p.pitch / 2 + 0.5)
                continue;
            const double dist = dx * dx * 0.25 + dy * dy;
            if (dist <= bestDist) {
                bestDist = dist;
                best = id + ":" + name;
            }
        }
    }
    return best;
}

const SlotPlace* DesignLayout::slotAt(const QPointF& pos, const std::string& type, std::string* owner) const
{
    const SlotPlace* best = nullptr;
    bool bestMatches = false;
    double bestArea = 0.0;
    for (const auto& [id, d] : m_devices)
        for (const SlotPlace& s : d.slots) {
            if (!s.rect.contains(pos))
                continue;
            const bool matches = !type.empty() && s.type == type;
            const double area = s.rect.width() * s.rect.height();
            if (!best || (matches && !bestMatches) || (matches == bestMatches && area < bestArea)) {
                best = &s;
                bestMatches = matches;
                bestArea = area;
                if (owner)
                    *owner = id;
            }
        }
    return best;
}

QRectF DesignLayout::bounds() const
{
    QRectF r;
    for (const auto& [id, d] : m_devices)
        r = r.united(d.rect);
    for (const auto& [id, site] : m_sites)
        r = r.united(site);
    return r;
}

} // namespace topoplan::widgets
