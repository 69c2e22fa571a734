import Foundation
import NibBridgeDocument
import Testing

/// Diagnostics as values: compiler-style text, source locations, snippets and the collector.
@Suite struct DiagnosticTests {
    let file = SourceFile(path: "Main.storyboard", bytes: Array("first\r\nsecond line\n\tthird\nlast".utf8))

    @Test func locationsOfOffsets() {
        #expect(
            file.location(ofOffset: 0)
                == SourceLocation(path: "Main.storyboard", line: 1, column: 1, sourceLine: "first"))
        #expect(file.location(ofOffset: 5).column == 6, "the carriage return belongs to line 1")
        #expect(
            file.location(ofOffset: 7)
                == SourceLocation(path: "Main.storyboard", line: 2, column: 1, sourceLine: "second line"))
        #expect(file.location(ofOffset: 21).line == 3 && file.location(ofOffset: 21).sourceLine == "\tthird")
        #expect(
            file.location(ofOffset: 27)
                == SourceLocation(path: "Main.storyboard", line: 4, column: 2, sourceLine: "last"))
        #expect(file.location(ofOffset: 30).column == 5, "the end of the file is just past the last byte")
        #expect(
            file.location(ofOffset: 999).column == 5 && file.location(ofOffset: -4).line == 1, "offsets are clamped")
        #expect(
            SourceFile(path: "E.xib", bytes: []).location(ofOffset: 0)
                == SourceLocation(path: "E.xib", line: 1, column: 1, sourceLine: ""))
        #expect(file.location(ofOffset: 7).description == "Main.storyboard:2:1")
    }

    @Test func compilerStyleText() {
        let located = Diagnostic(
            .warning, "frame does not match constraints", at: file.location(ofOffset: 21), rule: "misplaced")
        #expect(located.description == "Main.storyboard:3:3: warning: frame does not match constraints [misplaced]")
        #expect(
            located.rendered() == """
                Main.storyboard:3:3: warning: frame does not match constraints [misplaced]
                \tthird
                \t ^
                """)
        let bare = Diagnostic(.note, "2 documents read")
        #expect(bare.description == "note: 2 documents read" && bare.rendered() == "note: 2 documents read")
    }

    @Test func notesWithAndWithoutLocations() {
        let diagnostic = Diagnostic(
            .error,
            "outlet destination does not exist",
            at: file.location(ofOffset: 10),
            notes: [
                Diagnostic.Note(message: "declared here", location: file.location(ofOffset: 27)),
                Diagnostic.Note(message: "remove the outlet or add the view"),
            ]
        )
        #expect(
            diagnostic.rendered() == """
                Main.storyboard:2:4: error: outlet destination does not exist
                second line
                   ^
                Main.storyboard:4:2: note: declared here
                last
                 ^
                note: remove the outlet or add the view
                """)
    }

    @Test func binaryLinesAreNotShown() {
        let bytes: [UInt8] = Array("ok\n".utf8) + [0x61, 0xFF, 0xFE, 0x62, 0x0A]
        let location = SourceFile(path: "B.xib", bytes: bytes).location(ofOffset: 4)
        #expect(Diagnostic(.error, "bad byte", at: location).rendered() == "B.xib:2:2: error: bad byte")
    }

    @Test func veryLongLinesAreShownAroundTheCaret() {
        let line = String(repeating: "a", count: 1_000) + "X" + String(repeating: "b", count: 1_000)
        let location = SourceFile(path: "Long.xib", bytes: Array(line.utf8)).location(ofOffset: 1_000)
        let lines = Diagnostic(.error, "here", at: location).rendered().split(
            separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == 3)
        #expect(
            lines[1] == "..." + String(repeating: "a", count: 300) + "X" + String(repeating: "b", count: 299) + "...")
        #expect(lines[2] == String(repeating: " ", count: 303) + "^")

        let start = SourceFile(path: "Long.xib", bytes: Array(line.utf8)).location(ofOffset: 2)
        let head = Diagnostic(.error, "here", at: start).rendered().split(separator: "\n")
        #expect(head[1] == String(repeating: "a", count: 600) + "..." && head[2] == "  ^")
    }

    @Test func severitiesAndErrors() {
        #expect(Diagnostic.Severity.note < .warning && Diagnostic.Severity.warning < .error)
        #expect(Diagnostic.Severity.allCases.max() == .error)
        #expect(![Diagnostic(.warning, "w"), Diagnostic(.note, "n")].containsErrors)
        #expect([Diagnostic(.warning, "w"), Diagnostic(.error, "e")].containsErrors)
    }

    @Test func codableRoundTrip() throws {
        let diagnostic = Diagnostic(
            .error, "message", at: file.location(ofOffset: 3), rule: "rule",
            notes: [Diagnostic.Note(message: "note", location: file.location(ofOffset: 0))]
        )
        let data = try JSONEncoder().encode(diagnostic)
        #expect(try JSONDecoder().decode(Diagnostic.self, from: data) == diagnostic)
    }

    @Test func collectorOrdersByPlaceWhateverTheThreads() async {
        let collector = DiagnosticCollector()
        #expect(!collector.hasErrors && collector.diagnostics.isEmpty)
        await withTaskGroup(of: Void.self) { group in
            for line in (1...50).reversed() {
                group.addTask {
                    collector.emit(
                        Diagnostic(.warning, "w\(line)", at: SourceLocation(path: "B.xib", line: line, column: 1)))
                }
            }
        }
        collector.emit(contentsOf: [
            Diagnostic(.note, "first without place"),
            Diagnostic(.error, "a", at: SourceLocation(path: "A.xib", line: 9, column: 4)),
            Diagnostic(.note, "second without place"),
            Diagnostic(.error, "a2", at: SourceLocation(path: "A.xib", line: 9, column: 2)),
        ])
        let messages = collector.diagnostics.map(\.message)
        #expect(messages.prefix(4) == ["first without place", "second without place", "a2", "a"])
        #expect(Array(messages.dropFirst(4)) == (1...50).map { "w\($0)" })
        #expect(collector.hasErrors)
    }
}
