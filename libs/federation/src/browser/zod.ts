/**
 * zod as the front ends bundle it: the same package, told once, before any schema is built, not
 * to probe for `eval`. The site's Content-Security-Policy forbids eval, and the probe
 * (`Function("")`) makes the browser report a policy violation. The contracts configure zod the
 * same way, but a front end may bundle only schemas whose modules never load that configuration.
 */
import * as z from 'zod/v4';

z.config({ jitless: true });

export * from 'zod/v4';
export { z, z as default };
