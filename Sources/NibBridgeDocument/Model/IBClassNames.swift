/// The class Interface Builder instantiates for each element name, per framework.
///
/// IB writes the framework class as the element name (`label`, `button`, `customView`) and a
/// `customClass` attribute only when the user set one; this table supplies the base class.
public enum IBClassNames {
    /// The UIKit class of an element name, or `nil` if unknown.
    public static func uiKitClass(forElement name: String) -> String? { uiKit[name] }

    /// The AppKit class of an element name, or `nil` if unknown.
    public static func appKitClass(forElement name: String) -> String? { appKit[name] }

    /// Whether an element name denotes a view on the platform.
    public static func isViewElement(_ name: String, platform: IBPlatform) -> Bool {
        if platform.isUIKit { return uiKitViews.contains(name) }
        if platform == .cocoa { return appKitViews.contains(name) }
        return uiKitViews.contains(name) || appKitViews.contains(name)
    }

    private static let uiKitViews: Set<String> = [
        "view", "label", "button", "imageView", "textField", "textView", "switch", "slider", "stepper",
        "segmentedControl", "activityIndicatorView", "progressView", "pageControl", "datePicker", "pickerView",
        "scrollView", "tableView", "tableViewCell", "tableViewCellContentView", "collectionView",
        "collectionViewCell", "collectionViewCellContentView", "collectionReusableView", "stackView",
        "navigationBar", "toolbar", "tabBar", "searchBar", "visualEffectView", "containerView", "webView",
        "wkWebView", "mapView", "glkView", "mtkView", "skView", "sceneKitView", "arskView", "arscnView",
        "control", "tableHeaderView",
    ]

    private static let appKitViews: Set<String> = [
        "view", "customView", "textField", "button", "box", "popUpButton", "scrollView", "clipView", "scroller",
        "imageView", "stackView", "tableView", "outlineView", "tableCellView", "tableHeaderView", "textView",
        "progressIndicator", "splitView", "visualEffectView", "colorWell", "slider", "tabView", "searchField",
        "segmentedControl", "gridView", "comboBox", "secureTextField", "stepper", "matrix", "collectionView",
        "switch", "webView", "wkWebView", "containerView", "datePicker", "levelIndicator", "tokenField",
        "ruleEditor", "pathControl", "control", "predicateEditor", "sceneView", "browser", "openGLView",
    ]

    private static let uiKit: [String: String] = [
        "view": "UIView", "label": "UILabel", "button": "UIButton", "imageView": "UIImageView",
        "textField": "UITextField", "textView": "UITextView", "switch": "UISwitch", "slider": "UISlider",
        "stepper": "UIStepper", "segmentedControl": "UISegmentedControl",
        "activityIndicatorView": "UIActivityIndicatorView", "progressView": "UIProgressView",
        "pageControl": "UIPageControl", "datePicker": "UIDatePicker", "pickerView": "UIPickerView",
        "scrollView": "UIScrollView", "tableView": "UITableView", "tableViewCell": "UITableViewCell",
        "tableViewCellContentView": "UITableViewCellContentView", "collectionView": "UICollectionView",
        "collectionViewCell": "UICollectionViewCell", "collectionViewCellContentView": "UIView",
        "collectionReusableView": "UICollectionReusableView", "stackView": "UIStackView",
        "navigationBar": "UINavigationBar", "toolbar": "UIToolbar", "tabBar": "UITabBar",
        "searchBar": "UISearchBar", "visualEffectView": "UIVisualEffectView", "containerView": "UIView",
        "webView": "UIWebView", "wkWebView": "WKWebView", "mapView": "MKMapView", "glkView": "GLKView",
        "mtkView": "MTKView", "skView": "SKView", "sceneKitView": "SCNView", "arskView": "ARSKView",
        "arscnView": "ARSCNView", "control": "UIControl", "tableHeaderView": "UIView",
        "viewController": "UIViewController", "tableViewController": "UITableViewController",
        "collectionViewController": "UICollectionViewController",
        "navigationController": "UINavigationController", "tabBarController": "UITabBarController",
        "splitViewController": "UISplitViewController", "pageViewController": "UIPageViewController",
        "navigationItem": "UINavigationItem", "barButtonItem": "UIBarButtonItem", "tabBarItem": "UITabBarItem",
        "tapGestureRecognizer": "UITapGestureRecognizer", "panGestureRecognizer": "UIPanGestureRecognizer",
        "pinchGestureRecognizer": "UIPinchGestureRecognizer",
        "pongPressGestureRecognizer": "UILongPressGestureRecognizer",
        "swipeGestureRecognizer": "UISwipeGestureRecognizer",
        "rotationGestureRecognizer": "UIRotationGestureRecognizer",
        "screenEdgePanGestureRecognizer": "UIScreenEdgePanGestureRecognizer",
        "collectionViewFlowLayout": "UICollectionViewFlowLayout", "customObject": "NSObject",
        "viewControllerLayoutGuide": "UILayoutGuide", "viewLayoutGuide": "UILayoutGuide",
        "avPlayerViewController": "AVPlayerViewController", "glkViewController": "GLKViewController",
        "hostingController": "UIHostingController",
    ]

