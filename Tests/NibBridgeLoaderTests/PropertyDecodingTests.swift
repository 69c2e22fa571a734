import NibBridge
import NibBridgeDocument
import NibBridgeLoader
import Testing

/// Every state property the bridge carries over (``CarriedProperty``) is decoded from the document: what the
/// bridge cannot read, it cannot carry.
@Suite("Carried property decoding")
struct PropertyDecodingTests {
    /// What `AllProperties.xib` sets, as the live value describes it.
    static let expected: [CarriedProperty: String] = [
        .frame: "rect(height=128 width=256 x=12 y=34)",
        .autoresizingMask: "autoresizingMask(flexibleMaxY=YES flexibleMinX=YES widthSizable=YES)",
        .translatesAutoresizingMaskIntoConstraints: "NO",
        .autoresizesSubviews: "NO",
        .alpha: "0.5",
        .isHidden: "YES",
        .isOpaque: "NO",
        .tag: "42",
        .backgroundColor: "color(systemColor=systemIndigoColor)",
        .tintColor: "color(alpha=1 blue=0.59999999999999998 colorSpace=custom customColorSpace=sRGB "
            + "green=0.40000000000000002 red=0.20000000000000001)",
        .contentMode: "scaleAspectFill",
        .clipsToBounds: "YES",
        .isUserInteractionEnabled: "NO",
        .semanticContentAttribute: "forceRightToLeft",
        .layoutMargins: "edgeInsets(bottom=8 left=6 right=10 top=4)",
        .directionalLayoutMargins: "directionalEdgeInsets(bottom=7 leading=5 top=3 trailing=9)",
        .preservesSuperviewLayoutMargins: "YES",
        .insetsLayoutMarginsFromSafeArea: "NO",
        .horizontalHuggingPriority: "249",
        .verticalHuggingPriority: "248",
        .horizontalCompressionResistancePriority: "747",
        .verticalCompressionResistancePriority: "746",
        .accessibility: "accessibility(hint=Shows your totals identifier=stats.panel isElement.value=YES "
            + "label=Statistics traits.button=YES traits.summaryElement=YES)",
        .restorationIdentifier: "statsPanel",
        .gestureRecognizers: "[All-Gr-003]",
    ]

    private static func panel() throws -> LiveView {
        let loaded = Fixtures.loader("Decoding", registry: ClassRegistry())
            .load(path: Fixtures.path("Decoding", "AllProperties.xib"))
        #expect(loaded.diagnostics.isEmpty, "\(loaded.diagnosticText)")
        return try loaded.view("All-Pr-001")
    }

    @Test("each carried property is decoded as written", arguments: CarriedProperty.allCases)
    func decoded(_ property: CarriedProperty) throws {
        let expected = try #require(Self.expected[property], "the fixture does not cover \(property)")
        let value = try #require(try Self.panel().properties[property], "\(property) was not decoded")
        #expect(value.description == expected)
    }

    @Test("the typed accessors read the decoded values")
    func typedAccessors() throws {
        let panel = try Self.panel()
        #expect(panel.frame == IBRect(x: 12, y: 34, width: 256, height: 128))
        #expect(panel.autoresizingMask == [.flexibleLeftMargin, .flexibleWidth, .flexibleBottomMargin])
        #expect(!panel.translatesAutoresizingMaskIntoConstraints)
        #expect(panel.alpha == 0.5)
        #expect(panel.isHidden)
        #expect(panel.tag == 42)
        #expect(panel.gestureRecognizers.map(\.elementName) == ["tapGestureRecognizer"])
        #expect(panel.gestureRecognizers.first?.className == "UITapGestureRecognizer")
    }

    @Test("carried properties are not duplicated into the uncarried state")
    func notDuplicated() throws {
        let panel = try Self.panel()
        for property in CarriedProperty.allCases {
            if case .attribute(let name) = property.xml { #expect(panel.otherState[name] == nil, "\(name)") }
            if case .element(_, let key) = property.xml { #expect(panel.otherState[key] == nil, "\(key)") }
        }
        #expect(panel.layoutGuides.count == 1, "the safe area guide is kept as a guide")
    }

    @Test("a view that sets nothing has no carried values (UIKit's defaults apply)")
    func defaults() throws {
        let loaded = Fixtures.loader("Decoding", registry: ClassRegistry())
            .load(path: Fixtures.path("Decoding", "Classes.xib"))
        let card = try loaded.view("Cls-No-004")
        let set = CarriedProperty.allCases.filter { card.properties[$0] != nil }
        #expect(set == [.frame, .autoresizingMask, .contentMode])
        #expect(card.alpha == 1 && !card.isHidden && card.tag == 0 && card.translatesAutoresizingMaskIntoConstraints)
    }
}
