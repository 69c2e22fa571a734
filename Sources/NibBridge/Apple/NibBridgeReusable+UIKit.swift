#if canImport(UIKit) && !os(watchOS)
    public import UIKit

    /// A table view cell designed in its own nib, registered and dequeued by class with
    /// `UITableView.register(nibBridged:)` and `UITableView.dequeueReusableCell(nibBridged:for:)`.
    ///
    /// The nib is found like a bridged view's (``nibBridgeOptions``) and its one top-level object is the cell.
    /// Cells are not swapped as placeholders: a table instantiates them from the registered nib directly.
    open class NibBridgeTableViewCell: UITableViewCell, @preconcurrency NibBridgeable {
        /// Where the cell's nib is; the defaults suit most classes.
        open class var nibBridgeOptions: NibBridgeOptions { NibBridgeOptions() }
    }

    /// A collection view cell designed in its own nib, registered and dequeued by class with
    /// `UICollectionView.register(nibBridged:)` and `UICollectionView.dequeueReusableCell(nibBridged:for:)`.
    ///
    /// The nib is found like a bridged view's (``nibBridgeOptions``) and its one top-level object is the cell.
    /// Cells are not swapped as placeholders: a collection view instantiates them from the registered nib.
    open class NibBridgeCollectionViewCell: UICollectionViewCell, @preconcurrency NibBridgeable {
        /// Where the cell's nib is; the defaults suit most classes.
        open class var nibBridgeOptions: NibBridgeOptions { NibBridgeOptions() }
    }

    extension NibBridge {
        /// The reuse identifier the registration helpers use for a class: its name without module
        /// (`MyApp.PhotoCell` gives `PhotoCell`). Leave the identifier empty in the cell's nib, or set it to this.
        public static func reuseIdentifier(for viewClass: AnyClass) -> String {
            NibBridgeCore.unqualified(NSStringFromClass(viewClass))
        }

        /// The nib of a bridgeable class, found as the bridge finds it: ``NibBridgeOptions/nibName`` (else the
        /// class name without module) at ``NibBridgeOptions/location``.
        @MainActor
        public static func nib<View: UIView & NibBridgeable>(for viewClass: View.Type) throws(NibBridgeError)
            -> UINib
        {
            let className = NSStringFromClass(viewClass)
            let options = viewClass.nibBridgeOptions
            let nibName = options.nibName ?? NibBridgeCore.unqualified(options.rootClassName ?? className)
            let bundle = try options.location.bundle(containingNib: nibName, for: viewClass, className: className)
            return UIKitBridgeHost.nib(named: nibName, in: bundle)
        }
    }

    extension UITableView {
        /// Registers a cell class's nib under ``NibBridge/reuseIdentifier(for:)``. When the nib is missing, the
        /// failure goes to ``NibBridge/errorHandler`` and the class itself is registered instead.
        public func register<Cell: UITableViewCell & NibBridgeable>(nibBridged cellClass: Cell.Type) {
            let identifier = NibBridge.reuseIdentifier(for: cellClass)
            do {
                register(try NibBridge.nib(for: cellClass), forCellReuseIdentifier: identifier)
            } catch {
                NibBridge.report(error)
                register(cellClass, forCellReuseIdentifier: identifier)
            }
        }

        /// Dequeues a cell of a class registered with `register(nibBridged:)`.
        ///
        /// Like `dequeueReusableCell(withIdentifier:for:)`, traps when nothing is registered under the class's
        /// identifier, and also when something else than the class is.
        public func dequeueReusableCell<Cell: UITableViewCell & NibBridgeable>(
            nibBridged cellClass: Cell.Type,
            for indexPath: IndexPath
        ) -> Cell {
            let identifier = NibBridge.reuseIdentifier(for: cellClass)
            let cell = dequeueReusableCell(withIdentifier: identifier, for: indexPath)
            guard let typed = cell as? Cell else {
                preconditionFailure("NibBridge: the cell registered as '\(identifier)' is a \(type(of: cell))")
            }
            return typed
        }
    }

    extension UICollectionView {
        /// Registers a cell class's nib under ``NibBridge/reuseIdentifier(for:)``. When the nib is missing, the
        /// failure goes to ``NibBridge/errorHandler`` and the class itself is registered instead.
        public func register<Cell: UICollectionViewCell & NibBridgeable>(nibBridged cellClass: Cell.Type) {
            let identifier = NibBridge.reuseIdentifier(for: cellClass)
            do {
                register(try NibBridge.nib(for: cellClass), forCellWithReuseIdentifier: identifier)
            } catch {
                NibBridge.report(error)
                register(cellClass, forCellWithReuseIdentifier: identifier)
            }
        }

        /// Dequeues a cell of a class registered with `register(nibBridged:)`.
        ///
        /// Like `dequeueReusableCell(withReuseIdentifier:for:)`, traps when nothing is registered under the
        /// class's identifier, and also when something else than the class is.
        public func dequeueReusableCell<Cell: UICollectionViewCell & NibBridgeable>(
            nibBridged cellClass: Cell.Type,
            for indexPath: IndexPath
        ) -> Cell {
            let identifier = NibBridge.reuseIdentifier(for: cellClass)
            let cell = dequeueReusableCell(withReuseIdentifier: identifier, for: indexPath)
            guard let typed = cell as? Cell else {
                preconditionFailure("NibBridge: the cell registered as '\(identifier)' is a \(type(of: cell))")
            }
            return typed
        }
    }

    extension UIStoryboard {
        /// The view controller of a class from a storyboard, found by class: the scene whose Storyboard ID is
        /// the class name without module, in the storyboard `storyboardName` (by default also the class name
        /// without module) in `bundle` (by default the class's bundle).
        ///
        /// Returns nil, reporting to ``NibBridge/errorHandler``, when the storyboard is missing or the scene is
        /// of another class. A storyboard without a scene of that identifier raises in UIKit, which no API lets
        /// a caller check beforehand.
        public static func instantiateViewController<Controller: UIViewController>(
            ofType controllerClass: Controller.Type,
            storyboardName: String? = nil,
            bundle: Bundle? = nil
        ) -> Controller? {
            let className = NSStringFromClass(controllerClass)
            let identifier = NibBridgeCore.unqualified(className)
            let name = storyboardName ?? identifier
            let bundle = bundle ?? Bundle(for: controllerClass)
            guard bundle.path(forResource: name, ofType: "storyboardc") != nil else {
                let reason = "no storyboard named '\(name)' in bundle at \(bundle.bundlePath)"
                NibBridge.report(.loadFailed(className: className, nibName: name, reason: reason))
                return nil
            }
            let storyboard = UIStoryboard(name: name, bundle: bundle)
            let controller = storyboard.instantiateViewController(withIdentifier: identifier)
            guard let typed = controller as? Controller else {
                let reason = "the scene with Storyboard ID '\(identifier)' is a \(type(of: controller))"
                NibBridge.report(.loadFailed(className: className, nibName: name, reason: reason))
                return nil
            }
            return typed
        }
    }
#endif
