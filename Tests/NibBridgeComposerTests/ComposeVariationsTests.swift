import NibBridgeComposer
import NibBridgeDocument
import NibBridgeLoader
import Testing

/// Composition keeps every size-class variation: the composed document is compiled once by ibtool and used on
/// every device, so the placeholder's variations and the inlined nib's (ids remapped) must all survive, and the
/// composed document must load, for any traits, into the live objects runtime bridging gives for them.
///
/// The fixture: an iPhone storyboard with a placeholder of a nib designed on an iPad (`BadgeView`, its root of
/// the class: the placeholder's own `default` and `widthClass=regular` variations meet the nib root's), and a
/// placeholder of a File's Owner nib (`CardView`, its content view uninstalling a subtitle in compact height).
struct ComposeVariationsTests {
    static let root = Fixtures.path("Compose/Variations")
    static let storyboard = root + "/Main.storyboard"

    static let traitSets: [SizeClassTraits?] = [
        nil, .unspecified, .phone(landscape: false, regularWidthInLandscape: false),
        .phone(landscape: true, regularWidthInLandscape: false), .phone(landscape: true, regularWidthInLandscape: true),
        .pad,
    ]

    static func composed() throws -> IBDocument {
        let result = Composer(index: ProjectIndex(root: root)).compose(try IBDocument(contentsOfFile: storyboard))
        #expect(result.replacedCount == 2)
        #expect(!result.diagnostics.contains { $0.severity == .error }, "\(result.diagnostics)")
        // Read back from its bytes, as the app's build would read the composed file.
        return try IBDocument(bytes: result.document.serialized(), path: storyboard)
    }

    @Test("for every trait set, the composed document loads into the live tree runtime bridging gives")
    func contract() throws {
        let composed = CompiledNib(document: try Self.composed())
        for traits in Self.traitSets {
            let loader = ConventionLoad.loader(root: Self.root, cache: NibCache())
            let runtime = loader.load(path: Self.storyboard, traits: traits)
            let load = loader.instantiate(
                composed, scene: nil, owner: nil, collector: DiagnosticCollector(), traits: traits)
            #expect(
                runtime.diagnostics.isEmpty && load.diagnostics.isEmpty, "\(runtime.diagnostics + load.diagnostics)")
            #expect(runtime.traits == load.traits)
            let original = Equivalence.normalized(LiveTree(loaded: runtime))
            let inlined = Equivalence.normalized(LiveTree(loaded: load))
            #expect(
                original == inlined,
                "\(traits?.key ?? "design device"): live trees differ\n--- runtime bridging\n\(original.renderedText())\n--- composed\n\(inlined.renderedText())"
            )
        }
    }

    @Test("the trait sets give different trees, so the contract compares something")
    func traitsMatter() throws {
        let loader = ConventionLoad.loader(root: Self.root, cache: NibCache())
        let trees = Set(
            Self.traitSets.map {
                Equivalence.normalized(LiveTree(loaded: loader.load(path: Self.storyboard, traits: $0)))
            })
        // The iPhone in portrait (the storyboard's device) and unspecified traits, the two landscape phones (the
        // regular-width variations are all inside the badge, not installed in compact height), the iPad.
        #expect(trees.count == 3)
    }

    @Test("the placeholder's variations merge into the nib root's: one variation per key, both masks' references")
    func mergedVariations() throws {
        let document = try Self.composed()
        let badge = try #require(document.object(withID: "Mbr-Bg-004")?.asView)
        let keys = badge.variations.map(\.key)
        #expect(keys.sorted() == ["default", "widthClass=regular"])
        let base = try #require(badge.variations.first { $0.key == "default" })
        #expect(base.excluded["constraints"]?.contains("Mbr-Cn-019") == true)
        #expect(base.excluded["subviews"]?.count == 1)  // The nib's detail label, id remapped.
        let regular = try #require(badge.variations.first { $0.key == "widthClass=regular" })
        #expect(regular.included["constraints"]?.count == 3)
        #expect(IBReferences.validate(document).isEmpty, "\(IBReferences.validate(document))")
    }

    @Test("every variation of the inputs is in the composed document")
    func everyVariationSurvives() throws {
        let document = try Self.composed()
        let composed = document.tree.descendantElements(of: document.rootElement).filter {
            document.tree.nameEquals($0, "variation")
        }
        let original = try ["Main.storyboard", "BadgeView.xib", "CardView.xib"].map { name in
            let input = try IBDocument(contentsOfFile: Self.root + "/" + name)
            return input.tree.descendantElements(of: input.rootElement).filter {
                input.tree.nameEquals($0, "variation")
            }
            .count
        }
        // The placeholder's two view variations merge into the nib root's two; every other one is carried over.
        #expect(composed.count == original.reduce(0, +) - 2)
    }
}
