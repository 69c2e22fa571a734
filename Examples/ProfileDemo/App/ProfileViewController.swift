import NibBridge
import UIKit

/// Main.storyboard's scene: its `ProfileCardView` placeholder becomes the view of ProfileCardView.xib.
final class ProfileViewController: UIViewController {
    @IBOutlet var card: ProfileCardView!
    @IBOutlet var cardHeight: NSLayoutConstraint!  // The placeholder's own constraint: reaches the copy.

    /// The scene found by its Storyboard ID, the class name.
    static func make() -> ProfileViewController? {
        UIStoryboard.instantiateViewController(ofType: ProfileViewController.self, storyboardName: "Main")
    }

    /// The nib and reuse identifier the bridge uses for a class, and a nib loaded directly: one copy.
    func loadCardDirectly() throws -> ProfileCardView? {
        let nib = try NibBridge.nib(for: ProfileCardView.self)
        let identifier = NibBridge.reuseIdentifier(for: PhotoCell.self)
        NSLog("loading %@ (cells: %@)", String(describing: nib), identifier)
        return nib.instantiate(withOwner: nil).first as? ProfileCardView
    }

    /// A card made in code, from its nib; a File's Owner nib fills the view given.
    func addCards() {
        do {
            let card = try ProfileCardView.loadFromNib()
            let banner = try BannerView.loadFromNib(filling: BannerView(frame: view.bounds))
            NSLog("%@ from %@, %@", card, ProfileCardView.nibName, String(describing: try ProfileCardView.nib))
            view.addSubview(card)
            view.addSubview(banner)
        } catch {
            NibBridge.report(error)
        }
    }

    /// What Interface Builder's canvas does with a designable placeholder (and NibBridgeView by itself).
    func preview(_ card: ProfileCardView) {
        NibBridge.prepareForInterfaceBuilder(card)
    }
}
