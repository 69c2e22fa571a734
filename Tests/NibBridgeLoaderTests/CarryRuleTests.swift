import NibBridge
import NibBridgeDocument
import NibBridgeLoader
import Testing

/// ``CarryRule``: a placeholder as Xcode writes a view fresh from the library (`CarryOver/DefaultsScreen.xib`:
/// Xcode 11's `systemBackgroundColor`, Xcode 10's white, `contentMode="scaleToFill"`, nothing else) keeps the
/// nib's design for every property but its geometry and layout flags.
@Suite("Carry rules")
struct CarryRuleTests {
    final class Badge: BridgedLiveView {}

    final class AlwaysWhiteBadge: BridgedLiveView {
        override class var nibBridgeOptions: NibBridgeOptions {
            NibBridgeOptions(alwaysCarried: [.backgroundColor], neverCarried: [.frame])
        }
    }

    private static func load(_ badge: LiveObject.Type) throws -> (nib: LiveView, badges: [LiveView]) {
        let owner = LiveObject(className: "BadgeScreenController")
        let loader = Fixtures.loader("CarryOver", registry: Fixtures.registry(["BadgeView": badge]))
        let loaded = loader.load(path: Fixtures.path("CarryOver", "DefaultsScreen.xib"), owner: owner)
        #expect(loaded.diagnostics.isEmpty, "\(loaded.diagnosticText)")
        let nib = try #require(loader.load(path: Fixtures.path("CarryOver", "BadgeView.xib")).views.first)
        let badges = try ["badge", "legacyBadge"].map { try #require(owner.outlets[$0] as? LiveView) }
        #expect(badges.allSatisfy { $0.bridgedFrom?.hasSuffix("CarryOver/BadgeView.xib") == true })
        return (nib, badges)
    }

    @Test("IB's defaults on the placeholder (Xcode 11 and Xcode 10 backgrounds) leave the nib's design")
    func defaultsKeepTheNibsDesign() throws {
        let (nib, badges) = try Self.load(Badge.self)
        for badge in badges {
            for property in CarriedProperty.allCases where property.carryRule == .unlessInterfaceBuilderDefault {
                #expect(badge.properties[property] == nib.properties[property], "\(property)")
            }
            #expect(badge.backgroundColor?.description == "color(systemColor=systemGreenColor)")
            #expect(badge.alpha == 0.5 && badge.tag == 3, "the nib's alpha and tag")
        }
        #expect(
            badges.map(\.frame) == [
                IBRect(x: 16, y: 80, width: 160, height: 40), IBRect(x: 16, y: 140, width: 160, height: 40),
            ])
        #expect(badges.allSatisfy { $0.autoresizingMask == [.flexibleRightMargin, .flexibleBottomMargin] })
    }

    @Test("alwaysCarried and neverCarried change the table for a class")
    func optionsChangeTheTable() throws {
        let (nib, badges) = try Self.load(AlwaysWhiteBadge.self)
        #expect(badges[0].backgroundColor?.description == "color(systemColor=systemBackgroundColor)")
        #expect(badges[1].backgroundColor?.description.contains("white=1") == true)
        #expect(badges.allSatisfy { $0.frame == nib.frame }, "the frame is never carried")
    }

    @Test("every property is either always carried or has Interface Builder's defaults listed")
    func tableIsComplete() {
        let always = CarriedProperty.allCases.filter { $0.carryRule == .always }
        #expect(always == [.frame, .autoresizingMask, .translatesAutoresizingMaskIntoConstraints, .gestureRecognizers])
        let defaults = CarriedProperty.backgroundColor.interfaceBuilderDefaults
        #expect(defaults.isDefault(element: ["key": "backgroundColor", "systemColor": "systemBackgroundColor"]))
        #expect(defaults.isDefault(element: ["white": "1", "alpha": "1", "customColorSpace": "calibratedWhite"]))
        #expect(!defaults.isDefault(element: ["systemColor": "systemBlueColor"]))
        #expect(!defaults.isDefault(element: ["white": "1", "alpha": "0.5"]))
        #expect(CarriedProperty.contentMode.interfaceBuilderDefaults.isDefault(attribute: "scaleToFill"))
        #expect(!CarriedProperty.contentMode.interfaceBuilderDefaults.isDefault(attribute: "redraw"))
    }
}
