// topoplan-cli: headless front end of the Topoplan core. Wiring only: each command lives
// in commands.cpp. The help text is app/cli/usage.txt, also the source of the man page
// and the bash completion (gendocs.cpp).
#include "commands.h"
#include "usage.h" // kUsageText, generated from usage.txt (gendocs.cpp)

#include <iostream>
#include <map>
#include <string>
#include <vector>

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
    if (!takeCatalogAccess(args, std::cerr))
        return kUsage;
    using Handler = int (*)(const std::vector<std::string>&, std::ostream&, std::ostream&);
    const std::map<std::string, Handler> handlers = {
        {"check", runCheck},     {"info", runInfo},       {"format", runFormat},
        {"examples", runExamples}, {"catalog", runCatalog}, {"import-netbox", runImportNetbox},
        {"measurement", runMeasurement}, {"import-measurement", runImportMeasurement},
        {"analyze", runAnalyze}, {"sweep", runSweep},
        {"simulate", runSimulate}, {"validate-reference", runValidateReference},
        {"export", runExport},   {"report", runReport},
    };
    const auto it = handlers.find(command);
    if (it == handlers.end()) {
        std::cerr << "topoplan-cli: unknown command '" << command << "'\n\n" << kUsageText;
        return kUsage;
    }
    const int status = it->second(args, std::cout, std::cerr);
    // What went to stdout must have arrived (a full disk, /dev/full, a closed pipe): else the
    // command did not do its work, whatever it returned.
    std::cout.flush();
    if (!std::cout) {
        std::cerr << "topoplan-cli: error: cannot write the output to stdout (a full disk or a closed pipe?)\n";
        return status == kOk ? kIoError : status;
    }
    return status;
}
