#pragma once

#include "models/cablerouter.h"
#include "widgets/designlayout.h"

#include "core/performance/uncertainty.h"

#include <QFutureWatcher>
#include <QGraphicsScene>

#include <memory>

#include <map>
#include <set>
#include <unordered_map>
#include <unordered_set>
#include <string>
#include <vector>

namespace topoplan::core {
struct AnalysisResult;
struct Link;
struct TopoLink;
} // namespace topoplan::core
namespace topoplan::models {
class DesignDocument;
}

namespace topoplan::widgets {

class CableItem;
struct CableRouteInput;
class DeviceItem;
class NoteItem;
class SiteItem;

/// The canvas scene of a DesignDocument. Keeps a map from design ids to items, creates
/// and removes items on the document's added / aboutToBeRemoved signals and re-reads
/// geometry (DesignLayout) after every change of what is drawn (devices, seats,
/// positions, cables, sites), not after edits of zoning, workloads and other
/// design-level objects; items never hold design data.
/// Edits requested from the canvas (placing, cabling, deleting) become commands pushed on
/// the document's undo stack; refusals come back as a message for the user.
class DesignScene : public QGraphicsScene {
    Q_OBJECT
public:
    explicit DesignScene(models::DesignDocument* document, QObject* parent = nullptr);
    /// Waits for a cable routing still running on the worker pool.
    ~DesignScene() override;

    models::DesignDocument* document() const { return m_document; }
    const DesignLayout& layout() const { return m_layout; }

    DeviceItem* deviceItem(const std::string& id) const;
    CableItem* cableItem(const std::string& linkId) const;
    std::size_t midplaneCount() const { return m_midplane.size(); }
    /// The resolved link `linkId` ("a -- b", cable or midplane) of the current topology,
    /// or nullptr (unknown id, or the design has errors). Constant time.
    const core::TopoLink* topoLink(const std::string& linkId) const;

    /// True if port `ref` ("DEVICE:PORT") is cabled (whole or a lane) or midplane-wired.
    bool isPortUsed(const std::string& ref) const;
    /// The cable family drawn for a port: fc, ethernet, sas, infiniband, or "backplane".
    static std::string portFamily(const core::PortSpec& spec);

    /// Places catalog model `modelId` at `scenePos` (a drop from the palette): seated
    /// into the slot under the point if there is one, else free-standing with its top-left
    /// at the point snapped to the grid. Returns the new device id, or empty with `reason`
    /// set (wrong-type or occupied slot, unknown model).
    std::string placeModel(const std::string& modelId, const QPointF& scenePos, QString* reason);
    /// Cables port `a` to port `b` (breakout lanes chosen as models::proposeLink does).
    /// Returns an empty string on success, else why the cable is refused.
    QString connectPorts(const std::string& a, const std::string& b);
    /// Removes the selected devices and cables in one undo step (with the devices seated
    /// in them and the cables of their ports). Returns what was removed, for the status
    /// bar ("Deleted pmax and 4 cables ..."), or an empty string when nothing was selected.
    QString deleteSelection();

    /// What the design occupies on the canvas: its devices, sites and notes (scene units;
    /// null for an empty design). Kept from the last relayout, constant time.
    QRectF contentRect() const { return m_contentRect; }
    /// The item of canvas note `id`, or nullptr.
    NoteItem* noteItem(const std::string& id) const;
    std::vector<std::string> selectedNoteIds() const;
    bool isNoteSelected(const std::string& id) const;
    /// Adds a canvas note with `text` at `scenePos` (its top-left, snapped to the grid) as
    /// one undo step and returns its item (selected), or nullptr when the design already
    /// holds core::kMaxCanvasNotes notes (statusMessage says so).
    NoteItem* addNote(const QPointF& scenePos, const QString& text);

    std::vector<std::string> selectedDeviceIds() const;
    std::vector<std::string> selectedLinkIds() const;
    void selectDevice(const std::string& id);

    /// Where a free-standing device currently is drawn (its `at` or automatic position).
    QPointF devicePosition(const std::string& id) const;

