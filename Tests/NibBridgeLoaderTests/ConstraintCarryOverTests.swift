import NibBridge
import NibBridgeDocument
import NibBridgeLoader
import Testing

/// A badge that adds a constraint in code before the swap, as an app's `awakeAfter(using:)` override might:
/// not archived, inactive, low priority, so the carry-over of every constraint field can be checked.
final class CodeConstrainedBadge: TrackingBridgedView {
    override func awakeAfter(using decoder: NibDecoder) throws(Diagnostic) -> LiveObject {
        let host = PortableBridgeHost(decoder: decoder)
        let minimum = host.makeConstraint(
            ConstraintSnapshot(
                firstItem: self, firstAttribute: LiveConstraint.attributeValue("height"), relation: 1, secondItem: nil,
                secondAttribute: 0, multiplier: 1, constant: 30, priority: 250, identifier: "code.minHeight",
                shouldBeArchived: false, isActive: false))
        host.install(minimum, on: self, active: false)
        return try super.awakeAfter(using: decoder)
    }
}

/// The constraints a placeholder holds are recreated on the real view with every field: items (the
/// placeholder replaced by the real view), attributes, relation, multiplier, constant, priority,
/// identifier, archiving and active state; the originals leave the placeholder.
@Suite("Constraint carry-over")
struct ConstraintCarryOverTests {
    @Test(
        "each placeholder constraint is recreated field for field",
        arguments: ["Cov-Ct-004", "Cov-Wd-005", "Cov-Ht-006", "Cov-Ct-011"])
    func recreated(_ id: String) throws {
        let unbridged = try CarryOverScene.unbridgedPlaceholder()
        let original = try #require(unbridged.placeholder.constraints.first { $0.documentID == id })
        let scene = try CarryOverScene.load()
        let copy = try #require(scene.real.constraints.first { $0.documentID == id }, "\(id) is on the real view")
        func name(_ item: LiveObject?) -> String? { item === scene.real ? "Cov-Ph-002" : item?.documentID }
        #expect(name(copy.firstItem) == original.firstItem?.documentID)
        #expect(name(copy.secondItem) == original.secondItem?.documentID)
        #expect(copy.firstAttribute == original.firstAttribute && copy.secondAttribute == original.secondAttribute)
        #expect(copy.relation == original.relation && copy.multiplier == original.multiplier)
        #expect(copy.constant == original.constant && copy.priority == original.priority)
        #expect(copy.identifier == original.identifier)
        #expect(copy.shouldBeArchived == original.shouldBeArchived && copy.isActive == original.isActive)
        #expect(copy.owner === scene.real)
    }

    @Test("priority, identifier and the uninstalled state come from the document")
    func documentValues() throws {
        let real = try CarryOverScene.load().real
        let width = try #require(real.constraints.first { $0.identifier == "badge.width" })
        #expect(width.priority == 999 && width.constant == 180 && width.isActive)
        let height = try #require(real.constraints.first { $0.identifier == "badge.height" })
        #expect(!height.isActive, "excluded from the default variation: not installed")
        let centerY = try #require(real.constraints.first { $0.documentID == "Cov-Ct-011" })
        #expect(centerY.priority == 250 && centerY.secondItem === real)
    }

    @Test("a constraint that is not archived and not active keeps both states, and its priority")
    func codeConstraint() throws {
        let scene = try CarryOverScene.load(badgeClass: CodeConstrainedBadge.self)
        let minimum = try #require(scene.real.constraints.first { $0.identifier == "code.minHeight" })
        #expect(!minimum.shouldBeArchived)
        #expect(!minimum.isActive)
        #expect(minimum.priority == 250 && minimum.relation == "greaterThanOrEqual" && minimum.constant == 30)
        #expect(minimum.firstItem === scene.real && minimum.owner === scene.real)
    }

    @Test("the originals are removed from the placeholder; the real view holds nib's and placeholder's")
    func originalsRemoved() throws {
        let scene = try CarryOverScene.load()
        #expect(scene.placeholder.constraints.isEmpty)
        #expect(scene.real.constraints.count == 4 + 4, "4 from BadgeView.xib, 4 from the placeholder")
        #expect(
            scene.real.constraints.allSatisfy {
                $0.firstItem !== scene.placeholder && $0.secondItem !== scene.placeholder
            })
    }
}
