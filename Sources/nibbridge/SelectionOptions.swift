import ArgumentParser
import NibBridgeComposer

/// The options that choose which classes are bridged, shared by `check`, `compose` and `graph`.
struct SelectionOptions: ParsableArguments {
    @Option(help: "Configuration file (default: .nibbridge.yml in the current folder, if present).")
    var config: String?

    @Option(name: .customLong("include"), help: "Bridge only these classes (repeatable).")
    var include: [String] = []

    @Option(name: .customLong("exclude"), help: "Never bridge these classes (repeatable).")
    var exclude: [String] = []

    /// The configuration file's settings with the command line's include and exclude lists added.
    func configuration() throws -> CheckConfiguration {
        var configuration = try ConfigurationFile.load(config)
        configuration.selection.include.formUnion(include)
        configuration.selection.exclude.formUnion(exclude)
        return configuration
    }
}
