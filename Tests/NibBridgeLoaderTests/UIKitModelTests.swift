import NibBridge
import NibBridgeDocument
import Synchronization
import Testing

@testable import NibBridgeLoader

/// The portable loader proves the bridge on Linux only as far as it behaves like UIKit's nib loading. Each
/// test names the UIKit behaviour the loader models and where it is established; anything the loader did
/// beyond it would hide bugs the real runtime has.
@Suite("What the portable loader models of UIKit")
struct UIKitModelTests {
    /// What a probe saw in one `awakeAfter(using:)`.
    struct Sighting: Sendable {
        var id: String?
        var frames: Int
        var subviews: Int
    }

    /// The sightings of one test's load.
    final class Sightings: Sendable {
        let list = Mutex<[Sighting]>([])
    }

    /// Records, in its own `awakeAfter(using:)`, what the bridge can see at that moment. Each test's load
    /// records into its own list (a task-local, since Swift Testing runs the suite's tests in parallel).
    final class Probe: BridgedLiveView {
        @TaskLocal static var sightings: Sightings?

        override func awakeAfter(using decoder: NibDecoder) throws(Diagnostic) -> LiveObject {
            let sighting = Sighting(id: documentID, frames: LoadingStack.frames.count, subviews: subviews.count)
            Self.sightings?.list.withLock { $0.append(sighting) }
            return try super.awakeAfter(using: decoder)
        }
    }

    /// Loads `file` with `className` bound to ``Probe`` and returns the load and what the probes saw.
    private static func load(
        _ scenario: String, _ file: String, as className: String
    ) -> (loaded: LoadedNib, seen: [Sighting]) {
        let sightings = Sightings()
        let loaded = Probe.$sightings.withValue(sightings) {
            Fixtures.loader(scenario, registry: Fixtures.registry([className: Probe.self]))
                .load(path: Fixtures.path(scenario, file))
        }
        return (loaded, sightings.list.withLock { $0 })
    }

    @Test("UINib.instantiate, Bundle.loadNibNamed and storyboards know nothing of the bridge: no loading frame")
    func noFrameForLoadsTheAppStarts() throws {
        // UIKit's nib loading is Apple's; only NibBridge's own loads push a frame (LoadingStack.withFrame).
        let (loaded, seen) = Self.load("XXBridge", "DogeView.xib", as: "DogeView")
        #expect(loaded.diagnostics.isEmpty, "\(loaded.diagnosticText)")
        #expect(seen.first?.id == "Dge-Rt-001" && seen.first?.frames == 0)
    }

    @Test("a view's subviews are decoded before its awakeAfter(using:) (seeds 000 and 002 rely on it)")
    func subviewsBeforeAwakeAfter() throws {
        // UIView's init(coder:) decodes its subviews; NSCoder sends awakeAfter(using:) once init(coder:) returns.
        let seen = Self.load("XXBridge", "DogeView.xib", as: "DogeView").seen
        #expect(seen.first?.subviews == 2)
    }

    @Test("a nested nib loaded by the bridge is decoded under a frame naming it")
    func frameForTheBridgesOwnLoads() throws {
        let (loaded, seen) = Self.load("XXBridge", "Main.storyboard", as: "DogeView")
        #expect(loaded.diagnostics.allSatisfy { $0.rule == "unknown-class" }, "\(loaded.diagnosticText)")
        // The storyboard's placeholder (no frame: the app loads the storyboard), then the nib's root (one frame).
        #expect(seen.map(\.frames).contains(0) && seen.map(\.frames).contains(1))
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
