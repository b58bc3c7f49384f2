#include "core/loadknee.h"

#include <algorithm>

namespace topoplan::core {

int throughputKnee(const std::vector<double>& users, const std::vector<double>& throughput, double share)
{
    const std::size_t n = std::min(users.size(), throughput.size());
    if (n < 2 || users[0] <= 0.0 || throughput[0] <= 0.0)
        return -1;
    const double initial = throughput[0] / users[0];
    for (std::size_t i = 1; i < n; ++i) {
        const double dn = users[i] - users[i - 1];
        if (dn <= 0.0)
            continue;
        const double marginal = (throughput[i] - throughput[i - 1]) / dn;
        if (marginal < share * initial)
            return int(i - 1); // the last point that still grew at the light-load rate share
    }
    return int(n - 1);
}

} // namespace topoplan::core
