import { config } from 'zod';

// Zod 4 compiles fast parsers with `new Function`, which the Content-Security-Policy forbids (no
// 'unsafe-eval'): every page would report a violation. Schemas read this setting when they are
// built, so this module is imported first in main.tsx, before any module that defines one.
config({ jitless: true });
