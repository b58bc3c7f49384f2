#include "core/performance/transferwait.h"

#include <algorithm>
#include <cmath>

namespace topoplan::core::perf {

void TransferWaits::attach(Builder& b, std::vector<WorkloadModel>& models)
{
    m_waits.clear();
    m_classAt.clear();
    m_classesAt.clear();
    // Demand-weighted transfer time per (class, center): sum D S / sum D.
    std::map<std::pair<int, int>, std::pair<double, double>> sums;
    for (size_t mi = 0; mi < models.size(); ++mi) {
        WorkloadModel& wm = models[mi];
        for (bool async : {false, true}) {
            const int cls = async ? wm.asyncClass : wm.syncClass;
            std::vector<Contribution>& parts = async ? wm.async : wm.sync;
            if (cls < 0)
                continue;
            std::map<Tag, Wait> byTag;
            for (const Contribution& ct : parts) {
                if (ct.transferS <= 0 || ct.demandS <= 0)
                    continue;
                auto& s = sums[{cls, ct.center}];
                s.first += ct.demandS;
                s.second += ct.demandS * ct.transferS;
                Wait& w = byTag[ct.tag];
                w.transfers.push_back({ct.center, cls, ct.demandS / ct.transferS, ct.transferS});
            }
            if (byTag.empty())
                continue;
            const int center = b.center(wm.workload->id + "/transfer-wait", "latency", mva::CenterKind::Delay);
            mva::ClassSpec& cs = b.net.classes[cls];
            int visit = -1;
            for (size_t j = 0; j < cs.visits.size(); ++j)
                if (cs.visits[j].center == center)
                    visit = int(j);
            if (visit < 0) {
                cs.visits.push_back({center, 0.0});
                visit = int(cs.visits.size()) - 1;
            }
            for (auto& [tag, w] : byTag) {
                w.model = mi;
                w.async = async;
                w.cls = cls;
                w.visit = visit;
                w.contribution = parts.size();
                parts.push_back({center, 0.0, tag, 1.0});
                m_waits.push_back(std::move(w));
            }
        }
    }
    for (const auto& [key, s] : sums) {
        const auto [cls, center] = key;
        const mva::ClassSpec& cs = b.net.classes[cls];
        int visit = -1;
        for (size_t j = 0; j < cs.visits.size(); ++j)
            if (cs.visits[j].center == center)
                visit = int(j);
        if (visit < 0 || s.first <= 0)
            continue;
        m_classAt[key] = {visit, s.second / s.first};
        m_classesAt[center].push_back(cls);
    }
}

double TransferWaits::update(Builder& b, std::vector<WorkloadModel>& models, const mva::Solution& sol, double f, double damping)
{
    double largest = 0.0;
    std::map<int, double> perClass; // class -> wait per cycle, s
    for (Wait& w : m_waits) {
        double waitS = 0.0;
        for (const Transfer& t : w.transfers) {
            double excess = 0.0; // sum_s Q_s (S_s - S_r) at the center
            for (int s : m_classesAt[t.center]) {
                const auto& [visit, transferS] = m_classAt[{s, t.center}];
                if (s < int(sol.queueLength.size()) && visit < int(sol.queueLength[s].size()))
                    excess += sol.queueLength[s][visit] * (transferS - t.transferS);
            }
            if (std::isfinite(excess))
                waitS += t.visits * f * std::max(0.0, excess);
        }
        const double next = damping * waitS + (1.0 - damping) * w.waitS;
        largest = std::max(largest, std::abs(next - w.waitS));
        w.waitS = next;
        std::vector<Contribution>& parts = w.async ? models[w.model].async : models[w.model].sync;
        parts[w.contribution].demandS = next;
        perClass[w.cls] += next;
    }
    for (const Wait& w : m_waits)
        b.net.classes[w.cls].visits[w.visit].demandS = perClass[w.cls];
    return largest;
}

} // namespace topoplan::core::perf
