// The V8 flag of the short-lived Node processes the API tests start (decision 077): the templates
// build and the server processes. PGlite's PostgreSQL is a WebAssembly module, and V8 recompiles its
// hot functions with its optimising compiler (TurboFan) on background threads: CPU that a process
// living a few seconds never earns back. With Liftoff alone (V8's baseline WebAssembly compiler) a
// server process starts on ~4.4 s of CPU instead of ~6.1 s. No result depends on it: only how
// PostgreSQL's code is compiled changes. The vitest workers, which live minutes, and the server
// outside the tests keep V8's defaults.
export const TEST_WASM_FLAGS = ["--liftoff-only"];
