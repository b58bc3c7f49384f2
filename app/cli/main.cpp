// topoplan-cli: headless front end of the Topoplan core. Wiring only: each command lives
// in commands.cpp.
#include "commands.h"

#include <iostream>
#include <map>
#include <string>
#include <vector>

namespace {

constexpr const char* kUsageText = R"(usage: topoplan-cli COMMAND [ARGS]

commands:
  check FILE...             validate designs (exit 0 when valid, 1 with the errors)
  analyze FILE [--fail ID]... [--scenario ID] [--use-case ID] [--json]
                            paths per host, single points of failure, bandwidth and
                            bottleneck, utilization, findings; under failures or a scenario
  sweep FILE [--depth 1|2] [--json]
                            N-1 (or N-2) failure sweep ranked by what each loss breaks
  simulate FILE [--use-case ID|all] [--fail ID]... [--users N] [--workload ID]... [--curve] [--json]
                            predicted IOPS, MB/s, read/write latency, TPM/NOPM per
                            workload, utilization of each component and the busiest,
                            service-level findings, backup/restore windows, rebuild
                            estimates; runs the design's first use case unless told
                            otherwise (all: each use case in turn)
  validate-reference [--file F] [--json]
                            the model against shared/reference/published-results.yaml
                            (predicted vs published, error, median abs. % error)
  export FILE -o OUT.svg|OUT.pdf|OUT.png|OUT.drawio [--selection ID...] [--overlays] [--dpi N]
                            the diagram with legend and title block (no display needed)
  report FILE -o OUT.pdf|OUT.html [--fail ID]... [--scenario ID] [--use-case ID] [--lang LANG]
                            the design report: summary, bill of materials, capacity, diagram,
                            paths, redundancy and N-1 sweep, performance with its charts and
                            treemaps per use case, scenarios over time, sources;
                            --lang de: in German (default English)
  info FILE                 bill of materials, ports used/free, links by media and
                            speed, raw and usable capacity per array (TB and TiB)
  format FILE... [--check] [--drop-comments]
                            rewrite designs in canonical form (--check: only report)
  import-netbox FILE... [-o OUT.yaml]
                            turn NetBox device-type YAML into catalog models
  measurement FILE [--disk NAME] [--database NAME] [--vm NAME] [--json]
                            what an AWR or Statspack report, a perfmon or esxtop CSV
                            or a HammerDB log says: every figure with its section and
                            line, and the measured: baseline they make
  examples                  list the builtin example designs
  catalog [--check] [ID]    list catalog models, show one, or check the catalog

FILE may be builtin:ra1 ... builtin:ra5 for the example designs compiled in.
)";

} // namespace

int main(int argc, char** argv)
{
    using namespace topoplan::cli;
    std::vector<std::string> args(argv + 1, argv + argc);
    if (args.empty()) { // a mistake: the usage goes to stderr, like every other misuse
        std::cerr << kUsageText;
        return kUsage;
    }
    if (args[0] == "-h" || args[0] == "--help" || args[0] == "help") {
        std::cout << kUsageText;
        return kOk;
    }
    const std::string command = args[0];
    args.erase(args.begin());
    using Handler = int (*)(const std::vector<std::string>&, std::ostream&, std::ostream&);
    const std::map<std::string, Handler> handlers = {
        {"check", runCheck},     {"info", runInfo},       {"format", runFormat},
        {"examples", runExamples}, {"catalog", runCatalog}, {"import-netbox", runImportNetbox},
        {"measurement", runMeasurement},
        {"analyze", runAnalyze}, {"sweep", runSweep},
        {"simulate", runSimulate}, {"validate-reference", runValidateReference},
        {"export", runExport},   {"report", runReport},
    };
    const auto it = handlers.find(command);
    if (it == handlers.end()) {
        std::cerr << "topoplan-cli: unknown command '" << command << "'\n\n" << kUsageText;
        return kUsage;
    }
    return it->second(args, std::cout, std::cerr);
}
