import NibBridgeLoader
import Testing

/// Found by checking every corpus load for survivors (``CorpusLoadLifetimeTests``), after fuzzing's
/// LeakSanitizer kept reporting loads as leaked: connections held every other end strongly, so a button
/// wired to its view controller, a table whose `delegate` is its controller, a text field bound through an
/// array controller, two fields in a `nextKeyView` loop and a button with an outlet to its window were each
/// a retain cycle, and such a load was never freed. The loader now holds connections as UIKit and AppKit
/// declare them (``LiveObject/outlets``, ``LiveAction/target``, ``LiveBinding/destination``): these tests
/// check both halves, that nothing outlives its owners and that owners keep what they own.
@Suite("Connections hold their other ends as UIKit and AppKit do")
struct LoadedConnectionLifetimeTests {
    /// A storyboard scene: a controller whose view holds a table (delegate and data source: the controller)
    /// and a button (action: the controller), plus a scene object with an outlet back to the controller.
    @Test("a scene wired to its controller is freed with the load")
    func sceneIsFreed() throws {
        weak var controller: LiveObject?
        weak var table: LiveObject?
        weak var button: LiveObject?
        weak var formatter: LiveObject?
        do {
            let loaded = Fixtures.conventionLoader("Lifetime").load(path: Fixtures.path("Lifetime", "Scene.storyboard"))
            #expect(loaded.diagnostics.isEmpty, "\(loaded.diagnosticText)")
            controller = loaded.objectsByID["Lf1-Vc-001"]
            table = loaded.objectsByID["Lf1-Tv-001"]
            button = loaded.objectsByID["Lf1-Bt-001"]
            formatter = loaded.objectsByID["Lf1-Ob-001"]
            // Every connection is made while the load's result is held.
            #expect(button?.actions.first?.target === controller)
            #expect(table?.outlets["delegate"] === controller && table?.outlets["dataSource"] === controller)
            #expect(controller?.outlets["formatter"] === formatter && controller?.outlets["composeButton"] === button)
            #expect(formatter?.outlets["controller"] === controller)
        }
        #expect(controller == nil && table == nil && button == nil && formatter == nil)
    }

    /// The scene's controller owns its scene, as the nib a storyboard compiles each scene's view into: its
    /// outlets to the scene's objects are strong, and theirs back to it are not.
    @Test("a scene's controller keeps the scene's objects its outlets name, and frees them with it")
    func sceneControllerOwnsSceneObjects() throws {
        weak var formatter: LiveObject?
        weak var view: LiveView?
        var controller: LiveViewController?
        do {
            let loaded = Fixtures.conventionLoader("Lifetime").load(path: Fixtures.path("Lifetime", "Scene.storyboard"))
            controller = loaded.objectsByID["Lf1-Vc-001"] as? LiveViewController
            formatter = loaded.objectsByID["Lf1-Ob-001"]
            view = controller?.view
        }
        #expect(formatter != nil && controller?.outlets["formatter"] === formatter, "kept by the controller's outlet")
        #expect(view != nil && view === controller?.view)
        #expect(formatter?.outlets["controller"] === controller)
        controller = nil
        #expect(formatter == nil && view == nil)
    }

    /// An AppKit xib loaded with an owner: "Outlets to top level objects should be strong references to
    /// demonstrate ownership and prevent deallocation" (`NSNib.instantiate(withOwner:topLevelObjects:)`), and
    /// "it is necessary to keep a strong reference to the objects or the array to prevent the nib contents
    /// from being deallocated": what the owner's outlets name stays, and what those objects' own outlets to
    /// top-level objects name, but no outlet back closes a cycle.
    @Test("File's Owner keeps the top-level objects its outlets name, and frees them with it")
    func ownerKeepsItsTopLevelObjects() throws {
        var owner: LiveObject? = LiveObject(className: "InspectorWindowController")
        weak var window: LiveObject?
        weak var field: LiveObject?
        weak var closeButton: LiveObject?
        weak var arrayController: LiveObject?
        weak var model: LiveObject?
        do {
            let loaded = Fixtures.conventionLoader("Lifetime").load(
                path: Fixtures.path("Lifetime", "Window.xib"), owner: owner)
            #expect(loaded.diagnostics.isEmpty, "\(loaded.diagnosticText)")
            window = loaded.objectsByID["Lf2-Wn-001"]
            field = loaded.objectsByID["Lf2-Tf-001"]
            closeButton = loaded.objectsByID["Lf2-Bt-001"]
            arrayController = loaded.objectsByID["Lf2-Ac-001"]
            model = loaded.objectsByID["Lf2-Ob-001"]
            #expect(field?.bindings.first?.destination === arrayController)
            #expect(field?.outlets["nextKeyView"] === closeButton && closeButton?.outlets["nextKeyView"] === field)
            #expect(closeButton?.actions.first?.target === window && closeButton?.outlets["hostWindow"] === window)
            #expect(window?.outlets["delegate"] === owner && field?.outlets["delegate"] === owner)
            #expect(arrayController?.outlets["inspector"] === model && model?.outlets["controller"] === arrayController)
        }
        #expect(window != nil && owner?.outlets["window"] === window, "the owner's outlet to the window is strong")
        #expect(arrayController != nil && owner?.outlets["arrayController"] === arrayController)
        #expect(field != nil && closeButton != nil, "kept by the window's content view")
        #expect(model != nil && arrayController?.outlets["inspector"] === model, "an outlet to a top-level object")
        #expect(model?.outlets["controller"] === arrayController, "weak: it would close a cycle")
        owner = nil
        #expect(window == nil && field == nil && closeButton == nil && arrayController == nil && model == nil)
    }

