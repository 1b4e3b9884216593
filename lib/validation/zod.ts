import { z } from 'zod';

// Zod compiles object parsers with `new Function` unless told not to; under our strict CSP the
// browser reports even its caught probe as a violation. Schemas shared with the browser import `z`
// from here, so the setting is in place before any of them parses.
z.config({ jitless: true });

export { z };
