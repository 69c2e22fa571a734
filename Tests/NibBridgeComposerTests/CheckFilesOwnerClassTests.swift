import NibBridgeComposer
import NibBridgeDocument
import Testing

/// A controller's nib that happens to share its name with a view class: the convention would embed the
/// controller's view into the placeholder, so `root-class-mismatch` says whose nib it really is.
struct CheckFilesOwnerClassTests {
    static let root = Fixtures.path("Check/files-owner-class")

    @Test func aNibOwnedByAnotherClassIsReported() {
        let diagnostics = CheckRun.run(
            paths: [Self.root + "/Trigger.storyboard"], root: Self.root, configuration: CheckConfiguration()
        ).diagnostics.filter { $0.rule == CheckRule.rootClassMismatch.id }
        #expect(diagnostics.count == 1)
        let diagnostic = diagnostics.first
        #expect(diagnostic?.severity == .warning)
        #expect(diagnostic?.location?.line == 19 && diagnostic?.location?.column == 29)
        #expect(
            diagnostic?.message == "nib 'ProfileView' belongs to File's Owner class ProfileViewController; it is "
                + "used as the content of the ProfileView placeholder (File's Owner style)")
    }

    @Test func aNibOwnedByTheClassItselfIsNot() throws {
        let original = try String(contentsOfFile: Self.root + "/ProfileView.xib", encoding: .utf8)
        let owned = original.replacingOccurrences(of: "ProfileViewController", with: "ProfileView")
        let folder = try TemporaryFolder("files-owner-class")
        try FileTree.copy(Self.root, to: folder.path)
        try owned.write(toFile: folder.path + "/ProfileView.xib", atomically: true, encoding: .utf8)
        let diagnostics = CheckRun.run(
            paths: [folder.path + "/Trigger.storyboard"], root: folder.path, configuration: CheckConfiguration()
        ).diagnostics
        #expect(!diagnostics.contains { $0.rule == CheckRule.rootClassMismatch.id })
    }
}
