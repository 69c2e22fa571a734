import NibBridgeDocument
import Testing

/// New elements built with `makeElement` and `insert` are written in Xcode's style (four spaces a level,
/// self-closing when empty) and only the inserted lines show in a diff.
@Suite struct EditInsertTests {
    /// A status view with a label and constraints, as Xcode would write it.
    static let statusView = ElementSpec(
        "view",
        [
            ("contentMode", "scaleToFill"), ("translatesAutoresizingMaskIntoConstraints", "NO"), ("id", "sTs-Vw-001"),
            ("userLabel", "Status"),
        ],
        [
            ElementSpec("rect", [("key", "frame"), ("x", "144"), ("y", "61"), ("width", "160"), ("height", "20")]),
            ElementSpec(
                "subviews", [],
                [
                    ElementSpec(
                        "label",
                        [
                            ("opaque", "NO"), ("userInteractionEnabled", "NO"), ("contentMode", "left"),
                            ("text", "Online"),
                            ("translatesAutoresizingMaskIntoConstraints", "NO"), ("id", "sTs-Lb-001"),
                        ],
                        [
                            ElementSpec(
                                "rect",
                                [("key", "frame"), ("x", "0.0"), ("y", "0.0"), ("width", "160"), ("height", "20")]),
                            ElementSpec(
                                "fontDescription", [("key", "fontDescription"), ("style", "UICTFontTextStyleCaption1")]),
                            ElementSpec("nil", [("key", "textColor")]),
                        ]
                    )
                ]),
            ElementSpec(
                "constraints", [],
                [
                    ElementSpec(
                        "constraint",
                        [
                            ("firstItem", "sTs-Lb-001"), ("firstAttribute", "leading"),
                            ("secondItem", "sTs-Vw-001"), ("secondAttribute", "leading"), ("id", "sTs-Ld-001"),
                        ]),
                    ElementSpec(
                        "constraint",
                        [
                            ("firstAttribute", "trailing"), ("secondItem", "sTs-Lb-001"),
                            ("secondAttribute", "trailing"), ("id", "sTs-Tr-001"),
                        ]),
                ]),
        ]
    )

    static let statusViewLines = [
        #"                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="sTs-Vw-001" userLabel="Status">"#,
        #"                    <rect key="frame" x="144" y="61" width="160" height="20"/>"#,
        #"                    <subviews>"#,
        #"                        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Online" translatesAutoresizingMaskIntoConstraints="NO" id="sTs-Lb-001">"#,
        #"                            <rect key="frame" x="0.0" y="0.0" width="160" height="20"/>"#,
        #"                            <fontDescription key="fontDescription" style="UICTFontTextStyleCaption1"/>"#,
        #"                            <nil key="textColor"/>"#,
        #"                        </label>"#,
        #"                    </subviews>"#,
        #"                    <constraints>"#,
        #"                        <constraint firstItem="sTs-Lb-001" firstAttribute="leading" secondItem="sTs-Vw-001" secondAttribute="leading" id="sTs-Ld-001"/>"#,
        #"                        <constraint firstAttribute="trailing" secondItem="sTs-Lb-001" secondAttribute="trailing" id="sTs-Tr-001"/>"#,
        #"                    </constraints>"#,
        #"                </view>"#,
    ]

    @Test func aViewWithSubviewsAndConstraintsGoesIntoExistingSubviews() throws {
        let document = try Fixtures.document("ProfileCardView.xib")
        let original = document.serialized()
        let tree = document.tree
        let card = try document.requireElement("pCv-Rt-001")
        let subviews = try #require(tree.firstElement(of: card, named: "subviews"))
        let badge = try document.requireElement("bDg-Vw-001")
        tree.insert(Self.statusView.make(in: tree), into: subviews, before: badge)
        let constraints = try #require(tree.firstElement(of: card, named: "constraints"))
        let pinned = ElementSpec(
            "constraint",
            [
                ("firstItem", "sTs-Vw-001"), ("firstAttribute", "leading"),
                ("secondItem", "bDg-Vw-001"), ("secondAttribute", "trailing"),
                ("constant", "8"), ("id", "sTs-Ld-002"),
            ])
        tree.insert(pinned.make(in: tree), into: constraints)

        let edited = document.serialized()
        Golden.assert(edited, matches: "ProfileCardView-insertedView.xib")
        let lines = Lines.split(original)
        let badgeLine = try #require(lines.firstIndex { $0.contains(#"id="bDg-Vw-001""#) }) + 1
        let constraintsEnd = try #require(lines.firstIndex { $0 == "            </constraints>" }) + 1
        #expect(
            LineDiff.hunks(original, edited) == [
                Hunk(line: badgeLine, removed: [], inserted: Self.statusViewLines),
                Hunk(
                    line: constraintsEnd, removed: [],
                    inserted: [
                        #"                <constraint firstItem="sTs-Vw-001" firstAttribute="leading" secondItem="bDg-Vw-001" secondAttribute="trailing" constant="8" id="sTs-Ld-002"/>"#
                    ]),
            ])

