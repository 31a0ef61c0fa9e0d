import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readStoredZip, writeZip } from '@jobboard/server-kit';

describe('writeZip', () => {
  const entries = [
    { path: 'data.json', data: Buffer.from('{"a":1}') },
    { path: 'files/résumé.pdf', data: Buffer.from([0, 1, 2, 255, 254, 37, 80, 68, 70]) },
    { path: 'files/empty.txt', data: Buffer.alloc(0) },
  ];

  it('round-trips every entry byte for byte, names in UTF-8', () => {
    expect(readStoredZip(writeZip(entries))).toEqual(entries);
  });

  it('is read by Python’s zipfile, which checks the structure and every CRC', () => {
    const dir = mkdtempSync(join(tmpdir(), 'zip-'));
    const path = join(dir, 'export.zip');
    writeFileSync(path, writeZip(entries));
    const script =
      'import sys,zipfile,json\nz=zipfile.ZipFile(sys.argv[1])\nassert z.testzip() is None\nprint(json.dumps({n: z.read(n).hex() for n in z.namelist()}))';
    let listed: Record<string, string>;
    try {
      listed = JSON.parse(execFileSync('python3', ['-c', script, path], { encoding: 'utf8' }));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return; // no python3 on this machine
      throw error;
    }
    expect(listed).toEqual(Object.fromEntries(entries.map((entry) => [entry.path, entry.data.toString('hex')])));
    expect(readFileSync(path).subarray(0, 4).toString('hex')).toBe('504b0304');
  });

  it('refuses a damaged archive', () => {
    const zip = writeZip(entries);
    zip[40] ^= 0xff; // inside data.json's bytes
    expect(() => readStoredZip(zip)).toThrow(/CRC/);
  });
});
