#include "core/measurements/readersupport.h"
namespace topoplan::core::measurements {
void readPdhCsv(const Lines&, const MeasurementOptions&, MeasurementReport& r) { addError(r, 0, 0, "todo"); }
void readHammerdb(const Lines&, MeasurementReport& r) { addError(r, 0, 0, "todo"); }
}
