import Foundation
import NibBridgeDocument
import Testing

/// References to ids no element has, as Xcode leaves them in real documents (a size-class variation's
/// `<exclude reference>` to a view deleted later, a constraint whose first item was removed): the model
/// reads them as written, and the structure check reports each one at its line, which is what the
/// corpus-wide model test accepts for them (``Corpus/reportedDanglingReferences(_:)``).
@Suite struct DanglingReferenceTests {
    static let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="17701" \
        targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" \
        colorMatched="YES" initialViewController="BYZ-38-t0r">
            <scenes>
                <scene sceneID="tne-QT-ifu">
                    <objects>
                        <viewController id="BYZ-38-t0r" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="8bC-Xf-vdC">
                                <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                                <subviews>
                                    <label opaque="NO" text="Title" translatesAutoresizingMaskIntoConstraints="NO" id="Lbl-1a-2bc">
                                        <rect key="frame" x="20" y="60" width="374" height="21"/>
                                    </label>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="Lbl-1a-2bc" firstAttribute="leading" secondItem="8bC-Xf-vdC" secondAttribute="leading" constant="20" id="Cn1-aa-bbb"/>
                                    <constraint firstItem="Gne-xx-yyy" firstAttribute="centerX" secondItem="8bC-Xf-vdC" secondAttribute="centerX" id="Cn2-aa-bbb"/>
                                </constraints>
                                <variation key="default">
                                    <mask key="constraints">
                                        <exclude reference="Del-ee-ted"/>
                                    </mask>
                                </variation>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    @Test func theModelReadsDanglingReferencesAsWrittenAndTheCheckLocatesEach() throws {
        let document = try IBDocument(bytes: Array(Self.storyboard.utf8), path: "Dangling.storyboard")
        let view = try #require(document.allViews.first { $0.id == "8bC-Xf-vdC" })
        #expect(view.constraints.map(\.firstItem) == ["Lbl-1a-2bc", "Gne-xx-yyy"])
        #expect(view.variations.first?.excluded.values.joined().contains("Del-ee-ted") == true)
        #expect(document.element(withID: "Gne-xx-yyy") == nil)
        #expect(Corpus.reportedDanglingReferences(document) == ["Gne-xx-yyy", "Del-ee-ted"])
        let names = IBAttributeNames(["firstItem", "secondItem", "reference"])
        #expect(
            document.referenceDiagnostics(referenceNames: names).map(\.description) == [
                "Dangling.storyboard:16:29: error: firstItem 'Gne-xx-yyy' names no object in the document [structure]",
                "Dangling.storyboard:20:33: error: reference 'Del-ee-ted' names no object in the document [structure]",
            ])
    }
}
