#!/usr/bin/env bash
# Checks the runtime library (Sources/NibBridge) and its documented uses against real Apple SDKs, on Linux.
#
#   Scripts/check-apple-sdk.sh SDKS_DIR
#
# SDKS_DIR holds one or more `*.sdk` folders (iPhoneOS, AppleTVOS, MacOSX) and an `apinotes/` folder with
# `Dispatch.apinotes` and `os.apinotes` from the Swift project's `apinotes/` folder (github.com/swiftlang/swift;
# Linux toolchains do not ship them, and without them the SDK's Dispatch module is defined twice). See
# CONTRIBUTING.md for how to get both. The SDKs fall under Apple's SDK agreement: keep them outside the
# repository. For every SDK of a platform Package.swift claims, at the deployment target Package.swift gives
# (NibBridge.podspec reads the same line), it:
#
# 1. type-checks Sources/NibBridge in Swift 6 mode with the package's upcoming features, and without them (as
#    CocoaPods builds it), with no error and no warning;
# 2. builds it as a module (function bodies skipped: SILGen of typed throws crashes Swift 6.3 against some SDK
#    interfaces), checks that every public symbol has a doc comment, and type-checks against that module the example app (`Examples/*/App/*.swift`) and every
#    ```swift snippet of README.md and of the DocC articles, each snippet on its own, once with the default
#    isolation `nonisolated` and once with `MainActor` (the default of Xcode 26 app targets);
# 3. lowers the files where Objective-C ownership conventions decide correctness to SIL and asserts them:
#    every Objective-C entry point of an `awakeAfter(using:)` override takes its receiver and returns its result
#    at +1 (`NS_REPLACES_RECEIVER`: `@owned` self and result), in the library and in the example app; and the
#    constraint hook's implementation is a block over raw pointers (Swift neither retains nor releases the
#    receiver) that calls the original implementation with the same convention and balances it with
#    `takeRetainedValue` and `passRetained`.
#
# An SDK that cannot be used is skipped with one line saying why (older than the deployment target, or without
# Swift module interfaces, as SDKs before iOS 13 are). Exits 1 on any failure, naming the SDK and the file; 64
# on bad usage. Products go to $NIBBRIDGE_SDK_CACHE (default SDKS_DIR/.nibbridge-cache), which keeps the
# module cache: the first run builds it (about 2.5 minutes), later runs take seconds.
set -euo pipefail

