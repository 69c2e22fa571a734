import NibBridge
import NibBridgeDocument
import NibBridgeLoader
import Testing

/// BadgeView with each placeholder detection of the seeds. `Detection/Screen.xib` holds a BadgeView
/// placeholder with a subview, one tagged 616, an empty one, a BadgeViewPlaceholder (the placeholder
/// subclass), and a SpacerView whose own nib root is empty.
@Suite("Placeholder detection strategies")
struct DetectionStrategyTests {
    final class EmptyDetectedBadge: BridgedLiveView {
        override class var nibBridgeOptions: NibBridgeOptions { NibBridgeOptions(detection: .emptyPlaceholder) }
    }

    final class TagDetectedBadge: BridgedLiveView {
        override class var nibBridgeOptions: NibBridgeOptions {
            NibBridgeOptions(detection: .tag(PlaceholderDetection.nibLoadingTag))
        }
    }

    /// The real class: with this detection its own instances are never placeholders.
    class SubclassDetectedBadge: BridgedLiveView {
        override class var nibBridgeOptions: NibBridgeOptions { NibBridgeOptions(detection: .placeholderSubclass) }
    }

    /// The placeholder subclass used in parent documents; its nib's root is the real class.
    final class BadgePlaceholder: SubclassDetectedBadge {
        override class var nibBridgeOptions: NibBridgeOptions {
            NibBridgeOptions(detection: .placeholderSubclass, rootClassName: "BadgeView")
        }
    }

    static let badges = ["Det-Sv-002", "Det-Tg-004", "Det-Em-005", "Det-Ps-006"]

    /// Loads Screen.xib as the app would, or, with `bridgedBy`, as the bridge loads a nib (under its frame).
    private func load(
        _ badge: LiveObject.Type, placeholder: LiveObject.Type? = nil, bridgedBy frame: LoadingStack.Frame? = nil
    ) -> LoadedNib {
        let registry = ClassRegistry(unknownClassPolicy: .assumeExists)
        registry.register(badge, as: "BadgeView")
        if let placeholder { registry.register(placeholder, as: "BadgeViewPlaceholder") }
        registry.register(EmptyDetectedBadge.self, as: "SpacerView")
        let loader = Fixtures.loader("Detection", registry: registry)
        let path = Fixtures.path("Detection", "Screen.xib")
        let loaded =
            frame.map { frame in LoadingStack.withFrame(frame) { loader.load(path: path) }.0 }
            ?? loader.load(path: path)
        #expect(loaded.diagnostics.isEmpty, "\(loaded.diagnosticText)")
        return loaded
    }

    private func bridged(_ loaded: LoadedNib) throws -> [String] {
        try Self.badges.filter { try loaded.view($0).bridgedFrom != nil }
    }

    @Test("loading stack (the default), in a document the app loads: every empty placeholder")
    func loadingStack() throws {
        let loaded = load(BridgedLiveView.self)
        #expect(try bridged(loaded) == ["Det-Tg-004", "Det-Em-005"])
        // UIKit pushes no loading frame for a load the app starts, so a placeholder holding subviews cannot be
        // told from its nib's root loaded directly (whose subviews UIKit decodes before awakeAfter(using:)).
        let withSubviews = try loaded.view("Det-Sv-002")
        #expect(withSubviews.bridgedFrom == nil && withSubviews.subviews.map(\.documentID) == ["Det-Lb-003"])
        #expect(withSubviews.awakeFromNibCount == 1)
    }

    @Test("loading stack (the default), in a nib the bridge loads: every placeholder, also one holding subviews")
    func loadingStackInsideBridgedLoad() throws {
        let loaded = load(BridgedLiveView.self, bridgedBy: LoadingStack.Frame(nibName: "Screen", rootClassName: "Host"))
        #expect(try bridged(loaded) == ["Det-Sv-002", "Det-Tg-004", "Det-Em-005"])
        let withSubviews = try loaded.view("Det-Sv-002")
        #expect(withSubviews.subviews.map(\.documentID) == ["Dbg-Lb-002", "Det-Lb-003"], "nib's label, then its own")
        #expect(withSubviews.awakeFromNibCount == 1)
    }

