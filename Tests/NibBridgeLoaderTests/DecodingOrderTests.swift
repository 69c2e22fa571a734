import NibBridgeDocument
import NibBridgeLoader
import Testing

/// The order UIKit's nib loading follows, which the bridge depends on: depth first, a view's subviews before
/// the constraints it holds; `awakeAfter(using:)` may replace an object and later references see the
/// replacement; connections once every object exists; runtime attributes; `awakeFromNib` last, once.
@Suite("Decoding order")
struct DecodingOrderTests {
    private static let classes: [String: LiveObject.Type] = [
        "RecordingView": RecordingView.self, "RecordingLabel": RecordingView.self,
        "RecordingButton": RecordingView.self, "RecordingObject": RecordingObject.self,
        "SwappingView": SwappingView.self,
    ]

    private func load() -> (LoadedNib, EventLog, RecordingObject) {
        let log = EventLog()
        let owner = RecordingObject(className: "OrderController")
        let loaded = EventLog.$current.withValue(log) {
            Fixtures.loader("Decoding", registry: Fixtures.registry(Self.classes))
                .load(path: Fixtures.path("Decoding", "Order.xib"), owner: owner)
        }
        return (loaded, log, owner)
    }

    @Test("subviews are decoded (and awoken after coder) before the constraints their superview holds")
    func subviewsBeforeConstraints() throws {
        let (loaded, log, _) = load()
        #expect(loaded.diagnostics.isEmpty, "\(loaded.diagnosticText)")
        let label = try #require(log.firstIndex("awakeAfter Lbl-Vw-004"))
        let box = try #require(log.firstIndex("awakeAfter Box-Vw-002"))
        #expect(label < box)
        // When the box is awoken, its subviews and the constraints between them are there.
        #expect(
            log.events[box]
                == "awakeAfter Box-Vw-002 subviews=2 constraints=Lbl-Vw-004/Box-Vw-002,Lbl-Vw-004/Box-Vw-002")
        let root = try #require(log.firstIndex("awakeAfter Rt0-Vw-001"))
        #expect(box < root)
    }

    @Test("awakeAfter's replacement is what later references get: superview, constraints, outlets")
    func replacementVisibleToLaterReferences() throws {
        let (loaded, log, owner) = load()
        let root = try loaded.view("Rt0-Vw-001")
        let swapped = try loaded.view("Sw1-Vw-003")
        #expect(swapped.className == "SwappedView", "objectsByID resolves to the replacement")
        #expect(log.firstIndex("swapped Sw1-Vw-003") != nil)
        #expect(root.subviews.contains { $0 === swapped })
        #expect(swapped.superview === root)
        let leading = try loaded.constraint("Ct1-Rt-002")
        #expect(leading.firstItem === swapped, "the root's constraints were decoded after the swap")
        #expect(try loaded.constraint("Ct1-Rt-003").firstItem === swapped)
        #expect(root.outlets["swapped"] === swapped)
        #expect(owner.outlets["swapped"] === swapped)
        #expect(root.outletCollections["tiles"]?.last === swapped)
    }

    @Test("outlets, outlet collections and actions are connected after every object is decoded")
    func connectionsAfterAllObjects() throws {
        let (loaded, log, owner) = load()
        let lastAwakeAfter = try #require(log.lastIndex("awakeAfter "))
        let firstOutlet = try #require(log.firstIndex("outlet "))
        let firstCollection = try #require(log.firstIndex("collection "))
        #expect(lastAwakeAfter < firstOutlet && lastAwakeAfter < firstCollection)
        // The helper object comes before the label in the document, yet its outlet reaches the label.
        let helper = try #require(loaded.objectsByID["Hlp-Ob-006"])
        #expect(helper.outlets["target"] === (try loaded.view("Lbl-Vw-004")))
        #expect(owner.outlets["view"] === (try loaded.view("Rt0-Vw-001")))
        let button = try loaded.view("Btn-Vw-005")
        #expect(button.actions.count == 1)
        #expect(button.actions.first?.selector == "go:")
        #expect(button.actions.first?.target === owner)
        #expect(button.actions.first?.eventType == "touchUpInside")
        let tiles = try #require(try loaded.view("Rt0-Vw-001").outletCollections["tiles"])
        #expect(tiles.count == 2)
        #expect(tiles.first === (try loaded.view("Box-Vw-002")))
    }

    @Test("runtime attributes are set before awakeFromNib, with their values as written")
    func runtimeAttributesBeforeAwakeFromNib() throws {
        let (loaded, log, _) = load()
        let lastRuntime = try #require(log.lastIndex("runtime "))
        let firstAwake = try #require(log.firstIndex("awakeFromNib "))
        #expect(lastRuntime < firstAwake)
        #expect(log.events.contains("awakeFromNib Rt0-Vw-001 runtime=cornerRadius"))
        #expect(log.events.contains("awakeFromNib Box-Vw-002 runtime=accent"))
        let root = try loaded.view("Rt0-Vw-001")
        #expect(root.runtimeAttributes["cornerRadius"] == .element("integer", [.init(name: "value", value: "12")]))
        #expect(try loaded.view("Lbl-Vw-004").runtimeAttributes["isUppercased"] == .text("YES"))
        #expect(loaded.objectsByID["Hlp-Ob-006"]?.runtimeAttributes["mode"] == .text("compact"))
    }

    @Test("awakeFromNib is sent last, once to each decoded object and never to the File's Owner")
    func awakeFromNibLastAndOnce() throws {
        let (loaded, log, owner) = load()
        let firstAwake = try #require(log.firstIndex("awakeFromNib "))
        #expect(log.events[firstAwake...].allSatisfy { $0.hasPrefix("awakeFromNib ") })
        for id in ["Rt0-Vw-001", "Box-Vw-002", "Lbl-Vw-004", "Btn-Vw-005", "Hlp-Ob-006"] {
            #expect(log.events.filter { $0.hasPrefix("awakeFromNib \(id)") }.count == 1, "\(id)")
            let object = try #require(loaded.objectsByID[id])
            #expect(object.awakeFromNibCount == 1 && object.awakeFromNibMessages == 1, "\(id)")
        }
        #expect(try loaded.view("Sw1-Vw-003").awakeFromNibCount == 1, "the replacement is awoken, once")
        #expect(owner.awakeFromNibMessages == 0)
        #expect(loaded.topLevelObjects.count == 2, "the helper and the root view; placeholders excluded")
    }
}
