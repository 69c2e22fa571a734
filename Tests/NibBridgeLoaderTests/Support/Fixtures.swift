import Foundation
import NibBridge
import NibBridgeDocument
import NibBridgeLoader
import Testing

/// The fixtures of these tests: one folder per scenario (a project the loader searches for nibs), written
/// in the shape Xcode writes documents and copied into the test bundle.
enum Fixtures {
    static let root: String = Bundle.module.resourceURL!.appendingPathComponent("Fixtures").path

    /// `Fixtures/` in the source tree, where recorded golden files are written.
    static let sourceRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures")

    /// A scenario's folder.
    static func folder(_ scenario: String) -> String { root + "/" + scenario }

    /// A document of a scenario.
    static func path(_ scenario: String, _ file: String) -> String { folder(scenario) + "/" + file }

    /// The 1-based line of the element with an id, to check where diagnostics point.
    static func line(ofID id: String, in scenario: String, _ file: String) throws -> Int {
        let text = try String(contentsOfFile: path(scenario, file), encoding: .utf8)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let index = try #require(lines.firstIndex { $0.contains("id=\"\(id)\"") }, "no id \(id) in \(file)")
        return index + 1
    }

    /// A loader for a scenario folder with a registry of the test's classes and a fresh cache.
    static func loader(_ scenario: String, registry: ClassRegistry, cache: NibCache = NibCache()) -> NibLoader {
        NibLoader(registry: registry, locator: ProjectNibLocator(root: folder(scenario)), cache: cache)
    }

    /// A loader that bridges every class with a same-named nib in the scenario folder, as `nibbridge load`.
    static func conventionLoader(_ scenario: String, cache: NibCache = NibCache()) -> NibLoader {
        ConventionLoad.loader(root: folder(scenario), cache: cache)
    }

    /// A registry with the given classes registered under their names, unknown classes warned about.
    static func registry(_ classes: [String: LiveObject.Type]) -> ClassRegistry {
        let registry = ClassRegistry()
        for (name, type) in classes { registry.register(type, as: name) }
        return registry
    }
}

extension LoadedNib {
    /// Every object reachable from the top-level objects: controllers' views and keyed objects, subviews.
    var allObjects: [LiveObject] { LiveWalk.objects(from: topLevelObjects) }

    /// Every view reachable from the top-level objects.
    var allViews: [LiveView] { allObjects.compactMap { $0 as? LiveView } }

    /// The view decoded from the element with an id in the loaded document, or the view that replaced it.
    func view(_ id: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> LiveView {
        let object = try #require(objectsByID[id], "no object with id \(id)", sourceLocation: sourceLocation)
        return try #require(object as? LiveView, "\(id) is not a view", sourceLocation: sourceLocation)
    }

    /// The constraint decoded from the element with an id in the loaded document (or its recreation).
    func constraint(_ id: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> LiveConstraint {
        let object = try #require(objectsByID[id], "no object with id \(id)", sourceLocation: sourceLocation)
        return try #require(object as? LiveConstraint, "\(id) is not a constraint", sourceLocation: sourceLocation)
    }

    /// The diagnostics of a rule.
    func diagnostics(rule: String) -> [Diagnostic] { diagnostics.filter { $0.rule == rule } }

    /// The diagnostics rendered one a line, for failure messages.
    var diagnosticText: String { diagnostics.map(\.description).joined(separator: "\n") }
}

/// Walks live object graphs.
enum LiveWalk {
    /// Every object reachable through controllers' views and keyed objects and views' subviews, once each.
    static func objects(from roots: [LiveObject]) -> [LiveObject] {
        var seen: Set<ObjectIdentifier> = []
        var result: [LiveObject] = []
        func visit(_ object: LiveObject) {
            guard seen.insert(ObjectIdentifier(object)).inserted else { return }
            result.append(object)
            if let controller = object as? LiveViewController {
                if let view = controller.view { visit(view) }
                for key in controller.keyedObjects.keys.sorted() { visit(controller.keyedObjects[key]!) }
            }
            if let view = object as? LiveView { view.subviews.forEach(visit) }
        }
        roots.forEach(visit)
        return result
    }

    /// Every reference an object holds: superview, subviews, constraint items and owners, outlets, outlet
    /// collections, action targets, gesture recognizers; with a description of where it is held.
    static func references(of object: LiveObject) -> [(String, AnyObject)] {
        var result: [(String, AnyObject)] = []
        let name = object.documentID ?? object.className
        for (property, destination) in object.outlets { result.append(("\(name).outlet \(property)", destination)) }
        for (property, list) in object.outletCollections {
            for destination in list { result.append(("\(name).collection \(property)", destination)) }
        }
        for action in object.actions {
            if let target = action.target { result.append(("\(name).action \(action.selector)", target)) }
        }
        if let controller = object as? LiveViewController, let view = controller.view {
            result.append(("\(name).view", view))
        }
        if let view = object as? LiveView {
            if let superview = view.superview { result.append(("\(name).superview", superview)) }
            for subview in view.subviews { result.append(("\(name).subview", subview)) }
            for recognizer in view.gestureRecognizers { result.append(("\(name).gestureRecognizer", recognizer)) }
            for constraint in view.constraints {
                let label = "\(name).constraint \(constraint.documentID ?? constraint.identifier ?? "?")"
                if let first = constraint.firstItem { result.append((label + ".firstItem", first)) }
                if let second = constraint.secondItem { result.append((label + ".secondItem", second)) }
                if let owner = constraint.owner { result.append((label + ".owner", owner)) }
                result += references(of: constraint).map { ("\(label) \($0.0)", $0.1) }
            }
        }
        return result
    }
}
