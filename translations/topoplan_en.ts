<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
    <context>
        <name>Charts</name>
        <message numerus="yes">
            <source>%n path(s) lost</source>
            <translation>
                <numerusform>%n path lost</numerusform>
                <numerusform>%n paths lost</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n flow(s) broken</source>
            <translation>
                <numerusform>%n flow broken</numerusform>
                <numerusform>%n flows broken</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>CmdDeviceMove</name>
        <message numerus="yes">
            <source>Move %n devices</source>
            <translation>
                <numerusform>Move %n device</numerusform>
                <numerusform>Move %n devices</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>CmdNoteChange</name>
        <message numerus="yes">
            <source>Move %n notes</source>
            <translation>
                <numerusform>Move %n note</numerusform>
                <numerusform>Move %n notes</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Delete %n note(s)</source>
            <translation>
                <numerusform>Delete %n note</numerusform>
                <numerusform>Delete %n notes</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>DeviceCopy</name>
        <message numerus="yes">
            <source>Paste %n device(s)</source>
            <translation>
                <numerusform>Paste %n device</numerusform>
                <numerusform>Paste %n devices</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%1, and %n more</source>
            <translation>
                <numerusform>%1, and %n more</numerusform>
                <numerusform>%1, and %n more</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Paste %n note(s)</source>
            <translation>
                <numerusform>Paste %n note</numerusform>
                <numerusform>Paste %n notes</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Paste %n item(s)</source>
            <translation>
                <numerusform>Paste %n item</numerusform>
                <numerusform>Paste %n items</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>DiagramExporter</name>
        <message numerus="yes">
            <source>selection (%n devices)</source>
            <translation>
                <numerusform>selection (%n device)</numerusform>
                <numerusform>selection (%n devices)</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>Finding</name>
        <message numerus="yes">
            <source>no surviving path: none of the %n allowed initiator-target pairs is connected</source>
            <translation>
                <numerusform>no surviving path: the %n allowed initiator-target pair is not connected</numerusform>
                <numerusform>no surviving path: none of the %n allowed initiator-target pairs is connected</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>the analysis traces at most %1 initiator-target pairs and this design has %2: %n flows are not analysed (hosts %3); their paths, single points of failure and load are missing. Split the design, or narrow zoning and masking views</source>
            <translation>
                <numerusform>the analysis traces at most %1 initiator-target pairs and this design has %2: %n flow is not analysed (hosts %3); its paths, single points of failure and load are missing. Split the design, or narrow zoning and masking views</numerusform>
                <numerusform>the analysis traces at most %1 initiator-target pairs and this design has %2: %n flows are not analysed (hosts %3); their paths, single points of failure and load are missing. Split the design, or narrow zoning and masking views</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%1 has %n paths to %2, fewer than the design's requirement min_paths: %3</source>
            <translation>
                <numerusform>%1 has %n path to %2, fewer than the design's requirement min_paths: %3</numerusform>
                <numerusform>%1 has %n paths to %2, fewer than the design's requirement min_paths: %3</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>losing %1 takes down %2 with the %n devices seated in them</source>
            <translation>
                <numerusform>losing %1 takes down %2 with the %n device seated in them</numerusform>
                <numerusform>losing %1 takes down %2 with the %n devices seated in them</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n target ports</source>
            <translation>
                <numerusform>%n target port</numerusform>
                <numerusform>%n target ports</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>port group %1 (%n ports of %2)</source>
            <translation>
                <numerusform>port group %1 (%n port of %2)</numerusform>
                <numerusform>port group %1 (%n ports of %2)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%1 and %n more</source>
            <translation>
                <numerusform>%1 and %n more</numerusform>
                <numerusform>%1 and %n more</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>objects of %1 (PFTT=%2, SFTT=%3) with components on %4 are inaccessible: %n data site copies left with the witness (vSAN needs more than 50 % of the votes and one full copy)</source>
            <translation>
                <numerusform>objects of %1 (PFTT=%2, SFTT=%3) with components on %4 are inaccessible: %n data site copy left with the witness (vSAN needs more than 50 % of the votes and one full copy)</numerusform>
                <numerusform>objects of %1 (PFTT=%2, SFTT=%3) with components on %4 are inaccessible: %n data site copies left with the witness (vSAN needs more than 50 % of the votes and one full copy)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>objects of %1 (PFTT=%2, SFTT=%3) with components on %4 are inaccessible: %n data site copies left and the witness lost (vSAN needs more than 50 % of the votes and one full copy)</source>
            <translation>
                <numerusform>objects of %1 (PFTT=%2, SFTT=%3) with components on %4 are inaccessible: %n data site copy left and the witness lost (vSAN needs more than 50 % of the votes and one full copy)</numerusform>
                <numerusform>objects of %1 (PFTT=%2, SFTT=%3) with components on %4 are inaccessible: %n data site copies left and the witness lost (vSAN needs more than 50 % of the votes and one full copy)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>objects with components on %1 are inaccessible (%n members lost or unreachable, %2 tolerated)</source>
            <translation>
                <numerusform>objects with components on %1 are inaccessible (%n member lost or unreachable, %2 tolerated)</numerusform>
                <numerusform>objects with components on %1 are inaccessible (%n members lost or unreachable, %2 tolerated)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>its measured baseline was imported forced (--force / Import Anyway), overriding %n refusals: %1 (re-import a fitting measurement, or remove 'forced' once checked)</source>
            <translation>
                <numerusform>its measured baseline was imported forced (--force / Import Anyway), overriding %n refusal: %1 (re-import a fitting measurement, or remove 'forced' once checked)</numerusform>
                <numerusform>its measured baseline was imported forced (--force / Import Anyway), overriding %n refusals: %1 (re-import a fitting measurement, or remove 'forced' once checked)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n spares</source>
            <translation>
                <numerusform>%n spare</numerusform>
                <numerusform>%n spares</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>its measured baseline was imported with %n warnings: %1 (re-import a fitting measurement, or remove 'warnings' once checked)</source>
            <translation>
                <numerusform>its measured baseline was imported with %n warning: %1 (re-import a fitting measurement, or remove 'warnings' once checked)</numerusform>
                <numerusform>its measured baseline was imported with %n warnings: %1 (re-import a fitting measurement, or remove 'warnings' once checked)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n hosts</source>
            <translation>
                <numerusform>%n host</numerusform>
                <numerusform>%n hosts</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>and %n rows that name device '%1', rejected above, are not imported either (%2)</source>
            <translation>
                <numerusform>and %n row that name device '%1', rejected above, are not imported either (%2)</numerusform>
                <numerusform>and %n rows that name device '%1', rejected above, are not imported either (%2)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>and %n rows that name rack '%1', rejected above, are not imported either (%2)</source>
            <translation>
                <numerusform>and %n row that name rack '%1', rejected above, are not imported either (%2)</numerusform>
                <numerusform>and %n rows that name rack '%1', rejected above, are not imported either (%2)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>and %n rows that name module '%1', rejected above, are not imported either (%2)</source>
            <translation>
                <numerusform>and %n row that name module '%1', rejected above, are not imported either (%2)</numerusform>
                <numerusform>and %n rows that name module '%1', rejected above, are not imported either (%2)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>and %n rows that name site '%1', rejected above, are not imported either (%2)</source>
            <translation>
                <numerusform>and %n row that name site '%1', rejected above, are not imported either (%2)</numerusform>
                <numerusform>and %n rows that name site '%1', rejected above, are not imported either (%2)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>and %n rows that name %1 '%2', rejected above, are not imported either (%3)</source>
            <translation>
                <numerusform>and %n row that name %1 '%2', rejected above, are not imported either (%3)</numerusform>
                <numerusform>and %n rows that name %1 '%2', rejected above, are not imported either (%3)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>and %n rows that name a device of %1, are not imported either (%2)</source>
            <translation>
                <numerusform>and %n row that name a device of %1, are not imported either (%2)</numerusform>
                <numerusform>and %n rows that name a device of %1, are not imported either (%2)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>and %n rows that name a rack of %1, are not imported either (%2)</source>
            <translation>
                <numerusform>and %n row that name a rack of %1, are not imported either (%2)</numerusform>
                <numerusform>and %n rows that name a rack of %1, are not imported either (%2)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>and %n rows that name a module of %1, are not imported either (%2)</source>
            <translation>
                <numerusform>and %n row that name a module of %1, are not imported either (%2)</numerusform>
                <numerusform>and %n rows that name a module of %1, are not imported either (%2)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>and %n rows that name a %1 of %2, are not imported either (%3)</source>
            <translation>
                <numerusform>and %n row that name a %1 of %2, are not imported either (%3)</numerusform>
                <numerusform>and %n rows that name a %1 of %2, are not imported either (%3)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%1 lines %2</source>
            <translation>
                <numerusform>%1 line %2</numerusform>
                <numerusform>%1 lines %2</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n cables to a %1 left out: Topoplan cables interfaces, and takes power cables from a device's power port to a power feed of its rack only</source>
            <translation>
                <numerusform>%n cable to a %1 left out: Topoplan cables interfaces, and takes power cables from a device's power port to a power feed of its rack only</numerusform>
                <numerusform>%n cables to a %1 left out: Topoplan cables interfaces, and takes power cables from a device's power port to a power feed of its rack only</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n interfaces of type '%1' not mapped (%2): %3</source>
            <translation>
                <numerusform>%n interface of type '%1' not mapped (%2): %3</numerusform>
                <numerusform>%n interfaces of type '%1' not mapped (%2): %3</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n power-supply and fan bays not mapped (Topoplan models neither): %1</source>
            <translation>
                <numerusform>%n power-supply or fan bay not mapped (Topoplan models neither): %1</numerusform>
                <numerusform>%n power-supply and fan bays not mapped (Topoplan models neither): %1</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>a child device type with %n external ports</source>
            <translation>
                <numerusform>a child device type with %n external port</numerusform>
                <numerusform>a child device type with %n external ports</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>only %n data ports</source>
            <translation>
                <numerusform>only %n data port</numerusform>
                <numerusform>only %n data ports</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>unknown key '%1' in %n items of '%2' ignored</source>
            <translation>
                <numerusform>unknown key '%1' in %n item of '%2' ignored</numerusform>
                <numerusform>unknown key '%1' in %n items of '%2' ignored</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n names changed to Topoplan form (lowercase, no blanks): %1</source>
            <translation>
                <numerusform>%n name changed to Topoplan form (lowercase, no blanks): %1</numerusform>
                <numerusform>%n names changed to Topoplan form (lowercase, no blanks): %1</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>the design has no zoning: the %n FC initiators %1 are taken to see every target port of their fabric (a switch whose default zone denies sees none); zone them (SAN Tools &gt; Zone Initiators to Port Group)</source>
            <translation>
                <numerusform>the design has no zoning: FC initiator %1 is taken to see every target port of its fabric (a switch whose default zone denies sees none); zone it (SAN Tools &gt; Zone Initiators to Port Group)</numerusform>
                <numerusform>the design has no zoning: the %n FC initiators %1 are taken to see every target port of their fabric (a switch whose default zone denies sees none); zone them (SAN Tools &gt; Zone Initiators to Port Group)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%1 (%n counters)</source>
            <translation>
                <numerusform>%1 (%n counter)</numerusform>
                <numerusform>%1 (%n counters)</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>MeasurementEdit</name>
        <message numerus="yes">
            <source>Imported %n figure(s) from %1 into workload %2.</source>
            <translation>
                <numerusform>Imported %n figure from %1 into workload %2.</numerusform>
                <numerusform>Imported %n figures from %1 into workload %2.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Imported %n figure(s) from %1 into workload %2 and storage %3.</source>
            <translation>
                <numerusform>Imported %n figure from %1 into workload %2 and storage %3.</numerusform>
                <numerusform>Imported %n figures from %1 into workload %2 and storage %3.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>MeasurementImport</name>
        <message numerus="yes">
            <source>The measurement was imported past %n refusal(s) (Import Anyway; undo reverts it). The baseline records what was overridden as forced, and the Findings tab warns about it.</source>
            <translation>
                <numerusform>The measurement was imported past %n refusal (Import Anyway; undo reverts it). The baseline records what was overridden as forced, and the Findings tab warns about it.</numerusform>
                <numerusform>The measurement was imported past %n refusals (Import Anyway; undo reverts it). The baseline records what was overridden as forced, and the Findings tab warns about it.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>ReportExporter</name>
        <message numerus="yes">
            <source>%n cable(s) and breakout lane(s), in the design's order (topoplan-cli export --what cables writes them as CSV). Lengths are estimated from the rack positions with 1 m slack per end and rounded up to the next stock length (docs/racks.md, "Cable lengths").</source>
            <translation>
                <numerusform>%n cable or breakout lane, in the design's order (topoplan-cli export --what cables writes them as CSV). Lengths are estimated from the rack positions with 1 m slack per end and rounded up to the next stock length (docs/racks.md, "Cable lengths").</numerusform>
                <numerusform>%n cables and breakout lanes, in the design's order (topoplan-cli export --what cables writes them as CSV). Lengths are estimated from the rack positions with 1 m slack per end and rounded up to the next stock length (docs/racks.md, "Cable lengths").</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n devices, %1 cables, %2 workloads</source>
            <translation>
                <numerusform>%n device, %1 cables, %2 workloads</numerusform>
                <numerusform>%n devices, %1 cables, %2 workloads</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n further paths of this flow (topoplan-cli analyze lists all).</source>
            <translation>
                <numerusform>%n further path of this flow (topoplan-cli analyze lists all).</numerusform>
                <numerusform>%n further paths of this flow (topoplan-cli analyze lists all).</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>The paths of %n further flows are not listed (topoplan-cli analyze lists all).</source>
            <translation>
                <numerusform>The paths of %n further flow are not listed (topoplan-cli analyze lists all).</numerusform>
                <numerusform>The paths of %n further flows are not listed (topoplan-cli analyze lists all).</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n further elements take paths down without breaking more (topoplan-cli sweep lists all).</source>
            <translation>
                <numerusform>%n further element takes paths down without breaking more (topoplan-cli sweep lists all).</numerusform>
                <numerusform>%n further elements take paths down without breaking more (topoplan-cli sweep lists all).</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>ZoningHelper</name>
        <message numerus="yes">
            <source>Zone %n initiator(s) to %1</source>
            <translation>
                <numerusform>Zone %n initiator to %1</numerusform>
                <numerusform>Zone %n initiators to %1</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Zoned %n initiator(s) to %1 in their own fabrics: %2.</source>
            <translation>
                <numerusform>Zoned %n initiator to %1 in its own fabric: %2.</numerusform>
                <numerusform>Zoned %n initiators to %1 in their own fabrics: %2.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>topoplan::models::PathsModel</name>
        <message numerus="yes">
            <source>%n path(s)</source>
            <translation>
                <numerusform>%n path</numerusform>
                <numerusform>%n paths</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>topoplan::widgets::CanvasContextMenu</name>
        <message numerus="yes">
            <source>&amp;Delete %n Items</source>
            <translation>
                <numerusform>&amp;Delete %n Item</numerusform>
                <numerusform>&amp;Delete %n Items</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>topoplan::widgets::DesignScene</name>
        <message numerus="yes">
            <source>Delete %n items</source>
            <translation>
                <numerusform>Delete %n item</numerusform>
                <numerusform>Delete %n items</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Deleted %1 (one undo step: Edit &gt; Undo restores it); %n reference(s) to it are now errors: see Findings.</source>
            <translation>
                <numerusform>Deleted %1 (one undo step: Edit &gt; Undo restores it); %n reference to it is now an error: see Findings.</numerusform>
                <numerusform>Deleted %1 (one undo step: Edit &gt; Undo restores it); %n references to it are now errors: see Findings.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>topoplan::widgets::ExportActions</name>
        <message numerus="yes">
            <source>Only the selected devices (%n)</source>
            <translation>
                <numerusform>Only the selected devices (%n)</numerusform>
                <numerusform>Only the selected devices (%n)</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>topoplan::widgets::IdPicker</name>
        <message numerus="yes">
            <source>%n valid id(s): %1. Type to complete, Down lists them all.</source>
            <translation>
                <numerusform>%n valid id: %1. Type to complete, Down lists it.</numerusform>
                <numerusform>%n valid ids: %1. Type to complete, Down lists them all.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>topoplan::widgets::Inspector</name>
        <message numerus="yes">
            <source>%n error(s): see Findings</source>
            <translation>
                <numerusform>%n error: see Findings</numerusform>
                <numerusform>%n errors: see Findings</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n device(s)</source>
            <translation>
                <numerusform>%n device</numerusform>
                <numerusform>%n devices</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n cable(s)</source>
            <translation>
                <numerusform>%n cable</numerusform>
                <numerusform>%n cables</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>topoplan::widgets::MainWindow</name>
        <message numerus="yes">
            <source>Copied %n device(s) with their modules and cables.</source>
            <translation>
                <numerusform>Copied %n device with its modules and cables.</numerusform>
                <numerusform>Copied %n devices with their modules and cables.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Copied %n note(s).</source>
            <translation>
                <numerusform>Copied %n note.</numerusform>
                <numerusform>Copied %n notes.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Copied %n device(s) with their modules and cables, and notes.</source>
            <translation>
                <numerusform>Copied %n device with its modules and cables, and notes.</numerusform>
                <numerusform>Copied %n devices with their modules and cables, and notes.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n device(s)</source>
            <translation>
                <numerusform>%n device</numerusform>
                <numerusform>%n devices</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n note(s)</source>
            <translation>
                <numerusform>%n note</numerusform>
                <numerusform>%n notes</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n device(s) and notes</source>
            <translation>
                <numerusform>%n device and notes</numerusform>
                <numerusform>%n devices and notes</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n path(s)</source>
            <translation>
                <numerusform>%n path</numerusform>
                <numerusform>%n paths</numerusform>
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
                <numerusform> · &lt;span style='color:#b00020'&gt;%n error&lt;/span&gt;</numerusform>
                <numerusform> · &lt;span style='color:#b00020'&gt;%n errors&lt;/span&gt;</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n cable(s)</source>
            <translation>
                <numerusform>%n cable</numerusform>
                <numerusform>%n cables</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n workload(s) not predicted (Findings say why)</source>
            <translation>
                <numerusform>%n workload not predicted (Findings say why)</numerusform>
                <numerusform>%n workloads not predicted (Findings say why)</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>topoplan::widgets::WhatBrokePanel</name>
        <message numerus="yes">
            <source>&lt;p&gt;&lt;b&gt;%n flow(s) lost&lt;/b&gt;, </source>
            <translation>
                <numerusform>&lt;p&gt;&lt;b&gt;%n flow lost&lt;/b&gt;, </numerusform>
                <numerusform>&lt;p&gt;&lt;b&gt;%n flows lost&lt;/b&gt;, </numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>&lt;b&gt;%n path(s) lost&lt;/b&gt;.&lt;/p&gt;</source>
            <translation>
                <numerusform>&lt;b&gt;%n path lost&lt;/b&gt;.&lt;/p&gt;</numerusform>
                <numerusform>&lt;b&gt;%n paths lost&lt;/b&gt;.&lt;/p&gt;</numerusform>
            </translation>
        </message>
    </context>
</TS>
