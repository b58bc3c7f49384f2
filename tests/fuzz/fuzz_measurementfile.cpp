// libFuzzer entry point for the measurement file front end (core/measurements): the format
// detection of readMeasurementText() with what stands before the readers (the BOM, UTF-16
// decoding with and without a BOM, the binary check with its NUL and control-byte offsets,
// the size limit, the HTML / PDH-CSV / AWR / HammerDB dispatch), then the import's checks a
// user's file goes through (combineReports(), fitToWorkload() against workloads of each kind
// and engine: the engine check, the kind's figures, the calibrated demands' bounds; and as
// the storage baseline of a use case over two hosts: the scope check). The
// per-reader targets (fuzz_awr, fuzz_pdh, ...) call the readers directly and skip all of
// this. Any crash or sanitizer report is a defect: a malformed file must end in diagnostics.
#include "core/measurements/measurementimport.h"
#include "measurementfuzz.h"

#include <cstddef>
#include <cstdint>
#include <string>

namespace {

// Workloads of each kind the import distinguishes (core/measurements/measurementimport.cpp).
topoplan::core::Design makeDesign()
{
    using namespace topoplan::core;
    Design d;
    const auto add = [&](const char* id, const char* engine, const char* kind, const char* tool, double vcpu) {
        Workload w;
        w.id = id;
        w.host = "h";
        w.engine = engine;
        w.profile["kind"] = std::string(kind);
        w.profile["tool"] = std::string(tool);
        if (vcpu > 0)
            w.vm["vcpu"] = vcpu;
        d.workloads.push_back(w);
    };
    add("ora-oltp", "oracle", "oltp", "hammerdb-tprocc", 8);
    add("sql-oltp", "sqlserver", "oltp", "hammerdb-tprocc", 4);
    add("slob", "oracle", "oltp", "slob", 4);
    add("dss", "oracle", "dss", "hammerdb-tproch", 0);
    add("backup", "oracle", "backup", "dd-boost", 0);
    // A storage baseline of a use case over two hosts (the scope check of --storage).
    for (Workload& w : d.workloads)
        w.storage = "array";
    d.workloads[2].host = "h2";
    d.useCases.push_back(UseCase{"uc", "", {"ora-oltp", "slob"}, {}});
    return d;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    using namespace topoplan::core;
    static const Design design = makeDesign();
    const std::string text(reinterpret_cast<const char*>(data), size);
    const MeasurementReport report = readMeasurementText(text, "fuzz");
    topoplan::fuzz::useReport(report);
    for (const Workload& w : design.workloads) {
        CombinedMeasurement c = combineReports({report});
        fitToWorkload(design, {w.id, "", ""}, c, w.id == "sql-oltp");
        (void)formatDiagnostics(c.diagnostics);
    }
    CombinedMeasurement stored = combineReports({report});
    fitToWorkload(design, {"ora-oltp", "array", "uc"}, stored);
    (void)formatDiagnostics(stored.diagnostics);
    return 0;
}
