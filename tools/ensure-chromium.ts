/**
 * Part of `npm test`: the browser tests drive Debian's Chromium through playwright-core
 * (Playwright cannot download its own browsers here). Finds it, or installs it with apt-get
 * when running as root on Debian, or fails with what to do. Never lets the tests skip.
 */
import { execFileSync } from 'node:child_process';
import { findChromium } from '@jobboard/test-kit/chromium';

const canInstall = () => {
  try {
    execFileSync('apt-get', ['--version'], { stdio: 'ignore' });
    return process.getuid?.() === 0;
  } catch {
    return false;
  }
};

const install = () => {
  const apt = (...args: string[]) =>
    execFileSync('apt-get', args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  console.log('[browser] Chromium not found: installing Debian\'s chromium package...');
  try {
    apt('install', '-y', '-qq', 'chromium');
  } catch {
    apt('update', '-qq');
    apt('install', '-y', '-qq', 'chromium');
  }
};

let path = findChromium();
if (!path && canInstall()) {
  install();
  path = findChromium();
}
if (!path) {
  console.error(
    '[browser] Chromium is needed for the browser tests and was not found. Install it (Debian/Ubuntu: ' +
      '`sudo apt-get install -y chromium`) or set CHROMIUM_PATH to a Chromium or Chrome executable.',
  );
  process.exit(1);
}
console.log(`[browser] using ${path}`);
