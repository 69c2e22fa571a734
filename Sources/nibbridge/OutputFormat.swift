import ArgumentParser

/// The output formats the commands offer.
enum OutputFormat: String, ExpressibleByArgument, CaseIterable {
    case text
    case json
}
