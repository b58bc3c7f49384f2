#pragma once

#include "core/design.h"

#include <QString>

#include <string>
#include <vector>

namespace topoplan::models {

class DesignDocument;

/// The devices `ids` with everything seated in them and the cables among them, and the
/// canvas notes `noteIds`, as a design of its own (what Copy puts on the clipboard as
/// topoplan/1 text, and what Duplicate pastes). A seated device copied without its parent
/// keeps that parent's id and its slot. Zoning, workloads and other references are not
/// copied. Unknown ids are skipped. With `outsideCables` (Cut) the cables from those
/// devices to devices outside them come along too: pasteDevices puts them back when the
/// device keeps its id and the other end's port is free.
core::Design copyDevices(const core::Design& design, const std::vector<std::string>& ids,
                         const std::vector<std::string>& noteIds = {}, bool outsideCables = false);

/// Adds `fragment`'s devices, cables and canvas notes to the document as one undo step
/// ("Paste %n device(s)", "Paste %n note(s)", or "Paste %n item(s)" when it holds both):
/// a device keeps its id when the document has no device of that id (a cut device pasted
/// back), else gets a fresh one (its id's stem with a new number); every note gets a fresh
/// id; free-standing devices are shifted by (dx, dy) scene units (unplaced ones
/// stay unplaced), seated ones keep their slots in the copied parent (listed before or
/// after it). A device whose parent is not in the fragment goes into the first free slot
/// of that parent that takes it (same document), else onto the canvas at an automatic
/// position (a device that kept its id tries its own slot first). Cables between pasted
/// devices are pasted with them; a cable from a device that kept its id to a device of the
/// document outside the fragment is pasted too, unless the document refuses it (its port
/// is taken: left out, said in `reason`). Notes are shifted by
/// (dx, dy) too; those beyond core::kMaxCanvasNotes are left out. What the document
/// refuses is left out. Returns the new ids of the fragment's top devices (those pasted
/// without their parent); `added` receives the number of devices added (with their
/// modules); `reason` what was left out or placed otherwise ("dev left out: why",
/// ", and N more"), also when the rest was pasted, empty when nothing was; `notes` the
/// ids of the notes added. Nothing was pasted when both the result and `notes` are empty.
std::vector<std::string> pasteDevices(DesignDocument* document, const core::Design& fragment, double dx, double dy,
                                      QString* reason, int* added = nullptr, std::vector<std::string>* notes = nullptr);

} // namespace topoplan::models
