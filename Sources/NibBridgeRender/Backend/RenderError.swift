/// Why a picture could not be made.
public enum RenderError: Error, Sendable, Hashable, CustomStringConvertible {
    /// Pango or cairo could not be loaded (the message says what to install).
    case backendUnavailable(String)
    /// cairo failed to draw or encode (its status code).
    case drawingFailed(String)
    /// A file could not be read or written.
    case io(String)
    /// The request named something that does not exist (a scene, an object, a device).
    case notFound(String)
    /// The document's numbers make a picture too large to draw (a frame 3000000000 points wide).
    case outOfRange(String)

    /// The message.
    public var description: String {
        switch self {
        case .backendUnavailable(let message), .drawingFailed(let message), .io(let message),
            .notFound(let message), .outOfRange(let message):
            return message
        }
    }
}
