// The alerts area's components; the package index re-exports them.
export {};
