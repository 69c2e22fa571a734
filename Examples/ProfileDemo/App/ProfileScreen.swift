import NibBridge
import SwiftUI
import UIKit

/// A SwiftUI screen showing the nib-designed card, sized by its Auto Layout constraints.
struct ProfileScreen: View {
    var name: String

    var body: some View {
        VStack(alignment: .leading) {
            NibBridgedView(ProfileCardView.self) { card in
                card.nameLabel.text = name
            }
            Spacer()
        }
        .padding()
    }
}

/// The card in Xcode's previews (`PreviewProvider`, which the iOS 16 SDKs have, declares no actor: hence
/// `@preconcurrency` in Swift 6; with Xcode 15 and later
/// `#Preview { ProfileScreen(name: "Jane Appleseed") }` does the same).
struct ProfileScreen_Previews: @preconcurrency PreviewProvider {
    static var previews: some View {
        ProfileScreen(name: "Jane Appleseed")
    }
}
