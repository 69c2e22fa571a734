import NibBridgeDocument
import Testing

/// User-defined runtime attributes: values written as an attribute or as a child element.
@Suite struct ModelRuntimeAttributeTests {
    @Test func valuesOfEveryShape() throws {
        let document = try Fixtures.document("Inbox.storyboard")
        let attributes = try document.requireObject("cMp-Bt-001").runtimeAttributes
        #expect(
            attributes.map(\.keyPath) == [
                "isPointerInteractionEnabled", "layer.cornerRadius", "accessibilityHint", "layer.borderUIColor",
                "layer.shadowOffset", "badgeValue",
            ])
        #expect(attributes.map(\.type) == ["boolean", "number", "string", "color", "size", "nil"])
        #expect(
            attributes.map(\.value) == [
                .text("YES"),
                .element("integer", [IBRuntimeValue.Pair(name: "value", value: "12")]),
                .text("Writes a new message"),
                .element("color", [IBRuntimeValue.Pair(name: "systemColor", value: "systemBlueColor")]),
                .element(
                    "size",
                    [
                        IBRuntimeValue.Pair(name: "width", value: "0.0"),
                        IBRuntimeValue.Pair(name: "height", value: "2"),
                    ]),
                .none,
            ])
    }

    @Test func objectsWithoutRuntimeAttributes() throws {
        let document = try Fixtures.document("Inbox.storyboard")
        #expect(try document.requireObject("sTt-Lb-001").runtimeAttributes.isEmpty)
        #expect(try document.requireObject("iNb-Vc-001").runtimeAttributes.isEmpty)
    }

    @Test func escapedValuesAreDecoded() throws {
        let text = try Fixtures.text("Inbox.storyboard").replacingOccurrences(
            of: #"value="Writes a new message""#,
            with: #"value="Writes &quot;new&quot; mail &amp; more&#10;now""#
        )
        let document = try IBDocument(bytes: Array(text.utf8), path: "Inbox.storyboard")
        let hint = try #require(
            try document.requireObject("cMp-Bt-001").runtimeAttributes.first {
                $0.keyPath == "accessibilityHint"
            })
        #expect(hint.value == .text("Writes \"new\" mail & more\nnow"))
    }

    @Test func editsShowThroughTheModel() throws {
        let document = try Fixtures.document("Inbox.storyboard")
        let radius = try #require(
            try document.requireObject("cMp-Bt-001").runtimeAttributes.first {
                $0.keyPath == "layer.cornerRadius"
            })
        let integer = try #require(document.tree.firstElement(of: radius.node, named: "integer", key: "value"))
        document.tree.setName("real", of: integer)
        document.tree.setAttribute("value", "12.5", on: integer)
        #expect(radius.value == .element("real", [IBRuntimeValue.Pair(name: "value", value: "12.5")]))
        #expect(document.serializedText.contains(#"<real key="value" value="12.5"/>"#))
    }
}
