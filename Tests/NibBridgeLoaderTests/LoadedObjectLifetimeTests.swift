import NibBridgeLoader
import Testing

/// Found by fuzzing the load stage (`Scripts/fuzz.sh -s load`, CONTRIBUTING.md's "Fuzzing"): LeakSanitizer
/// reported every loaded view with a constraint as leaked. A view holds its constraints
/// (``LiveView/constraints``) and ``LiveConstraint`` holds its `firstItem` and `secondItem` strongly, so a
/// view and a constraint relating it form a retain cycle and nothing a load made is ever freed. (UIKit's
/// `NSLayoutConstraint` holds its items weakly, and so does `LiveConstraint` now.) The fixture is the
/// smallest such document: one view with a width constraint.
@Suite("Loaded objects are freed once the load's result is dropped")
struct LoadedObjectLifetimeTests {
    @Test("a view with a constraint of its own and that constraint are freed")
    func viewWithConstraintIsFreed() {
        weak var view: LiveView?
        weak var constraint: LiveConstraint?
        do {
            let loaded = Fixtures.conventionLoader("FuzzLeak").load(
                path: Fixtures.path("FuzzLeak", "ConstrainedView.xib"))
            #expect(loaded.diagnostics.isEmpty)
            view = loaded.views.first
            constraint = view?.constraints.first
            #expect(view != nil)
            #expect(constraint?.firstItem === view)
        }
        #expect(view == nil)
        #expect(constraint == nil)
    }
}
