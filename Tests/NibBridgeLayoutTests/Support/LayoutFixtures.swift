import Foundation
import NibBridgeDocument
import NibBridgeLayout
import NibBridgeLoader
import Testing

/// The fixtures of these tests: documents in the shape Xcode writes them, copied into the test bundle.
enum LayoutFixtures {
    static let root: String = Bundle.module.resourceURL!.appendingPathComponent("Fixtures").path

    /// A fixture's path.
    static func path(_ file: String) -> String { root + "/" + file }

    /// Loads a fixture without bridging, unknown classes assumed to exist.
    static func load(_ file: String) -> LoadedNib {
        let loader = NibLoader(
            registry: ClassRegistry(unknownClassPolicy: .assumeExists), locator: ProjectNibLocator(root: root))
        return loader.load(path: path(file))
    }

    /// The ids of a fixture's views that frame reproduction with these rules does not reproduce, sorted (the
    /// fixtures' project measured as a whole, as the benchmark measures a project).
    static func mismatchedIDs(in file: String, rules: LayoutRules) -> [String] {
        FrameReproduction.measure(project: root, rules: rules).mismatches
            .filter { $0.document == file }.map(\.id).sorted()
    }

    /// The safe-area insets Interface Builder simulated for the root view with an id of a fixture, as frame
    /// reproduction lays it out (``FrameReproduction/simulatedSafeAreaInsets(of:cache:)``).
    static func simulatedInsets(in file: String, root id: String) throws -> LayoutInsets? {
        let loaded = load(file)
        let root = try #require(loaded.objectsByID[id] as? LiveView, "no view \(id) in \(file)")
        return FrameReproduction.simulatedSafeAreaInsets(of: root)
    }

    /// The 1-based line and column of the element with an id.
    static func position(ofID id: String, in file: String) throws -> (line: Int, column: Int) {
        let text = try String(contentsOfFile: path(file), encoding: .utf8)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let index = try #require(lines.firstIndex { $0.contains("id=\"\(id)\"") }, "no id \(id) in \(file)")
        let column = lines[index].prefix { $0 == " " }.count + 1
        return (index + 1, column)
    }
}

/// A fixture's tree laid out.
struct LaidOut {
    let loaded: LoadedNib
    let result: LayoutResult

    /// Lays out the view with an id (a top-level view or a controller's view) of a fixture.
    init(
        _ file: String, root id: String, size: LayoutSize? = nil, safeAreaInsets: LayoutInsets? = nil,
        engine: LayoutEngine = LayoutEngine()
    ) throws {
        loaded = LayoutFixtures.load(file)
        let root = try #require(loaded.objectsByID[id] as? LiveView, "no view \(id) in \(file)")
        result = engine.layout(root, size: size, safeAreaInsets: safeAreaInsets)
    }

    /// The computed frame of the view with an id.
    func frame(_ id: String) -> IBRect? {
        (loaded.objectsByID[id] as? LiveView).flatMap { result.frame(of: $0) }
    }

    /// The stored frame of the view with an id.
    func stored(_ id: String) -> IBRect? { (loaded.objectsByID[id] as? LiveView)?.frame }
}

/// Whether a frame is the expected one within a hundredth of a point.
func close(_ frame: IBRect?, _ x: Double, _ y: Double, _ width: Double, _ height: Double) -> Bool {
    guard let frame else { return false }
    return abs(frame.x - x) < 0.01 && abs(frame.y - y) < 0.01 && abs(frame.width - width) < 0.01
        && abs(frame.height - height) < 0.01
}

/// Intrinsic sizes given per view id, for tests that need sizes other than the stored frames.
struct FixedIntrinsicSizes: IntrinsicContentSizing {
    var sizes: [String: LayoutSize]

    func intrinsicContentSize(of view: LiveView, widthLimit: Double?) -> LayoutSize? {
        view.documentID.flatMap { sizes[$0] }
    }
}
