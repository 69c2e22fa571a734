import NibBridge
import NibBridgeDocument
import Testing

@testable import NibBridgeLoader

/// The portable loader proves the bridge on Linux only as far as it behaves like UIKit's nib loading. Each
/// test names the UIKit behaviour the loader models and where it is established; anything the loader did
/// beyond it would hide bugs the real runtime has.
@Suite("What the portable loader models of UIKit")
struct UIKitModelTests {
    /// Records, in its own `awakeAfter(using:)`, what the bridge can see at that moment.
    final class Probe: BridgedLiveView {
        nonisolated(unsafe) static var seen: [(id: String?, frames: Int, subviews: Int)] = []

        override func awakeAfter(using decoder: NibDecoder) throws(Diagnostic) -> LiveObject {
            Self.seen.append((documentID, LoadingStack.frames.count, subviews.count))
            return try super.awakeAfter(using: decoder)
        }
    }

    private static func load(_ scenario: String, _ file: String, as className: String) -> LoadedNib {
        Probe.seen = []
        return Fixtures.loader(scenario, registry: Fixtures.registry([className: Probe.self]))
            .load(path: Fixtures.path(scenario, file))
    }

    @Test("UINib.instantiate, Bundle.loadNibNamed and storyboards know nothing of the bridge: no loading frame")
    func noFrameForLoadsTheAppStarts() throws {
        // UIKit's nib loading is Apple's; only NibBridge's own loads push a frame (LoadingStack.withFrame).
        let loaded = Self.load("XXBridge", "DogeView.xib", as: "DogeView")
        #expect(loaded.diagnostics.isEmpty, "\(loaded.diagnosticText)")
        #expect(Probe.seen.first?.id == "Dge-Rt-001" && Probe.seen.first?.frames == 0)
    }

    @Test("a view's subviews are decoded before its awakeAfter(using:) (seeds 000 and 002 rely on it)")
    func subviewsBeforeAwakeAfter() throws {
        // UIView's init(coder:) decodes its subviews; NSCoder sends awakeAfter(using:) once init(coder:) returns.
        _ = Self.load("XXBridge", "DogeView.xib", as: "DogeView")
        #expect(Probe.seen.first?.subviews == 2)
    }

    @Test("a nested nib loaded by the bridge is decoded under a frame naming it")
    func frameForTheBridgesOwnLoads() throws {
        let loaded = Self.load("XXBridge", "Main.storyboard", as: "DogeView")
        #expect(loaded.diagnostics.allSatisfy { $0.rule == "unknown-class" }, "\(loaded.diagnosticText)")
        // The storyboard's placeholder (no frame: the app loads the storyboard), then the nib's root (one frame).
        #expect(Probe.seen.map(\.frames).contains(0) && Probe.seen.map(\.frames).contains(1))
    }

    @Test("only the object being decoded can be replaced: the host repoints no other reference")
    func noOtherSubstitution() throws {
        // NSObject.awakeAfter(using:) documents the substitution of the object being decoded; UINibDecoder raises
        // "This coder only supports replacing the object currently being decoded" for any other.
        let loader = Fixtures.loader("XXBridge", registry: Fixtures.registry(["DogeView": LiveView.self]))
        let nib = try loader.cache.nib(atPath: Fixtures.path("XXBridge", "DogeView.xib"))
        let decoder = NibDecoder(nib: nib, loader: loader, owner: nil, collector: DiagnosticCollector(), scope: nil)
        let root = try #require(decoder.object(forID: "Dge-Rt-001") as? LiveView)
        let label = try #require(decoder.object(forID: "Dge-Lb-003"))
        PortableBridgeHost(decoder: decoder).replaceReferences(to: label, with: root)
        #expect(decoder.object(forID: "Dge-Lb-003") === label)
    }
}
