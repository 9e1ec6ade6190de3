// The analysis area's components; the package index re-exports them.
export {};
