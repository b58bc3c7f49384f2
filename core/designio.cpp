#include "core/designio.h"

#include "core/designschema.h"
#include "core/rackio.h"
#include "core/yamlsupport.h"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <map>
#include <set>
#include <sstream>
#include <string_view>

namespace topoplan::core {

using namespace yamlsupport;

namespace {

// Events of one scenario (issue 8: limits instead of exhaustion): the scenario timeline
// analyses the design at every event, and keeps each result; 5,000 events on RA-1 took
// 2.8 s and 200 MB in `analyze --scenario` (docs/reliability.md "Limits").
constexpr std::size_t kMaxScenarioEvents = 1000;

// ID:PORT or ID:PORT:LANE, PORT without ':' or white space, LANE 1 to 8.
bool isPortRefForm(std::string_view s)
{
    const std::size_t colon = s.find(':');
    if (colon == std::string_view::npos || !isValidId(s.substr(0, colon)))
        return false;
    std::string_view port = s.substr(colon + 1);
    if (const std::size_t lane = port.find(':'); lane != std::string_view::npos) {
        const std::string_view laneText = port.substr(lane + 1);
        if (laneText.size() != 1 || laneText[0] < '1' || laneText[0] > '8')
            return false;
        port = port.substr(0, lane);
    }
    return !port.empty() && std::none_of(port.begin(), port.end(), [](char c) {
        return c == ':' || std::isspace(static_cast<unsigned char>(c));
    });
}

// The version number of "topoplan/N": N, or -1 if the text is not of that form. Any
// number above 1 (however many digits) comes back as 2.
int formatVersion(const std::string& format)
{
    const std::string prefix = "topoplan/";
    if (format.compare(0, prefix.size(), prefix) != 0 || format.size() == prefix.size())
        return -1;
    std::string digits = format.substr(prefix.size());
    if (!std::all_of(digits.begin(), digits.end(), [](char c) { return c >= '0' && c <= '9'; }))
        return -1;
    digits.erase(0, std::min(digits.find_first_not_of('0'), digits.size()));
    if (digits.empty())
        return 0;
    return digits.size() > 1 || digits[0] > '1' ? 2 : 1;
}

std::string choicesText(const std::vector<std::string>& choices)
{
    std::string out;
    for (const std::string& c : choices)
        out += (out.empty() ? "" : ", ") + c;
    return out;
}

std::vector<std::string> keysOf(const std::vector<PropSpec>& schema)
{
    std::vector<std::string> keys;
    for (const PropSpec& s : schema)
        keys.push_back(s.key);
    return keys;
}

// `reportKeys` false: the node's keys were checked by the caller (storage groups, whose
// policy keys sit beside their structural keys).
Props readProps(const YAML::Node& node, const std::vector<PropSpec>& schema, const Context& ctx,
                const std::string& what, const std::string& id, bool reportKeys = true)
{
    Props props;
    MapReader r(node, ctx, what, id, keysOf(schema), reportKeys);
    if (!r.isMap())
        return props;
    for (const PropSpec& spec : schema) {
        if (!r.has(spec.key))
            continue;
        switch (spec.type) {
        case PropSpec::Type::Number:
            if (const auto v = r.number(spec.key, false, spec.min, spec.max))
                props[spec.key] = *v;
            break;
        case PropSpec::Type::Integer:
            if (const auto v = r.integer(spec.key, false, int(spec.min), int(spec.max)))
                props[spec.key] = double(*v);
            break;
        case PropSpec::Type::Bool:
            if (const auto v = r.boolean(spec.key))
                props[spec.key] = *v;
            break;
        case PropSpec::Type::Text:
            if (const auto v = r.string(spec.key))
                props[spec.key] = *v;
            break;
        case PropSpec::Type::Choice:
            if (const auto v = r.string(spec.key)) {
                if (std::find(spec.choices.begin(), spec.choices.end(), *v) == spec.choices.end())
                    ctx.error(r.posOfKey(spec.key), id, findingText(QT_TRANSLATE_NOOP("Finding", "'%1' is '%2' (expected one of: %3)"),
                                                               {idArg(spec.key), idArg(*v), idArg(choicesText(spec.choices))}));
                else
                    props[spec.key] = *v;
            }
            break;
        }
    }
    return props;
}

// Reads the `id` of a list item and checks its form; uniqueness is checked over
// designIds() once the whole design is read.
std::string takeId(const MapReader& r, const std::string& what, const Context& ctx)
{
    const auto id = r.string("id", true);
    if (!id)
        return {};
    if (FindingText tooLong = lengthProblemText(*id, kMaxIdLength); !tooLong.empty()) {
        ctx.error(r.posOfKey("id"), what + " '" + clipped(*id) + "'", findingText(QT_TRANSLATE_NOOP("Finding", "the id %1"), {textArg(std::move(tooLong))}));
        return clipped(*id); // later messages quote the id: keep them short
    }
    if (!isValidId(*id))
        ctx.error(r.posOfKey("id"), what + " '" + clipped(*id) + "'",
                  findingText(QT_TRANSLATE_NOOP("Finding", "invalid id (expected letters, digits and _ . + - , starting with a letter or digit)")));
    return *id;
}

// A name (design, use case, scenario) at `key`, reported when longer than kMaxNameLength.
std::string takeName(const MapReader& r, const char* key, bool required, const Context& ctx)
{
    std::string name = r.string(key, required).value_or("");
    if (FindingText tooLong = lengthProblemText(name, kMaxNameLength); !tooLong.empty())
        ctx.error(r.posOfKey(key), r.id(), findingText(QT_TRANSLATE_NOOP("Finding", "the %1 '%2' %3"), {idArg(key), idArg(clipped(name)), textArg(std::move(tooLong))}));
    return name;
}

void checkUniqueIds(const Design& d, const Context& ctx)
{
    std::map<std::string, SourcePos> seen;
    for (const DesignId& x : designIds(d)) {
        if (x.id.empty())
            continue;
        const auto [it, inserted] = seen.emplace(x.id, x.pos);
        if (!inserted)
            ctx.error(x.pos, std::string(x.kind) + " '" + x.id + "'",
                      findingText(QT_TRANSLATE_NOOP("Finding", "duplicate id (first defined at line %1)"), {numberArg(it->second.line)}));
    }
}

void checkPortRef(const std::string& ref, SourcePos pos, const std::string& id, const Context& ctx)
{
    if (!isPortRefForm(ref))
        ctx.error(pos, id, findingText(QT_TRANSLATE_NOOP("Finding", "'%1' is not a port reference (expected DEVICE:PORT or DEVICE:PORT:LANE)"), {idArg(clipped(ref))}));
}

template <typename F>
void forEachItem(const MapReader& top, const char* key, F&& f)
{
    const YAML::Node seq = top.sequence(key);
    if (!seq.IsDefined())
        return;
    for (const YAML::Node& item : seq)
        f(item);
}

} // namespace

const std::vector<std::pair<const char*, std::optional<double> Measurement::*>>& measurementNumbers()
{
    static const std::vector<std::pair<const char*, std::optional<double> Measurement::*>> fields = {
        {"interval_min", &Measurement::intervalMin},
        {"users", &Measurement::users},
        {"think_ms", &Measurement::thinkMs},
        {"tpm", &Measurement::tpm},
        {"nopm", &Measurement::nopm},
        {"tps", &Measurement::tps},
        {"iops", &Measurement::iops},
        {"read_iops", &Measurement::readIops},
        {"write_iops", &Measurement::writeIops},
        {"mb_s", &Measurement::mbps},
        {"read_mb_s", &Measurement::readMbps},
        {"write_mb_s", &Measurement::writeMbps},
        {"read_latency_ms", &Measurement::readLatencyMs},
        {"write_latency_ms", &Measurement::writeLatencyMs},
        {"cpu_pct", &Measurement::cpuPct},
        {"cores", &Measurement::cores},
        {"core_rating", &Measurement::coreRating},
        {"uncertainty_pct", &Measurement::uncertaintyPct},
    };
    return fields;
}

std::vector<MeasurementContradiction> measurementContradictions(const Measurement& m)
{
    // The sums to 6 decimals: two stored figures added, without the binary noise of the
    // addition ("5.4681999999999995" for 0.1762 + 5.292).
    std::vector<MeasurementContradiction> out;
    if (m.iops && m.readIops && m.writeIops && *m.readIops + *m.writeIops > *m.iops * 1.01 + 1)
        out.push_back({"iops", findingText(QT_TRANSLATE_NOOP("Finding", "measured read_iops + write_iops (%1) exceed iops (%2)"),
                                        {idArg(formatDecimals(*m.readIops + *m.writeIops, 6)), idArg(formatNumber(*m.iops))})});
    if (m.mbps && m.readMbps && m.writeMbps && *m.readMbps + *m.writeMbps > *m.mbps * 1.01 + 0.01)
        out.push_back({"mb_s", findingText(QT_TRANSLATE_NOOP("Finding", "measured read_mb_s + write_mb_s (%1) exceed mb_s (%2)"),
                                        {idArg(formatDecimals(*m.readMbps + *m.writeMbps, 6)), idArg(formatNumber(*m.mbps))})});
    return out;
}

namespace {

// A `measured:` block (core/measurement.h, docs/design-format.md "Measured baselines") of
// the element `id` ("workload 'sql-oltp-1'"). Unknown keys, wrong types and absurd numbers
// are reported at their position; inconsistent figures (reads + writes above the total) too.
Measurement readMeasurement(const YAML::Node& node, const Context& ctx, const std::string& id)
{
    Measurement m;
    std::vector<std::string> keys = keysOf(measurementSchema());
    keys.push_back("origins");
    keys.push_back("forced");
    keys.push_back("warnings");
    MapReader r(node, ctx, "measured block", id, keys);
    m.pos = r.pos();
    if (!r.isMap())
        return m;
    const Props props = readProps(node, measurementSchema(), ctx, "measured block", id, false);
    m.source = propString(props, "source");
    m.platform = propString(props, "platform", "this");
    m.useCase = propString(props, "use_case");
    m.cpuOf = propString(props, "cpu_of", "vm");
    m.ratingSource = propString(props, "rating_source");
    for (const auto& [key, member] : measurementNumbers())
        if (propHas(props, key))
            m.*member = propNumber(props, key);
    if (r.has("origins")) {
        MapReader o(r.get("origins"), ctx, "origins of the measured block", id, keys);
        if (o.isMap())
            for (const auto& kv : r.get("origins")) {
                const std::string key = kv.first.Scalar();
                if (key == "origins" || !kv.second.IsScalar())
                    ctx.error(posOf(kv.second), id,
                              findingText(QT_TRANSLATE_NOOP("Finding", "origin of '%1' is %2 (expected a text)"), {idArg(key), describeArg(kv.second)}));
                else
                    m.origins[key] = kv.second.Scalar();
            }
    }
    // A list of texts the import wrote (forced, warnings).
    const auto texts = [&](const char* key, const char* notAList, const char* notAText, std::vector<std::string>& out) {
        const YAML::Node list = r.get(key);
        if (!list.IsSequence()) {
            ctx.error(posOf(list), id, findingText(notAList, {describeArg(list)}));
            return;
        }
        for (const YAML::Node& item : list) {
            if (!item.IsScalar())
                ctx.error(posOf(item), id, findingText(notAText, {describeArg(item)}));
            else
                out.push_back(item.Scalar());
        }
    };
    // Said wherever the design is loaded (check, simulate, the GUI): the figures went past
    // the checks that guard a calibration, or the import warned about them.
    if (r.has("forced")) {
        texts("forced", QT_TRANSLATE_NOOP("Finding", "forced is %1 (expected a list of texts: the refusals the import overrode)"),
              QT_TRANSLATE_NOOP("Finding", "a forced entry is %1 (expected a text)"), m.forced);
        if (!m.forced.empty())
            ctx.warning(r.posOfKey("forced"), id, forcedBaselineText(m));
    }
    if (r.has("warnings")) {
        texts("warnings", QT_TRANSLATE_NOOP("Finding", "warnings is %1 (expected a list of texts: the import's warnings)"),
              QT_TRANSLATE_NOOP("Finding", "a warnings entry is %1 (expected a text)"), m.warnings);
        if (!m.warnings.empty())
            ctx.warning(r.posOfKey("warnings"), id, importWarningsText(m));
    }
    // The figures readProps() kept are in range; what is left are the checks across figures.
    for (const MeasurementProblem& p : measurementProblems(m))
        ctx.error(r.posOfKey(p.key.c_str()), id, p.text);
    return m;
}

// Calls `f(baseline, "device 'x'")` for the measured baseline of every device, cluster and
// workload of `d` (std::nullopt where it has none).
template <typename F>
void forEachBaseline(const Design& d, F&& f)
{
    for (const Device& dev : d.devices)
        f(dev.measured, "device '" + dev.id + "'");
    for (const Cluster& c : d.clusters)
        f(c.measured, "cluster '" + c.id + "'");
    for (const Workload& w : d.workloads)
        f(w.measured, "workload '" + w.id + "'");
}

// The use case a measurement on this platform names must exist.
void checkMeasurementUseCases(const Design& d, const Context& ctx)
{
    forEachBaseline(d, [&](const std::optional<Measurement>& m, const std::string& what) {
        if (m && m->onThisPlatform() && !m->useCase.empty() && !d.useCase(m->useCase))
            ctx.error(m->pos, what, findingText(QT_TRANSLATE_NOOP("Finding", "measured use_case '%1' is not a use case of the design"), {idArg(m->useCase)}));
    });
}

} // namespace

namespace {
// A plural template (`one`, `other`) whose %1 is `texts` joined with "; "; empty for none.
FindingText joinedListText(const std::vector<std::string>& texts, const char* one, const char* other)
{
    if (texts.empty())
        return {};
    std::string joined;
    for (const std::string& t : texts)
        joined += (joined.empty() ? "" : "; ") + t;
    return findingTextN(one, other, static_cast<long long>(texts.size()), {idArg(joined)});
}
} // namespace

std::vector<MeasurementProblem> measurementProblems(const Measurement& m)
{
    std::vector<MeasurementProblem> out;
    // The ranges of the schema readProps() checks a `measured:` block's numbers against
    // (MapReader::number(): the same messages).
    for (const auto& [key, member] : measurementNumbers()) {
        const std::optional<double>& v = m.*member;
        if (!v)
            continue;
        const auto spec = std::find_if(measurementSchema().begin(), measurementSchema().end(),
                                       [&](const PropSpec& s) { return std::string(s.key) == key; });
        if (!std::isfinite(*v))
            out.push_back({key, findingText(QT_TRANSLATE_NOOP("Finding", "'%1' is %2; expected a finite number"),
                                            {idArg(key), idArg(formatNumber(*v))})});
        else if (spec != measurementSchema().end() && (*v < spec->min || *v > spec->max))
            out.push_back({key, findingText(QT_TRANSLATE_NOOP("Finding", "'%1' is %2, out of range (expected %3 to %4)"),
                                            {idArg(key), idArg(formatNumber(*v)), idArg(formatNumber(spec->min)),
                                             idArg(formatNumber(spec->max))})});
    }
    for (MeasurementContradiction& c : measurementContradictions(m))
        out.push_back({c.key, std::move(c.text)});
    if (!m.onThisPlatform() && m.cpuPct && !m.cores)
        out.push_back({"cpu_pct", findingText(QT_TRANSLATE_NOOP("Finding", "a measurement on another platform ('%1') needs 'cores' (the CPUs its cpu_pct refers to)"),
                                              {idArg(m.platform)})});
    return out;
}

FindingText forcedBaselineText(const Measurement& m)
{
    return joinedListText(m.forced,
                          "its measured baseline was imported forced (--force / Import Anyway), overriding %n refusal: %1 "
                          "(re-import a fitting measurement, or remove 'forced' once checked)",
                          QT_TRANSLATE_N_NOOP("Finding", "its measured baseline was imported forced (--force / Import Anyway), "
                                                         "overriding %n refusals: %1 (re-import a fitting measurement, or "
                                                         "remove 'forced' once checked)"));
}

FindingText importWarningsText(const Measurement& m)
{
    return joinedListText(m.warnings,
                          "its measured baseline was imported with %n warning: %1 (re-import a fitting measurement, or "
                          "remove 'warnings' once checked)",
                          QT_TRANSLATE_N_NOOP("Finding", "its measured baseline was imported with %n warnings: %1 (re-import "
                                                         "a fitting measurement, or remove 'warnings' once checked)"));
}

void warnImportedBaselines(const Design& design, const std::string& fileName, Diagnostics& diagnostics)
{
    forEachBaseline(design, [&](const std::optional<Measurement>& m, const std::string& what) {
        if (m && !m->forced.empty())
            diagnostics.push_back(diagnostic(Diagnostic::Severity::Warning, fileName, m->pos, what, forcedBaselineText(*m)));
        if (m && !m->warnings.empty())
            diagnostics.push_back(diagnostic(Diagnostic::Severity::Warning, fileName, m->pos, what, importWarningsText(*m)));
    });
}

std::optional<Design> readDesignText(const std::string& text, const std::string& fileName, Diagnostics& diagnostics)
{
    Context ctx{fileName, &diagnostics};
    const std::size_t errorsBefore = ctx.errorCount();
    const YAML::Node root = parse(text, ctx, "a design mapping starting with format: topoplan/1");
    if (!root.IsDefined())
        return std::nullopt;

    // The format first: a newer file is refused for its version, not for the keys that
    // version may have added.
    const YAML::Node& constRoot = root; // const operator[]: never inserts
    const YAML::Node formatNode = constRoot["format"];
    if (!formatNode.IsDefined() || formatNode.IsNull()) {
        ctx.error(posOf(root), "", findingText(QT_TRANSLATE_NOOP("Finding", "the design has no 'format' (expected format: topoplan/1)")));
        return std::nullopt;
    }
    if (!formatNode.IsScalar()) {
        ctx.error(posOf(formatNode), "", findingText(QT_TRANSLATE_NOOP("Finding", "'format' is %1 (expected format: topoplan/1)"), {describeArg(formatNode)}));
        return std::nullopt;
    }
    const std::string format = formatNode.Scalar();
    const int version = formatVersion(format);
    if (version < 0) {
        ctx.error(posOf(formatNode), "", findingText(QT_TRANSLATE_NOOP("Finding", "format '%1' is not a Topoplan design (expected topoplan/1)"), {idArg(format)}));
        return std::nullopt;
    }
    if (version > 1) {
        ctx.error(posOf(formatNode), "",
                  findingText(QT_TRANSLATE_NOOP("Finding", "this design was written by a newer Topoplan (format %1); this version reads "
                                                       "topoplan/1 and older: update Topoplan to open it"),
                              {idArg(format)}));
        return std::nullopt;
    }
    if (version < 1) {
        ctx.error(posOf(formatNode), "", findingText(QT_TRANSLATE_NOOP("Finding", "format '%1' is unknown (expected topoplan/1)"), {idArg(format)}));
        return std::nullopt;
    }
    MapReader top(root, ctx, "the design", "",
                  {"format", "name", "notes", "catalogs", "sites", "site_links", "racks", "devices", "links", "canvas_notes", "fabrics", "zoning",
                   "port_groups", "masking_views", "clusters", "storage_groups", "workloads", "use_cases",
                   "scenarios", "requirements"});

    Design d;
    d.name = takeName(top, "name", true, ctx);
    d.notes = top.stringList("notes").value_or(std::vector<std::string>{});
    if (d.notes.size() > kMaxNotes)
        ctx.error(top.posOfKey("notes"), "", findingText(QT_TRANSLATE_NOOP("Finding", "notes has %1 lines (at most %2)"),
                                                         {numberArg(double(d.notes.size())), numberArg(double(kMaxNotes))}));
    for (std::size_t i = 0; i < d.notes.size(); ++i)
        if (FindingText tooLong = lengthProblemText(d.notes[i], kMaxNoteLength); !tooLong.empty())
            ctx.error(top.posOfKey("notes"), "", findingText(QT_TRANSLATE_NOOP("Finding", "note %1 ('%2') %3"),
                                                             {numberArg(double(i + 1)), idArg(clipped(d.notes[i])), textArg(std::move(tooLong))}));
    if (top.has("catalogs")) {
        d.catalogsPos = top.posOfKey("catalogs");
        d.catalogs = top.stringList("catalogs").value_or(std::vector<std::string>{"builtin"});
    }

    forEachItem(top, "sites", [&](const YAML::Node& item) {
        MapReader r(item, ctx, "site", "", {"id", "role"});
        if (!r.isMap())
            return;
        Site s;
        s.pos = r.pos();
        s.id = takeId(r, "site", ctx);
        r.setId("site '" + s.id + "'");
        s.role = r.string("role").value_or("");
        if (!s.role.empty() && s.role != "witness")
            ctx.error(r.posOfKey("role"), r.id(), findingText(QT_TRANSLATE_NOOP("Finding", "role is '%1' (expected witness, or no role for a data site)"), {idArg(s.role)}));
        d.sites.push_back(std::move(s));
    });
    forEachItem(top, "site_links", [&](const YAML::Node& item) {
        MapReader r(item, ctx, "site link", "", {"a", "b", "rtt_ms"});
        if (!r.isMap())
            return;
        SiteLink l;
        l.pos = r.pos();
        l.a = r.string("a", true).value_or("");
        l.b = r.string("b", true).value_or("");
        l.rttMs = r.number("rtt_ms", true, 0, 10000).value_or(0);
        d.siteLinks.push_back(std::move(l));
    });
    forEachItem(top, "racks", [&](const YAML::Node& item) { d.racks.push_back(rackio::readRack(item, ctx)); });
    if (!top.has("devices"))
        ctx.error(top.pos(), "", findingText(QT_TRANSLATE_NOOP("Finding", "the design has no 'devices' (expected devices: [...])")));
    forEachItem(top, "devices", [&](const YAML::Node& item) {
        MapReader r(item, ctx, "device", "", {"id", "model", "at", "site", "parent", "slot", "rack", "u", "face", "depth",
                                              "feeds", "config", "partitions", "measured"});
        if (!r.isMap())
            return;
        Device dev;
        dev.pos = r.pos();
        dev.id = takeId(r, "device", ctx);
        r.setId("device '" + dev.id + "'");
        dev.model = r.string("model", true).value_or("");
        if (r.has("at")) {
            const auto at = r.numberList("at", false, -1e7, 1e7);
            if (at && at->size() == 2)
                dev.at = std::make_pair((*at)[0], (*at)[1]);
            else if (at)
                ctx.error(r.posOfKey("at"), r.id(), findingText(QT_TRANSLATE_NOOP("Finding", "'at' has %1 numbers (expected [x, y])"), {numberArg(double(at->size()))}));
        }
        dev.site = r.string("site").value_or("");
        dev.parent = r.string("parent").value_or("");
        dev.slot = r.string("slot").value_or("");
        if (dev.parent.empty() != dev.slot.empty())
            ctx.error(r.pos(), r.id(), findingText(QT_TRANSLATE_NOOP("Finding", "a seated device needs both 'parent' and 'slot'")));
        if (!dev.parent.empty() && dev.at)
            ctx.error(r.posOfKey("at"), r.id(), findingText(QT_TRANSLATE_NOOP("Finding", "a seated device has no canvas position of its own (remove 'at')")));
        rackio::readMount(r, ctx, dev);
        if (r.has("config"))
            dev.config = readProps(r.get("config"), deviceConfigSchema(), ctx, "config of device '" + dev.id + "'", r.id());
        forEachItem(r, "partitions", [&](const YAML::Node& p) {
            MapReader pr(p, ctx, "partition", r.id(), {"port", "id", "function", "gbps", "network"});
            if (!pr.isMap())
                return;
            Partition part;
            part.pos = pr.pos();
            part.port = pr.string("port", true).value_or("");
            part.id = pr.string("id", true).value_or("");
            part.function = pr.string("function", true).value_or("");
            if (!part.function.empty() && part.function != "nic" && part.function != "fcoe" && part.function != "iscsi")
                ctx.error(pr.posOfKey("function"), r.id(),
                          findingText(QT_TRANSLATE_NOOP("Finding", "partition function is '%1' (expected nic, fcoe or iscsi)"), {idArg(part.function)}));
            part.gbps = pr.number("gbps", true, 0.1, 400).value_or(0);
            part.network = pr.string("network").value_or("");
            dev.partitions.push_back(std::move(part));
        });
        if (r.has("measured"))
            dev.measured = readMeasurement(r.get("measured"), ctx, r.id());
        d.devices.push_back(std::move(dev));
    });
    forEachItem(top, "links", [&](const YAML::Node& item) {
        MapReader r(item, ctx, "link", "", {"a", "b", "breakout"});
        if (!r.isMap())
            return;
        Link l;
        l.pos = r.pos();
        l.a = r.string("a", true).value_or("");
        l.b = r.string("b", true).value_or("");
        r.setId("link " + l.id());
        l.breakout = r.string("breakout").value_or("");
        if (!l.a.empty())
            checkPortRef(l.a, r.posOfKey("a"), r.id(), ctx);
        if (!l.b.empty())
            checkPortRef(l.b, r.posOfKey("b"), r.id(), ctx);
        if (!l.a.empty() && l.a == l.b)
            ctx.error(r.pos(), r.id(), findingText(QT_TRANSLATE_NOOP("Finding", "a link must join two different ports")));
        d.links.push_back(std::move(l));
    });
    forEachItem(top, "canvas_notes", [&](const YAML::Node& item) {
        MapReader r(item, ctx, "note", "", {"id", "text", "x", "y", "width"});
        if (!r.isMap())
            return;
        CanvasNote n;
        n.pos = r.pos();
        n.id = takeId(r, "note", ctx);
        r.setId("note '" + n.id + "'");
        n.text = r.string("text", true).value_or("");
        if (FindingText tooLong = lengthProblemText(n.text, kMaxNoteLength); !tooLong.empty())
            ctx.error(r.posOfKey("text"), r.id(), findingText(QT_TRANSLATE_NOOP("Finding", "the text '%1' %2"), {idArg(clipped(n.text)), textArg(std::move(tooLong))}));
        // The same range as a device's `at`.
        n.x = r.number("x", true, -1e7, 1e7).value_or(0);
        n.y = r.number("y", true, -1e7, 1e7).value_or(0);
        n.width = r.number("width", false, 0, 1e5).value_or(0);
        d.canvasNotes.push_back(std::move(n));
    });
    if (d.canvasNotes.size() > kMaxCanvasNotes)
        ctx.error(top.posOfKey("canvas_notes"), "", findingText(QT_TRANSLATE_NOOP("Finding", "canvas_notes has %1 notes (at most %2)"),
                                                                {numberArg(double(d.canvasNotes.size())), numberArg(double(kMaxCanvasNotes))}));
    forEachItem(top, "fabrics", [&](const YAML::Node& item) {
        MapReader r(item, ctx, "fabric", "", {"id", "kind", "ports"});
        if (!r.isMap())
            return;
        Fabric f;
        f.pos = r.pos();
        f.id = takeId(r, "fabric", ctx);
        r.setId("fabric '" + f.id + "'");
        f.kind = r.string("kind", true).value_or("");
        if (!f.kind.empty() && f.kind != "fc" && f.kind != "ethernet")
            ctx.error(r.posOfKey("kind"), r.id(), findingText(QT_TRANSLATE_NOOP("Finding", "fabric kind is '%1' (expected fc or ethernet)"), {idArg(f.kind)}));
        f.ports = r.stringList("ports", true).value_or(std::vector<std::string>{});
        for (const std::string& p : f.ports)
            checkPortRef(p, r.posOfKey("ports"), r.id(), ctx);
        d.fabrics.push_back(std::move(f));
    });
    forEachItem(top, "zoning", [&](const YAML::Node& item) {
        MapReader r(item, ctx, "zone", "", {"initiator", "targets"});
        if (!r.isMap())
            return;
        Zone z;
        z.pos = r.pos();
        z.initiator = r.string("initiator", true).value_or("");
        r.setId("zone of '" + z.initiator + "'");
        z.targets = r.stringList("targets", true).value_or(std::vector<std::string>{});
        if (!z.initiator.empty())
            checkPortRef(z.initiator, r.posOfKey("initiator"), r.id(), ctx);
        for (const std::string& t : z.targets)
            checkPortRef(t, r.posOfKey("targets"), r.id(), ctx);
        d.zoning.push_back(std::move(z));
    });
    forEachItem(top, "port_groups", [&](const YAML::Node& item) {
        MapReader r(item, ctx, "port group", "", {"id", "array", "ports"});
        if (!r.isMap())
            return;
        PortGroup g;
        g.pos = r.pos();
        g.id = takeId(r, "port group", ctx);
        r.setId("port group '" + g.id + "'");
        g.array = r.string("array", true).value_or("");
        g.ports = r.stringList("ports", true).value_or(std::vector<std::string>{});
        d.portGroups.push_back(std::move(g));
    });
    forEachItem(top, "masking_views", [&](const YAML::Node& item) {
        MapReader r(item, ctx, "masking view", "", {"id", "initiators", "port_group", "storage_group"});
        if (!r.isMap())
            return;
        MaskingView v;
        v.pos = r.pos();
        v.id = takeId(r, "masking view", ctx);
        r.setId("masking view '" + v.id + "'");
        v.initiators = r.stringList("initiators", true).value_or(std::vector<std::string>{});
        for (const std::string& i : v.initiators)
            checkPortRef(i, r.posOfKey("initiators"), r.id(), ctx);
        v.portGroup = r.string("port_group", true).value_or("");
        v.storageGroup = r.string("storage_group", true).value_or("");
        d.maskingViews.push_back(std::move(v));
    });
    forEachItem(top, "clusters", [&](const YAML::Node& item) {
        MapReader r(item, ctx, "cluster", "", {"id", "kind", "members", "witness", "settings", "measured"});
        if (!r.isMap())
            return;
        Cluster c;
        c.pos = r.pos();
        c.id = takeId(r, "cluster", ctx);
        r.setId("cluster '" + c.id + "'");
        c.kind = r.string("kind", true).value_or("");
        static const std::vector<std::string> kinds = {"vsan", "powerflex", "rac", "esxi"};
        if (!c.kind.empty() && std::find(kinds.begin(), kinds.end(), c.kind) == kinds.end())
            ctx.error(r.posOfKey("kind"), r.id(),
                      findingText(QT_TRANSLATE_NOOP("Finding", "cluster kind is '%1' (expected one of: vsan, powerflex, rac, esxi)"), {idArg(c.kind)}));
        c.members = r.stringList("members", true).value_or(std::vector<std::string>{});
        c.witness = r.string("witness").value_or("");
        if (r.has("settings"))
            c.settings = readProps(r.get("settings"), clusterSettingsSchema(), ctx, "settings of cluster '" + c.id + "'", r.id());
        if (r.has("measured"))
            c.measured = readMeasurement(r.get("measured"), ctx, r.id());
        d.clusters.push_back(std::move(c));
    });
    forEachItem(top, "storage_groups", [&](const YAML::Node& item) {
        std::vector<std::string> keys = {"id", "storage", "parent"};
        for (const PropSpec& s : storageGroupSchema())
            keys.push_back(s.key);
        MapReader r(item, ctx, "storage group", "", keys);
        if (!r.isMap())
            return;
        StorageGroup g;
        g.pos = r.pos();
        g.id = takeId(r, "storage group", ctx);
        r.setId("storage group '" + g.id + "'");
        g.storage = r.string("storage", true).value_or("");
        g.parent = r.string("parent").value_or("");
        // The policy keys sit beside id/storage/parent, and `r` has checked all keys: read
        // them from the same node. (Copying them into a new node merged the whole
        // document's node memory once per storage group: quadratic time on a large file.)
        g.props = readProps(item, storageGroupSchema(), ctx, "storage group", r.id(), false);
        d.storageGroups.push_back(std::move(g));
    });
    forEachItem(top, "workloads", [&](const YAML::Node& item) {
        MapReader r(item, ctx, "workload", "", {"id", "host", "storage", "storage_group", "engine", "vm", "profile", "measured"});
        if (!r.isMap())
            return;
        Workload w;
        w.pos = r.pos();
        w.id = takeId(r, "workload", ctx);
        r.setId("workload '" + w.id + "'");
        w.host = r.string("host", true).value_or("");
        w.storage = r.string("storage", true).value_or("");
        w.storageGroup = r.string("storage_group").value_or("");
        w.engine = r.string("engine").value_or("");
        static const std::vector<std::string> engines = {"oracle", "sqlserver", "backup", "generic"};
        if (!w.engine.empty() && std::find(engines.begin(), engines.end(), w.engine) == engines.end())
            ctx.error(r.posOfKey("engine"), r.id(),
                      findingText(QT_TRANSLATE_NOOP("Finding", "engine is '%1' (expected one of: oracle, sqlserver, backup, generic)"), {idArg(w.engine)}));
        if (r.has("vm"))
            w.vm = readProps(r.get("vm"), vmSchema(), ctx, "vm of workload '" + w.id + "'", r.id());
        if (!r.has("profile"))
            ctx.error(r.pos(), r.id(), findingText(QT_TRANSLATE_NOOP("Finding", "workload has no 'profile' (expected profile: {kind: oltp|dss|backup|restore, ...})")));
        else
            w.profile = readProps(r.get("profile"), profileSchema(), ctx, "profile of workload '" + w.id + "'", r.id());
        if (r.has("profile") && !propHas(w.profile, "kind"))
            ctx.error(r.posOfKey("profile"), r.id(), findingText(QT_TRANSLATE_NOOP("Finding", "profile has no 'kind' (expected oltp, dss, backup or restore)")));
        if (r.has("measured"))
            w.measured = readMeasurement(r.get("measured"), ctx, r.id());
        d.workloads.push_back(std::move(w));
    });
    forEachItem(top, "use_cases", [&](const YAML::Node& item) {
        MapReader r(item, ctx, "use case", "", {"id", "name", "workloads"});
        if (!r.isMap())
            return;
        UseCase u;
        u.pos = r.pos();
        u.id = takeId(r, "use case", ctx);
        u.name = takeName(r, "name", false, ctx);
        u.workloads = r.stringList("workloads", true).value_or(std::vector<std::string>{});
        d.useCases.push_back(std::move(u));
    });
    forEachItem(top, "scenarios", [&](const YAML::Node& item) {
        MapReader r(item, ctx, "scenario", "", {"id", "name", "duration_min", "events"});
        if (!r.isMap())
            return;
        Scenario s;
        s.pos = r.pos();
        s.id = takeId(r, "scenario", ctx);
        r.setId("scenario '" + s.id + "'");
        s.name = takeName(r, "name", false, ctx);
        s.durationMin = r.number("duration_min", false, 0, 525600).value_or(0);
        double last = 0;
        forEachItem(r, "events", [&](const YAML::Node& e) {
            MapReader er(e, ctx, "scenario event", r.id(), {"at_min", "fail", "repair"});
            if (!er.isMap())
                return;
            ScenarioEvent ev;
            ev.pos = er.pos();
            ev.atMin = er.number("at_min", true, 0, 525600).value_or(0);
            if (er.has("fail") == er.has("repair")) {
                ctx.error(er.pos(), r.id(), findingText(QT_TRANSLATE_NOOP("Finding", "an event needs exactly one of 'fail' or 'repair'")));
                return;
            }
            ev.repair = er.has("repair");
            ev.target = er.string(ev.repair ? "repair" : "fail").value_or("");
            if (ev.atMin < last)
                ctx.error(er.posOfKey("at_min"), r.id(), findingText(QT_TRANSLATE_NOOP("Finding", "events must be in time order (at_min %1 after %2)"),
                                                                      {idArg(formatNumber(ev.atMin)), idArg(formatNumber(last))}));
            last = ev.atMin;
            s.events.push_back(std::move(ev));
        });
        if (s.events.size() > kMaxScenarioEvents)
            ctx.error(r.posOfKey("events"), r.id(),
                      findingText(QT_TRANSLATE_NOOP("Finding", "%1 events, more than the %2 one scenario may have (each event is an analysis of the whole design)"),
                                  {numberArg(double(s.events.size())), numberArg(double(kMaxScenarioEvents))}));
        if (s.durationMin > 0 && !s.events.empty() && s.events.back().atMin > s.durationMin)
            ctx.error(r.posOfKey("duration_min"), r.id(),
                      findingText(QT_TRANSLATE_NOOP("Finding", "an event lies after the scenario's end (duration_min %1)"), {idArg(formatNumber(s.durationMin))}));
        d.scenarios.push_back(std::move(s));
    });
    if (top.has("requirements"))
        d.requirements = readProps(top.get("requirements"), requirementsSchema(), ctx, "requirements", "");

    checkUniqueIds(d, ctx);
    rackio::checkRackReferences(d, ctx);
    checkMeasurementUseCases(d, ctx);
    if (ctx.errorCount() > errorsBefore)
        return std::nullopt;
    return d;
}

std::optional<Design> readDesignFile(const std::string& path, Diagnostics& diagnostics)
{
    Context ctx{path, &diagnostics};
    std::string text;
    if (!readFile(path, text, ctx))
        return std::nullopt;
    return readDesignText(text, path, diagnostics);
}

// ---------------------------------------------------------------------------------
// Writer

namespace {

std::string scalar(const std::string& s)
{
    return quoteScalar(s);
}

std::string list(const std::vector<std::string>& items)
{
    return flowList(items);
}

std::string value(const PropValue& v)
{
    if (const double* d = std::get_if<double>(&v))
        return formatNumber(*d);
    if (const bool* b = std::get_if<bool>(&v))
        return *b ? "true" : "false";
    return scalar(std::get<std::string>(v));
}

// A flow mapping with the design's typed property bags.
class Flow : public FlowMap {
public:
    Flow& add(const char* key, const std::string& rendered)
    {
        FlowMap::add(key, rendered);
        return *this;
    }
    Flow& text(const char* key, const std::string& s, bool always = false)
    {
        FlowMap::text(key, s, always);
        return *this;
    }
    Flow& number(const char* key, double v)
    {
        FlowMap::number(key, v);
        return *this;
    }
    Flow& props(const char* key, const Props& props, const std::vector<PropSpec>& schema)
    {
        if (props.empty())
            return *this;
        Flow inner;
        for (const PropSpec& spec : schema)
            if (const auto it = props.find(spec.key); it != props.end())
                inner.add(spec.key, value(it->second));
        return add(key, inner.str());
    }
    /// `measured: {...}` in measurementSchema() order, origins last (sorted by key).
    Flow& measured(const std::optional<Measurement>& m)
    {
        if (!m)
            return *this;
        Flow inner;
        inner.text("source", m->source);
        if (!m->onThisPlatform())
            inner.text("platform", m->platform);
        inner.text("use_case", m->useCase);
        for (const auto& [key, member] : measurementNumbers()) {
            if (std::string_view(key) == "cores") // after cpu_of, as in the schema
                if (m->cpuOf != "vm")
                    inner.text("cpu_of", m->cpuOf);
            if (const auto& v = (*m).*member)
                inner.number(key, *v);
            if (std::string_view(key) == "core_rating")
                inner.text("rating_source", m->ratingSource);
        }
        if (!m->forced.empty())
            inner.add("forced", list(m->forced));
        if (!m->warnings.empty())
            inner.add("warnings", list(m->warnings));
        if (!m->origins.empty()) {
            Flow o;
            for (const auto& [k, v] : m->origins)
                o.add(k.c_str(), scalar(v));
            inner.add("origins", o.str());
        }
        return add("measured", inner.str());
    }
    Flow& inlineProps(const Props& props, const std::vector<PropSpec>& schema)
    {
        for (const PropSpec& spec : schema)
            if (const auto it = props.find(spec.key); it != props.end())
                add(spec.key, value(it->second));
        return *this;
    }
};

template <typename T, typename F>
void section(std::ostringstream& out, const char* key, const std::vector<T>& items, F&& render)
{
    if (items.empty())
        return;
    out << key << ":\n";
    for (const T& item : items)
        out << "  - " << render(item) << '\n';
}

} // namespace

std::string writeDesign(const Design& d)
{
    std::ostringstream out;
    out << "format: " << kDesignFormat << '\n';
    out << "name: " << scalar(d.name) << '\n';
    if (!d.notes.empty()) {
        out << "notes:\n";
        for (const std::string& n : d.notes)
            out << "  - " << scalar(n) << '\n';
    }
    out << "catalogs: " << list(d.catalogs) << '\n';
    section(out, "sites", d.sites, [](const Site& s) { return Flow().text("id", s.id).text("role", s.role).str(); });
    section(out, "site_links", d.siteLinks, [](const SiteLink& l) {
        return Flow().text("a", l.a).text("b", l.b).number("rtt_ms", l.rttMs).str();
    });
    section(out, "racks", d.racks, [](const Rack& r) { return rackio::writeRack(r); });
    if (d.devices.empty())
        out << "devices: []\n"; // the reader requires the key: a new, empty design saved must reopen
    section(out, "devices", d.devices, [](const Device& dev) {
        Flow f;
        f.text("id", dev.id).text("model", dev.model);
        if (dev.at)
            f.add("at", "[" + formatNumber(dev.at->first) + ", " + formatNumber(dev.at->second) + "]");
        f.text("site", dev.site).text("parent", dev.parent).text("slot", dev.slot);
        rackio::writeMount(f, dev.mount);
        f.props("config", dev.config, deviceConfigSchema());
        if (!dev.partitions.empty()) {
            std::string parts = "[";
            for (std::size_t i = 0; i < dev.partitions.size(); ++i) {
                const Partition& p = dev.partitions[i];
                parts += (i ? ", " : "")
                    + Flow().text("port", p.port, true).text("id", p.id).text("function", p.function)
                          .number("gbps", p.gbps).text("network", p.network).str();
            }
            f.add("partitions", parts + "]");
        }
        f.measured(dev.measured);
        return f.str();
    });
    section(out, "links", d.links, [](const Link& l) {
        return Flow().text("a", l.a).text("b", l.b).text("breakout", l.breakout).str();
    });
    section(out, "canvas_notes", d.canvasNotes, [](const CanvasNote& n) {
        Flow f;
        f.text("id", n.id).text("text", n.text, true).number("x", n.x).number("y", n.y);
        if (n.width > 0)
            f.number("width", n.width);
        return f.str();
    });
    section(out, "fabrics", d.fabrics, [](const Fabric& f) {
        return Flow().text("id", f.id).text("kind", f.kind).add("ports", list(f.ports)).str();
    });
    // The keys a reader requires are written even when empty ("storage: \"\"" of a storage
    // group saved before its storage was set): such a file reads back, and the reference
    // check reports the entry, instead of the reader refusing the whole file.
    section(out, "zoning", d.zoning, [](const Zone& z) {
        return Flow().text("initiator", z.initiator, true).add("targets", list(z.targets)).str();
    });
    section(out, "port_groups", d.portGroups, [](const PortGroup& g) {
        return Flow().text("id", g.id).text("array", g.array, true).add("ports", list(g.ports)).str();
    });
    section(out, "masking_views", d.maskingViews, [](const MaskingView& v) {
        return Flow().text("id", v.id).add("initiators", list(v.initiators)).text("port_group", v.portGroup, true)
            .text("storage_group", v.storageGroup, true).str();
    });
    section(out, "clusters", d.clusters, [](const Cluster& c) {
        return Flow().text("id", c.id).text("kind", c.kind).add("members", list(c.members)).text("witness", c.witness)
            .props("settings", c.settings, clusterSettingsSchema()).measured(c.measured).str();
    });
    section(out, "storage_groups", d.storageGroups, [](const StorageGroup& g) {
        return Flow().text("id", g.id).text("storage", g.storage, true).text("parent", g.parent)
            .inlineProps(g.props, storageGroupSchema()).str();
    });
    section(out, "workloads", d.workloads, [](const Workload& w) {
        return Flow().text("id", w.id).text("host", w.host, true).text("storage", w.storage, true)
            .text("storage_group", w.storageGroup).text("engine", w.engine).props("vm", w.vm, vmSchema())
            .props("profile", w.profile, profileSchema()).measured(w.measured).str();
    });
    section(out, "use_cases", d.useCases, [](const UseCase& u) {
        return Flow().text("id", u.id).text("name", u.name).add("workloads", list(u.workloads)).str();
    });
    section(out, "scenarios", d.scenarios, [](const Scenario& s) {
        Flow f;
        f.text("id", s.id).text("name", s.name);
        if (s.durationMin > 0)
            f.number("duration_min", s.durationMin);
        std::string events = "[";
        for (std::size_t i = 0; i < s.events.size(); ++i) {
            const ScenarioEvent& e = s.events[i];
            events += (i ? ", " : "") + Flow().number("at_min", e.atMin).text(e.repair ? "repair" : "fail", e.target).str();
        }
        return f.add("events", events + "]").str();
    });
    if (!d.requirements.empty()) {
        out << "requirements:\n";
        for (const PropSpec& spec : requirementsSchema())
            if (const auto it = d.requirements.find(spec.key); it != d.requirements.end())
                out << "  " << spec.key << ": " << value(it->second) << '\n';
    }
    return out.str();
}

} // namespace topoplan::core
