// libFuzzer entry point for the perfmon / esxtop PDH-CSV reader (core/measurements): the reader itself, without
// the format detection and binary check in front of it, then the baseline mapping and the
// origin texts. Any crash or sanitizer report is a defect: a malformed file must end in
// diagnostics.
#include "measurementfuzz.h"

#include <cstddef>
#include <cstdint>
#include <string>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    using namespace topoplan::core;
    const std::string text(reinterpret_cast<const char*>(data), size);
    MeasurementReport report;
    report.file = "fuzz";
    const measurements::Lines lines = measurements::splitLines(text);
    if (!lines.lines.empty()) {
        MeasurementOptions options;
        if (size % 3 == 1)
            options.vm = "ora-vm1"; // the esxtop sample's VM: the --vm path too
        measurements::readPdhCsv(lines, options, report);
    }
    topoplan::fuzz::useReport(report);
    return 0;
}
