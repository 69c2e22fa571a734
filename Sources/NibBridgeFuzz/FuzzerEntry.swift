// The entry point of the fuzzing build (`-Xswiftc -DNIBBRIDGE_FUZZING`), which runs libFuzzer's driver.
//
// `-sanitize=fuzzer` links libFuzzer, whose own `main` calls `LLVMFuzzerTestOneInput`. But SwiftPM links
// every executable with `--defsym main=<module>_main` (so that tests can link executables), and that
// alias takes the place of libFuzzer's `main`: the link fails with "undefined symbol NibBridgeFuzz_main"
// unless the module defines it. This file defines it and hands control to libFuzzer through its public
// `LLVMFuzzerRunDriver`, so the fuzzer behaves exactly as with libFuzzer's `main`.
//
// Declaring a C function without a C module needs `@_extern(c)`, which needs
// `-enable-experimental-feature Extern`; `hasFeature` keeps normal builds from even parsing this file.

#if NIBBRIDGE_FUZZING && hasFeature(Extern)
    /// libFuzzer's driver: parses libFuzzer's flags from the arguments and fuzzes `callback`.
    @_extern(c, "LLVMFuzzerRunDriver")
    func llvmFuzzerRunDriver(
        _ argc: UnsafeMutablePointer<CInt>,
        _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
        _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
    ) -> CInt

    /// The process entry point SwiftPM's `--defsym main=NibBridgeFuzz_main` points at.
    @_cdecl("NibBridgeFuzz_main")
    func fuzzerMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
        var argc = argc
        var argv = argv
        return llvmFuzzerRunDriver(&argc, &argv) { data, size in fuzz(data, size) }
    }
#elseif NIBBRIDGE_FUZZING
    #error("the fuzzing build needs -Xswiftc -enable-experimental-feature -Xswiftc Extern (see Scripts/fuzz.sh)")
#endif
