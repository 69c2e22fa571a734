# CocoaPods spec for the NibBridge runtime library only (the `NibBridge` target of Package.swift).
# The document engine, the portable loader, the solver and the command-line tool are not part of the pod.
Pod::Spec.new do |s|
  s.name = 'NibBridge'
  s.version = '0.1.0'
  s.summary = 'Design a view in its own xib and use it by class name in storyboards and other xibs.'
  s.description = <<~DESC
    NibBridge replaces a placeholder view, whose class is set to a bridged class in a storyboard or xib,
    with the view loaded from that class's own nib when the document is decoded. The placeholder's frame,
    layout flags, constraints, subviews and other properties are carried over, recursion is guarded per
    thread, and failures are reported instead of crashing. Works with UIKit (iOS, tvOS) and AppKit (macOS).
  DESC
  s.homepage = 'https://github.com/nibbridge/NibBridge'
  s.license = { type: 'MIT', file: 'LICENSE' }
  s.authors = { 'NibBridge contributors' => 'nibbridge@users.noreply.github.com' }
  s.source = { git: 'https://github.com/nibbridge/NibBridge.git', tag: s.version.to_s }

  s.swift_versions = ['6.0']
  # One source of truth: the deployment targets are Package.swift's `platforms` (`.iOS(.v15)` gives '15.0').
  platforms = File.read(File.join(__dir__, 'Package.swift')).scan(/\.(iOS|tvOS|macOS)\(\.v(\d+(?:_\d+)?)\)/)
  targets = platforms.to_h { |os, version| [os, version.include?('_') ? version.tr('_', '.') : "#{version}.0"] }
  s.ios.deployment_target = targets.fetch('iOS')
  s.tvos.deployment_target = targets.fetch('tvOS')
  s.osx.deployment_target = targets.fetch('macOS')

  s.module_name = 'NibBridge'
  s.source_files = 'Sources/NibBridge/**/*.swift'
  s.ios.frameworks = 'UIKit'
  s.tvos.frameworks = 'UIKit'
  s.osx.frameworks = 'AppKit'
end