    /// Overlays from an analysis of the current revision (nullptr clears them): link
    /// utilization (cable width and a warning halo from 70 %) and single points of
    /// failure (red badges on devices, ports and cables).
    void setAnalysis(const core::AnalysisResult* result);
    /// The design changed and its analysis is being recomputed: single points of failure
    /// and the links the analysis found down are cleared at once (they may be wrong now,
    /// e.g. after a repair), link utilization stays until the next setAnalysis(). On a large
    /// design at far zoom, clearing it too would repaint the whole canvas twice per
    /// recompute (the busy cables change colour on the clear and again with the result;
    /// docs/gui-responsiveness.md).
    void markAnalysisStale();
    /// The overlays shown (link utilization, single points of failure), to put back after
    /// drawing with others for a moment (exports).
    struct OverlayState {
        std::map<std::string, double> utilization;
        std::set<std::string> spofs;
    };
    OverlayState overlayState() const { return {m_utilization, m_spofs}; }
    void setOverlayState(OverlayState state);
    /// Utilization of a link (0..1+), or a negative value when unknown.
    double linkUtilization(const std::string& linkId) const;
    /// The intervals of the links' utilization (models::AnalysisRunner::linkUtilizationIntervals()),
    /// kept until the next setAnalysis(); an id without one: nullptr.
    void setUtilizationIntervals(std::map<std::string, core::Interval> intervals);
    const core::Interval* linkUtilizationInterval(const std::string& linkId) const;
    /// True while the link utilizations shown await their intervals (a result without them).
    bool utilizationIntervalsPending() const { return !m_utilization.empty() && m_utilizationIntervals.empty(); }
    /// True if losing element `id` (device, port reference or link id) alone breaks a flow.
    bool isSpof(const std::string& id) const { return m_spofs.count(id) > 0; }
    /// True if element `id` (device id, port reference "DEVICE:PORT", link id) is down
    /// under the document's failure set: failed itself, inside a failed device or site,
    /// a port of a failed device, or a link the analysis reports failed.
    bool isFailed(const std::string& id) const;

    /// The largest level of detail (QStyleOptionGraphicsItem::levelOfDetailFromTransform:
    /// 1 at 100 % zoom) at which a visible view shows this scene, 1 without one (an export
    /// renders at full detail). Items use it to skip repaints no view could show.
    double finestLevelOfDetail() const;

    /// The orthogonal route of cable `linkId` (models::CableRouter, recomputed after every
    /// relayout for the cables it touches), or nullptr (unknown, routing off, or the
    /// cable's ends moved and its new route is still being computed: it is drawn as a
    /// curve meanwhile).
    const std::vector<QPointF>* cableRoute(const std::string& linkId) const;
    /// The header texts (DeviceItem::titleRect()) of the devices seated in the chassis
    /// that holds port `ref`'s device, which its midplane links leave clear (issue 16:
    /// the dashed links ran across the card ids); nullptr when none is known.
    const std::vector<QRectF>* midplaneTitles(const std::string& ref) const;
    /// Routing on (the default) or off (cables drawn as curves, what the canvas did before;
    /// the baseline of bench_gui). Re-lays out the canvas (waits for a routing running).
    void setCableRouting(bool on);
    /// Designs with at least this many cables are routed on the worker pool (QtConcurrent)
    /// after a relayout, the old routes shown meanwhile (a cable whose ends moved as a
    /// curve); smaller ones at once on the GUI thread. Assumed from bench_gui: RA-1's 34
    /// cables route in a few ms, the 1,230 cables of its 2,000-device design in some 700 ms
    /// of GUI-thread CPU (docs/designer.md); 100 cables stay well under a frame's worth.
    static constexpr std::size_t kAsyncRoutingCables = 100;
    /// True while a routing runs on the worker pool (routesUpdated() follows).
    bool isRouting() const { return m_routingBusy; }
    /// Waits until the routing is done and its routes are drawn (exports, tests, benches).
    void waitForRouting();
    /// What the last routing did (bundles, re-routed, time in ms on the thread it ran on).
    const models::CableRouter::Stats& routingStats() const { return m_routingStats; }

