import NibBridgeDocument
import Testing

/// Attribute edits rewrite one start tag in Xcode's style and leave every other byte alone.
@Suite struct EditAttributeTests {
    @Test func changingTheCustomClassRewritesOnlyThatLine() throws {
        let document = try Fixtures.document("ProfileCardView.xib")
        let original = document.serialized()
        let view = try document.requireView("pCv-Rt-001")
        document.tree.setAttribute("customClass", "CompactProfileCardView", on: view.node)

        #expect(view.object.customClass == "CompactProfileCardView")
        #expect(view.object.className == "CompactProfileCardView")
        let edited = document.serialized()
        Golden.assert(edited, matches: "ProfileCardView-customClass.xib")
        let line = try #require(Lines.split(original).firstIndex { $0.contains(#"id="pCv-Rt-001""#) })
        let before = Lines.split(original)[line]
        #expect(
            LineDiff.hunks(original, edited) == [
                Hunk(
                    line: line + 1,
                    removed: [before],
                    inserted: [
                        before.replacingOccurrences(of: "ProfileCardContentView", with: "CompactProfileCardView")
                    ]
                )
            ])
    }

    @Test func removingTheCustomClassDropsTheAttributes() throws {
        let document = try Fixtures.document("ProfileCardView.xib")
        let original = document.serialized()
        let view = try document.requireElement("pCv-Rt-001")
        for name in ["customClass", "customModule", "customModuleProvider"] {
            document.tree.setAttribute(name, nil, on: view)
        }
        let object = try document.requireObject("pCv-Rt-001")
        #expect(object.customClass == nil && object.customModule == nil && object.customModuleProvider == nil)
        #expect(object.className == "UIView")
        #expect(
            LineDiff.hunks(original, document.serialized()) == [
                Hunk(
                    line: 18,
                    removed: [
                        #"        <view contentMode="scaleToFill" id="pCv-Rt-001" customClass="ProfileCardContentView" customModule="Profiles" customModuleProvider="target">"#
                    ],
                    inserted: [#"        <view contentMode="scaleToFill" id="pCv-Rt-001">"#]
                )
            ])
    }

    /// A hand-edited start tag with a space before its `>` (WordPressAuthenticator's cell xib has one) is written
    /// again as Xcode writes tags once edited: the new attribute last, no space before the `>`.
    @Test func anEditedTagWithASpaceBeforeItsEndIsWrittenInXcodesStyle() throws {
        let source = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701">
                <objects>
                    <view contentMode="scaleToFill" id="Spc-Rt-001" customClass="SearchCell" >
                        <rect key="frame" x="0.0" y="0.0" width="320" height="54"/>
                    </view>
                </objects>
            </document>

            """
        let document = try IBDocument(bytes: Array(source.utf8), path: "Spaced.xib")
        let view = try document.requireElement("Spc-Rt-001")
        document.tree.setAttribute("userLabel", "Search", on: view)
        #expect(
            LineDiff.hunks(Array(source.utf8), document.serialized()) == [
                Hunk(
                    line: 4,
                    removed: [#"        <view contentMode="scaleToFill" id="Spc-Rt-001" customClass="SearchCell" >"#],
                    inserted: [
                        #"        <view contentMode="scaleToFill" id="Spc-Rt-001" customClass="SearchCell" userLabel="Search">"#
                    ]
                )
            ])
    }

    @Test func valuesAreEscapedAsXcodeEscapesThem() throws {
        let document = try Fixtures.document("Inbox.storyboard")
        let original = document.serialized()
        let label = try document.requireElement("sTt-Lb-001")
        let value = "He said \"hi\" <b>Tom & Jerry</b>\nit's 'quoted'\ttoo"
        document.tree.setAttribute("text", value, on: label)
        #expect(document.tree.attribute("text", of: label) == value)

        let edited = document.serialized()
        Golden.assert(edited, matches: "Inbox-escapedAttribute.storyboard")
        let hunks = LineDiff.hunks(original, edited)
        #expect(hunks.count == 1)
        #expect(hunks.first?.removed.count == 1)
        #expect(
            hunks.first?.inserted == [
                (hunks.first?.removed.first ?? "").replacingOccurrences(
                    of: #"text="No new messages""#,
                    with: #"text="He said &quot;hi&quot; &lt;b&gt;Tom &amp; Jerry&lt;/b&gt;&#10;it's 'quoted'&#9;too""#
                )
            ]
        )

        // Reading the written bytes gives the value back.
        let reread = try IBDocument(bytes: edited, path: "Inbox.storyboard")
        #expect(reread.tree.attribute("text", of: try reread.requireElement("sTt-Lb-001")) == value)
    }

    @Test func aNewAttributeGoesAfterTheExistingOnes() throws {
        let document = try Fixtures.document("Living Room.storyboard")
        let button = try document.requireElement("pLy-Bt-001")
        document.tree.setAttribute("accessibilityLabel", "Play", on: button)
        let line = try #require(Lines.split(document.serialized()).first { $0.contains(#"id="pLy-Bt-001""#) })
        #expect(
            line.hasSuffix(
                #"translatesAutoresizingMaskIntoConstraints="NO" id="pLy-Bt-001" accessibilityLabel="Play">"#))
        #expect(document.tree.attributes(of: button).last?.name == "accessibilityLabel")
    }

    @Test func settingTheSameValueIsNotAnEdit() throws {
        let bytes = try Fixtures.bytes("PreferencesWindow.xib")
        // A tag Xcode would not write: an unedited tag keeps its exact bytes, even when set to its own value.
        let text = String(decoding: bytes, as: UTF8.self).replacingOccurrences(
            of: #"<window title="Preferences""#,
            with: "<window  title='Preferences'"
        )
        let document = try IBDocument(bytes: Array(text.utf8), path: "Preferences.xib")
        let window = try document.requireElement("pRf-Wn-001")
        document.tree.setAttribute("title", "Preferences", on: window)
        document.tree.setAttribute("missing", nil, on: window)
        document.tree.setName("window", of: window)
        #expect(document.serialized() == Array(text.utf8))
    }

    @Test func anApostropheQuotedValueHoldingAQuoteIsRewrittenEscaped() throws {
        let text = try Fixtures.text("PreferencesWindow.xib").replacingOccurrences(
            of: #"<window title="Preferences""#,
            with: #"<window title='The "Preferences"'"#
        )
        let document = try IBDocument(bytes: Array(text.utf8), path: "Preferences.xib")
        let window = try document.requireElement("pRf-Wn-001")
        #expect(document.tree.attribute("title", of: window) == #"The "Preferences""#)
        document.tree.setAttribute("releasedWhenClosed", "YES", on: window)
        let line = try #require(Lines.split(document.serialized()).first { $0.contains(#"id="pRf-Wn-001""#) })
        #expect(
            line.hasPrefix(
                #"        <window title="The &quot;Preferences&quot;" allowsToolTipsWhenApplicationIsInactive="NO""#))
        #expect(line.contains(#"releasedWhenClosed="YES""#))
    }

    @Test func renamingAnElementRenamesItsEndTag() throws {
        let document = try Fixtures.document("PreferencesWindow.xib")
        let original = document.serialized()
        let swatch = try document.requireElement("sWt-Cv-001")
        document.tree.setName("view", of: swatch)
        let hunks = LineDiff.hunks(original, document.serialized())
        #expect(hunks.count == 2)
        #expect(
            hunks.first?.inserted.first?.hasPrefix(
                #"                    <view translatesAutoresizingMaskIntoConstraints="NO" id="sWt-Cv-001""#) == true)
        #expect(hunks.last?.removed == ["                    </customView>"])
        #expect(hunks.last?.inserted == ["                    </view>"])
        #expect(try IBDocument(bytes: document.serialized(), path: "Renamed.xib").element(withID: "sWt-Cv-001") != nil)
    }
}