    /// Outlet collections are arrays and hold their objects, but not their way into a cycle: a subview's
    /// collection naming its superview, or two siblings naming each other, is held weakly, as outlets are;
    /// File's Owner's collections of the nib's views, and a view's recognizers, are kept. A gesture
    /// recognizer connection that names a view is no recognizer: UIKit would raise; the loader warns.
    @Test("outlet collections hold their objects without cycles; a view is no gesture recognizer")
    func collectionsAreFreed() throws {
        weak var root: LiveView?
        weak var first: LiveObject?
        weak var tap: LiveObject?
        do {
            let owner = LiveObject(className: "RatingController")
            let loaded = Fixtures.conventionLoader("Lifetime").load(
                path: Fixtures.path("Lifetime", "Collections.xib"), owner: owner)
            #expect(
                loaded.diagnosticText.hasSuffix(
                    "Collections.xib:27:25: warning: gesture recognizer connection Lf3-Oc-005 names a view "
                        + "('Lf3-Rt-001'), not a gesture recognizer [load]"), "\(loaded.diagnosticText)")
            root = loaded.views.first
            first = loaded.objectsByID["Lf3-St-001"]
            tap = loaded.objectsByID["Lf3-Tp-001"]
            let second = loaded.objectsByID["Lf3-St-002"]
            #expect(owner.outletCollections["stars"]?.map(\.documentID) == ["Lf3-St-001", "Lf3-St-002"])
            #expect(first?.outletCollections["siblings"]?.first === second)
            #expect(second?.outletCollections["siblings"]?.first === first)
            #expect(first?.outletCollections["containers"]?.first === root)
            #expect((first as? LiveView)?.gestureRecognizers.isEmpty == true)
            #expect(root?.gestureRecognizers.first === tap)
        }
        #expect(root == nil && first == nil && tap == nil)
    }

    /// Found by fuzzing the load stage: a damaged document (a whole document pasted into a cell) holds an
    /// `<objects>` inside a view, with a File's Owner and a view whose outlets name the real top-level view.
    /// Only the document's (or a scene's) own `<objects>` makes top-level objects and proxies: the nested
    /// File's Owner is no part of the cell (the cell held the load's owner, a cycle through it), and the
    /// nested view is one the cell holds, whose outlet back to the view holding it is weak.
    @Test("objects of an <objects> inside a view are not top-level: no cycle through them")
    func nestedObjectsAreNotTopLevel() throws {
        weak var root: LiveView?
        weak var nestedView: LiveObject?
        do {
            let owner = LiveObject(className: "SettingsController")
            let loaded = Fixtures.conventionLoader("Lifetime").load(
                path: Fixtures.path("Lifetime", "Damaged.xib"), owner: owner)
            root = loaded.views.first
            nestedView = loaded.objectsByID["Lf4-Vw-002"]
            let cell = try #require(loaded.objectsByID["Lf4-Tc-001"])
            #expect(cell.nestedObjects.map(\.documentID) == ["Lf4-Vw-002"], "no proxy among a cell's objects")
            #expect(nestedView?.outlets["container"] === root)
            #expect(owner.outlets["settingsView"] === root)
        }
        #expect(root == nil && nestedView == nil)
    }
}
