// Input limits (issue 16, "Traps"): a million-character device id was accepted and drawn.
// Ids, names and notes have length limits (core/design.h, docs/design-format.md
// "Limits": ids 100, names 200, note lines 2,000 characters, 200 note lines); a text over
// its limit is an error naming file, line, column and what, quoting at most a few
// characters of it. The limits are the documented ones, so the boundary cases below
// are exactly at and one past them.
#include "core/designio.h"
#include "core/designloader.h"

#include <QtTest>

#include <string>

using namespace topoplan::core;

namespace {

std::string designWith(const std::string& id, const std::string& name, const std::string& notes = {})
{
    return "format: topoplan/1\nname: " + name + "\n" + notes + "devices:\n  - {id: " + id
        + ", model: generic/server, at: [0, 0]}\n";
}

} // namespace

class TestInputLimits : public QObject {
    Q_OBJECT
private slots:
    void idAtTheLimitLoads()
    {
        Diagnostics diagnostics;
        const auto loaded = loadDesignText(designWith(std::string(kMaxIdLength, 'a'), "x"), "limits.topoplan.yaml", ".", diagnostics);
        QVERIFY2(loaded.has_value(), formatDiagnostics(diagnostics).c_str());
    }

    void longIdRefused_data()
    {
        QTest::addColumn<int>("length");
        QTest::newRow("one past") << int(kMaxIdLength + 1);
        QTest::newRow("a million") << 1000000;
    }
    void longIdRefused()
    {
        QFETCH(int, length);
        Diagnostics diagnostics;
        QVERIFY(!loadDesignText(designWith(std::string(std::size_t(length), 'a'), "x"), "limits.topoplan.yaml", ".", diagnostics));
        QVERIFY(!diagnostics.empty());
        const Diagnostic& d = diagnostics.front();
        QCOMPARE(d.pos.line, 4); // the device line of designWith(): format, name, devices, the device
        QVERIFY(d.pos.column > 0);
        const std::string expected = "the id is " + std::to_string(length) + " characters long (at most 100)";
        QVERIFY2(d.message == expected, d.message.c_str());
        // The whole report quotes a few characters, not the id.
        QVERIFY2(formatDiagnostics(diagnostics).size() < 400, formatDiagnostics(diagnostics).substr(0, 400).c_str());
    }

    void longNameRefused()
    {
        Diagnostics diagnostics;
        QVERIFY(loadDesignText(designWith("a", std::string(kMaxNameLength, 'n')), "limits.topoplan.yaml", ".", diagnostics));
        diagnostics.clear();
        QVERIFY(!loadDesignText(designWith("a", std::string(kMaxNameLength + 1, 'n')), "limits.topoplan.yaml", ".", diagnostics));
        QCOMPARE(diagnostics.front().pos.line, 2);
        QVERIFY2(diagnostics.front().message.find("201 characters long (at most 200)") != std::string::npos,
                 diagnostics.front().message.c_str());
        QVERIFY(formatDiagnostics(diagnostics).size() < 400);
    }

    void longNoteRefused()
    {
        Diagnostics diagnostics;
        const std::string ok = "notes:\n  - " + std::string(kMaxNoteLength, 'z') + "\n";
        QVERIFY(loadDesignText(designWith("a", "x", ok), "limits.topoplan.yaml", ".", diagnostics));
        diagnostics.clear();
        const std::string tooLong = "notes:\n  - short\n  - " + std::string(kMaxNoteLength + 1, 'z') + "\n";
        QVERIFY(!loadDesignText(designWith("a", "x", tooLong), "limits.topoplan.yaml", ".", diagnostics));
        QVERIFY2(diagnostics.front().message.find("note 2 ") == 0, diagnostics.front().message.c_str());
        QVERIFY(formatDiagnostics(diagnostics).size() < 400);
        std::string many = "notes:\n";
        for (std::size_t i = 0; i <= kMaxNotes; ++i)
            many += "  - n\n";
        diagnostics.clear();
        QVERIFY(!loadDesignText(designWith("a", "x", many), "limits.topoplan.yaml", ".", diagnostics));
        QVERIFY2(diagnostics.front().message == "notes has 201 lines (at most 200)", diagnostics.front().message.c_str());
    }

    // A million-character model id or port reference was echoed whole: a 1-2 MB error line
    // and a designer frozen for 15-45 s (issue 16). Quoted like a long id: 40 characters
    // and "…". The key of 1000 characters: YAML's longest plain key is 1024.
    void longReferencesQuoteLittle_data()
    {
        QTest::addColumn<QString>("entry");
        const std::string c(1000000, 'c');
        QTest::newRow("model") << QString::fromStdString("devices:\n  - {id: s1, model: " + c + ", at: [0, 0]}\n");
        const std::string sw = "devices:\n  - {id: s1, model: generic/spine-switch, at: [0, 0]}\n";
        QTest::newRow("port") << QString::fromStdString(sw + "links:\n  - {a: s1:" + c + ", b: s1:eth1/1/2}\n");
        QTest::newRow("device of a port") << QString::fromStdString(sw + "links:\n  - {a: " + c + ":p, b: s1:eth1/1/2}\n");
        QTest::newRow("parent") << QString::fromStdString(sw + "  - {id: s2, model: generic/server, parent: " + c + ", slot: x}\n");
        QTest::newRow("key") << QString::fromStdString("devices:\n  - id: s1\n    model: generic/server\n    at: [0, 0]\n    "
                                                       + std::string(1000, 'k') + ": 1\n");
    }
    void longReferencesQuoteLittle()
    {
        QFETCH(QString, entry);
        Diagnostics diagnostics;
        QVERIFY(!loadDesignText("format: topoplan/1\nname: t\n" + entry.toStdString(), "limits.topoplan.yaml", ".", diagnostics));
        QVERIFY(hasErrors(diagnostics));
        const std::string all = formatDiagnostics(diagnostics);
        QVERIFY2(all.size() < 600, all.substr(0, 600).c_str());
        QVERIFY2(all.find(std::string(40, 'c') + "…") != std::string::npos || all.find(std::string(40, 'k') + "…") != std::string::npos,
                 all.c_str());
        for (const Diagnostic& d : diagnostics) // the designer's text is built from these
            for (const FindingArg& a : d.messageText.args)
                QVERIFY(a.verbatim.size() < 100);
    }

    void isValidIdHasTheLimit()
    {
        QVERIFY(isValidId(std::string(kMaxIdLength, 'a')));
        QVERIFY(!isValidId(std::string(kMaxIdLength + 1, 'a')));
    }
};

QTEST_GUILESS_MAIN(TestInputLimits)
#include "tst_inputlimits.moc"
