import ArgumentParser
import Foundation
import NibBridgeComposer

/// Finds and reads `.nibbridge.yml` for the commands that take one.
enum ConfigurationFile {
    /// The configuration at `path`, or in `.nibbridge.yml` of the current folder when no path is given and
    /// the file exists, or the defaults; a broken file is reported and exits with 1.
    static func load(_ path: String?) throws -> CheckConfiguration {
        let file = path ?? ".nibbridge.yml"
        guard path != nil || FileManager.default.fileExists(atPath: file) else { return CheckConfiguration() }
        do {
            return try CheckConfiguration.load(path: file)
        } catch {
            printError(error.rendered())
            throw ExitCode(1)
        }
    }
}
