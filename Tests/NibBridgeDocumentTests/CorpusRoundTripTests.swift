import Foundation
import NibBridgeDocument
import NibBridgeTestSupport
import Testing

/// Any corpus of real documents: every one reads and writes back byte for byte, and the typed model
/// agrees with what the XML says. A document the reader refuses with a located error (a legacy archive)
/// is counted and checked by ``UnreadableDocuments``, not read.
@Suite(.enabled(if: Corpus.isAvailable, Corpus.skipMessage))
struct CorpusRoundTripTests {
    @Test func everyCorpusDocumentWritesBackByteIdentical() throws {
        let paths = Corpus.documentPaths
        try #require(!paths.isEmpty, "no document below \(Corpus.root)")
        var identical = 0
        var failures: [String] = []
        var unreadable = UnreadableDocuments()
        for path in paths {
            let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: path)))
            guard let document = unreadable.read(path, { try IBDocument(bytes: bytes, path: $0) }) else { continue }
            if document.serialized() == bytes {
                identical += 1
            } else {
                failures.append("\(path): written bytes differ")
            }
        }
        let read = paths.count - unreadable.refused.count
        print("corpus round trip: \(identical) of \(read) documents read byte-identical")
        unreadable.report("corpus round trip")
        #expect(read > 0, "no document below \(Corpus.root) could be read")
        #expect(failures.isEmpty, "\(failures.prefix(5).joined(separator: "\n"))")
        #expect(identical == read)
    }

    /// Cross-checks the typed model against the raw tree on every document: references resolve to
    /// objects of the document (or, where the document names an id it lacks, the structure check reports
    /// that reference at its line), values parse, and every view and constraint element of the XML is found
    /// through the model (the counts are compared document by document, not with figures of one corpus).
    @Test func typedModelAgreesWithTheXML() throws {
        var problems: [String] = []
        var fractionMultipliers: [String] = []
        var totals = (
            views: 0, constraints: 0, ratios: 0, connections: 0, scenes: 0, variations: 0, reportedDangling: 0
        )
        var unreadable = UnreadableDocuments()
        for path in Corpus.documentPaths {
            guard let document = unreadable.read(path, { try IBDocument(contentsOfFile: $0) }) else { continue }
            let tree = document.tree
            let name = (path as NSString).lastPathComponent
            func problem(_ text: String) { problems.append("\(name): \(text)") }
            let dangling = Corpus.hasDuplicateIDs(document)
            let reported = Corpus.reportedDanglingReferences(document)
            totals.reportedDangling += reported.count
            func resolves(_ id: String?) -> Bool {
                dangling || id.map { document.element(withID: $0) != nil || reported.contains($0) } ?? false
            }

            let header = document.header
            if !header.type.hasPrefix("com.apple.InterfaceBuilder") { problem("header type \(header.type)") }
            let runtime = header.targetRuntime ?? ""
            let expectedPlatform: IBPlatform? =
                runtime == "iOS.CocoaTouch"
                ? .cocoaTouch
                : runtime == "MacOSX.Cocoa"
                    ? .cocoa
                    : runtime == "AppleTV" ? .appleTV : nil
            if let expectedPlatform, document.platform != expectedPlatform { problem("platform \(document.platform)") }
            if (document.kind == .storyboard) != path.hasSuffix(".storyboard") { problem("kind \(document.kind)") }

            // Every element with an id is found by it.
            let elements = tree.descendantElements(of: document.rootElement)
            for element in elements {
                guard let id = tree.attribute("id", of: element) else { continue }
                if document.element(withID: id) == nil { problem("id \(id) is not found") }
            }

            if document.kind == .storyboard {
                for scene in document.scenes {
                    totals.scenes += 1
                    if scene.sceneID == nil { problem("a scene without sceneID") }
                    if scene.mainObject == nil { problem("scene \(scene.sceneID ?? "?") has no main object") }
                }
                if let initial = header.initialViewController, !resolves(initial) {
                    problem("initial view controller \(initial) does not resolve")
                }
            } else if document.topLevelObjects.isEmpty {
                problem("no top-level objects")
            }

            let views = document.allViews
            let viewElements = Set(views.map(\.node))
            for view in views {
                totals.views += 1
                if view.id == nil { problem("a view without id") }
                if let rect = tree.firstElement(of: view.node, named: "rect", key: "frame") {
                    let numbers = ["x", "y", "width", "height"].map {
                        tree.attribute($0, of: rect).flatMap(Double.init)
                    }
                    if numbers.contains(nil) { problem("frame of \(view.id ?? "?") does not parse") }
                    if view.frame == nil { problem("frame of \(view.id ?? "?") is missing from the model") }
                }
                if view.subviews.contains(where: { !viewElements.contains($0.node) }) {
                    problem("a subview of \(view.id ?? "?") is not among allViews")
                }
                for constraint in view.constraints {
                    totals.constraints += 1
                    if constraint.ownerID != view.id { problem("constraint \(constraint.id ?? "?") owner") }
                    if !resolves(constraint.firstItem) { problem("constraint \(constraint.id ?? "?") first item") }
                    if constraint.secondAttribute != nil && !resolves(constraint.secondItem) {
                        problem("constraint \(constraint.id ?? "?") second item \(constraint.secondItem ?? "nil")")
                    }
                    if let raw = tree.attribute("multiplier", of: constraint.node) {
                        // Xcode writes what was typed: a number, a ratio "3:4" (spaces kept: "3: 2"), or a fraction "1/3".
                        let parts = raw.split(whereSeparator: { $0 == ":" || $0 == "/" }).map {
                            Double($0.trimmingCharacters(in: .whitespaces))
                        }
                        if parts.isEmpty || parts.count > 2 || parts.contains(nil) {
                            problem("constraint \(constraint.id ?? "?") multiplier \(raw)")
                        } else if parts.count == 2 {
                            totals.ratios += 1
                            if constraint.multiplier != parts[0]! / parts[1]! {
                                let note =
                                    "\(name): constraint \(constraint.id ?? "?") multiplier \(raw) read as \(constraint.multiplier)"
                                if raw.contains("/") { fractionMultipliers.append(note) } else { problems.append(note) }
                            }
                        } else if constraint.multiplier != parts[0]! {
                            problem("multiplier \(raw)")
                        }
                    }
                    if constraint.priority < 1 || constraint.priority > 1000 {
                        problem("priority \(constraint.priority)")
                    }
                }
                for variation in view.variations {
                    totals.variations += 1
                    for id in Array(variation.included.values.joined()) + Array(variation.excluded.values.joined())
                    where !resolves(id) {
                        problem("variation \(variation.key) reference \(id)")
                    }
                }
            }

            // Every element Xcode puts in a <subviews> list is a view of the model, and every <constraint> of
            // a <constraints> list is held by one of the model's views.
            var modelConstraints = 0
            for view in views { modelConstraints += view.constraints.count }
            var xmlConstraints = 0
            for container in elements {
                if tree.nameEquals(container, "subviews") {
                    for child in tree.elements(of: container) where !viewElements.contains(child) {
                        problem("subview element <\(tree.name(of: child))> is not a view of the model")
                    }
                } else if tree.nameEquals(container, "constraints") {
                    xmlConstraints += tree.elements(of: container, named: "constraint").count
                }
            }
            if modelConstraints != xmlConstraints {
                problem("\(xmlConstraints) constraint elements, \(modelConstraints) through the model's views")
            }

            // Connections: every element under <connections> belongs to its owner, and outlets, actions
            // and segues lead to an object of the document.
            for container in elements where tree.nameEquals(container, "connections") {
                guard let owner = tree.parent(of: container) else { continue }
                let object = IBObject(document: document, node: owner)
                if object.connections.count != tree.elements(of: container).count { problem("connections count") }
                for connection in object.connections {
                    totals.connections += 1
                    if connection.sourceID != object.id { problem("connection \(connection.id ?? "?") source") }
                    let target = connection.destination ?? tree.attribute("target", of: connection.node)
                    if connection.kind != .other && !resolves(target) {
                        problem("\(connection.kind) \(connection.id ?? "?") destination \(target ?? "nil")")
                    }
                }
            }
            _ = DocumentHierarchy(document: document).renderedText()
        }
        print("corpus model: \(totals)")
        unreadable.report("corpus model")
        #expect(problems.isEmpty, "\(problems.count) problems, first: \(problems.prefix(10).joined(separator: "\n"))")
        #expect(fractionMultipliers.isEmpty, "\(fractionMultipliers.joined(separator: "\n"))")
    }
}
