import NibBridgeDocument
import NibBridgeLayout
import NibBridgeLoader
import Testing

/// Layout follows the size-class variations the loader applied: the tree it lays out is the one loaded for
/// the traits. The storyboard is designed on an iPhone 15 in portrait (its stored frames are that layout);
/// in compact height its stack view turns horizontal and fills equally, with the base spacing, and the
/// title's top constraint takes its compact-height constant.
struct VariationsLayoutTests {
    static func laidOut(_ traits: SizeClassTraits?, size: LayoutSize?, insets: LayoutInsets?) throws -> (
        LoadedNib, LayoutResult
    ) {
        let loader = NibLoader(
            registry: ClassRegistry(unknownClassPolicy: .assumeExists),
            locator: ProjectNibLocator(root: LayoutFixtures.root))
        let loaded = loader.load(path: LayoutFixtures.path("Variations.storyboard"), traits: traits)
        let root = try #require(loaded.objectsByID["Stk-Rv-003"] as? LiveView)
        return (loaded, LayoutEngine().layout(root, size: size, safeAreaInsets: insets))
    }

    static func frame(_ id: String, _ laid: (LoadedNib, LayoutResult)) -> IBRect? {
        (laid.0.objectsByID[id] as? LiveView).flatMap { laid.1.frame(of: $0) }
    }

    @Test("for the document's own device the stored frames come out again (spacing 4 in wC hR)")
    func designDevice() throws {
        let laid = try Self.laidOut(nil, size: nil, insets: nil)
        #expect(laid.1.diagnostics.isEmpty, "\(laid.1.diagnostics)")
        for id in ["Stk-Tt-004", "Stk-Sv-005", "Stk-Pl-006", "Stk-Nx-007", "Stk-Tb-008"] {
            let stored = (laid.0.objectsByID[id] as? LiveView)?.frame
            let computed = Self.frame(id, laid)
            #expect(
                computed.map { close($0, stored!.x, stored!.y, stored!.width, stored!.height) } == true,
                "\(id): \(String(describing: computed)) vs \(String(describing: stored))")
        }
    }

    @Test("in landscape (wC hC) the stack is horizontal, filled equally, and the title sits 12 below the top")
    func landscape() throws {
        let insets = LayoutInsets(top: 0, left: 59, bottom: 21, right: 59)
        let laid = try Self.laidOut(
            .phone(landscape: true, regularWidthInLandscape: false), size: LayoutSize(width: 852, height: 393),
            insets: insets)
        #expect(laid.1.diagnostics.isEmpty, "\(laid.1.diagnostics)")
        let width = 852.0 - 2 * 59 - 2 * 16
        #expect(close(Self.frame("Stk-Tt-004", laid), 75, 12, width, 20.333333333333329))
        let stackTop = 12 + 20.333333333333329 + 16
        #expect(close(Self.frame("Stk-Sv-005", laid), 75, stackTop, width, 50))
        let half = (width - 8) / 2
        #expect(close(Self.frame("Stk-Pl-006", laid), 0, 0, half, 50))
        #expect(close(Self.frame("Stk-Nx-007", laid), half + 8, 0, half, 50))
    }
}
