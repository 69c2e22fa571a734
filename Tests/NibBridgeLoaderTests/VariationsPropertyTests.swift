import NibBridge
import NibBridgeDocument
import NibBridgeLoader
import Testing

/// Properties that vary by size class: attributes of a `<variation>` (a stack view's `axis`, `distribution`
/// and `spacing`, a constraint's `constant`) and property elements inside one (a label's `fontDescription`).
/// A variation applies when the traits contain all of its traits (`UITraitCollection.containsTraits(in:)`);
/// where several apply, the one naming more traits wins.
struct VariationsPropertyTests {
    static let portrait = SizeClassTraits.phone(landscape: false, regularWidthInLandscape: false)
    static let landscape = SizeClassTraits.phone(landscape: true, regularWidthInLandscape: false)
    static let largeLandscape = SizeClassTraits.phone(landscape: true, regularWidthInLandscape: true)

    static func load(_ traits: SizeClassTraits? = nil) -> LoadedNib {
        Fixtures.conventionLoader("Variations").load(
            path: Fixtures.path("Variations", "Stack.storyboard"), traits: traits)
    }

    static func view(_ id: String, _ loaded: LoadedNib) throws -> LiveView {
        try #require(loaded.objectsByID[id] as? LiveView)
    }

    static func constant(_ id: String, _ loaded: LoadedNib) throws -> Double {
        try #require(loaded.objectsByID[id] as? LiveConstraint).constant
    }

    @Test(
        "a stack view's axis, distribution and spacing follow the traits",
        arguments: [
            (portrait, "vertical", nil, "4"), (landscape, "horizontal", "fillEqually", "8"),
            (largeLandscape, "horizontal", "fillEqually", "8"), (SizeClassTraits.pad, "vertical", nil, "8"),
        ] as [(SizeClassTraits, String, String?, String)])
    func stackView(_ traits: SizeClassTraits, axis: String, distribution: String?, spacing: String) throws {
        let loaded = Self.load(traits)
        #expect(loaded.diagnostics.isEmpty, "\(loaded.diagnostics)")
        let stack = try Self.view("Stk-Sv-005", loaded)
        #expect(stack.otherState["axis"]?.text == axis)
        #expect(stack.otherState["distribution"]?.text == distribution)
        #expect(stack.otherState["spacing"]?.text == spacing)
    }

    @Test(
        "a constraint's constant: the most specific applicable variation wins",
        arguments: [
            (portrait, 40.0, 16.0), (landscape, 12, 16), (largeLandscape, 0, 36), (SizeClassTraits.pad, 40, 36),
            (SizeClassTraits.unspecified, 40, 16),
        ] as [(SizeClassTraits, Double, Double)])
    func constraintConstant(_ traits: SizeClassTraits, top: Double, leading: Double) throws {
        let loaded = Self.load(traits)
        #expect(try Self.constant("Stk-Cn-010", loaded) == top)
        #expect(try Self.constant("Stk-Cn-011", loaded) == leading)
    }

    @Test("a label's font varies by width class")
    func fontVariation() throws {
        let font = { (traits: SizeClassTraits) throws -> [String: String]? in
            guard
                case .element(_, let attributes)? = try Self.view("Stk-Tt-004", Self.load(traits)).otherState[
                    "fontDescription"]
            else { return nil }
            return attributes
        }
        #expect(try font(Self.portrait)?["pointSize"] == "17")
        #expect(try font(Self.portrait)?["type"] == "system")
        #expect(try font(Self.largeLandscape)?["pointSize"] == "28")
        #expect(try font(.pad)?["type"] == "boldSystem")
    }

    @Test("a Mac Catalyst variation (userInterfaceIdiom=mac) applies to the mac idiom only")
    func idiomVariation() throws {
        let root = { (traits: SizeClassTraits) throws -> [String] in
            try Self.view("Stk-Rv-003", Self.load(traits)).subviews.compactMap(\.documentID)
        }
        #expect(try root(Self.portrait) == ["Stk-Tt-004", "Stk-Sv-005", "Stk-Tb-008"])
        let mac = SizeClassTraits(widthClass: .regular, heightClass: .regular, idiom: "mac")
        #expect(try root(mac) == ["Stk-Tt-004", "Stk-Sv-005"])
    }

    @Test("the storyboard's own device, an iPhone 15 in portrait, is wC hR")
    func designDevice() throws {
        let loaded = Self.load()
        #expect(loaded.traits == Self.portrait)
        #expect(try Self.view("Stk-Sv-005", loaded).otherState["spacing"]?.text == "4")
    }
}
