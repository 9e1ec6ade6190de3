// React warns about act() unless the environment says it is a test; Vitest's browser mode does not.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