    @Test("empty placeholder: a placeholder holding subviews is taken for a nib's root and never bridged")
    func emptyPlaceholderMissesPlaceholdersWithSubviews() throws {
        let loaded = load(EmptyDetectedBadge.self)
        #expect(try bridged(loaded) == ["Det-Tg-004", "Det-Em-005"])
        let missed = try loaded.view("Det-Sv-002")
        #expect(missed.documentID == "Det-Sv-002" && missed.subviews.map(\.documentID) == ["Det-Lb-003"])
        #expect(missed is EmptyDetectedBadge, "silently left as an unbridged BadgeView")
    }

    @Test("empty placeholder: a nib whose root is empty does not recurse, the loading stack still guards")
    func emptyPlaceholderEmptyRoot() throws {
        let loaded = load(EmptyDetectedBadge.self)
        let spacer = try loaded.view("Det-Er-007")
        #expect(spacer.bridgedFrom?.hasSuffix("Detection/SpacerView.xib") == true)
        #expect(spacer.documentID == "Spc-Rt-001" && spacer.subviews.isEmpty)
        #expect(spacer.awakeFromNibCount == 1)
    }

    @Test("tag 616: only the tagged placeholder; forgetting the tag leaves it unbridged")
    func tag() throws {
        let loaded = load(TagDetectedBadge.self)
        #expect(try bridged(loaded) == ["Det-Tg-004"])
        #expect(try loaded.view("Det-Tg-004").tag == 616)
        #expect(try loaded.view("Det-Em-005").subviews.isEmpty)
    }

    @Test("placeholder subclass: the parent uses BadgeViewPlaceholder, the nib the real BadgeView")
    func placeholderSubclass() throws {
        let loaded = load(SubclassDetectedBadge.self, placeholder: BadgePlaceholder.self)
        #expect(try bridged(loaded) == ["Det-Ps-006"])
        let real = try loaded.view("Det-Ps-006")
        #expect(real.className == "BadgeView")
        #expect(type(of: real) == SubclassDetectedBadge.self, "the nib's root is the real class")
        #expect(real.bridgedFrom?.hasSuffix("Detection/BadgeView.xib") == true)
        #expect(real.frame == IBRect(x: 20, y: 300, width: 200, height: 60))
        #expect(real.subviews.map(\.documentID) == ["Dbg-Lb-002"])
        #expect(real.awakeFromNibCount == 1 && (real as? BridgedLiveView)?.carryOverCount == 1)
    }

    @Test("placeholder subclass: where the parent uses the real class, nothing is bridged")
    func placeholderSubclassNeedsTheSubclass() throws {
        let loaded = load(SubclassDetectedBadge.self, placeholder: BadgePlaceholder.self)
        for id in ["Det-Sv-002", "Det-Tg-004", "Det-Em-005"] {
            let view = try loaded.view(id)
            #expect(view.bridgedFrom == nil && view.documentID == id, "\(id)")
        }
    }

    /// Points at a nib whose root was (wrongly) given the placeholder subclass.
    final class MisconfiguredPlaceholder: SubclassDetectedBadge {
        override class var nibBridgeOptions: NibBridgeOptions {
            NibBridgeOptions(nibName: "MisconfiguredBadge", detection: .placeholderSubclass, rootClassName: "BadgeView")
        }
    }

    @Test("placeholder subclass: a nib whose root uses the placeholder subclass is caught as a cycle")
    func placeholderSubclassInItsOwnNib() throws {
        let registry = ClassRegistry(unknownClassPolicy: .assumeExists)
        registry.register(SubclassDetectedBadge.self, as: "BadgeView")
        registry.register(MisconfiguredPlaceholder.self, as: "BadgeViewPlaceholder")
        let loaded = Fixtures.loader("Detection", registry: registry).load(
            path: Fixtures.path("Detection", "Screen.xib"))
        let errors = loaded.diagnostics.filter { $0.severity == .error }
        #expect(errors.map(\.message) == ["nib embedding cycle: MisconfiguredBadge -> MisconfiguredBadge"])
        #expect(errors.first?.location?.path.hasSuffix("Detection/MisconfiguredBadge.xib") == true)
        // No BadgeView replaces the placeholder. (The automatic style then embeds the nib's single view as
        // File's Owner content: the misconfigured root, left a placeholder itself.)
        let placeholder = try loaded.view("Det-Ps-006")
        #expect(placeholder.documentID == "Det-Ps-006" && placeholder.className == "BadgeViewPlaceholder")
        #expect(LoadingStack.frames.isEmpty)
    }
}
