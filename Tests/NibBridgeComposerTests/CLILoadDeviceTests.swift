import Foundation
import Testing

/// `nibbridge load --device`: the live tree for the size classes of a device, the document's own by default.
struct CLILoadDeviceTests {
    static let folder = Fixtures.path("Compose/Variations")

    static func tree(_ extra: [String]) throws -> String {
        let result = try CLI.run(["load", folder + "/Main.storyboard", "--root", folder] + extra)
        #expect(result.status == 0, "\(result.standardError)")
        return result.standardOutput
    }

    @Test("--device applies that device's variations; the default is the storyboard's own iPhone")
    func deviceChangesTheTree() throws {
        let own = try Self.tree([])
        #expect(try Self.tree(["--device", "iPhone 15"]) == own)
        #expect(own.contains("BadgeView Mbr-Bg-004") && own.contains("Mbr-Bg-004.width == 120"))
        // An iPad is regular width: the placeholder's constraint varies, the nib shows its detail label.
        let pad = try Self.tree(["--device", "iPad"])
        #expect(pad.contains("Mbr-Bg-004.width == 240"))
        #expect(pad.components(separatedBy: "UILabel").count == own.components(separatedBy: "UILabel").count + 1)
        // Turned sideways (wider than tall), an iPhone 15 is compact height: the badge is not installed, the
        // card is shorter and its subtitle not installed.
        let landscape = try Self.tree(["--device", "852x393"])
        #expect(!landscape.contains("BadgeView Mbr-Bg-004") && landscape.contains("Mbr-Cd-007.height == 44"))
    }

    @Test("an unknown device is a usage error naming the devices")
    func unknownDevice() throws {
        let result = try CLI.run(["load", Self.folder + "/Main.storyboard", "--device", "Nokia 3310"])
        #expect(result.status != 0)
        #expect(result.standardError.contains("unknown device 'Nokia 3310'"))
        #expect(result.standardError.contains("iPhone SE"))
    }
}
