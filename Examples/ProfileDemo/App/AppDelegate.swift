import NibBridge
import UIKit

/// The app's event log.
nonisolated enum Analytics {
    /// Records an event.
    static func record(_ event: String, detail: String) { NSLog("%@: %@", event, detail) }
}

/// Routes bridge failures to the app's log and stops debug builds on them.
@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(
        _ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        let standard = NibBridge.logErrorHandler
        NibBridge.errorHandler = { error, file, line in
            Analytics.record("nib-bridge", detail: "\(file):\(line): \(error)")
            if case .nibNotFound = error { standard(error, file, line) }
        }
        NibBridge.assertsOnError = true
        NibBridge.installConstraintHook()  // Nibs decoded on other threads too: install at launch.
        describe(.cycle(chain: ["A", "B", "A"]))
        return true
    }

    /// Every failure the bridge reports, described; `NibBridge.report` sends one to the handler.
    private func describe(_ error: NibBridgeError) {
        switch error {
        case .nibNotFound(let className, let nibName, let searched),
            .loadFailed(let className, let nibName, let searched):
            NibBridge.report(.loadFailed(className: className, nibName: nibName, reason: searched))
        case .noTopLevelView(_, _, let found): print(found)
        case .severalTopLevelViews(_, _, let count): print(count)
        case .cycle(let chain): print(chain.joined(separator: " -> "), LoadingStack.frames.count)
        }
        let table = CarriedProperty.allCases.map { "\($0.rawValue): \($0.carryRule), \($0.xml)" }
        print(table, NibBridgeCore.unqualified(NSStringFromClass(ProfileCardView.self)))
    }
}