        // The model sees the new view where it was inserted.
        let reread = try IBDocument(bytes: edited, path: "ProfileCardView.xib")
        #expect(
            try reread.requireView("pCv-Rt-001").subviews.map(\.id) == [
                "pHt-Iv-001", "nMe-Lb-001", "sTs-Vw-001", "bDg-Vw-001",
            ])
        #expect(try reread.requireView("sTs-Vw-001").constraints.map(\.firstItem) == ["sTs-Lb-001", "sTs-Vw-001"])
        #expect(try reread.requireView("pCv-Rt-001").constraints.count == 8)
    }

    @Test func aViewWithoutSubviewsGetsASubviewsElement() throws {
        let document = try Fixtures.document("ProfileCardView.xib")
        let original = document.serialized()
        let tree = document.tree
        let badge = try document.requireElement("bDg-Vw-001")
        let color = try #require(tree.firstElement(of: badge, named: "color", key: "backgroundColor"))
        // Xcode writes <subviews> after the frame and before the background color.
        let subviews = tree.makeElement("subviews")
        tree.insert(subviews, into: badge, before: color)
        let count = ElementSpec(
            "label",
            [
                ("opaque", "NO"), ("text", "3"), ("textAlignment", "center"),
                ("translatesAutoresizingMaskIntoConstraints", "NO"), ("id", "bDg-Lb-001"),
            ],
            [ElementSpec("rect", [("key", "frame"), ("x", "0.0"), ("y", "0.0"), ("width", "40"), ("height", "20")])])
        tree.insert(count.make(in: tree), into: subviews)

        let edited = document.serialized()
        Golden.assert(edited, matches: "ProfileCardView-firstSubview.xib")
        let colorLine =
            try #require(Lines.split(original).firstIndex { $0.contains(#"systemColor="systemGreenColor"/>"#) }) + 1
        #expect(
            LineDiff.hunks(original, edited) == [
                Hunk(
                    line: colorLine, removed: [],
                    inserted: [
                        "                    <subviews>",
                        #"                        <label opaque="NO" text="3" textAlignment="center" translatesAutoresizingMaskIntoConstraints="NO" id="bDg-Lb-001">"#,
                        #"                            <rect key="frame" x="0.0" y="0.0" width="40" height="20"/>"#,
                        "                        </label>",
                        "                    </subviews>",
                    ])
            ])
        #expect(
            try IBDocument(bytes: edited, path: "P.xib").requireView("bDg-Vw-001").subviews.map(\.id) == ["bDg-Lb-001"])
    }

    @Test func buildingBeforeOrAfterInsertingWritesTheSame() throws {
        func write(insertContainerFirst: Bool) throws -> [UInt8] {
            let document = try Fixtures.document("ProfileCardView.xib")
            let tree = document.tree
            let badge = try document.requireElement("bDg-Vw-001")
            let color = try #require(tree.firstElement(of: badge, named: "color"))
            let subviews = tree.makeElement("subviews")
            let label = tree.makeElement("label", attributes: [("text", "3"), ("id", "bDg-Lb-001")])
            if insertContainerFirst {
                tree.insert(subviews, into: badge, before: color)
                tree.insert(label, into: subviews)
            } else {
                tree.insert(label, into: subviews)
                tree.insert(subviews, into: badge, before: color)
            }
            return document.serialized()
        }
        let a = try write(insertContainerFirst: true)
        let b = try write(insertContainerFirst: false)
        #expect(a == b)
        #expect(
            String(decoding: a, as: UTF8.self).contains(
                "                    <subviews>\n                        <label text=\"3\" id=\"bDg-Lb-001\"/>\n                    </subviews>\n"
            ))
    }

    @Test func aSelfClosingElementOpensToTakeAChild() throws {
        let document = try Fixtures.document("Inbox.storyboard")
        let original = document.serialized()
        let item = try document.requireElement("dTl-Ni-001")
        let reply = document.tree.makeElement(
            "barButtonItem",
            attributes: [("key", "rightBarButtonItem"), ("systemItem", "reply"), ("id", "rPl-Bb-001")]
        )
        document.tree.insert(reply, into: item)
        let line = try #require(Lines.split(original).firstIndex { $0.contains(#"id="dTl-Ni-001""#) }) + 1
        #expect(
            LineDiff.hunks(original, document.serialized()) == [
                Hunk(
                    line: line,
                    removed: [
                        #"                    <navigationItem key="navigationItem" title="Message" id="dTl-Ni-001"/>"#
                    ],
                    inserted: [
                        #"                    <navigationItem key="navigationItem" title="Message" id="dTl-Ni-001">"#,
                        #"                        <barButtonItem key="rightBarButtonItem" systemItem="reply" id="rPl-Bb-001"/>"#,
                        "                    </navigationItem>",
                    ]
                )
            ])
    }

    @Test func textGoesInWithoutIndentation() throws {
        let document = try Fixtures.document("ProfileCardView.xib")
        let tree = document.tree
        let label = try document.requireElement("nMe-Lb-001")
        let string = tree.makeElement("string", attributes: [("key", "accessibilityHint")])
        tree.insert(tree.makeLeaf(.text, "Opens <the> profile & more"), into: string)
        tree.insert(string, into: label)
        #expect(tree.textContent(of: string) == "Opens <the> profile & more")
        let text = document.serializedText
        #expect(
            text.contains(
                "                    <nil key=\"highlightedColor\"/>\n"
                    + "                    <string key=\"accessibilityHint\">Opens &lt;the&gt; profile &amp; more</string>\n"
                    + "                </label>\n"
            ))
        let reread = try IBDocument(bytes: document.serialized(), path: "P.xib")
        let hint = try #require(reread.tree.firstElement(of: try reread.requireElement("nMe-Lb-001"), named: "string"))
        #expect(reread.tree.textContent(of: hint) == "Opens <the> profile & more")
    }

    @Test func commentsAndCDATAAreWrittenAsMarkup() throws {
        let document = try Fixtures.document("ProfileCardView.xib")
        let tree = document.tree
        let objects = try #require(tree.firstElement(of: document.rootElement, named: "objects"))
        tree.insert(tree.makeLeaf(.comment, " Added by a tool "), into: objects)
        let string = tree.makeElement("string", attributes: [("key", "text")])
        tree.insert(tree.makeLeaf(.cdata, "a < b & c"), into: string)
        tree.insert(string, into: try document.requireElement("nMe-Lb-001"))
        let text = document.serializedText
        #expect(text.contains("        </view>\n        <!-- Added by a tool -->\n    </objects>\n"))
        #expect(text.contains("<string key=\"text\"><![CDATA[a < b & c]]></string>\n"))
    }
}

/// A description of an element to build with ``XMLTree/makeElement(_:attributes:)`` and
/// ``XMLTree/insert(_:into:before:)``, so that tests can state new markup compactly.
struct ElementSpec {
    var name: String
    var attributes: [(String, String)]
    var children: [ElementSpec]

    init(_ name: String, _ attributes: [(String, String)] = [], _ children: [ElementSpec] = []) {
        self.name = name
        self.attributes = attributes
        self.children = children
    }

    /// Makes the element and its children as a detached subtree of `tree`.
    func make(in tree: XMLTree) -> XMLNodeID {
        let element = tree.makeElement(name, attributes: attributes)
        for child in children { tree.insert(child.make(in: tree), into: element) }
        return element
    }
}
