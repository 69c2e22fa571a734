import NibBridge
import NibBridgeDocument
import NibBridgeLoader
import Testing

/// The placeholder in `CarryOver/Screen.xib` sets a non-default value for every ``CarriedProperty`` and
/// `BadgeView.xib`'s root sets different ones: after bridging, the real view has the placeholder's value
/// for each. Dropping any property from the host's copy fails its case.
@Suite("Carried properties")
struct CarriedPropertyTests {
    private static func ids(_ value: LiveValue?) -> [String] { value?.objects?.compactMap(\.documentID) ?? [] }

    @Test("the real view has the placeholder's value", arguments: CarriedProperty.allCases)
    func carried(_ property: CarriedProperty) throws {
        let (placeholder, loaded) = try CarryOverScene.unbridgedPlaceholder()
        defer { withExtendedLifetime(loaded) {} }
        let nibRoot = try CarryOverScene.nibRoot()
        let real = try CarryOverScene.load().real
        let expected = try #require(placeholder.properties[property], "the fixture's placeholder must set \(property)")
        #expect(nibRoot.properties[property] != expected, "the fixture's nib must set another \(property)")
        if property == .gestureRecognizers {
            // Recognizers are objects: the placeholder's join the nib's own, which stay.
            #expect(Self.ids(real.properties[property]) == Self.ids(nibRoot.properties[property]) + Self.ids(expected))
        } else {
            #expect(real.properties[property] == expected, "\(property)")
        }
    }

    @Test("the typed view of the carried state is the placeholder's")
    func typedState() throws {
        let real = try CarryOverScene.load().real
        #expect(real.frame == IBRect(x: 24, y: 40, width: 180, height: 44))
        #expect(real.autoresizingMask == [.flexibleRightMargin, .flexibleBottomMargin])
        #expect(!real.translatesAutoresizingMaskIntoConstraints)
        #expect(real.alpha == 0.75 && real.isHidden && real.tag == 7)
        #expect(
            real.backgroundColor == .element("color", ["key": "backgroundColor", "systemColor": "systemPinkColor"]))
        #expect(
            real.properties[.accessibility]?.description
                == "accessibility(identifier=badge.featured label=Featured traits.button=YES)")
    }

    @Test("the carried gesture recognizer still sends its action; the nib's own recognizer is kept")
    func gestureRecognizers() throws {
        let scene = try CarryOverScene.load()
        let recognizers = scene.real.gestureRecognizers
        #expect(recognizers.map(\.className) == ["UILongPressGestureRecognizer", "UITapGestureRecognizer"])
        let tap = try #require(recognizers.last)
        #expect(tap.actions.first?.selector == "badgeTapped:" && tap.actions.first?.target === scene.owner)
        #expect(scene.placeholder.gestureRecognizers.isEmpty, "a recognizer belongs to one view")
    }

    @Test("the nib's own state that the placeholder does not carry is kept: subviews, outlets, constraints")
    func nibStateKept() throws {
        let real = try CarryOverScene.load().real
        #expect(real.documentID == "Bdg-Rt-001")
        #expect((real.outlets["iconView"] as? LiveView)?.documentID == "Bdg-Ic-002")
        #expect((real.outlets["titleLabel"] as? LiveView)?.superview === real)
        let own = real.constraints.filter { $0.documentID?.hasPrefix("Bdg-") == true }
        #expect(own.count == 4)
        #expect(own.allSatisfy { $0.owner === real })
    }
}
