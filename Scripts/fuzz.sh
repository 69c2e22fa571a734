#!/usr/bin/env bash
# Builds the NibBridgeFuzz libFuzzer target and fuzzes one stage of the pipeline.
#
#   Scripts/fuzz.sh [-s STAGE] [-t SECONDS] [-r RUNS] [SEED_FOLDER ...] [-- LIBFUZZER_FLAG ...]
#
# STAGE (default reader; passed to the fuzzer as NIBBRIDGE_FUZZ_STAGE):
#   reader   IBDocument(bytes:) reads or throws; read documents round-trip byte for byte; the model walks
#   compose  a document composed against two fixed nibs (CardView, BadgeView) reads back and round-trips
#   load     loading with convention bridging against the same nibs, then layout of every root view
#   render   every drawable object of the document rendered to SVG in memory; the SVG is well-formed
# Seeds fuzz-corpus/STAGE/inputs/ (gitignored) with the .xib and .storyboard files of every test target's
# Fixtures folder and of every SEED_FOLDER (for example ../shared/corpus), up to 64 KiB each, then runs
# the fuzzer with -max_len=65536 -timeout=10 for SECONDS (default 60, or $MAX_TOTAL_TIME; 0: no limit)
# or RUNS executions (-runs; with -r and no -t, no time limit), whichever ends first. The corpus grows
# across runs. Crashes, leaks, timeouts and out-of-memory inputs are saved in fuzz-corpus/STAGE/artifacts/;
# replay one without sanitizers with
#   swift build --product NibBridgeFuzz
#   NIBBRIDGE_FUZZ_STAGE=STAGE .build/debug/NibBridgeFuzz fuzz-corpus/STAGE/artifacts/crash-...
#
# Environment: MAX_TOTAL_TIME (seconds), FUZZ_CONFIGURATION (release, the default, or debug: about 25
# times slower but with debug-only checks), FUZZ_SCRATCH (build folder, default .build-fuzz),
# FUZZ_NO_BUILD=1 (use the fuzzer already built, e.g. to run two stages at once), FUZZ_CHUNK (runs per
# fuzzer process with -r; load and render: 50000).
set -euo pipefail

