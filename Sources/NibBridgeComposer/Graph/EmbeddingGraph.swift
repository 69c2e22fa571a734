public import NibBridgeDocument
import NibBridgeLoader

/// Which documents embed which nibs: the graph `nibbridge graph` draws.
public struct EmbeddingGraph: Sendable, Hashable {
    /// One document embedding one nib, through placeholders of a class.
    public struct Edge: Sendable, Hashable {
        /// The embedding document, relative to the project root.
        public var from: String
        /// The embedded nib, relative to the project root.
        public var to: String
        /// The bridged class.
        public var className: String
        /// How many placeholders of the class the document holds.
        public var count: Int
        /// Whether the edge lies on an embedding cycle.
        public var inCycle: Bool
    }

    /// The documents, relative to their project roots, sorted.
    public var nodes: [String]
    /// The edges, sorted.
    public var edges: [Edge]

    /// Builds the graph of every document under some paths.
    public static func build(paths: [String], root: String?, selection: BridgeSelection) -> (
        graph: EmbeddingGraph, diagnostics: [Diagnostic]
    ) {
        let (jobs, missing) = ComposeRun.jobs(
            for: ComposeRun.Request(paths: paths, output: "", root: root, selection: selection))
        let results = ParallelMap.map(jobs) { job -> Result<[Edge], Diagnostic> in
            do throws(Diagnostic) {
                let document = try IBDocument(contentsOfFile: job.path)
                var counts: [String: Int] = [:]
                for placeholder in job.index.placeholders(in: document) {
                    counts[placeholder.object.customClass ?? "", default: 0] += 1
                }
                let from = job.index.relativePath(job.path)
                return .success(
                    counts.compactMap { className, count in
                        job.index.nibPath(forClass: className).map {
                            Edge(
                                from: from, to: job.index.relativePath($0), className: className, count: count,
                                inCycle: false)
                        }
                    })
            } catch {
                return .failure(error)
            }
        }
        var edges: [Edge] = []
        var diagnostics = missing
        var nodes: Set<String> = []
        for (job, result) in zip(jobs, results) {
            nodes.insert(job.index.relativePath(job.path))
            switch result {
            case .success(let found): edges += found
            case .failure(let error): diagnostics.append(error)
            }
        }
        var graph = EmbeddingGraph(nodes: nodes.sorted(), edges: edges.sorted { ($0.from, $0.to) < ($1.from, $1.to) })
        graph.markCycles()
        return (graph, diagnostics)
    }

    /// Marks the edges whose target can reach their source again.
    mutating func markCycles() {
        var adjacency: [String: Set<String>] = [:]
        for edge in edges { adjacency[edge.from, default: []].insert(edge.to) }
        func reaches(_ start: String, _ goal: String) -> Bool {
            var stack = [start]
            var seen: Set<String> = [start]
            while let node = stack.popLast() {
                if node == goal { return true }
                for next in adjacency[node] ?? [] where seen.insert(next).inserted { stack.append(next) }
            }
            return false
        }
        for index in edges.indices { edges[index].inCycle = reaches(edges[index].to, edges[index].from) }
    }

    /// Whether any edge is on a cycle.
    public var hasCycles: Bool { edges.contains(where: \.inCycle) }
}
