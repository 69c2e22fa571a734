import NibBridgeComposer
import NibBridgeDocument
import Testing

/// `nibbridge graph` over a project with a cycle: the storyboard embeds PingView twice and LeafView once,
/// PingView's nib embeds PongView, and PongView's nib embeds PingView twice (the cycle) and LeafView.
/// Edges carry the class and, past one, the placeholder count; edges on the cycle are red and thick.
struct GraphRenderingTests {
    static let project = Fixtures.path("Graph/Loop")

    static let dot = """
        digraph nibbridge {
            rankdir=LR;
            node [shape=box, fontname="Helvetica"];
            "Base.lproj/Main.storyboard";
            "Views/LeafView.xib";
            "Views/PingView.xib";
            "Views/PongView.xib";
            "Base.lproj/Main.storyboard" -> "Views/LeafView.xib" [label="LeafView"];
            "Base.lproj/Main.storyboard" -> "Views/PingView.xib" [label="PingView ×2"];
            "Views/PingView.xib" -> "Views/PongView.xib" [label="PongView", color=red, fontcolor=red, style=bold];
            "Views/PongView.xib" -> "Views/LeafView.xib" [label="LeafView"];
            "Views/PongView.xib" -> "Views/PingView.xib" [label="PingView ×2", color=red, fontcolor=red, style=bold];
        }
        """

    static let mermaid = """
        flowchart LR
            n0["Base.lproj/Main.storyboard"]
            n1["Views/LeafView.xib"]
            n2["Views/PingView.xib"]
            n3["Views/PongView.xib"]
            n0-->|LeafView|n1
            n0-->|PingView ×2|n2
            n2==>|PongView|n3
            n3-->|LeafView|n1
            n3==>|PingView ×2|n2
            linkStyle 2,4 stroke:red,stroke-width:3px
        """

    func build() -> (graph: EmbeddingGraph, diagnostics: [Diagnostic]) {
        EmbeddingGraph.build(paths: [Self.project], root: nil, selection: BridgeSelection())
    }

    @Test func edgesCountPlaceholdersAndMarkTheCycle() {
        let (graph, diagnostics) = build()
        #expect(diagnostics.isEmpty)
        #expect(graph.hasCycles)
        #expect(
            graph.nodes == [
                "Base.lproj/Main.storyboard", "Views/LeafView.xib", "Views/PingView.xib", "Views/PongView.xib",
            ])
        #expect(
            graph.edges.map { "\($0.from) -> \($0.to) \($0.className) ×\($0.count)\($0.inCycle ? " cycle" : "")" } == [
                "Base.lproj/Main.storyboard -> Views/LeafView.xib LeafView ×1",
                "Base.lproj/Main.storyboard -> Views/PingView.xib PingView ×2",
                "Views/PingView.xib -> Views/PongView.xib PongView ×1 cycle",
                "Views/PongView.xib -> Views/LeafView.xib LeafView ×1",
                "Views/PongView.xib -> Views/PingView.xib PingView ×2 cycle",
            ])
    }

    @Test func dotIsExact() {
        #expect(build().graph.dot() == Self.dot)
    }

    @Test func mermaidIsExact() {
        #expect(build().graph.mermaid() == Self.mermaid)
    }

    @Test func sameGraphEveryRun() {
        let first = build().graph
        for _ in 0..<10 { #expect(build().graph == first) }
    }

    @Test func excludingAClassOnTheCycleBreaksIt() {
        let (graph, _) = EmbeddingGraph.build(
            paths: [Self.project], root: nil, selection: BridgeSelection(exclude: ["PongView"]))
        #expect(!graph.hasCycles)
        #expect(
            graph.edges.map { "\($0.from) -> \($0.to)" } == [
                "Base.lproj/Main.storyboard -> Views/LeafView.xib",
                "Base.lproj/Main.storyboard -> Views/PingView.xib",
                "Views/PongView.xib -> Views/LeafView.xib",
                "Views/PongView.xib -> Views/PingView.xib",
            ])
    }

    @Test func commandPrintsTheSameText() throws {
        let dot = try CLI.run(["graph", Self.project])
        #expect(dot.status == 0, "\(dot.standardError)")
        #expect(dot.standardOutput == Self.dot + "\n")
        let mermaid = try CLI.run(["graph", Self.project, "--format", "mermaid"])
        #expect(mermaid.status == 0)
        #expect(mermaid.standardOutput == Self.mermaid + "\n")
        #expect(mermaid.standardError.isEmpty)
    }
}