    private static let appKit: [String: String] = [
        "view": "NSView", "customView": "NSView", "textField": "NSTextField", "button": "NSButton", "box": "NSBox",
        "popUpButton": "NSPopUpButton", "scrollView": "NSScrollView", "clipView": "NSClipView",
        "scroller": "NSScroller", "imageView": "NSImageView", "stackView": "NSStackView",
        "tableView": "NSTableView", "outlineView": "NSOutlineView", "tableCellView": "NSTableCellView",
        "tableHeaderView": "NSTableHeaderView", "textView": "NSTextView", "progressIndicator": "NSProgressIndicator",
        "splitView": "NSSplitView", "visualEffectView": "NSVisualEffectView", "colorWell": "NSColorWell",
        "slider": "NSSlider", "tabView": "NSTabView", "searchField": "NSSearchField",
        "segmentedControl": "NSSegmentedControl", "gridView": "NSGridView", "comboBox": "NSComboBox",
        "secureTextField": "NSSecureTextField", "stepper": "NSStepper", "matrix": "NSMatrix",
        "collectionView": "NSCollectionView", "switch": "NSSwitch", "webView": "WebView", "wkWebView": "WKWebView",
        "containerView": "NSView", "datePicker": "NSDatePicker", "levelIndicator": "NSLevelIndicator",
        "tokenField": "NSTokenField", "ruleEditor": "NSRuleEditor", "pathControl": "NSPathControl",
        "control": "NSControl", "predicateEditor": "NSPredicateEditor", "sceneView": "SCNView",
        "browser": "NSBrowser", "openGLView": "NSOpenGLView",
        "window": "NSWindow", "menu": "NSMenu", "menuItem": "NSMenuItem", "customObject": "NSObject",
        "viewController": "NSViewController", "windowController": "NSWindowController",
        "splitViewController": "NSSplitViewController", "tabViewController": "NSTabViewController",
        "arrayController": "NSArrayController", "treeController": "NSTreeController",
        "objectController": "NSObjectController", "userDefaultsController": "NSUserDefaultsController",
        "application": "NSApplication", "tableColumn": "NSTableColumn", "textFieldCell": "NSTextFieldCell",
        "buttonCell": "NSButtonCell", "popover": "NSPopover", "toolbar": "NSToolbar", "toolbarItem": "NSToolbarItem",
        "numberFormatter": "NSNumberFormatter", "dateFormatter": "NSDateFormatter",
        "clickGestureRecognizer": "NSClickGestureRecognizer", "panGestureRecognizer": "NSPanGestureRecognizer",
        "collectionViewItem": "NSCollectionViewItem", "tabViewItem": "NSTabViewItem",
    ]
}