    /// Highlights a route (port references, device ids) from the Paths table; an empty
    /// set clears it. Cables whose two ends are both in the set are highlighted.
    void setHighlight(std::set<std::string> ids);
    bool isHighlighted(const std::string& id) const { return m_highlight.count(id) > 0; }

Q_SIGNALS:
    /// A message for the status bar about an edit made on the canvas (a refused note text).
    void statusMessage(const QString& message);
    /// The routes of a routing that ran on the worker pool are drawn now.
    void routesUpdated();

private:
    class BulkUpdate;
    void indexTopoLinks();
    /// Repaints the device items whose overlay (failure marks, SPOF badge, route
    /// highlight, on the device or one of its ports or components) changed, and the scene.
    /// Device items cache their picture, so an item must be told; telling all 10,000 of a
    /// large design costs a repaint of each (the GUI-thread stall of bench_gui).
    void repaintOverlays();
    /// The overlay state of every device with one (see repaintOverlays()), by id.
    std::unordered_map<std::string, unsigned> overlayKeys() const;
    /// Re-reads m_downDevices from the document's failure set (one pass with an id index):
    /// the one "down" rule of isFailed() and overlayKeys().
    void indexDownDevices();
    void rebuildAll();
    void addDevice(const QString& id);
    void removeDevice(const QString& id);
    void addCable(const QString& linkId);
    void addCable(const core::Link& link);
    void removeCable(const QString& linkId);
    void rebuildMidplane();
    void relayout();
    /// Routes `in` (the current layout's cables): at once, or on the worker pool for a
    /// large design (kAsyncRoutingCables); a routing already running is followed by one more.
    void route(CableRouteInput in);
    /// Takes a finished worker routing's routes and redraws the cables.
    void routingFinished();
    /// One SiteItem per site with devices, re-read from the layout.
    void syncSites();
    /// One NoteItem per canvas note of the design, re-read from it.
    void syncNotes();

    models::DesignDocument* m_document;
    DesignLayout m_layout;
    /// The router with the routing state (bundles kept for incremental updates); while a
    /// worker routing runs the worker holds it and the GUI thread does not touch it.
    std::shared_ptr<models::CableRouter> m_router;
    /// The routes drawn (a copy of the router's, taken when a routing ends), by link id.
    std::map<std::string, std::vector<QPointF>> m_routes;
    models::CableRouter::Stats m_routingStats;
    struct RoutingResult {
        std::map<std::string, std::vector<QPointF>> routes;
        models::CableRouter::Stats stats;
    };
    QFutureWatcher<RoutingResult>* m_routingWatcher = nullptr;
    bool m_routingBusy = false;
    bool m_routingQueued = false; ///< a relayout came while the worker routed
    bool m_routing = true;
    std::map<std::string, DeviceItem*> m_devices;
    std::map<std::string, CableItem*> m_cables;
    std::vector<CableItem*> m_midplane;
    std::map<std::string, SiteItem*> m_sites;
    std::map<std::string, NoteItem*> m_notes;
    QRectF m_contentRect;
    bool m_midplaneDirty = false; ///< devices added, removed or seated since the last topologyChanged()
    bool m_layoutDirty = false;   ///< cables or device properties changed since then
    int m_bulkDepth = 0;          ///< nesting of BulkUpdate
    std::set<std::string> m_usedPorts;
    /// Seated device -> the free-standing device it sits in, and the header texts of the
    /// seated devices of each free-standing device with midplane links (midplaneTitles()).
    std::unordered_map<std::string, std::string> m_rootOf;
    std::unordered_map<std::string, std::vector<QRectF>> m_midplaneTitles;
    void indexMidplaneTitles();
    std::unordered_map<std::string, std::size_t> m_topoLinks; ///< link id -> index in topology()->links
    std::map<std::string, double> m_utilization;
    std::map<std::string, core::Interval> m_utilizationIntervals;
    std::set<std::string> m_spofs;
    std::set<std::string> m_failedLinks;
    std::set<std::string> m_highlight;
    std::unordered_map<std::string, unsigned> m_overlayKeys; ///< as last painted, repaintOverlays()
    /// Devices down under the failure set: failed, or with a failed ancestor or site
    /// (their own or an ancestor's); indexDownDevices().
    std::unordered_set<std::string> m_downDevices;
};

} // namespace topoplan::widgets
