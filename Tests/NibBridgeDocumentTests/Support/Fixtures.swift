import Foundation
import NibBridgeDocument
import Testing

/// The project's own fixtures (written for these tests in the shape Xcode writes), copied into the
/// test bundle. Golden files live in `Fixtures/Golden` and are read from the source tree.
enum Fixtures {
    /// Every document fixture, with the facts the round-trip tests check.
    static let documents = [
        "Inbox.storyboard", "ProfileCardView.xib", "PreferencesWindow.xib", "Living Room.storyboard", "Annotated.xib",
    ]

    static let root: String = {
        Bundle.module.resourceURL!.appendingPathComponent("Fixtures").path
    }()

    /// `Fixtures/` in the source tree, where recorded golden files are written.
    static let sourceRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures")

    static func path(_ name: String) -> String { root + "/" + name }

    static func bytes(_ name: String) throws -> [UInt8] {
        Array(try Data(contentsOf: URL(fileURLWithPath: path(name))))
    }

    static func text(_ name: String) throws -> String { String(decoding: try bytes(name), as: UTF8.self) }

    /// A fixture read under its bare name, so paths in messages and reports are stable.
    static func document(_ name: String) throws -> IBDocument { try IBDocument(bytes: bytes(name), path: name) }

    /// The lines of a fixture (split at `\n`, the final empty line after the last break included).
    static func lines(_ name: String) throws -> [String] { Lines.split(try bytes(name)) }
}

extension IBDocument {
    /// The element with an id, failing the test when there is none.
    func requireElement(_ id: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> XMLNodeID {
        try #require(element(withID: id), "no element with id \(id)", sourceLocation: sourceLocation)
    }

    /// The object with an id, failing the test when there is none.
    func requireObject(_ id: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> IBObject {
        try #require(object(withID: id), "no object with id \(id)", sourceLocation: sourceLocation)
    }

    /// The view with an id, failing the test when there is none or it is not a view.
    func requireView(_ id: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> IBView {
        try #require(object(withID: id)?.asView, "no view with id \(id)", sourceLocation: sourceLocation)
    }

    /// The document written back, as text.
    var serializedText: String { String(decoding: serialized(), as: UTF8.self) }
}

/// Reading inputs that must fail, and what they fail with.
enum Diagnosing {
    /// The head of a minimal iOS document, for inputs that go wrong further down.
    static let header = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch">

        """

    /// The diagnostic reading bytes fails with, or `nil` when they read.
    static func diagnostic(_ bytes: [UInt8], path: String = "Broken.xib", limits: XMLParsingLimits = .default)
        -> Diagnostic?
    {
        do {
            _ = try IBDocument(bytes: bytes, path: path, limits: limits)
            return nil
        } catch {
            return error
        }
    }

    /// The rendered diagnostic reading text fails with, or a marker when it reads.
    static func rendered(_ text: String, path: String = "Broken.xib", limits: XMLParsingLimits = .default) -> String {
        rendered(Array(text.utf8), path: path, limits: limits)
    }

    /// The rendered diagnostic reading bytes fails with, or a marker when they read.
    static func rendered(_ bytes: [UInt8], path: String = "Broken.xib", limits: XMLParsingLimits = .default) -> String {
        diagnostic(bytes, path: path, limits: limits)?.rendered() ?? "(read without a diagnostic)"
    }
}
