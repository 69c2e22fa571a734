import NibBridge
import NibBridgeDocument
import NibBridgeLoader
import Testing

/// Nibs that cannot provide the view: each is an error at the placeholder's line that says what to fix;
/// the placeholder is kept, the rest of the document still loads, nothing crashes.
@Suite("Bridge errors")
struct BridgeErrorTests {
    private static let names = ["GhostView", "EmptyNibView", "TwinView", "WrongRootView", "BrokenView", "OkView"]

    private func load() -> LoadedNib {
        let registry = ClassRegistry()
        registry.registerBridged(Self.names)
        return Fixtures.loader("Errors", registry: registry).load(path: Fixtures.path("Errors", "Screen.xib"))
    }

    private func error(for id: String, in loaded: LoadedNib) throws -> Diagnostic {
        let line = try Fixtures.line(ofID: id, in: "Errors", "Screen.xib")
        let matching = loaded.diagnostics.filter {
            $0.location?.line == line && $0.location?.path.hasSuffix("Screen.xib") == true
        }
        #expect(matching.count == 1, "\(loaded.diagnosticText)")
        let error = try #require(matching.first)
        #expect(error.severity == .error)
        #expect(error.rule == "bridge")
        return error
    }

    @Test("missing nib: names the nib and where it was looked for")
    func missingNib() throws {
        let error = try error(for: "Err-Gh-002", in: load())
        #expect(
            error.message
                == "no nib named 'GhostView' for GhostView in the class's bundle, its SwiftPM resource bundle or the main bundle"
        )
    }

    @Test("nib without any top-level view")
    func nibWithoutView() throws {
        let error = try error(for: "Err-En-003", in: load())
        #expect(error.message == "nib 'EmptyNibView' has no top-level view of class EmptyNibView (no top-level views)")
    }

    @Test("nib with two top-level views of the class: the choice would be a guess")
    func nibWithTwoViews() throws {
        let error = try error(for: "Err-Tw-004", in: load())
        #expect(error.message == "nib 'TwinView' has 2 top-level views of class TwinView; keep exactly one")
    }

    @Test("nib whose top-level views are of other classes: lists what it found")
    func nibWithOtherViews() throws {
        let error = try error(for: "Err-Wr-005", in: load())
        #expect(
            error.message
                == "nib 'WrongRootView' has no top-level view of class WrongRootView (top-level objects: UIView, UIView)"
        )
    }

    @Test("nib that cannot be read: says why, and the reader's own error is reported too")
    func unreadableNib() throws {
        let loaded = load()
        let error = try error(for: "Err-Br-007", in: loaded)
        #expect(error.message.hasPrefix("cannot load nib 'BrokenView' for BrokenView: "))
        #expect(error.message.contains("BrokenView.xib"))
    }

    @Test("every failing placeholder is kept as it was and the good one is bridged")
    func placeholdersKept() throws {
        let loaded = load()
        #expect(loaded.diagnostics.filter { $0.severity == .error }.count == 5, "\(loaded.diagnosticText)")
        for id in ["Err-Gh-002", "Err-En-003", "Err-Tw-004", "Err-Wr-005", "Err-Br-007"] {
            let view = try loaded.view(id)
            #expect(view.documentID == id && view.bridgedFrom == nil && view.subviews.isEmpty, "\(id)")
            #expect(view.frame.width == 200 && view.awakeFromNibCount == 1, "\(id)")
        }
        let ok = try loaded.view("Err-Ok-006")
        #expect(ok.bridgedFrom?.hasSuffix("Errors/OkView.xib") == true)
        #expect(try loaded.view("Err-Rt-001").subviews.count == 6)
        #expect(LoadingStack.frames.isEmpty)
    }
}