cd "$(dirname "$0")/.."
max_total_time="${MAX_TOTAL_TIME:-}"
stage=reader
runs=""
configuration="${FUZZ_CONFIGURATION:-release}"
scratch="${FUZZ_SCRATCH:-.build-fuzz}"
max_len=65536
seed_folders=(Tests/*/Fixtures)
extra_flags=()

while [[ $# -gt 0 ]]; do
    case "$1" in
        -s | --stage) stage="$2"; shift 2 ;;
        -t | --time) max_total_time="$2"; shift 2 ;;
        -r | --runs) runs="$2"; shift 2 ;;
        -h | --help) sed -n '2,23p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
        --) shift; extra_flags=("$@"); break ;;
        *) seed_folders+=("$1"); shift ;;
    esac
done

case "$stage" in
    reader | compose | load | render) ;;
    *) echo "unknown stage: $stage (reader, compose, load or render)" >&2; exit 64 ;;
esac
if [[ -z "$max_total_time" ]]; then
    if [[ -n "$runs" ]]; then max_total_time=0; else max_total_time=60; fi
fi

if [[ "${FUZZ_NO_BUILD:-}" != 1 ]]; then
echo "== building NibBridgeFuzz ($configuration, libFuzzer + AddressSanitizer)"
# -DNIBBRIDGE_FUZZING leaves out the replay @main; Extern lets FuzzerEntry.swift declare libFuzzer's
# LLVMFuzzerRunDriver; lld avoids gold's flood of "Cannot export local symbol" warnings under ASan.
swift build --scratch-path "$scratch" -c "$configuration" --product NibBridgeFuzz \
    -Xswiftc -sanitize=fuzzer,address \
    -Xswiftc -DNIBBRIDGE_FUZZING \
    -Xswiftc -enable-experimental-feature -Xswiftc Extern \
    -Xswiftc -use-ld=lld
fi
fuzzer="$scratch/$configuration/NibBridgeFuzz"

inputs="fuzz-corpus/$stage/inputs"
artifacts="fuzz-corpus/$stage/artifacts"
mkdir -p "$inputs" "$artifacts"
added=0
for folder in "${seed_folders[@]}"; do
    [[ -d "$folder" ]] || { echo "no such folder: $folder" >&2; exit 66; }
    # Files over -max_len would be truncated into broken XML; content-addressed names dedupe reruns.
    while IFS= read -r -d '' file; do
        name="seed-$(sha1sum "$file" | cut -c1-40)"
        if [[ ! -e "$inputs/$name" ]]; then
            cp "$file" "$inputs/$name"
            added=$((added + 1))
        fi
    done < <(find "$folder" -type f \( -name '*.xib' -o -name '*.storyboard' \) -size -$((max_len + 1))c -print0)
done
echo "== $added new seeds; $inputs holds $(find "$inputs" -type f | wc -l) inputs"

# Tokens the mutator splices in: markup, references, and the names the typed model looks for.
cat > fuzz-corpus/xml.dict <<'DICT'
"<?xml version=\"1.0\" encoding=\"UTF-8\"?>"
"<!--"
"-->"
"<![CDATA["
"]]>"
"<!DOCTYPE"
"<?"
"?>"
"</"
"/>"
"=\""
"='"
"&amp;"
"&lt;"
"&gt;"
"&quot;"
"&apos;"
"&#"
"&#x"
"\xef\xbb\xbf"
"<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\" version=\"3.0\">"
"<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB\" version=\"3.0\">"
"targetRuntime=\"MacOSX.Cocoa\""
"<scenes>"
"<scene sceneID="
"<objects>"
"<subviews>"
"<constraints>"
"<constraint firstItem="
"secondItem="
"firstAttribute="
"multiplier=\"3:4\""
"<connections>"
"<outlet property="
"<action selector="
"<segue destination="
"<rect key=\"frame\" x=\"0.0\" y=\"0.0\" width=\"320\" height=\"44\"/>"
"<autoresizingMask key=\"autoresizingMask\" widthSizable=\"YES\"/>"
"<userDefinedRuntimeAttributes>"
"<variation key="
"<placeholder placeholderIdentifier=\"IBFilesOwner\""
" id=\""
" customClass=\""
" customClass=\"CardView\""
" customClass=\"BadgeView\""
"<view contentMode=\"scaleToFill\" id=\"Fz0-00-000\" customClass=\"CardView\">"
"translatesAutoresizingMaskIntoConstraints=\"NO\""
"<viewController id="
"<windowController id="
"<window "
"<label "
"<button "
"<stackView "
"<fontDescription key=\"fontDescription\" type=\"system\" pointSize=\"17\"/>"
"<color key=\"backgroundColor\" systemColor=\"systemBlueColor\"/>"
DICT

# A load frees every object it made once its result is dropped (connections hold their other ends as UIKit
# and AppKit do: LoadedConnectionLifetimeTests, CorpusLoadLifetimeTests), so no loader code is suppressed:
# any leak of a load, a layout, a picture, a composition or a read ends the run.
# Fontconfig and cairo keep process-wide caches (fonts, patterns, scaled fonts) that are never freed:
# tens of objects however many pictures are drawn, which LeakSanitizer counts at exit.
cat > fuzz-corpus/lsan.supp <<'SUPP'
leak:libfontconfig.so
leak:libcairo.so
SUPP
# The load and render stages keep process-wide caches that grow with every input (the compiled nib of each
# input path, fonts), so libFuzzer's check after each input (a rerun and a full scan whenever allocations
# and frees differ) would slow them tenfold: they check for leaks when each fuzzer process exits instead
# (LeakSanitizer's exit check, same suppressions; a leak found there fails the run without a reproducer).
lsan_options="${LSAN_OPTIONS:-}"
leak_flags=()
if [[ "$stage" == load || "$stage" == render ]]; then
    [[ -n "$lsan_options" ]] || lsan_options="suppressions=fuzz-corpus/lsan.supp:print_suppressions=0"
    leak_flags=(-detect_leaks=0)
fi

# One fuzzer process per chunk of runs: the process-wide nib cache (one compiled document per input
# path) grows without bound, so long runs restart the fuzzer
# every CHUNK executions (load and render: 50000 by default, $FUZZ_CHUNK) on the grown corpus.
chunk="${FUZZ_CHUNK:-}"
if [[ -z "$chunk" ]]; then
    if [[ "$stage" == load || "$stage" == render ]]; then chunk=50000; else chunk=0; fi
fi
[[ -z "$runs" || "$chunk" -le 0 || "$chunk" -ge "$runs" ]] && chunk=0

echo "== fuzzing the $stage stage (${max_total_time} s, 0: no limit; ${runs:-no limit of} runs; chunks of ${chunk/#0/all} runs)"
total=0
start_time=$SECONDS
log="fuzz-corpus/$stage/last-chunk.log"
while :; do
    limit_flags=()
    if [[ "$max_total_time" -gt 0 ]]; then
        left_time=$((max_total_time - (SECONDS - start_time)))
        [[ "$left_time" -gt 0 ]] || break
        limit_flags+=(-max_total_time="$left_time")
    fi
    if [[ -n "$runs" ]]; then
        left_runs=$((runs - total))
        [[ "$left_runs" -gt 0 ]] || break
        [[ "$chunk" -gt 0 && "$chunk" -lt "$left_runs" ]] && left_runs="$chunk"
        limit_flags+=(-runs="$left_runs")
    fi
    status=0
    NIBBRIDGE_FUZZ_STAGE="$stage" ASAN_OPTIONS="${ASAN_OPTIONS:-detect_leaks=1}" LSAN_OPTIONS="$lsan_options" \
        "$fuzzer" \
        ${limit_flags[@]+"${limit_flags[@]}"} \
        -max_len="$max_len" \
        -timeout=10 \
        -print_final_stats=1 \
        -dict=fuzz-corpus/xml.dict \
        -artifact_prefix="$artifacts/" \
        ${leak_flags[@]+"${leak_flags[@]}"} \
        ${extra_flags[@]+"${extra_flags[@]}"} \
        "$inputs" 2>&1 | tee "$log" || status=$?
    executed=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -1)
    total=$((total + ${executed:-0}))
    echo "== $stage: $total executions so far ($((SECONDS - start_time)) s)"
    [[ "$status" -eq 0 ]] || { echo "== the fuzzer stopped with status $status; see $artifacts/" >&2; exit "$status"; }
    [[ "$chunk" -gt 0 ]] || break
done
echo "== $stage: $total executions in $((SECONDS - start_time)) s"
