import NibBridgeDocument
import NibBridgeLoader

/// The toolbar IB keeps below the controllers pushed from a controller that simulates one
/// (``LayoutRule/toolbarsThroughPushes``).
///
/// A navigation controller's toolbar belongs to the navigation stack, not to one controller: it stays on screen
/// while the stack pushes controllers ("the navigation controller's built-in toolbar", UINavigationController
/// `toolbarItems`), and only a pushed controller that sets `hidesBottomBarWhenPushed` hides it ("A Boolean value
/// indicating whether the toolbar at the bottom of the screen is hidden when the view controller is pushed on to a
/// navigation controller", UIViewController). Interface Builder infers it so: a controller reached by a `show` or
/// `push` segue from a controller whose simulated bottom bar is a translucent toolbar, and with no bottom-bar metrics
/// of its own, has its safe area end at the toolbar's top (44 points, 49 above a home indicator:
/// ``SimulatedMetrics/toolbarHeight(in:rules:)``), above the tab bar it keeps as well. Stored frames of three projects
/// pin views to the safe area's bottom that far up:
/// - ptsochantaris' trailer (holdout13; Settings.storyboard, tools version 21701, iPhone 11): five controllers pushed
///   from the toolbar-simulating servers, snoozing and settings lists of a tab bar controller's navigation stacks,
///   their tables, scroll views and log text views ending 132 points above the screen's bottom (49 + 49 + 34);
/// - mssun's passforios (evidence; Main.storyboard, 23504, iPhone 12): a QR scanner pushed from a list that is pushed
///   from a toolbar-simulating list, its output label 80 points above a safe area ending 83 points above the screen's
///   bottom (49 + 34), the toolbar kept through two pushes;
/// - alexeyrusnak's dodicall (holdout16; UiContactsTabPage.storyboard, 11542, iPhone 8): a contact page pushed from a
///   toolbar-simulating list, its scroll view and the views pinned to it ending 44 points above the root's bottom.
///
/// Every other controller of the nineteen tuning sets reached this way (Loop, KIF, AdguardForiOS, owntracks, Monal,
/// siskin-im, SwipeCellKit and others: tables, or roots with nothing pinned to the bottom) is unchanged.
extension SimulatedMetrics {
    /// The toolbar height the controller with id `id` inherits through `show` and `push` segues, or 0: the
    /// controllers reached from one that simulates a translucent toolbar (`simulatedToolbarMetrics`) that do not
    /// simulate a bottom bar themselves nor set `hidesBottomBarWhenPushed`. Always 0 without
    /// ``LayoutRule/toolbarsThroughPushes``.
    static func pushedToolbarInset(of id: String, in nib: CompiledNib, rules: LayoutRules) -> Double {
        guard rules.contains(.toolbarsThroughPushes), nib.kind == .storyboard, pushedToolbars(in: nib).contains(id)
        else { return 0 }
        return toolbarHeight(in: nib, rules: rules)
    }

    /// The ids of the controllers of `nib` that inherit a translucent toolbar through pushes, read off the whole
    /// document (cached by ``pushedToolbars(in:)``).
    static func walkPushedToolbars(in nib: CompiledNib) -> Set<String> {
        let controllers = controllerIndices(in: nib)
        var withToolbar: [String: Bool] = [:]
        for (id, index) in controllers {
            if let bar = simulatedBottomBar(of: index, in: nib), nib[bar].name == "simulatedToolbarMetrics",
                nib[bar].attributes["translucent"] != "NO"
            {
                withToolbar[id] = true
            }
        }
        // A controller with bottom-bar metrics of its own shows those.
        let edges = pushes(in: nib, controllers: controllers).filter { edge in
            controllers[edge.destination].flatMap { simulatedBottomBar(of: $0, in: nib) } == nil
        }
        return Set(propagate(withToolbar, along: edges).keys.filter { withToolbar[$0] == nil })
    }
}
