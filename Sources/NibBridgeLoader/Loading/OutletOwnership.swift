import NibBridgeDocument

/// Decides which outlets of one load are strong references, as Apple's guidance declares outlets.
///
/// - "Outlets to top level objects should be strong references to demonstrate ownership and prevent
///   deallocation" (`NSNib.instantiate(withOwner:topLevelObjects:)`): an outlet to one of the nib's top-level
///   objects (a child of the document's, or a storyboard scene's, `<objects>`) is strong.
/// - Every other outlet is weak (Apple's Outlet article declares them `@property (weak) IBOutlet`): the view
///   hierarchy owns subviews, so an outlet to one only refers to it.
/// - Delegates and data sources are weak (`UITableView.delegate`, `NSWindow.delegate`, `NSMenu.delegate`),
///   and so are outlets to the nib's proxies (File's Owner, First Responder): a nib's objects do not own the
///   object that loads them.
/// - A top-level object does not own what holds it, nor what it reaches through its own strong outlets: an
///   outlet from inside a top-level object back to it (a button's outlet to its window), or one that would
///   close a loop of strong outlets between top-level objects (two controllers that refer to each other), is
///   weak, as an app declares it to avoid the cycle. The outlet made first, in decoding order, is the strong
///   one.
///
/// The model's strong references between top-level objects therefore never form a cycle, so a load's objects
/// are freed once nothing outside holds them, as in an app (LeakSanitizer checks it while fuzzing).
struct OutletOwnership {
    private let nib: CompiledNib
    /// Strong outlets made so far, between top-level objects (by element index): source to destinations.
    private var edges: [Int: Set<Int>] = [:]

    init(nib: CompiledNib) { self.nib = nib }

    /// Whether the outlet `property` from the element at `source` to the element at `destination` is strong;
    /// records it when it is.
    mutating func holdsStrongly(outletFrom source: Int, to destination: Int, property: String) -> Bool {
        guard isTopLevel(destination), !NibDecoder.isProxy(nib[destination]), !Self.isDelegate(property) else {
            return false
        }
        // File's Owner is outside the load: its outlets cannot close a cycle among the nib's objects.
        if NibDecoder.isProxy(nib[source]), isTopLevel(source) { return true }
        let from = topLevelAncestor(of: source)
        guard from != destination, !reaches(from: destination, to: from) else { return false }
        edges[from, default: []].insert(destination)
        return true
    }

    /// Records a strong reference between the top-level objects holding two elements (an outlet collection,
    /// which holds its objects strongly).
    mutating func recordStrongReference(from source: Int, to destination: Int) {
        guard !(NibDecoder.isProxy(nib[source]) && isTopLevel(source)) else { return }
        let from = topLevelAncestor(of: source)
        let to = topLevelAncestor(of: destination)
        if from != to { edges[from, default: []].insert(to) }
    }

    /// Whether an outlet property is a delegate or a data source: `delegate` and `dataSource` as UIKit and
    /// AppKit name them, or a custom one named like them (`pickerDelegate`, `itemsDataSource`), which Cocoa's
    /// conventions declare weak for the same reason: the delegate usually owns what refers to it.
    static func isDelegate(_ property: String) -> Bool {
        property == "delegate" || property == "dataSource" || property.hasSuffix("Delegate")
            || property.hasSuffix("DataSource")
    }

    /// Whether an element is a child of the document's, or a storyboard scene's, `<objects>` (an `<objects>`
    /// anywhere else, as a damaged document may hold inside a view, makes nothing top-level: its objects
    /// are held by the view they sit in).
    func isTopLevel(_ index: Int) -> Bool {
        let parent = nib[index].parent
        guard parent >= 0, nib[parent].name == "objects" else { return false }
        let container = nib[parent].parent
        return container == 0 || (container > 0 && nib[container].name == "scene")
    }

    /// The top-level element holding an element (itself when it is one).
    private func topLevelAncestor(of index: Int) -> Int {
        var current = index
        while nib[current].parent >= 0, !isTopLevel(current) { current = nib[current].parent }
        return current
    }

    /// Whether strong outlets recorded so far lead from one top-level element to another.
    private func reaches(from start: Int, to goal: Int) -> Bool {
        var stack = [start]
        var seen: Set<Int> = [start]
        while let current = stack.popLast() {
            if current == goal { return true }
            for next in edges[current, default: []] where seen.insert(next).inserted { stack.append(next) }
        }
        return false
    }
}
