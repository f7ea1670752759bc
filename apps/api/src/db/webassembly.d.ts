// Node runs WebAssembly (client.ts compiles PGlite's once per process); the Node 20 type definitions
// do not declare the global, which TypeScript only has in its DOM library.
declare namespace WebAssembly {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- an opaque compiled module
  interface Module {}
  function compile(bytes: Uint8Array): Promise<Module>;
}
