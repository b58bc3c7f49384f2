#!/usr/bin/env python3
"""Fill a Qt Linguist .ts file from a JSON dictionary (source text -> translation).

Usage: scripts/fill-translations.py translations/topoplan_de.ts translations/topoplan_de.dict.json

Workflow after changing user-visible strings:
  /usr/lib/qt6/bin/lupdate -no-obsolete -locations none -I . core widgets models app/gui app/cli/export.cpp \
      -ts translations/topoplan_de.ts
  add the new source texts to the dictionary, then run this script.
A message with %n (plural) takes a list [singular, plural] in the dictionary (German has two forms).
Every message found in the dictionary is written as finished; messages missing from the
dictionary stay unfinished and are listed on stderr (tst_translations then fails). Exit code 1
when any is missing.
"""
import json
import sys
import xml.etree.ElementTree as ET


def main(ts_path, dict_path):
    words = json.load(open(dict_path, encoding="utf-8"))
    tree = ET.parse(ts_path)
    missing = []
    for message in tree.iter("message"):
        source = message.find("source").text or ""
        translation = message.find("translation")
        if translation is None:
            translation = ET.SubElement(message, "translation")
        if source not in words:
            missing.append(source)
            continue
        value = words[source]
        translation.attrib.pop("type", None)
        for child in list(translation):
            translation.remove(child)
        if message.get("numerus") == "yes":
            forms = value if isinstance(value, list) else [value, value]
            translation.text = None
            for form in forms:
                ET.SubElement(translation, "numerusform").text = form
        else:
            translation.text = value[-1] if isinstance(value, list) else value
    ET.indent(tree, space="    ")
    with open(ts_path, "w", encoding="utf-8") as out:
        out.write('<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n')
        out.write(ET.tostring(tree.getroot(), encoding="unicode"))
        out.write("\n")
    for source in missing:
        print(f"{ts_path}: no translation for {source!r}", file=sys.stderr)
    return 1 if missing else 0


if __name__ == "__main__":
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    sys.exit(main(sys.argv[1], sys.argv[2]))
