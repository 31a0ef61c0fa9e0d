import { accessSync, constants } from 'node:fs';

const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

/** The first Chromium found, or undefined. */
export const findChromium = (): string | undefined => {
  for (const candidate of candidates) {
    if (!candidate) continue;
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      // try the next one
    }
  }
  return undefined;
};

/** Debian's Chromium (installed by `npm test` when missing, see tools/ensure-chromium.ts). */
export const chromiumPath = (): string => {
  const found = findChromium();
  if (found) return found;
  throw new Error(
    'Chromium was not found. Install it (Debian: `apt-get install -y chromium`) or set CHROMIUM_PATH to its executable.',
  );
};

/** Flags for a headless Chromium on a machine with no network beyond loopback. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
