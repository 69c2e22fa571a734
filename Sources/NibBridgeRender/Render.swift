/// Rendering of composed scenes (work in progress: owned by the render task).
public enum NibBridgeRenderModule {}
