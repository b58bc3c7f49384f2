#include "models/designentry.h"

#include "core/numberformat.h"
#include "models/cmddesigninfochange.h"
#include "models/cmddevicerename.h"
#include "models/cableplanner.h"
#include "models/cmdentrychange.h"
#include "models/cmdrequirementschange.h"
#include "models/designdocument.h"
#include "models/idtext.h"
#include "models/referencecleanup.h"

#include <QCoreApplication>
#include <QRegularExpression>
#include <QUndoStack>

#include <cmath>
#include <tuple>

namespace topoplan::models {

namespace {
// The context is the one lupdate gives a free tr() in this namespace ("topoplan::models").
QString tr(const char* text) { return QCoreApplication::translate("topoplan::models", text); }
QString qs(const std::string& s) { return QString::fromStdString(s); }

// The design's list of each Section, in the order of Entry's alternatives.
constexpr auto kLists = std::make_tuple(&core::Design::sites, &core::Design::devices, &core::Design::links,
                                        &core::Design::fabrics,
                                        &core::Design::zoning, &core::Design::portGroups, &core::Design::maskingViews,
                                        &core::Design::clusters, &core::Design::storageGroups,
                                        &core::Design::workloads, &core::Design::useCases, &core::Design::scenarios);

template <std::size_t I = 0, typename F>
void withList(core::Design& design, Section section, F&& f)
{
    if constexpr (I < std::tuple_size_v<decltype(kLists)>) {
        if (std::size_t(section) == I)
            f(design.*std::get<I>(kLists));
        else
            withList<I + 1>(design, section, std::forward<F>(f));
    }
}

template <typename F>
void withList(const core::Design& design, Section section, F&& f)
{
    withList(const_cast<core::Design&>(design), section, [&](auto& list) { f(std::as_const(list)); });
}

std::vector<std::string> splitList(const QString& text)
{
    std::vector<std::string> out;
    for (const QString& part : text.split(QRegularExpression(QStringLiteral("[,;\\s]+")), Qt::SkipEmptyParts))
        out.push_back(part.toStdString());
    return out;
}

const core::PropSpec* findSpec(const std::vector<core::PropSpec>& schema, const QString& key)
{
    for (const core::PropSpec& s : schema)
        if (key == QLatin1String(s.key))
            return &s;
    return nullptr;
}

void addProps(std::vector<EntryField>& out, const QString& prefix, const std::vector<core::PropSpec>& schema)
{
    for (const core::PropSpec& s : schema)
        out.push_back({prefix + QLatin1String(s.key), EntryField::Kind::Prop, {}, &s, QCoreApplication::translate("DesignSchema", s.help)});
}

QStringList choices(std::initializer_list<const char*> items)
{
    QStringList out;
    for (const char* i : items)
        out << QString::fromLatin1(i);
    return out;
}

// The property bag of `entry` a field name starts with, its schema, and the key.
core::Props* propBag(Entry& entry, const QString& field, const std::vector<core::PropSpec>** schema, QString* key)
{
    auto split = [&](const char* prefix, core::Props& props, const std::vector<core::PropSpec>& s) -> core::Props* {
        const QString p = QString::fromLatin1(prefix);
        if (!p.isEmpty() && !field.startsWith(p))
            return nullptr;
        *key = field.mid(p.size());
        if (!findSpec(s, *key))
            return nullptr;
        *schema = &s;
        return &props;
    };
    if (auto* d = std::get_if<core::Device>(&entry))
        return split("config.", d->config, core::deviceConfigSchema());
    if (auto* w = std::get_if<core::Workload>(&entry)) {
        if (core::Props* p = split("profile.", w->profile, core::profileSchema()))
            return p;
        return split("vm.", w->vm, core::vmSchema());
    }
    if (auto* c = std::get_if<core::Cluster>(&entry))
        return split("settings.", c->settings, core::clusterSettingsSchema());
    if (auto* g = std::get_if<core::StorageGroup>(&entry))
        return split("", g->props, core::storageGroupSchema());
    return nullptr;
}

QString eventsText(const core::Scenario& s)
{
    QStringList out;
    for (const core::ScenarioEvent& e : s.events)
        out << QStringLiteral("%1 %2 %3").arg(qs(core::formatNumber(e.atMin)), e.repair ? QStringLiteral("repair") : QStringLiteral("fail"), qs(e.target));
    return out.join(QStringLiteral("; "));
}

bool parseEvents(const QString& text, std::vector<core::ScenarioEvent>& events, QString* error)
{
    events.clear();
    for (const QString& part : text.split(QLatin1Char(';'), Qt::SkipEmptyParts)) {
        const QStringList w = part.simplified().split(QLatin1Char(' '));
        bool ok = false;
        core::ScenarioEvent e;
        e.atMin = w.value(0).toDouble(&ok);
        if (w.size() != 3 || !ok || e.atMin < 0 || (w[1] != QLatin1String("fail") && w[1] != QLatin1String("repair"))) {
            *error = tr("'%1' is not an event (expected MINUTE fail|repair TARGET, events separated by ';')").arg(part.trimmed());
            return false;
        }
        e.repair = w[1] == QLatin1String("repair");
        e.target = w[2].toStdString();
        if (!events.empty() && e.atMin < events.back().atMin) {
            *error = tr("events must be in time order");
            return false;
        }
        events.push_back(e);
    }
    return true;
}

/// Calls `text(key, member)` for every text member and `list(key, member)` for every
/// list member of an entry struct, by their file keys (const or not).
template <typename E, typename Text, typename List>
void textFields(E& e, Text&& s, List&& l)
{
    using T = std::remove_const_t<E>;
    if constexpr (requires { e.id; })
        s("id", e.id);
    if constexpr (std::is_same_v<T, core::Site>) s("role", e.role);
    if constexpr (std::is_same_v<T, core::Device>) s("site", e.site);
    if constexpr (std::is_same_v<T, core::Link>) { s("a", e.a); s("b", e.b); s("breakout", e.breakout); }
    if constexpr (std::is_same_v<T, core::Fabric>) { s("kind", e.kind); l("ports", e.ports); }
    if constexpr (std::is_same_v<T, core::Zone>) { s("initiator", e.initiator); l("targets", e.targets); }
    if constexpr (std::is_same_v<T, core::PortGroup>) { s("array", e.array); l("ports", e.ports); }
    if constexpr (std::is_same_v<T, core::MaskingView>) { l("initiators", e.initiators); s("port_group", e.portGroup); s("storage_group", e.storageGroup); }
    if constexpr (std::is_same_v<T, core::Cluster>) { s("kind", e.kind); l("members", e.members); s("witness", e.witness); }
    if constexpr (std::is_same_v<T, core::StorageGroup>) { s("storage", e.storage); s("parent", e.parent); }
    if constexpr (std::is_same_v<T, core::Workload>) { s("host", e.host); s("storage", e.storage); s("storage_group", e.storageGroup); s("engine", e.engine); }
    if constexpr (std::is_same_v<T, core::UseCase>) { s("name", e.name); l("workloads", e.workloads); }
    if constexpr (std::is_same_v<T, core::Scenario>) s("name", e.name);
}

// Partition field "partition.N.key" -> N and key; false for another field.
bool partitionField(const QString& field, int& index, QString& key)
{
    const QStringList parts = field.split(QLatin1Char('.'));
    if (parts.size() < 2 || parts[0] != QLatin1String("partition"))
        return false;
    bool ok = false;
    index = parts[1].toInt(&ok);
    key = parts.value(2);
    return ok && index >= 0;
}
} // namespace

QString sectionTitle(Section section)
{
    static const char* titles[] = {QT_TRANSLATE_NOOP("DesignEntry", "Sites"),
                                   QT_TRANSLATE_NOOP("DesignEntry", "Devices"),
                                   QT_TRANSLATE_NOOP("DesignEntry", "Cables"),
                                   QT_TRANSLATE_NOOP("DesignEntry", "Fabrics"),
                                   QT_TRANSLATE_NOOP("DesignEntry", "Zoning"),
                                   QT_TRANSLATE_NOOP("DesignEntry", "Port groups"),
                                   QT_TRANSLATE_NOOP("DesignEntry", "Masking views"),
                                   QT_TRANSLATE_NOOP("DesignEntry", "Clusters"),
                                   QT_TRANSLATE_NOOP("DesignEntry", "Storage groups"),
                                   QT_TRANSLATE_NOOP("DesignEntry", "Workloads"),
                                   QT_TRANSLATE_NOOP("DesignEntry", "Use cases"),
                                   QT_TRANSLATE_NOOP("DesignEntry", "Scenarios")};
    return QCoreApplication::translate("DesignEntry", titles[int(section)]);
}

const char* sectionKey(Section section)
{
    static const char* keys[] = {"sites",    "devices",  "links", "fabrics",        "zoning",    "port_groups", "masking_views",
                                 "clusters", "storage_groups", "workloads", "use_cases", "scenarios"};
    return keys[int(section)];
}

int entryCount(const core::Design& design, Section section)
{
    int n = 0;
    withList(design, section, [&](const auto& list) { n = int(list.size()); });
    return n;
}

std::optional<Entry> entryAt(const core::Design& design, Section section, int index)
{
    std::optional<Entry> out;
    withList(design, section, [&](const auto& list) {
        if (index >= 0 && index < int(list.size()))
            out = Entry(list[index]);
    });
    return out;
}

void putEntry(core::Design& design, Section section, int index, const std::optional<Entry>& entry, bool replace)
{
    withList(design, section, [&](auto& list) {
        using T = typename std::decay_t<decltype(list)>::value_type;
        if (!entry) {
            list.erase(list.begin() + index);
        } else if (replace) {
            list.at(index) = std::get<T>(*entry);
        } else {
            index = std::clamp(index, 0, int(list.size()));
            list.insert(list.begin() + index, std::get<T>(*entry));
        }
    });
}

QString entryLabel(const Entry& entry)
{
    if (const auto* z = std::get_if<core::Zone>(&entry))
        return tr("zone of %1").arg(z->initiator.empty() ? tr("(no initiator)") : qs(z->initiator));
    if (const auto* l = std::get_if<core::Link>(&entry))
        return qs(l->id());
    return std::visit([](const auto& e) -> QString {
        if constexpr (requires { e.id; })
            return qs(e.id);
        return {};
    }, entry);
}

int findEntry(const core::Design& design, Section section, const QString& label)
{
    for (int i = 0, n = entryCount(design, section); i < n; ++i)
        if (entryLabel(*entryAt(design, section, i)) == label)
            return i;
    return -1;
}

std::vector<EntryField> entryFields(const Entry& entry)
{
    using K = EntryField::Kind;
    std::vector<EntryField> f;
    auto text = [&f](const char* name, const QString& help = {}) { f.push_back({QString::fromLatin1(name), K::Text, {}, nullptr, help}); };
    auto list = [&f](const char* name, const QString& help) { f.push_back({QString::fromLatin1(name), K::List, {}, nullptr, help}); };
    auto choice = [&f](const char* name, QStringList c) { f.push_back({QString::fromLatin1(name), K::Choice, c, nullptr, {}}); };
    switch (sectionOf(entry)) {
    case Section::Site:
        text("id");
        choice("role", choices({"", "witness"}));
        break;
    case Section::Device: {
        const auto& d = std::get<core::Device>(entry);
        text("id", tr("renaming updates every reference"));
        text("site", tr("site id (stretched designs)"));
        addProps(f, QStringLiteral("config."), core::deviceConfigSchema());
        for (int i = 0; i <= int(d.partitions.size()); ++i) {
            const QString p = QStringLiteral("partition.%1.").arg(i);
            f.push_back({p + QLatin1String("port"), K::Text, {}, nullptr, tr("physical port of the adapter; empty removes the partition")});
            if (i == int(d.partitions.size()))
                break;
            f.push_back({p + QLatin1String("id"), K::Text, {}, nullptr, {}});
            f.push_back({p + QLatin1String("function"), K::Choice, choices({"nic", "fcoe", "iscsi"}), nullptr, {}});
            f.push_back({p + QLatin1String("gbps"), K::Number, {}, nullptr, tr("bandwidth share, Gb/s")});
            f.push_back({p + QLatin1String("network"), K::Text, {}, nullptr, tr("network name: mgmt, vmotion, san-a, ...")});
        }
        break;
    }
    case Section::Link:
        text("a", tr("port reference DEVICE:PORT or a lane DEVICE:PORT:LANE"));
        text("b", tr("port reference DEVICE:PORT or a lane DEVICE:PORT:LANE"));
        text("breakout", tr("breakout mode of the lane ends, e.g. 4x16gfc"));
        break;
    case Section::Fabric:
        text("id");
        choice("kind", choices({"fc", "ethernet"}));
        list("ports", tr("port references DEVICE:PORT, separated by commas"));
        break;
    case Section::Zone:
        text("initiator", tr("initiator port DEVICE:PORT"));
        list("targets", tr("target ports DEVICE:PORT, separated by commas"));
        break;
    case Section::PortGroup:
        text("id");
        text("array", tr("array device id"));
        list("ports", tr("front-end port names of the array"));
        break;
    case Section::MaskingView:
        text("id");
        list("initiators", tr("initiator ports DEVICE:PORT"));
        text("port_group");
        text("storage_group");
        break;
    case Section::Cluster:
        text("id");
        choice("kind", choices({"vsan", "powerflex", "rac", "esxi"}));
        list("members", tr("host device ids"));
        text("witness", tr("witness device id (stretched vSAN)"));
        addProps(f, QStringLiteral("settings."), core::clusterSettingsSchema());
        break;
    case Section::StorageGroup:
        text("id");
        text("storage", tr("array device id or cluster id"));
        text("parent", tr("parent storage group id"));
        addProps(f, QString(), core::storageGroupSchema());
        break;
    case Section::Workload:
        text("id");
        text("host", tr("host device id"));
        text("storage", tr("array device id or cluster id"));
        text("storage_group");
        choice("engine", choices({"", "oracle", "sqlserver", "backup"}));
        addProps(f, QStringLiteral("vm."), core::vmSchema());
        addProps(f, QStringLiteral("profile."), core::profileSchema());
        break;
    case Section::UseCase:
        text("id");
        text("name");
        list("workloads", tr("workload ids"));
        break;
    case Section::Scenario:
        text("id");
        text("name");
        f.push_back({QStringLiteral("duration_min"), K::Number, {}, nullptr, tr("scenario length, minutes")});
        f.push_back({QStringLiteral("events"), K::Events, {}, nullptr, tr("MINUTE fail|repair TARGET; ...")});
        break;
    }
    return f;
}

QString propText(const std::optional<core::PropValue>& v)
{
    if (!v)
        return {};
    if (const double* d = std::get_if<double>(&*v))
        return qs(core::formatNumber(*d));
    if (const bool* b = std::get_if<bool>(&*v))
        return *b ? QStringLiteral("true") : QStringLiteral("false");
    return qs(std::get<std::string>(*v));
}

bool parseProp(const core::PropSpec& spec, const QString& rawText, std::optional<core::PropValue>& value, QString* error)
{
    const QString text = rawText.trimmed();
    value.reset();
    if (text.isEmpty())
        return true;
    switch (spec.type) {
    case core::PropSpec::Type::Number:
    case core::PropSpec::Type::Integer: {
        bool ok = false;
        const double v = text.toDouble(&ok);
        if (!ok || !std::isfinite(v) || v < spec.min || v > spec.max
            || (spec.type == core::PropSpec::Type::Integer && v != std::floor(v))) {
            *error = tr("%1: '%2' is not accepted (expected %3 from %4 to %5; %6)")
                         .arg(QString::fromLatin1(spec.key), text,
                              spec.type == core::PropSpec::Type::Integer ? tr("a whole number") : tr("a number"),
                              qs(core::formatNumber(spec.min)), qs(core::formatNumber(spec.max)), QCoreApplication::translate("DesignSchema", spec.help));
            return false;
        }
        value = v;
        return true;
    }
    case core::PropSpec::Type::Bool:
        if (text != QLatin1String("true") && text != QLatin1String("false")) {
            *error = tr("%1: '%2' is not accepted (expected true or false)").arg(QString::fromLatin1(spec.key), text);
            return false;
        }
        value = text == QLatin1String("true");
        return true;
    case core::PropSpec::Type::Choice:
        if (std::find(spec.choices.begin(), spec.choices.end(), text.toStdString()) == spec.choices.end()) {
            QStringList c;
            for (const std::string& x : spec.choices)
                c << qs(x);
            *error = tr("%1: '%2' is not accepted (expected one of: %3)").arg(QString::fromLatin1(spec.key), text, c.join(QStringLiteral(", ")));
            return false;
        }
        value = text.toStdString();
        return true;
    case core::PropSpec::Type::Text:
        value = text.toStdString();
        return true;
    }
    return true;
}

QString fieldText(const Entry& entry, const QString& field)
{
    Entry copy = entry;
    const std::vector<core::PropSpec>* schema = nullptr;
    QString key;
    if (core::Props* props = propBag(copy, field, &schema, &key)) {
        const auto it = props->find(key.toStdString());
        return it == props->end() ? QString() : propText(it->second);
    }
    int pi = 0;
    if (const auto* d = std::get_if<core::Device>(&entry); d && partitionField(field, pi, key)) {
        if (pi >= int(d->partitions.size()))
            return {};
        const core::Partition& p = d->partitions[pi];
        if (key == QLatin1String("port")) return qs(p.port);
        if (key == QLatin1String("id")) return qs(p.id);
        if (key == QLatin1String("function")) return qs(p.function);
        if (key == QLatin1String("gbps")) return qs(core::formatNumber(p.gbps));
        if (key == QLatin1String("network")) return qs(p.network);
        return {};
    }
    if (const auto* s = std::get_if<core::Scenario>(&entry)) {
        if (field == QLatin1String("events"))
            return eventsText(*s);
        if (field == QLatin1String("duration_min"))
            return s->durationMin > 0 ? qs(core::formatNumber(s->durationMin)) : QString();
    }
    // Text and list fields: the struct members by their file key.
    QString out;
    std::visit([&](const auto& e) {
        textFields(e, [&](const char* k, const std::string& v) { if (field == QLatin1String(k)) out = qs(v); },
                   [&](const char* k, const std::vector<std::string>& v) { if (field == QLatin1String(k)) out = joinedIds(v); });
    }, entry);
    return out;
}

std::optional<Entry> withField(const Entry& entry, const QString& field, const QString& rawText, QString* error)
{
    const QString text = rawText.trimmed();
    Entry out = entry;
    const std::vector<EntryField> fields = entryFields(entry);
    const auto spec = std::find_if(fields.begin(), fields.end(), [&](const EntryField& f) { return f.name == field; });
    int pi = 0;
    QString key;
    const bool isPartition = partitionField(field, pi, key);
    if (spec == fields.end() && !(isPartition && key.isEmpty())) {
        *error = tr("'%1' has no field '%2'").arg(entryLabel(entry), field);
        return std::nullopt;
    }
    if (spec != fields.end() && spec->kind == EntryField::Kind::Choice && !spec->choices.contains(text)) {
        *error = tr("%1: '%2' is not accepted (expected one of: %3)").arg(field, text, spec->choices.join(QStringLiteral(", ")));
        return std::nullopt;
    }
    // Length limits of the file format (core/design.h, docs/design-format.md "Limits").
    const std::size_t limit = field == QLatin1String("id") || field.endsWith(QLatin1String(".id")) ? core::kMaxIdLength
        : field == QLatin1String("name")                                                         ? core::kMaxNameLength
                                                                                                  : core::kMaxNoteLength;
    if (std::size_t(text.toUtf8().size()) > limit) {
        *error = tr("%1 is %2 characters long (at most %3)").arg(field).arg(text.toUtf8().size()).arg(limit);
        return std::nullopt;
    }
    if (field == QLatin1String("id") || field.endsWith(QLatin1String(".id"))) {
        if (!core::isValidId(text.toStdString())) {
            *error = tr("'%1' is not an id (expected letters, digits and _ . + - , starting with a letter or digit)").arg(text);
            return std::nullopt;
        }
    }
    const std::vector<core::PropSpec>* schema = nullptr;
    if (core::Props* props = propBag(out, field, &schema, &key)) {
        std::optional<core::PropValue> value;
        if (!parseProp(*findSpec(*schema, key), text, value, error))
            return std::nullopt;
        if (value)
            (*props)[key.toStdString()] = *value;
        else
            props->erase(key.toStdString());
        return out;
    }
    if (auto* d = std::get_if<core::Device>(&out); d && isPartition) {
        if (pi > int(d->partitions.size()))
            return std::nullopt;
        if ((key.isEmpty() || key == QLatin1String("port")) && text.isEmpty()) {
            if (pi < int(d->partitions.size()))
                d->partitions.erase(d->partitions.begin() + pi);
            return out;
        }
        if (pi == int(d->partitions.size())) {
            core::Partition p;
            p.id = "p" + std::to_string(pi + 1);
            p.function = "nic";
            p.gbps = 1.0; // the reader's smallest accepted share is 0.1 Gb/s; set the real one next
            d->partitions.push_back(p);
        }
        core::Partition& p = d->partitions[pi];
        if (key == QLatin1String("gbps")) {
            bool ok = false;
            const double v = text.toDouble(&ok);
            if (!ok || v < 0.1 || v > 400) { // the reader's range (core/designio.cpp)
                *error = tr("gbps: '%1' is not accepted (expected the bandwidth share in Gb/s, from 0.1 to 400)").arg(text);
                return std::nullopt;
            }
            p.gbps = v;
        } else {
            std::string& target = key == QLatin1String("port") ? p.port : key == QLatin1String("id") ? p.id
                                : key == QLatin1String("function") ? p.function : p.network;
            target = text.toStdString();
        }
        return out;
    }
    if (auto* s = std::get_if<core::Scenario>(&out)) {
        if (field == QLatin1String("events")) {
            if (!parseEvents(text, s->events, error))
                return std::nullopt;
            return out;
        }
        if (field == QLatin1String("duration_min")) {
            bool ok = text.isEmpty();
            const double v = ok ? 0.0 : text.toDouble(&ok);
            if (!ok || v < 0 || v > 1e6) {
                *error = tr("duration_min: '%1' is not accepted (expected minutes from 0 to 1000000)").arg(text);
                return std::nullopt;
            }
            s->durationMin = v;
            return out;
        }
    }
    const std::string v = text.toStdString();
    std::visit([&](auto& e) {
        textFields(e, [&](const char* k, std::string& m) { if (field == QLatin1String(k)) m = v; },
                   [&](const char* k, std::vector<std::string>& m) { if (field == QLatin1String(k)) m = splitList(text); });
    }, out);
    return out;
}

QString editEntryField(DesignDocument* document, Section section, int index, const QString& field, const QString& text)
{
    const std::optional<Entry> before = entryAt(document->design(), section, index);
    if (!before)
        return tr("There is no entry %1 in %2.").arg(index).arg(sectionTitle(section));
    if (fieldText(*before, field) == text.trimmed())
        return {};
    QString error;
    if (section == Section::Device && field == QLatin1String("id")) {
        const std::string from = std::get<core::Device>(*before).id;
        const std::string to = text.trimmed().toStdString();
        if (!withField(*before, field, text, &error))
            return error;
        const QString why = CmdDeviceRename::check(*document, from, to);
        if (!why.isEmpty())
            return why;
        document->undoStack()->push(new CmdDeviceRename(document, from, to));
        return {};
    }
    QString value = text;
    if (section == Section::PortGroup && field == QLatin1String("ports")) {
        // "pmax:fa-1d-1" names the group's own array's port: the file keeps the bare name.
        const QString prefix = qs(std::get<core::PortGroup>(*before).array) + QLatin1Char(':');
        QStringList ports = text.split(QLatin1Char(','));
        for (QString& p : ports) {
            p = p.trimmed();
            if (prefix.size() > 1 && p.startsWith(prefix))
                p = p.mid(prefix.size());
        }
        value = ports.join(QStringLiteral(", "));
        if (fieldText(*before, field) == value)
            return {};
    }
    const std::optional<Entry> after = withField(*before, field, value, &error);
    if (!after)
        return error;
    if (field == QLatin1String("id")) {
        const QString newId = text.trimmed();
        for (const core::DesignId& x : core::designIds(document->design()))
            if (qs(x.id) == newId)
                return tr("The id '%1' is already used by %2 '%1'.").arg(newId, QString::fromLatin1(x.kind));
    }
    const QString why = CmdEntryChange::check(*document, section, index, after);
    if (!why.isEmpty())
        return why;
    document->undoStack()->push(new CmdEntryChange(document, section, index, after));
    return {};
}

QString addEntry(DesignDocument* document, Section section, const QString& id, int* index)
{
    const int at = entryCount(document->design(), section);
    std::optional<Entry> entry;
    const std::string sid = id.trimmed().toStdString();
    switch (section) {
    case Section::Site: entry = core::Site{sid, {}, {}}; break;
    case Section::Device: return tr("Devices are added from the palette.");
    case Section::Link: return tr("Cables are made with the cable tool.");
    case Section::Fabric: entry = core::Fabric{sid, "fc", {}, {}}; break;
    case Section::Zone: entry = core::Zone{}; break;
    case Section::PortGroup: entry = core::PortGroup{sid, {}, {}, {}}; break;
    case Section::MaskingView: entry = core::MaskingView{sid, {}, {}, {}, {}}; break;
    case Section::Cluster: entry = core::Cluster{sid, "esxi", {}, {}, {}, {}, {}}; break;
    case Section::StorageGroup: entry = core::StorageGroup{sid, {}, {}, {}, {}}; break;
    case Section::Workload: {
        core::Workload w;
        w.id = sid;
        w.profile["kind"] = std::string("oltp"); // a workload needs a profile kind (design-format.md)
        entry = w;
        break;
    }
    case Section::UseCase: entry = core::UseCase{sid, {}, {}, {}}; break;
    case Section::Scenario: entry = core::Scenario{sid, {}, 0.0, {}, {}}; break;
    }
    if (section != Section::Zone) {
        QString error;
        if (!withField(*entry, QStringLiteral("id"), id, &error))
            return error;
        for (const core::DesignId& x : core::designIds(document->design()))
            if (x.id == sid)
                return tr("The id '%1' is already used by %2 '%1'.").arg(id.trimmed(), QString::fromLatin1(x.kind));
    }
    document->undoStack()->push(CmdEntryChange::insert(document, section, at, *entry));
    if (index)
        *index = at;
    return {};
}

QString editRequirement(DesignDocument* document, const QString& key, const QString& text)
{
    const core::PropSpec* spec = findSpec(core::requirementsSchema(), key);
    if (!spec)
        return tr("'%1' is not a requirement.").arg(key);
    std::optional<core::PropValue> value;
    QString error;
    if (!parseProp(*spec, text, value, &error))
        return error;
    core::Props requirements = document->design().requirements;
    if (value)
        requirements[spec->key] = *value;
    else
        requirements.erase(spec->key);
    if (requirements == document->design().requirements)
        return {};
    document->undoStack()->push(new CmdRequirementsChange(document, std::move(requirements)));
    return {};
}

QString editDesignInfo(DesignDocument* document, const QString& name, const QString& notes)
{
    DesignInfo info{name.trimmed().toStdString(), {}};
    for (const QString& line : notes.split(QLatin1Char('\n')))
        if (!line.trimmed().isEmpty())
            info.second.push_back(line.trimmed().toStdString());
    // Length limits of the file format (core/design.h, docs/design-format.md "Limits").
    if (info.first.size() > core::kMaxNameLength)
        return tr("The name is %1 characters long (at most %2).").arg(info.first.size()).arg(core::kMaxNameLength);
    if (info.second.size() > core::kMaxNotes)
        return tr("The notes have %1 lines (at most %2).").arg(info.second.size()).arg(core::kMaxNotes);
    for (std::size_t i = 0; i < info.second.size(); ++i)
        if (info.second[i].size() > core::kMaxNoteLength)
            return tr("Line %1 of the notes is %2 characters long (at most %3).")
                .arg(i + 1)
                .arg(info.second[i].size())
                .arg(core::kMaxNoteLength);
    if (info.first == document->design().name && info.second == document->design().notes)
        return {};
    document->undoStack()->push(new CmdDesignInfoChange(document, std::move(info)));
    return {};
}

QString setLinkBreakout(DesignDocument* document, int linkIndex, const QString& mode)
{
    const auto before = entryAt(document->design(), Section::Link, linkIndex);
    if (!before)
        return tr("There is no cable %1.").arg(linkIndex);
    const core::Link link = withBreakout(document->design(), document->catalog(), std::get<core::Link>(*before),
                                         mode.trimmed().toStdString());
    if (link.id() == std::get<core::Link>(*before).id() && link.breakout == std::get<core::Link>(*before).breakout)
        return mode.trimmed().isEmpty() ? QString() : tr("Neither end of the cable can run breakout %1.").arg(mode);
    const QString why = CmdEntryChange::check(*document, Section::Link, linkIndex, Entry(link));
    if (!why.isEmpty())
        return why;
    document->undoStack()->push(new CmdEntryChange(document, Section::Link, linkIndex, Entry(link)));
    return {};
}

QString removeEntry(DesignDocument* document, Section section, int index)
{
    if (section == Section::Device || section == Section::Link)
        return tr("Devices and cables are removed on the canvas.");
    const std::optional<Entry> entry = entryAt(document->design(), section, index);
    if (!entry)
        return tr("There is no entry %1 in %2.").arg(index).arg(sectionTitle(section));
    // Never refused: references to the entry that the design can do without go with it
    // (a site from its devices, a workload from its use cases, a cluster or site from
    // scenarios and injected failures); an entry left without what it is about (a workload
    // on a removed storage group's array) is left out of the analysis and reported.
    auto* parent = new QUndoCommand(CmdEntryChange::tr("Remove %1").arg(entryLabel(*entry)));
    if (section != Section::Zone) // nothing refers to a zone
        addReferenceCleanup(document, entryReferences(entryLabel(*entry).toStdString()), parent);
    new CmdEntryChange(document, section, index, std::nullopt, parent);
    document->undoStack()->push(parent);
    return {};
}

} // namespace topoplan::models