usage() { sed -n '2,29p' "$0" | sed 's/^# \{0,1\}//'; }
[[ $# -eq 1 && $1 != -* ]] || {
    usage >&2
    exit 64
}
sdks_dir=$(cd "$1" && pwd)
cd "$(dirname "$0")/.."

cache=${NIBBRIDGE_SDK_CACHE:-$sdks_dir/.nibbridge-cache}
mkdir -p "$cache"
failures=0
fail() {
    echo "FAIL $*"
    failures=$((failures + 1))
}

# Runs a compiler command; its output must have no error and no warning.
run() {
    local name="$1"
    shift
    local output status=0
    output=$("$@" 2>&1) || status=$?
    if [[ $status -ne 0 ]] || grep -qE '(error|warning):' <<<"$output"; then
        fail "$name (exit $status)"
        grep -E '(error|warning):' <<<"$output" | sort -u | head -30
        [[ $status -eq 0 ]] || grep -qE '(error|warning):' <<<"$output" || tail -15 <<<"$output"
        return 1
    fi
    echo "ok   $name"
}

# The package's claims: deployment targets and upcoming features, read from Package.swift.
deployment_target() {  # deployment_target iOS → 15.0
    local version
    version=$(grep -oE "\.$1\(\.v[0-9_]+\)" Package.swift | head -1 | sed -E 's/.*\(\.v([0-9_]+)\)/\1/; s/_/./g')
    [[ -z $version ]] && return 0
    [[ $version == *.* ]] || version="$version.0"
    echo "$version"
}
mapfile -t features < <(grep -oE 'enableUpcomingFeature\("[A-Za-z]+"\)' Package.swift | sed -E 's/.*\("(.*)"\)/\1/')
feature_flags=()
for feature in "${features[@]}"; do feature_flags+=(-enable-upcoming-feature "$feature"); done

# A resource folder for Apple targets: the toolchain's clang headers, shims and migrator, and API notes for
# the SDK modules the toolchain builds differently on Linux.
toolchain_lib=$(cd "$(dirname "$(command -v swiftc)")/../lib/swift" && pwd)
resources="$cache/resource-dir"
for notes in Dispatch os; do
    if [[ ! -f $sdks_dir/apinotes/$notes.apinotes ]]; then
        echo "FAIL $sdks_dir/apinotes/$notes.apinotes is missing (see CONTRIBUTING.md, 'Checking against Apple SDKs')"
        exit 1
    fi
done
rm -rf "$resources"
mkdir -p "$resources/apinotes"
for part in clang shims migrator; do ln -s "$toolchain_lib/$part" "$resources/$part"; done
cp "$toolchain_lib/apinotes/std.apinotes" "$sdks_dir/apinotes/Dispatch.apinotes" "$sdks_dir/apinotes/os.apinotes" \
    "$resources/apinotes/"

mapfile -t library < <(find Sources/NibBridge -name '*.swift' | sort)
mapfile -t app < <(find Examples -path '*/App/*.swift' | sort)

# Every ```swift block of README.md and of the runtime's DocC articles, one file each, named after its source.
snippets="$cache/snippets"
rm -rf "$snippets"
mkdir -p "$snippets"
python3 - "$snippets" README.md Sources/NibBridge/NibBridge.docc/*.md <<'PYTHON'
import os, re, sys
out = sys.argv[1]
for path in sys.argv[2:]:
    text = open(path, encoding="utf-8").read()
    for number, match in enumerate(re.finditer(r"^( *)```swift\n(.*?)^\1```", text, re.S | re.M), 1):
        indent = len(match.group(1))
        line = text[: match.start()].count("\n") + 1
        body = "\n".join(l[indent:] for l in match.group(2).splitlines())
        name = re.sub(r"[^A-Za-z0-9]+", "_", path) + f"_{number}_line{line}.swift"
        open(os.path.join(out, name), "w", encoding="utf-8").write(body + "\n")
PYTHON
mapfile -t snippet_files < <(find "$snippets" -name '*.swift' | sort)

# The SIL assertions (step 3): `sil_objc_ownership FILE.sil NAME` checks every Objective-C thunk of an
# awakeAfter(using:) override in FILE.
sil_objc_ownership() {
    local sil="$1" name="$2" thunks bad
    thunks=$(grep -E '^sil .*awakeAfter.*To : \$@convention\(objc_method\)' "$sil" || true)
    if [[ -z $thunks ]]; then
        fail "$name: no Objective-C entry point of awakeAfter(using:) found in the SIL"
        return
    fi
    bad=$(grep -vE '\(NSCoder, @owned [^)]*\) -> @owned Optional<AnyObject>' <<<"$thunks" || true)
    if [[ -n $bad ]]; then
        fail "$name: awakeAfter(using:) entry points without NS_REPLACES_RECEIVER's +1 receiver and result:"
        echo "$bad"
    else
        echo "ok   $name: $(wc -l <<<"$thunks") awakeAfter(using:) entry point(s) take self and return at +1"
    fi
}

sil_constraint_hook() {
    local sil="$1" name="$2" problems=()
    local pointers='UnsafeMutableRawPointer, UnsafeMutableRawPointer) -> Optional<UnsafeMutableRawPointer>'
    grep -qF "type \$@convention(block) ($pointers" "$sil" ||
        problems+=("the hook's block does not take the receiver and return the result as raw pointers")
    grep -qE 'apply .*: \$@convention\(c\) \(UnsafeMutableRawPointer, UnsafeRawPointer, UnsafeMutableRawPointer\) -> Optional<UnsafeMutableRawPointer>' "$sil" ||
        problems+=("the original implementation is not called with the receiver and result as raw pointers")
    grep -q 'takeRetainedValue' "$sil" || problems+=("the original's +1 result is not taken with takeRetainedValue")
    grep -q 'passRetained' "$sil" || problems+=("the result is not returned at +1 with passRetained")
    if grep -qE '^sil .*To : \$@convention\(objc_method\)' "$sil"; then
        problems+=("an @objc method is defined here: Swift's @objc convention cannot implement NS_REPLACES_RECEIVER")
    fi
    if [[ ${#problems[@]} -gt 0 ]]; then
        fail "$name:"
        printf '     %s\n' "${problems[@]}"
    else
        echo "ok   $name: receiver consumed and result returned at +1, explicitly"
    fi
}

checked=0
for sdk in "$sdks_dir"/*.sdk; do
    [[ -d $sdk ]] || continue
    sdk_name=$(basename "$sdk")
    case "$sdk_name" in
        iPhoneOS*) platform=iOS triple=arm64-apple-ios ;;
        AppleTVOS*) platform=tvOS triple=arm64-apple-tvos ;;
        MacOSX*) platform=macOS triple=arm64-apple-macos ;;
        *)
            echo "skip $sdk_name: not an iOS, tvOS or macOS SDK"
            continue
            ;;
    esac
    target=$(deployment_target "$platform")
    if [[ -z $target ]]; then
        echo "skip $sdk_name: Package.swift claims no $platform"
        continue
    fi
    sdk_version=$(python3 -c 'import plistlib,sys; print(plistlib.load(open(sys.argv[1],"rb"))["Version"])' \
        "$sdk/SDKSettings.plist" 2>/dev/null || sed -E 's/^[A-Za-z]+([0-9.]+)\.sdk$/\1/' <<<"$sdk_name")
    if python3 -c 'import sys; a,b=(tuple(map(int,v.split("."))) for v in sys.argv[1:]); sys.exit(a<b)' \
        "$sdk_version" "$target"; then :; else
        echo "skip $sdk_name: SDK $sdk_version is older than the package's $platform $target deployment target"
        continue
    fi
    if [[ ! -d $sdk/usr/lib/swift/Swift.swiftmodule ]]; then
        echo "skip $sdk_name: no Swift module interfaces in usr/lib/swift (SDKs before iOS and tvOS 13 have none)"
        continue
    fi
    checked=$((checked + 1))
    echo "== $sdk_name ($platform $target, Swift $(swiftc --version 2>&1 | grep -oE 'version [0-9.]+' | head -1))"
    out="$cache/$sdk_name"
    mkdir -p "$out"
    common=(-target "$triple$target" -sdk "$sdk" -resource-dir "$resources" -module-cache-path "$cache/modules"
        -swift-version 6 -parse-as-library)

    # SwiftUI's interface in the iOS 16 SDKs has os_log calls with interpolated StaticStrings that Swift 6.3
    # rejects ("string interpolation cannot be used in this context"): build SwiftUI for the check from a copy
    # with those calls (runtime-issue logging) replaced by `()`, and put it first on the import path.
    interface=$(find "$sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule" \
        -name "arm64-*.swiftinterface" ! -name '*.private.*' 2>/dev/null | head -1 || true)
    if [[ -n $interface ]]; then
        mkdir -p "$out/prebuilt"
        python3 - "$interface" "$out/SwiftUI.swiftinterface" <<'PYTHON'
import sys
text = open(sys.argv[1], encoding="utf-8").read()
out, i = [], 0
while (j := text.find("os_log(", i)) >= 0:
    out.append(text[i:j])
    k, depth = j + len("os_log"), 0
    while k < len(text):
        if text.startswith('"""', k):
            k = text.index('"""', k + 3) + 3
            continue
        depth += {"(": 1, ")": -1}.get(text[k], 0)
        k += 1
        if depth == 0 and text[k - 1] == ")":
            break
    call = text[j:k]
    out.append("()" if "\\(" in call else call)
    i = k
out.append(text[i:])
open(sys.argv[2], "w", encoding="utf-8").write("".join(out))
PYTHON
        flags_line=$(grep -m1 '^// swift-module-flags:' "$interface" | sed 's|^// swift-module-flags:||')
        read -ra module_flags <<<"$flags_line"
        kept=()
        for ((i = 0; i < ${#module_flags[@]}; i++)); do
            case "${module_flags[i]}" in
                -target | -swift-version | -module-name) kept+=("${module_flags[i]}" "${module_flags[i + 1]}"); i=$((i + 1)) ;;
                -enable-objc-interop | -enable-library-evolution) kept+=("${module_flags[i]}") ;;
            esac
        done
        run "$sdk_name: build SwiftUI for this compiler" swiftc -frontend -compile-module-from-interface \
            "$out/SwiftUI.swiftinterface" "${kept[@]}" -sdk "$sdk" -resource-dir "$resources" \
            -module-cache-path "$cache/modules" -o "$out/prebuilt/SwiftUI.swiftmodule" || true
        common+=(-I "$out/prebuilt")
    fi

    # 1. The library.
    run "$sdk_name: type-check Sources/NibBridge (package settings: ${features[*]})" \
        swiftc -typecheck "${common[@]}" -module-name NibBridge "${feature_flags[@]}" "${library[@]}" || true
    run "$sdk_name: type-check Sources/NibBridge (CocoaPods settings)" \
        swiftc -typecheck "${common[@]}" -module-name NibBridge "${library[@]}" || true

    # 2. The module, then the example app and the snippets against it.
    rm -rf "$out/symbols"
    mkdir -p "$out/symbols"
    if ! run "$sdk_name: build the NibBridge module" swiftc -frontend -emit-module "${common[@]}" \
        -experimental-skip-all-function-bodies -module-name NibBridge "${feature_flags[@]}" \
        -emit-module-path "$out/NibBridge.swiftmodule" -emit-symbol-graph -emit-symbol-graph-dir "$out/symbols" \
        "${library[@]}"; then
        continue
    fi
    undocumented=$(python3 - "$out"/symbols/*.symbols.json <<'PYTHON'
import json, sys
missing = set()
for path in sys.argv[1:]:
    for symbol in json.load(open(path))["symbols"]:
        uri = symbol.get("location", {}).get("uri", "")
        if symbol.get("accessLevel") in ("public", "open") and "Sources/NibBridge/" in uri \
                and not symbol.get("docComment"):
            file = uri[uri.index("Sources/NibBridge/"):]
            missing.add(f"{file}:{symbol['location']['position']['line'] + 1}: {'.'.join(symbol['pathComponents'])}")
print("\n".join(sorted(missing)))
PYTHON
    )
    if [[ -n $undocumented ]]; then
        fail "$sdk_name: public symbols without a doc comment:"
        echo "$undocumented"
    else
        echo "ok   $sdk_name: a doc comment on every public symbol"
    fi
    for isolation in nonisolated MainActor; do
        isolation_flags=()
        [[ $isolation == MainActor ]] && isolation_flags=(-default-isolation MainActor)
        run "$sdk_name: type-check the example app (${#app[@]} files, default isolation $isolation)" \
            swiftc -typecheck "${common[@]}" "${isolation_flags[@]}" -I "$out" -module-name ProfileDemo "${app[@]}" ||
            true
        for snippet in "${snippet_files[@]}"; do
            run "$sdk_name: type-check snippet $(basename "$snippet" .swift) (default isolation $isolation)" \
                swiftc -typecheck "${common[@]}" "${isolation_flags[@]}" -I "$out" -module-name Snippet "$snippet" ||
                true
        done
    done

    # 3. Ownership conventions, in SIL.
    lower() {  # lower PRIMARY OUTPUT MODULE FILES...: SILGen of one file of a module (with the package's
        local primary="$1" output="$2" module="$3"  # features for the library)
        shift 3
        local others=() flags=()
        [[ $module == NibBridge ]] && flags=("${feature_flags[@]}")
        for file in "$@"; do [[ $file == "$primary" ]] || others+=("$file"); done
        swiftc -frontend -emit-silgen "${common[@]}" "${flags[@]}" -enable-objc-interop -module-name "$module" \
            -I "$out" -primary-file "$primary" "${others[@]}" -o "$output"
    }
    hook=Sources/NibBridge/Apple/ConstraintHook.swift
    view=Sources/NibBridge/Apple/NibBridgeView+UIKit.swift
    [[ $platform == macOS ]] && view=Sources/NibBridge/Apple/NibBridgeView+AppKit.swift
    if run "$sdk_name: lower $hook to SIL" lower "$hook" "$out/hook.sil" NibBridge "${library[@]}"; then
        sil_constraint_hook "$out/hook.sil" "$sdk_name: $hook"
    fi
    if run "$sdk_name: lower $view to SIL" lower "$view" "$out/view.sil" NibBridge "${library[@]}"; then
        sil_objc_ownership "$out/view.sil" "$sdk_name: $view"
    fi
    for file in $(grep -l 'override func awakeAfter' "${app[@]}" || true); do
        if run "$sdk_name: lower $file to SIL" lower "$file" "$out/app.sil" ProfileDemo "${app[@]}"; then
            sil_objc_ownership "$out/app.sil" "$sdk_name: $file"
        fi
    done
done

if [[ $checked -eq 0 ]]; then
    fail "no SDK in $sdks_dir could be checked"
fi
if [[ $failures -gt 0 ]]; then
    echo "$failures check(s) failed"
    exit 1
fi
echo "all checks passed on $checked SDK(s)"
