import NibBridgeDocument
import Testing

/// Outlets, outlet collections, actions and segues with their source and destination.
@Suite struct ModelConnectionTests {
    @Test func outletsAndOutletCollections() throws {
        let document = try Fixtures.document("Inbox.storyboard")
        let connections = try document.requireObject("iNb-Vc-001").connections
        #expect(connections.map(\.kind) == [.outlet, .outlet, .outletCollection, .outletCollection])
        #expect(connections.map(\.property) == ["avatarView", "statusLabel", "accessibleViews", "accessibleViews"])
        #expect(connections.map(\.destination) == ["aVt-Im-001", "sTt-Lb-001", "sTt-Lb-001", "cMp-Bt-001"])
        #expect(connections.allSatisfy { $0.sourceID == "iNb-Vc-001" })
        #expect(connections.map(\.id) == ["aVt-Ou-001", "sTt-Ou-001", "aCc-Oc-001", "aCc-Oc-002"])
        #expect(connections.map(\.selector) == [nil, nil, nil, nil])
        #expect(connections[0].location?.line == 110)
    }

    @Test func actionsAndSeguesOfAControl() throws {
        let document = try Fixtures.document("Inbox.storyboard")
        let connections = try document.requireObject("cMp-Bt-001").connections
        #expect(connections.map(\.kind) == [.action, .segue])
        let action = connections[0]
        #expect(action.selector == "compose:" && action.eventType == "touchUpInside")
        #expect(action.sourceID == "cMp-Bt-001" && action.destination == "iNb-Vc-001")
        let segue = connections[1]
        #expect(segue.segueKind == "show" && segue.identifier == "showMessage")
        #expect(segue.sourceID == "cMp-Bt-001" && segue.destination == "dTl-Vc-001")
        #expect(segue.relationship == nil)

        let barItem = try document.requireObject("rFr-Bb-001").connections
        #expect(barItem.map(\.kind) == [.action])
        #expect(barItem.first?.eventType == nil, "bar button items have no control event")
    }

    @Test func relationshipSegues() throws {
        let navigation = try Fixtures.document("Inbox.storyboard").requireObject("nAv-Ct-r01").connections
        #expect(navigation.map(\.kind) == [.segue])
        #expect(navigation.first?.segueKind == "relationship")
        #expect(navigation.first?.relationship == "rootViewController")
        #expect(navigation.first?.destination == "iNb-Vc-001")

        let tabs = try Fixtures.document("Living Room.storyboard").requireObject("tAb-Ct-001").connections
        #expect(tabs.map(\.relationship) == ["viewControllers"])
        #expect(tabs.map(\.destination) == ["nOw-Vc-001"])
    }

    @Test func xibOwnerOutlets() throws {
        let document = try Fixtures.document("ProfileCardView.xib")
        let owner = try document.requireObject("-1").connections
        #expect(owner.map(\.property) == ["contentView", "nameLabel"])
        #expect(owner.map(\.destination) == ["pCv-Rt-001", "nMe-Lb-001"])
        #expect(owner.allSatisfy { $0.sourceID == "-1" && $0.kind == .outlet })
        #expect(try document.requireObject("pCv-Rt-001").connections.isEmpty)
    }

    @Test func cocoaActionsNameTheirTarget() throws {
        let document = try Fixtures.document("PreferencesWindow.xib")
        let save = try #require(try document.requireObject("sVe-Bt-001").connections.first)
        #expect(save.kind == .action && save.selector == "save:" && save.sourceID == "sVe-Bt-001")
        #expect(save.destination == "-2")
        let window = try document.requireObject("pRf-Wn-001").connections
        #expect(window.map(\.property) == ["delegate"] && window.map(\.destination) == ["-2"])
    }

    @Test func otherConnectionElements() throws {
        let text = try Fixtures.text("PreferencesWindow.xib").replacingOccurrences(
            of: #"                <outlet property="delegate" destination="-2" id="pRf-Dl-001"/>"#,
            with:
                #"                <binding destination="-2" name="title" keyPath="self.windowTitle" id="pRf-Bd-001"/>"#
        )
        let document = try IBDocument(bytes: Array(text.utf8), path: "Bindings.xib")
        let binding = try #require(try document.requireObject("pRf-Wn-001").connections.first)
        #expect(binding.kind == .other)
        #expect(binding.destination == "-2" && binding.id == "pRf-Bd-001")
    }
}
