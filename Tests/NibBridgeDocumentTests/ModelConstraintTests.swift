import NibBridgeDocument
import Testing

/// Constraints as IB writes them: implicit items resolved to the owning view, multipliers as numbers or
/// ratios, IB's defaults for omitted attributes.
@Suite struct ModelConstraintTests {
    func constraint(_ id: String, in name: String = "Inbox.storyboard") throws -> IBConstraint {
        let document = try Fixtures.document(name)
        return IBConstraint(document: document, node: try document.requireElement(id))
    }

    @Test func bothItemsWritten() throws {
        let c = try constraint("aLd-Ct-001")
        #expect(c.id == "aLd-Ct-001")
        #expect(c.ownerID == "iNb-Vw-001")
        #expect(c.firstItem == "aVt-Im-001" && c.firstAttribute == "leading")
        #expect(c.secondItem == "iNb-Sa-001" && c.secondAttribute == "leading")
        #expect(c.relation == "equal")
        #expect(c.multiplier == 1 && c.constant == 16 && c.priority == 1000)
        #expect(c.identifier == nil && !c.isPlaceholder)
        #expect(c.location?.line == 79)
    }

    @Test func missingFirstItemIsTheOwningView() throws {
        let c = try constraint("cTr-Ct-001")
        #expect(c.firstItem == "iNb-Vw-001")
        #expect(c.firstAttribute == "trailing")
        #expect(c.secondItem == "cMp-Bt-001")
        #expect(c.priority == 750)
        #expect(c.constant == 16)
    }

    @Test func ratioMultiplierWithImplicitItems() throws {
        // <constraint firstAttribute="width" secondItem="aVt-Im-001" secondAttribute="height" multiplier="3:4"/>
        let c = try constraint("aSp-Ct-001")
        #expect(c.ownerID == "aVt-Im-001")
        #expect(c.firstItem == "aVt-Im-001" && c.firstAttribute == "width")
        #expect(c.secondItem == "aVt-Im-001" && c.secondAttribute == "height")
        #expect(c.multiplier == 0.75)
        #expect(c.constant == 0)
    }

    @Test func constantConstraintHasNoSecondItem() throws {
        let c = try constraint("aWd-Ct-001")
        #expect(c.firstItem == "aVt-Im-001")
        #expect(c.secondItem == nil && c.secondAttribute == nil)
        #expect(c.constant == 60)
        #expect(c.identifier == "avatarWidth")
    }

    @Test func relationPlaceholderAndDecimalMultiplier() throws {
        let atLeast = try constraint("bDg-Wd-001", in: "ProfileCardView.xib")
        #expect(atLeast.relation == "greaterThanOrEqual" && atLeast.constant == 40 && atLeast.secondItem == nil)
        let placeholder = try constraint("cBt-Ct-001")
        #expect(placeholder.isPlaceholder)
        #expect(placeholder.firstItem == "iNb-Vw-001" && placeholder.secondItem == "cMp-Bt-001")
        let half = try constraint("cWd-Ct-001")
        #expect(half.multiplier == 0.5)
        #expect(half.firstItem == "cMp-Bt-001" && half.secondItem == "iNb-Vw-001")
    }

    @Test(
        arguments: [
            (nil, 1.0), ("", 1), ("2", 2), ("0.5", 0.5), ("3:4", 0.75), ("16:9", 16.0 / 9.0), ("1:1", 1),
            ("1:0", 1), ("abc", 1), ("4:x", 4), ("0.25:0.5", 0.5), ("3: 2", 1.5), (" 1 : 1", 1), ("2 / 4", 0.5),
        ] as [(String?, Double)])
    func multiplierParsing(_ text: String?, _ value: Double) {
        #expect(IBConstraint.parseMultiplier(text) == value)
    }

    /// Xcode keeps a multiplier as typed, and the corpus has fractions such as `multiplier="1/3"`.
    @Test func fractionMultipliers() {
        #expect(IBConstraint.parseMultiplier("1/3") == 1.0 / 3.0)
        #expect(IBConstraint.parseMultiplier("8/10") == 0.8)
    }

    @Test func viewsListTheConstraintsTheyHold() throws {
        let document = try Fixtures.document("Inbox.storyboard")
        let root = try document.requireView("iNb-Vw-001")
        #expect(root.constraints.count == 10)
        #expect(root.constraints.filter(\.isPlaceholder).map(\.id) == ["cBt-Ct-001"])
        #expect(root.constraints.allSatisfy { $0.ownerID == "iNb-Vw-001" })
        #expect(try document.requireView("aVt-Im-001").constraints.map(\.id) == ["aSp-Ct-001", "aWd-Ct-001"])
        #expect(try document.requireView("sTt-Lb-001").constraints.isEmpty)

        let cocoa = try Fixtures.document("PreferencesWindow.xib").requireView("pRf-Cv-001")
        let baseline = try #require(cocoa.constraints.first { $0.id == "nMf-Bl-001" })
        #expect(baseline.firstAttribute == "firstBaseline" && baseline.secondItem == "nMl-Tf-001")
        #expect(cocoa.constraints.filter { $0.firstItem == "pRf-Cv-001" }.count == 4)
    }
}
