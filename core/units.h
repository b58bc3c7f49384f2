#pragma once

namespace topoplan::core::units {

/// Decimal terabyte (drive and array vendors, SI): 10^12 bytes.
inline constexpr double kBytesPerTB = 1e12;
/// Binary tebibyte (operating systems, Data Domain "TiB"): 2^40 bytes.
inline constexpr double kBytesPerTiB = 1099511627776.0;

inline constexpr double tbToTiB(double tb) { return tb * kBytesPerTB / kBytesPerTiB; }
inline constexpr double tibToTB(double tib) { return tib * kBytesPerTiB / kBytesPerTB; }

/// Gb/s line rate to MB/s (10^6 bytes) before protocol overhead.
inline constexpr double gbpsToMBps(double gbps) { return gbps * 1000.0 / 8.0; }

} // namespace topoplan::core::units
