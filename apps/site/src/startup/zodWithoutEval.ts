import { z } from 'zod';

// The site runs under a Content-Security-Policy without 'unsafe-eval'. zod compiles a fast path
// with `new Function` after probing whether eval works; the probe alone is reported as a violation.
z.config({ jitless: true });
