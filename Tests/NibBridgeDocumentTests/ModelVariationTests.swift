import NibBridgeDocument
import Testing

/// Size-class variations: their trait keys, installed and uninstalled references, property overrides.
@Suite struct ModelVariationTests {
    @Test func variationsOfAView() throws {
        let document = try Fixtures.document("Inbox.storyboard")
        let variations = try document.requireView("iNb-Vw-001").variations
        #expect(variations.map(\.key) == ["default", "heightClass=compact-widthClass=regular"])

        let base = variations[0]
        #expect(base.traits.isEmpty)
        #expect(base.included.filter { !$0.value.isEmpty }.isEmpty)
        #expect(base.excluded == ["constraints": ["cWd-Ct-001"]])
        #expect(base.included.isEmpty)
        #expect(base.overrides.isEmpty)

        let landscape = variations[1]
        #expect(landscape.traits == ["heightClass": "compact", "widthClass": "regular"])
        #expect(landscape.included == ["constraints": ["cWd-Ct-001"]])
        #expect(landscape.excluded == ["constraints": ["cTr-Ct-001"]])
    }

    @Test func aVariationThatOverridesAProperty() throws {
        let document = try Fixtures.document("Inbox.storyboard")
        let label = try document.requireView("sTt-Lb-001")
        let variation = try #require(label.variations.first)
        #expect(variation.key == "heightClass=compact-widthClass=regular")
        #expect(variation.included.isEmpty && variation.excluded.isEmpty)
        // The overridden font is a child element; attribute overrides (a stack view's axis) are attributes.
        let font = try #require(document.tree.firstElement(of: variation.node, named: "fontDescription"))
        #expect(document.tree.attribute("style", of: font) == "UICTFontTextStyleTitle3")
        #expect(variation.overrides.isEmpty)
    }

    @Test func attributeOverridesAndMixedMasks() throws {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch" useTraitCollections="YES">
                <objects>
                    <stackView axis="vertical" id="sTk-Vw-001">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="200"/>
                        <variation key="heightClass=compact" axis="horizontal" spacing="12"/>
                        <variation key="widthClass=regular">
                            <mask key="subviews">
                                <include reference="aAa-Vw-001"/>
                                <exclude reference="bBb-Vw-001"/>
                            </mask>
                            <mask key="constraints">
                                <include reference="cCc-Ct-001"/>
                                <include reference="dDd-Ct-001"/>
                            </mask>
                        </variation>
                    </stackView>
                </objects>
            </document>

            """
        let document = try IBDocument(bytes: Array(text.utf8), path: "Stack.xib")
        let variations = try document.requireView("sTk-Vw-001").variations
        #expect(variations.count == 2)
        #expect(variations[0].traits == ["heightClass": "compact"])
        #expect(variations[0].overrides == ["axis": "horizontal", "spacing": "12"])
        #expect(variations[1].traits == ["widthClass": "regular"])
        #expect(variations[1].included == ["subviews": ["aAa-Vw-001"], "constraints": ["cCc-Ct-001", "dDd-Ct-001"]])
        #expect(variations[1].excluded.filter { !$0.value.isEmpty } == ["subviews": ["bBb-Vw-001"]])
        #expect(variations[1].excluded == ["subviews": ["bBb-Vw-001"]])
    }

    @Test func viewsWithoutVariations() throws {
        #expect(try Fixtures.document("Inbox.storyboard").requireView("cMp-Bt-001").variations.isEmpty)
        #expect(try Fixtures.document("PreferencesWindow.xib").requireView("pRf-Cv-001").variations.isEmpty)
    }
}
