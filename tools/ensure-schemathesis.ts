/**
 * Part of `npm test`: the API fuzzing (apps/platform-tests, target `fuzz`) runs schemathesis from
 * PyPI. Installs the pinned version once into a virtual environment under
 * ~/.cache/real-opportunities/ (SCHEMATHESIS_CACHE overrides) with the machine's python3 and pip,
 * and prints where its command is. Never lets the fuzzing skip: without Python it fails with what
 * to install.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';

export const schemathesisVersion = '4.32.5';

const cacheRoot = process.env.SCHEMATHESIS_CACHE ?? join(homedir(), '.cache', 'real-opportunities');
const venv = join(cacheRoot, `schemathesis-${schemathesisVersion}`);

/** The `st` command of the pinned install (it may not exist yet). */
export const schemathesisCommand = join(venv, 'bin', 'st');

const run = (command: string, args: string[]) => execFileSync(command, args, { stdio: 'inherit' });

const installedVersion = (): string | undefined => {
  if (!existsSync(schemathesisCommand)) return undefined;
  try {
    return execFileSync(schemathesisCommand, ['--version'], { encoding: 'utf8' }).trim();
  } catch {
    return undefined;
  }
};

const findPython = (): string | undefined =>
  ['python3', 'python'].find((candidate) => {
    try {
      const version = execFileSync(candidate, ['-c', 'import sys, venv; print(sys.version_info >= (3, 9))'], { encoding: 'utf8' });
      return version.trim() === 'True';
    } catch {
      return false;
    }
  });

export const ensureSchemathesis = (): string => {
  if (installedVersion()?.includes(schemathesisVersion)) return schemathesisCommand;
  const python = findPython();
  if (!python) {
    throw new Error(
      `[fuzz] schemathesis ${schemathesisVersion} needs Python 3.9+ with venv and pip (Debian/Ubuntu: ` +
        '`sudo apt-get install -y python3 python3-venv`).',
    );
  }
  console.log(`[fuzz] installing schemathesis ${schemathesisVersion} from PyPI into ${venv} (once)...`);
  run(python, ['-m', 'venv', '--clear', venv]);
  run(join(venv, 'bin', 'python'), ['-m', 'pip', 'install', '--quiet', '--disable-pip-version-check', `schemathesis==${schemathesisVersion}`]);
  const version = installedVersion();
  if (!version?.includes(schemathesisVersion)) throw new Error(`[fuzz] schemathesis did not install into ${venv}`);
  return schemathesisCommand;
};

if (require.main === module) {
  try {
    console.log(`[fuzz] using ${ensureSchemathesis()}`);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
