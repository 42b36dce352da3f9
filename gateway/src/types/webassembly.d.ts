// The slice of the WebAssembly API the schema-engine loader uses (Node has it; the ES libs do not declare it).
declare namespace WebAssembly {
  type Exports = Record<string, unknown>;
  type ModuleImports = Record<string, unknown>;
  interface Instance {
    readonly exports: Exports;
  }
  function instantiate(bytes: Uint8Array, imports?: Record<string, ModuleImports>): Promise<{ instance: Instance }>;
}
