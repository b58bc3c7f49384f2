#pragma once
// The knee of a throughput-vs-load curve (a users sweep of a closed workload).

#include <vector>

namespace topoplan::core {

/// Share of the light-load slope below which added users no longer add throughput: the
/// knee. Assumed (a rule of thumb, range 0.25-0.75): at half the initial slope the curve
/// has clearly left its linear part N / (D + Z) for its asymptote 1 / D_max.
inline constexpr double kKneeSlopeShare = 0.5;

/// Index of the knee of a throughput-vs-users curve: the first point where the marginal
/// throughput per added user, (X_i - X_{i-1}) / (N_i - N_{i-1}), falls below `share` of the
/// light-load slope X_0 / N_0, i.e. where throughput stops growing. This is where the
/// asymptotic bounds of a closed network meet, N* = (D + Z) / D_max (Lazowska, Zahorjan,
/// Graham, Sevcik, "Quantitative System Performance", Prentice-Hall 1984, ch. 5: below
/// N* throughput grows as N / (D + Z), above it it is bounded by 1 / D_max); the
/// marginal-gain test finds it from the curve itself, whichever center (CPU or I/O) bounds
/// it. Unlike maximum power (throughput / I/O latency), it is not pushed to the end of the
/// sweep when the CPU, not the I/O path, saturates (issue 16: the knee was reported at
/// 1,024 users while IOPS levelled off near 64).
/// `users` ascending, > 0; `throughput` any unit, same length. -1 when the curve has
/// fewer than 2 points or no positive light-load slope; the last index when throughput
/// still grows at the end of the sweep.
int throughputKnee(const std::vector<double>& users, const std::vector<double>& throughput, double share = kKneeSlopeShare);

} // namespace topoplan::core
