<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
    <context>
        <name>Charts</name>
        <message>
            <source>No workload of this kind in the use case</source>
            <translation>Keine Workload dieser Art im Anwendungsfall</translation>
        </message>
        <message>
            <source>No I/O: every workload shown is unreachable under the failures</source>
            <translation>Keine I/O: jede gezeigte Workload ist unter den Ausfällen unerreichbar</translation>
        </message>
        <message>
            <source>IOPS</source>
            <translation>IOPS</translation>
        </message>
        <message>
            <source>read</source>
            <translation>Lesen</translation>
        </message>
        <message>
            <source>write</source>
            <translation>Schreiben</translation>
        </message>
        <message>
            <source>latency (ms)</source>
            <translation>Latenz (ms)</translation>
        </message>
        <message>
            <source>service-level target</source>
            <translation>Service-Level-Ziel</translation>
        </message>
        <message>
            <source>TPM</source>
            <translation>TPM</translation>
        </message>
        <message>
            <source>NOPM</source>
            <translation>NOPM</translation>
        </message>
        <message>
            <source>transactions per minute</source>
            <translation>Transaktionen pro Minute</translation>
        </message>
        <message>
            <source>MB/s</source>
            <translation>MB/s</translation>
        </message>
        <message>
            <source>MB/s (10⁶ B/s)</source>
            <translation>MB/s (10⁶ B/s)</translation>
        </message>
        <message>
            <source>raw</source>
            <translation>brutto</translation>
        </message>
        <message>
            <source>usable</source>
            <translation>nutzbar</translation>
        </message>
        <message>
            <source>used (provisioned)</source>
            <translation>belegt (provisioniert)</translation>
        </message>
        <message>
            <source>after data reduction</source>
            <translation>nach Datenreduktion</translation>
        </message>
        <message>
            <source>TB (10¹² B)</source>
            <translation>TB (10¹² B)</translation>
        </message>
        <message>
            <source>The design holds no storage system</source>
            <translation>Das Design enthält kein Speichersystem</translation>
        </message>
        <message>
            <source>No closed workload (users and think time) to sweep</source>
            <translation>Kein geschlossener Workload (Benutzer und Denkzeit) für die Lastkurve</translation>
        </message>
        <message>
            <source>No curve: the performance model could not be solved for %1</source>
            <translation>Keine Kurve: das Leistungsmodell ist für %1 nicht lösbar</translation>
        </message>
        <message>
            <source>users (%1)</source>
            <translation>Benutzer (%1)</translation>
        </message>
        <message>
            <source>read latency (ms)</source>
            <translation>Leselatenz (ms)</translation>
        </message>
        <message>
            <source>write latency (ms)</source>
            <translation>Schreiblatenz (ms)</translation>
        </message>
        <message>
            <source>&lt;b&gt;%1&lt;/b&gt; on %2&lt;br&gt;%3 TB provisioned</source>
            <translation>&lt;b&gt;%1&lt;/b&gt; auf %2&lt;br&gt;%3 TB provisioniert</translation>
        </message>
        <message>
            <source>The scenario could not be evaluated.</source>
            <translation>Das Szenario konnte nicht ausgewertet werden.</translation>
        </message>
        <message>
            <source>minute</source>
            <translation>Minute</translation>
        </message>
        <message>
            <source>IOPS (scenario)</source>
            <translation>IOPS (Szenario)</translation>
        </message>
        <message>
            <source>IOPS (no failure)</source>
            <translation>IOPS (ohne Ausfall)</translation>
        </message>
        <message>
            <source>read latency (scenario)</source>
            <translation>Leselatenz (Szenario)</translation>
        </message>
        <message>
            <source>read latency (no failure)</source>
            <translation>Leselatenz (ohne Ausfall)</translation>
        </message>
        <message>
            <source> (ends after the scenario)</source>
            <translation> (endet nach dem Szenario)</translation>
        </message>
        <message>
            <source>%1 interval</source>
            <translation>Intervall %1</translation>
        </message>
        <message>
            <source> (parameter low)</source>
            <translation> (Parameter niedrig)</translation>
        </message>
        <message>
            <source>point %1</source>
            <translation>Punkt %1</translation>
        </message>
        <message>
            <source>&lt;b&gt;%1&lt;/b&gt; (%2)&lt;br&gt;%3&lt;br&gt;read %4&lt;br&gt;write %5%6</source>
            <translation>&lt;b&gt;%1&lt;/b&gt; (%2)&lt;br&gt;%3&lt;br&gt;Lesen %4&lt;br&gt;Schreiben %5%6</translation>
        </message>
        <message>
            <source>time per I/O per user, users / IOPS (ms): CPU, I/O and think time</source>
            <translation>Zeit je I/O und Benutzer, Benutzer / IOPS (ms): CPU, I/O und Denkzeit</translation>
        </message>
        <message>
            <source>interval of the total</source>
            <translation>Intervall der Summe</translation>
        </message>
        <message>
            <source> knee: %1 users, %2 IOPS, read %3 ms </source>
            <translation> Knie: %1 Benutzer, %2 IOPS, Lesen %3 ms </translation>
        </message>
        <message>
            <source> point estimate of the point model (no interval) </source>
            <translation> Punktschätzung des Punktmodells (kein Intervall) </translation>
        </message>
        <message>
            <source> point estimate of the point model (no interval), %1 </source>
            <translation> Punktschätzung des Punktmodells (kein Intervall), %1 </translation>
        </message>
        <message>
            <source>rebuild of %1 from minute %2: %3 GB,
%4 min under load, %5%6</source>
            <translation>Rebuild von %1 ab Minute %2: %3 GB,
%4 min unter Last, %5%6</translation>
        </message>
        <message>
            <source>&lt;b&gt;%1&lt;/b&gt; (%2)&lt;br&gt;%3 · %4%5</source>
            <translation>&lt;b&gt;%1&lt;/b&gt; (%2)&lt;br&gt;%3 · %4%5</translation>
        </message>
        <message numerus="yes">
            <source>%n path(s) lost</source>
            <translation>
                <numerusform>%n Pfad verloren</numerusform>
                <numerusform>%n Pfade verloren</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n flow(s) broken</source>
            <translation>
                <numerusform>%n Datenfluss unterbrochen</numerusform>
                <numerusform>%n Datenflüsse unterbrochen</numerusform>
            </translation>
        </message>
        <message>
            <source> point estimate; band: the tornado's parameters at their ends </source>
            <translation> Punktschätzung; Band: die Parameter des Tornado-Diagramms an ihren Enden </translation>
        </message>
        <message>
            <source> point estimate; band: the tornado's parameters at their ends, %1 </source>
            <translation> Punktschätzung; Band: die Parameter des Tornado-Diagramms an ihren Enden, %1 </translation>
        </message>
    </context>
    <context>
        <name>CmdDesignInfoChange</name>
        <message>
            <source>Change design name and notes</source>
            <translation>Name und Notizen des Designs ändern</translation>
        </message>
    </context>
    <context>
        <name>CmdDeviceAdd</name>
        <message>
            <source>Add %1</source>
            <translation>%1 hinzufügen</translation>
        </message>
        <message>
            <source>The device has no id.</source>
            <translation>Das Gerät hat keine Kennung.</translation>
        </message>
        <message>
            <source>A device named '%1' already exists.</source>
            <translation>Ein Gerät namens '%1' existiert bereits.</translation>
        </message>
        <message>
            <source>Unknown model '%1'.</source>
            <translation>Unbekanntes Modell '%1'.</translation>
        </message>
        <message>
            <source>%1 does not fit slot %2 of %3: the slot takes '%4' modules, the model fits '%5'.</source>
            <translation>%1 passt nicht in Steckplatz %2 von %3: der Steckplatz nimmt Module vom Typ '%4' auf, das Modell passt in '%5'.</translation>
        </message>
        <message>
            <source>no slot</source>
            <translation>kein Steckplatz</translation>
        </message>
    </context>
    <context>
        <name>CmdDeviceMove</name>
        <message>
            <source>Move %1</source>
            <translation>%1 verschieben</translation>
        </message>
        <message numerus="yes">
            <source>Move %n devices</source>
            <translation>
                <numerusform>%n Gerät verschieben</numerusform>
                <numerusform>%n Geräte verschieben</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>CmdDeviceRack</name>
        <message>
            <source>Rack %1 at %2 U%3 (%4)</source>
            <translation>%1 in %2 auf HE %3 einbauen (%4)</translation>
        </message>
        <message>
            <source>Unrack %1</source>
            <translation>%1 aus dem Rack nehmen</translation>
        </message>
        <message>
            <source>There is no device '%1'.</source>
            <translation>Es gibt kein Gerät '%1'.</translation>
        </message>
        <message>
            <source>%1 is seated in %2: it is racked with its parent.</source>
            <translation>%1 steckt in %2: es wird mit seinem Träger eingebaut.</translation>
        </message>
        <message>
            <source>There is no rack '%1'.</source>
            <translation>Es gibt kein Rack „%1“.</translation>
        </message>
        <message>
            <source>%1 is %2 U tall: at U%3 it would take %4, beyond %5's %6 U.</source>
            <translation>%1 ist %2 HE hoch: ab HE %3 belegte es %4, über die %6 HE von %5 hinaus.</translation>
        </message>
        <message>
            <source>U%1 on the %2 face of %3 is taken by %4 (%5).</source>
            <translation>HE %1 auf der Seite %2 von %3 ist durch %4 belegt (%5).</translation>
        </message>
        <message>
            <source>%1 is full depth: it would reach %2 (%3) mounted on the %4 face.</source>
            <translation>%1 hat volle Tiefe: es reichte bis %2 (%3) auf der Seite %4.</translation>
        </message>
        <message>
            <source>%1 (%2) on the %3 face is full depth: it leaves no room at %4.</source>
            <translation>%1 (%2) auf der Seite %3 hat volle Tiefe: bei %4 bleibt kein Platz.</translation>
        </message>
        <message>
            <source>%1 is %2 U tall: only %3 U are free from U%4 up to %5 at U%6.</source>
            <translation>%1 ist %2 HE hoch: von HE %4 bis %5 auf HE %6 sind nur %3 HE frei.</translation>
        </message>
    </context>
    <context>
        <name>CmdDeviceRemove</name>
        <message>
            <source>Remove %1</source>
            <translation>%1 entfernen</translation>
        </message>
    </context>
    <context>
        <name>CmdDeviceRename</name>
        <message>
            <source>Rename %1 to %2</source>
            <translation>%1 in %2 umbenennen</translation>
        </message>
        <message>
            <source>There is no device '%1'.</source>
            <translation>Es gibt kein Gerät '%1'.</translation>
        </message>
        <message>
            <source>'%1' is not an id (expected letters, digits and _ . + - , starting with a letter or digit)</source>
            <translation>'%1' ist keine Kennung (erwartet: Buchstaben, Ziffern und _ . + - , beginnend mit Buchstabe oder Ziffer)</translation>
        </message>
        <message>
            <source>The id '%1' is already used by %2 '%1'.</source>
            <translation>Die Kennung '%1' wird bereits von %2 '%1' verwendet.</translation>
        </message>
    </context>
    <context>
        <name>CmdDeviceSeat</name>
        <message>
            <source>Unseat %1</source>
            <translation>%1 ausbauen</translation>
        </message>
        <message>
            <source>Seat %1 in %2 %3</source>
            <translation>%1 in %2 %3 einsetzen</translation>
        </message>
        <message>
            <source>There is no device '%1'.</source>
            <translation>Es gibt kein Gerät '%1'.</translation>
        </message>
        <message>
            <source>%1 cannot be seated in itself or in a device it contains.</source>
            <translation>%1 kann nicht in sich selbst oder in ein darin enthaltenes Gerät eingesetzt werden.</translation>
        </message>
    </context>
    <context>
        <name>CmdEntryChange</name>
        <message>
            <source>Add %1</source>
            <translation>%1 hinzufügen</translation>
        </message>
        <message>
            <source>Remove %1</source>
            <translation>%1 entfernen</translation>
        </message>
        <message>
            <source>Edit %1</source>
            <translation>%1 bearbeiten</translation>
        </message>
        <message>
            <source>The entry does not belong to %1.</source>
            <translation>Der Eintrag gehört nicht zu %1.</translation>
        </message>
        <message>
            <source>There is no entry %1 in %2.</source>
            <translation>Es gibt keinen Eintrag %1 in %2.</translation>
        </message>
    </context>
    <context>
        <name>CmdFailureChange</name>
        <message>
            <source>Repair %1</source>
            <translation>%1 reparieren</translation>
        </message>
        <message>
            <source>Fail %1</source>
            <translation>%1 ausfallen lassen</translation>
        </message>
        <message>
            <source>Repair removed elements</source>
            <translation>Entfernte Elemente reparieren</translation>
        </message>
    </context>
    <context>
        <name>CmdLinkAdd</name>
        <message>
            <source>Cable %1</source>
            <translation>%1 verkabeln</translation>
        </message>
        <message>
            <source>A cable needs two different ports.</source>
            <translation>Ein Kabel braucht zwei verschiedene Ports.</translation>
        </message>
    </context>
    <context>
        <name>CmdLinkRemove</name>
        <message>
            <source>Remove cable %1</source>
            <translation>Kabel %1 entfernen</translation>
        </message>
    </context>
    <context>
        <name>CmdNoteChange</name>
        <message>
            <source>Add note %1</source>
            <translation>Notiz %1 hinzufügen</translation>
        </message>
        <message>
            <source>Move note %1</source>
            <translation>Notiz %1 verschieben</translation>
        </message>
        <message numerus="yes">
            <source>Move %n notes</source>
            <translation>
                <numerusform>%n Notiz verschieben</numerusform>
                <numerusform>%n Notizen verschieben</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Delete %n note(s)</source>
            <translation>
                <numerusform>%n Notiz löschen</numerusform>
                <numerusform>%n Notizen löschen</numerusform>
            </translation>
        </message>
        <message>
            <source>Edit note '%1'</source>
            <translation>Notiz '%1' bearbeiten</translation>
        </message>
    </context>
    <context>
        <name>CmdPropertyChange</name>
        <message>
            <source>Set %1 of %2</source>
            <translation>%1 von %2 setzen</translation>
        </message>
        <message>
            <source>There is no %1 '%2'.</source>
            <translation>Es gibt kein Element %1 '%2'.</translation>
        </message>
        <message>
            <source>device</source>
            <translation>Gerät</translation>
        </message>
        <message>
            <source>workload</source>
            <translation>Workload</translation>
        </message>
    </context>
    <context>
        <name>CmdRequirementsChange</name>
        <message>
            <source>Change requirements</source>
            <translation>Anforderungen ändern</translation>
        </message>
    </context>
    <context>
        <name>CmdScenarioAdd</name>
        <message>
            <source>Add scenario %1</source>
            <translation>Szenario %1 hinzufügen</translation>
        </message>
    </context>
    <context>
        <name>DesignEntry</name>
        <message>
            <source>Sites</source>
            <translation>Standorte</translation>
        </message>
        <message>
            <source>Devices</source>
            <translation>Geräte</translation>
        </message>
        <message>
            <source>Cables</source>
            <translation>Kabel</translation>
        </message>
        <message>
            <source>Fabrics</source>
            <translation>Fabrics</translation>
        </message>
        <message>
            <source>Zoning</source>
            <translation>Zoning</translation>
        </message>
        <message>
            <source>Port groups</source>
            <translation>Port-Gruppen</translation>
        </message>
        <message>
            <source>Masking views</source>
            <translation>Masking Views</translation>
        </message>
        <message>
            <source>Clusters</source>
            <translation>Cluster</translation>
        </message>
        <message>
            <source>Storage groups</source>
            <translation>Storage-Gruppen</translation>
        </message>
        <message>
            <source>Workloads</source>
            <translation>Workloads</translation>
        </message>
        <message>
            <source>Use cases</source>
            <translation>Anwendungsfälle</translation>
        </message>
        <message>
            <source>Scenarios</source>
            <translation>Szenarien</translation>
        </message>
    </context>
    <context>
        <name>DesignSchema</name>
        <message>
            <source>installed memory, GB</source>
            <translation>eingebauter Arbeitsspeicher, GB</translation>
        </message>
        <message>
            <source>sockets</source>
            <translation>Sockel</translation>
        </message>
        <message>
            <source>cores per socket</source>
            <translation>Kerne je Sockel</translation>
        </message>
        <message>
            <source>PowerMax bricks (engines)</source>
            <translation>PowerMax-Bricks (Engines)</translation>
        </message>
        <message>
            <source>array cache, GB</source>
            <translation>Cache des Arrays, GB</translation>
        </message>
        <message>
            <source>drives installed, spares included</source>
            <translation>eingebaute Laufwerke, Ersatzlaufwerke eingeschlossen</translation>
        </message>
        <message>
            <source>catalog model id of the drives</source>
            <translation>Katalog-Modell-ID der Laufwerke</translation>
        </message>
        <message>
            <source>RAID layout</source>
            <translation>RAID-Layout</translation>
        </message>
        <message>
            <source>hot spare drives</source>
            <translation>Hot-Spare-Laufwerke</translation>
        </message>
        <message>
            <source>SSD tier drives (hybrid arrays)</source>
            <translation>Laufwerke der SSD-Stufe (Hybrid-Arrays)</translation>
        </message>
        <message>
            <source>catalog model id of the SSD tier drives</source>
            <translation>Katalog-Modell-ID der Laufwerke der SSD-Stufe</translation>
        </message>
        <message>
            <source>automatic tiering between SSD and HDD tiers</source>
            <translation>automatisches Tiering zwischen SSD- und HDD-Stufe</translation>
        </message>
        <message>
            <source>disk groups (vSAN per host, Data Domain per system)</source>
            <translation>Plattengruppen (vSAN je Host, Data Domain je System)</translation>
        </message>
        <message>
            <source>vSAN cache-tier drives per disk group</source>
            <translation>vSAN-Cache-Laufwerke je Plattengruppe</translation>
        </message>
        <message>
            <source>vSAN capacity-tier drives per disk group</source>
            <translation>vSAN-Kapazitätslaufwerke je Plattengruppe</translation>
        </message>
        <message>
            <source>catalog model id of the cache-tier drives</source>
            <translation>Katalog-Modell-ID der Cache-Laufwerke</translation>
        </message>
        <message>
            <source>drives per disk group (Data Domain)</source>
            <translation>Laufwerke je Plattengruppe (Data Domain)</translation>
        </message>
        <message>
            <source>spare drives per disk group</source>
            <translation>Ersatzlaufwerke je Plattengruppe</translation>
        </message>
        <message>
            <source>expansion shelves</source>
            <translation>Erweiterungs-Shelves</translation>
        </message>
        <message>
            <source>catalog model id of the shelves</source>
            <translation>Katalog-Modell-ID der Shelves</translation>
        </message>
        <message>
            <source>workload type</source>
            <translation>Art der Workload</translation>
        </message>
        <message>
            <source>benchmark or traffic generator</source>
            <translation>Benchmark oder Lastgenerator</translation>
        </message>
        <message>
            <source>sessions / virtual users</source>
            <translation>Sitzungen / virtuelle Benutzer</translation>
        </message>
        <message>
            <source>think time between operations, ms</source>
            <translation>Denkzeit zwischen Operationen, ms</translation>
        </message>
        <message>
            <source>think after every Nth operation (SLOB THINK_TM_FREQUENCY)</source>
            <translation>Denkzeit nach jeder N-ten Operation (SLOB THINK_TM_FREQUENCY)</translation>
        </message>
        <message>
            <source>read share of physical I/Os, %</source>
            <translation>Leseanteil der physischen I/Os, %</translation>
        </message>
        <message>
            <source>SLOB UPDATE_PCT, %</source>
            <translation>SLOB UPDATE_PCT, %</translation>
        </message>
        <message>
            <source>read size, KB</source>
            <translation>Lesegröße, KB</translation>
        </message>
        <message>
            <source>write size, KB</source>
            <translation>Schreibgröße, KB</translation>
        </message>
        <message>
            <source>physical I/Os per transaction</source>
            <translation>physische I/Os je Transaktion</translation>
        </message>
        <message>
            <source>TPC-C warehouses</source>
            <translation>TPC-C-Warehouses</translation>
        </message>
        <message>
            <source>TPC-H scale factor</source>
            <translation>TPC-H-Skalierungsfaktor</translation>
        </message>
        <message>
            <source>query or backup streams</source>
            <translation>Abfrage- oder Backup-Streams</translation>
        </message>
        <message>
            <source>parallel workers per query stream (Oracle degree of parallelism, SQL Server MAXDOP)</source>
            <translation>parallele Worker je Abfrage-Stream (Oracle-Parallelitätsgrad, SQL Server MAXDOP)</translation>
        </message>
        <message>
            <source>SLOB WORK_UNIT (blocks per operation)</source>
            <translation>SLOB WORK_UNIT (Blöcke je Operation)</translation>
        </message>
        <message>
            <source>outstanding I/Os (ORION, Vdbench)</source>
            <translation>ausstehende I/Os (ORION, Vdbench)</translation>
        </message>
        <message>
            <source>database size, GB</source>
            <translation>Datenbankgröße, GB</translation>
        </message>
        <message>
            <source>actively accessed data, GB</source>
            <translation>aktiv genutzte Daten, GB</translation>
        </message>
        <message>
            <source>database buffer cache (SGA / buffer pool), GB</source>
            <translation>Buffer Cache der Datenbank (SGA / Buffer Pool), GB</translation>
        </message>
        <message>
            <source>buffer-cache hit ratio, %</source>
            <translation>Trefferquote des Buffer Cache, %</translation>
        </message>
        <message>
            <source>data changed since the last full backup, %</source>
            <translation>seit dem letzten Vollbackup geänderte Daten, %</translation>
        </message>
        <message>
            <source>compression ratio (x:1)</source>
            <translation>Kompressionsrate (x:1)</translation>
        </message>
        <message>
            <source>deduplication ratio (x:1)</source>
            <translation>Deduplizierungsrate (x:1)</translation>
        </message>
        <message>
            <source>open workload: offered IOPS</source>
            <translation>offene Workload: angebotene IOPS</translation>
        </message>
        <message>
            <source>open workload: offered MB/s</source>
            <translation>offene Workload: angebotene MB/s</translation>
        </message>
        <message>
            <source>latency target class</source>
            <translation>Latenz-Zielklasse</translation>
        </message>
        <message>
            <source>virtual CPUs</source>
            <translation>virtuelle CPUs</translation>
        </message>
        <message>
            <source>VM memory, GB</source>
            <translation>Arbeitsspeicher der VM, GB</translation>
        </message>
        <message>
            <source>Oracle SGA, GB</source>
            <translation>Oracle-SGA, GB</translation>
        </message>
        <message>
            <source>Oracle PGA, GB</source>
            <translation>Oracle-PGA, GB</translation>
        </message>
        <message>
            <source>VM size class</source>
            <translation>Größenklasse der VM</translation>
        </message>
        <message>
            <source>provisioned size, GB (decimal)</source>
            <translation>bereitgestellte Größe, GB (dezimal)</translation>
        </message>
        <message>
            <source>PowerMax service level</source>
            <translation>PowerMax-Service-Level</translation>
        </message>
        <message>
            <source>vSAN failure tolerance method or array RAID</source>
            <translation>vSAN-Fehlertoleranzmethode oder RAID des Arrays</translation>
        </message>
        <message>
            <source>vSAN failures to tolerate (stretched cluster: primary level, site mirroring, 0 or 1)</source>
            <translation>vSAN: zu tolerierende Ausfälle (Stretched Cluster: primäre Stufe, Spiegelung über Standorte, 0 oder 1)</translation>
        </message>
        <message>
            <source>vSAN stretched cluster: secondary failures to tolerate inside each data site</source>
            <translation>vSAN-Stretched-Cluster: sekundär zu tolerierende Ausfälle innerhalb jedes Datenstandorts</translation>
        </message>
        <message>
            <source>vSAN object checksum</source>
            <translation>vSAN-Objektprüfsumme</translation>
        </message>
        <message>
            <source>deduplication</source>
            <translation>Deduplizierung</translation>
        </message>
        <message>
            <source>compression</source>
            <translation>Kompression</translation>
        </message>
        <message>
            <source>expected deduplication ratio (x:1)</source>
            <translation>erwartete Deduplizierungsrate (x:1)</translation>
        </message>
        <message>
            <source>expected compression ratio (x:1)</source>
            <translation>erwartete Kompressionsrate (x:1)</translation>
        </message>
        <message>
            <source>thin provisioned</source>
            <translation>Thin Provisioning</translation>
        </message>
        <message>
            <source>volumes / LUNs / VMDKs</source>
            <translation>Volumes / LUNs / VMDKs</translation>
        </message>
        <message>
            <source>vSAN object repair timer, minutes</source>
            <translation>vSAN-Objekt-Reparatur-Timer, Minuten</translation>
        </message>
        <message>
            <source>fault domains</source>
            <translation>Fehlerdomänen</translation>
        </message>
        <message>
            <source>PowerFlex spare capacity, % of raw</source>
            <translation>PowerFlex-Reservekapazität, % der Rohkapazität</translation>
        </message>
        <message>
            <source>PowerFlex data protection</source>
            <translation>PowerFlex-Datenschutz</translation>
        </message>
        <message>
            <source>vSAN default failure tolerance method of the cluster's objects</source>
            <translation>vSAN-Standard-Fehlertoleranzmethode der Objekte des Clusters</translation>
        </message>
        <message>
            <source>vSAN default failures to tolerate (stretched: primary level)</source>
            <translation>vSAN: standardmäßig zu tolerierende Ausfälle (Stretched: primäre Stufe)</translation>
        </message>
        <message>
            <source>vSAN stretched cluster default secondary failures to tolerate</source>
            <translation>vSAN-Stretched-Cluster: standardmäßig sekundär zu tolerierende Ausfälle</translation>
        </message>
        <message>
            <source>where the figures come from</source>
            <translation>woher die Zahlen stammen</translation>
        </message>
        <message>
            <source>this (measured on this design) or the name of another platform</source>
            <translation>this (auf diesem Design gemessen) oder der Name einer anderen Plattform</translation>
        </message>
        <message>
            <source>use case of this design the measurement was taken in</source>
            <translation>Anwendungsfall dieses Designs, in dem gemessen wurde</translation>
        </message>
        <message>
            <source>measurement interval, minutes</source>
            <translation>Messintervall, Minuten</translation>
        </message>
        <message>
            <source>users / sessions / virtual users as run</source>
            <translation>Benutzer / Sitzungen / virtuelle Benutzer wie gelaufen</translation>
        </message>
        <message>
            <source>think time as run, ms</source>
            <translation>Denkzeit wie gelaufen, ms</translation>
        </message>
        <message>
            <source>transactions per minute as the tool reports them</source>
            <translation>Transaktionen pro Minute, wie das Werkzeug sie meldet</translation>
        </message>
        <message>
            <source>New-Order transactions per minute</source>
            <translation>New-Order-Transaktionen pro Minute</translation>
        </message>
        <message>
            <source>transactions per second (engine commits)</source>
            <translation>Transaktionen pro Sekunde (Commits der Datenbank)</translation>
        </message>
        <message>
            <source>physical I/Os per second, reads + writes</source>
            <translation>physische I/Os pro Sekunde, Lesen + Schreiben</translation>
        </message>
        <message>
            <source>physical reads per second</source>
            <translation>physische Lesevorgänge pro Sekunde</translation>
        </message>
        <message>
            <source>physical writes per second</source>
            <translation>physische Schreibvorgänge pro Sekunde</translation>
        </message>
        <message>
            <source>MB/s (10^6 bytes), read + written</source>
            <translation>MB/s (10^6 Byte), gelesen + geschrieben</translation>
        </message>
        <message>
            <source>MB/s read (10^6 bytes)</source>
            <translation>MB/s gelesen (10^6 Byte)</translation>
        </message>
        <message>
            <source>MB/s written (10^6 bytes)</source>
            <translation>MB/s geschrieben (10^6 Byte)</translation>
        </message>
        <message>
            <source>mean read latency, ms</source>
            <translation>mittlere Leselatenz, ms</translation>
        </message>
        <message>
            <source>mean write latency, ms</source>
            <translation>mittlere Schreiblatenz, ms</translation>
        </message>
        <message>
            <source>CPU utilization, % of the VM's vCPUs or the host's cores</source>
            <translation>CPU-Auslastung, % der vCPUs der VM oder der Kerne des Hosts</translation>
        </message>
        <message>
            <source>what cpu_pct refers to</source>
            <translation>worauf sich cpu_pct bezieht</translation>
        </message>
        <message>
            <source>CPUs cpu_pct refers to (another platform)</source>
            <translation>CPUs, auf die sich cpu_pct bezieht (andere Plattform)</translation>
        </message>
        <message>
            <source>per-core rating of the measured platform's CPU (catalog scale)</source>
            <translation>Leistungswert pro Kern der CPU der gemessenen Plattform (Katalogskala)</translation>
        </message>
        <message>
            <source>source of core_rating</source>
            <translation>Quelle von core_rating</translation>
        </message>
        <message>
            <source>stated uncertainty of the figures, %</source>
            <translation>angegebene Unsicherheit der Zahlen, %</translation>
        </message>
        <message>
            <source>least storage paths per host</source>
            <translation>mindestens so viele Speicherpfade je Host</translation>
        </message>
        <message>
            <source>no single point of failure allowed</source>
            <translation>kein Single Point of Failure erlaubt</translation>
        </message>
    </context>
    <context>
        <name>DeviceCopy</name>
        <message>
            <source>Nothing to paste.</source>
            <translation>Nichts zum Einfügen.</translation>
        </message>
        <message numerus="yes">
            <source>Paste %n device(s)</source>
            <translation>
                <numerusform>%n Gerät einfügen</numerusform>
                <numerusform>%n Geräte einfügen</numerusform>
            </translation>
        </message>
        <message>
            <source>%1 left out: its parent %2 was not pasted</source>
            <translation>%1 ausgelassen: sein übergeordnetes Gerät %2 wurde nicht eingefügt</translation>
        </message>
        <message>
            <source>%1 placed on the canvas: no free slot of %2 takes it</source>
            <translation>%1 frei auf die Zeichenfläche gesetzt: kein freier Steckplatz von %2 nimmt es auf</translation>
        </message>
        <message>
            <source>%1 placed on the canvas: %2 is not in this design</source>
            <translation>%1 frei auf die Zeichenfläche gesetzt: %2 ist nicht in diesem Entwurf</translation>
        </message>
        <message>
            <source>%1 left out: %2</source>
            <translation>%1 ausgelassen: %2</translation>
        </message>
        <message>
            <source>cable %1 left out: an end's device is not pasted</source>
            <translation>Kabel %1 ausgelassen: das Gerät eines Endes wurde nicht eingefügt</translation>
        </message>
        <message>
            <source>cable %1 left out: %2</source>
            <translation>Kabel %1 ausgelassen: %2</translation>
        </message>
        <message numerus="yes">
            <source>%1, and %n more</source>
            <translation>
                <numerusform>%1 und %n weitere</numerusform>
                <numerusform>%1 und %n weitere</numerusform>
            </translation>
        </message>
        <message>
            <source>note %1 left out: the design holds %2 notes, the most it may have</source>
            <translation>Notiz %1 ausgelassen: der Entwurf hat %2 Notizen, die Höchstzahl</translation>
        </message>
        <message numerus="yes">
            <source>Paste %n note(s)</source>
            <translation>
                <numerusform>%n Notiz einfügen</numerusform>
                <numerusform>%n Notizen einfügen</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Paste %n item(s)</source>
            <translation>
                <numerusform>%n Element einfügen</numerusform>
                <numerusform>%n Elemente einfügen</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>DiagramExporter</name>
        <message>
            <source>Devices</source>
            <translation>Geräte</translation>
        </message>
        <message>
            <source>Midplane (implied by the chassis)</source>
            <translation>Midplane (durch das Chassis vorgegeben)</translation>
        </message>
        <message>
            <source>Links</source>
            <translation>Verbindungen</translation>
        </message>
        <message>
            <source>Overlays</source>
            <translation>Overlays</translation>
        </message>
        <message>
            <source>Utilization 70-90 %</source>
            <translation>Auslastung 70-90 %</translation>
        </message>
        <message>
            <source>Utilization 90 % and over</source>
            <translation>Auslastung 90 % und mehr</translation>
        </message>
        <message>
            <source>Single point of failure</source>
            <translation>Single Point of Failure</translation>
        </message>
        <message>
            <source>(unsaved)</source>
            <translation>(nicht gespeichert)</translation>
        </message>
        <message>
            <source>Date</source>
            <translation>Datum</translation>
        </message>
        <message>
            <source>Revision</source>
            <translation>Revision</translation>
        </message>
        <message>
            <source>Source</source>
            <translation>Quelle</translation>
        </message>
        <message>
            <source>Scope</source>
            <translation>Umfang</translation>
        </message>
        <message>
            <source>whole design</source>
            <translation>gesamtes Design</translation>
        </message>
        <message numerus="yes">
            <source>selection (%n devices)</source>
            <translation>
                <numerusform>Auswahl (%n Gerät)</numerusform>
                <numerusform>Auswahl (%n Geräte)</numerusform>
            </translation>
        </message>
        <message>
            <source>Topoplan diagram. Devices: %1</source>
            <translation>Topoplan-Diagramm. Geräte: %1</translation>
        </message>
        <message>
            <source>unknown diagram format '.%1' (expected .svg, .pdf or .png)</source>
            <translation>unbekanntes Diagrammformat '.%1' (erwartet .svg, .pdf oder .png)</translation>
        </message>
        <message>
            <source>the image would be too large (%1 x %2 pixels): choose a lower resolution</source>
            <translation>das Bild wäre zu groß (%1 x %2 Pixel): eine geringere Auflösung wählen</translation>
        </message>
        <message>
            <source>cannot encode the PNG image (%1 x %2 pixels)</source>
            <translation>das PNG-Bild kann nicht kodiert werden (%1 x %2 Pixel)</translation>
        </message>
    </context>
    <context>
        <name>DrawioExporter</name>
        <message>
            <source>%1 Gb/s %2</source>
            <translation>%1 Gb/s %2</translation>
        </message>
        <message>
            <source>breakout %1</source>
            <translation>Breakout %1</translation>
        </message>
        <message>
            <source>%1 x %2</source>
            <translation>%1 x %2</translation>
        </message>
        <message>
            <source>Devices</source>
            <translation>Geräte</translation>
        </message>
        <message>
            <source>Links</source>
            <translation>Verbindungen</translation>
        </message>
        <message>
            <source>Midplane (implied by the chassis)</source>
            <translation>Midplane (durch das Chassis vorgegeben)</translation>
        </message>
        <message>
            <source>Port: filled = cabled, white = free</source>
            <translation>Port: gefüllt = verkabelt, weiß = frei</translation>
        </message>
        <message>
            <source>Date</source>
            <translation>Datum</translation>
        </message>
        <message>
            <source>Revision</source>
            <translation>Revision</translation>
        </message>
        <message>
            <source>Source</source>
            <translation>Quelle</translation>
        </message>
        <message>
            <source>(unsaved)</source>
            <translation>(nicht gespeichert)</translation>
        </message>
        <message>
            <source>Made by</source>
            <translation>Erstellt mit</translation>
        </message>
    </context>
    <context>
        <name>ExportFile</name>
        <message>
            <source>%1: cannot write: %2</source>
            <translation>%1: kann nicht geschrieben werden: %2</translation>
        </message>
    </context>
    <context>
        <name>FailureImpact</name>
        <message>
            <source>no surviving path to it</source>
            <translation>kein verbleibender Pfad dorthin</translation>
        </message>
        <message>
            <source>host %1 (%2 of %3 disk groups)</source>
            <translation>Host %1 (%2 von %3 Disk Groups)</translation>
        </message>
        <message>
            <source>disk group %1 (1 of %2)</source>
            <translation>Disk Group %1 (1 von %2)</translation>
        </message>
    </context>
    <context>
        <name>Family</name>
        <message>
            <source>Fibre Channel</source>
            <translation>Fibre Channel</translation>
        </message>
        <message>
            <source>Ethernet</source>
            <translation>Ethernet</translation>
        </message>
        <message>
            <source>SAS</source>
            <translation>SAS</translation>
        </message>
        <message>
            <source>InfiniBand</source>
            <translation>InfiniBand</translation>
        </message>
    </context>
    <context>
        <name>Finding</name>
        <message>
            <source>failure target '%1' is not a device, port, link, site, cluster, power feed, component (DEVICE/COMPONENT) or disk group (DEVICE/dg-N) of the design; it was ignored</source>
            <translation>Ausfallziel '%1' ist kein Gerät, Port, Kabel, Standort, Cluster, Stromkreis, keine Komponente (GERÄT/KOMPONENTE) und keine Plattengruppe (GERÄT/dg-N) des Designs; es wurde ignoriert</translation>
        </message>
        <message>
            <source>its NPAR partitions have no fcoe function</source>
            <translation>seine NPAR-Partitionen haben keine fcoe-Funktion</translation>
        </message>
        <message>
            <source>it runs no protocol, not Fibre Channel</source>
            <translation>er führt kein Protokoll, kein Fibre Channel</translation>
        </message>
        <message>
            <source>it runs %1, not Fibre Channel</source>
            <translation>er führt %1, kein Fibre Channel</translation>
        </message>
        <message>
            <source>it runs no protocol, not Ethernet</source>
            <translation>er führt kein Protokoll, kein Ethernet</translation>
        </message>
        <message>
            <source>it runs %1, not Ethernet</source>
            <translation>er führt %1, kein Ethernet</translation>
        </message>
        <message>
            <source>fabric '%1' is %2 but port '%3' cannot join it: %4</source>
            <translation>Fabric '%1' ist %2, aber Port '%3' kann ihr nicht angehören: %4</translation>
        </message>
        <message>
            <source>workload '%1' is a backup without profile database_gb: its window cannot be predicted (set the database size, GB)</source>
            <translation>Workload '%1' ist ein Backup ohne Profilwert database_gb: sein Zeitfenster ist nicht vorhersagbar (Datenbankgröße in GB angeben)</translation>
        </message>
        <message>
            <source>workload '%1' is a restore without profile database_gb: its window cannot be predicted (set the database size, GB)</source>
            <translation>Workload '%1' ist eine Wiederherstellung ohne Profilwert database_gb: ihr Zeitfenster ist nicht vorhersagbar (Datenbankgröße in GB angeben)</translation>
        </message>
        <message>
            <source>workload '%1' has no users (and no iops or mb_s): it offers no load, so no IOPS or latency is predicted for it (set profile users and think_ms, or iops / mb_s)</source>
            <translation>Workload '%1' hat keine Benutzer (und weder iops noch mb_s): sie erzeugt keine Last, daher werden für sie weder IOPS noch Latenz vorhergesagt (Profilwerte users und think_ms oder iops / mb_s angeben)</translation>
        </message>
        <message>
            <source>array '%1' has no drives configured: no capacity and no back-end performance can be computed for it (set config drives, drive_model and raid)</source>
            <translation>Array '%1' hat keine Laufwerke konfiguriert: weder Kapazität noch Back-End-Leistung lassen sich berechnen (config drives, drive_model und raid angeben)</translation>
        </message>
        <message>
            <source>array '%1' has drives but no drive_model: their size and speed are unknown (set config drive_model to a catalog drive)</source>
            <translation>Array '%1' hat Laufwerke, aber kein drive_model: ihre Größe und Geschwindigkeit sind unbekannt (config drive_model auf ein Katalog-Laufwerk setzen)</translation>
        </message>
        <message>
            <source>scenario '%1' has no events: nothing fails or is repaired when it is played</source>
            <translation>Szenario '%1' hat keine Ereignisse: beim Abspielen fällt nichts aus und nichts wird repariert</translation>
        </message>
        <message>
            <source>masking view '%1' has no initiators: no host reaches storage group '%2' through it</source>
            <translation>Masking View '%1' hat keine Initiatoren: kein Host erreicht über sie die Storage-Gruppe '%2'</translation>
        </message>
        <message>
            <source>no workloads: host-to-storage paths are computed per workload (host and storage); add one in the Design tree or the design file's workloads:</source>
            <translation>Keine Workloads: Pfade vom Host zum Speicher werden je Workload (Host und Speicher) berechnet; im Design-Baum oder unter workloads: der Designdatei eine hinzufügen</translation>
        </message>
        <message>
            <source>%1, %2</source>
            <translation>%1, %2</translation>
        </message>
        <message>
            <source>source %1 is down</source>
            <translation>Quelle %1 ist ausgefallen</translation>
        </message>
        <message>
            <source>destination %1 is down</source>
            <translation>Ziel %1 ist ausgefallen</translation>
        </message>
        <message>
            <source>no initiator-target pair is allowed (check zoning, masking views, port roles and NPAR functions)</source>
            <translation>kein Initiator-Target-Paar ist zugelassen (Zoning, Masking Views, Port-Rollen und NPAR-Funktionen prüfen)</translation>
        </message>
        <message numerus="yes">
            <source>no surviving path: none of the %n allowed initiator-target pairs is connected</source>
            <translation>
                <numerusform>kein Pfad übrig: das %n zugelassene Initiator-Target-Paar ist nicht verbunden</numerusform>
                <numerusform>kein Pfad übrig: keines der %n zugelassenen Initiator-Target-Paare ist verbunden</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>the analysis traces at most %1 initiator-target pairs and this design has %2: %n flows are not analysed (hosts %3); their paths, single points of failure and load are missing. Split the design, or narrow zoning and masking views</source>
            <translation>
                <numerusform>die Analyse verfolgt höchstens %1 Initiator-Target-Paare, dieses Design hat %2: %n Datenfluss wird nicht analysiert (Hosts %3); seine Pfade, Single Points of Failure und Last fehlen. Das Design aufteilen oder Zoning und Masking Views einengen</numerusform>
                <numerusform>die Analyse verfolgt höchstens %1 Initiator-Target-Paare, dieses Design hat %2: %n Datenflüsse werden nicht analysiert (Hosts %3); ihre Pfade, Single Points of Failure und Last fehlen. Das Design aufteilen oder Zoning und Masking Views einengen</numerusform>
            </translation>
        </message>
        <message>
            <source>link %1 is %2 busy from %3 to %4 (%5 of %6 per direction; the other direction carries %7); above 90 %, Topoplan's saturation policy (modelconstants.h)</source>
            <translation>Verbindung %1 ist von %3 nach %4 zu %2 ausgelastet (%5 von %6 je Richtung; die Gegenrichtung trägt %7); über 90 %, der Sättigungsgrenze von Topoplan (modelconstants.h)</translation>
        </message>
        <message>
            <source>port %1%2 is %3 busy sending (%4 of %5 per direction; received %6); above 90 %, Topoplan's saturation policy (modelconstants.h)</source>
            <translation>Port %1%2 ist beim Senden zu %3 ausgelastet (%4 von %5 je Richtung; empfangen %6); über 90 %, der Sättigungsgrenze von Topoplan (modelconstants.h)</translation>
        </message>
        <message>
            <source>port %1%2 is %3 busy receiving (%4 of %5 per direction; sent %6); above 90 %, Topoplan's saturation policy (modelconstants.h)</source>
            <translation>Port %1%2 ist beim Empfangen zu %3 ausgelastet (%4 von %5 je Richtung; gesendet %6); über 90 %, der Sättigungsgrenze von Topoplan (modelconstants.h)</translation>
        </message>
        <message>
            <source>storage %1 is unreachable from %2: %3</source>
            <translation>Speicher %1 ist von %2 aus nicht erreichbar: %3</translation>
        </message>
        <message>
            <source>backup appliance %1 is unreachable from %2: %3</source>
            <translation>Backup-Appliance %1 ist von %2 aus nicht erreichbar: %3</translation>
        </message>
        <message>
            <source>clients cannot reach database host %1: %2</source>
            <translation>Clients erreichen den Datenbank-Host %1 nicht: %2</translation>
        </message>
        <message>
            <source>%1: %2</source>
            <translation>%1: %2</translation>
        </message>
        <message>
            <source>single point of failure: losing %1 breaks %2</source>
            <translation>Single Point of Failure: der Verlust von %1 unterbricht %2</translation>
        </message>
        <message>
            <source>flow endpoint: %1 is (or holds) the single source or destination of %2; its loss stops these flows by design, no path redundancy can cover it</source>
            <translation>Datenfluss-Endpunkt: %1 ist (oder enthält) die einzige Quelle oder das einzige Ziel von %2; sein Verlust stoppt diese Datenflüsse konstruktionsbedingt, keine Pfadredundanz kann ihn abdecken</translation>
        </message>
        <message numerus="yes">
            <source>%1 has %n paths to %2, fewer than the design's requirement min_paths: %3</source>
            <translation>
                <numerusform>%1 hat %n Pfad zu %2, weniger als die Anforderung des Designs min_paths: %3</numerusform>
                <numerusform>%1 hat %n Pfade zu %2, weniger als die Anforderung des Designs min_paths: %3</numerusform>
            </translation>
        </message>
        <message>
            <source> (NPAR %1)</source>
            <translation> (NPAR %1)</translation>
        </message>
        <message>
            <source>%1 vs %2 initiator ports</source>
            <translation>%1 gegenüber %2 Initiator-Ports</translation>
        </message>
        <message>
            <source>%1 vs %2 target ports</source>
            <translation>%1 gegenüber %2 Target-Ports</translation>
        </message>
        <message>
            <source>%1 vs %2 Gb/s</source>
            <translation>%1 gegenüber %2 Gb/s</translation>
        </message>
        <message>
            <source>fabrics %1 and %2 are not symmetric as cabled (%3): losing the larger one shifts more load than the other can take</source>
            <translation>die Fabrics %1 und %2 sind in der Verkabelung nicht symmetrisch (%3): der Verlust der größeren verlagert mehr Last, als die andere tragen kann</translation>
        </message>
        <message>
            <source>fabrics %1 and %2 are not symmetric as cabled and zoned (%3): losing the larger one shifts more load than the other can take</source>
            <translation>die Fabrics %1 und %2 sind in Verkabelung und Zoning nicht symmetrisch (%3): der Verlust der größeren verlagert mehr Last, als die andere tragen kann</translation>
        </message>
        <message>
            <source>disk group %1 has failed: the data it holds is unavailable until it is rebuilt</source>
            <translation>Plattengruppe %1 ist ausgefallen: ihre Daten sind bis zum Wiederaufbau nicht verfügbar</translation>
        </message>
        <message>
            <source>%1 disk groups of %2 have failed (%3): the data they hold is unavailable until it is rebuilt</source>
            <translation>%1 Plattengruppen von %2 sind ausgefallen (%3): ihre Daten sind bis zum Wiederaufbau nicht verfügbar</translation>
        </message>
        <message>
            <source>rack '%1' has no power feeds: its power budget (%2 maximum draw) is not checked</source>
            <translation>Schrank '%1' hat keine Stromkreise: sein Leistungsbudget (%2 maximale Aufnahme) wird nicht geprüft</translation>
        </message>
        <message>
            <source>rack '%1': feed '%2' carries %3 of maximum draw, over its %4</source>
            <translation>Schrank '%1': Stromkreis '%2' trägt %3 maximale Aufnahme, mehr als seine %4</translation>
        </message>
        <message>
            <source>rack '%1' does not survive the loss of feed '%2': feed '%3' would carry %4 of maximum draw, over its %5</source>
            <translation>Schrank '%1' übersteht den Verlust von Stromkreis '%2' nicht: Stromkreis '%3' trüge %4 maximale Aufnahme, mehr als seine %5</translation>
        </message>
        <message>
            <source>device '%1' in rack '%2' is fed by '%3' alone: losing that feed takes it down (A+B feeds give redundancy)</source>
            <translation>Gerät '%1' in Schrank '%2' hängt allein an '%3': fällt dieser Stromkreis aus, fällt es mit aus (A+B-Stromkreise geben Redundanz)</translation>
        </message>
        <message>
            <source>device '%1' (%2) does not fit in rack '%3' of %4</source>
            <translation>Gerät '%1' (%2) passt nicht in Schrank '%3' mit %4</translation>
        </message>
        <message>
            <source>devices '%1' (%2) and '%3' (%4) overlap in rack '%5' on its rear face</source>
            <translation>die Geräte '%1' (%2) und '%3' (%4) überlappen in Schrank '%5' auf der Rückseite</translation>
        </message>
        <message>
            <source>devices '%1' (%2) and '%3' (%4) overlap in rack '%5' on its front face</source>
            <translation>die Geräte '%1' (%2) und '%3' (%4) überlappen in Schrank '%5' auf der Vorderseite</translation>
        </message>
        <message>
            <source>full-depth device '%1' leaves no room for '%2' on the opposite face of rack '%3' (%4 and %5)</source>
            <translation>das Gerät voller Tiefe '%1' lässt auf der Gegenseite von Schrank '%3' keinen Platz für '%2' (%4 und %5)</translation>
        </message>
        <message>
            <source>rack '%1' holds %2, over its limit of %3</source>
            <translation>Schrank '%1' trägt %2, mehr als seine Grenze von %3</translation>
        </message>
        <message>
            <source>rack '%1': no power figure in the catalog for %2; its power budget counts them as 0 W</source>
            <translation>Schrank '%1': kein Leistungswert im Katalog für %2; sein Leistungsbudget zählt sie mit 0 W</translation>
        </message>
        <message>
            <source>power feeds %1</source>
            <translation>der Stromkreise %1</translation>
        </message>
        <message>
            <source>power feed %1</source>
            <translation>des Stromkreises %1</translation>
        </message>
        <message>
            <source>losing %1 takes no device down</source>
            <translation>der Verlust %1 legt kein Gerät still</translation>
        </message>
        <message numerus="yes">
            <source>losing %1 takes down %2 with the %n devices seated in them</source>
            <translation>
                <numerusform>der Verlust %1 legt %2 still, samt dem %n darin sitzenden Gerät</numerusform>
                <numerusform>der Verlust %1 legt %2 still, samt den %n darin sitzenden Geräten</numerusform>
            </translation>
        </message>
        <message>
            <source>losing %1 takes down %2</source>
            <translation>der Verlust %1 legt %2 still</translation>
        </message>
        <message>
            <source>after losing %1, %2 run on their remaining feeds without power redundancy</source>
            <translation>nach dem Verlust %1 laufen %2 ohne Stromredundanz auf ihren verbleibenden Stromkreisen</translation>
        </message>
        <message>
            <source>after losing %1, %2 run on their remaining feed without power redundancy</source>
            <translation>nach dem Verlust %1 läuft %2 ohne Stromredundanz auf dem verbleibenden Stromkreis</translation>
        </message>
        <message>
            <source>fabric '%1' (%2)</source>
            <translation>Fabric '%1' (%2)</translation>
        </message>
        <message>
            <source>the fabric of %1</source>
            <translation>der Fabric von %1</translation>
        </message>
        <message>
            <source>fabric '%1'</source>
            <translation>Fabric '%1'</translation>
        </message>
        <message>
            <source>IOM %1 sits in slot %2 of %3 but no adapter is wired to it: the chassis's adapters (%4) reach only %5; seat an adapter in a mezzanine slot wired to %2 by the chassis's midplane, or remove the IOM</source>
            <translation>IOM %1 sitzt in Steckplatz %2 von %3, aber kein Adapter ist mit ihm verbunden: die Adapter des Chassis (%4) erreichen nur %5; einen Adapter in einen Mezzanine-Steckplatz setzen, den die Midplane des Chassis mit %2 verbindet, oder das IOM entfernen</translation>
        </message>
        <message numerus="yes">
            <source>%n target ports</source>
            <translation>
                <numerusform>%n Target-Port</numerusform>
                <numerusform>%n Target-Ports</numerusform>
            </translation>
        </message>
        <message>
            <source>switch %1 is cabled to %2 (%3) over %4 but no %4 initiator reaches it: no host reaches storage through this fabric</source>
            <translation>Switch %1 ist über %4 mit %2 (%3) verkabelt, aber kein %4-Initiator erreicht ihn: kein Host erreicht über diese Fabric Speicher</translation>
        </message>
        <message>
            <source>switches %1 are cabled to %2 (%3) over %4 but no %4 initiator reaches them: no host reaches storage through this fabric</source>
            <translation>die Switches %1 sind über %4 mit %2 (%3) verkabelt, aber kein %4-Initiator erreicht sie: kein Host erreicht über diese Fabric Speicher</translation>
        </message>
        <message>
            <source>zone of %1 names %2, which sit in %3 while the initiator is in %4: an FC zone works within one fabric; zone the initiator to target ports of its own fabric</source>
            <translation>die Zone von %1 nennt %2, die in %3 liegen, während der Initiator in %4 liegt: eine FC-Zone wirkt nur innerhalb einer Fabric; den Initiator auf Target-Ports seiner eigenen Fabric zonen</translation>
        </message>
        <message>
            <source>zone of %1 names %2, which sits in %3 while the initiator is in %4: an FC zone works within one fabric; zone the initiator to target ports of its own fabric</source>
            <translation>die Zone von %1 nennt %2, der in %3 liegt, während der Initiator in %4 liegt: eine FC-Zone wirkt nur innerhalb einer Fabric; den Initiator auf Target-Ports seiner eigenen Fabric zonen</translation>
        </message>
        <message>
            <source>zone of %1 names %2, which the initiator cannot reach: the initiator is not cabled to an FC switch (nor straight to the other end)</source>
            <translation>die Zone von %1 nennt %2, die der Initiator nicht erreicht: der Initiator ist mit keinem FC-Switch verkabelt (und nicht direkt mit der Gegenseite)</translation>
        </message>
        <message>
            <source>zone of %1 names %2, which the initiator cannot reach: they are not cabled to an FC switch (nor straight to the other end)</source>
            <translation>die Zone von %1 nennt %2, die der Initiator nicht erreicht: sie sind mit keinem FC-Switch verkabelt (und nicht direkt mit der Gegenseite)</translation>
        </message>
        <message>
            <source>zone of %1 names %2, which the initiator cannot reach: it is not cabled to an FC switch (nor straight to the other end)</source>
            <translation>die Zone von %1 nennt %2, den der Initiator nicht erreicht: er ist mit keinem FC-Switch verkabelt (und nicht direkt mit der Gegenseite)</translation>
        </message>
        <message numerus="yes">
            <source>port group %1 (%n ports of %2)</source>
            <translation>
                <numerusform>Port-Gruppe %1 (%n Port von %2)</numerusform>
                <numerusform>Port-Gruppe %1 (%n Ports von %2)</numerusform>
            </translation>
        </message>
        <message>
            <source>masking view %1: none of its initiators (%2) has a zoned path to a port of %3: the hosts see no volume of storage group %4; zone the initiators to the group's ports (SAN Tools &gt; Zone Initiators to Port Group)</source>
            <translation>Masking View %1: keiner ihrer Initiatoren (%2) hat einen gezonten Pfad zu einem Port von %3: die Hosts sehen kein Volume der Storage-Gruppe %4; die Initiatoren auf die Ports der Gruppe zonen (SAN-Werkzeuge &gt; Initiatoren auf Port-Gruppe zonen)</translation>
        </message>
        <message>
            <source>masking view %1: none of its initiators (%2) has a cabled path to a port of %3: the hosts see no volume of storage group %4; zone the initiators to the group's ports (SAN Tools &gt; Zone Initiators to Port Group)</source>
            <translation>Masking View %1: keiner ihrer Initiatoren (%2) hat einen verkabelten Pfad zu einem Port von %3: die Hosts sehen kein Volume der Storage-Gruppe %4; die Initiatoren auf die Ports der Gruppe zonen (SAN-Werkzeuge &gt; Initiatoren auf Port-Gruppe zonen)</translation>
        </message>
        <message>
            <source>masking view %1: %2 has no zoned path to a port of %3 (its other initiators do): fewer paths than the view presents</source>
            <translation>Masking View %1: %2 hat keinen gezonten Pfad zu einem Port von %3 (ihre anderen Initiatoren schon): weniger Pfade, als die View anbietet</translation>
        </message>
        <message>
            <source>masking view %1: %2 has no cabled path to a port of %3 (its other initiators do): fewer paths than the view presents</source>
            <translation>Masking View %1: %2 hat keinen verkabelten Pfad zu einem Port von %3 (ihre anderen Initiatoren schon): weniger Pfade, als die View anbietet</translation>
        </message>
        <message>
            <source>masking view %1: %2 have no zoned path to a port of %3 (its other initiators do): fewer paths than the view presents</source>
            <translation>Masking View %1: %2 haben keinen gezonten Pfad zu einem Port von %3 (ihre anderen Initiatoren schon): weniger Pfade, als die View anbietet</translation>
        </message>
        <message>
            <source>masking view %1: %2 have no cabled path to a port of %3 (its other initiators do): fewer paths than the view presents</source>
            <translation>Masking View %1: %2 haben keinen verkabelten Pfad zu einem Port von %3 (ihre anderen Initiatoren schon): weniger Pfade, als die View anbietet</translation>
        </message>
        <message>
            <source>zone of %1</source>
            <translation>Zone von %1</translation>
        </message>
        <message>
            <source>masking view %1</source>
            <translation>Masking View %1</translation>
        </message>
        <message numerus="yes">
            <source>%1 and %n more</source>
            <translation>
                <numerusform>%1 und %n weiterer</numerusform>
                <numerusform>%1 und %n weitere</numerusform>
            </translation>
        </message>
        <message>
            <source>%1 is used as an FC initiator (%2) but cannot send FC frames: it has no native FC and no FCoE; give it an fcoe partition or use an FC/FCoE port</source>
            <translation>%1 wird als FC-Initiator verwendet (%2), kann aber keine FC-Frames senden: er hat weder natives FC noch FCoE; ihm eine fcoe-Partition geben oder einen FC/FCoE-Port verwenden</translation>
        </message>
        <message>
            <source>%1 is used as an FC initiator (%2) but cannot send FC frames: it is an NPAR-partitioned CNA port without an FCoE partition (%3); give it an fcoe partition or use an FC/FCoE port</source>
            <translation>%1 wird als FC-Initiator verwendet (%2), kann aber keine FC-Frames senden: er ist ein NPAR-partitionierter CNA-Port ohne FCoE-Partition (%3); ihm eine fcoe-Partition geben oder einen FC/FCoE-Port verwenden</translation>
        </message>
        <message>
            <source>%1 and %2 serve the same hosts but are not symmetric as cabled (%3): losing the larger one shifts more load than the other can take</source>
            <translation>%1 und %2 bedienen dieselben Hosts, sind in der Verkabelung aber nicht symmetrisch (%3): der Verlust der größeren verlagert mehr Last, als die andere tragen kann</translation>
        </message>
        <message>
            <source>failure target '%1' names nothing in the design</source>
            <translation>Ausfallziel '%1' benennt nichts im Design</translation>
        </message>
        <message>
            <source>%1; the workloads of those hosts are simulated as if their storage were reachable</source>
            <translation>%1; die Workloads dieser Hosts werden simuliert, als wäre ihr Speicher erreichbar</translation>
        </message>
        <message>
            <source>the asynchronous-write fixed point did not settle; results are approximate</source>
            <translation>der Fixpunkt der asynchronen Schreibvorgänge hat sich nicht eingestellt; die Ergebnisse sind Näherungen</translation>
        </message>
        <message>
            <source>a center is saturated by asynchronous writes or open load</source>
            <translation>eine Station ist durch asynchrone Schreibvorgänge oder offene Last gesättigt</translation>
        </message>
        <message>
            <source>the approximate MVA hit its iteration limit</source>
            <translation>die genäherte MVA hat ihre Iterationsgrenze erreicht</translation>
        </message>
        <message>
            <source>%1: predicted latency %2 exceeds the %3 service level target %4</source>
            <translation>%1: die vorhergesagte Latenz %2 überschreitet das Ziel %4 des Service-Levels %3</translation>
        </message>
        <message>
            <source>%1: predicted read latency %2 exceeds the %3 target %4</source>
            <translation>%1: die vorhergesagte Leselatenz %2 überschreitet das Ziel %4 von %3</translation>
        </message>
        <message>
            <source>%1 is %2 busy: the vCPUs limit the workload (more users only add queueing)</source>
            <translation>%1 ist zu %2 ausgelastet: die vCPUs begrenzen die Workload (mehr Benutzer erhöhen nur die Wartezeit)</translation>
        </message>
        <message>
            <source>%1 is %2 busy: latency there grows steeply</source>
            <translation>%1 ist zu %2 ausgelastet: die Latenz steigt dort steil an</translation>
        </message>
        <message>
            <source>device</source>
            <translation>Gerät</translation>
        </message>
        <message>
            <source>component</source>
            <translation>Komponente</translation>
        </message>
        <message>
            <source>disk group</source>
            <translation>Disk Group</translation>
        </message>
        <message>
            <source>port</source>
            <translation>Port</translation>
        </message>
        <message>
            <source>link</source>
            <translation>Verbindung</translation>
        </message>
        <message>
            <source>site</source>
            <translation>Standort</translation>
        </message>
        <message>
            <source>cluster</source>
            <translation>Cluster</translation>
        </message>
        <message>
            <source>power feed</source>
            <translation>Stromeinspeisung</translation>
        </message>
        <message>
            <source>%1; %2</source>
            <translation>%1; %2</translation>
        </message>
        <message>
            <source>the cluster</source>
            <translation>des Clusters</translation>
        </message>
        <message numerus="yes">
            <source>objects of %1 (PFTT=%2, SFTT=%3) with components on %4 are inaccessible: %n data site copies left with the witness (vSAN needs more than 50 % of the votes and one full copy)</source>
            <translation>
                <numerusform>Objekte %1 (PFTT=%2, SFTT=%3) mit Komponenten auf %4 sind nicht zugänglich: %n Kopie an einem Datenstandort übrig, mit dem Witness (vSAN braucht mehr als 50 % der Stimmen und eine vollständige Kopie)</numerusform>
                <numerusform>Objekte %1 (PFTT=%2, SFTT=%3) mit Komponenten auf %4 sind nicht zugänglich: %n Kopien an Datenstandorten übrig, mit dem Witness (vSAN braucht mehr als 50 % der Stimmen und eine vollständige Kopie)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>objects of %1 (PFTT=%2, SFTT=%3) with components on %4 are inaccessible: %n data site copies left and the witness lost (vSAN needs more than 50 % of the votes and one full copy)</source>
            <translation>
                <numerusform>Objekte %1 (PFTT=%2, SFTT=%3) mit Komponenten auf %4 sind nicht zugänglich: %n Kopie an einem Datenstandort übrig und der Witness ausgefallen (vSAN braucht mehr als 50 % der Stimmen und eine vollständige Kopie)</numerusform>
                <numerusform>Objekte %1 (PFTT=%2, SFTT=%3) mit Komponenten auf %4 sind nicht zugänglich: %n Kopien an Datenstandorten übrig und der Witness ausgefallen (vSAN braucht mehr als 50 % der Stimmen und eine vollständige Kopie)</numerusform>
            </translation>
        </message>
        <message>
            <source>%1 lost or unreachable (a whole data site: objects run on the other site's copy with the witness)</source>
            <translation>%1 ausgefallen oder nicht erreichbar (ein ganzer Datenstandort: die Objekte laufen auf der Kopie des anderen Standorts mit dem Witness)</translation>
        </message>
        <message>
            <source>%1 lost or unreachable</source>
            <translation>%1 ausgefallen oder nicht erreichbar</translation>
        </message>
        <message>
            <source>witness %1 lost or unreachable: objects accessible but no longer protected against a site failure</source>
            <translation>Witness %1 ausgefallen oder nicht erreichbar: Objekte zugänglich, aber nicht mehr gegen den Ausfall eines Standorts geschützt</translation>
        </message>
        <message>
            <source>degraded: %1</source>
            <translation>beeinträchtigt: %1</translation>
        </message>
        <message>
            <source>degraded: %1 lost or unreachable (%2 tolerated)</source>
            <translation>beeinträchtigt: %1 ausgefallen oder nicht erreichbar (%2 toleriert)</translation>
        </message>
        <message numerus="yes">
            <source>objects with components on %1 are inaccessible (%n members lost or unreachable, %2 tolerated)</source>
            <translation>
                <numerusform>Objekte mit Komponenten auf %1 sind nicht zugänglich (%n Mitglied ausgefallen oder nicht erreichbar, %2 toleriert)</numerusform>
                <numerusform>Objekte mit Komponenten auf %1 sind nicht zugänglich (%n Mitglieder ausgefallen oder nicht erreichbar, %2 toleriert)</numerusform>
            </translation>
        </message>
        <message>
            <source>no cable from %1: none of its ports (or of its adapters) is cabled</source>
            <translation>kein Kabel von %1: keiner seiner Ports (auch keiner seiner Adapter) ist verkabelt</translation>
        </message>
        <message>
            <source>no cable to %1: none of its target ports is cabled</source>
            <translation>kein Kabel zu %1: keiner seiner Target-Ports ist verkabelt</translation>
        </message>
        <message>
            <source>no surviving path from %1 to %2</source>
            <translation>kein verbleibender Pfad von %1 zu %2</translation>
        </message>
        <message>
            <source>host %1 failed</source>
            <translation>Host %1 ausgefallen</translation>
        </message>
        <message>
            <source>storage %1 is not an array or cluster this model simulates</source>
            <translation>Speicher %1 ist kein Speichersystem und kein Cluster, das dieses Modell simuliert</translation>
        </message>
        <message>
            <source>array %1 failed</source>
            <translation>Speichersystem %1 ausgefallen</translation>
        </message>
        <message>
            <source>no surviving SDC port on %1</source>
            <translation>kein verbleibender SDC-Port auf %1</translation>
        </message>
        <message>
            <source>PowerFlex %1 has fewer than 2 SDS nodes left</source>
            <translation>PowerFlex %1 hat weniger als 2 SDS-Knoten übrig</translation>
        </message>
        <message>
            <source>vSAN cluster %1 lost more fault domains than the policy tolerates</source>
            <translation>vSAN-Cluster %1 hat mehr Fehlerdomänen verloren, als die Richtlinie toleriert</translation>
        </message>
        <message>
            <source>ok</source>
            <translation>ok</translation>
        </message>
        <message>
            <source>no storage path from %1 to %2: %3</source>
            <translation>kein Speicherpfad von %1 zu %2: %3</translation>
        </message>
        <message>
            <source>vSAN stack cost per read visit</source>
            <translation>vSAN-Stack-Zeit je Lesebesuch</translation>
        </message>
        <message>
            <source>vSAN stack cost per write visit</source>
            <translation>vSAN-Stack-Zeit je Schreibbesuch</translation>
        </message>
        <message>
            <source>I/Os per transaction</source>
            <translation>I/Os je Transaktion</translation>
        </message>
        <message>
            <source>read share of physical I/Os</source>
            <translation>Leseanteil der physischen I/Os</translation>
        </message>
        <message>
            <source>writes per physical read</source>
            <translation>Schreibvorgänge je physischem Lesevorgang</translation>
        </message>
        <message>
            <source>CPU per transaction</source>
            <translation>CPU je Transaktion</translation>
        </message>
        <message>
            <source>CPU per physical read</source>
            <translation>CPU je physischem Lesevorgang</translation>
        </message>
        <message>
            <source>CPU per I/O</source>
            <translation>CPU je I/O</translation>
        </message>
        <message>
            <source>engine TPM counter per transaction</source>
            <translation>TPM-Zähler der Datenbank je Transaktion</translation>
        </message>
        <message>
            <source>vSAN stack cost per I/O</source>
            <translation>vSAN-Stack-Zeit je I/O</translation>
        </message>
        <message>
            <source>measured throughput</source>
            <translation>gemessener Durchsatz</translation>
        </message>
        <message>
            <source>time outside the modelled centers</source>
            <translation>Zeit außerhalb der modellierten Stationen</translation>
        </message>
        <message>
            <source>effective concurrency</source>
            <translation>wirksame Parallelität</translation>
        </message>
        <message>
            <source>measured read latency</source>
            <translation>gemessene Leselatenz</translation>
        </message>
        <message>
            <source>measured write latency</source>
            <translation>gemessene Schreiblatenz</translation>
        </message>
        <message>
            <source>CPU per physical I/O</source>
            <translation>CPU je physischem I/O</translation>
        </message>
        <message>
            <source>CPU per buffer-cache block read</source>
            <translation>CPU je Blockzugriff im Buffer-Cache</translation>
        </message>
        <message>
            <source>CPU per TPC-C transaction (engine work)</source>
            <translation>CPU je TPC-C-Transaktion (Datenbankarbeit)</translation>
        </message>
        <message>
            <source>TPC-C New-Order share</source>
            <translation>TPC-C-Anteil New-Order</translation>
        </message>
        <message>
            <source>TPC-C STOCK row reads per transaction</source>
            <translation>TPC-C-STOCK-Zeilenzugriffe je Transaktion</translation>
        </message>
        <message>
            <source>TPC-C CUSTOMER row reads per transaction</source>
            <translation>TPC-C-CUSTOMER-Zeilenzugriffe je Transaktion</translation>
        </message>
        <message>
            <source>TPC-C STOCK rows per 8 KB block</source>
            <translation>TPC-C-STOCK-Zeilen je 8-KB-Block</translation>
        </message>
        <message>
            <source>TPC-C CUSTOMER rows per 8 KB block</source>
            <translation>TPC-C-CUSTOMER-Zeilen je 8-KB-Block</translation>
        </message>
        <message>
            <source>on-disk size of a TPC-C warehouse</source>
            <translation>Plattenbedarf eines TPC-C-Warehouse</translation>
        </message>
        <message>
            <source>buffer cache share of the VM's memory</source>
            <translation>Anteil des Buffer-Cache am Speicher der VM</translation>
        </message>
        <message>
            <source>read share of the I/O (profile gives none)</source>
            <translation>Leseanteil der I/O (Profil nennt keinen)</translation>
        </message>
        <message>
            <source>SLOB WORK_UNIT (profile gives none)</source>
            <translation>SLOB WORK_UNIT (Profil nennt keine)</translation>
        </message>
        <message>
            <source>TPROC-H parallel workers per stream (profile gives no dop)</source>
            <translation>TPROC-H-Parallelprozesse je Stream (Profil nennt kein dop)</translation>
        </message>
        <message>
            <source>DSS data scanned per core</source>
            <translation>DSS-Scanrate je Kern</translation>
        </message>
        <message>
            <source>DSS query CPU per MB read, multiple of a plain scan's</source>
            <translation>DSS-Abfrage-CPU je gelesenem MB, Vielfaches eines reinen Scans</translation>
        </message>
        <message>
            <source>mean DSS read request</source>
            <translation>mittlere DSS-Leseanforderung</translation>
        </message>
        <message>
            <source>large reads in flight per parallel worker</source>
            <translation>große Lesevorgänge in Arbeit je Parallelprozess</translation>
        </message>
        <message>
            <source>vSAN stack time per component I/O</source>
            <translation>vSAN-Stack-Zeit je Komponenten-I/O</translation>
        </message>
        <message>
            <source>vSAN checksum cost share</source>
            <translation>vSAN-Aufwandsanteil der Prüfsummen</translation>
        </message>
        <message>
            <source>vSAN dedupe + compression cost share</source>
            <translation>vSAN-Aufwandsanteil von Deduplizierung und Kompression</translation>
        </message>
        <message>
            <source>PowerFlex SDS time per I/O</source>
            <translation>PowerFlex-SDS-Zeit je I/O</translation>
        </message>
        <message>
            <source>vSAN resync rate per destination disk group</source>
            <translation>vSAN-Resync-Rate je Ziel-Disk-Group</translation>
        </message>
        <message>
            <source>vSAN resync rate under VM load, share of the idle rate</source>
            <translation>vSAN-Resync-Rate unter VM-Last, Anteil der Rate im Leerlauf</translation>
        </message>
        <message>
            <source>Oracle DBWR writes issued together (one batch)</source>
            <translation>gemeinsam abgesetzte Oracle-DBWR-Schreibvorgänge (ein Stapel)</translation>
        </message>
        <message>
            <source>share of a larger transfer an I/O waits behind at a port</source>
            <translation>Anteil einer größeren Übertragung, hinter dem ein I/O an einem Port wartet</translation>
        </message>
        <message>
            <source>share of the reads served from the array's cache</source>
            <translation>Anteil der Lesevorgänge aus dem Cache des Arrays</translation>
        </message>
        <message>
            <source>share of the I/O on the SSD tier (data size unknown)</source>
            <translation>Anteil der I/O auf der SSD-Stufe (Datengröße unbekannt)</translation>
        </message>
        <message>
            <source>host I/O stack latency per I/O (guest, virtual adapter, hypervisor, driver)</source>
            <translation>Latenz des Host-I/O-Stacks je I/O (Gast, virtueller Adapter, Hypervisor, Treiber)</translation>
        </message>
        <message>
            <source>Fibre Channel exchange round trip per I/O (HBA to target port and back)</source>
            <translation>Fibre-Channel-Umlaufzeit je I/O (HBA zum Target-Port und zurück)</translation>
        </message>
        <message>
            <source>TCP/IP round trip per I/O over the storage network (iSCSI, NVMe/TCP, vSAN, PowerFlex)</source>
            <translation>TCP/IP-Umlaufzeit je I/O im Speichernetz (iSCSI, NVMe/TCP, vSAN, PowerFlex)</translation>
        </message>
        <message>
            <source>DD Boost segment processing per client vCPU</source>
            <translation>DD-Boost-Segmentverarbeitung je Client-vCPU</translation>
        </message>
        <message>
            <source>changed data per backup (profile gives no change_pct)</source>
            <translation>geänderte Daten je Sicherung (Profil nennt kein change_pct)</translation>
        </message>
        <message>
            <source>backup appliance ingest rate</source>
            <translation>Aufnahmerate der Backup-Appliance</translation>
        </message>
        <message>
            <source>backup appliance restore rate</source>
            <translation>Wiederherstellungsrate der Backup-Appliance</translation>
        </message>
        <message>
            <source>array controller time per front-end I/O</source>
            <translation>Controller-Zeit des Arrays je Front-End-I/O</translation>
        </message>
        <message>
            <source>drive read latency</source>
            <translation>Leselatenz des Laufwerks</translation>
        </message>
        <message>
            <source>drive write latency</source>
            <translation>Schreiblatenz des Laufwerks</translation>
        </message>
        <message>
            <source>drive sequential read rate</source>
            <translation>sequenzielle Leserate des Laufwerks</translation>
        </message>
        <message>
            <source>drive sequential write rate</source>
            <translation>sequenzielle Schreibrate des Laufwerks</translation>
        </message>
        <message>
            <source>drive 4 KiB random writes per second</source>
            <translation>zufällige 4-KiB-Schreibvorgänge des Laufwerks je Sekunde</translation>
        </message>
        <message>
            <source>drive 4 KiB random reads per second</source>
            <translation>zufällige 4-KiB-Lesevorgänge des Laufwerks je Sekunde</translation>
        </message>
        <message>
            <source>measured</source>
            <translation>gemessen</translation>
        </message>
        <message>
            <source>sourced</source>
            <translation>quellenbelegt</translation>
        </message>
        <message>
            <source>assumed</source>
            <translation>angenommen</translation>
        </message>
        <message>
            <source>calibrated</source>
            <translation>kalibriert</translation>
        </message>
        <message>
            <source>partly calibrated</source>
            <translation>teils kalibriert</translation>
        </message>
        <message>
            <source>a priori</source>
            <translation>a priori</translation>
        </message>
        <message>
            <source>%1 and %2</source>
            <translation>%1 und %2</translation>
        </message>
        <message>
            <source>%1 of %2</source>
            <translation>%1 von %2</translation>
        </message>
        <message>
            <source>unreachable: no prediction</source>
            <translation>nicht erreichbar: keine Vorhersage</translation>
        </message>
        <message>
            <source>%1 %2</source>
            <translation>%1 %2</translation>
        </message>
        <message>
            <source>%1: %2 measured</source>
            <translation>%1: %2 gemessen</translation>
        </message>
        <message>
            <source>%1; most uncertain: %2</source>
            <translation>%1; am unsichersten: %2</translation>
        </message>
        <message>
            <source>share of a host's components on its failed disk groups</source>
            <translation>Anteil der Komponenten eines Hosts auf seinen ausgefallenen Disk Groups</translation>
        </message>
        <message>
            <source>is %1 characters long (at most %2)</source>
            <translation>ist %1 Zeichen lang (höchstens %2)</translation>
        </message>
        <message>
            <source>'%1' is '%2' (expected one of: %3)</source>
            <translation>'%1' ist '%2' (erwartet eines von: %3)</translation>
        </message>
        <message>
            <source>the id %1</source>
            <translation>die ID %1</translation>
        </message>
        <message>
            <source>invalid id (expected letters, digits and _ . + - , starting with a letter or digit)</source>
            <translation>ungültige ID (erwartet Buchstaben, Ziffern und _ . + - , beginnend mit einem Buchstaben oder einer Ziffer)</translation>
        </message>
        <message>
            <source>the %1 '%2' %3</source>
            <translation>%1 '%2' %3</translation>
        </message>
        <message>
            <source>duplicate id (first defined at line %1)</source>
            <translation>doppelte ID (zuerst definiert in Zeile %1)</translation>
        </message>
        <message>
            <source>'%1' is not a port reference (expected DEVICE:PORT or DEVICE:PORT:LANE)</source>
            <translation>'%1' ist kein Port-Verweis (erwartet GERÄT:PORT oder GERÄT:PORT:LANE)</translation>
        </message>
        <message>
            <source>origin of '%1' is %2 (expected a text)</source>
            <translation>die Herkunft von '%1' ist %2 (erwartet ein Text)</translation>
        </message>
        <message>
            <source>measured read_iops + write_iops (%1) exceed iops (%2)</source>
            <translation>gemessene read_iops + write_iops (%1) übersteigen iops (%2)</translation>
        </message>
        <message>
            <source>a measurement on another platform ('%1') needs 'cores' (the CPUs its cpu_pct refers to)</source>
            <translation>eine Messung auf einer anderen Plattform ('%1') braucht 'cores' (die CPUs, auf die sich ihr cpu_pct bezieht)</translation>
        </message>
        <message>
            <source>measured use_case '%1' is not a use case of the design</source>
            <translation>der gemessene use_case '%1' ist kein Anwendungsfall des Designs</translation>
        </message>
        <message>
            <source>the design has no 'format' (expected format: topoplan/1)</source>
            <translation>das Design hat kein 'format' (erwartet format: topoplan/1)</translation>
        </message>
        <message>
            <source>'format' is %1 (expected format: topoplan/1)</source>
            <translation>'format' ist %1 (erwartet format: topoplan/1)</translation>
        </message>
        <message>
            <source>format '%1' is not a Topoplan design (expected topoplan/1)</source>
            <translation>Format '%1' ist kein Topoplan-Design (erwartet topoplan/1)</translation>
        </message>
        <message>
            <source>this design was written by a newer Topoplan (format %1); this version reads topoplan/1 and older: update Topoplan to open it</source>
            <translation>dieses Design wurde von einem neueren Topoplan geschrieben (Format %1); diese Version liest topoplan/1 und älter: aktualisieren Sie Topoplan, um es zu öffnen</translation>
        </message>
        <message>
            <source>format '%1' is unknown (expected topoplan/1)</source>
            <translation>Format '%1' ist unbekannt (erwartet topoplan/1)</translation>
        </message>
        <message>
            <source>notes has %1 lines (at most %2)</source>
            <translation>notes hat %1 Zeilen (höchstens %2)</translation>
        </message>
        <message>
            <source>note %1 ('%2') %3</source>
            <translation>Notiz %1 ('%2') %3</translation>
        </message>
        <message>
            <source>role is '%1' (expected witness, or no role for a data site)</source>
            <translation>Rolle ist '%1' (erwartet witness, oder keine Rolle für einen Datenstandort)</translation>
        </message>
        <message>
            <source>the design has no 'devices' (expected devices: [...])</source>
            <translation>das Design hat keine 'devices' (erwartet devices: [...])</translation>
        </message>
        <message>
            <source>'at' has %1 numbers (expected [x, y])</source>
            <translation>'at' hat %1 Zahlen (erwartet [x, y])</translation>
        </message>
        <message>
            <source>a seated device needs both 'parent' and 'slot'</source>
            <translation>ein eingesetztes Gerät braucht sowohl 'parent' als auch 'slot'</translation>
        </message>
        <message>
            <source>a seated device has no canvas position of its own (remove 'at')</source>
            <translation>ein eingesetztes Gerät hat keine eigene Position auf der Zeichenfläche ('at' entfernen)</translation>
        </message>
        <message>
            <source>partition function is '%1' (expected nic, fcoe or iscsi)</source>
            <translation>Partitionsfunktion ist '%1' (erwartet nic, fcoe oder iscsi)</translation>
        </message>
        <message>
            <source>a link must join two different ports</source>
            <translation>eine Verbindung muss zwei verschiedene Ports verbinden</translation>
        </message>
        <message>
            <source>the text '%1' %2</source>
            <translation>der Text '%1' %2</translation>
        </message>
        <message>
            <source>canvas_notes has %1 notes (at most %2)</source>
            <translation>canvas_notes hat %1 Notizen (höchstens %2)</translation>
        </message>
        <message>
            <source>fabric kind is '%1' (expected fc or ethernet)</source>
            <translation>Fabric-Art ist '%1' (erwartet fc oder ethernet)</translation>
        </message>
        <message>
            <source>cluster kind is '%1' (expected one of: vsan, powerflex, rac, esxi)</source>
            <translation>Cluster-Art ist '%1' (erwartet eines von: vsan, powerflex, rac, esxi)</translation>
        </message>
        <message>
            <source>engine is '%1' (expected one of: oracle, sqlserver, backup, generic)</source>
            <translation>Engine ist '%1' (erwartet eines von: oracle, sqlserver, backup, generic)</translation>
        </message>
        <message>
            <source>workload has no 'profile' (expected profile: {kind: oltp|dss|backup|restore, ...})</source>
            <translation>Workload hat kein 'profile' (erwartet profile: {kind: oltp|dss|backup|restore, ...})</translation>
        </message>
        <message>
            <source>profile has no 'kind' (expected oltp, dss, backup or restore)</source>
            <translation>Profil hat kein 'kind' (erwartet oltp, dss, backup oder restore)</translation>
        </message>
        <message>
            <source>an event needs exactly one of 'fail' or 'repair'</source>
            <translation>ein Ereignis braucht genau eines von 'fail' oder 'repair'</translation>
        </message>
        <message>
            <source>events must be in time order (at_min %1 after %2)</source>
            <translation>Ereignisse müssen zeitlich geordnet sein (at_min %1 nach %2)</translation>
        </message>
        <message>
            <source>%1 events, more than the %2 one scenario may have (each event is an analysis of the whole design)</source>
            <translation>%1 Ereignisse, mehr als die %2, die ein Szenario haben darf (jedes Ereignis ist eine Analyse des ganzen Designs)</translation>
        </message>
        <message>
            <source>an event lies after the scenario's end (duration_min %1)</source>
            <translation>ein Ereignis liegt nach dem Ende des Szenarios (duration_min %1)</translation>
        </message>
        <message>
            <source>catalog file outside the design's folder: not read (a design may only name catalogs beside it or below; allow this one with --allow-catalog %1 on the command line, or confirm it when the designer asks)</source>
            <translation>Katalogdatei außerhalb des Design-Ordners: nicht gelesen (ein Design darf nur Kataloge neben sich oder darunter nennen; erlauben Sie diesen mit --allow-catalog %1 auf der Kommandozeile, oder bestätigen Sie ihn, wenn der Designer fragt)</translation>
        </message>
        <message>
            <source>a design mapping starting with format: topoplan/1</source>
            <translation>ein Design-Mapping, das mit format: topoplan/1 beginnt</translation>
        </message>
        <message>
            <source>a catalog mapping with format: topoplan-catalog/1 and models: [...]</source>
            <translation>ein Katalog-Mapping mit format: topoplan-catalog/1 und models: [...]</translation>
        </message>
        <message>
            <source>a NetBox device type mapping (manufacturer, model, slug, ...)</source>
            <translation>ein NetBox-Gerätetyp-Mapping (manufacturer, model, slug, ...)</translation>
        </message>
        <message>
            <source>origins of the measured block</source>
            <translation>Herkunftsangaben des Messblocks</translation>
        </message>
        <message>
            <source>measured block</source>
            <translation>Messblock</translation>
        </message>
        <message>
            <source>config of device</source>
            <translation>Konfiguration von Gerät</translation>
        </message>
        <message>
            <source>settings of cluster</source>
            <translation>Einstellungen von Cluster</translation>
        </message>
        <message>
            <source>profile of workload</source>
            <translation>Profil von Workload</translation>
        </message>
        <message>
            <source>vm of workload</source>
            <translation>VM von Workload</translation>
        </message>
        <message>
            <source>the catalog file</source>
            <translation>die Katalogdatei</translation>
        </message>
        <message>
            <source>the design</source>
            <translation>das Design</translation>
        </message>
        <message>
            <source>requirements</source>
            <translation>Anforderungen</translation>
        </message>
        <message>
            <source>site link</source>
            <translation>Standortverbindung</translation>
        </message>
        <message>
            <source>rack</source>
            <translation>Schrank</translation>
        </message>
        <message>
            <source>partition</source>
            <translation>Partition</translation>
        </message>
        <message>
            <source>note</source>
            <translation>Notiz</translation>
        </message>
        <message>
            <source>fabric</source>
            <translation>Fabric</translation>
        </message>
        <message>
            <source>zone of</source>
            <translation>Zone von</translation>
        </message>
        <message>
            <source>zone</source>
            <translation>Zone</translation>
        </message>
        <message>
            <source>port group</source>
            <translation>Port-Gruppe</translation>
        </message>
        <message>
            <source>masking view</source>
            <translation>Masking View</translation>
        </message>
        <message>
            <source>parent storage group</source>
            <translation>übergeordnete Storage-Gruppe</translation>
        </message>
        <message>
            <source>storage group</source>
            <translation>Storage-Gruppe</translation>
        </message>
        <message>
            <source>array</source>
            <translation>Array</translation>
        </message>
        <message>
            <source>member</source>
            <translation>Mitglied</translation>
        </message>
        <message>
            <source>witness</source>
            <translation>Zeuge</translation>
        </message>
        <message>
            <source>host</source>
            <translation>Host</translation>
        </message>
        <message>
            <source>workload</source>
            <translation>Workload</translation>
        </message>
        <message>
            <source>use case</source>
            <translation>Anwendungsfall</translation>
        </message>
        <message>
            <source>scenario event</source>
            <translation>Szenario-Ereignis</translation>
        </message>
        <message>
            <source>scenario</source>
            <translation>Szenario</translation>
        </message>
        <message>
            <source>model</source>
            <translation>Modell</translation>
        </message>
        <message>
            <source>slot</source>
            <translation>Steckplatz</translation>
        </message>
        <message>
            <source>midplane rule</source>
            <translation>Midplane-Regel</translation>
        </message>
        <message>
            <source>connector</source>
            <translation>Anschluss</translation>
        </message>
        <message>
            <source>parameter</source>
            <translation>Parameter</translation>
        </message>
        <message>
            <source>; did you mean '%1'?</source>
            <translation>; meinten Sie '%1'?</translation>
        </message>
        <message>
            <source>%1 '%2' does not exist%3</source>
            <translation>%1 '%2' existiert nicht%3</translation>
        </message>
        <message>
            <source>an initiator port</source>
            <translation>ein Initiator-Port</translation>
        </message>
        <message>
            <source>a target port</source>
            <translation>ein Target-Port</translation>
        </message>
        <message>
            <source>%1 '%2' is %3 (expected a server, sled, blade or node)</source>
            <translation>%1 '%2' ist vom Typ %3 (erwartet ein Server, Sled, Blade oder Knoten)</translation>
        </message>
        <message>
            <source>no storage set (expected the id of an array device or a cluster)</source>
            <translation>kein Speicher gesetzt (erwartet die ID eines Array-Geräts oder eines Clusters)</translation>
        </message>
        <message>
            <source>storage '%1' is neither a device nor a cluster</source>
            <translation>Speicher '%1' ist weder ein Gerät noch ein Cluster</translation>
        </message>
        <message>
            <source>breakout lane of %1</source>
            <translation>Breakout-Lane von %1</translation>
        </message>
        <message>
            <source>unknown model '%1' (expected a model id of the design's catalogs%2)</source>
            <translation>unbekanntes Modell '%1' (erwartet eine Modell-ID aus den Katalogen des Designs%2)</translation>
        </message>
        <message>
            <source>unknown site '%1' (expected a site id of 'sites')</source>
            <translation>unbekannter Standort '%1' (erwartet eine Standort-ID aus 'sites')</translation>
        </message>
        <message>
            <source>parent '%1' does not exist (expected a device id%2)</source>
            <translation>übergeordnetes Gerät '%1' existiert nicht (erwartet eine Geräte-ID%2)</translation>
        </message>
        <message>
            <source>containment cycle: %1 (a device cannot contain itself)</source>
            <translation>Enthaltensein-Zyklus: %1 (ein Gerät kann sich nicht selbst enthalten)</translation>
        </message>
        <message>
            <source>parent '%1' (%2) has no slot '%3' (expected one of: %4)</source>
            <translation>übergeordnetes Gerät '%1' (%2) hat keinen Steckplatz '%3' (erwartet einen von: %4)</translation>
        </message>
        <message>
            <source>none, the model has no slots</source>
            <translation>keinen, das Modell hat keine Steckplätze</translation>
        </message>
        <message>
            <source>model %1 does not fit slot '%2' of %3 (the slot takes %4; the model fits %5)</source>
            <translation>Modell %1 passt nicht in Steckplatz '%2' von %3 (der Steckplatz nimmt %4; das Modell passt in %5)</translation>
        </message>
        <message>
            <source>no slot</source>
            <translation>kein Steckplatz</translation>
        </message>
        <message>
            <source>slot '%1' of '%2' is already occupied by '%3'</source>
            <translation>Steckplatz '%1' von '%2' ist bereits durch '%3' belegt</translation>
        </message>
        <message>
            <source>config %1 '%2' is not in the catalogs%3</source>
            <translation>Konfiguration %1 '%2' ist in keinem Katalog%3</translation>
        </message>
        <message>
            <source>config drives is %1 but %2 holds at most %3</source>
            <translation>Konfiguration drives ist %1, aber %2 fasst höchstens %3</translation>
        </message>
        <message>
            <source>config bricks is %1 but %2 has at most %3 bricks</source>
            <translation>Konfiguration bricks ist %1, aber %2 hat höchstens %3 Bricks</translation>
        </message>
        <message>
            <source>config cpus is %1 but %2 has %3 CPU sockets</source>
            <translation>Konfiguration cpus ist %1, aber %2 hat %3 CPU-Sockel</translation>
        </message>
        <message>
            <source>partition %1 names port '%2', which %3 does not have</source>
            <translation>Partition %1 nennt Port '%2', den %3 nicht hat</translation>
        </message>
        <message>
            <source>port '%1' of %2 does not support NPAR partitions</source>
            <translation>Port '%1' von %2 unterstützt keine NPAR-Partitionen</translation>
        </message>
        <message>
            <source>partition id '%1' is used twice on port '%2'</source>
            <translation>Partitions-ID '%1' ist auf Port '%2' doppelt vergeben</translation>
        </message>
        <message>
            <source>partition %1 is FCoE but port '%2' has no FCoE function</source>
            <translation>Partition %1 ist FCoE, aber Port '%2' hat keine FCoE-Funktion</translation>
        </message>
        <message>
            <source>partition %1 is iSCSI but port '%2' has no iSCSI function</source>
            <translation>Partition %1 ist iSCSI, aber Port '%2' hat keine iSCSI-Funktion</translation>
        </message>
        <message>
            <source>port '%1' has more than %2 partitions</source>
            <translation>Port '%1' hat mehr als %2 Partitionen</translation>
        </message>
        <message>
            <source>partitions of port '%1' add up to %2 Gb/s, more than the port's %3 Gb/s</source>
            <translation>die Partitionen von Port '%1' ergeben zusammen %2 Gb/s, mehr als die %3 Gb/s des Ports</translation>
        </message>
        <message>
            <source>device '%1' (%2) has no port '%3'%4</source>
            <translation>Gerät '%1' (%2) hat keinen Port '%3'%4</translation>
        </message>
        <message>
            <source>port '%1' is already connected by the chassis midplane (to '%2'); a midplane port takes no cable</source>
            <translation>Port '%1' ist bereits über die Midplane des Chassis verbunden (mit '%2'); ein Midplane-Port nimmt kein Kabel</translation>
        </message>
        <message>
            <source>port '%1' is a midplane (backplane) port: the chassis connects it, not a cable</source>
            <translation>Port '%1' ist ein Midplane-(Backplane-)Port: das Chassis verbindet ihn, kein Kabel</translation>
        </message>
        <message>
            <source>port '%1' is in breakout %2; cable its lanes (%1:1 ...)</source>
            <translation>Port '%1' ist im Breakout %2; verkabeln Sie seine Lanes (%1:1 ...)</translation>
        </message>
        <message>
            <source>'%1' names a breakout lane but port '%2' (%3) cannot break out (expected %2)</source>
            <translation>'%1' nennt eine Breakout-Lane, aber Port '%2' (%3) kann nicht aufgeteilt werden (erwartet %2)</translation>
        </message>
        <message>
            <source>'%1' is a breakout lane but the link has no 'breakout' mode (expected breakout: %2)</source>
            <translation>'%1' ist eine Breakout-Lane, aber die Verbindung hat keinen 'breakout'-Modus (erwartet breakout: %2)</translation>
        </message>
        <message>
            <source>port '%1' does not support breakout %2 (expected one of: %3)</source>
            <translation>Port '%1' unterstützt Breakout %2 nicht (erwartet einen von: %3)</translation>
        </message>
        <message>
            <source>none</source>
            <translation>keine</translation>
        </message>
        <message>
            <source>lane %1 does not exist in breakout %2 (expected 1 to %3)</source>
            <translation>Lane %1 existiert in Breakout %2 nicht (erwartet 1 bis %3)</translation>
        </message>
        <message>
            <source>port '%1' is cabled whole and cannot also break out</source>
            <translation>Port '%1' ist als Ganzes verkabelt und kann nicht zusätzlich aufgeteilt werden</translation>
        </message>
        <message>
            <source>port '%1' is already in breakout %2; all its lanes must use the same mode</source>
            <translation>Port '%1' ist bereits im Breakout %2; alle seine Lanes müssen denselben Modus nutzen</translation>
        </message>
        <message>
            <source>the link has breakout %1 but neither end names a lane (expected DEVICE:PORT:LANE)</source>
            <translation>die Verbindung hat Breakout %1, aber kein Ende nennt eine Lane (erwartet GERÄT:PORT:LANE)</translation>
        </message>
        <message>
            <source>both ends are on %1: a device cannot be cabled to itself (expected a link between two devices)</source>
            <translation>beide Enden liegen auf %1: ein Gerät kann nicht mit sich selbst verkabelt werden (erwartet eine Verbindung zwischen zwei Geräten)</translation>
        </message>
        <message>
            <source>port '%1' is already connected (%2); a port takes one cable</source>
            <translation>Port '%1' ist bereits verbunden (%2); ein Port nimmt ein Kabel</translation>
        </message>
        <message>
            <source>by the chassis midplane</source>
            <translation>über die Midplane des Chassis</translation>
        </message>
        <message>
            <source>media mismatch: %1 is %2, %3 is %4 (expected the same connector family)</source>
            <translation>Medien passen nicht: %1 ist %2, %3 ist %4 (erwartet dieselbe Steckerfamilie)</translation>
        </message>
        <message>
            <source>protocol mismatch: %1 speaks %2, %3 speaks %4</source>
            <translation>Protokolle passen nicht: %1 spricht %2, %3 spricht %4</translation>
        </message>
        <message>
            <source>speed mismatch: %1 runs %2, %3 runs %4 (expected a common rate)</source>
            <translation>Geschwindigkeiten passen nicht: %1 läuft mit %2, %3 läuft mit %4 (erwartet eine gemeinsame Rate)</translation>
        </message>
        <message>
            <source>device '%1' of port '%2' does not exist</source>
            <translation>Gerät '%1' von Port '%2' existiert nicht</translation>
        </message>
        <message>
            <source>port '%1' is %2 (expected %3)</source>
            <translation>Port '%1' ist %2 (erwartet %3)</translation>
        </message>
        <message>
            <source>a port without a role</source>
            <translation>ein Port ohne Rolle</translation>
        </message>
        <message>
            <source>unknown site '%1'</source>
            <translation>unbekannter Standort '%1'</translation>
        </message>
        <message>
            <source>port '%1' is already in FC fabric '%2' (an FC port logs in to one fabric)</source>
            <translation>Port '%1' ist bereits in FC-Fabric '%2' (ein FC-Port meldet sich an genau einer Fabric an)</translation>
        </message>
        <message>
            <source>storage group '%1' is on '%2', not on '%3'</source>
            <translation>Storage-Gruppe '%1' liegt auf '%2', nicht auf '%3'</translation>
        </message>
        <message>
            <source>workload '%1' is listed twice (a use case runs each workload once)</source>
            <translation>Workload '%1' ist doppelt aufgeführt (ein Anwendungsfall führt jede Workload einmal aus)</translation>
        </message>
        <message>
            <source>'%1' is not a device, port, link, site, cluster, component (DEVICE/COMPONENT) or disk group (DEVICE/dg-N)</source>
            <translation>'%1' ist kein Gerät, Port, keine Verbindung, kein Standort, Cluster, keine Komponente (GERÄT/KOMPONENTE) und keine Plattengruppe (GERÄT/dg-N)</translation>
        </message>
        <message>
            <source>parent cycle: %1 (a storage group cannot be its own parent)</source>
            <translation>Zyklus der übergeordneten Gruppen: %1 (eine Storage-Gruppe kann nicht ihr eigenes übergeordnetes Element sein)</translation>
        </message>
        <message>
            <source>a stretched vSAN cluster (with a witness) has its members in 2 data sites, these are in %1 (expected each member's site: one of two)</source>
            <translation>ein gestreckter vSAN-Cluster (mit Zeugen) hat seine Mitglieder an 2 Datenstandorten, diese sind an %1 (erwartet als Standort jedes Mitglieds: einer von zweien)</translation>
        </message>
        <message>
            <source>left out of the analysis: %1 (an entry it refers to has errors)</source>
            <translation>aus der Analyse ausgelassen: %1 (ein Eintrag, auf den es verweist, hat Fehler)</translation>
        </message>
        <message>
            <source>file is %1 MiB; the limit is %2 MiB (expected a design or catalog file)</source>
            <translation>Datei ist %1 MiB groß; die Grenze ist %2 MiB (erwartet eine Design- oder Katalogdatei)</translation>
        </message>
        <message>
            <source>is a folder (expected a design or catalog file)</source>
            <translation>ist ein Ordner (erwartet eine Design- oder Katalogdatei)</translation>
        </message>
        <message>
            <source>cannot open the file (expected a readable file)</source>
            <translation>Datei kann nicht geöffnet werden (erwartet eine lesbare Datei)</translation>
        </message>
        <message>
            <source>cannot read the file (expected a regular file)</source>
            <translation>Datei kann nicht gelesen werden (erwartet eine reguläre Datei)</translation>
        </message>
        <message>
            <source>cannot read the file</source>
            <translation>Datei kann nicht gelesen werden</translation>
        </message>
        <message>
            <source> (line %1 is indented with a tab; YAML indents with spaces)</source>
            <translation> (Zeile %1 ist mit einem Tabulator eingerückt; YAML rückt mit Leerzeichen ein)</translation>
        </message>
        <message>
            <source> (the '%1' at line %2, column %3 is still open here)</source>
            <translation> (die '%1' in Zeile %2, Spalte %3 ist hier noch offen)</translation>
        </message>
        <message>
            <source>binary data (byte %1 is not UTF-8 text); expected a YAML text file</source>
            <translation>Binärdaten (Byte %1 ist kein UTF-8-Text); erwartet eine YAML-Textdatei</translation>
        </message>
        <message>
            <source>nesting deeper than %1 levels; expected %2</source>
            <translation>Verschachtelung tiefer als %1 Ebenen; erwartet %2</translation>
        </message>
        <message>
            <source>end of file</source>
            <translation>Dateiende</translation>
        </message>
        <message>
            <source>YAML syntax error: unexpected %1 where a value should begin (',' separates items only inside [ ] or { })</source>
            <translation>YAML-Syntaxfehler: unerwartetes %1, wo ein Wert beginnen sollte (',' trennt Einträge nur innerhalb von [ ] oder { })</translation>
        </message>
        <message>
            <source>a second YAML document starts here (expected one document: %1)</source>
            <translation>hier beginnt ein zweites YAML-Dokument (erwartet ein Dokument: %1)</translation>
        </message>
        <message>
            <source>YAML syntax error: %1%2</source>
            <translation>YAML-Syntaxfehler: %1%2</translation>
        </message>
        <message>
            <source>file is empty; expected %1</source>
            <translation>Datei ist leer; erwartet %1</translation>
        </message>
        <message>
            <source>the file holds %1; expected %2</source>
            <translation>die Datei enthält %1; erwartet %2</translation>
        </message>
        <message>
            <source>a mapping</source>
            <translation>ein Mapping</translation>
        </message>
        <message>
            <source>a sequence</source>
            <translation>eine Liste</translation>
        </message>
        <message>
            <source>the scalar '%1'</source>
            <translation>der Skalar '%1'</translation>
        </message>
        <message>
            <source>nothing (null)</source>
            <translation>nichts (null)</translation>
        </message>
        <message>
            <source>nothing</source>
            <translation>nichts</translation>
        </message>
        <message>
            <source>%1 has no '%2' (expected %2: %3)</source>
            <translation>%1 hat kein '%2' (erwartet %2: %3)</translation>
        </message>
        <message>
            <source>%1 is %2; expected a mapping {key: value, ...}</source>
            <translation>%1 ist %2; erwartet ein Mapping {Schlüssel: Wert, ...}</translation>
        </message>
        <message>
            <source>a key of %1 is %2; expected a plain key</source>
            <translation>ein Schlüssel von %1 ist %2; erwartet ein einfacher Schlüssel</translation>
        </message>
        <message>
            <source>duplicate key '%1' in %2</source>
            <translation>doppelter Schlüssel '%1' in %2</translation>
        </message>
        <message>
            <source>unknown key '%1' in %2 (expected one of: %3)</source>
            <translation>unbekannter Schlüssel '%1' in %2 (erwartet einer von: %3)</translation>
        </message>
        <message>
            <source>'%1' is %2; expected text</source>
            <translation>'%1' ist %2; erwartet Text</translation>
        </message>
        <message>
            <source>'%1' is %2; expected a finite number</source>
            <translation>'%1' ist %2; erwartet eine endliche Zahl</translation>
        </message>
        <message>
            <source>'%1' is %2, out of range (expected %3 to %4)</source>
            <translation>'%1' ist %2, außerhalb des Bereichs (erwartet %3 bis %4)</translation>
        </message>
        <message>
            <source>'%1' is %2; expected a whole number</source>
            <translation>'%1' ist %2; erwartet eine ganze Zahl</translation>
        </message>
        <message>
            <source>'%1' is %2; expected true or false</source>
            <translation>'%1' ist %2; erwartet true oder false</translation>
        </message>
        <message>
            <source>'%1' is %2; expected a list [...]</source>
            <translation>'%1' ist %2; erwartet eine Liste [...]</translation>
        </message>
        <message>
            <source>'%1' has %2 items; at most %3 are supported (split the design)</source>
            <translation>'%1' hat %2 Einträge; höchstens %3 werden unterstützt (teilen Sie das Design auf)</translation>
        </message>
        <message>
            <source>an item of '%1' is %2; expected text</source>
            <translation>ein Eintrag von '%1' ist %2; erwartet Text</translation>
        </message>
        <message>
            <source>an item of '%1' is %2; expected a number from %3 to %4</source>
            <translation>ein Eintrag von '%1' ist %2; erwartet eine Zahl von %3 bis %4</translation>
        </message>
        <message>
            <source>: error: </source>
            <translation>: Fehler: </translation>
        </message>
        <message>
            <source>: warning: </source>
            <translation>: Warnung: </translation>
        </message>
        <message>
            <source>no initiator set (expected an initiator port, DEVICE:PORT)</source>
            <translation>kein Initiator gesetzt (erwartet einen Initiator-Port, GERÄT:PORT)</translation>
        </message>
        <message>
            <source>no array set (expected the id of an array device)</source>
            <translation>kein Array gesetzt (erwartet die ID eines Array-Geräts)</translation>
        </message>
        <message>
            <source>no port group set (expected the id of a port group)</source>
            <translation>keine Port-Gruppe gesetzt (erwartet die ID einer Port-Gruppe)</translation>
        </message>
        <message>
            <source>no storage group set (expected the id of a storage group)</source>
            <translation>keine Storage-Gruppe gesetzt (erwartet die ID einer Storage-Gruppe)</translation>
        </message>
        <message>
            <source>no host set (expected the id of a server, sled, blade or node)</source>
            <translation>kein Host gesetzt (erwartet die ID eines Servers, Sleds, Blades oder Knotens)</translation>
        </message>
        <message>
            <source>measured read_mb_s + write_mb_s (%1) exceed mb_s (%2)</source>
            <translation>gemessene read_mb_s + write_mb_s (%1) übersteigen mb_s (%2)</translation>
        </message>
        <message>
            <source>measured stream rate</source>
            <translation>gemessene Datenstromrate</translation>
        </message>
        <message>
            <source>parameter '%1' has no source (expected source: &lt;spec sheet, paper, or 'assumed: ... because ...'&gt;)</source>
            <translation>Parameter '%1' hat keine Quelle (erwartet: source: &lt;Datenblatt, Veröffentlichung oder 'assumed: ... because ...'&gt;)</translation>
        </message>
        <message>
            <source>forced is %1 (expected a list of texts: the refusals the import overrode)</source>
            <translation>forced ist %1 (erwartet: eine Liste von Texten, die Ablehnungen, über die sich der Import hinweggesetzt hat)</translation>
        </message>
        <message>
            <source>a forced entry is %1 (expected a text)</source>
            <translation>ein Eintrag in forced ist %1 (erwartet: ein Text)</translation>
        </message>
        <message numerus="yes">
            <source>its measured baseline was imported forced (--force / Import Anyway), overriding %n refusals: %1 (re-import a fitting measurement, or remove 'forced' once checked)</source>
            <translation>
                <numerusform>seine gemessene Baseline wurde erzwungen importiert (--force / Trotzdem importieren), über %n Ablehnung hinweg: %1 (eine passende Messung neu importieren oder 'forced' nach der Prüfung entfernen)</numerusform>
                <numerusform>seine gemessene Baseline wurde erzwungen importiert (--force / Trotzdem importieren), über %n Ablehnungen hinweg: %1 (eine passende Messung neu importieren oder 'forced' nach der Prüfung entfernen)</numerusform>
            </translation>
        </message>
        <message>
            <source>kDefaultControllerIoCostS, assumed 10 us (about 100,000 small I/Os per second per controller)</source>
            <translation>kDefaultControllerIoCostS, angenommen 10 µs (etwa 100.000 kleine I/Os pro Sekunde je Controller)</translation>
        </message>
        <message>
            <source>%1. %2: %3 cache / %4 of workload data</source>
            <translation>%1. %2: %3 Cache / %4 Workload-Daten</translation>
        </message>
        <message>
            <source>measured, %1</source>
            <translation>gemessen, %1</translation>
        </message>
        <message>
            <source> (%1)</source>
            <translation> (%1)</translation>
        </message>
        <message>
            <source>transaction</source>
            <translation>Transaktion</translation>
        </message>
        <message>
            <source>physical read</source>
            <translation>physischem Lesevorgang</translation>
        </message>
        <message>
            <source>I/O</source>
            <translation>I/O</translation>
        </message>
        <message>
            <source>writes per physical read %1 = %2 write IOPS / %3 read IOPS (forced flow law)%4</source>
            <translation>Schreibvorgänge je physischem Lesevorgang %1 = %2 Schreib-IOPS / %3 Lese-IOPS (Forced-Flow-Gesetz)%4</translation>
        </message>
        <message>
            <source>mean read request %1 KB = %2 MB/s x 10^6 / %3 I/Os per s (%4) / 1,024 (bytes / requests, measured%5)%6%7</source>
            <translation>mittlere Leseanforderung %1 KB = %2 MB/s x 10^6 / %3 I/Os pro s (%4) / 1.024 (Bytes / Anforderungen, gemessen%5)%6%7</translation>
        </message>
        <message>
            <source>mean I/O request %1 KB = %2 MB/s x 10^6 / %3 I/Os per s (%4) / 1,024 (bytes / requests, measured%5)%6%7</source>
            <translation>mittlere I/O-Anforderung %1 KB = %2 MB/s x 10^6 / %3 I/Os pro s (%4) / 1.024 (Bytes / Anforderungen, gemessen%5)%6%7</translation>
        </message>
        <message>
            <source>mean read request</source>
            <translation>mittlere Leseanforderung</translation>
        </message>
        <message>
            <source>mean I/O request</source>
            <translation>mittlere I/O-Anforderung</translation>
        </message>
        <message>
            <source>vSAN stack %1 us per read visit, %2 us per write visit: read latency = 2 x D_r x F, write latency - fixed %3 us = %4 visits (%5 at the DOM owner + fork-join of as many copies) x D_w x (F + (B - 1) / 2), one queue factor F = %6 = (1 + E) / (1 - U_a - U_c) for both, U = %7 per host (%8 read and %9 write visits/s), DBWR batches of %10 (response-time law per class on the shared stack; the write latency fixes the write path's demand)%11</source>
            <translation>vSAN-Stack %1 µs je Lesebesuch, %2 µs je Schreibbesuch: Leselatenz = 2 x D_r x F, Schreiblatenz - fest %3 µs = %4 Besuche (%5 beim DOM-Owner + Fork-Join über ebenso viele Kopien) x D_w x (F + (B - 1) / 2), ein Warteschlangenfaktor F = %6 = (1 + E) / (1 - U_a - U_c) für beide, U = %7 je Host (%8 Lese- und %9 Schreibbesuche/s), DBWR-Stapel zu %10 (Antwortzeitgesetz je Klasse auf dem geteilten Stack; die Schreiblatenz legt den Bedarf des Schreibpfads fest)%11</translation>
        </message>
        <message>
            <source>; replaces the a-priori dss-read-size and write_kb %1 (mb_s counts reads and writes alike)</source>
            <translation>; ersetzt die A-priori-dss-read-size und write_kb %1 (mb_s zählt Lese- und Schreibvorgänge gleichermaßen)</translation>
        </message>
        <message>
            <source>; taken for reads and writes alike (mb_s counts both, their split is not measured), replacing read_kb %1 and write_kb %2</source>
            <translation>; für Lese- und Schreibvorgänge gleichermaßen genommen (mb_s zählt beide, ihre Aufteilung ist nicht gemessen), ersetzt read_kb %1 und write_kb %2</translation>
        </message>
        <message>
            <source>I/Os per transaction %1 = %2 IOPS / %3 tx/s%4; 1 write per transaction is the commit's log write, waited for (forced flow law)%5</source>
            <translation>I/Os je Transaktion %1 = %2 IOPS / %3 Tx/s%4; 1 Schreibvorgang je Transaktion ist der Log-Schreibvorgang des Commits, auf den gewartet wird (Forced-Flow-Gesetz)%5</translation>
        </message>
        <message>
            <source>, reads from read_iops</source>
            <translation>, Lesevorgänge aus read_iops</translation>
        </message>
        <message>
            <source>, reads at the a-priori share %1</source>
            <translation>, Lesevorgänge zum A-priori-Anteil %1</translation>
        </message>
        <message>
            <source>read share %1 % = %2 read IOPS / %3 IOPS (forced flow law), applied to the a-priori %4 I/Os per transaction%5</source>
            <translation>Leseanteil %1 % = %2 Lese-IOPS / %3 IOPS (Forced-Flow-Gesetz), angewandt auf die A-priori-%4 I/Os je Transaktion%5</translation>
        </message>
        <message>
            <source>%1 cores of %2</source>
            <translation>%1 Kerne von %2</translation>
        </message>
        <message>
            <source>%1 CPUs of the measured host (the measurement's cores%2; the whole host's CPU charged to this workload)</source>
            <translation>%1 CPUs des gemessenen Hosts (die Kerne der Messung%2; die CPU des ganzen Hosts dieser Workload zugerechnet)</translation>
        </message>
        <message>
            <source>; host '%1' in the design has %2 cores</source>
            <translation>; Host '%1' hat im Design %2 Kerne</translation>
        </message>
        <message>
            <source>%1 cores of host '%2' (the design's cpus x cores_per_cpu: the measurement counts no CPUs; the whole host's CPU charged to this workload)</source>
            <translation>%1 Kerne von Host '%2' (cpus x cores_per_cpu des Designs: die Messung zählt keine CPUs; die CPU des ganzen Hosts dieser Workload zugerechnet)</translation>
        </message>
        <message>
            <source>%1 CPUs of the measured system (the workload has %2 vCPU)</source>
            <translation>%1 CPUs des gemessenen Systems (die Workload hat %2 vCPU)</translation>
        </message>
        <message>
            <source>%1 vCPU</source>
            <translation>%1 vCPU</translation>
        </message>
        <message>
            <source>CPU %1 ms per %2 = %3 % x %4 / %5%6 (service demand law)</source>
            <translation>CPU %1 ms je %2 = %3 % x %4 / %5%6 (Service-Demand-Gesetz)</translation>
        </message>
        <message>
            <source> tx/s</source>
            <translation> Tx/s</translation>
        </message>
        <message>
            <source>, x per-core rating %1 (%2) / %3 (%4) = %5 ms here</source>
            <translation>, x Leistung je Kern %1 (%2) / %3 (%4) = %5 ms hier</translation>
        </message>
        <message>
            <source>, not scaled: per-core rating of this host not found (assumed equal per-core speed)</source>
            <translation>, nicht skaliert: Leistung je Kern dieses Hosts nicht gefunden (gleiche Leistung je Kern angenommen)</translation>
        </message>
        <message>
            <source>, not scaled: per-core rating of %1 not given (assumed equal per-core speed)</source>
            <translation>, nicht skaliert: Leistung je Kern von %1 nicht angegeben (gleiche Leistung je Kern angenommen)</translation>
        </message>
        <message>
            <source>TPM counter %1 per transaction = TPM %2 / 60 / %3 tx/s (HammerDB's TPM is the engine's counter)%4</source>
            <translation>TPM-Zähler %1 je Transaktion = TPM %2 / 60 / %3 Tx/s (TPM von HammerDB ist der Zähler der Datenbank)%4</translation>
        </message>
        <message>
            <source> (%1, totals over the use case %2 on %3)</source>
            <translation> (%1, Summen über den Anwendungsfall %2 auf %3)</translation>
        </message>
        <message>
            <source>time outside the storage %1 ms per read = %2 sessions / %3 reads/s - think %4 ms - read latency %5 ms%6 (response-time law); %7 sessions outside the storage</source>
            <translation>Zeit außerhalb des Speichers %1 ms je Lesevorgang = %2 Sitzungen / %3 Lesevorgänge/s - Denkzeit %4 ms - Leselatenz %5 ms%6 (Antwortzeitgesetz); %7 Sitzungen außerhalb des Speichers</translation>
        </message>
        <message>
            <source> - %1 waited writes x write latency %2 ms</source>
            <translation> - %1 abgewartete Schreibvorgänge x Schreiblatenz %2 ms</translation>
        </message>
        <message>
            <source>: none, CPU per read stays a priori</source>
            <translation>: keine, CPU je Lesevorgang bleibt a priori</translation>
        </message>
        <message>
            <source> &gt; %1 vCPUs: the vCPUs are the bottleneck (U = 1), CPU %2 ms per read = %1 vCPU / %3 reads/s (utilization law)</source>
            <translation> &gt; %1 vCPUs: die vCPUs sind der Engpass (U = 1), CPU %2 ms je Lesevorgang = %1 vCPU / %3 Lesevorgänge/s (Auslastungsgesetz)</translation>
        </message>
        <message>
            <source> &lt;= %1 vCPUs: no CPU queue, CPU %2 ms per read</source>
            <translation> &lt;= %1 vCPUs: keine CPU-Warteschlange, CPU %2 ms je Lesevorgang</translation>
        </message>
        <message>
            <source>; checked against the host CPU: %1 busy vCPUs %2 %3 busy host cores (%4 % of %5 CPUs the measurement counts)</source>
            <translation>; gegen die Host-CPU geprüft: %1 belegte vCPUs %2 %3 belegte Host-Kerne (%4 % von %5 CPUs, die die Messung zählt)</translation>
        </message>
        <message>
            <source>; checked against the host CPU: %1 busy vCPUs %2 %3 busy host cores (%4 % of %5 cores of the design's hosts)</source>
            <translation>; gegen die Host-CPU geprüft: %1 belegte vCPUs %2 %3 belegte Host-Kerne (%4 % von %5 Kernen der Hosts des Designs)</translation>
        </message>
        <message>
            <source>: inconsistent, CPU per read stays a priori</source>
            <translation>: widersprüchlich, CPU je Lesevorgang bleibt a priori</translation>
        </message>
        <message>
            <source>vSAN stack %1 us per visit: read latency %2 ms%3 = 2 visits x D%4, U = %5 stack visits/s per host (2 per read, %6 per write, over %7 hosts) x D = %8%9 (open residence inverted; the measured latency shows the stack as the bottleneck when U is near 1)%10</source>
            <translation>vSAN-Stack %1 µs je Besuch: Leselatenz %2 ms%3 = 2 Besuche x D%4, U = %5 Stack-Besuche/s je Host (2 je Lesevorgang, %6 je Schreibvorgang, über %7 Hosts) x D = %8%9 (offene Verweilzeit umgekehrt; die gemessene Latenz zeigt den Stack als Engpass, wenn U nahe 1 ist)%10</translation>
        </message>
        <message>
            <source> - fixed %1 us per read (host I/O stack, network round trip)</source>
            <translation> - fest %1 µs je Lesevorgang (Host-I/O-Stack, Netzwerk-Roundtrip)</translation>
        </message>
        <message>
            <source>, E = %1 the excess of DBWR batches of %2 writes (M^X/M/1)</source>
            <translation>, E = %1 der Überschuss der DBWR-Stapel zu %2 Schreibvorgängen (M^X/M/1)</translation>
        </message>
        <message>
            <source> of the use case's workloads, taken for reads and writes alike (mb_s counts both, their split is not measured)</source>
            <translation> der Workloads des Anwendungsfalls, für Lese- und Schreibvorgänge gleichermaßen genommen (mb_s zählt beide, ihre Aufteilung ist nicht gemessen)</translation>
        </message>
        <message>
            <source>X = %1 %2, the baseline's throughput (%3): the response-time law and the utilization law take it at each sample, at the rate of that sample's drawn figures</source>
            <translation>X = %1 %2, der Durchsatz der Baseline (%3): Antwortzeitgesetz und Auslastungsgesetz nehmen ihn in jeder Stichprobe, mit der Rate der in dieser Stichprobe gezogenen Messwerte</translation>
        </message>
        <message>
            <source> think %1 ms (measured)</source>
            <translation> Denkzeit %1 ms (gemessen)</translation>
        </message>
        <message>
            <source> think %1 ms</source>
            <translation> Denkzeit %1 ms</translation>
        </message>
        <message>
            <source>: negative, none added (the model is slower than measured at this rate)</source>
            <translation>: negativ, nichts hinzugefügt (das Modell ist bei dieser Rate langsamer als gemessen)</translation>
        </message>
        <message>
            <source>; a demand of the cycle, added at the run's own %1 users</source>
            <translation>; ein Bedarf des Zyklus, bei den %1 Benutzern dieses Laufs hinzugefügt</translation>
        </message>
        <message>
            <source>time outside the modelled centers %1 ms per %2 = %3 users / %4 /s -%5 - model residence %6 ms at the measured rate (response-time law)%7%8</source>
            <translation>Zeit außerhalb der modellierten Stationen %1 ms je %2 = %3 Benutzer / %4 /s -%5 - Verweilzeit im Modell %6 ms bei der gemessenen Rate (Antwortzeitgesetz)%7%8</translation>
        </message>
        <message>
            <source>concurrency %1 user = %2 /s x (model residence %3 ms +%4) (response-time law; users not measured, the profile's %5 replaced)%6</source>
            <translation>Parallelität %1 Benutzer = %2 /s x (Verweilzeit im Modell %3 ms +%4) (Antwortzeitgesetz; Benutzer nicht gemessen, die %5 des Profils ersetzt)%6</translation>
        </message>
        <message>
            <source>concurrency %1 users = %2 /s x (model residence %3 ms +%4) (response-time law; users not measured, the profile's %5 replaced)%6</source>
            <translation>Parallelität %1 Benutzer = %2 /s x (Verweilzeit im Modell %3 ms +%4) (Antwortzeitgesetz; Benutzer nicht gemessen, die %5 des Profils ersetzt)%6</translation>
        </message>
        <message>
            <source>measured TPM</source>
            <translation>gemessene TPM</translation>
        </message>
        <message>
            <source>measured NOPM</source>
            <translation>gemessene NOPM</translation>
        </message>
        <message>
            <source>measured transactions per second</source>
            <translation>gemessene Transaktionen je Sekunde</translation>
        </message>
        <message>
            <source>measured IOPS</source>
            <translation>gemessene IOPS</translation>
        </message>
        <message>
            <source>measured read IOPS</source>
            <translation>gemessene Lese-IOPS</translation>
        </message>
        <message>
            <source>measured write IOPS</source>
            <translation>gemessene Schreib-IOPS</translation>
        </message>
        <message>
            <source>measured MB/s</source>
            <translation>gemessene MB/s</translation>
        </message>
        <message>
            <source>measured MB/s read</source>
            <translation>gemessene MB/s gelesen</translation>
        </message>
        <message>
            <source>measured MB/s written</source>
            <translation>gemessene MB/s geschrieben</translation>
        </message>
        <message>
            <source>measured CPU utilization</source>
            <translation>gemessene CPU-Auslastung</translation>
        </message>
        <message>
            <source>assumed 100 us</source>
            <translation>angenommen 100 µs</translation>
        </message>
        <message>
            <source>assumed 50 us</source>
            <translation>angenommen 50 µs</translation>
        </message>
        <message>
            <source>assumed 500 MB/s</source>
            <translation>angenommen 500 MB/s</translation>
        </message>
        <message>
            <source>its sequential read rate used</source>
            <translation>seine sequenzielle Leserate verwendet</translation>
        </message>
        <message>
            <source>assumed 20 us: a synchronous I/O system call and interrupt path on x86 (modelconstants.h). Range 10-300 us: 10 us is a bare system call and interrupt; 300 us is the whole-host CPU per I/O of RA-2's SLOB run (docs/performance-model.md, diagnosis: engine buffer handling, guest kernel, PVSCSI and VMkernel in a VM)</source>
            <translation>angenommen 20 µs: ein synchroner I/O-Systemaufruf mit Interrupt-Pfad auf x86 (modelconstants.h). Bereich 10-300 µs: 10 µs sind ein bloßer Systemaufruf mit Interrupt; 300 µs sind die CPU des ganzen Hosts je I/O im SLOB-Lauf von RA-2 (docs/performance-model.md, Diagnose: Pufferverwaltung der Engine, Gast-Kernel, PVSCSI und VMkernel in einer VM)</translation>
        </message>
        <message>
            <source>assumed 5 us: a buffer get (hash latch, pin, row access) costs a few microseconds. Range 1-20 us: an uncontended lookup on a current core to a contended cache-buffers-chains latch in a VM</source>
            <translation>angenommen 5 µs: ein Buffer Get (Hash-Latch, Pin, Zeilenzugriff) kostet einige Mikrosekunden. Bereich 1-20 µs: von einem unbestrittenen Lookup auf einem aktuellen Kern bis zu einem umkämpften Cache-Buffers-Chains-Latch in einer VM</translation>
        </message>
        <message>
            <source>assumed 0.427 ms: derived from an audited TPC-C result recalled, not verified here and not in shared/reference (Sun Server X2-8 / Oracle 11g R2, 80 cores, 5,055,888 tpmC; modelconstants.h). Range: 0.29 ms, the lowest of the three audited results recalled (IBM x3850 X5 / DB2); 2.0 ms, about 5x, because an audited kit is tuned bare metal with a transaction monitor while HammerDB drives one stored-procedure call per transaction from its own client, in a VM (assumed factor)</source>
            <translation>angenommen 0,427 ms: abgeleitet aus einem erinnerten auditierten TPC-C-Ergebnis, hier nicht geprüft und nicht in shared/reference (Sun Server X2-8 / Oracle 11g R2, 80 Kerne, 5.055.888 tpmC; modelconstants.h). Bereich: 0,29 ms, das niedrigste der drei erinnerten auditierten Ergebnisse (IBM x3850 X5 / DB2); 2,0 ms, etwa das 5-Fache, weil ein auditiertes Kit auf Bare Metal mit Transaktionsmonitor optimiert ist, während HammerDB je Transaktion einen Stored-Procedure-Aufruf von seinem eigenen Client aus absetzt, in einer VM (angenommener Faktor)</translation>
        </message>
        <message>
            <source>TPC-C rev. 5.11 clause 5.2.3 mix, which HammerDB's driver uses exactly: no range</source>
            <translation>TPC-C Rev. 5.11 Abschnitt 5.2.3, Transaktionsmix, den der HammerDB-Treiber genau so verwendet: kein Bereich</translation>
        </message>
        <message>
            <source>engine TPM counter per transaction (HammerDB)</source>
            <translation>TPM-Zähler der Datenbank je Transaktion (HammerDB)</translation>
        </message>
        <message>
            <source>assumed 1: HammerDB's TPM is the engine's counter (SQL Server batch requests, Oracle user commits + rollbacks; hardware-facts.md, Benchmarks and tools) and its driver issues one stored-procedure call per transaction, so 1 is the least the counter counts. Range 1-3: the counter also counts rollbacks and whatever else the instance runs; HammerDB's blog puts Oracle's NOPM at about a third of TPM, 3 x 0.45 = 1.35 per transaction; no ratio for SQL Server is sourced, so the upper end allows about twice Oracle's. A baseline with TPM and NOPM (or tps) measures it</source>
            <translation>angenommen 1: HammerDBs TPM ist der Zähler der Engine (SQL Server Batch Requests, Oracle User Commits + Rollbacks; hardware-facts.md, Benchmarks and tools), und sein Treiber ruft je Transaktion eine Stored Procedure auf, also zählt der Zähler mindestens 1. Bereich 1-3: der Zähler zählt auch Rollbacks und alles andere, was die Instanz ausführt; HammerDBs Blog setzt Oracles NOPM bei etwa einem Drittel der TPM an, 3 x 0,45 = 1,35 je Transaktion; für SQL Server ist kein Verhältnis belegt, daher lässt das obere Ende etwa das Doppelte von Oracles zu. Eine Baseline mit TPM und NOPM (oder tps) misst ihn</translation>
        </message>
        <message>
            <source>TPC-C clauses 2.4-2.8 and the 5.2.3 mix: New-Order 4.5 + Stock-Level 8.0 (about 200 rows x 0.04). Range: Stock-Level reads the lines of the last 20 orders, 5-15 lines each (clause 2.4.1.3), i.e. 100-300 rows: 4.5 + 4 to 4.5 + 12</source>
            <translation>TPC-C Abschnitte 2.4-2.8 und der Mix aus 5.2.3: New-Order 4,5 + Stock-Level 8,0 (etwa 200 Zeilen x 0,04). Bereich: Stock-Level liest die Positionen der letzten 20 Bestellungen mit je 5-15 Positionen (Abschnitt 2.4.1.3), also 100-300 Zeilen: 4,5 + 4 bis 4,5 + 12</translation>
        </message>
        <message>
            <source>TPC-C clauses 2.4-2.8 and the 5.2.3 mix: 1.32 with one row per lookup. Range up to 1.9: 60 % of Payment and Order-Status select the customer by last name (clauses 2.5.1.2, 2.6.1.2), which reads the about 3 rows of that name</source>
            <translation>TPC-C Abschnitte 2.4-2.8 und der Mix aus 5.2.3: 1,32 bei einer Zeile je Lookup. Bereich bis 1,9: 60 % von Payment und Order-Status wählen den Kunden nach Nachnamen (Abschnitte 2.5.1.2, 2.6.1.2) und lesen dabei die etwa 3 Zeilen dieses Namens</translation>
        </message>
        <message>
            <source>assumed 26: 8,192 / 306-byte rows, the typical row length of TPC-C clause 4.2 as recalled (not verified here, not in shared/reference). Range: 23 with the 10 % block free space Oracle leaves by default (PCTFREE 10) and the block header; rounded to whole rows</source>
            <translation>angenommen 26: 8.192 / Zeilen zu 306 Byte, die typische Zeilenlänge aus TPC-C Abschnitt 4.2 nach Erinnerung (hier nicht geprüft, nicht in shared/reference). Bereich: 23 mit den 10 % freiem Platz je Block, den Oracle standardmäßig lässt (PCTFREE 10), und dem Blockkopf; auf ganze Zeilen gerundet</translation>
        </message>
        <message>
            <source>assumed 12: 8,192 / 655-byte rows, TPC-C clause 4.2 as recalled (not verified here, not in shared/reference). Range: 11 with 10 % free space and the block header</source>
            <translation>angenommen 12: 8.192 / Zeilen zu 655 Byte, TPC-C Abschnitt 4.2 nach Erinnerung (hier nicht geprüft, nicht in shared/reference). Bereich: 11 mit 10 % freiem Platz und dem Blockkopf</translation>
        </message>
        <message>
            <source>about 70 MB of rows per warehouse (TPC-C clause 4.2) + 40 % indexes and free space, assumed. Range 0.07-0.15 GB: the rows alone to twice the rows</source>
            <translation>etwa 70 MB Zeilen je Warehouse (TPC-C Abschnitt 4.2) + 40 % Indizes und freier Platz, angenommen. Bereich 0,07-0,15 GB: von den Zeilen allein bis zum Doppelten der Zeilen</translation>
        </message>
        <message>
            <source>assumed 0.75: DBAs leave about a quarter of a database VM to the OS, sessions and other caches. Range 0.5-0.9: half the VM (large PGA / worker memory) to all but a small OS share</source>
            <translation>angenommen 0,75: DBAs lassen etwa ein Viertel einer Datenbank-VM dem Betriebssystem, den Sitzungen und anderen Caches. Bereich 0,5-0,9: von der halben VM (großer PGA- / Worker-Speicher) bis zu allem außer einem kleinen Anteil des Betriebssystems</translation>
        </message>
        <message>
            <source>per-core speed of the measured platform, relative to this host</source>
            <translation>Leistung je Kern der gemessenen Plattform, relativ zu diesem Host</translation>
        </message>
        <message>
            <source>assumed 1: a baseline measured on another platform transfers its CPU per cycle unscaled when the catalog has no per-core rating (core_rating) of that platform or of this host. Range 0.7-1.5: per-core speeds of server CPUs of different generations differ by up to about 1.5x either way. Per workload; only such baselines read it</source>
            <translation>angenommen 1: eine auf einer anderen Plattform gemessene Baseline überträgt ihre CPU pro Zyklus unskaliert, wenn der Katalog keine Leistung pro Kern (core_rating) dieser Plattform oder dieses Hosts kennt. Bereich 0,7-1,5: die Leistung pro Kern von Server-CPUs verschiedener Generationen unterscheidet sich um bis zu etwa das 1,5-Fache in beide Richtungen. Je Workload; nur solche Baselines lesen ihn</translation>
        </message>
        <message>
            <source>assumed 70 %: a common OLTP mix. Range 50-90 %: write-heavy order entry to read-mostly OLTP</source>
            <translation>angenommen 70 %: ein üblicher OLTP-Mix. Bereich 50-90 %: von schreiblastiger Auftragserfassung bis zu überwiegend lesendem OLTP</translation>
        </message>
        <message>
            <source>64, WORK_UNIT in slob.conf as shipped with SLOB 2.4 (hardware-facts.md, Benchmarks and tools). Range 32-256: half the shipped value, as test configurations set it, to 256, the value runit.sh falls back to when slob.conf has no WORK_UNIT line</source>
            <translation>64, WORK_UNIT in slob.conf, wie mit SLOB 2.4 ausgeliefert (hardware-facts.md, Benchmarks and tools). Bereich 32-256: vom halben ausgelieferten Wert, wie Testkonfigurationen ihn setzen, bis 256, dem Wert, auf den runit.sh zurückfällt, wenn slob.conf keine WORK_UNIT-Zeile hat</translation>
        </message>
        <message>
            <source>HammerDB TPROC-H defaults to degree of parallelism 2 (SQL Server MAXDOP, Oracle degree_of_parallel; TPC-Council/HammerDB config/*.xml, hardware-facts.md, Benchmarks and tools). Range 1-2: the degree HammerDB sets is the most a query uses (SQL Server's MAXDOP is the maximum degree of a plan; an Oracle statement runs at the degree it requests, or with fewer servers when the pool is short: recalled, not verified here), down to a serial plan or a query's serial phases (coordinator, final sort; assumed)</source>
            <translation>HammerDB TPROC-H verwendet standardmäßig den Parallelitätsgrad 2 (SQL Server MAXDOP, Oracle degree_of_parallel; TPC-Council/HammerDB config/*.xml, hardware-facts.md, Benchmarks and tools). Bereich 1-2: der Grad, den HammerDB setzt, ist das Höchste, was eine Abfrage nutzt (MAXDOP von SQL Server ist der höchste Grad eines Plans; eine Oracle-Anweisung läuft mit dem angeforderten Grad oder mit weniger Servern, wenn der Pool knapp ist: nach Erinnerung, hier nicht geprüft), bis hinab zu einem seriellen Plan oder den seriellen Phasen einer Abfrage (Koordinator, abschließende Sortierung; angenommen)</translation>
        </message>
        <message>
            <source>about 200 MB/s of scan per CPU core, CPUs = peak MB/s / 200 (Oracle Database 2 Day + Data Warehousing Guide 11g, balanced configuration, read in its Japanese edition; hardware-facts.md, Benchmarks and tools). Range 100-400 MB/s (assumed): a rule of thumb for the cores of the guide's time, half of it for a vCPU that is one hyper-thread of a shared core, about twice for newer cores with vectorised scans. What joins, sorts and aggregation add on top of the scan is dss-query-work-factor</source>
            <translation>etwa 200 MB/s Scan je CPU-Kern, CPUs = Spitzen-MB/s / 200 (Oracle Database 2 Day + Data Warehousing Guide 11g, ausgewogene Konfiguration, gelesen in der japanischen Ausgabe; hardware-facts.md, Benchmarks and tools). Bereich 100-400 MB/s (angenommen): eine Faustregel für die Kerne aus der Zeit des Handbuchs, die Hälfte davon für eine vCPU, die ein Hyper-Thread eines geteilten Kerns ist, etwa das Doppelte für neuere Kerne mit vektorisierten Scans. Was Joins, Sortierungen und Aggregation zum Scan hinzufügen, ist dss-query-work-factor</translation>
        </message>
        <message>
            <source>assumed 1 at the point: the sourced scan rate as it is, the query mix not guessed (no published CPU per MB of a Swingbench Sales History or TPROC-H query is at hand). Range 1-5: a filtering scan with a simple aggregate (1) to star queries that hash-join the fact table with several dimensions and sort for ROLLUP / CUBE, each join and the group-by costing about as much per row as the scan itself (Swingbench SH, TPC-H Q5 / Q8 / Q9 style; assumed)</source>
            <translation>angenommen 1 am Punkt: die belegte Scan-Rate, wie sie ist, der Abfragemix nicht geraten (keine veröffentlichte CPU je MB einer Abfrage von Swingbench Sales History oder TPROC-H liegt vor). Bereich 1-5: von einem filternden Scan mit einfacher Aggregation (1) bis zu Sternabfragen, die die Faktentabelle per Hash-Join mit mehreren Dimensionen verknüpfen und für ROLLUP / CUBE sortieren, wobei jeder Join und das Group-by je Zeile etwa so viel kosten wie der Scan selbst (Swingbench SH, Stil von TPC-H Q5 / Q8 / Q9; angenommen)</translation>
        </message>
        <message>
            <source>assumed: the profile's read_kb, the largest read the engine issues (Oracle db_file_multiblock_read_count x block size, 128 x 8 KB = 1 MB by default; SQL Server read-ahead up to 64 pages = 512 KB; recalled from the vendors' documentation, not verified here). Range: one 64 KB extent (SQL Server's allocation unit of 8 pages: a scan of a table whose extents a parallel load interleaved reads one extent at a time; an Oracle multiblock read stops at a block already cached and at an extent boundary) to the profile's read_kb. Per workload: value and high end are the profile's read_kb (1,024 KB shown: Oracle's default)</source>
            <translation>angenommen: read_kb des Profils, der größte Lesevorgang, den die Engine absetzt (Oracle db_file_multiblock_read_count x Blockgröße, standardmäßig 128 x 8 KB = 1 MB; SQL-Server-Read-Ahead bis 64 Seiten = 512 KB; nach Erinnerung aus der Dokumentation der Hersteller, hier nicht geprüft). Bereich: von einem Extent zu 64 KB (Zuordnungseinheit von SQL Server aus 8 Seiten: der Scan einer Tabelle, deren Extents ein paralleles Laden verschränkt hat, liest ein Extent nach dem anderen; ein Oracle-Multiblock-Read endet an einem bereits gecachten Block und an einer Extent-Grenze) bis zu read_kb des Profils. Je Workload: Wert und oberes Ende sind read_kb des Profils (1.024 KB angezeigt: Oracles Standard)</translation>
        </message>
        <message>
            <source>assumed 1: a scan worker issues its next multiblock read when it has processed the previous one. Range 1-2: read-ahead may keep a second one in flight</source>
            <translation>angenommen 1: ein Scan-Worker setzt seinen nächsten Multiblock-Read ab, wenn er den vorigen verarbeitet hat. Bereich 1-2: Read-Ahead kann einen zweiten gleichzeitig unterwegs halten</translation>
        </message>
        <message>
            <source>all-flash vSAN 6.0 serves up to about 90K IOPS per host (TechTarget, secondary; hardware-facts.md): 11.1 us. Range 45K-135K IOPS per host (7.4-22.2 us): a secondary figure, hosts differ in cores and vSAN version</source>
            <translation>All-Flash-vSAN 6.0 leistet bis etwa 90K IOPS je Host (TechTarget, Sekundärquelle; hardware-facts.md): 11,1 µs. Bereich 45K-135K IOPS je Host (7,4-22,2 µs): eine Zahl aus zweiter Hand, Hosts unterscheiden sich in Kernen und vSAN-Version</translation>
        </message>
        <message>
            <source>assumed 10 % of the per-I/O cost: CRC-32C runs at several GB/s per core. Range 5-30 %: the CRC alone to the CRC plus its verification on reads and the metadata it adds</source>
            <translation>angenommen 10 % der Kosten je I/O: CRC-32C läuft mit mehreren GB/s je Kern. Bereich 5-30 %: von der CRC allein bis zur CRC mit ihrer Prüfung beim Lesen und den Metadaten, die sie hinzufügt</translation>
        </message>
        <message>
            <source>assumed 50 %: a hash, a lookup and compression per 4 KB block on destage. Range 25-100 %: half to twice that</source>
            <translation>angenommen 50 %: ein Hash, ein Lookup und Kompression je 4-KB-Block beim Destage. Bereich 25-100 %: von der Hälfte bis zum Doppelten davon</translation>
        </message>
        <message>
            <source>assumed 10 us: an SDS node serves some 100,000+ small I/Os per second on a few cores. Range 5-40 us: 200,000 to 25,000 I/Os per second per node</source>
            <translation>angenommen 10 µs: ein SDS-Knoten bedient auf wenigen Kernen über 100.000 kleine I/Os pro Sekunde. Bereich 5-40 µs: 200.000 bis 25.000 I/Os pro Sekunde je Knoten</translation>
        </message>
        <message>
            <source>Broadcom KB 371138: resync is throttled per disk group and direction, example limit 100 MB/s (hardware-facts.md). Range 50-200 MB/s: the KB's figure is an example, not a documented default; half to twice it covers other releases and a cache tier that takes the stream at a few hundred MB/s</source>
            <translation>Broadcom KB 371138: Resync wird je Plattengruppe und Richtung gedrosselt, Beispielgrenze 100 MB/s (hardware-facts.md). Bereich 50-200 MB/s: die Zahl des KB ist ein Beispiel, kein dokumentierter Standard; die Hälfte bis das Doppelte decken andere Versionen ab und eine Cache-Stufe, die den Strom mit einigen hundert MB/s aufnimmt</translation>
        </message>
        <message>
            <source>Adaptive Resync halves the resync bandwidth while VM latency is above its high watermark (yellow-bricks.com 2018-01-18; hardware-facts.md): 0.5, one halving. Range 0.25-1: a second halving while latency stays high, to none when the VM latency stays below the watermark (or a release without Adaptive Resync)</source>
            <translation>Adaptive Resync halbiert die Resync-Bandbreite, solange die VM-Latenz über ihrer oberen Schwelle liegt (yellow-bricks.com 2018-01-18; hardware-facts.md): 0,5, eine Halbierung. Bereich 0,25-1: von einer zweiten Halbierung, solange die Latenz hoch bleibt, bis zu keiner, wenn die VM-Latenz unter der Schwelle bleibt (oder in einer Version ohne Adaptive Resync)</translation>
        </message>
        <message>
            <source>assumed: failed groups / disk groups of the host (a whole host: 1, no range). vSAN places each component of an object (a VMDK) on one disk group of its host, and spreads them by free capacity; which groups one VM's components used is not published, so the expected share stands at the point. Range per workload (and for the rebuilt data): the central 80 % of the shares k / n that n objects placed independently give, k binomial (n, expected share), n the objects of its storage groups (`volumes`); RA-2's failure test, 6 objects on 1 of 2 groups: 1/6-5/6. Value 0.5 and range 0-1 shown: a host with 2 groups</source>
            <translation>angenommen: ausgefallene Gruppen / Plattengruppen des Hosts (ein ganzer Host: 1, kein Bereich). vSAN legt jede Komponente eines Objekts (einer VMDK) auf eine Plattengruppe ihres Hosts und verteilt sie nach freier Kapazität; welche Gruppen die Komponenten einer VM belegten, ist nicht veröffentlicht, daher steht der erwartete Anteil am Punkt. Bereich je Workload (und für die wiederaufgebauten Daten): die mittleren 80 % der Anteile k / n, die n unabhängig platzierte Objekte ergeben, k binomial (n, erwarteter Anteil), n die Objekte ihrer Speichergruppen (`volumes`); Ausfalltest von RA-2, 6 Objekte auf 1 von 2 Gruppen: 1/6-5/6. Wert 0,5 und Bereich 0-1 angezeigt: ein Host mit 2 Gruppen</translation>
        </message>
        <message>
            <source>assumed 8, the geometric middle of the range (the median of its log-uniform sampling): Oracle writes dirty buffers through DBWR in batches ('db file parallel write'; hardware-facts.md, Benchmarks and tools) and publishes no batch size. Range 1-64: DBWR trickling single writes, to 64, the default queue depth of a PVSCSI virtual disk (VMware KB 2053145), which bounds how many writes of one batch can be in flight together</source>
            <translation>angenommen 8, die geometrische Mitte des Bereichs (der Median seiner log-uniformen Stichprobe): Oracle schreibt schmutzige Puffer über DBWR in Stapeln ('db file parallel write'; hardware-facts.md, Benchmarks and tools) und veröffentlicht keine Stapelgröße. Bereich 1-64: von DBWR, das einzelne Schreibvorgänge tröpfelt, bis 64, der Standard-Queue-Depth einer virtuellen PVSCSI-Platte (VMware KB 2053145), die begrenzt, wie viele Schreibvorgänge eines Stapels zugleich unterwegs sein können</translation>
        </message>
        <message>
            <source>assumed 0.5: a port direction sends one transfer's frames after another's (target port transmit queue, the switch egress where several paths converge), and a transfer of fixed size has half of it left on average when another I/O arrives (Pollaczek-Khinchine, deterministic service; at the low utilizations of ports the transfers present are mostly the one in service). Range 0-1: 0 when senders interleave the frames of different exchanges (processor sharing, what the product-form solution assumes) to 1, the exponential residual MVA's FCFS centers assume (transferwait.h)</source>
            <translation>angenommen 0,5: eine Port-Richtung sendet die Frames einer Übertragung nach denen einer anderen (Sendewarteschlange des Target-Ports, der Switch-Ausgang, an dem mehrere Pfade zusammenlaufen), und von einer Übertragung fester Größe ist im Mittel die Hälfte übrig, wenn ein weiterer I/O ankommt (Pollaczek-Khinchine, deterministische Bedienung; bei den geringen Auslastungen von Ports ist die vorhandene Übertragung meist die in Bedienung). Bereich 0-1: 0, wenn Sender die Frames verschiedener Exchanges verschränken (Processor Sharing, was die Produktformlösung annimmt), bis 1, der exponentielle Rest, den die FCFS-Zentren der MVA annehmen (transferwait.h)</translation>
        </message>
        <message>
            <source>assumed 0: the database's buffer cache keeps the hot blocks, so the reads that reach the array are its misses, which an array cache smaller than the data rarely holds (cache on cache). Range per array 0 to min(1, array cache / data of its workloads): the hit ratio of a uniformly read working set (lruHitRatio), an upper bound for reads the host cache has already filtered</source>
            <translation>angenommen 0: der Buffer Cache der Datenbank hält die heißen Blöcke, daher sind die Lesevorgänge, die das Array erreichen, seine Fehltreffer, die ein Array-Cache, der kleiner als die Daten ist, selten hält (Cache auf Cache). Bereich je Array 0 bis min(1, Array-Cache / Daten seiner Workloads): die Trefferquote eines gleichmäßig gelesenen Working Sets (lruHitRatio), eine obere Schranke für Lesevorgänge, die der Host-Cache bereits gefiltert hat</translation>
        </message>
        <message>
            <source>assumed 0.5 when neither the workload nor its storage group gives a data size. Range 0.2-0.8</source>
            <translation>angenommen 0,5, wenn weder die Workload noch ihre Speichergruppe eine Datengröße angibt. Bereich 0,2-0,8</translation>
        </message>
        <message>
            <source>assumed 30 us: the guest kernel's block layer and interrupt, the PVSCSI / virtual NVMe emulation and the VMkernel storage stack with the HBA or NIC driver each take microseconds to tens of microseconds of elapsed time per I/O; hardware-facts.md has no absolute figure (Benchmarks and tools: cycles per I/O of the ESXi storage stack not found). Range 10-100 us: a bare-metal kernel path to a busy hypervisor with interrupt coalescing</source>
            <translation>angenommen 30 µs: Block-Layer und Interrupt des Gast-Kernels, die PVSCSI- / virtuelle NVMe-Emulation und der VMkernel-Speicherstack mit dem HBA- oder NIC-Treiber brauchen je I/O jeweils Mikrosekunden bis zehn Mikrosekunden verstrichene Zeit; hardware-facts.md hat keine absolute Zahl (Benchmarks and tools: Zyklen je I/O des ESXi-Speicherstacks nicht gefunden). Bereich 10-100 µs: von einem Bare-Metal-Kernel-Pfad bis zu einem ausgelasteten Hypervisor mit Interrupt Coalescing</translation>
        </message>
        <message>
            <source>assumed 10 us: an FC exchange (command, data, status) through the HBA firmware, cut-through switch hops of about a microsecond each and the target port; not in hardware-facts.md. Range 5-30 us: a direct fabric to several hops with FCoE encapsulation</source>
            <translation>angenommen 10 µs: ein FC-Exchange (Befehl, Daten, Status) durch die HBA-Firmware, Cut-Through-Switch-Hops von je etwa einer Mikrosekunde und den Target-Port; nicht in hardware-facts.md. Bereich 5-30 µs: von einer direkten Fabric bis zu mehreren Hops mit FCoE-Kapselung</translation>
        </message>
        <message>
            <source>assumed 30 us: a request and its response through two kernel TCP stacks and the NICs on a 10/25 GbE LAN; not in hardware-facts.md. Range 10-100 us: kernel-bypass or offloaded stacks to busy hosts with interrupt coalescing and a switch hop or two</source>
            <translation>angenommen 30 µs: eine Anfrage und ihre Antwort durch zwei Kernel-TCP-Stacks und die NICs in einem 10/25-GbE-LAN; nicht in hardware-facts.md. Bereich 10-100 µs: von Kernel-Bypass- oder Offload-Stacks bis zu ausgelasteten Hosts mit Interrupt Coalescing und ein, zwei Switch-Hops</translation>
        </message>
        <message>
            <source>assumed 100 MB/s: SHA-1 fingerprinting at about 500 MB/s per core and LZ-class compression at 200-400 MB/s per core, together about 100-150 MB/s (modelconstants.h). Range 50-200 MB/s: a vCPU that is half a hyper-threaded core shared with the database, to a core with SHA extensions doing both at the upper end of the cited rates</source>
            <translation>angenommen 100 MB/s: SHA-1-Fingerprinting mit etwa 500 MB/s je Kern und Kompression der LZ-Klasse mit 200-400 MB/s je Kern, zusammen etwa 100-150 MB/s (modelconstants.h). Bereich 50-200 MB/s: von einer vCPU, die ein halber Hyper-Threading-Kern ist und mit der Datenbank geteilt wird, bis zu einem Kern mit SHA-Erweiterungen, der beides am oberen Ende der genannten Raten erledigt</translation>
        </message>
        <message>
            <source>assumed 5 %: RA-1's second full follows about 5 % of the data changed (the paper's setup, an input, not a scored result). Range 2-10 %: half to twice that; a profile's change_pct replaces it</source>
            <translation>angenommen 5 %: das zweite Vollbackup von RA-1 folgt auf etwa 5 % geänderte Daten (Aufbau des Papers, eine Eingabe, kein bewertetes Ergebnis). Bereich 2-10 %: von der Hälfte bis zum Doppelten davon; change_pct eines Profils ersetzt den Wert</translation>
        </message>
        <message>
            <source>catalog ingest_mb_s. Range 0.4x-1.2x: no vendor publishes a rate per configuration of these appliances (the builtin DD9300 value is itself assumed); the range spans an appliance that, not the network, limits the window to one a little faster than assumed</source>
            <translation>Katalog ingest_mb_s. Bereich 0,4x-1,2x: kein Hersteller veröffentlicht eine Rate je Konfiguration dieser Appliances (der eingebaute Wert der DD9300 ist selbst angenommen); der Bereich reicht von einer Appliance, die das Fenster begrenzt statt des Netzwerks, bis zu einer etwas schnelleren als angenommen</translation>
        </message>
        <message>
            <source>catalog restore_mb_s. Range 0.4x-1.2x, as for ingest (restores rehydrate deduplicated data, which appliances do more slowly than they ingest, rarely faster)</source>
            <translation>Katalog restore_mb_s. Bereich 0,4x-1,2x, wie beim Ingest (Restores rehydrieren deduplizierte Daten, was Appliances langsamer tun als den Ingest, selten schneller)</translation>
        </message>
        <message>
            <source>catalog director_io_cost_us (model default 10 us, kDefaultControllerIoCostS, assumed). Range 0.4x-4x: no array vendor publishes it; a controller with more cores or offload to one with heavier data services (snapshots, replication, dedupe)</source>
            <translation>Katalog director_io_cost_us (Standard des Modells 10 µs, kDefaultControllerIoCostS, angenommen). Bereich 0,4x-4x: kein Array-Hersteller veröffentlicht ihn; von einem Controller mit mehr Kernen oder Offload bis zu einem mit schwereren Datendiensten (Snapshots, Replikation, Deduplizierung)</translation>
        </message>
        <message>
            <source>catalog read_latency_us (datasheet, QD1 typical). Range 0.8x-2x: newer firmware to latency under mixed load and garbage collection, which datasheets do not state</source>
            <translation>Katalog read_latency_us (Datenblatt, QD1 typisch). Bereich 0,8x-2x: von neuerer Firmware bis zur Latenz unter gemischter Last und Garbage Collection, die Datenblätter nicht angeben</translation>
        </message>
        <message>
            <source>catalog write_latency_us (datasheet, QD1 typical). Range 0.8x-2x, as for reads</source>
            <translation>Katalog write_latency_us (Datenblatt, QD1 typisch). Bereich 0,8x-2x, wie beim Lesen</translation>
        </message>
        <message>
            <source>catalog seq_read_mb_s (datasheet 'up to'). Range 0.7x-1x: a datasheet maximum is not exceeded; smaller capacities and mixed traffic reach less</source>
            <translation>Katalog seq_read_mb_s (Datenblatt 'bis zu'). Bereich 0,7x-1x: ein Datenblatt-Maximum wird nicht überschritten; kleinere Kapazitäten und gemischter Verkehr erreichen weniger</translation>
        </message>
        <message>
            <source>catalog seq_write_mb_s (datasheet 'up to'; the read rate when absent). Range 0.7x-1x, as for reads</source>
            <translation>Katalog seq_write_mb_s (Datenblatt 'bis zu'; ohne Angabe die Leserate). Bereich 0,7x-1x, wie beim Lesen</translation>
        </message>
        <message>
            <source>catalog write_iops_4k (datasheet steady state, 'up to'). Range 0.5x-1x: fuller drives and mixed traffic raise write amplification</source>
            <translation>Katalog write_iops_4k (Datenblatt, eingeschwungener Zustand, 'bis zu'). Bereich 0,5x-1x: vollere Laufwerke und gemischter Verkehr erhöhen die Write Amplification</translation>
        </message>
        <message>
            <source>catalog read_iops_4k (datasheet, 'up to' at high queue depth; sets the drive's internal parallelism). Range 0.5x-1x</source>
            <translation>Katalog read_iops_4k (Datenblatt, 'bis zu' bei hoher Queue Depth; bestimmt die interne Parallelität des Laufwerks). Bereich 0,5x-1x</translation>
        </message>
        <message>
            <source>%1 %2: %3. %4</source>
            <translation>%1 %2: %3. %4</translation>
        </message>
        <message>
            <source>%1 gives no %2: %3. %4</source>
            <translation>%1 gibt kein %2 an: %3. %4</translation>
        </message>
        <message>
            <source>us</source>
            <translation>µs</translation>
        </message>
        <message>
            <source>rows</source>
            <translation>Zeilen</translation>
        </message>
        <message>
            <source>blocks</source>
            <translation>Blöcke</translation>
        </message>
        <message>
            <source>workers</source>
            <translation>Worker</translation>
        </message>
        <message>
            <source>reads</source>
            <translation>Lesevorgänge</translation>
        </message>
        <message>
            <source>writes</source>
            <translation>Schreibvorgänge</translation>
        </message>
        <message>
            <source>users</source>
            <translation>Benutzer</translation>
        </message>
        <message>
            <source>tx/s</source>
            <translation>Tx/s</translation>
        </message>
        <message>
            <source>reads/s</source>
            <translation>Lesevorgänge/s</translation>
        </message>
        <message>
            <source>%1. %2: %3 objects, expected share %4</source>
            <translation>%1. %2: %3 Objekte, erwarteter Anteil %4</translation>
        </message>
        <message>
            <source>%1. %2: read_kb %3</source>
            <translation>%1. %2: read_kb %3</translation>
        </message>
        <message>
            <source>%1 is not a vSAN failure tolerance method (expected raid1, raid5-3+1 or raid6-4+2)</source>
            <translation>%1 ist keine vSAN-Fehlertoleranzmethode (erwartet: raid1, raid5-3+1 oder raid6-4+2)</translation>
        </message>
        <message>
            <source>%1 tolerates exactly 1 failure, not %2 (%3)</source>
            <translation>%1 toleriert genau 1 Ausfall, nicht %2 (%3)</translation>
        </message>
        <message>
            <source>%1 tolerates exactly 2 failures, not %2 (%3)</source>
            <translation>%1 toleriert genau 2 Ausfälle, nicht %2 (%3)</translation>
        </message>
        <message>
            <source>sftt (secondary failures to tolerate) applies to stretched clusters only (the cluster has no witness)</source>
            <translation>sftt (sekundär zu tolerierende Ausfälle) gilt nur für Stretched Cluster (der Cluster hat keinen Witness)</translation>
        </message>
        <message>
            <source>%1 FTT=%2 needs %3 hosts, the cluster has %4%5</source>
            <translation>%1 FTT=%2 braucht %3 Hosts, der Cluster hat %4%5</translation>
        </message>
        <message>
            <source> (RAID 1 FTT=n needs 2n+1)</source>
            <translation> (RAID 1 FTT=n braucht 2n+1)</translation>
        </message>
        <message>
            <source>a stretched cluster mirrors across its 2 data sites: ftt (PFTT) is 0 or 1, not %1</source>
            <translation>ein Stretched Cluster spiegelt über seine 2 Datenstandorte: ftt (PFTT) ist 0 oder 1, nicht %1</translation>
        </message>
        <message>
            <source>%1 cannot span the 3 fault domains of a stretched cluster (it needs 4 or 6); use raid1, or sftt for local erasure coding</source>
            <translation>%1 kann die 3 Fehlerdomänen eines Stretched Clusters nicht überspannen (es braucht 4 oder 6); raid1 verwenden oder sftt für lokales Erasure Coding</translation>
        </message>
        <message>
            <source>%1 SFTT=%2 needs %3 hosts in each data site, the smallest site has %4</source>
            <translation>%1 SFTT=%2 braucht %3 Hosts an jedem Datenstandort, der kleinste Standort hat %4</translation>
        </message>
        <message>
            <source>the design's devices have more than %1 ports with this one (%2, %3 ports): the limit of one design; split it</source>
            <translation>die Geräte des Designs haben mit diesem mehr als %1 Ports (%2, %3 Ports): die Grenze eines Designs; das Design aufteilen</translation>
        </message>
        <message>
            <source>slot '%1' after it takes %2</source>
            <translation>Slot '%1' danach nimmt %2 auf</translation>
        </message>
        <message>
            <source>%1 has no slot after '%2'</source>
            <translation>%1 hat keinen Slot nach '%2'</translation>
        </message>
        <message>
            <source>model %1 is %2 slots wide and does not fit from slot '%3': %4 (expected %2 consecutive %5 slots)</source>
            <translation>Modell %1 ist %2 Slots breit und passt nicht ab Slot '%3': %4 (erwartet: %2 aufeinanderfolgende %5-Slots)</translation>
        </message>
        <message>
            <source>config %1 '%2' is a %3 (expected a %4 model)</source>
            <translation>config %1 '%2' ist vom Typ %3 (erwartet: ein Modell vom Typ %4)</translation>
        </message>
        <message>
            <source>%1 or %2</source>
            <translation>%1 oder %2</translation>
        </message>
        <message>
            <source>config %1 '%2' is a %3 shelf; %4 takes %5 shelfs</source>
            <translation>config %1 '%2' ist ein %3-Shelf; %4 nimmt %5-Shelfs</translation>
        </message>
        <message>
            <source>config %1 '%2' is a %3 drive; %4 takes %5 drives</source>
            <translation>config %1 '%2' ist ein %3-Laufwerk; %4 nimmt %5-Laufwerke</translation>
        </message>
        <message>
            <source>config drives is %1</source>
            <translation>config drives ist %1</translation>
        </message>
        <message>
            <source>%1 drives in disk groups</source>
            <translation>%1 Laufwerke in Plattengruppen</translation>
        </message>
        <message>
            <source>%1 but %2 brick of %3 has %4 drive bays (%5 per brick; expected fewer drives or more bricks)</source>
            <translation>%1, aber %2 Brick von %3 hat %4 Laufwerksschächte (%5 je Brick; erwartet: weniger Laufwerke oder mehr Bricks)</translation>
        </message>
        <message>
            <source>%1 but %2 bricks of %3 have %4 drive bays (%5 per brick; expected fewer drives or more bricks)</source>
            <translation>%1, aber %2 Bricks von %3 haben %4 Laufwerksschächte (%5 je Brick; erwartet: weniger Laufwerke oder mehr Bricks)</translation>
        </message>
        <message>
            <source>%1 but %2 has %3 drive bays</source>
            <translation>%1, aber %2 hat %3 Laufwerksschächte</translation>
        </message>
        <message>
            <source>%1 ssd_drives</source>
            <translation>%1 ssd_drives</translation>
        </message>
        <message numerus="yes">
            <source>%n spares</source>
            <translation>
                <numerusform>%n Ersatzlaufwerk</numerusform>
                <numerusform>%n Ersatzlaufwerke</numerusform>
            </translation>
        </message>
        <message>
            <source> with %1</source>
            <translation> mit %1</translation>
        </message>
        <message>
            <source>config drives is %1%2: %3 drives in RAID groups do not make whole %4 groups of %5 (expected %6%7, spares not counted)</source>
            <translation>config drives ist %1%2: %3 Laufwerke in RAID-Gruppen ergeben keine ganzen %4-Gruppen zu %5 (erwartet: %6%7, Ersatzlaufwerke nicht gezählt)</translation>
        </message>
        <message>
            <source>%1 or </source>
            <translation>%1 oder </translation>
        </message>
        <message>
            <source>impossible default vSAN policy: %1</source>
            <translation>unmögliche Standard-vSAN-Richtlinie: %1</translation>
        </message>
        <message>
            <source>impossible vSAN policy on cluster '%1': %2</source>
            <translation>unmögliche vSAN-Richtlinie auf Cluster '%1': %2</translation>
        </message>
        <message>
            <source>YAML directives must have exactly one argument</source>
            <translation>YAML-Direktiven brauchen genau ein Argument</translation>
        </message>
        <message>
            <source>YAML major version too large</source>
            <translation>YAML-Hauptversion zu hoch</translation>
        </message>
        <message>
            <source>repeated YAML directive</source>
            <translation>wiederholte YAML-Direktive</translation>
        </message>
        <message>
            <source>TAG directives must have exactly two arguments</source>
            <translation>TAG-Direktiven brauchen genau zwei Argumente</translation>
        </message>
        <message>
            <source>repeated TAG directive</source>
            <translation>wiederholte TAG-Direktive</translation>
        </message>
        <message>
            <source>illegal character found while scanning tag handle</source>
            <translation>unzulässiges Zeichen im Tag-Handle</translation>
        </message>
        <message>
            <source>tag handle with no suffix</source>
            <translation>Tag-Handle ohne Suffix</translation>
        </message>
        <message>
            <source>end of verbatim tag not found</source>
            <translation>Ende des wörtlichen Tags nicht gefunden</translation>
        </message>
        <message>
            <source>end of map not found</source>
            <translation>Ende der Zuordnung (Map) nicht gefunden</translation>
        </message>
        <message>
            <source>end of map flow not found</source>
            <translation>Ende der Flow-Zuordnung { } nicht gefunden</translation>
        </message>
        <message>
            <source>end of sequence not found</source>
            <translation>Ende der Liste nicht gefunden</translation>
        </message>
        <message>
            <source>end of sequence flow not found</source>
            <translation>Ende der Flow-Liste [ ] nicht gefunden</translation>
        </message>
        <message>
            <source>cannot assign multiple tags to the same node</source>
            <translation>einem Knoten können nicht mehrere Tags zugewiesen werden</translation>
        </message>
        <message>
            <source>cannot assign multiple anchors to the same node</source>
            <translation>einem Knoten können nicht mehrere Anker zugewiesen werden</translation>
        </message>
        <message>
            <source>cannot assign multiple aliases to the same node</source>
            <translation>einem Knoten können nicht mehrere Aliase zugewiesen werden</translation>
        </message>
        <message>
            <source>aliases can't have any content, *including* tags</source>
            <translation>Aliase dürfen keinen Inhalt haben, *auch* keine Tags</translation>
        </message>
        <message>
            <source>bad character found while scanning hex number</source>
            <translation>ungültiges Zeichen in einer Hexadezimalzahl</translation>
        </message>
        <message>
            <source>unknown token</source>
            <translation>unbekanntes Token</translation>
        </message>
        <message>
            <source>illegal document indicator in scalar</source>
            <translation>unzulässige Dokumentmarke in einem Skalar</translation>
        </message>
        <message>
            <source>illegal EOF in scalar</source>
            <translation>unzulässiges Dateiende in einem Skalar</translation>
        </message>
        <message>
            <source>illegal character in scalar</source>
            <translation>unzulässiges Zeichen in einem Skalar</translation>
        </message>
        <message>
            <source>illegal tab when looking for indentation</source>
            <translation>unzulässiger Tabulator in der Einrückung</translation>
        </message>
        <message>
            <source>illegal flow end</source>
            <translation>unzulässiges Flow-Ende</translation>
        </message>
        <message>
            <source>illegal block entry</source>
            <translation>unzulässiger Blockeintrag</translation>
        </message>
        <message>
            <source>illegal map key</source>
            <translation>unzulässiger Schlüssel</translation>
        </message>
        <message>
            <source>illegal map value</source>
            <translation>unzulässiger Wert</translation>
        </message>
        <message>
            <source>alias not found after *</source>
            <translation>kein Alias nach *</translation>
        </message>
        <message>
            <source>anchor not found after &amp;</source>
            <translation>kein Anker nach &amp;</translation>
        </message>
        <message>
            <source>illegal character found while scanning alias</source>
            <translation>unzulässiges Zeichen in einem Alias</translation>
        </message>
        <message>
            <source>illegal character found while scanning anchor</source>
            <translation>unzulässiges Zeichen in einem Anker</translation>
        </message>
        <message>
            <source>cannot set zero indentation for a block scalar</source>
            <translation>ein Blockskalar kann nicht die Einrückung null haben</translation>
        </message>
        <message>
            <source>unexpected character in block scalar</source>
            <translation>unerwartetes Zeichen in einem Blockskalar</translation>
        </message>
        <message>
            <source>cannot assign the same alias to multiple nodes</source>
            <translation>derselbe Alias kann nicht mehreren Knoten zugewiesen werden</translation>
        </message>
        <message>
            <source>the referenced anchor is not defined</source>
            <translation>der referenzierte Anker ist nicht definiert</translation>
        </message>
        <message>
            <source>unmatched group tag</source>
            <translation>Gruppen-Tag ohne Gegenstück</translation>
        </message>
        <message>
            <source>unexpected end sequence token</source>
            <translation>unerwartetes Listenende</translation>
        </message>
        <message>
            <source>unexpected end map token</source>
            <translation>unerwartetes Ende der Zuordnung</translation>
        </message>
        <message>
            <source>invalid character in single-quoted string</source>
            <translation>ungültiges Zeichen in einer Zeichenkette in einfachen Anführungszeichen</translation>
        </message>
        <message>
            <source>invalid anchor</source>
            <translation>ungültiger Anker</translation>
        </message>
        <message>
            <source>invalid alias</source>
            <translation>ungültiger Alias</translation>
        </message>
        <message>
            <source>invalid tag</source>
            <translation>ungültiges Tag</translation>
        </message>
        <message>
            <source>bad YAML version: %1</source>
            <translation>ungültige YAML-Version: %1</translation>
        </message>
        <message>
            <source>invalid unicode: %1</source>
            <translation>ungültiges Unicode: %1</translation>
        </message>
        <message>
            <source>unknown escape character: %1</source>
            <translation>unbekanntes Escape-Zeichen: %1</translation>
        </message>
        <message>
            <source>%1, the baseline's %2 (%3, +-%4 %): drawn once per sample; the demands derived from it follow it by the laws</source>
            <translation>%1, %2 der Baseline (%3, +-%4 %): je Stichprobe einmal gezogen; die daraus abgeleiteten Bedarfe folgen ihm nach den Gesetzen</translation>
        </message>
        <message>
            <source>warnings is %1 (expected a list of texts: the import's warnings)</source>
            <translation>warnings ist %1 (erwartet: eine Liste von Texten, die Warnungen des Imports)</translation>
        </message>
        <message>
            <source>a warnings entry is %1 (expected a text)</source>
            <translation>ein Eintrag von warnings ist %1 (erwartet: ein Text)</translation>
        </message>
        <message>
            <source>no interval was measured that these reports together describe</source>
            <translation>kein Intervall wurde gemessen, das diese Berichte zusammen beschreiben</translation>
        </message>
        <message>
            <source>figures this small are background work and rounding, and every demand derived from them would be noise</source>
            <translation>so kleine Werte sind Hintergrundarbeit und Rundung, und jeder daraus abgeleitete Bedarf wäre Rauschen</translation>
        </message>
        <message>
            <source>instance %1 of %2 is given twice (expected one report per instance of the RAC database)</source>
            <translation>Instanz %1 von %2 ist zweimal angegeben (erwartet: ein Bericht je Instanz der RAC-Datenbank)</translation>
        </message>
        <message>
            <source>instance %1's report covers %2 - %3 (%4 min), %5 %6 - %7 (%8 min) (expected the instance reports of one snapshot interval)</source>
            <translation>der Bericht der Instanz %1 umfasst %2 - %3 (%4 min), %5 %6 - %7 (%8 min) (erwartet: die Instanzberichte eines Snapshot-Intervalls)</translation>
        </message>
        <message>
            <source>no measurement file (expected one or more)</source>
            <translation>keine Messdatei (erwartet: eine oder mehrere)</translation>
        </message>
        <message>
            <source>the file's own error: the reader read no measurement to import</source>
            <translation>ein Fehler der Datei selbst: der Leser hat keine Messung zum Importieren gelesen</translation>
        </message>
        <message>
            <source>an idle database or host: figures too small to calibrate a model from (expected a report of a busy interval)</source>
            <translation>eine untätige Datenbank oder ein untätiger Host: Werte zu klein, um ein Modell daraus zu kalibrieren (erwartet: ein Bericht eines ausgelasteten Intervalls)</translation>
        </message>
        <message>
            <source>%1 is the RAC global report of %2, the sum over its instances, and %3 another report of %4: together they would mix the cluster's figures with one instance's (expected the global report alone, or the instance reports alone)</source>
            <translation>%1 ist der globale RAC-Bericht von %2, die Summe über seine Instanzen, und %3 ein weiterer Bericht von %4: zusammen würden sie die Werte des Clusters mit denen einer Instanz mischen (erwartet: der globale Bericht allein oder die Instanzberichte allein)</translation>
        </message>
        <message>
            <source>a database</source>
            <translation>einer Datenbank</translation>
        </message>
        <message>
            <source>a second database report: %1 (%2, %3 - %4) and %5 (%6, %7 - %8) are not instances of one RAC database in one interval (expected one report, the instance reports of one RAC snapshot interval, or reports of different kinds)</source>
            <translation>ein zweiter Datenbankbericht: %1 (%2, %3 - %4) und %5 (%6, %7 - %8) sind keine Instanzen einer RAC-Datenbank in einem Intervall (erwartet: ein Bericht, die Instanzberichte eines RAC-Snapshot-Intervalls oder Berichte verschiedener Art)</translation>
        </message>
        <message>
            <source>no throughput figure in %1 (expected transactions/s, TPM, NOPM or I/O requests/s: the operational laws start from a throughput; add the report or log that has one)</source>
            <translation>kein Durchsatzwert in %1 (erwartet: Transaktionen/s, TPM, NOPM oder I/O-Anforderungen/s: die operationellen Gesetze gehen von einem Durchsatz aus; den Bericht oder das Log hinzufügen, das einen hat)</translation>
        </message>
        <message>
            <source>without a throughput the operational laws derive nothing</source>
            <translation>ohne Durchsatz leiten die operationellen Gesetze nichts ab</translation>
        </message>
        <message>
            <source>workload '%1' is %2: it calibrates from %3, and the measurement gives %4 (expected a report or log of that kind of load; add the file that has them)</source>
            <translation>Workload '%1' ist %2: er kalibriert aus %3, und die Messung liefert %4 (erwartet: ein Bericht oder Log dieser Art von Last; die Datei hinzufügen, die sie hat)</translation>
        </message>
        <message>
            <source>without those figures the model derives nothing for this kind of load</source>
            <translation>ohne diese Werte leitet das Modell für diese Art von Last nichts ab</translation>
        </message>
        <message>
            <source>%1 (%2)</source>
            <translation>%1 (%2)</translation>
        </message>
        <message>
            <source>%1 (%2) measured %3, and workload '%4' runs %5 (engine: %6): a measurement of %3 does not calibrate a workload of %5 (its transactions, CPU and I/O per transaction are another engine's)</source>
            <translation>%1 (%2) hat %3 gemessen, und Workload '%4' läuft auf %5 (engine: %6): eine Messung von %3 kalibriert keinen Workload von %5 (ihre Transaktionen, CPU und I/O je Transaktion sind die einer anderen Engine)</translation>
        </message>
        <message>
            <source>expected a report of the workload's own database; the workload's engine is set in the design</source>
            <translation>erwartet: ein Bericht der eigenen Datenbank des Workloads; die Engine des Workloads ist im Entwurf gesetzt</translation>
        </message>
        <message>
            <source>%1 is a truncated report (%2): those figures of its baseline are absent or were taken from other sections, and a baseline mixed from such figures does not calibrate '%3'</source>
            <translation>%1 ist ein abgeschnittener Bericht (%2): diese Werte seiner Baseline fehlen oder stammen aus anderen Abschnitten, und eine aus solchen Werten gemischte Baseline kalibriert '%3' nicht</translation>
        </message>
        <message>
            <source>expected the whole report, up to its 'End of Report' line</source>
            <translation>erwartet: der ganze Bericht, bis zu seiner Zeile 'End of Report'</translation>
        </message>
        <message>
            <source>%1 measured %2%3, and the baseline of storage '%4' is the total of use case '%5' on it: %6 (%7; workloads %8): the storage would be calibrated from %9 share of the load as if it were all of it</source>
            <translation>%1 hat %2%3 gemessen, und die Baseline des Speichers '%4' ist die Summe des Anwendungsfalls '%5' darauf: %6 (%7; Workloads %8): der Speicher würde aus %9 Anteil der Last kalibriert, als wäre er die ganze Last</translation>
        </message>
        <message>
            <source>one host's</source>
            <translation>dem eines Hosts</translation>
        </message>
        <message>
            <source>a part of its hosts'</source>
            <translation>dem eines Teils seiner Hosts</translation>
        </message>
        <message>
            <source>expected a measurement of all %1 of the use case (the RAC instance reports together, the global report, the storage's own performance report), or the import into workload '%2' alone, not as the storage's baseline</source>
            <translation>erwartet: eine Messung aller %1 des Anwendungsfalls (die RAC-Instanzberichte zusammen, der globale Bericht, der eigene Leistungsbericht des Speichers) oder der Import nur in Workload '%2', nicht als Baseline des Speichers</translation>
        </message>
        <message>
            <source>%1 (not scaled)</source>
            <translation>%1 (nicht skaliert)</translation>
        </message>
        <message>
            <source>a %1 stream</source>
            <translation>ein %1-Datenstrom</translation>
        </message>
        <message>
            <source>MB/s (mb_s)</source>
            <translation>MB/s (mb_s)</translation>
        </message>
        <message>
            <source>workload '%1' is a %2 stream (%3): it calibrates from the MB/s of the %2 stream, which %4 (%5) does not measure (its figures are the database's own transactions and I/O: %6) (expected a capture of the %2 window on the database host: a perfmon log (PhysicalDisk counters) or an esxtop batch CSV, whose disk MB/s %7, or the stream's MB/s typed into the baseline from the backup job's report)</source>
            <translation>Workload '%1' ist ein %2-Datenstrom (%3): er kalibriert aus den MB/s des %2-Datenstroms, die %4 (%5) nicht misst (seine Werte sind die eigenen Transaktionen und I/O der Datenbank: %6) (erwartet: eine Aufzeichnung des %2-Fensters auf dem Datenbank-Host: ein perfmon-Log (PhysicalDisk-Zähler) oder eine esxtop-Batch-CSV, deren Platten-MB/s %7, oder die MB/s des Datenstroms aus dem Bericht des Backup-Jobs in die Baseline eingetragen)</translation>
        </message>
        <message>
            <source>read are the bytes the client reads</source>
            <translation>gelesen die Bytes sind, die der Client liest</translation>
        </message>
        <message>
            <source>written are the bytes the restore writes</source>
            <translation>geschrieben die Bytes sind, die die Wiederherstellung schreibt</translation>
        </message>
        <message>
            <source>the database's own I/O is not the rate of the %1 stream</source>
            <translation>das eigene I/O der Datenbank ist nicht die Rate des %1-Datenstroms</translation>
        </message>
        <message>
            <source>a transactional workload (%1)</source>
            <translation>ein transaktionaler Workload (%1)</translation>
        </message>
        <message>
            <source>NOPM or transactions/s (HammerDB's TPM alone is the engine's counter), or the read and write requests/s</source>
            <translation>NOPM oder Transaktionen/s (HammerDBs TPM allein ist der Zähler der Engine) oder den Lese- und Schreibanforderungen/s</translation>
        </message>
        <message>
            <source>transactions (tps or tpm), or the read and write requests/s</source>
            <translation>Transaktionen (tps oder tpm) oder den Lese- und Schreibanforderungen/s</translation>
        </message>
        <message>
            <source>workload '%1' is %2, and the measurement gives no transactions: only the read share of its I/O is calibrated (add the HammerDB log or database report of the same interval)</source>
            <translation>Workload '%1' ist %2, und die Messung liefert keine Transaktionen: nur der Leseanteil seines I/O wird kalibriert (das HammerDB-Log oder den Datenbankbericht desselben Intervalls hinzufügen)</translation>
        </message>
        <message>
            <source>a SLOB workload</source>
            <translation>ein SLOB-Workload</translation>
        </message>
        <message>
            <source>physical read requests/s (read_iops or iops)</source>
            <translation>physischen Leseanforderungen/s (read_iops oder iops)</translation>
        </message>
        <message>
            <source>a DSS workload</source>
            <translation>ein DSS-Workload</translation>
        </message>
        <message>
            <source>read requests/s or MB/s (read_iops, iops or mb_s)</source>
            <translation>Leseanforderungen/s oder MB/s (read_iops, iops oder mb_s)</translation>
        </message>
        <message>
            <source>an I/O load (%1)</source>
            <translation>eine I/O-Last (%1)</translation>
        </message>
        <message>
            <source>I/O requests/s (iops)</source>
            <translation>I/O-Anforderungen/s (iops)</translation>
        </message>
        <message>
            <source>workload '%1' (%2): the model derives from the measurement %3, beyond the %4 (from %5): the figures are not of this workload's load (expected a report or log of its own kind of load)</source>
            <translation>Workload '%1' (%2): das Modell leitet aus der Messung %3 ab, jenseits der %4 (aus %5): die Werte stammen nicht von der Last dieses Workloads (erwartet: ein Bericht oder Log seiner eigenen Art von Last)</translation>
        </message>
        <message>
            <source>the model would simulate demands no load of this kind has as if they were measured</source>
            <translation>das Modell würde Bedarfe, die keine Last dieser Art hat, so simulieren, als wären sie gemessen</translation>
        </message>
        <message>
            <source>%1 s of CPU a transaction plausibly takes (an OLTP transaction takes milliseconds)</source>
            <translation>%1 s CPU, die eine Transaktion plausibel braucht (eine OLTP-Transaktion braucht Millisekunden)</translation>
        </message>
        <message>
            <source>%1 s of CPU a physical read plausibly takes (an OLTP transaction takes milliseconds)</source>
            <translation>%1 s CPU, die ein physischer Lesevorgang plausibel braucht (eine OLTP-Transaktion braucht Millisekunden)</translation>
        </message>
        <message>
            <source>%1 s of CPU an I/O plausibly takes (an OLTP transaction takes milliseconds)</source>
            <translation>%1 s CPU, die ein I/O plausibel braucht (eine OLTP-Transaktion braucht Millisekunden)</translation>
        </message>
        <message>
            <source>%1 physical I/Os a transaction plausibly does (a TPC-C transaction does tens)</source>
            <translation>%1 physischen I/Os, die eine Transaktion plausibel macht (eine TPC-C-Transaktion macht einige zehn)</translation>
        </message>
        <message>
            <source>the measurement does not look like the load of workload '%1' (%2): %3 (a warning, not a refusal: the thresholds are assumed; check that the file is of this workload's load)</source>
            <translation>die Messung sieht nicht nach der Last von Workload '%1' aus (%2): %3 (eine Warnung, keine Ablehnung: die Schwellen sind angenommen; prüfen, ob die Datei von der Last dieses Workloads stammt)</translation>
        </message>
        <message>
            <source>%1 I/O requests per transaction (%2 IOPS / %3 tx/s; an OLTP transaction does tens): an I/O test, scans or a batch job</source>
            <translation>%1 I/O-Anforderungen je Transaktion (%2 IOPS / %3 Tx/s; eine OLTP-Transaktion macht einige zehn): ein I/O-Test, Scans oder ein Batch-Job</translation>
        </message>
        <message>
            <source>a mean I/O of %1 KiB (%2 MB/s / %3 IOPS; OLTP reads 8 KB blocks): scans or a backup</source>
            <translation>ein mittleres I/O von %1 KiB (%2 MB/s / %3 IOPS; OLTP liest 8-KB-Blöcke): Scans oder ein Backup</translation>
        </message>
        <message>
            <source>%1 writes per physical read (%2 write IOPS / %3 read IOPS; a SLOB cycle is one physical read and its updates write back about as much: RA-2's SLOB run 0.31): commit-heavy OLTP or a write test</source>
            <translation>%1 Schreibvorgänge je physischem Lesevorgang (%2 Schreib-IOPS / %3 Lese-IOPS; ein SLOB-Zyklus ist ein physischer Lesevorgang, und seine Updates schreiben etwa ebenso viel zurück: RA-2s SLOB-Lauf 0,31): commit-lastiges OLTP oder ein Schreibtest</translation>
        </message>
        <message>
            <source>, %1 transactions/s</source>
            <translation>, %1 Transaktionen/s</translation>
        </message>
        <message>
            <source>a mean I/O of %1 KiB (%2 MB/s / %3 IOPS; scans and backups read up to 1 MB per request): single-block OLTP I/O%4</source>
            <translation>ein mittleres I/O von %1 KiB (%2 MB/s / %3 IOPS; Scans und Backups lesen bis zu 1 MB je Anforderung): Einzelblock-OLTP-I/O%4</translation>
        </message>
        <message>
            <source>mean read request %1 KB = %2 MB/s read x 10^6 / %3 reads per s / 1,024 (%4, bytes / requests, measured%5)%6%7</source>
            <translation>mittlere Leseanforderung %1 KB = %2 MB/s gelesen x 10^6 / %3 Lesevorgänge pro s / 1.024 (%4, Bytes / Anforderungen, gemessen%5)%6%7</translation>
        </message>
        <message>
            <source>mean write request</source>
            <translation>mittlere Schreibanforderung</translation>
        </message>
        <message>
            <source>mean write request %1 KB = %2 MB/s write x 10^6 / %3 writes per s / 1,024 (%4, bytes / requests, measured%5)%6%7</source>
            <translation>mittlere Schreibanforderung %1 KB = %2 MB/s geschrieben x 10^6 / %3 Schreibvorgänge pro s / 1.024 (%4, Bytes / Anforderungen, gemessen%5)%6%7</translation>
        </message>
        <message>
            <source>; replaces %1 %2</source>
            <translation>; ersetzt %1 %2</translation>
        </message>
        <message>
            <source>; replaces the a-priori dss-read-size</source>
            <translation>; ersetzt die A-priori-dss-read-size</translation>
        </message>
        <message>
            <source> of the use case's workloads</source>
            <translation> der Workloads des Anwendungsfalls</translation>
        </message>
        <message numerus="yes">
            <source>its measured baseline was imported with %n warnings: %1 (re-import a fitting measurement, or remove 'warnings' once checked)</source>
            <translation>
                <numerusform>seine gemessene Baseline wurde mit %n Warnung importiert: %1 (eine passende Messung neu importieren oder 'warnings' nach der Prüfung entfernen)</numerusform>
                <numerusform>seine gemessene Baseline wurde mit %n Warnungen importiert: %1 (eine passende Messung neu importieren oder 'warnings' nach der Prüfung entfernen)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n hosts</source>
            <translation>
                <numerusform>%n Host</numerusform>
                <numerusform>%n Hosts</numerusform>
            </translation>
        </message>
        <message>
            <source>; per VM too: at vCPU / %1 ms each VM's sessions outside the storage exceed its vCPUs (asymptotic bounds)</source>
            <translation>; auch je VM: bei vCPU / %1 ms übersteigen die Sitzungen jeder VM außerhalb des Speichers ihre vCPUs (asymptotische Schranken)</translation>
        </message>
        <message>
            <source>; per VM, X_i = min(vCPU_i / D, N_i / (think + storage + D)) (asymptotic bounds) adds up to %1 reads/s at CPU %2 ms per read: vCPUs saturated in %3, not in %4</source>
            <translation>; je VM ergibt X_i = min(vCPU_i / D, N_i / (Denkzeit + Speicher + D)) (asymptotische Schranken) in Summe %1 Lesevorgänge/s bei CPU %2 ms je Lesevorgang: vCPUs gesättigt in %3, nicht in %4</translation>
        </message>
        <message>
            <source>%1: the model's parameters contradict the measured baseline: at its measured rate (use case %2) %3 would be %4 busy (utilization law U = X D / servers &lt;= 1)</source>
            <translation>%1: Die Parameter des Modells widersprechen der gemessenen Baseline: bei ihrer gemessenen Rate (Anwendungsfall %2) wäre %3 zu %4 ausgelastet (Auslastungsgesetz U = X D / Server &lt;= 1)</translation>
        </message>
        <message>
            <source>backup appliance '%1' has no disk groups configured: no capacity can be computed for it (set config disk_groups, drives_per_group and drive_model)</source>
            <translation>Backup-Appliance '%1' hat keine Disk-Gruppen konfiguriert: ihre Kapazität lässt sich nicht berechnen (config disk_groups, drives_per_group und drive_model angeben)</translation>
        </message>
        <message>
            <source>vSAN cluster '%1' holds storage but none of its members has drives: no capacity and no performance can be computed for it (set config drive_model, disk_groups and capacity_drives_per_group on its hosts)</source>
            <translation>vSAN-Cluster '%1' stellt Speicher bereit, aber keines seiner Mitglieder hat Laufwerke: weder Kapazität noch Leistung lassen sich berechnen (config drive_model, disk_groups und capacity_drives_per_group auf seinen Hosts angeben)</translation>
        </message>
        <message>
            <source>PowerFlex cluster '%1' holds storage but none of its members has drives: no capacity and no performance can be computed for it (set config drives and drive_model on its nodes)</source>
            <translation>PowerFlex-Cluster '%1' stellt Speicher bereit, aber keines seiner Mitglieder hat Laufwerke: weder Kapazität noch Leistung lassen sich berechnen (config drives und drive_model auf seinen Knoten angeben)</translation>
        </message>
        <message>
            <source>a report of another engine, a truncated report's missing baseline figures, one host's measurement as a storage's baseline and a cluster's measurement as one instance's</source>
            <translation>einen Bericht einer anderen Engine, die fehlenden Baseline-Werte eines abgeschnittenen Berichts, die Messung eines Hosts als Baseline eines Speichers und die Messung eines Clusters als die einer Instanz</translation>
        </message>
        <message>
            <source>%1 minutes</source>
            <translation>%1 Minuten</translation>
        </message>
        <message>
            <source>%1 hours</source>
            <translation>%1 Stunden</translation>
        </message>
        <message>
            <source>%1 days</source>
            <translation>%1 Tage</translation>
        </message>
        <message>
            <source>%1 (%2) and %3 (%4) measured different intervals, %5 apart: one baseline would take each figure from another run (expected the files of one run, whose intervals overlap within 14 hours, the most two clocks' time zones differ by)</source>
            <translation>%1 (%2) und %3 (%4) haben verschiedene Intervalle gemessen, %5 auseinander: eine Baseline nähme jeden Wert aus einem anderen Lauf (erwartet: die Dateien eines Laufs, deren Intervalle sich bis auf 14 Stunden überlappen, so weit können die Zeitzonen zweier Uhren auseinanderliegen)</translation>
        </message>
        <message>
            <source>%1 measured %2 instances%3, the cluster's sum, and workload '%4' is one instance on host '%5': its baseline would be the whole cluster's load, and with each instance's workload calibrated from it the cluster's load would count %6 times</source>
            <translation>%1 hat %2 Instanzen gemessen%3, die Summe des Clusters, und Workload '%4' ist eine Instanz auf Host '%5': seine Baseline wäre die Last des ganzen Clusters, und wenn der Workload jeder Instanz daraus kalibriert wird, zählte die Last des Clusters %6-mal</translation>
        </message>
        <message>
            <source>expected the instance's own report (awrrpti.sql for its instance), or the import as the storage's baseline too (--storage ID)</source>
            <translation>erwartet: den eigenen Bericht der Instanz (awrrpti.sql für ihre Instanz) oder den Import auch als Baseline des Speichers (--storage ID)</translation>
        </message>
        <message>
            <source>%1 measured %2 only, and the baseline of storage '%3' is the total of use case '%4' on it, which also runs %5 (workloads %6): the storage would be calibrated from a part of its load as if it were all of it</source>
            <translation>%1 hat nur %2 gemessen, und die Baseline des Speichers '%3' ist die Summe des Anwendungsfalls '%4' darauf, der auch %5 ausführt (Workloads %6): der Speicher würde aus einem Teil seiner Last kalibriert, als wäre es die ganze</translation>
        </message>
        <message>
            <source>expected a measurement of the storage's whole load (the storage's own performance report, or the reports of every engine's hosts together), or the import into workload '%1' alone, not as the storage's baseline</source>
            <translation>erwartet: eine Messung der ganzen Last des Speichers (der eigene Leistungsbericht des Speichers oder die Berichte der Hosts jeder Engine zusammen) oder den Import allein in Workload '%1', nicht als Baseline des Speichers</translation>
        </message>
        <message>
            <source>%1's TPM %2 per minute and %3's transactions %4 per minute (%5/s x 60) differ %6-fold, though on Oracle both count user commits + rollbacks: the files are likely of different runs (expected the report and the log of one run, within a factor of 1.5)</source>
            <translation>TPM von %1 mit %2 je Minute und die Transaktionen von %3 mit %4 je Minute (%5/s x 60) unterscheiden sich um den Faktor %6, obwohl beide unter Oracle User-Commits + Rollbacks zählen: die Dateien stammen wahrscheinlich aus verschiedenen Läufen (erwartet: Bericht und Log eines Laufs, bis auf den Faktor 1,5)</translation>
        </message>
        <message>
            <source>column '%1' appears twice</source>
            <translation>Spalte '%1' kommt zweimal vor</translation>
        </message>
        <message>
            <source>binary content (a NUL byte): not a CSV text file</source>
            <translation>binärer Inhalt (ein NUL-Byte): keine CSV-Textdatei</translation>
        </message>
        <message>
            <source>; its field at line %1, column %2 is quoted over %3 lines: a quote never closed there?</source>
            <translation>; sein Feld in Zeile %1, Spalte %2 ist über %3 Zeilen in Anführungszeichen: dort ein nie geschlossenes Anführungszeichen?</translation>
        </message>
        <message>
            <source>row %1 has %2 fields (expected %3, as in the header row); the row is left out%4</source>
            <translation>Zeile %1 hat %2 Felder (erwartet %3, wie in der Kopfzeile); die Zeile wird ausgelassen%4</translation>
        </message>
        <message>
            <source>the quote opened here is never closed (expected a closing " before the end of the file)</source>
            <translation>das hier geöffnete Anführungszeichen wird nie geschlossen (erwartet ein schließendes " vor dem Dateiende)</translation>
        </message>
        <message>
            <source>the quote opened here is never closed: the field runs on to line %1, column %2, where text follows a quote (expected a closing " on this line, or quotes doubled inside the field)</source>
            <translation>das hier geöffnete Anführungszeichen wird nie geschlossen: das Feld läuft bis Zeile %1, Spalte %2, wo Text auf ein Anführungszeichen folgt (erwartet ein schließendes " in dieser Zeile oder verdoppelte Anführungszeichen im Feld)</translation>
        </message>
        <message>
            <source>text after the closing quote of a field (expected a comma or the line end)</source>
            <translation>Text nach dem schließenden Anführungszeichen eines Felds (erwartet ein Komma oder das Zeilenende)</translation>
        </message>
        <message>
            <source>no header row (an empty file)</source>
            <translation>keine Kopfzeile (eine leere Datei)</translation>
        </message>
        <message>
            <source>no usable 'Elapsed:' line in the report header (expected 'Elapsed:  &lt;minutes&gt; (mins)' after 'End Snap:'; a truncated report?)</source>
            <translation>keine brauchbare Zeile 'Elapsed:' im Kopf des Berichts (erwartet 'Elapsed:  &lt;Minuten&gt; (mins)' nach 'End Snap:'; ein abgeschnittener Bericht?)</translation>
        </message>
        <message>
            <source>an HTML file without the AWR title (expected &lt;h1&gt;WORKLOAD REPOSITORY report for&lt;/h1&gt; of awrrpt.sql)</source>
            <translation>eine HTML-Datei ohne den AWR-Titel (erwartet &lt;h1&gt;WORKLOAD REPOSITORY report for&lt;/h1&gt; von awrrpt.sql)</translation>
        </message>
        <message>
            <source>no 'WORKLOAD REPOSITORY report for' or 'STATSPACK report for' title line</source>
            <translation>keine Titelzeile 'WORKLOAD REPOSITORY report for' oder 'STATSPACK report for'</translation>
        </message>
        <message>
            <source>mixed line endings (LF, CRLF or CR in one file; read line by line all the same)</source>
            <translation>gemischte Zeilenenden (LF, CRLF oder CR in einer Datei; trotzdem Zeile für Zeile gelesen)</translation>
        </message>
        <message>
            <source>no result line in this HammerDB log (expected 'TEST RESULT : System achieved N NOPM from M &lt;DB&gt; TPM' or '... M &lt;DB&gt; TPM at N NOPM'; a run that did not finish, or a schema build log?)</source>
            <translation>keine Ergebniszeile in diesem HammerDB-Log (erwartet 'TEST RESULT : System achieved N NOPM from M &lt;DB&gt; TPM' oder '... M &lt;DB&gt; TPM at N NOPM'; ein Lauf, der nicht zu Ende kam, oder ein Log des Schema-Aufbaus?)</translation>
        </message>
        <message>
            <source>%1 test results in one log (it is appended to run after run): the last one is taken; the others are at %2</source>
            <translation>%1 Testergebnisse in einem Log (es wird Lauf für Lauf fortgeschrieben): das letzte wird genommen; die anderen stehen in %2</translation>
        </message>
        <message>
            <source>a virtual user of the run taken FINISHED FAILED (%1): its result counts only the users that ran on; check the errors the log prints before (imported with this warning; a failed run is no baseline to calibrate from)</source>
            <translation>ein virtueller Benutzer des genommenen Laufs meldet FINISHED FAILED (%1): sein Ergebnis zählt nur die Benutzer, die weiterliefen; prüfen Sie die Fehler, die das Log davor ausgibt (mit dieser Warnung importiert; ein fehlgeschlagener Lauf ist keine Basis zum Kalibrieren)</translation>
        </message>
        <message>
            <source>a run with no new orders (0 NOPM): nothing to calibrate from (did the virtual users fail?)</source>
            <translation>ein Lauf ohne neue Bestellungen (0 NOPM): nichts zum Kalibrieren (sind die virtuellen Benutzer fehlgeschlagen?)</translation>
        </message>
        <message>
            <source>binary data, not text: %1 (expected an AWR or Statspack report, a perfmon or esxtop CSV, or a HammerDB log; a perfmon .blg is binary: convert it with relog in.blg -f csv -o out.csv)</source>
            <translation>Binärdaten, kein Text: %1 (erwartet ein AWR- oder Statspack-Bericht, eine perfmon- oder esxtop-CSV oder ein HammerDB-Log; eine perfmon-.blg ist binär: wandeln Sie sie mit relog in.blg -f csv -o out.csv um)</translation>
        </message>
        <message>
            <source>an HTML file that is not an AWR report (expected awrrpt.sql output: &lt;h1 class="awr"&gt;WORKLOAD REPOSITORY report for&lt;/h1&gt;)</source>
            <translation>eine HTML-Datei, die kein AWR-Bericht ist (erwartet die Ausgabe von awrrpt.sql: &lt;h1 class="awr"&gt;WORKLOAD REPOSITORY report for&lt;/h1&gt;)</translation>
        </message>
        <message>
            <source>an AWR compare-period report in HTML (awrddrpt): not read (expected an instance report, awrrpt.sql or awrrpti.sql, or the RAC global report awrgrpt.sql)</source>
            <translation>ein AWR-Vergleichsbericht in HTML (awrddrpt): nicht gelesen (erwartet ein Instanzbericht, awrrpt.sql oder awrrpti.sql, oder der globale RAC-Bericht awrgrpt.sql)</translation>
        </message>
        <message>
            <source>an AWR compare-period report (awrddrpt): not read (expected an instance report, awrrpt.sql or awrrpti.sql, or the RAC global report awrgrpt.sql)</source>
            <translation>ein AWR-Vergleichsbericht (awrddrpt): nicht gelesen (erwartet ein Instanzbericht, awrrpt.sql oder awrrpti.sql, oder der globale RAC-Bericht awrgrpt.sql)</translation>
        </message>
        <message>
            <source>not a measurement file Topoplan reads; line 1 is %1 (expected an Oracle AWR report ('WORKLOAD REPOSITORY report for'), a Statspack report ('STATSPACK report for'), a perfmon or esxtop CSV (first cell '(PDH-CSV 4.0) ...') or a HammerDB log ('TEST RESULT : System achieved ...'))</source>
            <translation>keine Messdatei, die Topoplan liest; Zeile 1 ist %1 (erwartet ein Oracle-AWR-Bericht ('WORKLOAD REPOSITORY report for'), ein Statspack-Bericht ('STATSPACK report for'), eine perfmon- oder esxtop-CSV (erste Zelle '(PDH-CSV 4.0) ...') oder ein HammerDB-Log ('TEST RESULT : System achieved ...'))</translation>
        </message>
        <message>
            <source>is a folder (expected a report or log file)</source>
            <translation>ist ein Ordner (erwartet eine Bericht- oder Log-Datei)</translation>
        </message>
        <message>
            <source>no VM '%1' in the log (VMs: %2)</source>
            <translation>keine VM '%1' im Log (VMs: %2)</translation>
        </message>
        <message>
            <source>no device '%1' in the log (devices: %2)</source>
            <translation>kein Gerät '%1' im Log (Geräte: %2)</translation>
        </message>
        <message>
            <source>the header row is not a quoted CSV row of counter paths (expected "(PDH-CSV 4.0) (&lt;time zone&gt;)(&lt;bias&gt;)","\\HOST\Object(Instance)\Counter",...)</source>
            <translation>die Kopfzeile ist keine CSV-Zeile von Zählerpfaden in Anführungszeichen (erwartet "(PDH-CSV 4.0) (&lt;time zone&gt;)(&lt;bias&gt;)","\\HOST\Object(Instance)\Counter",...)</translation>
        </message>
        <message>
            <source>timestamp %1 is not MM/DD/YYYY HH:MM:SS[.mmm] (expected a sample's time first)</source>
            <translation>Zeitstempel %1 ist nicht MM/DD/YYYY HH:MM:SS[.mmm] (erwartet zuerst die Zeit einer Stichprobe)</translation>
        </message>
        <message>
            <source>value %1 of %2 is not a number (expected a decimal or a blank)</source>
            <translation>Wert %1 von %2 ist keine Zahl (erwartet eine Dezimalzahl oder leer)</translation>
        </message>
        <message>
            <source>no samples after the header row (a truncated log?)</source>
            <translation>keine Stichproben nach der Kopfzeile (ein abgeschnittenes Log?)</translation>
        </message>
        <message>
            <source>only one sample (%1): a perfmon rate is the change since the sample before it, and the first sample is the warm-up (blank, or the rate since the counter started), so one sample has no rate (expected a log of at least 2 samples: logman -si sets the interval, and the whole busy period logged)</source>
            <translation>nur eine Stichprobe (%1): eine perfmon-Rate ist die Änderung seit der Stichprobe davor, und die erste Stichprobe ist die Aufwärmphase (leer oder die Rate seit dem Start des Zählers), also hat eine einzige Stichprobe keine Rate (erwartet ein Log von mindestens 2 Stichproben: logman -si setzt das Intervall, und die ganze Lastphase protokolliert)</translation>
        </message>
        <message>
            <source>an idle system: no throughput reaches 1 per second (highest %1/s); too small to calibrate a model from (log a busy interval)</source>
            <translation>ein unbelastetes System: kein Durchsatz erreicht 1 pro Sekunde (höchstens %1/s); zu klein, um ein Modell daraus zu kalibrieren (protokollieren Sie ein Intervall unter Last)</translation>
        </message>
        <message>
            <source>TPM</source>
            <translation>TPM</translation>
        </message>
        <message>
            <source>NOPM</source>
            <translation>NOPM</translation>
        </message>
        <message>
            <source>IOPS</source>
            <translation>IOPS</translation>
        </message>
        <message>
            <source>read IOPS</source>
            <translation>Lese-IOPS</translation>
        </message>
        <message>
            <source>write IOPS</source>
            <translation>Schreib-IOPS</translation>
        </message>
        <message>
            <source>MB/s</source>
            <translation>MB/s</translation>
        </message>
        <message>
            <source>read latency</source>
            <translation>Leselatenz</translation>
        </message>
        <message>
            <source>write latency</source>
            <translation>Schreiblatenz</translation>
        </message>
        <message>
            <source>CPU</source>
            <translation>CPU</translation>
        </message>
        <message>
            <source>storage %1: measured %2 %3 is not reproduced: predicted %4 (%5-%6) under the baseline's own conditions</source>
            <translation>Speicher %1: gemessen %2 %3, nicht reproduziert: Prognose %4 (%5–%6) unter den Bedingungen der eigenen Messung</translation>
        </message>
        <message>
            <source>workload %1: measured %2 %3 is not reproduced: predicted %4 (%5-%6) under the baseline's own conditions</source>
            <translation>Workload %1: gemessen %2 %3, nicht reproduziert: Prognose %4 (%5–%6) unter den Bedingungen der eigenen Messung</translation>
        </message>
        <message>
            <source>storage %1: measured %2 %3 is not reproduced: predicted %4, more than %5 % away, under the baseline's own conditions (no interval computed)</source>
            <translation>Speicher %1: gemessen %2 %3, nicht reproduziert: Prognose %4, mehr als %5 % entfernt, unter den Bedingungen der eigenen Messung (kein Intervall berechnet)</translation>
        </message>
        <message>
            <source>workload %1: measured %2 %3 is not reproduced: predicted %4, more than %5 % away, under the baseline's own conditions (no interval computed)</source>
            <translation>Workload %1: gemessen %2 %3, nicht reproduziert: Prognose %4, mehr als %5 % entfernt, unter den Bedingungen der eigenen Messung (kein Intervall berechnet)</translation>
        </message>
        <message>
            <source>%1 of %2 draws left out of the intervals: their parameters contradict a measured baseline; the first: %3. A one-at-a-time end so ruled out is shown at the parameter's last feasible value.</source>
            <translation>%1 von %2 Stichproben aus den Intervallen herausgenommen: ihre Parameter widersprechen einer gemessenen Baseline; die erste: %3. Ein so ausgeschlossenes Ende der Einzelvariation steht beim letzten zulässigen Wert des Parameters.</translation>
        </message>
        <message>
            <source>the file is no catalog: it has no 'format' (its first key is %1; expected a catalog mapping with format: topoplan-catalog/1 and models: [...])</source>
            <translation>die Datei ist kein Katalog: sie hat kein 'format' (ihr erster Schlüssel ist %1; erwartet ein Katalog-Mapping mit format: topoplan-catalog/1 und models: [...])</translation>
        </message>
        <message>
            <source>the file is no catalog: 'format' is %1 (expected format: topoplan-catalog/1)</source>
            <translation>die Datei ist kein Katalog: 'format' ist %1 (erwartet format: topoplan-catalog/1)</translation>
        </message>
        <message>
            <source>link %1 is saturated (100 % busy) from %3 to %4: offered %5 on a %6 link per direction, %2 of its capacity; no steady state (the other direction carries %7)</source>
            <translation>Link %1 ist von %3 nach %4 gesättigt (100 % ausgelastet): angeboten %5 auf einem Link mit %6 je Richtung, %2 seiner Kapazität; kein stationärer Zustand (die andere Richtung trägt %7)</translation>
        </message>
        <message>
            <source>port %1%2 is saturated (100 % busy) sending: offered %4 on a %5 port per direction, %3 of its capacity; no steady state (received %6)</source>
            <translation>Port %1%2 ist beim Senden gesättigt (100 % ausgelastet): angeboten %4 auf einem Port mit %5 je Richtung, %3 seiner Kapazität; kein stationärer Zustand (empfangen %6)</translation>
        </message>
        <message>
            <source>port %1%2 is saturated (100 % busy) receiving: offered %4 on a %5 port per direction, %3 of its capacity; no steady state (sent %6)</source>
            <translation>Port %1%2 ist beim Empfangen gesättigt (100 % ausgelastet): angeboten %4 auf einem Port mit %5 je Richtung, %3 seiner Kapazität; kein stationärer Zustand (gesendet %6)</translation>
        </message>
        <message>
            <source>device '%1' is not in the devices file</source>
            <translation>Gerät '%1' steht nicht in der Gerätedatei</translation>
        </message>
        <message>
            <source>%1 from line %2 on, where its text stops being CSV (above)</source>
            <translation>%1 ab Zeile %2, wo ihr Text kein gültiges CSV mehr ist (oben)</translation>
        </message>
        <message numerus="yes">
            <source>and %n rows that name device '%1', rejected above, are not imported either (%2)</source>
            <translation>
                <numerusform>und %n Zeile, die das oben abgelehnte Gerät '%1' nennt, wird ebenfalls nicht importiert (%2)</numerusform>
                <numerusform>und %n Zeilen, die das oben abgelehnte Gerät '%1' nennen, werden ebenfalls nicht importiert (%2)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>and %n rows that name rack '%1', rejected above, are not imported either (%2)</source>
            <translation>
                <numerusform>und %n Zeile, die den oben abgelehnten Schrank '%1' nennt, wird ebenfalls nicht importiert (%2)</numerusform>
                <numerusform>und %n Zeilen, die den oben abgelehnten Schrank '%1' nennen, werden ebenfalls nicht importiert (%2)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>and %n rows that name module '%1', rejected above, are not imported either (%2)</source>
            <translation>
                <numerusform>und %n Zeile, die das oben abgelehnte Modul '%1' nennt, wird ebenfalls nicht importiert (%2)</numerusform>
                <numerusform>und %n Zeilen, die das oben abgelehnte Modul '%1' nennen, werden ebenfalls nicht importiert (%2)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>and %n rows that name site '%1', rejected above, are not imported either (%2)</source>
            <translation>
                <numerusform>und %n Zeile, die den oben abgelehnten Standort '%1' nennt, wird ebenfalls nicht importiert (%2)</numerusform>
                <numerusform>und %n Zeilen, die den oben abgelehnten Standort '%1' nennen, werden ebenfalls nicht importiert (%2)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>and %n rows that name %1 '%2', rejected above, are not imported either (%3)</source>
            <translation>
                <numerusform>und %n Zeile mit %1 '%2' (oben abgelehnt) wird ebenfalls nicht importiert (%3)</numerusform>
                <numerusform>und %n Zeilen mit %1 '%2' (oben abgelehnt) werden ebenfalls nicht importiert (%3)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>and %n rows that name a device of %1, are not imported either (%2)</source>
            <translation>
                <numerusform>und %n Zeile, die ein Gerät aus %1 nennt, wird ebenfalls nicht importiert (%2)</numerusform>
                <numerusform>und %n Zeilen, die ein Gerät aus %1 nennen, werden ebenfalls nicht importiert (%2)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>and %n rows that name a rack of %1, are not imported either (%2)</source>
            <translation>
                <numerusform>und %n Zeile, die einen Schrank aus %1 nennt, wird ebenfalls nicht importiert (%2)</numerusform>
                <numerusform>und %n Zeilen, die einen Schrank aus %1 nennen, werden ebenfalls nicht importiert (%2)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>and %n rows that name a module of %1, are not imported either (%2)</source>
            <translation>
                <numerusform>und %n Zeile, die ein Modul aus %1 nennt, wird ebenfalls nicht importiert (%2)</numerusform>
                <numerusform>und %n Zeilen, die ein Modul aus %1 nennen, werden ebenfalls nicht importiert (%2)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>and %n rows that name a %1 of %2, are not imported either (%3)</source>
            <translation>
                <numerusform>und %n Zeile mit %1 aus %2 wird ebenfalls nicht importiert (%3)</numerusform>
                <numerusform>und %n Zeilen mit %1 aus %2 werden ebenfalls nicht importiert (%3)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%1 lines %2</source>
            <translation>
                <numerusform>%1 Zeile %2</numerusform>
                <numerusform>%1 Zeilen %2</numerusform>
            </translation>
        </message>
        <message>
            <source>%1, a file not imported (above)</source>
            <translation>%1, einer nicht importierten Datei (oben)</translation>
        </message>
        <message>
            <source>column '%1' is no power panel field, and the header tells no other NetBox table: %2 (racks need site, name and u_height; devices name and device_type; docs/netbox.md); the file is not imported</source>
            <translation>Spalte '%1' ist kein Feld von Stromverteilern, und die Kopfzeile passt zu keiner anderen NetBox-Tabelle: %2 (Schränke brauchen site, name und u_height; Geräte name und device_type; docs/netbox.md); die Datei wird nicht importiert</translation>
        </message>
        <message>
            <source>a required column misspelt?</source>
            <translation>eine Pflichtspalte falsch geschrieben?</translation>
        </message>
        <message>
            <source>did you mean '%1'?</source>
            <translation>meinten Sie '%1'?</translation>
        </message>
        <message>
            <source>column %1 '%2' is not read by Topoplan%3; NetBox 4.x field? see docs/netbox.md (%4 columns): its values are left out</source>
            <translation>Spalte %1 '%2' wird von Topoplan nicht gelesen%3; ein Feld von NetBox 4.x? siehe docs/netbox.md (Spalten für %4): ihre Werte werden ausgelassen</translation>
        </message>
        <message>
            <source> (did you mean '%1'?)</source>
            <translation> (meinten Sie '%1'?)</translation>
        </message>
        <message>
            <source>no column '%1' (NetBox requires it for %2)</source>
            <translation>keine Spalte '%1' (NetBox verlangt sie für %2)</translation>
        </message>
        <message>
            <source>%1 '%2' is not a number</source>
            <translation>%1 '%2' ist keine Zahl</translation>
        </message>
        <message>
            <source>%1 name '%2' makes no Topoplan id (expected letters, digits, _ . + -)</source>
            <translation>Name '%2' (%1) ergibt keine Topoplan-Kennung (erwartet: Buchstaben, Ziffern, _ . + -)</translation>
        </message>
        <message>
            <source>%1 name '%2' is no Topoplan id: imported as '%3'</source>
            <translation>Name '%2' (%1) ist keine Topoplan-Kennung: als '%3' importiert</translation>
        </message>
        <message>
            <source>units numbered from the top (desc_units): the positions of its devices are read as counted from the bottom, as Topoplan counts; check them in the rack elevation</source>
            <translation>Höheneinheiten von oben nummeriert (desc_units): die Positionen seiner Geräte werden als von unten gezählt gelesen, wie Topoplan zählt; in der Rackansicht prüfen</translation>
        </message>
        <message>
            <source>a power feed without a rack of the import is left out (Topoplan feeds belong to a rack)</source>
            <translation>eine Stromeinspeisung ohne Schrank des Imports wird ausgelassen (in Topoplan gehört eine Einspeisung zu einem Schrank)</translation>
        </message>
        <message>
            <source>device type slug '%1' is no model of the catalog (expected the slug of a model id, e.g. dell-poweredge-mx7000; a NetBox device-type file becomes a catalog model with import-netbox, named here with --catalog)</source>
            <translation>Gerätetyp-Slug '%1' ist kein Modell des Katalogs (erwartet: der Slug einer Modellkennung, z. B. dell-poweredge-mx7000; eine NetBox-Gerätetyp-Datei wird mit import-netbox zu einem Katalogmodell, das hier mit --catalog angegeben wird)</translation>
        </message>
        <message>
            <source>device type '%1' of manufacturer '%2' is no model of the catalog (expected a model's name and vendor)</source>
            <translation>Gerätetyp '%1' von Hersteller '%2' ist kein Modell des Katalogs (erwartet: Name und Hersteller eines Modells)</translation>
        </message>
        <message>
            <source>device type '%1' names %2 models of the catalog (use the device_type.slug column)</source>
            <translation>Gerätetyp '%1' nennt %2 Modelle des Katalogs (die Spalte device_type.slug verwenden)</translation>
        </message>
        <message>
            <source>the topoplan: line of its comments does not read as a design device; canvas position, config and partitions left out</source>
            <translation>die Zeile topoplan: seiner Kommentare lässt sich nicht als Gerät eines Designs lesen; Position auf der Zeichenfläche, Konfiguration und Partitionen ausgelassen</translation>
        </message>
        <message>
            <source>the topoplan-place: line of its comments is no flow mapping; left out</source>
            <translation>die Zeile topoplan-place: seiner Kommentare ist kein Flow-Mapping; ausgelassen</translation>
        </message>
        <message>
            <source>a device without a name (Topoplan needs one as its id)</source>
            <translation>ein Gerät ohne Namen (Topoplan braucht ihn als Kennung)</translation>
        </message>
        <message>
            <source>a second device of this name</source>
            <translation>ein zweites Gerät dieses Namens</translation>
        </message>
        <message>
            <source>a child device without its device bay (expected the device_bay column)</source>
            <translation>ein eingesetztes Gerät ohne seinen Geräteeinschub (erwartet: die Spalte device_bay)</translation>
        </message>
        <message>
            <source>position %1 is not a whole unit from 1 (Topoplan mounts on whole rack units)</source>
            <translation>Position %1 ist keine ganze Höheneinheit ab 1 (Topoplan baut auf ganzen Höheneinheiten ein)</translation>
        </message>
        <message>
            <source>racked without a position (expected the position column: the lowest U)</source>
            <translation>im Schrank ohne Position (erwartet: die Spalte position, die unterste HE)</translation>
        </message>
        <message>
            <source>face '%1' (expected front or rear)</source>
            <translation>Seite '%1' (erwartet: front oder rear)</translation>
        </message>
        <message>
            <source>rack not in the import: made with NetBox's default 42 U (check its height, size and feeds)</source>
            <translation>Schrank nicht im Import: mit der Voreinstellung von NetBox (42 HE) angelegt (Höhe, Maße und Einspeisungen prüfen)</translation>
        </message>
        <message>
            <source>rack '%1' is not in the racks file</source>
            <translation>Schrank '%1' steht nicht in der Schrankdatei</translation>
        </message>
        <message>
            <source>module type '%1' is no model of the catalog (expected a seated model's name)</source>
            <translation>Modultyp '%1' ist kein Modell des Katalogs (erwartet: der Name eines einsetzbaren Modells)</translation>
        </message>
        <message>
            <source>module type '%1' names several models of the catalog</source>
            <translation>Modultyp '%1' nennt mehrere Modelle des Katalogs</translation>
        </message>
        <message>
            <source>a cable end without a device (a circuit, or a power feed not in the import? Topoplan cables device interfaces)</source>
            <translation>ein Kabelende ohne Gerät (ein Circuit oder eine Stromeinspeisung außerhalb des Imports? Topoplan verkabelt Schnittstellen von Geräten)</translation>
        </message>
        <message>
            <source>interface '%1' is no port of device '%2' (model %3) nor BAY/PORT of a module in it</source>
            <translation>Schnittstelle '%1' ist weder ein Port von Gerät '%2' (Modell %3) noch EINSCHUB/PORT eines Moduls darin</translation>
        </message>
        <message>
            <source>device '%1' of a power cable is not in the devices file</source>
            <translation>Gerät '%1' eines Stromkabels steht nicht in der Gerätedatei</translation>
        </message>
        <message>
            <source>power feed '%1' is not in the power feeds file</source>
            <translation>Stromeinspeisung '%1' steht nicht in der Datei der Stromeinspeisungen</translation>
        </message>
        <message>
            <source>it is seated in '%1' (Topoplan powers top-level devices)</source>
            <translation>es steckt in '%1' (Topoplan versorgt nur Geräte der obersten Ebene mit Strom)</translation>
        </message>
        <message>
            <source>power feed '%1' is a feed of rack '%2', and the device is in rack '%3'</source>
            <translation>Stromeinspeisung '%1' gehört zu Schrank '%2', das Gerät steht aber in Schrank '%3'</translation>
        </message>
        <message>
            <source>power feed '%1' is a feed of rack '%2', and the device is not racked</source>
            <translation>Stromeinspeisung '%1' gehört zu Schrank '%2', das Gerät ist aber in keinen Schrank eingebaut</translation>
        </message>
        <message>
            <source>a power cable is left out: %1</source>
            <translation>ein Stromkabel wird ausgelassen: %1</translation>
        </message>
        <message>
            <source>NetBox's cable export without the Device A and Device B columns names no device (export with "All data")</source>
            <translation>der Kabelexport von NetBox ohne die Spalten Device A und Device B nennt kein Gerät (mit "All data" exportieren)</translation>
        </message>
        <message>
            <source>several terminations on one side (Topoplan cables one port to one port)</source>
            <translation>mehrere Abschlüsse auf einer Seite (Topoplan verkabelt je einen Port mit einem Port)</translation>
        </message>
        <message numerus="yes">
            <source>%n cables to a %1 left out: Topoplan cables interfaces, and takes power cables from a device's power port to a power feed of its rack only</source>
            <translation>
                <numerusform>%n Kabel zu einem %1 ausgelassen: Topoplan verkabelt Schnittstellen und übernimmt Stromkabel nur vom Stromanschluss eines Geräts zu einer Stromeinspeisung seines Schranks</numerusform>
                <numerusform>%n Kabel zu einem %1 ausgelassen: Topoplan verkabelt Schnittstellen und übernimmt Stromkabel nur vom Stromanschluss eines Geräts zu einer Stromeinspeisung seines Schranks</numerusform>
            </translation>
        </message>
        <message>
            <source>not a NetBox table this import reads (expected the columns of sites, locations, racks, power feeds, devices, modules, interfaces or cables); left out</source>
            <translation>keine NetBox-Tabelle, die dieser Import liest (erwartet: die Spalten von Standorten, Lokationen, Schränken, Stromeinspeisungen, Geräten, Modulen, Schnittstellen oder Kabeln); ausgelassen</translation>
        </message>
        <message>
            <source>sites</source>
            <translation>Standorte</translation>
        </message>
        <message>
            <source>locations</source>
            <translation>Lokationen</translation>
        </message>
        <message>
            <source>racks</source>
            <translation>Schränke</translation>
        </message>
        <message>
            <source>power panels</source>
            <translation>Stromverteiler</translation>
        </message>
        <message>
            <source>power feeds</source>
            <translation>Stromeinspeisungen</translation>
        </message>
        <message>
            <source>manufacturers</source>
            <translation>Hersteller</translation>
        </message>
        <message>
            <source>device roles</source>
            <translation>Geräterollen</translation>
        </message>
        <message>
            <source>devices</source>
            <translation>Geräte</translation>
        </message>
        <message>
            <source>modules</source>
            <translation>Module</translation>
        </message>
        <message>
            <source>interfaces</source>
            <translation>Schnittstellen</translation>
        </message>
        <message>
            <source>cables</source>
            <translation>Kabel</translation>
        </message>
        <message>
            <source>a virtual interface, not a physical port</source>
            <translation>eine virtuelle Schnittstelle, kein physischer Port</translation>
        </message>
        <message>
            <source>the catalog format has no media for this transceiver cage</source>
            <translation>das Katalogformat kennt kein Medium für diesen Transceiver-Käfig</translation>
        </message>
        <message>
            <source>a NetBox InfiniBand type names the per-lane rate, not the port width</source>
            <translation>ein InfiniBand-Typ von NetBox nennt die Rate je Lane, nicht die Breite des Ports</translation>
        </message>
        <message>
            <source>WAN, access and wireless interfaces are not modelled</source>
            <translation>WAN-, Zugangs- und Funkschnittstellen werden nicht modelliert</translation>
        </message>
        <message>
            <source>stacking ports are not modelled</source>
            <translation>Stacking-Ports werden nicht modelliert</translation>
        </message>
        <message>
            <source>type 'other' gives no speed or media</source>
            <translation>Typ 'other' nennt weder Geschwindigkeit noch Medium</translation>
        </message>
        <message>
            <source>'%1' (line %2)</source>
            <translation>'%1' (Zeile %2)</translation>
        </message>
        <message>
            <source>Topoplan models no console connections</source>
            <translation>Topoplan modelliert keine Konsolenverbindungen</translation>
        </message>
        <message>
            <source>Topoplan models no power connections (their maximum_draw and allocated_draw give power_max_w and power_typical_w)</source>
            <translation>Topoplan modelliert keine Stromverbindungen (ihre Werte maximum_draw und allocated_draw ergeben power_max_w und power_typical_w)</translation>
        </message>
        <message>
            <source>Topoplan models no power connections</source>
            <translation>Topoplan modelliert keine Stromverbindungen</translation>
        </message>
        <message>
            <source>pass-through ports (patch panels, breakout cassettes) are not modelled</source>
            <translation>durchgeschleifte Ports (Patchfelder, Breakout-Kassetten) werden nicht modelliert</translation>
        </message>
        <message>
            <source>inventory items are not modelled</source>
            <translation>Inventarartikel werden nicht modelliert</translation>
        </message>
        <message>
            <source>the device type has no '%1' (expected %1: %2; required by the NetBox device-type schema)</source>
            <translation>der Gerätetyp hat kein '%1' (erwartet %1: %2; vom Gerätetyp-Schema von NetBox verlangt)</translation>
        </message>
        <message>
            <source>'%1' is %2; expected %3</source>
            <translation>'%1' ist %2; erwartet %3</translation>
        </message>
        <message>
            <source>'%1' is empty; expected %2</source>
            <translation>'%1' ist leer; erwartet %2</translation>
        </message>
        <message>
            <source>%1 '%2' has leading or trailing blanks; trimmed to '%3'</source>
            <translation>der Wert '%2' von '%1' hat Leerzeichen am Anfang oder Ende; bereinigt zu '%3'</translation>
        </message>
        <message>
            <source>%1: '%2' is %3; expected text; ignored</source>
            <translation>%1: '%2' ist %3; erwartet Text; ignoriert</translation>
        </message>
        <message>
            <source>%1 '%2' has an empty name; skipped</source>
            <translation>%1 '%2' hat einen leeren Namen; übersprungen</translation>
        </message>
        <message>
            <source>%1 '%2' is skipped: ':' is reserved for breakout lanes in Topoplan names</source>
            <translation>%1 '%2' wird übersprungen: ':' ist in Topoplan-Namen den Breakout-Lanes vorbehalten</translation>
        </message>
        <message>
            <source>%1 '%2' is skipped: '{n}' is reserved for catalog templates</source>
            <translation>%1 '%2' wird übersprungen: '{n}' ist den Vorlagen des Katalogs vorbehalten</translation>
        </message>
        <message>
            <source>%1 '%2' and '%3' (line %4) both become '%5' in Topoplan form; this one is skipped</source>
            <translation>%1 '%2' und '%3' (Zeile %4) werden in Topoplan-Form beide zu '%5'; dieser Eintrag wird übersprungen</translation>
        </message>
        <message>
            <source>interface</source>
            <translation>Schnittstelle</translation>
        </message>
        <message>
            <source>an interface is %1; expected a mapping {name, type, ...}; skipped</source>
            <translation>eine Schnittstelle ist %1; erwartet ein Mapping {name, type, ...}; übersprungen</translation>
        </message>
        <message>
            <source>%1 has no usable name; skipped</source>
            <translation>%1 hat keinen brauchbaren Namen; übersprungen</translation>
        </message>
        <message>
            <source>an interface</source>
            <translation>eine Schnittstelle</translation>
        </message>
        <message>
            <source>%1 '%2'</source>
            <translation>%1 '%2'</translation>
        </message>
        <message>
            <source>interface '%1' has no type; skipped</source>
            <translation>Schnittstelle '%1' hat keinen Typ; übersprungen</translation>
        </message>
        <message>
            <source>interface '%1': 'mgmt_only' is %2; expected true or false; ignored</source>
            <translation>Schnittstelle '%1': 'mgmt_only' ist %2; erwartet true oder false; ignoriert</translation>
        </message>
        <message>
            <source>unknown NetBox interface type</source>
            <translation>unbekannter NetBox-Schnittstellentyp</translation>
        </message>
        <message numerus="yes">
            <source>%n interfaces of type '%1' not mapped (%2): %3</source>
            <translation>
                <numerusform>%n Schnittstelle vom Typ '%1' nicht übernommen (%2): %3</numerusform>
                <numerusform>%n Schnittstellen vom Typ '%1' nicht übernommen (%2): %3</numerusform>
            </translation>
        </message>
        <message>
            <source>device bay</source>
            <translation>Geräteschacht</translation>
        </message>
        <message>
            <source>module bay</source>
            <translation>Modulschacht</translation>
        </message>
        <message>
            <source>a device bay</source>
            <translation>ein Geräteschacht</translation>
        </message>
        <message>
            <source>a module bay</source>
            <translation>ein Modulschacht</translation>
        </message>
        <message>
            <source>%1 is %2; expected a mapping {name, ...}; skipped</source>
            <translation>%1 ist %2; erwartet ein Mapping {name, ...}; übersprungen</translation>
        </message>
        <message numerus="yes">
            <source>%n power-supply and fan bays not mapped (Topoplan models neither): %1</source>
            <translation>
                <numerusform>%n Netzteil- oder Lüfterschacht nicht übernommen (Topoplan modelliert weder Netzteile noch Lüfter): %1</numerusform>
                <numerusform>%n Netzteil- und Lüfterschächte nicht übernommen (Topoplan modelliert weder Netzteile noch Lüfter): %1</numerusform>
            </translation>
        </message>
        <message>
            <source>'is_full_depth' is '%1'; expected true or false; ignored</source>
            <translation>'is_full_depth' ist '%1'; erwartet true oder false; ignoriert</translation>
        </message>
        <message>
            <source>'weight' is %1; expected a positive number; ignored</source>
            <translation>'weight' ist %1; erwartet eine positive Zahl; ignoriert</translation>
        </message>
        <message>
            <source>'weight_unit' is '%1'; expected kg, g, lb or oz; the weight is ignored</source>
            <translation>'weight_unit' ist '%1'; erwartet kg, g, lb oder oz; das Gewicht wird ignoriert</translation>
        </message>
        <message>
            <source>'%1' is %2; expected a list; ignored</source>
            <translation>'%1' ist %2; erwartet eine Liste; ignoriert</translation>
        </message>
        <message>
            <source>%1: %2 not mapped (%3): %4</source>
            <translation>%1: %2 nicht übernommen (%3): %4</translation>
        </message>
        <message>
            <source>the device type has device-bays but subdevice_role is not 'parent'; imported as a chassis</source>
            <translation>der Gerätetyp hat device-bays, aber subdevice_role ist nicht 'parent'; als Chassis importiert</translation>
        </message>
        <message>
            <source>kind '%1' is a guess (%2); NetBox does not record what a device is, check it</source>
            <translation>die Art '%1' ist eine Vermutung (%2); NetBox erfasst nicht, was ein Gerät ist, bitte prüfen</translation>
        </message>
        <message>
            <source>a child device type whose name or description says '%1'</source>
            <translation>ein untergeordneter Gerätetyp, dessen Name oder Beschreibung '%1' enthält</translation>
        </message>
        <message>
            <source>the name or description says '%1'</source>
            <translation>Name oder Beschreibung enthält '%1'</translation>
        </message>
        <message>
            <source>the name says 'management module'</source>
            <translation>der Name enthält 'management module'</translation>
        </message>
        <message numerus="yes">
            <source>a child device type with %n external ports</source>
            <translation>
                <numerusform>ein untergeordneter Gerätetyp mit %n externen Port</numerusform>
                <numerusform>ein untergeordneter Gerätetyp mit %n externen Ports</numerusform>
            </translation>
        </message>
        <message>
            <source>a child device type without external ports</source>
            <translation>ein untergeordneter Gerätetyp ohne externe Ports</translation>
        </message>
        <message>
            <source>'fits' is left empty: NetBox does not say which bay type a child device seats in; set it to the slot type of the chassis bay it goes in</source>
            <translation>'fits' bleibt leer: NetBox gibt nicht an, in welchen Schachttyp ein untergeordnetes Gerät passt; auf den Steckplatztyp des Chassis-Schachts setzen, in den es kommt</translation>
        </message>
        <message>
            <source>subdevice_role '%1' is not parent or child; ignored</source>
            <translation>subdevice_role '%1' ist weder parent noch child; ignoriert</translation>
        </message>
        <message>
            <source>%1 data ports</source>
            <translation>%1 Datenports</translation>
        </message>
        <message numerus="yes">
            <source>only %n data ports</source>
            <translation>
                <numerusform>nur %n Datenport</numerusform>
                <numerusform>nur %n Datenports</numerusform>
            </translation>
        </message>
        <message>
            <source>a top-level key is %1; expected a plain key</source>
            <translation>ein Schlüssel der obersten Ebene ist %1; erwartet ein einfacher Schlüssel</translation>
        </message>
        <message>
            <source>duplicate key '%1'</source>
            <translation>doppelter Schlüssel '%1'</translation>
        </message>
        <message>
            <source>&lt;manufacturer name&gt;</source>
            <translation>&lt;Name des Herstellers&gt;</translation>
        </message>
        <message>
            <source>&lt;model name&gt;</source>
            <translation>&lt;Name des Modells&gt;</translation>
        </message>
        <message>
            <source>&lt;manufacturer-slug&gt;-&lt;model-slug&gt;</source>
            <translation>&lt;Hersteller-Slug&gt;-&lt;Modell-Slug&gt;</translation>
        </message>
        <message>
            <source>slug '%1' does not start with the manufacturer's slug '%2-'; the model id uses the whole slug</source>
            <translation>Slug '%1' beginnt nicht mit dem Slug des Herstellers '%2-'; die Modell-ID verwendet den ganzen Slug</translation>
        </message>
        <message>
            <source>model id '%1' made from manufacturer '%2' and slug '%3' is not vendor/model in lowercase letters, digits and .+_-</source>
            <translation>Modell-ID '%1' aus Hersteller '%2' und Slug '%3' hat nicht die Form Hersteller/Modell aus Kleinbuchstaben, Ziffern und .+_-</translation>
        </message>
        <message>
            <source>unknown key '%1' ignored (not a NetBox device-type key)</source>
            <translation>unbekannter Schlüssel '%1' ignoriert (kein Schlüssel eines NetBox-Gerätetyps)</translation>
        </message>
        <message>
            <source>'u_height' is %1; expected a number of rack units from 0 to 60; ignored</source>
            <translation>'u_height' ist %1; erwartet eine Höhe in HE von 0 bis 60; ignoriert</translation>
        </message>
        <message>
            <source>'subdevice_role' is %1; expected parent or child; ignored</source>
            <translation>'subdevice_role' ist %1; erwartet parent oder child; ignoriert</translation>
        </message>
        <message numerus="yes">
            <source>unknown key '%1' in %n items of '%2' ignored</source>
            <translation>
                <numerusform>unbekannter Schlüssel '%1' in %n Eintrag von '%2' ignoriert</numerusform>
                <numerusform>unbekannter Schlüssel '%1' in %n Einträgen von '%2' ignoriert</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n names changed to Topoplan form (lowercase, no blanks): %1</source>
            <translation>
                <numerusform>%n Name in Topoplan-Form gebracht (Kleinbuchstaben, ohne Leerzeichen): %1</numerusform>
                <numerusform>%n Namen in Topoplan-Form gebracht (Kleinbuchstaben, ohne Leerzeichen): %1</numerusform>
            </translation>
        </message>
        <message>
            <source>no 'u_height'; NetBox's default of 1 U is used</source>
            <translation>kein 'u_height'; die NetBox-Vorgabe von 1 HE wird verwendet</translation>
        </message>
        <message>
            <source>cannot read the device type: %1</source>
            <translation>der Gerätetyp kann nicht gelesen werden: %1</translation>
        </message>
        <message>
            <source>%1 has drives but no drive_model: its back end is not modelled (set config drive_model to a catalog drive)</source>
            <translation>%1 hat Laufwerke, aber kein drive_model: sein Back-End ist nicht modelliert (config drive_model auf ein Katalog-Laufwerk setzen)</translation>
        </message>
        <message>
            <source>%1 has no drives configured: set config drives, drive_model and raid</source>
            <translation>%1 hat keine Laufwerke konfiguriert: config drives, drive_model und raid setzen</translation>
        </message>
        <message>
            <source>no steady state: %1 is offered %2 of its capacity by the rate-given load of %3 (an open queue needs less than 100 %)</source>
            <translation>kein stationärer Zustand: %1 wird durch die vorgegebene Last von %3 mit %2 seiner Kapazität beaufschlagt (eine offene Warteschlange braucht weniger als 100 %)</translation>
        </message>
        <message>
            <source>%1: not predicted: %2</source>
            <translation>%1: nicht prognostiziert: %2</translation>
        </message>
        <message>
            <source>%1 is saturated (100 % busy): the rate-given load of %2 offers %3 of its capacity, so it has no steady state; no figures are predicted for %4</source>
            <translation>%1 ist gesättigt (100 % ausgelastet): die vorgegebene Last von %2 bietet %3 seiner Kapazität an, es gibt also keinen stationären Zustand; für %4 werden keine Werte prognostiziert</translation>
        </message>
        <message numerus="yes">
            <source>the design has no zoning: the %n FC initiators %1 are taken to see every target port of their fabric (a switch whose default zone denies sees none); zone them (SAN Tools &gt; Zone Initiators to Port Group)</source>
            <translation>
                <numerusform>das Design hat kein Zoning: %n FC-Initiator (%1) sieht hier jeden Zielport seines Fabrics (ein Switch, dessen Default-Zone verweigert, sieht keinen); zonen Sie ihn (SAN-Werkzeuge &gt; Initiatoren zu Portgruppe zonen)</numerusform>
                <numerusform>das Design hat kein Zoning: %n FC-Initiatoren (%1) sehen hier jeden Zielport ihres Fabrics (ein Switch, dessen Default-Zone verweigert, sieht keinen); zonen Sie sie (SAN-Werkzeuge &gt; Initiatoren zu Portgruppe zonen)</numerusform>
            </translation>
        </message>
        <message>
            <source>DB %1</source>
            <translation>DB %1</translation>
        </message>
        <message>
            <source>instance %1</source>
            <translation>Instanz %1</translation>
        </message>
        <message>
            <source>%1 - %2</source>
            <translation>%1 - %2</translation>
        </message>
        <message>
            <source>%1, %2 - %3</source>
            <translation>%1, %2 - %3</translation>
        </message>
        <message>
            <source>lines %1 - %2</source>
            <translation>Zeilen %1 - %2</translation>
        </message>
        <message>
            <source>lines %1 - %2: %3</source>
            <translation>Zeilen %1 - %2: %3</translation>
        </message>
        <message>
            <source>another report starts here: the file holds %1 reports one after the other; the figures are of the first only (%2), the others are not read: split the file, one report per file (the instance reports of one RAC database, given together, are summed by import-measurement)</source>
            <translation>hier beginnt ein weiterer Bericht: die Datei enthält %1 Berichte hintereinander; die Werte stammen nur aus dem ersten (%2), die anderen werden nicht gelesen: teilen Sie die Datei, ein Bericht je Datei (die Instanzberichte einer RAC-Datenbank, zusammen angegeben, summiert import-measurement)</translation>
        </message>
        <message>
            <source>another report starts here (%1): the file holds %2 reports one after the other; the figures are of the first only (%3), the others are not read: split the file, one report per file (the instance reports of one RAC database, given together, are summed by import-measurement)</source>
            <translation>hier beginnt ein weiterer Bericht (%1): die Datei enthält %2 Berichte hintereinander; die Werte stammen nur aus dem ersten (%3), die anderen werden nicht gelesen: teilen Sie die Datei, ein Bericht je Datei (die Instanzberichte einer RAC-Datenbank, zusammen angegeben, summiert import-measurement)</translation>
        </message>
        <message>
            <source>'%1' in '%2' is '%3', not a number (Oracle prints '#' when a value overflows its column): not read; a figure from it is taken from another row or section, or left out</source>
            <translation>'%1' in '%2' ist '%3', keine Zahl (Oracle druckt '#', wenn ein Wert seine Spalte überläuft): nicht gelesen; ein Wert daraus wird einer anderen Zeile oder einem anderen Abschnitt entnommen oder weggelassen</translation>
        </message>
        <message>
            <source>after the report header</source>
            <translation>nach dem Kopf des Berichts</translation>
        </message>
        <message>
            <source>after the report header and 'Top ADDM Findings'</source>
            <translation>nach dem Kopf des Berichts und 'Top ADDM Findings'</translation>
        </message>
        <message>
            <source>no 'Load Profile' section with rows (expected it %1)</source>
            <translation>kein Abschnitt 'Load Profile' mit Zeilen (erwartet %1)</translation>
        </message>
        <message>
            <source>no 'Load Profile' section with rows (expected it %1; the file ends at line %2 without 'End of Report': a truncated report?)</source>
            <translation>kein Abschnitt 'Load Profile' mit Zeilen (erwartet %1; die Datei endet in Zeile %2 ohne 'End of Report': ein abgeschnittener Bericht?)</translation>
        </message>
        <message>
            <source>no 'Instance Activity Stats' section</source>
            <translation>kein Abschnitt 'Instance Activity Stats'</translation>
        </message>
        <message>
            <source>no '%1' in 'Instance Activity Stats', which the file cuts short at line %2</source>
            <translation>kein '%1' in 'Instance Activity Stats', den die Datei in Zeile %2 abschneidet</translation>
        </message>
        <message>
            <source>no '%1' in 'Instance Activity Stats'</source>
            <translation>kein '%1' in 'Instance Activity Stats'</translation>
        </message>
        <message>
            <source> (it is %1 times too small; assumed plausible: up to %2 times)</source>
            <translation> (er ist %1-mal zu klein; als plausibel angenommen: bis zum %2-Fachen)</translation>
        </message>
        <message>
            <source>%1 would be the Load Profile's %2, of database files only, as there is %3; but %4: the Load Profile figure leaves out %5 % of the %6%7: not a measure of the storage's load (expected the whole report, with 'Instance Activity Stats' and its 'physical read/write total' rows)</source>
            <translation>%1 wäre der Wert %2 des Load Profile, nur der Datenbankdateien, da hier gilt: %3; aber %4: der Wert des Load Profile lässt %5 % der %6 aus%7: kein Maß der Last des Speichers (erwartet: der ganze Bericht, mit 'Instance Activity Stats' und seinen Zeilen 'physical read/write total')</translation>
        </message>
        <message>
            <source>write requests</source>
            <translation>Schreibanforderungen</translation>
        </message>
        <message>
            <source>%1 write requests/s (line %2)</source>
            <translation>%1 Schreibanforderungen/s (Zeile %2)</translation>
        </message>
        <message>
            <source>'%1' log file parallel write counts %2 redo writes/s (%3 waits%4, line %5)</source>
            <translation>'%1': das Ereignis 'log file parallel write' zählt %2 Redo-Schreibvorgänge/s (%3 Wartevorgänge%4, Zeile %5)</translation>
        </message>
        <message>
            <source>bytes</source>
            <translation>Bytes</translation>
        </message>
        <message>
            <source>%1 MB/s ((Read IO (MB) %2 + Write IO (MB) %3) x 1.048576, lines %4, %5)</source>
            <translation>%1 MB/s ((Read IO (MB) %2 + Write IO (MB) %3) x 1,048576, Zeilen %4, %5)</translation>
        </message>
        <message>
            <source>the Load Profile's redo size alone is %1 MB/s (line %2)</source>
            <translation>die Redo-Größe des Load Profile allein beträgt %1 MB/s (Zeile %2)</translation>
        </message>
        <message>
            <source>no '%1' section</source>
            <translation>kein Abschnitt '%1'</translation>
        </message>
        <message>
            <source>no '%1' section (the file ends at line %2 without 'End of Report': a truncated report?)</source>
            <translation>kein Abschnitt '%1' (die Datei endet in Zeile %2 ohne 'End of Report': ein abgeschnittener Bericht?)</translation>
        </message>
        <message>
            <source>%1: no %2</source>
            <translation>%1: kein %2</translation>
        </message>
        <message>
            <source>%1: %2 from another section instead (see their origins)</source>
            <translation>%1: %2 stattdessen aus einem anderen Abschnitt (siehe deren Herkunft)</translation>
        </message>
        <message>
            <source>%1; %2 from another section instead (see their origins)</source>
            <translation>%1; %2 stattdessen aus einem anderen Abschnitt (siehe deren Herkunft)</translation>
        </message>
        <message>
            <source>%1; the baseline takes none of its figures (imported with this warning)</source>
            <translation>%1; die Baseline übernimmt keinen seiner Werte (mit dieser Warnung importiert)</translation>
        </message>
        <message>
            <source>%1 from '%2'</source>
            <translation>%1 aus '%2'</translation>
        </message>
        <message>
            <source>'%1' (line %2) is cut short: it stops at line %3, the file at line %4 without 'End of Report' (a truncated report?)</source>
            <translation>'%1' (Zeile %2) ist abgeschnitten: er endet in Zeile %3, die Datei in Zeile %4 ohne 'End of Report' (ein abgeschnittener Bericht?)</translation>
        </message>
        <message>
            <source>%1; not in what was read: %2</source>
            <translation>%1; im Gelesenen fehlt: %2</translation>
        </message>
        <message>
            <source>%1; %2 instead (see their origins)</source>
            <translation>%1; stattdessen %2 (siehe deren Herkunft)</translation>
        </message>
        <message>
            <source>%1; the baseline takes none of these figures (imported with this warning)</source>
            <translation>%1; die Baseline übernimmt keinen dieser Werte (mit dieser Warnung importiert)</translation>
        </message>
        <message>
            <source>the file ends at line %1 without 'End of Report': a truncated report? Every section the figures come from is whole (imported with this warning; the whole report ends with 'End of Report')</source>
            <translation>die Datei endet in Zeile %1 ohne 'End of Report': ein abgeschnittener Bericht? Jeder Abschnitt, aus dem die Werte stammen, ist vollständig (mit dieser Warnung importiert; der ganze Bericht endet mit 'End of Report')</translation>
        </message>
        <message>
            <source>a truncated report (it ends at line %1 without 'End of Report', missing %2) with no throughput left in what was read (no transactions/s, no I/O requests/s): nothing to calibrate from (expected the whole report)</source>
            <translation>ein abgeschnittener Bericht (er endet in Zeile %1 ohne 'End of Report', es fehlen %2), in dessen Gelesenem kein Durchsatz bleibt (keine Transaktionen/s, keine I/O-Anforderungen/s): nichts, woraus kalibriert werden kann (erwartet: der ganze Bericht)</translation>
        </message>
        <message>
            <source>an idle database: %1 s of DB time per second (average active sessions) is below %2; figures this small are mostly background work and rounding, too small to calibrate a model from (take a report of a busy interval)</source>
            <translation>eine unbelastete Datenbank: %1 s DB-Zeit je Sekunde (durchschnittlich aktive Sitzungen) liegt unter %2; so kleine Werte sind meist Hintergrundarbeit und Rundung, zu klein, um ein Modell daraus zu kalibrieren (nehmen Sie einen Bericht eines Intervalls unter Last)</translation>
        </message>
        <message>
            <source>RAC global report: the 'Sum' row prints %1 for '%2', the instances add up to %3 (the instances' sum is used)</source>
            <translation>globaler RAC-Bericht: die Zeile 'Sum' druckt %1 für '%2', die Instanzen ergeben zusammen %3 (die Summe der Instanzen wird verwendet)</translation>
        </message>
        <message>
            <source>RAC global report: no 'Database Instances Included In Report' table with rows (expected it after 'Database Summary': I#, Instance, Host, Begin / End Snap Time, Elapsed Time(min); a truncated report?)</source>
            <translation>globaler RAC-Bericht: keine Tabelle 'Database Instances Included In Report' mit Zeilen (erwartet nach 'Database Summary': I#, Instance, Host, Begin / End Snap Time, Elapsed Time(min); ein abgeschnittener Bericht?)</translation>
        </message>
        <message>
            <source>RAC global report: no 'Elapsed Time(min)' of the first instance in '%1' (expected minutes, e.g. 28.02)</source>
            <translation>globaler RAC-Bericht: keine 'Elapsed Time(min)' der ersten Instanz in '%1' (erwartet Minuten, z. B. 28.02)</translation>
        </message>
        <message>
            <source>RAC global report: %1 covers %2 min, the first instance %3 min (the first instance's interval is used for the rates)</source>
            <translation>globaler RAC-Bericht: %1 umfasst %2 min, die erste Instanz %3 min (für die Raten wird das Intervall der ersten Instanz verwendet)</translation>
        </message>
        <message>
            <source>a later run starts at line %1 and has no result line: the figures are of the run before it (result at line %2), not of the last run</source>
            <translation>ein späterer Lauf beginnt in Zeile %1 und hat keine Ergebniszeile: die Werte stammen aus dem Lauf davor (Ergebnis in Zeile %2), nicht aus dem letzten Lauf</translation>
        </message>
        <message>
            <source>a later run starts at line %1 and has no result line (FINISHED FAILED at %2): the figures are of the run before it (result at line %3), not of the last run</source>
            <translation>ein späterer Lauf beginnt in Zeile %1 und hat keine Ergebniszeile (FINISHED FAILED bei %2): die Werte stammen aus dem Lauf davor (Ergebnis in Zeile %3), nicht aus dem letzten Lauf</translation>
        </message>
        <message>
            <source>file is %1 MiB; the limit is %2 MiB (expected a report or log of one interval)</source>
            <translation>die Datei hat %1 MiB; die Grenze ist %2 MiB (erwartet ein Bericht oder Log eines Intervalls)</translation>
        </message>
        <message>
            <source>empty file (expected an AWR or Statspack report, a perfmon or esxtop CSV, or a HammerDB log)</source>
            <translation>leere Datei (erwartet ein AWR- oder Statspack-Bericht, eine perfmon- oder esxtop-CSV oder ein HammerDB-Log)</translation>
        </message>
        <message>
            <source>no text: %1 bytes of white space only (%2 blank lines; expected an AWR or Statspack report, a perfmon or esxtop CSV, or a HammerDB log)</source>
            <translation>kein Text: %1 Bytes nur Leerraum (%2 Leerzeilen; erwartet ein AWR- oder Statspack-Bericht, eine perfmon- oder esxtop-CSV oder ein HammerDB-Log)</translation>
        </message>
        <message>
            <source>UTF-16 %1 text without a BOM</source>
            <translation>UTF-16-%1-Text ohne BOM</translation>
        </message>
        <message>
            <source>UTF-16 %1 text</source>
            <translation>UTF-16-%1-Text</translation>
        </message>
        <message>
            <source>%1 with an invalid code unit at byte offset %2 (an odd byte count or an unpaired surrogate: a truncated or damaged file; convert it with iconv -f UTF-16 -t UTF-8 to see where)</source>
            <translation>%1 mit einer ungültigen Codeeinheit bei Byte-Offset %2 (eine ungerade Byteanzahl oder ein unpaariges Surrogat: eine abgeschnittene oder beschädigte Datei; wandeln Sie sie mit iconv -f UTF-16 -t UTF-8 um, um die Stelle zu sehen)</translation>
        </message>
        <message>
            <source>%1 that decodes to UTF-16 again (expected text)</source>
            <translation>%1, der wieder zu UTF-16 decodiert (erwartet Text)</translation>
        </message>
        <message>
            <source>at offset %1 (line %2, column %3)</source>
            <translation>bei Offset %1 (Zeile %2, Spalte %3)</translation>
        </message>
        <message>
            <source>a NUL byte %1</source>
            <translation>ein NUL-Byte %1</translation>
        </message>
        <message>
            <source>%1 control bytes in the first 64 KiB</source>
            <translation>%1 Steuerbytes in den ersten 64 KiB</translation>
        </message>
        <message>
            <source>%1; the first bad byte is control byte %2 %3</source>
            <translation>%1; das erste ungültige Byte ist das Steuerbyte %2 %3</translation>
        </message>
        <message>
            <source>%1, the first bad byte is control byte %2 %3</source>
            <translation>%1, das erste ungültige Byte ist das Steuerbyte %2 %3</translation>
        </message>
        <message>
            <source>the file is one line repeated: line 2 and every line after it, up to line %1, repeat line 1 %2 (%3 MiB; expected a report or log, whose lines differ: a header, then sections or samples; a file filled by a loop, or a copy gone wrong?)</source>
            <translation>die Datei ist eine wiederholte Zeile: Zeile 2 und jede Zeile danach bis Zeile %1 wiederholen Zeile 1 %2 (%3 MiB; erwartet ein Bericht oder Log mit verschiedenen Zeilen: ein Kopf, dann Abschnitte oder Stichproben; eine von einer Schleife gefüllte Datei oder eine missratene Kopie?)</translation>
        </message>
        <message>
            <source>%1 (a design's measured: block does not accept it; expected figures a database or host can have: a damaged or edited file, or a counter that wrapped?)</source>
            <translation>%1 (der measured:-Block eines Designs nimmt das nicht an; erwartet Werte, die eine Datenbank oder ein Host haben kann: eine beschädigte oder bearbeitete Datei oder ein übergelaufener Zähler?)</translation>
        </message>
        <message>
            <source>no %1 instance '%2' in the log (it has %3)</source>
            <translation>keine %1-Instanz '%2' im Log (es hat %3)</translation>
        </message>
        <message>
            <source>several %1 instances and no _Total (%2): choose one with %3</source>
            <translation>mehrere %1-Instanzen und kein _Total (%2): wählen Sie eine mit %3</translation>
        </message>
        <message>
            <source>no counter path in the header (expected \\HOST\Object(Instance)\Counter; found %1)</source>
            <translation>kein Zählerpfad in der Kopfzeile (erwartet \\HOST\Object(Instance)\Counter; gefunden %1)</translation>
        </message>
        <message numerus="yes">
            <source>%1 (%n counters)</source>
            <translation>
                <numerusform>%1 (%n Zähler)</numerusform>
                <numerusform>%1 (%n Zähler)</numerusform>
            </translation>
        </message>
        <message>
            <source>counters of %1 machines in one log: %2 (expected the log of one machine, the database's host: relog in.csv -c "\\%3\*" -f csv -o %3.csv writes one machine's counters)</source>
            <translation>Zähler von %1 Rechnern in einem Log: %2 (erwartet das Log eines Rechners, des Hosts der Datenbank: relog in.csv -c "\\%3\*" -f csv -o %3.csv schreibt die Zähler eines Rechners)</translation>
        </message>
        <message>
            <source>a second header row</source>
            <translation>eine zweite Kopfzeile</translation>
        </message>
        <message>
            <source>row has %1 of %2 fields: a truncated file? the row is left out</source>
            <translation>die Zeile hat %1 von %2 Feldern: eine abgeschnittene Datei? Die Zeile wird weggelassen</translation>
        </message>
        <message>
            <source>row has %1 of %2 fields (expected one value per counter of the header row)</source>
            <translation>die Zeile hat %1 von %2 Feldern (erwartet ein Wert je Zähler der Kopfzeile)</translation>
        </message>
        <message>
            <source>timestamp %1 repeats %2 (line %3)</source>
            <translation>der Zeitstempel %1 wiederholt %2 (Zeile %3)</translation>
        </message>
        <message>
            <source>timestamp %1 goes back from %2 (line %3)</source>
            <translation>der Zeitstempel %1 geht hinter %2 (Zeile %3) zurück</translation>
        </message>
        <message>
            <source>%1: the file holds more than one capture (two logs concatenated, rows repeated, or the clock set back); the figures and the interval are of the first capture only, lines %2 - %3 (%4 samples, %5 - %6); the %7 lines from line %8 on are left out (relog each capture to a file of its own to import another)</source>
            <translation>%1: die Datei enthält mehr als eine Aufzeichnung (zwei aneinandergehängte Logs, wiederholte Zeilen oder eine zurückgestellte Uhr); die Werte und das Intervall stammen nur aus der ersten Aufzeichnung, Zeilen %2 - %3 (%4 Stichproben, %5 - %6); die %7 Zeilen ab Zeile %8 werden weggelassen (schreiben Sie jede Aufzeichnung mit relog in eine eigene Datei, um eine andere zu importieren)</translation>
        </message>
        <message>
            <source>; counter names in another language than English are not read: log the English names, e.g. on an English-language Windows</source>
            <translation>; Zählernamen in einer anderen Sprache als Englisch werden nicht gelesen: protokollieren Sie die englischen Namen, z. B. auf einem englischsprachigen Windows</translation>
        </message>
        <message>
            <source>none of the counters needed is in this esxtop log (columns like %1; expected Physical Cpu(_Total)\% Util Time, Physical Disk SCSI Device(...)\Reads/sec, ...%2)</source>
            <translation>keiner der benötigten Zähler ist in diesem esxtop-Log (Spalten wie %1; erwartet Physical Cpu(_Total)\% Util Time, Physical Disk SCSI Device(...)\Reads/sec, ...%2)</translation>
        </message>
        <message>
            <source>none of the counters needed is in this perfmon log (columns like %1; expected PhysicalDisk(_Total)\Disk Reads/sec, Processor(_Total)\% Processor Time, SQLServer:Databases(_Total)\Transactions/sec, ...%2)</source>
            <translation>keiner der benötigten Zähler ist in diesem perfmon-Log (Spalten wie %1; erwartet PhysicalDisk(_Total)\Disk Reads/sec, Processor(_Total)\% Processor Time, SQLServer:Databases(_Total)\Transactions/sec, ...%2)</translation>
        </message>
        <message>
            <source>config cache_gb is %1 but %2 has at least %3 GB of cache (catalog min_cache_gb)</source>
            <translation>config cache_gb ist %1, aber %2 hat mindestens %3 GB Cache (Katalog min_cache_gb)</translation>
        </message>
        <message>
            <source>config cache_gb is %1 but %2 with %3 brick has %4 to %5 GB of cache (%6 to %7 GB per brick; catalog min_cache_gb, max_cache_gb)</source>
            <translation>config cache_gb ist %1, aber %2 mit %3 Brick hat %4 bis %5 GB Cache (%6 bis %7 GB je Brick; Katalog min_cache_gb, max_cache_gb)</translation>
        </message>
        <message>
            <source>config cache_gb is %1 but %2 with %3 bricks has %4 to %5 GB of cache (%6 to %7 GB per brick; catalog min_cache_gb, max_cache_gb)</source>
            <translation>config cache_gb ist %1, aber %2 mit %3 Bricks hat %4 bis %5 GB Cache (%6 bis %7 GB je Brick; Katalog min_cache_gb, max_cache_gb)</translation>
        </message>
        <message>
            <source>config cache_gb is %1 but %2 has %3 to %4 GB of cache (catalog min_cache_gb, max_cache_gb)</source>
            <translation>config cache_gb ist %1, aber %2 hat %3 bis %4 GB Cache (Katalog min_cache_gb, max_cache_gb)</translation>
        </message>
        <message>
            <source>%1, DB %2</source>
            <translation>%1, DB %2</translation>
        </message>
        <message>
            <source>%1 instance %2</source>
            <translation>%1 Instanz %2</translation>
        </message>
        <message>
            <source>%1 instance %2 (%3)</source>
            <translation>%1 Instanz %2 (%3)</translation>
        </message>
        <message>
            <source>%1, snaps %2 - %3</source>
            <translation>%1, Snapshots %2 - %3</translation>
        </message>
        <message>
            <source>instance all %1 instances (%2)</source>
            <translation>alle %1 Instanzen (%2)</translation>
        </message>
        <message>
            <source>line %1</source>
            <translation>Zeile %1</translation>
        </message>
        <message>
            <source>yaml-cpp: error at line %1, column %2: %3</source>
            <translation>yaml-cpp: Fehler in Zeile %1, Spalte %2: %3</translation>
        </message>
        <message>
            <source>bad conversion</source>
            <translation>Umwandlung nicht möglich</translation>
        </message>
        <message>
            <source>operator[] call on a scalar</source>
            <translation>operator[] auf einem Skalar aufgerufen</translation>
        </message>
        <message>
            <source>bad dereference</source>
            <translation>ungültige Dereferenzierung</translation>
        </message>
        <message>
            <source>key not found</source>
            <translation>Schlüssel nicht gefunden</translation>
        </message>
        <message>
            <source>invalid scalar</source>
            <translation>ungültiger Skalar</translation>
        </message>
        <message>
            <source>%1 of %2 draws left out of these intervals, no figures at their parameter values; the first: %3</source>
            <translation>%1 von %2 Stichproben aus diesen Intervallen herausgenommen, bei ihren Parameterwerten keine Kennzahlen; die erste: %3</translation>
        </message>
    </context>
    <context>
        <name>Kind</name>
        <message>
            <source>Chassis</source>
            <translation>Chassis</translation>
        </message>
        <message>
            <source>Compute sleds</source>
            <translation>Compute-Sleds</translation>
        </message>
        <message>
            <source>Blades</source>
            <translation>Blades</translation>
        </message>
        <message>
            <source>Rack servers</source>
            <translation>Rack-Server</translation>
        </message>
        <message>
            <source>Hyperconverged nodes</source>
            <translation>Hyperkonvergente Knoten</translation>
        </message>
        <message>
            <source>Software-defined storage nodes</source>
            <translation>Software-defined-Storage-Knoten</translation>
        </message>
        <message>
            <source>Adapters (CNA, HBA, NIC)</source>
            <translation>Adapter (CNA, HBA, NIC)</translation>
        </message>
        <message>
            <source>I/O modules</source>
            <translation>I/O-Module</translation>
        </message>
        <message>
            <source>Fabric interconnects</source>
            <translation>Fabric Interconnects</translation>
        </message>
        <message>
            <source>Switches</source>
            <translation>Switches</translation>
        </message>
        <message>
            <source>Storage arrays</source>
            <translation>Speichersysteme</translation>
        </message>
        <message>
            <source>Backup appliances</source>
            <translation>Backup-Appliances</translation>
        </message>
        <message>
            <source>Drive shelves</source>
            <translation>Laufwerkseinschübe</translation>
        </message>
        <message>
            <source>Drives</source>
            <translation>Laufwerke</translation>
        </message>
        <message>
            <source>Witness appliances</source>
            <translation>Witness-Appliances</translation>
        </message>
        <message>
            <source>Management modules</source>
            <translation>Management-Module</translation>
        </message>
    </context>
    <context>
        <name>MeasurementEdit</name>
        <message>
            <source>A measured baseline has no field '%1'.</source>
            <translation>Eine gemessene Baseline hat kein Feld '%1'.</translation>
        </message>
        <message>
            <source>%1: '%2' is not accepted (expected a number from %3 to %4: %5)</source>
            <translation>%1: '%2' wird nicht angenommen (erwartet: eine Zahl von %3 bis %4: %5)</translation>
        </message>
        <message>
            <source>%1: '%2' is not accepted (expected one of: %3)</source>
            <translation>%1: '%2' wird nicht akzeptiert (erwartet eines von: %3)</translation>
        </message>
        <message>
            <source>There is no workload %1.</source>
            <translation>Es gibt keine Workload %1.</translation>
        </message>
        <message>
            <source>Edit measured baseline of %1 (%2)</source>
            <translation>Gemessene Baseline von %1 bearbeiten (%2)</translation>
        </message>
        <message>
            <source>Remove measured baseline of %1</source>
            <translation>Gemessene Baseline von %1 entfernen</translation>
        </message>
        <message>
            <source>Import measurement %1 into %2</source>
            <translation>Messung %1 in %2 importieren</translation>
        </message>
        <message numerus="yes">
            <source>Imported %n figure(s) from %1 into workload %2.</source>
            <translation>
                <numerusform>%n Kennzahl aus %1 in den Workload %2 importiert.</numerusform>
                <numerusform>%n Kennzahlen aus %1 in den Workload %2 importiert.</numerusform>
            </translation>
        </message>
        <message>
            <source>Import measurement %1 into %2 and %3</source>
            <translation>Messung %1 in %2 und %3 importieren</translation>
        </message>
        <message numerus="yes">
            <source>Imported %n figure(s) from %1 into workload %2 and storage %3.</source>
            <translation>
                <numerusform>%n Kennzahl aus %1 in Workload %2 und Speicher %3 importiert.</numerusform>
                <numerusform>%n Kennzahlen aus %1 in Workload %2 und Speicher %3 importiert.</numerusform>
            </translation>
        </message>
        <message>
            <source>Imported anyway, overriding: %1</source>
            <translation>Trotzdem importiert, übergangen: %1</translation>
        </message>
        <message>
            <source>no use case lists workload %1; the response-time law is solved over the design's default use case</source>
            <translation>kein Anwendungsfall enthält den Workload %1; das Antwortzeitgesetz wird über den Standard-Anwendungsfall des Entwurfs gelöst</translation>
        </message>
        <message>
            <source>the use case chosen in the tool bar</source>
            <translation>der in der Werkzeugleiste gewählte Anwendungsfall</translation>
        </message>
        <message>
            <source>the tool bar's use case %1 does not list it</source>
            <translation>der Anwendungsfall %1 der Werkzeugleiste enthält ihn nicht</translation>
        </message>
        <message>
            <source>the old baseline's</source>
            <translation>der Anwendungsfall der bisherigen Baseline</translation>
        </message>
        <message>
            <source>the first use case listing workload %1</source>
            <translation>der erste Anwendungsfall, der den Workload %1 enthält</translation>
        </message>
        <message>
            <source>Use case: none (%1).</source>
            <translation>Anwendungsfall: keiner (%1).</translation>
        </message>
        <message>
            <source>Use case %1 (%2).</source>
            <translation>Anwendungsfall %1 (%2).</translation>
        </message>
    </context>
    <context>
        <name>MeasurementImport</name>
        <message>
            <source>Measurement not imported</source>
            <translation>Messung nicht importiert</translation>
        </message>
        <message>
            <source>The measurement was not imported; the design is unchanged.</source>
            <translation>Die Messung wurde nicht importiert; das Design ist unverändert.</translation>
        </message>
        <message>
            <source>Not imported: %1</source>
            <translation>Nicht importiert: %1</translation>
        </message>
        <message>
            <source>Import Measurement</source>
            <translation>Messung importieren</translation>
        </message>
        <message>
            <source>Measurement files (*.txt *.lst *.html *.htm *.csv *.log);;All files (*)</source>
            <translation>Messdateien (*.txt *.lst *.html *.htm *.csv *.log);;Alle Dateien (*)</translation>
        </message>
        <message>
            <source>Measurement imported with warnings</source>
            <translation>Messung mit Warnungen importiert</translation>
        </message>
        <message>
            <source>The measurement was imported (undo reverts it), but it may not be of this workload's kind of load.</source>
            <translation>Die Messung wurde importiert (Rückgängig nimmt sie zurück), passt aber möglicherweise nicht zur Art der Last dieser Arbeitslast.</translation>
        </message>
        <message>
            <source>&lt;p&gt;From %1:&lt;/p&gt;</source>
            <translation>&lt;p&gt;Aus %1:&lt;/p&gt;</translation>
        </message>
        <message>
            <source>Import Anyway</source>
            <translation>Trotzdem importieren</translation>
        </message>
        <message>
            <source>Measurement imported anyway</source>
            <translation>Messung trotzdem importiert</translation>
        </message>
        <message>
            <source>Imported anyway (forced), overriding:</source>
            <translation>Trotzdem importiert (erzwungen), übergangen:</translation>
        </message>
        <message>
            <source>Overridden (refused without Import Anyway):</source>
            <translation>Übergangen (ohne „Trotzdem importieren“ abgelehnt):</translation>
        </message>
        <message>
            <source>Warnings:</source>
            <translation>Warnungen:</translation>
        </message>
        <message numerus="yes">
            <source>The measurement was imported past %n refusal(s) (Import Anyway; undo reverts it). The baseline records what was overridden as forced, and the Findings tab warns about it.</source>
            <translation>
                <numerusform>Die Messung wurde trotz %n Ablehnung importiert („Trotzdem importieren“; Rückgängig nimmt es zurück). Die Baseline vermerkt das Übergangene als erzwungen, und die Befunde warnen davor.</numerusform>
                <numerusform>Die Messung wurde trotz %n Ablehnungen importiert („Trotzdem importieren“; Rückgängig nimmt es zurück). Die Baseline vermerkt das Übergangene als erzwungen, und die Befunde warnen davor.</numerusform>
            </translation>
        </message>
        <message>
            <source>The measurement was not imported; the design is unchanged. "Import Anyway" imports it all the same, and the baseline then records what it overrode (undo reverts it).</source>
            <translation>Die Messung wurde nicht importiert; der Entwurf ist unverändert. „Trotzdem importieren“ importiert sie dennoch, und die Baseline vermerkt dann, was übergangen wurde (Rückgängig nimmt es zurück).</translation>
        </message>
        <message>
            <source>("Import Anyway" imports it all the same)</source>
            <translation>(„Trotzdem importieren“ importiert sie dennoch)</translation>
        </message>
        <message>
            <source>; "Import Anyway" cannot override it: %1 (it overrides only %2)</source>
            <translation>; „Trotzdem importieren“ kann das nicht übergehen: %1 (es übergeht nur %2)</translation>
        </message>
        <message>
            <source>; imported all the same ("Import Anyway")</source>
            <translation>; dennoch importiert („Trotzdem importieren“)</translation>
        </message>
        <message>
            <source>Imported with warnings:</source>
            <translation>Mit Warnungen importiert:</translation>
        </message>
    </context>
    <context>
        <name>Prediction</name>
        <message>
            <source>%1 (interval pending)</source>
            <translation>%1 (Intervall ausstehend)</translation>
        </message>
        <message>
            <source>interval pending</source>
            <translation>Intervall ausstehend</translation>
        </message>
        <message>
            <source>measured</source>
            <translation>gemessen</translation>
        </message>
        <message>
            <source>sourced</source>
            <translation>quellenbelegt</translation>
        </message>
        <message>
            <source>assumed</source>
            <translation>angenommen</translation>
        </message>
        <message>
            <source>%1 %</source>
            <translation>%1 %</translation>
        </message>
        <message>
            <source>%1 (%2–%3 %)</source>
            <translation>%1 (%2–%3 %)</translation>
        </message>
        <message>
            <source>calibrated</source>
            <translation>kalibriert</translation>
        </message>
        <message>
            <source>partly calibrated</source>
            <translation>teils kalibriert</translation>
        </message>
        <message>
            <source>a priori</source>
            <translation>a priori</translation>
        </message>
    </context>
    <context>
        <name>QObject</name>
        <message>
            <source>%1 Gb/s </source>
            <translation>%1 Gb/s </translation>
        </message>
        <message>
            <source>, midplane</source>
            <translation>, Midplane</translation>
        </message>
        <message>
            <source>, breakout %1</source>
            <translation>, Breakout %1</translation>
        </message>
        <message>
            <source>&lt;br&gt;&lt;b&gt;single point of failure&lt;/b&gt;</source>
            <translation>&lt;br&gt;&lt;b&gt;Single Point of Failure&lt;/b&gt;</translation>
        </message>
        <message>
            <source>IOPS</source>
            <translation>IOPS</translation>
        </message>
        <message>
            <source>Latency</source>
            <translation>Latenz</translation>
        </message>
        <message>
            <source>Use cases</source>
            <translation>Anwendungsfälle</translation>
        </message>
        <message>
            <source>TPM / NOPM</source>
            <translation>TPM / NOPM</translation>
        </message>
        <message>
            <source>DSS MB/s</source>
            <translation>DSS-MB/s</translation>
        </message>
        <message>
            <source>Latency vs load</source>
            <translation>Latenz über Last</translation>
        </message>
        <message>
            <source>Capacity</source>
            <translation>Kapazität</translation>
        </message>
        <message>
            <source>site %1 (witness)</source>
            <translation>Standort %1 (Witness)</translation>
        </message>
        <message>
            <source>site %1</source>
            <translation>Standort %1</translation>
        </message>
        <message>
            <source>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;%2 Gb/s %3, %4&lt;br&gt;role %5%6%7</source>
            <translation>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;%2 Gb/s %3, %4&lt;br&gt;Rolle %5%6%7</translation>
        </message>
        <message>
            <source>&lt;br&gt;breakouts </source>
            <translation>&lt;br&gt;Breakouts </translation>
        </message>
        <message>
            <source>&lt;br&gt;slot %1 of %2</source>
            <translation>&lt;br&gt;Steckplatz %1 von %2</translation>
        </message>
        <message>
            <source>&lt;br&gt;utilization %1</source>
            <translation>&lt;br&gt;Auslastung %1</translation>
        </message>
    </context>
    <context>
        <name>RackElevation</name>
        <message>
            <source>1 U = 44.45 mm (EIA-310-E), drawn to scale. Dashed: a full-depth device mounted on the other face, seen from behind. ½: half depth.</source>
            <translation>1 HE = 44,45 mm (EIA-310-E), maßstäblich. Gestrichelt: ein Gerät voller Tiefe auf der anderen Seite, von hinten gesehen. ½: halbe Tiefe.</translation>
        </message>
        <message>
            <source>Red: a physical check failed (docs/racks.md, "Checks"). Power: maximum draw per feed with all feeds up (blue)</source>
            <translation>Rot: eine physische Prüfung schlug fehl (docs/racks.md, „Checks“). Leistung: maximale Aufnahme je Einspeisung mit allen Einspeisungen (blau)</translation>
        </message>
        <message>
            <source>and after the loss of another feed (orange, A+B), from catalog figures; in brackets the range from the assumed figures' ranges.</source>
            <translation>und nach Ausfall einer anderen Einspeisung (orange, A+B), aus Katalogwerten; in Klammern der Bereich aus den Bereichen der angenommenen Werte.</translation>
        </message>
        <message>
            <source>Racks</source>
            <translation>Schränke</translation>
        </message>
        <message>
            <source>Row %1</source>
            <translation>Reihe %1</translation>
        </message>
        <message>
            <source>Site %1 · %2</source>
            <translation>Standort %1 · %2</translation>
        </message>
        <message>
            <source>The design has no racks (docs/racks.md: racks: and a device's rack and u).</source>
            <translation>Das Design hat keine Racks (docs/racks.md: racks: und rack und u eines Geräts).</translation>
        </message>
        <message>
            <source>Rack elevations · revision %1 · %2</source>
            <translation>Rackansichten · Revision %1 · %2</translation>
        </message>
        <message>
            <source>%1 U · %2 of %1 U used · %3 × %4 mm</source>
            <translation>%1 HE · %2 von %1 HE belegt · %3 × %4 mm</translation>
        </message>
        <message>
            <source>front</source>
            <translation>vorn</translation>
        </message>
        <message>
            <source>rear</source>
            <translation>hinten</translation>
        </message>
        <message>
            <source>shelf %1 · %2</source>
            <translation>Erweiterung %1 · %2</translation>
        </message>
        <message>
            <source>%1 (rear)</source>
            <translation>%1 (Rückseite)</translation>
        </message>
        <message>
            <source>%1 (%2–%3) of %4 kW</source>
            <translation>%1 (%2–%3) von %4 kW</translation>
        </message>
        <message>
            <source>the only feed: no power redundancy</source>
            <translation>die einzige Einspeisung: keine Stromredundanz</translation>
        </message>
        <message>
            <source>%1 lost: %2 kW (%3–%4)</source>
            <translation>%1 ausgefallen: %2 kW (%3–%4)</translation>
        </message>
        <message>
            <source>No power feeds: %1 kW (%2–%3) maximum draw, not checked</source>
            <translation>Keine Einspeisungen: %1 kW (%2–%3) maximale Aufnahme, nicht geprüft</translation>
        </message>
        <message>
            <source>weight</source>
            <translation>Gewicht</translation>
        </message>
        <message>
            <source>%1 (%2–%3) of %4 kg</source>
            <translation>%1 (%2–%3) von %4 kg</translation>
        </message>
        <message>
            <source>%1 (%2–%3) kg, no limit given</source>
            <translation>%1 (%2–%3) kg, keine Grenze angegeben</translation>
        </message>
        <message>
            <source>max. draw %1 kW, typical %2 kW · %3 of %4 figures assumed</source>
            <translation>max. Aufnahme %1 kW, typisch %2 kW · %3 von %4 Werten angenommen</translation>
        </message>
        <message>
            <source>Every device is racked</source>
            <translation>Jedes Gerät ist eingebaut</translation>
        </message>
        <message>
            <source>Not racked (drag into a rack)</source>
            <translation>Nicht eingebaut (in ein Rack ziehen)</translation>
        </message>
        <message>
            <source>%1 · %2 U</source>
            <translation>%1 · %2 HE</translation>
        </message>
        <message>
            <source>Rack elevations</source>
            <translation>Rackansichten</translation>
        </message>
        <message>
            <source>Rack elevations: %1</source>
            <translation>Rackansichten: %1</translation>
        </message>
        <message>
            <source>unknown rack elevation format '.%1' (expected .svg or .pdf)</source>
            <translation>unbekanntes Format der Rackansicht „.%1“ (erwartet .svg oder .pdf)</translation>
        </message>
        <message>
            <source>No device in the design</source>
            <translation>Kein Gerät im Design</translation>
        </message>
    </context>
    <context>
        <name>ReferencePicker</name>
        <message>
            <source>%1 is not %2.</source>
            <translation>%1 ist nicht %2.</translation>
        </message>
        <message>
            <source>an FC initiator port (native FC, or a CNA port with an FCoE partition)</source>
            <translation>ein FC-Initiator-Port (natives FC oder ein CNA-Port mit FCoE-Partition)</translation>
        </message>
        <message>
            <source>an FC or iSCSI initiator port (a CNA port needs an FCoE or iSCSI function)</source>
            <translation>ein FC- oder iSCSI-Initiator-Port (ein CNA-Port braucht eine FCoE- oder iSCSI-Funktion)</translation>
        </message>
        <message>
            <source>an FC target port</source>
            <translation>ein FC-Target-Port</translation>
        </message>
        <message>
            <source>an FC target port in the fabric of %1</source>
            <translation>ein FC-Target-Port in der Fabric von %1</translation>
        </message>
        <message>
            <source>a device, port, cable, site, cluster or component</source>
            <translation>ein Gerät, Port, Kabel, Standort, Cluster oder eine Komponente</translation>
        </message>
        <message>
            <source>a host (server, sled, blade or node)</source>
            <translation>ein Host (Server, Sled, Blade oder Knoten)</translation>
        </message>
        <message>
            <source>an array, backup appliance, storage node or storage cluster</source>
            <translation>ein Array, eine Backup-Appliance, ein Storage-Knoten oder Storage-Cluster</translation>
        </message>
        <message>
            <source>a storage group</source>
            <translation>eine Storage Group</translation>
        </message>
        <message>
            <source>a storage group on %1</source>
            <translation>eine Storage Group auf %1</translation>
        </message>
        <message>
            <source>another storage group</source>
            <translation>eine andere Storage Group</translation>
        </message>
        <message>
            <source>an array</source>
            <translation>ein Array</translation>
        </message>
        <message>
            <source>a front-end port of the group's array (set the array first)</source>
            <translation>ein Front-End-Port des Arrays der Gruppe (zuerst das Array setzen)</translation>
        </message>
        <message>
            <source>a front-end (target) port of %1</source>
            <translation>ein Front-End-(Target-)Port von %1</translation>
        </message>
        <message>
            <source>a port group</source>
            <translation>eine Port Group</translation>
        </message>
        <message>
            <source>a port group on %1</source>
            <translation>eine Port Group auf %1</translation>
        </message>
        <message>
            <source>an FC initiator or target port</source>
            <translation>ein FC-Initiator- oder Target-Port</translation>
        </message>
        <message>
            <source>an Ethernet, iSCSI or NVMe/TCP initiator or target port</source>
            <translation>ein Ethernet-, iSCSI- oder NVMe/TCP-Initiator- oder Target-Port</translation>
        </message>
        <message>
            <source>a device</source>
            <translation>ein Gerät</translation>
        </message>
        <message>
            <source>a workload</source>
            <translation>ein Workload</translation>
        </message>
        <message>
            <source>a site</source>
            <translation>ein Standort</translation>
        </message>
        <message>
            <source>a partitionable port of %1</source>
            <translation>ein partitionierbarer Port von %1</translation>
        </message>
    </context>
    <context>
        <name>ReportExporter</name>
        <message>
            <source>Bill of materials and capacity</source>
            <translation>Stückliste und Kapazität</translation>
        </message>
        <message>
            <source>Paths, redundancy and performance</source>
            <translation>Pfade, Redundanz und Leistung</translation>
        </message>
        <message>
            <source>N-1 failure sweep</source>
            <translation>N-1-Ausfallanalyse</translation>
        </message>
        <message>
            <source>Scenarios</source>
            <translation>Szenarien</translation>
        </message>
        <message>
            <source>Writing the report</source>
            <translation>Bericht wird geschrieben</translation>
        </message>
        <message>
            <source>error</source>
            <translation>Fehler</translation>
        </message>
        <message>
            <source>warning</source>
            <translation>Warnung</translation>
        </message>
        <message>
            <source>info</source>
            <translation>Info</translation>
        </message>
        <message>
            <source>Topoplan design report</source>
            <translation>Topoplan-Designbericht</translation>
        </message>
        <message>
            <source>Source: %1</source>
            <translation>Quelle: %1</translation>
        </message>
        <message>
            <source>Date: %1</source>
            <translation>Datum: %1</translation>
        </message>
        <message>
            <source>Revision: %1 (fingerprint of the design file's content)</source>
            <translation>Revision: %1 (Fingerabdruck des Inhalts der Designdatei)</translation>
        </message>
        <message numerus="yes">
            <source>%n devices, %1 cables, %2 workloads</source>
            <translation>
                <numerusform>%n Gerät, %1 Kabel, %2 Workloads</numerusform>
                <numerusform>%n Geräte, %1 Kabel, %2 Workloads</numerusform>
            </translation>
        </message>
        <message>
            <source>Computed for the intact design (no failure injected)</source>
            <translation>Berechnet für das intakte Design (kein Ausfall eingespielt)</translation>
        </message>
        <message>
            <source>Computed under the failure of: %1</source>
            <translation>Berechnet unter Ausfall von: %1</translation>
        </message>
        <message>
            <source>Generated by Topoplan %1</source>
            <translation>Erzeugt von Topoplan %1</translation>
        </message>
        <message>
            <source>Contents</source>
            <translation>Inhalt</translation>
        </message>
        <message>
            <source>Design summary and bill of materials</source>
            <translation>Designübersicht und Stückliste</translation>
        </message>
        <message>
            <source>Measure</source>
            <translation>Kennzahl</translation>
        </message>
        <message>
            <source>Value</source>
            <translation>Wert</translation>
        </message>
        <message>
            <source>Devices</source>
            <translation>Geräte</translation>
        </message>
        <message>
            <source>Cables</source>
            <translation>Kabel</translation>
        </message>
        <message>
            <source>Workloads</source>
            <translation>Workloads</translation>
        </message>
        <message>
            <source>Flows reachable</source>
            <translation>Erreichbare Datenflüsse</translation>
        </message>
        <message>
            <source>%1 of %2</source>
            <translation>%1 von %2</translation>
        </message>
        <message>
            <source>Paths (initiator - target - controller)</source>
            <translation>Pfade (Initiator - Target - Controller)</translation>
        </message>
        <message>
            <source>Single points of failure (flow, element) pairs</source>
            <translation>Single Points of Failure (Paare aus Datenfluss und Element)</translation>
        </message>
        <message>
            <source>Findings</source>
            <translation>Befunde</translation>
        </message>
        <message>
            <source>%1 errors, %2 warnings</source>
            <translation>%1 Fehler, %2 Warnungen</translation>
        </message>
        <message>
            <source>Bill of materials</source>
            <translation>Stückliste</translation>
        </message>
        <message>
            <source>Kind</source>
            <translation>Art</translation>
        </message>
        <message>
            <source>Model</source>
            <translation>Modell</translation>
        </message>
        <message>
            <source>Name</source>
            <translation>Name</translation>
        </message>
        <message>
            <source>Qty</source>
            <translation>Menge</translation>
        </message>
        <message>
            <source>Links by medium and speed</source>
            <translation>Verbindungen nach Medium und Geschwindigkeit</translation>
        </message>
        <message>
            <source>midplane</source>
            <translation>Midplane</translation>
        </message>
        <message>
            <source>cable</source>
            <translation>Kabel</translation>
        </message>
        <message>
            <source>breakout %1</source>
            <translation>Breakout %1</translation>
        </message>
        <message>
            <source>Medium</source>
            <translation>Medium</translation>
        </message>
        <message>
            <source>Gb/s</source>
            <translation>Gb/s</translation>
        </message>
        <message>
            <source>Count</source>
            <translation>Anzahl</translation>
        </message>
        <message>
            <source>Capacity</source>
            <translation>Kapazität</translation>
        </message>
        <message>
            <source>The design holds no storage system.</source>
            <translation>Das Design enthält kein Speichersystem.</translation>
        </message>
        <message>
            <source>TB are decimal (10^12 bytes), TiB binary (2^40 bytes); usable capacity after spares and RAID, copies or erasure coding, before dedupe and compression.</source>
            <translation>TB sind dezimal (10^12 Byte), TiB binär (2^40 Byte); nutzbare Kapazität nach Spares und RAID, Kopien oder Erasure Coding, vor Deduplizierung und Komprimierung.</translation>
        </message>
        <message>
            <source>Storage</source>
            <translation>Speicher</translation>
        </message>
        <message>
            <source>Layout</source>
            <translation>Layout</translation>
        </message>
        <message>
            <source>Drives</source>
            <translation>Laufwerke</translation>
        </message>
        <message>
            <source>Raw TB</source>
            <translation>Brutto TB</translation>
        </message>
        <message>
            <source>Raw TiB</source>
            <translation>Brutto TiB</translation>
        </message>
        <message>
            <source>Usable TB</source>
            <translation>Nutzbar TB</translation>
        </message>
        <message>
            <source>Usable TiB</source>
            <translation>Nutzbar TiB</translation>
        </message>
        <message>
            <source>Arithmetic</source>
            <translation>Rechnung</translation>
        </message>
        <message>
            <source>Source</source>
            <translation>Quelle</translation>
        </message>
        <message>
            <source>Diagram</source>
            <translation>Diagramm</translation>
        </message>
        <message>
            <source>No diagram: the report was made without a canvas.</source>
            <translation>Kein Diagramm: der Bericht wurde ohne Zeichenfläche erstellt.</translation>
        </message>
        <message>
            <source>The design with link utilization and single points of failure (analysis overlays).</source>
            <translation>Das Design mit Verbindungsauslastung und Single Points of Failure (Analyse-Overlays).</translation>
        </message>
        <message>
            <source>Paths per workload</source>
            <translation>Pfade je Workload</translation>
        </message>
        <message>
            <source>Flow</source>
            <translation>Datenfluss</translation>
        </message>
        <message>
            <source>Paths</source>
            <translation>Pfade</translation>
        </message>
        <message>
            <source>Failures to break</source>
            <translation>Ausfälle bis zum Abriss</translation>
        </message>
        <message>
            <source>Max MB/s</source>
            <translation>Max. MB/s</translation>
        </message>
        <message>
            <source>Status</source>
            <translation>Status</translation>
        </message>
        <message>
            <source>Initiator</source>
            <translation>Initiator</translation>
        </message>
        <message>
            <source>Fabric</source>
            <translation>Fabric</translation>
        </message>
        <message>
            <source>Target</source>
            <translation>Target-Port</translation>
        </message>
        <message>
            <source>Controller</source>
            <translation>Controller</translation>
        </message>
        <message>
            <source>Redundancy</source>
            <translation>Redundanz</translation>
        </message>
        <message>
            <source>No findings.</source>
            <translation>Keine Befunde.</translation>
        </message>
        <message>
            <source>Severity</source>
            <translation>Schweregrad</translation>
        </message>
        <message>
            <source>Code</source>
            <translation>Code</translation>
        </message>
        <message>
            <source>Finding</source>
            <translation>Befund</translation>
        </message>
        <message>
            <source>Single points of failure per flow</source>
            <translation>Single Points of Failure je Datenfluss</translation>
        </message>
        <message>
            <source>%1 (endpoint)</source>
            <translation>%1 (Endpunkt)</translation>
        </message>
        <message>
            <source>none</source>
            <translation>keine</translation>
        </message>
        <message>
            <source>Elements whose loss alone breaks it</source>
            <translation>Elemente, deren Verlust allein ihn unterbricht</translation>
        </message>
        <message>
            <source>%1 elements tested; %2 take no path down. Ranked by flows broken, then paths lost. Endpoint-only losses (the array itself, a host's own chassis) are marked.</source>
            <translation>%1 Elemente getestet; %2 legen keinen Pfad lahm. Sortiert nach unterbrochenen Datenflüssen, dann verlorenen Pfaden. Verluste nur am Endpunkt (das Speichersystem selbst, das eigene Chassis eines Hosts) sind markiert.</translation>
        </message>
        <message>
            <source>yes</source>
            <translation>ja</translation>
        </message>
        <message>
            <source>Rank</source>
            <translation>Rang</translation>
        </message>
        <message>
            <source>Element</source>
            <translation>Element</translation>
        </message>
        <message>
            <source>Flows broken</source>
            <translation>Unterbrochene Datenflüsse</translation>
        </message>
        <message>
            <source>Paths lost</source>
            <translation>Verlorene Pfade</translation>
        </message>
        <message>
            <source>Endpoint only</source>
            <translation>Nur Endpunkt</translation>
        </message>
        <message numerus="yes">
            <source>%n further elements take paths down without breaking more (topoplan-cli sweep lists all).</source>
            <translation>
                <numerusform>%n weiteres Element legt Pfade lahm, ohne mehr zu unterbrechen (topoplan-cli sweep listet alle).</numerusform>
                <numerusform>%n weitere Elemente legen Pfade lahm, ohne mehr zu unterbrechen (topoplan-cli sweep listet alle).</numerusform>
            </translation>
        </message>
        <message>
            <source>Predicted performance</source>
            <translation>Leistungsprognose</translation>
        </message>
        <message>
            <source>The performance model could not be solved for this design.</source>
            <translation>Das Leistungsmodell konnte für dieses Design nicht gelöst werden.</translation>
        </message>
        <message>
            <source>n/a</source>
            <translation>k. A.</translation>
        </message>
        <message>
            <source>Workload</source>
            <translation>Workload</translation>
        </message>
        <message>
            <source>Users</source>
            <translation>Benutzer</translation>
        </message>
        <message>
            <source>IOPS</source>
            <translation>IOPS</translation>
        </message>
        <message>
            <source>MB/s</source>
            <translation>MB/s</translation>
        </message>
        <message>
            <source>Read ms</source>
            <translation>Lesen ms</translation>
        </message>
        <message>
            <source>Write ms</source>
            <translation>Schreiben ms</translation>
        </message>
        <message>
            <source>TPM</source>
            <translation>TPM</translation>
        </message>
        <message>
            <source>NOPM</source>
            <translation>NOPM</translation>
        </message>
        <message>
            <source>Target ms</source>
            <translation>Ziel ms</translation>
        </message>
        <message>
            <source>Busiest center</source>
            <translation>Am stärksten ausgelastete Station</translation>
        </message>
        <message>
            <source>Busiest centers</source>
            <translation>Am stärksten ausgelastete Stationen</translation>
        </message>
        <message>
            <source>Center</source>
            <translation>Station</translation>
        </message>
        <message>
            <source>Servers</source>
            <translation>Server</translation>
        </message>
        <message>
            <source>Utilization %</source>
            <translation>Auslastung %</translation>
        </message>
        <message>
            <source>Queue</source>
            <translation>Warteschlange</translation>
        </message>
        <message>
            <source>Service-level findings</source>
            <translation>Service-Level-Befunde</translation>
        </message>
        <message>
            <source>Scenario results over time</source>
            <translation>Szenarioergebnisse im Zeitverlauf</translation>
        </message>
        <message>
            <source>The design has no scenario.</source>
            <translation>Das Design hat kein Szenario.</translation>
        </message>
        <message>
            <source>%1 (%2)</source>
            <translation>%1 (%2)</translation>
        </message>
        <message>
            <source>start</source>
            <translation>Start</translation>
        </message>
        <message>
            <source>fail</source>
            <translation>Ausfall</translation>
        </message>
        <message>
            <source>repair</source>
            <translation>Reparatur</translation>
        </message>
        <message>
            <source>Minute</source>
            <translation>Minute</translation>
        </message>
        <message>
            <source>Event</source>
            <translation>Ereignis</translation>
        </message>
        <message>
            <source>Flows up</source>
            <translation>Aktive Datenflüsse</translation>
        </message>
        <message>
            <source>Total IOPS</source>
            <translation>IOPS gesamt</translation>
        </message>
        <message>
            <source>Worst read ms</source>
            <translation>Schlechteste Lese-ms</translation>
        </message>
        <message>
            <source>Worst write ms</source>
            <translation>Schlechteste Schreib-ms</translation>
        </message>
        <message>
            <source>Workloads down</source>
            <translation>Ausgefallene Workloads</translation>
        </message>
        <message>
            <source>Assumptions and model parameters</source>
            <translation>Annahmen und Modellparameter</translation>
        </message>
        <message>
            <source>Assumptions applied by the analyses</source>
            <translation>Von den Analysen angewandte Annahmen</translation>
        </message>
        <message>
            <source>Design notes (sources and assumptions of the design file)</source>
            <translation>Designnotizen (Quellen und Annahmen der Designdatei)</translation>
        </message>
        <message>
            <source>Catalog models and parameters</source>
            <translation>Katalogmodelle und Parameter</translation>
        </message>
        <message>
            <source>(model)</source>
            <translation>(Modell)</translation>
        </message>
        <message>
            <source>Parameter</source>
            <translation>Parameter</translation>
        </message>
        <message>
            <source>Global model constants</source>
            <translation>Globale Modellkonstanten</translation>
        </message>
        <message>
            <source>Constant</source>
            <translation>Konstante</translation>
        </message>
        <message>
            <source>Source or justification</source>
            <translation>Quelle oder Begründung</translation>
        </message>
        <message>
            <source>Appendix: design file</source>
            <translation>Anhang: Designdatei</translation>
        </message>
        <message>
            <source>The design in canonical topoplan/1 form (topoplan-cli format).</source>
            <translation>Das Design in kanonischer topoplan/1-Form (topoplan-cli format).</translation>
        </message>
        <message>
            <source>Page %1 of %2</source>
            <translation>Seite %1 von %2</translation>
        </message>
        <message>
            <source>unknown report format '.%1' (expected .pdf or .html)</source>
            <translation>unbekanntes Berichtsformat '.%1' (erwartet .pdf oder .html)</translation>
        </message>
        <message>
            <source>cancelled</source>
            <translation>abgebrochen</translation>
        </message>
        <message>
            <source>Performance charts</source>
            <translation>Leistungsdiagramme</translation>
        </message>
        <message>
            <source>No charts: the performance model could not be solved for this design.</source>
            <translation>Keine Diagramme: das Leistungsmodell ist für dieses Design nicht lösbar.</translation>
        </message>
        <message>
            <source>The charts of the Charts dock, drawn by the same code. Each use case runs its workloads together%1. IOPS are I/O operations per second, latencies mean response times seen by the host in ms, MB/s 10^6 bytes per second.</source>
            <translation>Die Diagramme des Diagramm-Docks, mit demselben Code gezeichnet. Jeder Anwendungsfall lässt seine Workloads gemeinsam laufen%1. IOPS sind I/O-Operationen pro Sekunde, Latenzen mittlere Antwortzeiten am Host in ms, MB/s 10^6 Byte pro Sekunde.</translation>
        </message>
        <message>
            <source> under the failure of %1</source>
            <translation> beim Ausfall von %1</translation>
        </message>
        <message>
            <source>Use-case comparison</source>
            <translation>Vergleich der Anwendungsfälle</translation>
        </message>
        <message>
            <source>IOPS per use case</source>
            <translation>IOPS je Anwendungsfall</translation>
        </message>
        <message>
            <source>Predicted IOPS of each use case, one stacked bar segment per workload: what adding workloads does to the total.</source>
            <translation>Prognostizierte IOPS jedes Anwendungsfalls, ein gestapeltes Balkensegment je Workload: was zusätzliche Workloads an der Summe ändern.</translation>
        </message>
        <message>
            <source>Latency vs load</source>
            <translation>Latenz über Last</translation>
        </message>
        <message>
            <source>No latency-vs-load curve: the design has no reachable closed workload (users and think time) to sweep.</source>
            <translation>Keine Latenz-über-Last-Kurve: das Design hat keinen erreichbaren geschlossenen Workload (Benutzer und Denkzeit).</translation>
        </message>
        <message>
            <source>Latency vs load: %1</source>
            <translation>Latenz über Last: %1</translation>
        </message>
        <message>
            <source>No capacity chart: the design holds no storage system.</source>
            <translation>Kein Kapazitätsdiagramm: das Design enthält kein Speichersystem.</translation>
        </message>
        <message>
            <source>Raw, usable, used (provisioned storage groups) and after-data-reduction capacity per storage system in decimal TB (10^12 bytes).</source>
            <translation>Brutto-, Netto-, belegte (bereitgestellte Storage Groups) und nach Datenreduktion verbleibende Kapazität je Speichersystem in dezimalen TB (10^12 Byte).</translation>
        </message>
        <message>
            <source>Treemaps</source>
            <translation>Treemaps</translation>
        </message>
        <message>
            <source>all database workloads</source>
            <translation>alle Datenbank-Workloads</translation>
        </message>
        <message>
            <source>No IOPS treemap: no workload of use case %1 does any I/O.</source>
            <translation>Keine IOPS-Treemap: kein Workload von Anwendungsfall %1 erzeugt I/O.</translation>
        </message>
        <message>
            <source>IOPS per workload, use case %1 (the one with the most workloads), tile area proportional to predicted IOPS, grouped and coloured by database engine and workload type.</source>
            <translation>IOPS je Workload, Anwendungsfall %1 (der mit den meisten Workloads), Kachelfläche proportional zu den prognostizierten IOPS, gruppiert und eingefärbt nach Datenbank-Engine und Workload-Typ.</translation>
        </message>
        <message>
            <source>No capacity treemap: no storage group has a provisioned size (size_gb).</source>
            <translation>Keine Kapazitäts-Treemap: keine Storage Group hat eine bereitgestellte Größe (size_gb).</translation>
        </message>
        <message>
            <source>Provisioned capacity per storage group in TB (10^12 bytes), grouped by storage system.</source>
            <translation>Bereitgestellte Kapazität je Storage Group in TB (10^12 Byte), gruppiert nach Speichersystem.</translation>
        </message>
        <message>
            <source>All database workloads</source>
            <translation>Alle Datenbank-Workloads</translation>
        </message>
        <message>
            <source>Use case %1</source>
            <translation>Anwendungsfall %1</translation>
        </message>
        <message>
            <source>IOPS per workload</source>
            <translation>IOPS je Workload</translation>
        </message>
        <message>
            <source>Predicted IOPS per workload (reads and writes), use case %1, its workloads running together.</source>
            <translation>Prognostizierte IOPS je Workload (Lesen und Schreiben), Anwendungsfall %1, seine Workloads laufen gemeinsam.</translation>
        </message>
        <message>
            <source>TPM / NOPM</source>
            <translation>TPM / NOPM</translation>
        </message>
        <message>
            <source>Read and write latency</source>
            <translation>Lese- und Schreiblatenz</translation>
        </message>
        <message>
            <source>Mean read and write latency per workload in ms, %1; dashed red line: the workload's service-level target.</source>
            <translation>Mittlere Lese- und Schreiblatenz je Workload in ms, %1; rot gestrichelt: das Service-Level-Ziel des Workloads.</translation>
        </message>
        <message>
            <source>DSS throughput</source>
            <translation>DSS-Durchsatz</translation>
        </message>
        <message>
            <source>Throughput of the DSS (decision support, large sequential reads) workloads in MB/s (10^6 bytes per second), %1.</source>
            <translation>Durchsatz der DSS-Workloads (Entscheidungsunterstützung, große sequenzielle Lesezugriffe) in MB/s (10^6 Byte pro Sekunde), %1.</translation>
        </message>
        <message>
            <source>no DSS workload, so no MB/s chart</source>
            <translation>keinen DSS-Workload, daher kein MB/s-Diagramm</translation>
        </message>
        <message>
            <source>This use case has %1.</source>
            <translation>Dieser Anwendungsfall hat %1.</translation>
        </message>
        <message>
            <source>; </source>
            <translation>; </translation>
        </message>
        <message>
            <source>Use cases and latency vs load</source>
            <translation>Anwendungsfälle und Latenz über Last</translation>
        </message>
        <message>
            <source>Figure %1: %2</source>
            <translation>Abbildung %1: %2</translation>
        </message>
        <message>
            <source>N-1 sweep ranking: paths lost when each element fails alone, tile area proportional to the paths lost, grouped and coloured by element kind (as the N-1 sweep dock).</source>
            <translation>N-1-Rangfolge: verlorene Pfade beim Ausfall jedes einzelnen Elements, Kachelfläche proportional zu den verlorenen Pfaden, gruppiert und eingefärbt nach Elementart (wie im N-1-Dock).</translation>
        </message>
        <message>
            <source>No chart: the performance model could not be solved for this scenario.</source>
            <translation>Kein Diagramm: das Leistungsmodell ist für dieses Szenario nicht lösbar.</translation>
        </message>
        <message>
            <source>Scenario %1</source>
            <translation>Szenario %1</translation>
        </message>
        <message>
            <source>Total IOPS (left axis) and IOPS-weighted mean read latency in ms (right axis) of the default use case over the %1 minutes of scenario %2; solid: the scenario, dashed: no failure; shaded: a rebuild under load.</source>
            <translation>Gesamt-IOPS (linke Achse) und IOPS-gewichtete mittlere Leselatenz in ms (rechte Achse) des Standard-Use-Case über die %1 Minuten von Szenario %2; durchgezogen: das Szenario, gestrichelt: ohne Ausfall; schattiert: ein Rebuild unter Last.</translation>
        </message>
        <message>
            <source>Transactions per minute (TPM) and, for TPC-C-like workloads, new orders per minute (NOPM) of the transactional workloads, %1.</source>
            <translation>Transaktionen pro Minute (TPM) und, bei TPC-C-ähnlichen Workloads, neue Bestellungen pro Minute (NOPM) der transaktionalen Workloads, %1.</translation>
        </message>
        <message>
            <source>no workload with transactions per minute (none is transactional, or none is reachable), so no TPM / NOPM chart</source>
            <translation>keine Workload mit Transaktionen pro Minute (keine ist transaktional oder keine ist erreichbar), daher kein TPM-/NOPM-Diagramm</translation>
        </message>
        <message>
            <source>Mean read and write latency per workload in ms, %1 (no workload has a service-level target).</source>
            <translation>Mittlere Lese- und Schreiblatenz je Workload in ms, %1 (keine Workload hat ein Service-Level-Ziel).</translation>
        </message>
        <message>
            <source>Use case %1, its workloads running together (closed classes: users and think time; %2). Latencies are mean response times seen by the host, in ms; MB/s are 10^6 bytes per second. The charts section shows every use case.</source>
            <translation>Anwendungsfall %1, seine Workloads laufen gleichzeitig (geschlossene Klassen: Benutzer und Denkzeit; %2). Latenzen sind mittlere Antwortzeiten aus Sicht des Hosts in ms; MB/s sind 10^6 Byte pro Sekunde. Der Diagrammabschnitt zeigt jeden Anwendungsfall.</translation>
        </message>
        <message>
            <source>no workload reachable, nothing solved</source>
            <translation>keine Workload erreichbar, nichts gelöst</translation>
        </message>
        <message>
            <source>Backup and restore windows</source>
            <translation>Backup- und Restore-Fenster</translation>
        </message>
        <message>
            <source>Database GB</source>
            <translation>Datenbank GB</translation>
        </message>
        <message>
            <source>Sent GB</source>
            <translation>Gesendet GB</translation>
        </message>
        <message>
            <source>Minutes</source>
            <translation>Minuten</translation>
        </message>
        <message>
            <source>Limit</source>
            <translation>Grenze</translation>
        </message>
        <message numerus="yes">
            <source>%n further paths of this flow (topoplan-cli analyze lists all).</source>
            <translation>
                <numerusform>%n weitere Pfade dieses Datenflusses (topoplan-cli analyze listet alle).</numerusform>
                <numerusform>%n weitere Pfade dieses Datenflusses (topoplan-cli analyze listet alle).</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>The paths of %n further flows are not listed (topoplan-cli analyze lists all).</source>
            <translation>
                <numerusform>Die Pfade von %n weiteren Datenflüssen sind nicht aufgeführt (topoplan-cli analyze listet alle).</numerusform>
                <numerusform>Die Pfade von %n weiteren Datenflüssen sind nicht aufgeführt (topoplan-cli analyze listet alle).</numerusform>
            </translation>
        </message>
        <message>
            <source>Every figure is given at 3 significant digits with its interval (low-high): the range of the prediction when the model's parameters move over their plausible ranges (one at a time, and sampled together). The basis says whether the workload's demands come from a measured baseline (calibrated) or from sourced and assumed values (a priori).</source>
            <translation>Jede Zahl steht mit 3 signifikanten Stellen und ihrem Intervall (niedrig-hoch): dem Bereich der Vorhersage, wenn die Parameter des Modells ihre plausiblen Bereiche durchlaufen (einzeln und gemeinsam gestichprobt). Die Grundlage sagt, ob die Anforderungen der Workload aus einer gemessenen Baseline stammen (kalibriert) oder aus belegten und angenommenen Werten (a priori).</translation>
        </message>
        <message>
            <source>no interval computed</source>
            <translation>kein Intervall berechnet</translation>
        </message>
        <message>
            <source>Basis</source>
            <translation>Grundlage</translation>
        </message>
        <message>
            <source>%1: %2</source>
            <translation>%1: %2</translation>
        </message>
        <message>
            <source>What to measure next</source>
            <translation>Was als Nächstes zu messen ist</translation>
        </message>
        <message>
            <source>The parameters each prediction hinges on most, whose measurement would narrow its interval:</source>
            <translation>Die Parameter, von denen jede Vorhersage am meisten abhängt und deren Messung ihr Intervall verengen würde:</translation>
        </message>
        <message>
            <source>Read and write latency in ms (left axis), the time per I/O per user (users / IOPS in ms: CPU, I/O and think time, dash-dotted) and IOPS (right axis, dashed) of %1 as its users grow from 1 to 1,024 (logarithmic axis), the other workloads of the default use case running too; dotted line: the knee, where an added user adds less than half the IOPS a user adds at light load.</source>
            <translation>Lese- und Schreiblatenz in ms (linke Achse), die Zeit je I/O und Benutzer (Benutzer / IOPS in ms: CPU, I/O und Denkzeit, strichpunktiert) und IOPS (rechte Achse, gestrichelt) von %1, während die Benutzer von 1 auf 1.024 steigen (logarithmische Achse), die anderen Workloads des Standard-Anwendungsfalls laufen mit; gepunktete Linie: das Knie, ab dem ein weiterer Benutzer weniger als die Hälfte der IOPS hinzufügt, die ein Benutzer bei geringer Last hinzufügt.</translation>
        </message>
        <message>
            <source>Racks and build documents</source>
            <translation>Racks und Aufbaudokumente</translation>
        </message>
        <message>
            <source>The design places no device in a rack (docs/racks.md): no elevations, power or weight budgets. The cable schedule has no rack positions and no lengths.</source>
            <translation>Das Design baut kein Gerät in ein Rack ein (docs/racks.md): keine Rackansichten, keine Strom- und Gewichtsbilanz. Der Kabelplan hat keine Rackpositionen und keine Längen.</translation>
        </message>
        <message>
            <source>Each rack seen from the front and the rear, devices to scale (1 U = 44.45 mm). Power is the maximum draw of the catalog figures per feed, with all feeds up and after the loss of another feed (A+B: a rack must survive the loss of one feed); the ranges come from the ranges stated with the assumed figures, so a margin inside them calls for the spec sheet of the exact configuration.</source>
            <translation>Jedes Rack von vorn und hinten, Geräte maßstäblich (1 HE = 44,45 mm). Leistung ist die maximale Aufnahme laut Katalog je Einspeisung, mit allen Einspeisungen und nach Ausfall einer anderen (A+B: ein Rack muss den Ausfall einer Einspeisung überstehen); die Bereiche stammen aus den Bereichen der angenommenen Werte, eine Reserve innerhalb dieser Bereiche verlangt also das Datenblatt der genauen Konfiguration.</translation>
        </message>
        <message>
            <source>row %1, position %2</source>
            <translation>Reihe %1, Position %2</translation>
        </message>
        <message>
            <source>site %1, %2</source>
            <translation>Standort %1, %2</translation>
        </message>
        <message>
            <source>Rack %1</source>
            <translation>Rack %1</translation>
        </message>
        <message>
            <source>Rack %1 (%2)</source>
            <translation>Rack %1 (%2)</translation>
        </message>
        <message>
            <source>Elevation of rack %1, front and rear, with its power budget per feed (kW) and weight (kg).</source>
            <translation>Ansicht von Rack %1, vorn und hinten, mit Strombilanz je Einspeisung (kW) und Gewicht (kg).</translation>
        </message>
        <message>
            <source>rear</source>
            <translation>hinten</translation>
        </message>
        <message>
            <source>front</source>
            <translation>vorn</translation>
        </message>
        <message>
            <source>full</source>
            <translation>voll</translation>
        </message>
        <message>
            <source>half</source>
            <translation>halb</translation>
        </message>
        <message>
            <source>Total (%1 of %2 U used)</source>
            <translation>Summe (%1 von %2 HE belegt)</translation>
        </message>
        <message>
            <source>U</source>
            <translation>HE</translation>
        </message>
        <message>
            <source>Device</source>
            <translation>Gerät</translation>
        </message>
        <message>
            <source>Face</source>
            <translation>Seite</translation>
        </message>
        <message>
            <source>Depth</source>
            <translation>Tiefe</translation>
        </message>
        <message>
            <source>Max. draw W</source>
            <translation>Max. Aufnahme W</translation>
        </message>
        <message>
            <source>Weight kg</source>
            <translation>Gewicht kg</translation>
        </message>
        <message>
            <source>No physical check fails in this rack (overlap, height, depth, power, weight).</source>
            <translation>Keine physische Prüfung schlägt in diesem Rack fehl (Überlappung, Höhe, Tiefe, Strom, Gewicht).</translation>
        </message>
        <message>
            <source>Physical checks of this rack:</source>
            <translation>Physische Prüfungen dieses Racks:</translation>
        </message>
        <message>
            <source>Cable schedule</source>
            <translation>Kabelplan</translation>
        </message>
        <message numerus="yes">
            <source>%n cable(s) and breakout lane(s), in the design's order (topoplan-cli export --what cables writes them as CSV). Lengths are estimated from the rack positions with 1 m slack per end and rounded up to the next stock length (docs/racks.md, "Cable lengths").</source>
            <translation>
                <numerusform>%n Kabel oder Breakout-Lane in der Reihenfolge des Designs (topoplan-cli export --what cables schreibt sie als CSV). Längen sind aus den Rackpositionen geschätzt, mit 1 m Reserve je Ende, aufgerundet auf die nächste Lagerlänge (docs/racks.md, „Cable lengths“).</numerusform>
                <numerusform>%n Kabel und Breakout-Lanes in der Reihenfolge des Designs (topoplan-cli export --what cables schreibt sie als CSV). Längen sind aus den Rackpositionen geschätzt, mit 1 m Reserve je Ende, aufgerundet auf die nächste Lagerlänge (docs/racks.md, „Cable lengths“).</numerusform>
            </translation>
        </message>
        <message>
            <source>not racked</source>
            <translation>nicht eingebaut</translation>
        </message>
        <message>
            <source>Cable</source>
            <translation>Kabel</translation>
        </message>
        <message>
            <source>A end</source>
            <translation>A-Ende</translation>
        </message>
        <message>
            <source>A rack</source>
            <translation>A-Rack</translation>
        </message>
        <message>
            <source>B end</source>
            <translation>B-Ende</translation>
        </message>
        <message>
            <source>B rack</source>
            <translation>B-Rack</translation>
        </message>
        <message>
            <source>Breakout</source>
            <translation>Breakout</translation>
        </message>
        <message>
            <source>Length m</source>
            <translation>Länge m</translation>
        </message>
        <message>
            <source>Order m</source>
            <translation>Bestellung m</translation>
        </message>
        <message>
            <source>Bill of materials per site and rack</source>
            <translation>Stückliste je Standort und Rack</translation>
        </message>
        <message>
            <source>(not racked)</source>
            <translation>(nicht eingebaut)</translation>
        </message>
        <message>
            <source>Site</source>
            <translation>Standort</translation>
        </message>
        <message>
            <source>Rack</source>
            <translation>Rack</translation>
        </message>
        <message>
            <source>Part number</source>
            <translation>Teilenummer</translation>
        </message>
        <message>
            <source> Error bars: the predicted interval (parameter ranges propagated through the model).</source>
            <translation> Fehlerbalken: das vorhergesagte Intervall (Parameterbereiche durch das Modell propagiert).</translation>
        </message>
        <message>
            <source>Basis of each prediction (what its demands come from, and the parameters it is least sure of):</source>
            <translation>Grundlage jeder Vorhersage (woraus ihre Anforderungen stammen und bei welchen Parametern sie am unsichersten ist):</translation>
        </message>
        <message>
            <source>Utilization per server and mean queue of the busiest queueing centers, each with its interval over the same model evaluations as the workloads' figures: a center's basis is that of the workloads that visit it and of its own cost parameter (Assumptions).</source>
            <translation>Auslastung je Server und mittlere Warteschlange der am stärksten ausgelasteten Bedienstationen, jeweils mit ihrem Intervall über dieselben Modellauswertungen wie die Werte der Workloads: die Grundlage einer Station ist die der Workloads, die sie besuchen, und die ihres eigenen Kostenparameters (Annahmen).</translation>
        </message>
        <message>
            <source>Each backup or restore workload alone: database size and data sent in GB (10^9 bytes), the window in minutes, the rate as backup tools report it (database GB over the window, MB/s) and the narrowest limit (DD Boost client, LAN ports, appliance ports, ingest or restore rate). Window and rate carry the interval of the ranges of the DD Boost rate per vCPU, the appliance's rate and the change rate (model parameters, Assumptions).</source>
            <translation>Jeder Backup- oder Restore-Workload für sich: Datenbankgröße und gesendete Daten in GB (10^9 Byte), das Zeitfenster in Minuten, die Rate, wie Backup-Werkzeuge sie angeben (Datenbank-GB durch Zeitfenster, MB/s), und die engste Grenze (DD-Boost-Client, LAN-Ports, Appliance-Ports, Ingest- oder Restore-Rate). Zeitfenster und Rate tragen das Intervall der Bereiche der DD-Boost-Rate je vCPU, der Rate der Appliance und der Änderungsrate (Modellparameter, Annahmen).</translation>
        </message>
        <message>
            <source>Model parameters: basis and range</source>
            <translation>Modellparameter: Grundlage und Bereich</translation>
        </message>
        <message>
            <source>Every number the performance, backup and rebuild models read, with its basis (measured, sourced or assumed), its plausible range and why: the intervals of the predictions come from these ranges. Catalog parameters: the range is a factor of the catalog value.</source>
            <translation>Jede Zahl, die das Leistungs-, Backup- und Rebuild-Modell liest, mit ihrer Grundlage (gemessen, belegt oder angenommen), ihrem plausiblen Bereich und der Begründung: die Intervalle der Vorhersagen ergeben sich aus diesen Bereichen. Katalogparameter: der Bereich ist ein Faktor des Katalogwerts.</translation>
        </message>
        <message>
            <source>catalog %1</source>
            <translation>Katalog %1</translation>
        </message>
        <message>
            <source>Range</source>
            <translation>Bereich</translation>
        </message>
        <message>
            <source>Source or reason</source>
            <translation>Quelle oder Begründung</translation>
        </message>
        <message>
            <source>users derived by the response-time law from the measured baseline</source>
            <translation>Benutzer nach dem Antwortzeitgesetz aus der gemessenen Baseline abgeleitet</translation>
        </message>
        <message>
            <source>users measured</source>
            <translation>Benutzer gemessen</translation>
        </message>
        <message>
            <source>users as the profile declares</source>
            <translation>Benutzer wie im Profil angegeben</translation>
        </message>
        <message>
            <source>%1; %2</source>
            <translation>%1; %2</translation>
        </message>
        <message>
            <source>no load</source>
            <translation>keine Last</translation>
        </message>
        <message>
            <source>not predicted</source>
            <translation>nicht prognostiziert</translation>
        </message>
        <message>
            <source>not predicted: %1</source>
            <translation>nicht prognostiziert: %1</translation>
        </message>
        <message>
            <source>open load</source>
            <translation>offene Last</translation>
        </message>
        <message>
            <source>an open load: the rate is given, it has no users</source>
            <translation>eine offene Last: die Rate ist vorgegeben, sie hat keine Benutzer</translation>
        </message>
    </context>
    <context>
        <name>ZoningHelper</name>
        <message>
            <source>The design has errors in its devices or cables: fix them first.</source>
            <translation>Das Design hat Fehler in Geräten oder Kabeln: zuerst beheben.</translation>
        </message>
        <message>
            <source>There is no port group '%1'.</source>
            <translation>Es gibt keine Portgruppe „%1“.</translation>
        </message>
        <message>
            <source>No initiator port chosen to zone to %1.</source>
            <translation>Kein Initiator-Port gewählt, der zu %1 gezont werden soll.</translation>
        </message>
        <message>
            <source>%1 (not an FC initiator cabled to an FC switch)</source>
            <translation>%1 (kein an einen FC-Switch verkabelter FC-Initiator)</translation>
        </message>
        <message>
            <source>%1 (no port of %2 in its fabric)</source>
            <translation>%1 (kein Port von %2 in seiner Fabric)</translation>
        </message>
        <message>
            <source> Left out: %1.</source>
            <translation> Ausgelassen: %1.</translation>
        </message>
        <message>
            <source>Already zoned to %1: nothing to change.</source>
            <translation>Bereits zu %1 gezont: nichts zu ändern.</translation>
        </message>
        <message>
            <source>Nothing zoned to %1.</source>
            <translation>Nichts zu %1 gezont.</translation>
        </message>
        <message numerus="yes">
            <source>Zone %n initiator(s) to %1</source>
            <translation>
                <numerusform>%n Initiator zu %1 zonen</numerusform>
                <numerusform>%n Initiatoren zu %1 zonen</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Zoned %n initiator(s) to %1 in their own fabrics: %2.</source>
            <translation>
                <numerusform>%n Initiator zu %1 in seiner eigenen Fabric gezont: %2.</numerusform>
                <numerusform>%n Initiatoren zu %1 in ihren eigenen Fabrics gezont: %2.</numerusform>
            </translation>
        </message>
        <message>
            <source>The fabrics already match the cabling: nothing to change.</source>
            <translation>Die Fabrics entsprechen bereits der Verkabelung: nichts zu ändern.</translation>
        </message>
        <message>
            <source>Create Fabrics from Cabling</source>
            <translation>Fabrics aus der Verkabelung anlegen</translation>
        </message>
        <message>
            <source>new: %1</source>
            <translation>neu: %1</translation>
        </message>
        <message>
            <source>updated: %1</source>
            <translation>aktualisiert: %1</translation>
        </message>
        <message>
            <source>Fabrics from cabling (%1).</source>
            <translation>Fabrics aus der Verkabelung (%1).</translation>
        </message>
    </context>
    <context>
        <name>main</name>
        <message>
            <source>Database infrastructure designer and simulator</source>
            <translation>Designer und Simulator für Datenbank-Infrastrukturen</translation>
        </message>
        <message>
            <source>Design to open (default: builtin:ra1, the RA-1 reference design)</source>
            <translation>Zu öffnendes Design (Standard: builtin:ra1, das Referenzdesign RA-1)</translation>
        </message>
        <message>
            <source>Cannot recover the design</source>
            <translation>Das Design kann nicht wiederhergestellt werden</translation>
        </message>
        <message>
            <source>Language of the user interface, e.g. de or en (default: the system locale)</source>
            <translation>Sprache der Benutzeroberfläche, z. B. de oder en (Standard: das Gebietsschema des Systems)</translation>
        </message>
        <message>
            <source>Open the unsaved changes a closed session kept in this recovery file</source>
            <translation>Die ungespeicherten Änderungen öffnen, die eine beendete Sitzung in dieser Wiederherstellungsdatei aufbewahrt hat</translation>
        </message>
        <message>
            <source>%1 is not a recovery file of a closed session.</source>
            <translation>%1 ist keine Wiederherstellungsdatei einer beendeten Sitzung.</translation>
        </message>
    </context>
    <context>
        <name>topoplan::models</name>
        <message>
            <source>'%1' is not an event (expected MINUTE fail|repair TARGET, events separated by ';')</source>
            <translation>'%1' ist kein Ereignis (erwartet MINUTE fail|repair ZIEL, Ereignisse durch ';' getrennt)</translation>
        </message>
        <message>
            <source>events must be in time order</source>
            <translation>Ereignisse müssen zeitlich geordnet sein</translation>
        </message>
        <message>
            <source>zone of %1</source>
            <translation>Zone von %1</translation>
        </message>
        <message>
            <source>(no initiator)</source>
            <translation>(kein Initiator)</translation>
        </message>
        <message>
            <source>renaming updates every reference</source>
            <translation>Umbenennen aktualisiert jede Referenz</translation>
        </message>
        <message>
            <source>site id (stretched designs)</source>
            <translation>Standort-Kennung (gestreckte Designs)</translation>
        </message>
        <message>
            <source>physical port of the adapter; empty removes the partition</source>
            <translation>physischer Port des Adapters; leer entfernt die Partition</translation>
        </message>
        <message>
            <source>bandwidth share, Gb/s</source>
            <translation>Bandbreitenanteil, Gb/s</translation>
        </message>
        <message>
            <source>network name: mgmt, vmotion, san-a, ...</source>
            <translation>Netzwerkname: mgmt, vmotion, san-a, ...</translation>
        </message>
        <message>
            <source>port reference DEVICE:PORT or a lane DEVICE:PORT:LANE</source>
            <translation>Port-Referenz GERÄT:PORT oder eine Lane GERÄT:PORT:LANE</translation>
        </message>
        <message>
            <source>breakout mode of the lane ends, e.g. 4x16gfc</source>
            <translation>Breakout-Modus der Lane-Enden, z. B. 4x16gfc</translation>
        </message>
        <message>
            <source>port references DEVICE:PORT, separated by commas</source>
            <translation>Port-Referenzen GERÄT:PORT, durch Kommas getrennt</translation>
        </message>
        <message>
            <source>initiator port DEVICE:PORT</source>
            <translation>Initiator-Port GERÄT:PORT</translation>
        </message>
        <message>
            <source>target ports DEVICE:PORT, separated by commas</source>
            <translation>Target-Ports GERÄT:PORT, durch Kommas getrennt</translation>
        </message>
        <message>
            <source>array device id</source>
            <translation>Kennung des Speichersystems</translation>
        </message>
        <message>
            <source>front-end port names of the array</source>
            <translation>Front-End-Portnamen des Speichersystems</translation>
        </message>
        <message>
            <source>initiator ports DEVICE:PORT</source>
            <translation>Initiator-Ports GERÄT:PORT</translation>
        </message>
        <message>
            <source>host device ids</source>
            <translation>Host-Gerätekennungen</translation>
        </message>
        <message>
            <source>witness device id (stretched vSAN)</source>
            <translation>Witness-Gerätekennung (gestrecktes vSAN)</translation>
        </message>
        <message>
            <source>array device id or cluster id</source>
            <translation>Kennung des Speichersystems oder des Clusters</translation>
        </message>
        <message>
            <source>parent storage group id</source>
            <translation>Kennung der übergeordneten Storage-Gruppe</translation>
        </message>
        <message>
            <source>host device id</source>
            <translation>Host-Gerätekennung</translation>
        </message>
        <message>
            <source>workload ids</source>
            <translation>Workload-Kennungen</translation>
        </message>
        <message>
            <source>scenario length, minutes</source>
            <translation>Szenariodauer, Minuten</translation>
        </message>
        <message>
            <source>MINUTE fail|repair TARGET; ...</source>
            <translation>MINUTE fail|repair ZIEL; ...</translation>
        </message>
        <message>
            <source>%1: '%2' is not accepted (expected %3 from %4 to %5; %6)</source>
            <translation>%1: '%2' wird nicht akzeptiert (erwartet %3 von %4 bis %5; %6)</translation>
        </message>
        <message>
            <source>a whole number</source>
            <translation>eine ganze Zahl</translation>
        </message>
        <message>
            <source>a number</source>
            <translation>eine Zahl</translation>
        </message>
        <message>
            <source>%1: '%2' is not accepted (expected true or false)</source>
            <translation>%1: '%2' wird nicht akzeptiert (erwartet true oder false)</translation>
        </message>
        <message>
            <source>%1: '%2' is not accepted (expected one of: %3)</source>
            <translation>%1: '%2' wird nicht akzeptiert (erwartet eines von: %3)</translation>
        </message>
        <message>
            <source>'%1' has no field '%2'</source>
            <translation>'%1' hat kein Feld '%2'</translation>
        </message>
        <message>
            <source>'%1' is not an id (expected letters, digits and _ . + - , starting with a letter or digit)</source>
            <translation>'%1' ist keine Kennung (erwartet: Buchstaben, Ziffern und _ . + - , beginnend mit Buchstabe oder Ziffer)</translation>
        </message>
        <message>
            <source>gbps: '%1' is not accepted (expected the bandwidth share in Gb/s, from 0.1 to 400)</source>
            <translation>gbps: '%1' wird nicht akzeptiert (erwartet den Bandbreitenanteil in Gb/s, von 0,1 bis 400)</translation>
        </message>
        <message>
            <source>duration_min: '%1' is not accepted (expected minutes from 0 to 1000000)</source>
            <translation>duration_min: '%1' wird nicht akzeptiert (erwartet Minuten von 0 bis 1000000)</translation>
        </message>
        <message>
            <source>There is no entry %1 in %2.</source>
            <translation>Es gibt keinen Eintrag %1 in %2.</translation>
        </message>
        <message>
            <source>The id '%1' is already used by %2 '%1'.</source>
            <translation>Die Kennung '%1' wird bereits von %2 '%1' verwendet.</translation>
        </message>
        <message>
            <source>Devices are added from the palette.</source>
            <translation>Geräte werden aus der Palette hinzugefügt.</translation>
        </message>
        <message>
            <source>Cables are made with the cable tool.</source>
            <translation>Kabel werden mit dem Kabelwerkzeug erstellt.</translation>
        </message>
        <message>
            <source>'%1' is not a requirement.</source>
            <translation>'%1' ist keine Anforderung.</translation>
        </message>
        <message>
            <source>There is no cable %1.</source>
            <translation>Es gibt kein Kabel %1.</translation>
        </message>
        <message>
            <source>Neither end of the cable can run breakout %1.</source>
            <translation>Keines der beiden Kabelenden kann Breakout %1 fahren.</translation>
        </message>
        <message>
            <source>Devices and cables are removed on the canvas.</source>
            <translation>Geräte und Kabel werden auf der Zeichenfläche entfernt.</translation>
        </message>
        <message>
            <source>%1 is %2 characters long (at most %3)</source>
            <translation>%1 ist %2 Zeichen lang (höchstens %3)</translation>
        </message>
        <message>
            <source>The name is %1 characters long (at most %2).</source>
            <translation>Der Name ist %1 Zeichen lang (höchstens %2).</translation>
        </message>
        <message>
            <source>The notes have %1 lines (at most %2).</source>
            <translation>Die Notizen haben %1 Zeilen (höchstens %2).</translation>
        </message>
        <message>
            <source>Line %1 of the notes is %2 characters long (at most %3).</source>
            <translation>Zeile %1 der Notizen ist %2 Zeichen lang (höchstens %3).</translation>
        </message>
    </context>
    <context>
        <name>topoplan::models::CatalogModel</name>
        <message>
            <source>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;%2&lt;br&gt;%3 ports, %4 slots&lt;br&gt;&lt;small&gt;%5&lt;/small&gt;</source>
            <translation>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;%2&lt;br&gt;%3 Ports, %4 Steckplätze&lt;br&gt;&lt;small&gt;%5&lt;/small&gt;</translation>
        </message>
        <message>
            <source>Generic</source>
            <translation>Generisch</translation>
        </message>
    </context>
    <context>
        <name>topoplan::models::DesignDocument</name>
        <message>
            <source>No builtin example named %1</source>
            <translation>Kein eingebautes Beispiel namens %1</translation>
        </message>
        <message>
            <source>recovered design</source>
            <translation>wiederhergestelltes Design</translation>
        </message>
        <message>
            <source>Untitled</source>
            <translation>Unbenannt</translation>
        </message>
        <message>
            <source>The design has no file name yet: use Save As.</source>
            <translation>Das Design hat noch keinen Dateinamen: „Speichern unter“ verwenden.</translation>
        </message>
        <message>
            <source>Cannot write %1: %2</source>
            <translation>%1 kann nicht geschrieben werden: %2</translation>
        </message>
    </context>
    <context>
        <name>topoplan::models::FindingsModel</name>
        <message>
            <source>error</source>
            <translation>Fehler</translation>
        </message>
        <message>
            <source>warning</source>
            <translation>Warnung</translation>
        </message>
        <message>
            <source>info</source>
            <translation>Info</translation>
        </message>
        <message>
            <source>Severity</source>
            <translation>Schweregrad</translation>
        </message>
        <message>
            <source>Finding</source>
            <translation>Befund</translation>
        </message>
        <message>
            <source>Concerns</source>
            <translation>Betrifft</translation>
        </message>
    </context>
    <context>
        <name>topoplan::models::PathsModel</name>
        <message numerus="yes">
            <source>%n path(s)</source>
            <translation>
                <numerusform>%n Pfad</numerusform>
                <numerusform>%n Pfade</numerusform>
            </translation>
        </message>
        <message>
            <source>reachable</source>
            <translation>erreichbar</translation>
        </message>
        <message>
            <source>Flow</source>
            <translation>Datenfluss</translation>
        </message>
        <message>
            <source>Initiator</source>
            <translation>Initiator</translation>
        </message>
        <message>
            <source>Target</source>
            <translation>Target-Port</translation>
        </message>
        <message>
            <source>Controller</source>
            <translation>Controller</translation>
        </message>
        <message>
            <source>Fabric</source>
            <translation>Fabric</translation>
        </message>
        <message>
            <source>Paths</source>
            <translation>Pfade</translation>
        </message>
        <message>
            <source>Status</source>
            <translation>Status</translation>
        </message>
    </context>
    <context>
        <name>topoplan::widgets::AnalysisPanel</name>
        <message>
            <source>Findings</source>
            <translation>Befunde</translation>
        </message>
        <message>
            <source>Paths</source>
            <translation>Pfade</translation>
        </message>
        <message>
            <source>Findings (%1)</source>
            <translation>Befunde (%1)</translation>
        </message>
        <message>
            <source>Paths (%1)</source>
            <translation>Pfade (%1)</translation>
        </message>
        <message>
            <source>No paths: the design has no workload. Paths are traced per workload, from its host to its storage; add one under Workloads in the Design dock.</source>
            <translation>Keine Pfade: das Design hat keine Arbeitslast. Pfade werden je Arbeitslast verfolgt, von ihrem Host zu ihrem Speicher; fügen Sie eine unter Workloads im Design-Dock hinzu.</translation>
        </message>
        <message>
            <source>No paths: the design has errors (see Findings). Paths are traced once its devices and cables are valid.</source>
            <translation>Keine Pfade: das Design hat Fehler (siehe Befunde). Pfade werden verfolgt, sobald seine Geräte und Kabel gültig sind.</translation>
        </message>
    </context>
    <context>
        <name>topoplan::widgets::ArrangeActions</name>
        <message>
            <source>Align &amp;Left</source>
            <translation>&amp;Links ausrichten</translation>
        </message>
        <message>
            <source>Align &amp;Centres Horizontally</source>
            <translation>Horizontal &amp;zentrieren</translation>
        </message>
        <message>
            <source>Align &amp;Right</source>
            <translation>&amp;Rechts ausrichten</translation>
        </message>
        <message>
            <source>Align &amp;Top</source>
            <translation>&amp;Oben ausrichten</translation>
        </message>
        <message>
            <source>Align C&amp;entres Vertically</source>
            <translation>&amp;Vertikal zentrieren</translation>
        </message>
        <message>
            <source>Align &amp;Bottom</source>
            <translation>&amp;Unten ausrichten</translation>
        </message>
        <message>
            <source>Distribute &amp;Horizontally</source>
            <translation>&amp;Horizontal verteilen</translation>
        </message>
        <message>
            <source>Distribute &amp;Vertically</source>
            <translation>V&amp;ertikal verteilen</translation>
        </message>
        <message>
            <source>Select at least 3 devices to distribute (%1 selected).</source>
            <translation>Zum Verteilen mindestens 3 Geräte auswählen (%1 ausgewählt).</translation>
        </message>
        <message>
            <source>Select at least 2 devices to align (%1 selected).</source>
            <translation>Zum Ausrichten mindestens 2 Geräte auswählen (%1 ausgewählt).</translation>
        </message>
    </context>
    <context>
        <name>topoplan::widgets::CableTool</name>
        <message>
            <source>Start a cable on a port: press on a port stub and drag to another port.</source>
            <translation>Kabel an einem Port beginnen: auf einen Port-Stummel drücken und zu einem anderen Port ziehen.</translation>
        </message>
        <message>
            <source>Cable from %1: release on the other port.</source>
            <translation>Kabel von %1: am anderen Port loslassen.</translation>
        </message>
        <message>
            <source>No cable: release on another port.</source>
            <translation>Kein Kabel: an einem anderen Port loslassen.</translation>
        </message>
        <message>
            <source>Cabled %1 to %2.</source>
            <translation>%1 mit %2 verkabelt.</translation>
        </message>
        <message>
            <source>Cable refused: %1</source>
            <translation>Kabel abgelehnt: %1</translation>
        </message>
        <message>
            <source>Cable from %1: click the other port.</source>
            <translation>Kabel von %1: den anderen Port anklicken.</translation>
        </message>
    </context>
    <context>
        <name>topoplan::widgets::CanvasContextMenu</name>
        <message>
            <source>&amp;Repair %1</source>
            <translation>%1 &amp;reparieren</translation>
        </message>
        <message>
            <source>&amp;Fail %1</source>
            <translation>%1 aus&amp;fallen lassen</translation>
        </message>
        <message>
            <source>Repaired %1.</source>
            <translation>%1 repariert.</translation>
        </message>
        <message>
            <source>Failed %1: re-analysing; see What broke.</source>
            <translation>%1 ausgefallen: neue Analyse; siehe „Was ausgefallen ist“.</translation>
        </message>
        <message>
            <source>Choose Initiators and Port Group...</source>
            <translation>Initiatoren und Portgruppe wählen...</translation>
        </message>
        <message>
            <source>&amp;Properties</source>
            <translation>&amp;Eigenschaften</translation>
        </message>
        <message numerus="yes">
            <source>&amp;Delete %n Items</source>
            <translation>
                <numerusform>%n Element &amp;löschen</numerusform>
                <numerusform>%n Elemente &amp;löschen</numerusform>
            </translation>
        </message>
        <message>
            <source>&amp;Delete</source>
            <translation>&amp;Löschen</translation>
        </message>
        <message>
            <source>D&amp;uplicate</source>
            <translation>D&amp;uplizieren</translation>
        </message>
        <message>
            <source>&amp;Seat Into</source>
            <translation>&amp;Einsetzen in</translation>
        </message>
        <message>
            <source>%1, slot %2</source>
            <translation>%1, Steckplatz %2</translation>
        </message>
        <message>
            <source>&amp;Seat Into (no free slot of type %1)</source>
            <translation>&amp;Einsetzen in (kein freier Steckplatz vom Typ %1)</translation>
        </message>
        <message>
            <source>&amp;Cable From Here</source>
            <translation>Von hier &amp;verkabeln</translation>
        </message>
        <message>
            <source>&amp;Zoom To</source>
            <translation>&amp;Hinzoomen zu</translation>
        </message>
        <message>
            <source>Port %1</source>
            <translation>Port %1</translation>
        </message>
        <message>
            <source>&amp;Properties of %1</source>
            <translation>&amp;Eigenschaften von %1</translation>
        </message>
        <message>
            <source>&amp;Delete Cable %1</source>
            <translation>Kabel %1 &amp;löschen</translation>
        </message>
        <message>
            <source>&amp;Zoom To %1</source>
            <translation>Zu %1 &amp;zoomen</translation>
        </message>
        <message>
            <source>Midplane link %1</source>
            <translation>Midplane-Verbindung %1</translation>
        </message>
        <message>
            <source>Cable %1</source>
            <translation>%1 verkabeln</translation>
        </message>
        <message>
            <source>&amp;Edit Note</source>
            <translation>Notiz &amp;bearbeiten</translation>
        </message>
        <message>
            <source>Add &amp;Note Here</source>
            <translation>&amp;Notiz hier hinzufügen</translation>
        </message>
        <message>
            <source>Note</source>
            <translation>Notiz</translation>
        </message>
        <message>
            <source>Zo&amp;ne to Port Group</source>
            <translation>Zu Portgruppe &amp;zonen</translation>
        </message>
        <message>
            <source>Un&amp;seat from %1</source>
            <translation>&amp;Ausbauen aus %1</translation>
        </message>
        <message>
            <source>Took %1 out of %2.</source>
            <translation>%1 aus %2 ausgebaut.</translation>
        </message>
    </context>
    <context>
        <name>topoplan::widgets::ChartDocks</name>
        <message>
            <source>Fail</source>
            <translation>Ausfall</translation>
        </message>
        <message>
            <source>Inject failures: click to fail, click again to repair (X)</source>
            <translation>Ausfälle einspielen: klicken zum Ausfallen, erneut klicken zum Reparieren (X)</translation>
        </message>
        <message>
            <source>Use case: the workloads that run together in the live prediction</source>
            <translation>Anwendungsfall: die Workloads, die in der Live-Prognose gemeinsam laufen</translation>
        </message>
        <message>
            <source>Charts</source>
            <translation>Diagramme</translation>
        </message>
        <message>
            <source>What broke</source>
            <translation>Was ausgefallen ist</translation>
        </message>
        <message>
            <source>N-1 sweep</source>
            <translation>N-1-Analyse</translation>
        </message>
        <message>
            <source>Scenario</source>
            <translation>Szenario</translation>
        </message>
        <message>
            <source>Sensitivity</source>
            <translation>Sensitivität</translation>
        </message>
    </context>
    <context>
        <name>topoplan::widgets::DesignScene</name>
        <message>
            <source>Unknown model '%1'.</source>
            <translation>Unbekanntes Modell '%1'.</translation>
        </message>
        <message numerus="yes">
            <source>Delete %n items</source>
            <translation>
                <numerusform>%n Element löschen</numerusform>
                <numerusform>%n Elemente löschen</numerusform>
            </translation>
        </message>
        <message>
            <source>1 device</source>
            <translation>1 Gerät</translation>
        </message>
        <message>
            <source>%1 devices</source>
            <translation>%1 Geräte</translation>
        </message>
        <message>
            <source>1 cable</source>
            <translation>1 Kabel</translation>
        </message>
        <message>
            <source>%1 cables</source>
            <translation>%1 Kabel</translation>
        </message>
        <message>
            <source>1 workload</source>
            <translation>1 Workload</translation>
        </message>
        <message>
            <source>%1 workloads</source>
            <translation>%1 Workloads</translation>
        </message>
        <message>
            <source>%1 and %2</source>
            <translation>%1 und %2</translation>
        </message>
        <message>
            <source>Deleted %1 (one undo step: Edit &gt; Undo restores it).</source>
            <translation>%1 gelöscht (ein Rückgängig-Schritt: Bearbeiten &gt; Rückgängig stellt es wieder her).</translation>
        </message>
        <message>
            <source>Not added: the design holds %1 notes, the most it may have.</source>
            <translation>Nicht hinzugefügt: Das Design enthält %1 Notizen, mehr sind nicht erlaubt.</translation>
        </message>
        <message>
            <source>1 note</source>
            <translation>1 Notiz</translation>
        </message>
        <message>
            <source>%1 notes</source>
            <translation>%1 Notizen</translation>
        </message>
        <message>
            <source>Note %1 not changed: the text %2.</source>
            <translation>Notiz %1 nicht geändert: Der Text %2.</translation>
        </message>
        <message numerus="yes">
            <source>Deleted %1 (one undo step: Edit &gt; Undo restores it); %n reference(s) to it are now errors: see Findings.</source>
            <translation>
                <numerusform>%1 gelöscht (ein Rückgängig-Schritt: Bearbeiten &gt; Rückgängig stellt es wieder her); %n Verweis darauf ist jetzt ein Fehler: siehe Befunde.</numerusform>
                <numerusform>%1 gelöscht (ein Rückgängig-Schritt: Bearbeiten &gt; Rückgängig stellt es wieder her); %n Verweise darauf sind jetzt Fehler: siehe Befunde.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>topoplan::widgets::DesignTree</name>
        <message>
            <source>Add</source>
            <translation>Hinzufügen</translation>
        </message>
        <message>
            <source>Add an entry to the selected section</source>
            <translation>Einen Eintrag zum ausgewählten Abschnitt hinzufügen</translation>
        </message>
        <message>
            <source>Remove</source>
            <translation>Entfernen</translation>
        </message>
        <message>
            <source>Not removed: %1</source>
            <translation>Nicht entfernt: %1</translation>
        </message>
        <message>
            <source>Select a section (Fabrics, Zoning, Workloads, ...) to add to.</source>
            <translation>Einen Abschnitt (Fabrics, Zoning, Workloads, ...) zum Hinzufügen auswählen.</translation>
        </message>
        <message>
            <source>Add to %1</source>
            <translation>Zu %1 hinzufügen</translation>
        </message>
        <message>
            <source>Id:</source>
            <translation>Kennung:</translation>
        </message>
        <message>
            <source>Not added: %1</source>
            <translation>Nicht hinzugefügt: %1</translation>
        </message>
        <message>
            <source>Select an entry to remove.</source>
            <translation>Einen Eintrag zum Entfernen auswählen.</translation>
        </message>
        <message>
            <source>Not added: drop ports on a zone, port group, fabric or masking view.</source>
            <translation>Nicht hinzugefügt: Ports auf eine Zone, Portgruppe, Fabric oder Masking View ziehen.</translation>
        </message>
        <message>
            <source>%1 is in %2 of %3 already.</source>
            <translation>%1 ist bereits in %2 von %3.</translation>
        </message>
        <message>
            <source>Added %1 to %2 of %3.</source>
            <translation>%1 zu %2 von %3 hinzugefügt.</translation>
        </message>
        <message>
            <source>Not imported: drop a measurement file on a workload (or on its host on the canvas).</source>
            <translation>Nicht importiert: eine Messdatei auf einen Workload ziehen (oder auf seinen Host auf der Zeichenfläche).</translation>
        </message>
    </context>
    <context>
        <name>topoplan::widgets::DesignView</name>
        <message>
            <source>Not placed: %1</source>
            <translation>Nicht platziert: %1</translation>
        </message>
        <message>
            <source>Placed %1.</source>
            <translation>%1 platziert.</translation>
        </message>
        <message>
            <source>Not imported: drop a measurement file on a host that runs a workload.</source>
            <translation>Nicht importiert: Legen Sie eine Messdatei auf einem Host ab, auf dem ein Workload läuft.</translation>
        </message>
        <message>
            <source>Import the measurement into</source>
            <translation>Messung importieren in</translation>
        </message>
    </context>
    <context>
        <name>topoplan::widgets::ExportActions</name>
        <message>
            <source>Export &amp;Diagram...</source>
            <translation>&amp;Diagramm exportieren...</translation>
        </message>
        <message>
            <source>Export to dra&amp;w.io...</source>
            <translation>Nach dra&amp;w.io exportieren...</translation>
        </message>
        <message>
            <source>Export &amp;Report...</source>
            <translation>Be&amp;richt exportieren...</translation>
        </message>
        <message>
            <source>Export diagram</source>
            <translation>Diagramm exportieren</translation>
        </message>
        <message>
            <source>SVG drawing (*.svg);;PDF document (*.pdf);;PNG image (*.png)</source>
            <translation>SVG-Zeichnung (*.svg);;PDF-Dokument (*.pdf);;PNG-Bild (*.png)</translation>
        </message>
        <message>
            <source>Diagram options</source>
            <translation>Diagrammoptionen</translation>
        </message>
        <message numerus="yes">
            <source>Only the selected devices (%n)</source>
            <translation>
                <numerusform>Nur das ausgewählte Gerät (%n)</numerusform>
                <numerusform>Nur die ausgewählten Geräte (%n)</numerusform>
            </translation>
        </message>
        <message>
            <source>Analysis overlays (utilization, single points of failure)</source>
            <translation>Analyse-Overlays (Auslastung, Single Points of Failure)</translation>
        </message>
        <message>
            <source>Legend and title block</source>
            <translation>Legende und Schriftfeld</translation>
        </message>
        <message>
            <source> dpi</source>
            <translation> dpi</translation>
        </message>
        <message>
            <source>PNG resolution:</source>
            <translation>PNG-Auflösung:</translation>
        </message>
        <message>
            <source>Cannot export the diagram</source>
            <translation>Das Diagramm kann nicht exportiert werden</translation>
        </message>
        <message>
            <source>Wrote %1</source>
            <translation>%1 geschrieben</translation>
        </message>
        <message>
            <source>Export to draw.io</source>
            <translation>Nach draw.io exportieren</translation>
        </message>
        <message>
            <source>draw.io diagram (*.drawio)</source>
            <translation>draw.io-Diagramm (*.drawio)</translation>
        </message>
        <message>
            <source>Cannot export to draw.io</source>
            <translation>Export nach draw.io nicht möglich</translation>
        </message>
        <message>
            <source>Cannot export the report</source>
            <translation>Der Bericht kann nicht exportiert werden</translation>
        </message>
        <message>
            <source>The design has errors; fix them first (see the Findings tab).</source>
            <translation>Das Design enthält Fehler; zuerst beheben (siehe Registerkarte Befunde).</translation>
        </message>
        <message>
            <source>Export report</source>
            <translation>Bericht exportieren</translation>
        </message>
        <message>
            <source>PDF document (*.pdf);;HTML page (*.html)</source>
            <translation>PDF-Dokument (*.pdf);;HTML-Seite (*.html)</translation>
        </message>
        <message>
            <source>%1: choose a .pdf or .html file.</source>
            <translation>%1: eine .pdf- oder .html-Datei wählen.</translation>
        </message>
        <message>
            <source>Computing the report...</source>
            <translation>Bericht wird berechnet...</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>Abbrechen</translation>
        </message>
        <message>
            <source>Report cancelled</source>
            <translation>Bericht abgebrochen</translation>
        </message>
        <message>
            <source>Writing the report...</source>
            <translation>Bericht wird geschrieben...</translation>
        </message>
        <message>
            <source>Report not written</source>
            <translation>Bericht nicht geschrieben</translation>
        </message>
    </context>
    <context>
        <name>topoplan::widgets::FailTool</name>
        <message>
            <source>Fail tool: click a device, port or cable to fail it, click again to repair; right-click a device for its disk groups, components, site and cluster.</source>
            <translation>Ausfallwerkzeug: ein Gerät, einen Port oder ein Kabel anklicken, um es ausfallen zu lassen, erneut klicken zum Reparieren; Rechtsklick auf ein Gerät für Disk Groups, Komponenten, Standort und Cluster.</translation>
        </message>
        <message>
            <source>Repaired %1.</source>
            <translation>%1 repariert.</translation>
        </message>
        <message>
            <source>Failed %1: re-analysing; see What broke.</source>
            <translation>%1 ausgefallen: neue Analyse; siehe „Was ausgefallen ist“.</translation>
        </message>
        <message>
            <source>Nothing to fail here: click a device, a port stub or a cable.</source>
            <translation>Hier gibt es nichts zum Ausfallen: ein Gerät, einen Port-Stummel oder ein Kabel anklicken.</translation>
        </message>
        <message>
            <source>Repair %1</source>
            <translation>%1 reparieren</translation>
        </message>
        <message>
            <source>Fail %1</source>
            <translation>%1 ausfallen lassen</translation>
        </message>
    </context>
    <context>
        <name>topoplan::widgets::FindBar</name>
        <message>
            <source>Find:</source>
            <translation>Suchen:</translation>
        </message>
        <message>
            <source>device, port or workload: id or model</source>
            <translation>Gerät, Port oder Workload: ID oder Modell</translation>
        </message>
        <message>
            <source>Previous</source>
            <translation>Zurück</translation>
        </message>
        <message>
            <source>Previous hit (Shift+F3)</source>
            <translation>Vorheriger Treffer (Umschalt+F3)</translation>
        </message>
        <message>
            <source>Next</source>
            <translation>Weiter</translation>
        </message>
        <message>
            <source>Next hit (F3, Enter)</source>
            <translation>Nächster Treffer (F3, Eingabe)</translation>
        </message>
        <message>
            <source>Close (Escape)</source>
            <translation>Schließen (Escape)</translation>
        </message>
        <message>
            <source>No match</source>
            <translation>Kein Treffer</translation>
        </message>
        <message>
            <source>Nothing found for '%1'.</source>
            <translation>Nichts gefunden für '%1'.</translation>
        </message>
        <message>
            <source>%1 of %2</source>
            <translation>%1 von %2</translation>
        </message>
        <message>
            <source>device</source>
            <translation>Gerät</translation>
        </message>
        <message>
            <source>port</source>
            <translation>Port</translation>
        </message>
        <message>
            <source>workload</source>
            <translation>Workload</translation>
        </message>
        <message>
            <source>Found %1 %2 (%3 of %4).</source>
            <translation>Gefunden: %1 %2 (%3 von %4).</translation>
        </message>
    </context>
    <context>
        <name>topoplan::widgets::IdPicker</name>
        <message>
            <source>ids, separated by commas</source>
            <translation>IDs, durch Kommas getrennt</translation>
        </message>
        <message>
            <source>Tick the ids the list holds</source>
            <translation>Die IDs der Liste ankreuzen</translation>
        </message>
        <message>
            <source>Choose from the valid ids</source>
            <translation>Aus den gültigen IDs wählen</translation>
        </message>
        <message>
            <source>Pick</source>
            <translation>Wählen</translation>
        </message>
        <message>
            <source>Pick on the canvas: click %1 (Esc cancels). Ports can also be dragged from the canvas onto the field.</source>
            <translation>Auf der Zeichenfläche wählen: %1 anklicken (Esc bricht ab). Ports lassen sich auch von der Zeichenfläche auf das Feld ziehen.</translation>
        </message>
        <message>
            <source>No valid id in the design yet: %1</source>
            <translation>Noch keine gültige ID im Design: %1</translation>
        </message>
        <message numerus="yes">
            <source>%n valid id(s): %1. Type to complete, Down lists them all.</source>
            <translation>
                <numerusform>%n gültige ID: %1. Tippen ergänzt, Pfeil nach unten listet alle.</numerusform>
                <numerusform>%n gültige IDs: %1. Tippen ergänzt, Pfeil nach unten listet alle.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>topoplan::widgets::Inspector</name>
        <message>
            <source>Devices</source>
            <translation>Geräte</translation>
        </message>
        <message>
            <source>Cables</source>
            <translation>Kabel</translation>
        </message>
        <message>
            <source>Midplane links</source>
            <translation>Midplane-Verbindungen</translation>
        </message>
        <message>
            <source>Workloads</source>
            <translation>Workloads</translation>
        </message>
        <message>
            <source>Storage groups</source>
            <translation>Storage-Gruppen</translation>
        </message>
        <message numerus="yes">
            <source>%n error(s): see Findings</source>
            <translation>
                <numerusform>%n Fehler: siehe Befunde</numerusform>
                <numerusform>%n Fehler: siehe Befunde</numerusform>
            </translation>
        </message>
        <message>
            <source>valid</source>
            <translation>gültig</translation>
        </message>
        <message>
            <source>Design</source>
            <translation>Design</translation>
        </message>
        <message>
            <source>Requirements</source>
            <translation>Anforderungen</translation>
        </message>
        <message>
            <source>Not changed: %1</source>
            <translation>Nicht geändert: %1</translation>
        </message>
        <message>
            <source>Select a device or a cable to see and edit its properties, or an entry of the Design tree (fabrics, zoning, masking views, workloads...). Drag models from the palette; use the Cable tool (C) to connect ports.</source>
            <translation>Ein Gerät oder Kabel auswählen, um seine Eigenschaften zu sehen und zu bearbeiten, oder einen Eintrag im Design-Baum (Fabrics, Zoning, Masking Views, Workloads...). Modelle aus der Palette ziehen; mit dem Kabelwerkzeug (C) Ports verbinden.</translation>
        </message>
        <message>
            <source>Model</source>
            <translation>Modell</translation>
        </message>
        <message>
            <source>Catalog id</source>
            <translation>Katalog-Kennung</translation>
        </message>
        <message>
            <source>Kind</source>
            <translation>Art</translation>
        </message>
        <message>
            <source>Seated in</source>
            <translation>Eingesetzt in</translation>
        </message>
        <message>
            <source>%1, slot %2</source>
            <translation>%1, Steckplatz %2</translation>
        </message>
        <message>
            <source>Position</source>
            <translation>Position</translation>
        </message>
        <message>
            <source>%1, %2 (automatic)</source>
            <translation>%1, %2 (automatisch)</translation>
        </message>
        <message>
            <source>Ports</source>
            <translation>Ports</translation>
        </message>
        <message>
            <source>%1 of %2 in use</source>
            <translation>%1 von %2 belegt</translation>
        </message>
        <message>
            <source>Slots</source>
            <translation>Steckplätze</translation>
        </message>
        <message>
            <source>%1 of %2 occupied</source>
            <translation>%1 von %2 belegt</translation>
        </message>
        <message>
            <source>Identity</source>
            <translation>Identität</translation>
        </message>
        <message>
            <source>Configuration</source>
            <translation>Konfiguration</translation>
        </message>
        <message>
            <source>NPAR partitions</source>
            <translation>NPAR-Partitionen</translation>
        </message>
        <message>
            <source>new partition: port</source>
            <translation>neue Partition: Port</translation>
        </message>
        <message>
            <source>Workload %1</source>
            <translation>Workload %1</translation>
        </message>
        <message>
            <source>Storage</source>
            <translation>Speicher</translation>
        </message>
        <message>
            <source>%1: %2</source>
            <translation>%1: %2</translation>
        </message>
        <message>
            <source>Lists take ids or port references (DEVICE:PORT) separated by commas. Empty clears a property.</source>
            <translation>Listen nehmen Kennungen oder Port-Referenzen (GERÄT:PORT), durch Kommas getrennt. Leer löscht eine Eigenschaft.</translation>
        </message>
        <message>
            <source>Cable</source>
            <translation>Kabel</translation>
        </message>
        <message>
            <source>End A</source>
            <translation>Ende A</translation>
        </message>
        <message>
            <source>End B</source>
            <translation>Ende B</translation>
        </message>
        <message>
            <source>Breakout</source>
            <translation>Breakout</translation>
        </message>
        <message>
            <source>Rate</source>
            <translation>Rate</translation>
        </message>
        <message>
            <source>%1 Gb/s</source>
            <translation>%1 Gb/s</translation>
        </message>
        <message>
            <source>Family</source>
            <translation>Familie</translation>
        </message>
        <message>
            <source>Utilization</source>
            <translation>Auslastung</translation>
        </message>
        <message>
            <source>Redundancy</source>
            <translation>Redundanz</translation>
        </message>
        <message>
            <source>single point of failure</source>
            <translation>Single Point of Failure</translation>
        </message>
        <message>
            <source>All properties</source>
            <translation>Alle Eigenschaften</translation>
        </message>
        <message>
            <source>Show every property of the design format, not only the usual and the set ones</source>
            <translation>Jede Eigenschaft des Designformats zeigen, nicht nur die üblichen und die gesetzten</translation>
        </message>
        <message>
            <source>Untitled</source>
            <translation>Unbenannt</translation>
        </message>
        <message>
            <source>Name</source>
            <translation>Name</translation>
        </message>
        <message>
            <source>Notes, one per line: purpose, sources, open questions</source>
            <translation>Notizen, eine pro Zeile: Zweck, Quellen, offene Fragen</translation>
        </message>
        <message>
            <source>Notes</source>
            <translation>Notizen</translation>
        </message>
        <message>
            <source>Events: MINUTE fail|repair TARGET, separated by ';' (e.g. 15 fail iom-a1; 40 repair iom-a1). Empty clears a property.</source>
            <translation>Ereignisse: MINUTE fail|repair ZIEL, getrennt durch ';' (z. B. 15 fail iom-a1; 40 repair iom-a1). Leer löscht eine Eigenschaft.</translation>
        </message>
        <message>
            <source>Ports: the array's front-end port names (fa-1d-1) or ARRAY:PORT, separated by commas. Empty clears a property.</source>
            <translation>Ports: die Front-End-Portnamen des Arrays (fa-1d-1) oder ARRAY:PORT, durch Kommas getrennt. Leer löscht eine Eigenschaft.</translation>
        </message>
        <message>
            <source>Tick All properties for every field of the design format.</source>
            <translation>Für jedes Feld des Designformats „Alle Eigenschaften“ ankreuzen.</translation>
        </message>
        <message>
            <source>catalog %1 id</source>
            <translation>Katalog-ID (%1)</translation>
        </message>
        <message>
            <source>event target</source>
            <translation>Ereignisziel</translation>
        </message>
        <message>
            <source>Pick %1 of %2: click %3</source>
            <translation>%1 von %2 wählen: %3 anklicken</translation>
        </message>
        <message>
            <source>Not taken: %1</source>
            <translation>Nicht übernommen: %1</translation>
        </message>
        <message>
            <source>%1 is in %2 of %3 already.</source>
            <translation>%1 ist bereits in %2 von %3.</translation>
        </message>
        <message>
            <source>Added %1 to %2 of %3.</source>
            <translation>%1 zu %2 von %3 hinzugefügt.</translation>
        </message>
        <message>
            <source>Set %2 of %3 to %1.</source>
            <translation>%2 von %3 auf %1 gesetzt.</translation>
        </message>
        <message>
            <source>min</source>
            <translation>min</translation>
        </message>
        <message>
            <source>Minute of the event from the scenario's start</source>
            <translation>Minute des Ereignisses ab Beginn des Szenarios</translation>
        </message>
        <message>
            <source>Add</source>
            <translation>Hinzufügen</translation>
        </message>
        <message>
            <source>Not added: '%1' is not a minute (expected a number from 0)</source>
            <translation>Nicht hinzugefügt: '%1' ist keine Minute (erwartet eine Zahl ab 0)</translation>
        </message>
        <message>
            <source>Not added: '%1' is not %2.</source>
            <translation>Nicht hinzugefügt: '%1' ist nicht %2.</translation>
        </message>
        <message>
            <source>Add event</source>
            <translation>Ereignis hinzufügen</translation>
        </message>
        <message>
            <source>%1, live analysis</source>
            <translation>%1, Live-Analyse</translation>
        </message>
        <message>
            <source>analysing…</source>
            <translation>Analyse läuft…</translation>
        </message>
        <message>
            <source>%1 and %2 selected.</source>
            <translation>%1 und %2 ausgewählt.</translation>
        </message>
        <message numerus="yes">
            <source>%n device(s)</source>
            <translation>
                <numerusform>%n Gerät</numerusform>
                <numerusform>%n Geräte</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n cable(s)</source>
            <translation>
                <numerusform>%n Kabel</numerusform>
                <numerusform>%n Kabel</numerusform>
            </translation>
        </message>
        <message>
            <source>port</source>
            <comment>NPAR partition field</comment>
            <translation>Port</translation>
        </message>
        <message>
            <source>name</source>
            <comment>NPAR partition field</comment>
            <translation>Name</translation>
        </message>
        <message>
            <source>function</source>
            <comment>NPAR partition field</comment>
            <translation>Funktion</translation>
        </message>
        <message>
            <source>bandwidth (Gb/s)</source>
            <comment>NPAR partition field</comment>
            <translation>Bandbreite (Gb/s)</translation>
        </message>
        <message>
            <source>network</source>
            <comment>NPAR partition field</comment>
            <translation>Netz</translation>
        </message>
        <message>
            <source>partition %1: %2</source>
            <translation>Partition %1: %2</translation>
        </message>
        <message>
            <source>Edit of %1 cancelled: it keeps its value.</source>
            <translation>Bearbeitung von %1 abgebrochen: es behält seinen Wert.</translation>
        </message>
    </context>
    <context>
        <name>topoplan::widgets::MainWindow</name>
        <message>
            <source>Topoplan designs (*.topoplan.yaml *.yaml);;All files (*)</source>
            <translation>Topoplan-Designs (*.topoplan.yaml *.yaml);;Alle Dateien (*)</translation>
        </message>
        <message>
            <source>Catalog</source>
            <translation>Katalog</translation>
        </message>
        <message>
            <source>Inspector</source>
            <translation>Eigenschaften</translation>
        </message>
        <message>
            <source>Analysis</source>
            <translation>Analyse</translation>
        </message>
        <message>
            <source>Route highlighted: %1</source>
            <translation>Route hervorgehoben: %1</translation>
        </message>
        <message>
            <source>Design</source>
            <translation>Design</translation>
        </message>
        <message>
            <source>&amp;File</source>
            <translation>&amp;Datei</translation>
        </message>
        <message>
            <source>&amp;New</source>
            <translation>&amp;Neu</translation>
        </message>
        <message>
            <source>&amp;Open...</source>
            <translation>Ö&amp;ffnen...</translation>
        </message>
        <message>
            <source>Open design</source>
            <translation>Design öffnen</translation>
        </message>
        <message>
            <source>Cannot open the design</source>
            <translation>Das Design kann nicht geöffnet werden</translation>
        </message>
        <message>
            <source>Open &amp;Example</source>
            <translation>B&amp;eispiel öffnen</translation>
        </message>
        <message>
            <source>Open &amp;Recent</source>
            <translation>&amp;Zuletzt geöffnet</translation>
        </message>
        <message>
            <source>&amp;Save</source>
            <translation>&amp;Speichern</translation>
        </message>
        <message>
            <source>Save &amp;As...</source>
            <translation>Speichern &amp;unter...</translation>
        </message>
        <message>
            <source>&amp;Quit</source>
            <translation>&amp;Beenden</translation>
        </message>
        <message>
            <source>&amp;Edit</source>
            <translation>&amp;Bearbeiten</translation>
        </message>
        <message>
            <source>&amp;Undo</source>
            <translation>&amp;Rückgängig</translation>
        </message>
        <message>
            <source>&amp;Redo</source>
            <translation>&amp;Wiederholen</translation>
        </message>
        <message>
            <source>&amp;Copy</source>
            <translation>&amp;Kopieren</translation>
        </message>
        <message>
            <source>&amp;Paste</source>
            <translation>&amp;Einfügen</translation>
        </message>
        <message>
            <source>D&amp;uplicate</source>
            <translation>D&amp;uplizieren</translation>
        </message>
        <message>
            <source>&amp;Delete</source>
            <translation>&amp;Löschen</translation>
        </message>
        <message>
            <source>Select &amp;All</source>
            <translation>&amp;Alles auswählen</translation>
        </message>
        <message>
            <source>&amp;View</source>
            <translation>&amp;Ansicht</translation>
        </message>
        <message>
            <source>Zoom &amp;In</source>
            <translation>&amp;Vergrößern</translation>
        </message>
        <message>
            <source>Zoom &amp;Out</source>
            <translation>Ver&amp;kleinern</translation>
        </message>
        <message>
            <source>&amp;Fit Design</source>
            <translation>Design ein&amp;passen</translation>
        </message>
        <message>
            <source>&amp;Arrange Unplaced Devices</source>
            <translation>&amp;Nicht platzierte Geräte anordnen</translation>
        </message>
        <message>
            <source>Tools</source>
            <translation>Werkzeuge</translation>
        </message>
        <message>
            <source>Select</source>
            <translation>Auswählen</translation>
        </message>
        <message>
            <source>Select and move (S)</source>
            <translation>Auswählen und verschieben (S)</translation>
        </message>
        <message>
            <source>Cable</source>
            <translation>Kabel</translation>
        </message>
        <message>
            <source>Cable tool: drag from a port to another port.</source>
            <translation>Kabelwerkzeug: von einem Port zu einem anderen Port ziehen.</translation>
        </message>
        <message>
            <source>Cable ports together (C)</source>
            <translation>Ports verkabeln (C)</translation>
        </message>
        <message>
            <source>&amp;Help</source>
            <translation>&amp;Hilfe</translation>
        </message>
        <message>
            <source>&amp;About Topoplan</source>
            <translation>Ü&amp;ber Topoplan</translation>
        </message>
        <message>
            <source>About Topoplan</source>
            <translation>Über Topoplan</translation>
        </message>
        <message>
            <source>Topoplan %1: design and test database platforms before you buy them.</source>
            <translation>Topoplan %1: Datenbankplattformen entwerfen und testen, bevor Sie sie kaufen.</translation>
        </message>
        <message>
            <source>Unsaved changes</source>
            <translation>Ungespeicherte Änderungen</translation>
        </message>
        <message>
            <source>The design '%1' has unsaved changes. Save them?</source>
            <translation>Das Design '%1' hat ungespeicherte Änderungen. Speichern?</translation>
        </message>
        <message>
            <source>Cannot save</source>
            <translation>Speichern nicht möglich</translation>
        </message>
        <message>
            <source>Saved %1</source>
            <translation>%1 gespeichert</translation>
        </message>
        <message>
            <source>Save design as</source>
            <translation>Design speichern unter</translation>
        </message>
        <message>
            <source>%1%2[*] — Topoplan</source>
            <translation>%1%2[*] — Topoplan</translation>
        </message>
        <message>
            <source> · analysing…</source>
            <translation> · Analyse läuft…</translation>
        </message>
        <message numerus="yes">
            <source>Copied %n device(s) with their modules and cables.</source>
            <translation>
                <numerusform>%n Gerät mit Modulen und Kabeln kopiert.</numerusform>
                <numerusform>%n Geräte mit Modulen und Kabeln kopiert.</numerusform>
            </translation>
        </message>
        <message>
            <source>The clipboard holds no Topoplan devices.</source>
            <translation>Die Zwischenablage enthält keine Topoplan-Geräte.</translation>
        </message>
        <message>
            <source>Nothing pasted: %1</source>
            <translation>Nichts eingefügt: %1</translation>
        </message>
        <message>
            <source>&amp;Docks</source>
            <translation>&amp;Andockfenster</translation>
        </message>
        <message>
            <source>Undo</source>
            <translation>Rückgängig</translation>
        </message>
        <message>
            <source>Redo</source>
            <translation>Wiederholen</translation>
        </message>
        <message>
            <source>The clipboard holds no Topoplan devices: %1</source>
            <translation>Die Zwischenablage enthält keine Topoplan-Geräte: %1</translation>
        </message>
        <message>
            <source>SAN &amp;Tools</source>
            <translation>SAN-&amp;Werkzeuge</translation>
        </message>
        <message>
            <source>Catalog files outside the design's folder</source>
            <translation>Katalogdateien außerhalb des Design-Ordners</translation>
        </message>
        <message>
            <source>This design reads catalog files outside its own folder:

%1

Read them? Say yes only if you trust the design and know these files.</source>
            <translation>Dieses Design liest Katalogdateien außerhalb seines eigenen Ordners:

%1

Sollen sie gelesen werden? Antworten Sie nur mit Ja, wenn Sie dem Design vertrauen und diese Dateien kennen.</translation>
        </message>
        <message>
            <source>Cu&amp;t</source>
            <translation>&amp;Ausschneiden</translation>
        </message>
        <message>
            <source>Cut: %1</source>
            <translation>Ausgeschnitten: %1</translation>
        </message>
        <message>
            <source>A&amp;rrange</source>
            <translation>An&amp;ordnen</translation>
        </message>
        <message>
            <source>Find</source>
            <translation>Suchen</translation>
        </message>
        <message>
            <source>&amp;Find...</source>
            <translation>&amp;Suchen...</translation>
        </message>
        <message>
            <source>Find &amp;Next</source>
            <translation>&amp;Weitersuchen</translation>
        </message>
        <message>
            <source>Find Pre&amp;vious</source>
            <translation>&amp;Rückwärts suchen</translation>
        </message>
        <message>
            <source>Zoom to &amp;Selection</source>
            <translation>Auf &amp;Auswahl zoomen</translation>
        </message>
        <message>
            <source>Nothing selected to zoom to.</source>
            <translation>Nichts ausgewählt, worauf gezoomt werden kann.</translation>
        </message>
        <message>
            <source>Add &amp;Note</source>
            <translation>&amp;Notiz hinzufügen</translation>
        </message>
        <message>
            <source>Note</source>
            <translation>Notiz</translation>
        </message>
        <message>
            <source>&amp;Language</source>
            <translation>&amp;Sprache</translation>
        </message>
        <message>
            <source>System Default</source>
            <translation>Systemvorgabe</translation>
        </message>
        <message>
            <source>The language changes when Topoplan starts the next time.</source>
            <translation>Die Sprache wechselt beim nächsten Start von Topoplan.</translation>
        </message>
        <message>
            <source>&amp;Keyboard Shortcuts</source>
            <translation>&amp;Tastenkürzel</translation>
        </message>
        <message>
            <source>&amp;User Guide</source>
            <translation>&amp;Benutzerhandbuch</translation>
        </message>
        <message>
            <source>Canvas</source>
            <translation>Zeichenfläche</translation>
        </message>
        <message>
            <source>Keyboard Shortcuts</source>
            <translation>Tastenkürzel</translation>
        </message>
        <message>
            <source>Menu</source>
            <translation>Menü</translation>
        </message>
        <message>
            <source>Command</source>
            <translation>Befehl</translation>
        </message>
        <message>
            <source>Keys</source>
            <translation>Tasten</translation>
        </message>
        <message>
            <source>Acts while the canvas has the keyboard focus</source>
            <translation>Wirkt, solange die Zeichenfläche den Tastaturfokus hat</translation>
        </message>
        <message>
            <source>%1 (canvas)</source>
            <translation>%1 (Zeichenfläche)</translation>
        </message>
        <message>
            <source>Keys marked (canvas) act only while the canvas has the keyboard focus: click the canvas first.</source>
            <translation>Mit (Zeichenfläche) markierte Tasten wirken nur, solange die Zeichenfläche den Tastaturfokus hat: zuerst auf die Zeichenfläche klicken.</translation>
        </message>
        <message>
            <source>User Guide</source>
            <translation>Benutzerhandbuch</translation>
        </message>
        <message>
            <source>The user guide (designer.md) is not installed beside the program.</source>
            <translation>Das Benutzerhandbuch (designer.md) ist nicht neben dem Programm installiert.</translation>
        </message>
        <message>
            <source>Topoplan User Guide</source>
            <translation>Topoplan-Benutzerhandbuch</translation>
        </message>
        <message numerus="yes">
            <source>Copied %n note(s).</source>
            <translation>
                <numerusform>%n Notiz kopiert.</numerusform>
                <numerusform>%n Notizen kopiert.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Copied %n device(s) with their modules and cables, and notes.</source>
            <translation>
                <numerusform>%n Gerät mit Modulen und Kabeln sowie Notizen kopiert.</numerusform>
                <numerusform>%n Geräte mit Modulen und Kabeln sowie Notizen kopiert.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n device(s)</source>
            <translation>
                <numerusform>%n Gerät</numerusform>
                <numerusform>%n Geräte</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n note(s)</source>
            <translation>
                <numerusform>%n Notiz</numerusform>
                <numerusform>%n Notizen</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n device(s) and notes</source>
            <translation>
                <numerusform>%n Gerät und Notizen</numerusform>
                <numerusform>%n Geräte und Notizen</numerusform>
            </translation>
        </message>
        <message>
            <source>Pasted %1.</source>
            <translation>%1 eingefügt.</translation>
        </message>
        <message>
            <source>Pasted %1; %2.</source>
            <translation>%1 eingefügt; %2.</translation>
        </message>
        <message>
            <source>Nothing to cut: select devices or notes first.</source>
            <translation>Nichts auszuschneiden: zuerst Geräte oder Notizen auswählen.</translation>
        </message>
        <message numerus="yes">
            <source>%n path(s)</source>
            <translation>
                <numerusform>%n Pfad</numerusform>
                <numerusform>%n Pfade</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n SPOF(s)</source>
            <translation>
                <numerusform>%n SPOF</numerusform>
                <numerusform>%n SPOFs</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source> · &lt;span style='color:#b00020'&gt;%n error(s)&lt;/span&gt;</source>
            <translation>
                <numerusform> · &lt;span style='color:#b00020'&gt;%n Fehler&lt;/span&gt;</numerusform>
                <numerusform> · &lt;span style='color:#b00020'&gt;%n Fehler&lt;/span&gt;</numerusform>
            </translation>
        </message>
        <message>
            <source>worst latency %1 (%2, %3)</source>
            <translation>höchste Latenz %1 (%2, %3)</translation>
        </message>
        <message>
            <source>worst latency %1 (%2)</source>
            <translation>höchste Latenz %1 (%2)</translation>
        </message>
        <message>
            <source>intervals computing…</source>
            <translation>Intervalle in Arbeit…</translation>
        </message>
        <message>
            <source>busiest link direction %1 at %2</source>
            <translation>meistbelastete Richtung %1: %2</translation>
        </message>
        <message>
            <source>%1 · %2</source>
            <translation>%1 · %2</translation>
        </message>
        <message numerus="yes">
            <source>%n cable(s)</source>
            <translation>
                <numerusform>%n Kabel</numerusform>
                <numerusform>%n Kabel</numerusform>
            </translation>
        </message>
        <message>
            <source>%1 was not opened: it reads catalog files outside its own folder, and you did not allow them. Open it again and answer Yes to read them.</source>
            <translation>%1 wurde nicht geöffnet: es liest Katalogdateien außerhalb seines eigenen Ordners, und Sie haben sie nicht erlaubt. Öffnen Sie es erneut und antworten Sie mit Ja, um sie zu lesen.</translation>
        </message>
        <message numerus="yes">
            <source>%n workload(s) not predicted (Findings say why)</source>
            <translation>
                <numerusform>%n Workload nicht prognostiziert (Befunde sagen warum)</numerusform>
                <numerusform>%n Workloads nicht prognostiziert (Befunde sagen warum)</numerusform>
            </translation>
        </message>
        <message>
            <source>(offered %1 % of its capacity: no steady state)</source>
            <translation>(angeboten %1 % seiner Kapazität: kein stationärer Zustand)</translation>
        </message>
    </context>
    <context>
        <name>topoplan::widgets::MeasuredBaselineEditor</name>
        <message>
            <source>Measured baseline</source>
            <translation>Gemessene Baseline</translation>
        </message>
        <message>
            <source>What was observed on a real run; the model derives the workload's demands from it (operational laws) and predicts every other case from there.</source>
            <translation>Was in einem echten Lauf beobachtet wurde; das Modell leitet daraus die Anforderungen der Workload ab (operationale Gesetze) und sagt jeden anderen Fall von dort aus vorher.</translation>
        </message>
        <message>
            <source>None: the workload is predicted a priori. Enter what a real run showed (AWR report, perfmon log, HammerDB log) to calibrate it.</source>
            <translation>Keine: die Workload wird a priori vorhergesagt. Tragen Sie ein, was ein echter Lauf zeigte (AWR-Bericht, Perfmon-Protokoll, HammerDB-Protokoll), um sie zu kalibrieren.</translation>
        </message>
        <message>
            <source>Not changed: %1</source>
            <translation>Nicht geändert: %1</translation>
        </message>
        <message>
            <source>Remove baseline</source>
            <translation>Baseline entfernen</translation>
        </message>
        <message>
            <source>Import Measurement…</source>
            <translation>Messung importieren…</translation>
        </message>
        <message>
            <source>Read an AWR or Statspack report, a perfmon or esxtop CSV or a HammerDB log as this workload's baseline (one undo step); a report file can also be dropped on the host</source>
            <translation>Einen AWR- oder Statspack-Bericht, eine perfmon- oder esxtop-CSV oder ein HammerDB-Log als Baseline dieses Workloads einlesen (ein Rückgängig-Schritt); eine Berichtsdatei kann auch auf dem Host abgelegt werden</translation>
        </message>
    </context>
    <context>
        <name>topoplan::widgets::Minimap</name>
        <message>
            <source>Overview: click or drag to move the canvas</source>
            <translation>Übersicht: Klicken oder Ziehen verschiebt die Zeichenfläche</translation>
        </message>
    </context>
    <context>
        <name>topoplan::widgets::Palette</name>
        <message>
            <source>Search the catalog (name, id, vendor)</source>
            <translation>Katalog durchsuchen (Name, Kennung, Hersteller)</translation>
        </message>
    </context>
    <context>
        <name>topoplan::widgets::PerformancePanel</name>
        <message>
            <source>IOPS treemap</source>
            <translation>IOPS-Treemap</translation>
        </message>
        <message>
            <source>Capacity treemap</source>
            <translation>Kapazitäts-Treemap</translation>
        </message>
        <message>
            <source>IOPS</source>
            <translation>IOPS</translation>
        </message>
        <message>
            <source>&lt;br&gt;&lt;b&gt;unreachable&lt;/b&gt;: %1</source>
            <translation>&lt;br&gt;&lt;b&gt;nicht erreichbar&lt;/b&gt;: %1</translation>
        </message>
        <message>
            <source>none</source>
            <translation>keine</translation>
        </message>
        <message>
            <source>%1 ms</source>
            <translation>%1 ms</translation>
        </message>
        <message>
            <source>TB</source>
            <translation>TB</translation>
        </message>
        <message>
            <source>&lt;b&gt;%1 users&lt;/b&gt;&lt;br&gt;%2 IOPS&lt;br&gt;read %3 ms · write %4 ms%5</source>
            <translation>&lt;b&gt;%1 Benutzer&lt;/b&gt;&lt;br&gt;%2 IOPS&lt;br&gt;Lesen %3 ms · Schreiben %4 ms%5</translation>
        </message>
        <message>
            <source>&lt;b&gt;%1&lt;/b&gt; (%2, %3)&lt;br&gt;raw %4 TB · usable %5 TB (%9 TiB)&lt;br&gt;used %6 TB · after data reduction %7 TB&lt;br&gt;%8</source>
            <translation>&lt;b&gt;%1&lt;/b&gt; (%2, %3)&lt;br&gt;brutto %4 TB · nutzbar %5 TB (%9 TiB)&lt;br&gt;belegt %6 TB · nach Datenreduktion %7 TB&lt;br&gt;%8</translation>
        </message>
        <message>
            <source>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;%2&lt;br&gt;read %3&lt;br&gt;write %4&lt;br&gt;%5%6%7</source>
            <translation>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;%2&lt;br&gt;Lesen %3&lt;br&gt;Schreiben %4&lt;br&gt;%5%6%7</translation>
        </message>
        <message>
            <source>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;read %2&lt;br&gt;write %3&lt;br&gt;service level %4, target %5%6</source>
            <translation>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;Lesen %2&lt;br&gt;Schreiben %3&lt;br&gt;Service-Level %4, Ziel %5%6</translation>
        </message>
        <message>
            <source>&lt;br&gt;%1: %2, read %3</source>
            <translation>&lt;br&gt;%1: %2, Lesen %3</translation>
        </message>
        <message>
            <source>&lt;b&gt;%1&lt;/b&gt;: %2 in total, worst latency %3 (point estimates)%4</source>
            <translation>&lt;b&gt;%1&lt;/b&gt;: %2 insgesamt, schlechteste Latenz %3 (Punktschätzungen)%4</translation>
        </message>
        <message>
            <source>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;%2&lt;br&gt;%3%4</source>
            <translation>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;%2&lt;br&gt;%3%4</translation>
        </message>
        <message>
            <source>&lt;br&gt;&lt;b&gt;knee&lt;/b&gt; (IOPS stop growing)</source>
            <translation>&lt;br&gt;&lt;b&gt;Knie&lt;/b&gt; (IOPS wachsen nicht mehr)</translation>
        </message>
        <message>
            <source>&lt;b&gt;%1&lt;/b&gt;: %2 in total%3</source>
            <translation>&lt;b&gt;%1&lt;/b&gt;: %2 insgesamt%3</translation>
        </message>
        <message>
            <source>&lt;br&gt;%1: offers no load</source>
            <translation>&lt;br&gt;%1: erzeugt keine Last</translation>
        </message>
        <message>
            <source>&lt;br&gt;%1: not predicted: %2</source>
            <translation>&lt;br&gt;%1: nicht prognostiziert: %2</translation>
        </message>
    </context>
    <context>
        <name>topoplan::widgets::PickTool</name>
        <message>
            <source>%1 (Esc cancels).</source>
            <translation>%1 (Esc bricht ab).</translation>
        </message>
        <message>
            <source>Pick cancelled.</source>
            <translation>Wählen abgebrochen.</translation>
        </message>
        <message>
            <source>click a port stub</source>
            <translation>einen Port anklicken</translation>
        </message>
        <message>
            <source>click a device</source>
            <translation>ein Gerät anklicken</translation>
        </message>
        <message>
            <source>Not picked: %1. %2 (Esc cancels).</source>
            <translation>Nicht gewählt: %1. %2 (Esc bricht ab).</translation>
        </message>
        <message>
            <source>Pick %1</source>
            <translation>%1 wählen</translation>
        </message>
        <message>
            <source>%1; valid ones are ringed in green, those listed already in blue (Esc cancels).</source>
            <translation>%1; gültige sind grün umrandet, bereits eingetragene blau (Esc bricht ab).</translation>
        </message>
    </context>
    <context>
        <name>topoplan::widgets::RackDock</name>
        <message>
            <source>Racks</source>
            <translation>Schränke</translation>
        </message>
        <message>
            <source>Rack tools</source>
            <translation>Rackwerkzeuge</translation>
        </message>
        <message>
            <source>Front</source>
            <translation>Vorn</translation>
        </message>
        <message>
            <source>Rear</source>
            <translation>Hinten</translation>
        </message>
        <message>
            <source>Front and rear</source>
            <translation>Vorn und hinten</translation>
        </message>
        <message>
            <source>Zoom In</source>
            <translation>Vergrößern</translation>
        </message>
        <message>
            <source>Zoom Out</source>
            <translation>Verkleinern</translation>
        </message>
        <message>
            <source>Fit</source>
            <translation>Einpassen</translation>
        </message>
        <message>
            <source>&amp;Racks</source>
            <translation>&amp;Schränke</translation>
        </message>
        <message>
            <source>Rack elevations: drag a device to re-rack it (Ctrl+Shift+R)</source>
            <translation>Rackansichten: ein Gerät ziehen, um es umzubauen (Strg+Umschalt+R)</translation>
        </message>
    </context>
    <context>
        <name>topoplan::widgets::RackView</name>
        <message>
            <source>Cannot rack %1 there: %2</source>
            <translation>%1 kann dort nicht eingebaut werden: %2</translation>
        </message>
        <message>
            <source>Racked %1 at %2 U%3 (%4 face).</source>
            <translation>%1 in %2 auf HE %3 eingebaut (Seite %4).</translation>
        </message>
        <message>
            <source>rear</source>
            <translation>hinten</translation>
        </message>
        <message>
            <source>front</source>
            <translation>vorn</translation>
        </message>
        <message>
            <source>%1 is no longer racked.</source>
            <translation>%1 ist nicht mehr eingebaut.</translation>
        </message>
        <message>
            <source>
%1 · %2 U%3-U%4 %5 · %6 depth
max. draw %7 W (%8-%9), %10 kg</source>
            <translation>
%1 · %2 HE %3-%4 %5 · Tiefe %6
max. Aufnahme %7 W (%8-%9), %10 kg</translation>
        </message>
        <message>
            <source>full</source>
            <translation>voll</translation>
        </message>
        <message>
            <source>half</source>
            <translation>halb</translation>
        </message>
    </context>
    <context>
        <name>topoplan::widgets::RecoveryBar</name>
        <message>
            <source>Recovery</source>
            <translation>Wiederherstellung</translation>
        </message>
        <message>
            <source>&amp;Discard</source>
            <translation>&amp;Verwerfen</translation>
        </message>
        <message>
            <source>Delete the kept changes</source>
            <translation>Die aufbewahrten Änderungen löschen</translation>
        </message>
        <message>
            <source>an untitled design</source>
            <translation>ein unbenanntes Design</translation>
        </message>
        <message>
            <source>Topoplan did not close normally: unsaved changes to %1 from %2 were kept.</source>
            <translation>Topoplan wurde nicht normal beendet: ungespeicherte Änderungen an %1 vom %2 wurden aufbewahrt.</translation>
        </message>
        <message>
            <source>&amp;Recover</source>
            <translation>&amp;Wiederherstellen</translation>
        </message>
        <message>
            <source>Recover in a &amp;New Window</source>
            <translation>In einem &amp;neuen Fenster wiederherstellen</translation>
        </message>
        <message>
            <source>Open the kept changes in this window</source>
            <translation>Die aufbewahrten Änderungen in diesem Fenster öffnen</translation>
        </message>
        <message>
            <source>Open the kept changes in a new window; this window keeps %1</source>
            <translation>Die aufbewahrten Änderungen in einem neuen Fenster öffnen; dieses Fenster behält %1</translation>
        </message>
        <message>
            <source>Could not start a new window; the kept changes stay in %1</source>
            <translation>Kein neues Fenster konnte gestartet werden; die aufbewahrten Änderungen bleiben in %1</translation>
        </message>
        <message>
            <source>Cannot recover the design</source>
            <translation>Das Design kann nicht wiederhergestellt werden</translation>
        </message>
        <message>
            <source>The recovery file is damaged and was not loaded. It was kept as %1.

%2</source>
            <translation>Die Wiederherstellungsdatei ist beschädigt und wurde nicht geladen. Sie wurde als %1 aufbewahrt.

%2</translation>
        </message>
        <message>
            <source>(could not be moved)</source>
            <translation>(konnte nicht verschoben werden)</translation>
        </message>
        <message>
            <source>The kept changes were not recovered: they read catalog files outside the design's folder, and you did not allow them. They stay in %1; recover them again and answer Yes to read them.</source>
            <translation>Die aufbewahrten Änderungen wurden nicht wiederhergestellt: sie lesen Katalogdateien außerhalb des Ordners des Designs, und Sie haben sie nicht erlaubt. Sie bleiben in %1; stellen Sie sie erneut wieder her und antworten Sie mit Ja, um sie zu lesen.</translation>
        </message>
    </context>
    <context>
        <name>topoplan::widgets::SanActions</name>
        <message>
            <source>&amp;Zone Initiators to Port Group...</source>
            <translation>Initiatoren zu Portgruppe &amp;zonen...</translation>
        </message>
        <message>
            <source>Single-initiator zones from the chosen initiator ports to the ports of a port group in each initiator's own fabric (both fabrics at once)</source>
            <translation>Single-Initiator-Zonen von den gewählten Initiator-Ports zu den Ports einer Portgruppe in der eigenen Fabric jedes Initiators (beide Fabrics zugleich)</translation>
        </message>
        <message>
            <source>Create &amp;Fabrics from Cabling</source>
            <translation>&amp;Fabrics aus der Verkabelung anlegen</translation>
        </message>
        <message>
            <source>Every connected SAN switch or IOM domain becomes a fabric with its initiator and target ports</source>
            <translation>Jede verbundene SAN-Switch- oder IOM-Domäne wird eine Fabric mit ihren Initiator- und Target-Ports</translation>
        </message>
        <message>
            <source>No initiator port to zone: cable an FC or FCoE initiator to an FC switch or IOM first.</source>
            <translation>Kein Initiator-Port zum Zonen: zuerst einen FC- oder FCoE-Initiator an einen FC-Switch oder IOM verkabeln.</translation>
        </message>
        <message>
            <source>No port group to zone to: add one in the Design tree (Port groups) first.</source>
            <translation>Keine Portgruppe zum Zonen: zuerst eine im Designbaum (Portgruppen) anlegen.</translation>
        </message>
        <message>
            <source>Zone Initiators to Port Group</source>
            <translation>Initiatoren zu Portgruppe zonen</translation>
        </message>
        <message>
            <source>One single-initiator zone per initiator, to the ports of the group in the initiator's own fabric; existing zones keep their targets. One undo step.</source>
            <translation>Eine Single-Initiator-Zone je Initiator zu den Ports der Gruppe in der eigenen Fabric des Initiators; bestehende Zonen behalten ihre Targets. Ein Rückgängig-Schritt.</translation>
        </message>
        <message>
            <source>Port group:</source>
            <translation>Portgruppe:</translation>
        </message>
        <message>
            <source>a port group</source>
            <translation>eine Port Group</translation>
        </message>
        <message>
            <source>an FC initiator port cabled to an FC switch or IOM</source>
            <translation>ein FC-Initiator-Port, der mit einem FC-Switch oder IOM verkabelt ist</translation>
        </message>
        <message>
            <source>Initiators:</source>
            <translation>Initiatoren:</translation>
        </message>
    </context>
    <context>
        <name>topoplan::widgets::ScenarioTimeline</name>
        <message>
            <source>Play</source>
            <translation>Abspielen</translation>
        </message>
        <message>
            <source>Step</source>
            <translation>Schritt</translation>
        </message>
        <message>
            <source>Stop</source>
            <translation>Stopp</translation>
        </message>
        <message>
            <source>Scenario</source>
            <translation>Szenario</translation>
        </message>
        <message>
            <source>Use case</source>
            <translation>Anwendungsfall</translation>
        </message>
        <message>
            <source>(all workloads)</source>
            <translation>(alle Workloads)</translation>
        </message>
        <message>
            <source>No scenario in this design.</source>
            <translation>Kein Szenario in diesem Design.</translation>
        </message>
        <message>
            <source>computing…</source>
            <translation>wird berechnet…</translation>
        </message>
        <message>
            <source>The scenario could not be evaluated.</source>
            <translation>Das Szenario konnte nicht ausgewertet werden.</translation>
        </message>
        <message>
            <source> · failed: %1</source>
            <translation> · ausgefallen: %1</translation>
        </message>
        <message>
            <source>Pause</source>
            <translation>Pause</translation>
        </message>
        <message>
            <source>min %1 / %2 · %3 · read %4 (point estimates, no interval; %5)%6</source>
            <translation>Min. %1 / %2 · %3 · Lesen %4 (Punktschätzungen, kein Intervall; %5)%6</translation>
        </message>
        <message>
            <source>IOPS</source>
            <translation>IOPS</translation>
        </message>
        <message>
            <source>ms</source>
            <translation>ms</translation>
        </message>
        <message>
            <source>no workload</source>
            <translation>kein Workload</translation>
        </message>
    </context>
    <context>
        <name>topoplan::widgets::SelectTool</name>
        <message>
            <source>Not seated: %1</source>
            <translation>Nicht eingesetzt: %1</translation>
        </message>
        <message>
            <source>Seated %1 in %2 %3.</source>
            <translation>%1 in %2 %3 eingesetzt.</translation>
        </message>
        <message>
            <source>Not taken out: %1</source>
            <translation>Nicht ausgebaut: %1</translation>
        </message>
        <message>
            <source>Took %1 out of %2.</source>
            <translation>%1 aus %2 ausgebaut.</translation>
        </message>
        <message>
            <source>Drop %1 on a zone, port group, fabric or masking view field of the Inspector.</source>
            <translation>%1 auf ein Zonen-, Port-Group-, Fabric- oder Masking-View-Feld des Inspektors ziehen.</translation>
        </message>
    </context>
    <context>
        <name>topoplan::widgets::SensitivityView</name>
        <message>
            <source>The workload whose prediction the tornado explains</source>
            <translation>Die Workload, deren Vorhersage das Tornado-Diagramm erklärt</translation>
        </message>
        <message>
            <source>Sensitivity</source>
            <translation>Sensitivität</translation>
        </message>
        <message>
            <source>Workload</source>
            <translation>Workload</translation>
        </message>
        <message>
            <source>No prediction: the design has errors, or the analysis is still running.</source>
            <translation>Keine Vorhersage: das Design hat Fehler, oder die Analyse läuft noch.</translation>
        </message>
        <message>
            <source>No workload: the use case shown has no reachable workload.</source>
            <translation>Keine Workload: der gezeigte Anwendungsfall hat keine erreichbare Workload.</translation>
        </message>
        <message>
            <source>Intervals computing…</source>
            <translation>Intervalle werden berechnet…</translation>
        </message>
        <message>
            <source>No sensitivity for this workload.</source>
            <translation>Keine Sensitivität für diese Workload.</translation>
        </message>
        <message>
            <source>No parameter with a range moves this prediction: nothing to measure next.</source>
            <translation>Kein Parameter mit einem Bereich bewegt diese Vorhersage: nichts als Nächstes zu messen.</translation>
        </message>
        <message>
            <source>&lt;b&gt;%1&lt;/b&gt;: %2%3</source>
            <translation>&lt;b&gt;%1&lt;/b&gt;: %2%3</translation>
        </message>
        <message>
            <source>Measure next: %1</source>
            <translation>Als Nächstes messen: %1</translation>
        </message>
        <message>
            <source>&lt;b&gt;%1&lt;/b&gt; (%2)&lt;br&gt;range %3–%4&lt;br&gt;%5: %6 at its low end, %7 at its high end</source>
            <translation>&lt;b&gt;%1&lt;/b&gt; (%2)&lt;br&gt;Bereich %3–%4&lt;br&gt;%5: %6 am unteren Ende, %7 am oberen Ende</translation>
        </message>
    </context>
    <context>
        <name>topoplan::widgets::StorageBaselineBox</name>
        <message>
            <source>Measured baseline</source>
            <translation>Gemessene Baseline</translation>
        </message>
        <message>
            <source>Totals measured over the workloads of use case %1 on this storage: SLOB-like workloads on it without a baseline of their own take their per-read demands from them.</source>
            <translation>Summen, gemessen über die Workloads des Anwendungsfalls %1 auf diesem Speicher: SLOB-artige Workloads darauf ohne eigene Baseline übernehmen daraus ihren Bedarf pro Lesezugriff.</translation>
        </message>
        <message>
            <source>No baseline: import a report of a workload on this storage (its AWR report, perfmon or esxtop log); it becomes that workload's baseline and this storage's.</source>
            <translation>Keine Baseline: Importieren Sie einen Bericht eines Workloads auf diesem Speicher (AWR-Bericht, perfmon- oder esxtop-Protokoll); er wird zur Baseline dieses Workloads und dieses Speichers.</translation>
        </message>
        <message>
            <source>The workload the measurement is of (its baseline is replaced too)</source>
            <translation>Der Workload, von dem die Messung stammt (seine Baseline wird ebenfalls ersetzt)</translation>
        </message>
        <message>
            <source>Workload</source>
            <translation>Workload</translation>
        </message>
        <message>
            <source>Import Measurement…</source>
            <translation>Messung importieren…</translation>
        </message>
        <message>
            <source>Read an AWR or Statspack report, a perfmon or esxtop CSV or a HammerDB log as the baseline of the chosen workload and of this storage (one undo step)</source>
            <translation>Einen AWR- oder Statspack-Bericht, eine perfmon- oder esxtop-CSV oder ein HammerDB-Protokoll als Baseline des gewählten Workloads und dieses Speichers einlesen (ein Rückgängig-Schritt)</translation>
        </message>
    </context>
    <context>
        <name>topoplan::widgets::SweepView</name>
        <message>
            <source>Rank</source>
            <translation>Rang</translation>
        </message>
        <message>
            <source>Element</source>
            <translation>Element</translation>
        </message>
        <message>
            <source>Kind</source>
            <translation>Art</translation>
        </message>
        <message>
            <source>Flows broken</source>
            <translation>Unterbrochene Datenflüsse</translation>
        </message>
        <message>
            <source>Paths lost</source>
            <translation>Verlorene Pfade</translation>
        </message>
        <message>
            <source>Flows</source>
            <translation>Datenflüsse</translation>
        </message>
        <message>
            <source>N-1 sweep running…</source>
            <translation>N-1-Analyse läuft…</translation>
        </message>
        <message>
            <source> (endpoint)</source>
            <translation> (Endpunkt)</translation>
        </message>
        <message>
            <source>paths lost</source>
            <translation>verlorene Pfade</translation>
        </message>
        <message>
            <source>Show failure of %1</source>
            <translation>Ausfall von %1 zeigen</translation>
        </message>
        <message>
            <source>N-1: %1 elements tested, %2 take a path down, %3 harmless. Click a row (or press Enter on it) to show that failure.</source>
            <translation>N-1: %1 Elemente getestet, %2 legen einen Pfad lahm, %3 harmlos. Eine Zeile anklicken (oder Enter darauf), um diesen Ausfall zu zeigen.</translation>
        </message>
    </context>
    <context>
        <name>topoplan::widgets::TreemapWidget</name>
        <message>
            <source>No data</source>
            <translation>Keine Daten</translation>
        </message>
    </context>
    <context>
        <name>topoplan::widgets::WhatBrokePanel</name>
        <message>
            <source>Repair all</source>
            <translation>Alles reparieren</translation>
        </message>
        <message>
            <source>Save as scenario</source>
            <translation>Als Szenario speichern</translation>
        </message>
        <message>
            <source>Add the injected failures to the design as a scenario (all fail at minute 0)</source>
            <translation>Die eingespielten Ausfälle als Szenario zum Design hinzufügen (alle fallen in Minute 0 aus)</translation>
        </message>
        <message>
            <source>&lt;p&gt;No failure injected. Choose the &lt;b&gt;Fail&lt;/b&gt; tool and click a device, port or cable (right-click a device for its disk groups, site or cluster), or select a row of the N-1 sweep.&lt;/p&gt;</source>
            <translation>&lt;p&gt;Kein Ausfall eingespielt. Das Werkzeug &lt;b&gt;Ausfall&lt;/b&gt; wählen und ein Gerät, einen Port oder ein Kabel anklicken (Rechtsklick auf ein Gerät für Disk Groups, Standort oder Cluster), oder eine Zeile der N-1-Analyse wählen.&lt;/p&gt;</translation>
        </message>
        <message>
            <source>&lt;p&gt;Analysing the failure of %1…&lt;/p&gt;</source>
            <translation>&lt;p&gt;Ausfall von %1 wird analysiert…&lt;/p&gt;</translation>
        </message>
        <message>
            <source>&lt;h3&gt;Failed: %1&lt;/h3&gt;</source>
            <translation>&lt;h3&gt;Ausgefallen: %1&lt;/h3&gt;</translation>
        </message>
        <message numerus="yes">
            <source>&lt;p&gt;&lt;b&gt;%n flow(s) lost&lt;/b&gt;, </source>
            <translation>
                <numerusform>&lt;p&gt;&lt;b&gt;%n Datenfluss verloren&lt;/b&gt;, </numerusform>
                <numerusform>&lt;p&gt;&lt;b&gt;%n Datenflüsse verloren&lt;/b&gt;, </numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>&lt;b&gt;%n path(s) lost&lt;/b&gt;.&lt;/p&gt;</source>
            <translation>
                <numerusform>&lt;b&gt;%n Pfad verloren&lt;/b&gt;.&lt;/p&gt;</numerusform>
                <numerusform>&lt;b&gt;%n Pfade verloren&lt;/b&gt;.&lt;/p&gt;</numerusform>
            </translation>
        </message>
        <message>
            <source>flow</source>
            <translation>Datenfluss</translation>
        </message>
        <message>
            <source>paths</source>
            <translation>Pfade</translation>
        </message>
        <message>
            <source>status</source>
            <translation>Status</translation>
        </message>
        <message>
            <source>&lt;p&gt;&lt;b&gt;Capacity lost&lt;/b&gt;:</source>
            <translation>&lt;p&gt;&lt;b&gt;Verlorene Kapazität&lt;/b&gt;:</translation>
        </message>
        <message>
            <source>&lt;p&gt;No capacity lost.&lt;/p&gt;</source>
            <translation>&lt;p&gt;Keine Kapazität verloren.&lt;/p&gt;</translation>
        </message>
        <message>
            <source>&lt;p&gt;&lt;b&gt;Predicted performance&lt;/b&gt; (no failure → under failure):&lt;/p&gt;</source>
            <translation>&lt;p&gt;&lt;b&gt;Leistungsprognose&lt;/b&gt; (ohne Ausfall → unter Ausfall):&lt;/p&gt;</translation>
        </message>
        <message>
            <source>workload</source>
            <translation>Workload</translation>
        </message>
        <message>
            <source>IOPS</source>
            <translation>IOPS</translation>
        </message>
        <message>
            <source>read latency</source>
            <translation>Leselatenz</translation>
        </message>
        <message>
            <source>write latency</source>
            <translation>Schreiblatenz</translation>
        </message>
        <message>
            <source>&lt;td colspan=3 style='color:#b00020'&gt;&lt;b&gt;lost: no surviving path&lt;/b&gt;&lt;/td&gt;&lt;/tr&gt;</source>
            <translation>&lt;td colspan=3 style='color:#b00020'&gt;&lt;b&gt;verloren: kein verbleibender Pfad&lt;/b&gt;&lt;/td&gt;&lt;/tr&gt;</translation>
        </message>
        <message>
            <source>ms</source>
            <translation>ms</translation>
        </message>
        <message>
            <source>&lt;p&gt;&lt;b&gt;Rebuild&lt;/b&gt; of %1 in %2: %3 GB to re-protect; %4 min idle, %5 min under load%6.&lt;br&gt;&lt;small&gt;%7&lt;/small&gt;&lt;/p&gt;</source>
            <translation>&lt;p&gt;&lt;b&gt;Rebuild&lt;/b&gt; von %1 in %2: %3 GB neu zu schützen; %4 min im Leerlauf, %5 min unter Last%6.&lt;br&gt;&lt;small&gt;%7&lt;/small&gt;&lt;/p&gt;</translation>
        </message>
        <message>
            <source>, starting after %1 min</source>
            <translation>, beginnend nach %1 min</translation>
        </message>
        <message>
            <source>&lt;br&gt;%1: %2 TB (%3 TiB) usable (%4)</source>
            <translation>&lt;br&gt;%1: %2 TB (%3 TiB) nutzbar (%4)</translation>
        </message>
        <message>
            <source>&lt;p&gt;&lt;small&gt;Under failure with the interval of the parameter ranges. Basis: %1&lt;/small&gt;&lt;/p&gt;</source>
            <translation>&lt;p&gt;&lt;small&gt;Beim Ausfall mit dem Intervall der Parameterbereiche. Grundlage: %1&lt;/small&gt;&lt;/p&gt;</translation>
        </message>
        <message>
            <source>&lt;p&gt;&lt;small&gt;Intervals computing…&lt;/small&gt;&lt;/p&gt;</source>
            <translation>&lt;p&gt;&lt;small&gt;Intervalle werden berechnet…&lt;/small&gt;&lt;/p&gt;</translation>
        </message>
    </context>
    <context>
        <name>topoplan::widgets::WorkloadPredictionView</name>
        <message>
            <source>&lt;i&gt;Prediction: computing…&lt;/i&gt;</source>
            <translation>&lt;i&gt;Vorhersage: wird berechnet…&lt;/i&gt;</translation>
        </message>
        <message>
            <source>&lt;i&gt;Not predicted: the workload is not in the use case shown.&lt;/i&gt;</source>
            <translation>&lt;i&gt;Nicht vorhergesagt: die Workload gehört nicht zum gezeigten Anwendungsfall.&lt;/i&gt;</translation>
        </message>
        <message>
            <source>&lt;b&gt;Unreachable&lt;/b&gt;: %1</source>
            <translation>&lt;b&gt;Nicht erreichbar&lt;/b&gt;: %1</translation>
        </message>
        <message>
            <source>IOPS</source>
            <translation>IOPS</translation>
        </message>
        <message>
            <source>read</source>
            <translation>Lesen</translation>
        </message>
        <message>
            <source>write</source>
            <translation>Schreiben</translation>
        </message>
        <message>
            <source>MB/s</source>
            <translation>MB/s</translation>
        </message>
        <message>
            <source>Read latency</source>
            <translation>Leselatenz</translation>
        </message>
        <message>
            <source>Write latency</source>
            <translation>Schreiblatenz</translation>
        </message>
        <message>
            <source>TPM</source>
            <translation>TPM</translation>
        </message>
        <message>
            <source>NOPM</source>
            <translation>NOPM</translation>
        </message>
        <message>
            <source>CPU</source>
            <translation>CPU</translation>
        </message>
        <message>
            <source>&lt;p&gt;Measure next: %1&lt;/p&gt;</source>
            <translation>&lt;p&gt;Als Nächstes messen: %1&lt;/p&gt;</translation>
        </message>
        <message>
            <source>&lt;b&gt;Prediction&lt;/b&gt; (live, with interval and basis)</source>
            <translation>&lt;b&gt;Vorhersage&lt;/b&gt; (live, mit Intervall und Grundlage)</translation>
        </message>
        <message>
            <source>&lt;b&gt;%1&lt;/b&gt; (%2): %3</source>
            <translation>&lt;b&gt;%1&lt;/b&gt; (%2): %3</translation>
        </message>
        <message>
            <source> from %1</source>
            <translation> aus %1</translation>
        </message>
        <message>
            <source>&lt;p style='color:#1b7f3b'&gt;Measured%1:&lt;br&gt;%2&lt;/p&gt;</source>
            <translation>&lt;p style='color:#1b7f3b'&gt;Gemessen%1:&lt;br&gt;%2&lt;/p&gt;</translation>
        </message>
        <message>
            <source>&lt;i&gt;Not predicted: the workload offers no load. Set profile.users (and think_ms), or iops or mb_s.&lt;/i&gt;</source>
            <translation>&lt;i&gt;Nicht vorhergesagt: die Workload erzeugt keine Last. profile.users (und think_ms) oder iops oder mb_s setzen.&lt;/i&gt;</translation>
        </message>
        <message>
            <source>&lt;i&gt;Not predicted&lt;/i&gt;: %1</source>
            <translation>&lt;i&gt;Nicht prognostiziert&lt;/i&gt;: %1</translation>
        </message>
    </context>
</TS>
