import { config } from 'zod';

// Zod 4 compiles fast parsers with `new Function`, which the Content-Security-Policy forbids (no
// 'unsafe-eval'): every page would report a violation. Schemas read this setting when they are
// built, so this module is the first import of app/App.tsx (main.tsx's first), before any module that
// defines one.
config({ jitless: true });
