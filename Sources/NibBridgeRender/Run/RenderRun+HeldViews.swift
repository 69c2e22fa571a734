import NibBridgeDocument
import NibBridgeLoader

/// The views a document holds outside any view, controller or window render draws as a scene: a
/// toolbar item's view, a touch bar item's view (or its view controller's), a menu item's view, a
/// collection view item's view. Each is drawn on its own as a root view at the frame Interface Builder
/// stored for it, as frame reproduction lays out every view without a superview.
extension RenderRun {
    /// The root views held by a top-level object that is not drawn itself (`element`, a toolbar, touch
    /// bar, menu, collection view item or other object), in document order: the views below it with no
    /// view between them and it (a view's subviews, arranged views and cells' views are drawn with it).
    static func heldRootViews(of element: Int, in nib: CompiledNib, loaded: LoadedNib) -> [(
        view: LiveView, id: String
    )] {
        // A WatchKit interface's objects (labels, groups) are no views: nothing of it is drawn.
        guard nib.platform != .watchKit else { return [] }
        var found: [(view: LiveView, id: String)] = []
        func visit(_ index: Int) {
            for child in nib[index].children {
                if let id = nib[child].attributes["id"], let view = loaded.objectsByID[id] as? LiveView {
                    // Stored as a subview elsewhere (a view reused by id) it is drawn where it sits.
                    if view.superview == nil { found.append((view, id)) }
                    continue
                }
                visit(child)
            }
        }
        visit(element)
        return found
    }

    /// A warning for a document with views of which render draws none, so that a run never writes
    /// nothing silently; `nil` when it has no views or some picture was drawn.
    static func nothingDrawnWarning(document: String, nib: CompiledNib, loaded: LoadedNib, drawn: Int)
        -> Diagnostic?
    {
        guard drawn == 0, nib.platform != .watchKit else { return nil }
        let views = loaded.objectsByID.values.filter { $0 is LiveView }.count
        guard views > 0 else { return nil }
        return Diagnostic(
            .warning,
            "\(document) has \(views) view\(views == 1 ? "" : "s") but none sits in an object render draws "
                + "(a view controller, window, view or a view an item holds); no picture drawn",
            rule: "render")
    }
}
