// `topoplan-cli export FILE -o OUT.csv --what cables|bom` (and `-o DIR --what netbox`,
// exportnetbox.cpp): the build documents of a
// racked design (docs/racks.md). Core only: no QApplication is made.
#include "commands.h"

#include "core/designloader.h"
#include "core/rackdocs.h"

#include <ostream>

namespace topoplan::cli {

int runExportDocument(const std::string& file, const std::string& output, const std::string& what, std::ostream& out,
                      std::ostream& err)
{
    if (what != "cables" && what != "bom" && what != "netbox") {
        err << "topoplan-cli export: --what is '" << what << "' (expected cables, bom, netbox or racks)\n";
        return kUsage;
    }
    if (what != "netbox" && (output.size() < 4 || output.compare(output.size() - 4, 4, ".csv") != 0)) {
        err << "topoplan-cli export: --what " << what << " writes CSV: " << output << " needs the .csv extension\n";
        return kUsage;
    }
    std::string text, fileName, baseDir;
    if (!readDesignArgument(file, text, fileName, baseDir, err))
        return kInvalidDesign;
    core::Diagnostics diagnostics;
    const auto loaded = core::loadDesignText(text, fileName, baseDir, diagnostics);
    err << core::formatDiagnostics(diagnostics);
    if (!loaded)
        return kInvalidDesign;
    if (what == "netbox")
        return writeNetboxExport(*loaded, output, out, err);
    std::string csv;
    std::size_t rows = 0;
    if (what == "cables") {
        const auto schedule = core::cableSchedule(*loaded);
        rows = schedule.size();
        csv = core::cableScheduleCsv(schedule);
    } else {
        const auto bom = core::billOfMaterials(*loaded);
        rows = bom.size();
        csv = core::bomCsv(bom);
    }
    std::string error;
    if (!writeOutputFile(output, csv, error)) {
        err << "topoplan-cli export: cannot write " << output << ": " << error << "\n";
        return kIoError;
    }
    out << "wrote " << output << " (" << rows << (what == "cables" ? " cables and breakout lanes" : " bill-of-materials lines")
        << ", " << csv.size() << " bytes)\n";
    if (what == "cables")
        out << "lengths: estimated from rack positions, 1 m slack per end, next stock length in order_length_m "
               "(docs/racks.md, \"Cable lengths\")\n";
    return kOk;
}

} // namespace topoplan::cli
