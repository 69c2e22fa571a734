import ArgumentParser

/// `nibbridge`: nib bridging tools over the NibBridge document engine.
@main
struct NibBridgeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "nibbridge",
        abstract: "Read, check, compose and picture Interface Builder documents with nib bridging.",
        version: "0.1.0",
        subcommands: [
            TreeCommand.self, LoadCommand.self, ComposeCommand.self, CheckCommand.self, BuildCommand.self,
            GraphCommand.self, RenderCommand.self,
        ]
    )
}
