/**
 * The offline fallback database: mongo-java-server (a MongoDB wire-protocol server in Java,
 * from Maven Central) run by a one-file launcher beside this module. Chosen over FerretDB 1.24
 * because it keeps the single-document guarantees the code relies on (atomic `$inc`,
 * conditional updates with one winner, upsert and unique-index races) and answers searches in
 * milliseconds; see ARCHITECTURE.md "Database portability" for what it does not support.
 */
import { execFile, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { promisify } from 'node:util';
import type { DbLogger } from '@jobboard/db';

const run = promisify(execFile);

export const embeddedServerVersion = '1.47.0';

/**
 * The launcher's whole runtime class path (the memory and H2 backends and what they need),
 * as Maven resolved it, pinned by SHA-256. A jar is used only when its checksum matches.
 */
const artifacts: ReadonlyArray<readonly [path: string, sha256: string]> = [
  ['de/bwaldvogel/mongo-java-server-core/1.47.0/mongo-java-server-core-1.47.0.jar', '9a34c9ad6ac6261906295481838256033ec1efc8c93a3e3828e5d47a006b0bd4'],
  ['de/bwaldvogel/mongo-java-server-memory-backend/1.47.0/mongo-java-server-memory-backend-1.47.0.jar', '82864f8a2ede1514f64c2cd3a70e8022c259eb3d78975cfa208c1668ac1f12bb'],
  ['de/bwaldvogel/mongo-java-server-h2-backend/1.47.0/mongo-java-server-h2-backend-1.47.0.jar', '58ca6760a25f8a05adfe8a0f7a8a042ca22bd472869028755931507cdce20e71'],
  ['com/h2database/h2/2.3.232/h2-2.3.232.jar', '8dae62d22db8982c3dcb3826edb9c727c5d302063a67eef7d63d82de401f07d3'],
  ['io/netty/netty-transport/4.2.2.Final/netty-transport-4.2.2.Final.jar', '116d766a1af4722fe76a4cdaed969644985d44e08ec1337d2dbab697dd109603'],
  ['io/netty/netty-common/4.2.2.Final/netty-common-4.2.2.Final.jar', '5d022f3acad74cb0f195f60213500a4000d1340e5e941edaf1a0e756686b9bae'],
  ['io/netty/netty-buffer/4.2.2.Final/netty-buffer-4.2.2.Final.jar', '4820eeb2d3db269b20b30711e3d7d21979664249aaf10fc67f90dee935810747'],
  ['io/netty/netty-resolver/4.2.2.Final/netty-resolver-4.2.2.Final.jar', 'fa7841ffe2e39d52251814fb8560d6936b10ae7c67453ee50426b83fd5170ba0'],
  ['io/netty/netty-codec/4.2.2.Final/netty-codec-4.2.2.Final.jar', '6a4ea3cedc831a377e20e32da5df4d2a47b954810e941138e3358e313db3a7f9'],
  ['io/netty/netty-codec-base/4.2.2.Final/netty-codec-base-4.2.2.Final.jar', '76987614ccb2fda7d3292b69ba5b61351f30e91bf5c7d8fa4b51bc32c9f67456'],
  ['io/netty/netty-codec-compression/4.2.2.Final/netty-codec-compression-4.2.2.Final.jar', '005734e20aceb5e2c030033f7e042c81ee444497efd110cfca8de445642652ac'],
  ['io/netty/netty-codec-protobuf/4.2.2.Final/netty-codec-protobuf-4.2.2.Final.jar', 'cfe0c7e6e68d83480a639b533eb7edaaf3252cfae8b73d0e362859673a4f9d97'],
  ['io/netty/netty-codec-marshalling/4.2.2.Final/netty-codec-marshalling-4.2.2.Final.jar', 'ae8bb7a077ca02357c922e3abc1acf1bf191d5e2776721d69cbca50a16281096'],
  ['io/netty/netty-handler/4.2.2.Final/netty-handler-4.2.2.Final.jar', 'd4ef582c78125457baa0cfa52992b5fb1bb9172d1a2c03b726e8b26e17d3fe2c'],
  ['io/netty/netty-transport-native-unix-common/4.2.2.Final/netty-transport-native-unix-common-4.2.2.Final.jar', 'aa8821a7ea2ca47f62740bd1f37d67deb97824cc77e76dde6ae2c439a923fc9d'],
  ['org/slf4j/slf4j-api/2.0.17/slf4j-api-2.0.17.jar', '7b751d952061954d5abfed7181c1f645d336091b679891591d63329c622eb832'],
];

const launcherSource = join(__dirname, 'embedded-server', 'EmbeddedMongoServer.java');

/** Outside the project, so a fresh clone on the same machine finds the jars already there. */
const cacheDir = () =>
  process.env.EMBEDDED_DB_CACHE ??
  join(process.env.XDG_CACHE_HOME ?? join(homedir(), '.cache'), 'real-opportunities', `mongo-java-server-${embeddedServerVersion}`);

const mavenRepository = () => (process.env.MAVEN_REPOSITORY_URL ?? 'https://repo1.maven.org/maven2').replace(/\/$/, '');

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

const readIfValid = async (file: string, expected: string): Promise<Buffer | undefined> => {
  try {
    const bytes = await readFile(file);
    return sha256(bytes) === expected ? bytes : undefined;
  } catch {
    return undefined;
  }
};

const download = async (url: string): Promise<Buffer> => {
  const response = await fetch(url, { signal: AbortSignal.timeout(120_000) });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return Buffer.from(await response.arrayBuffer());
};

/**
 * Puts every pinned jar in the cache folder: already there, copied from the local Maven
 * repository (~/.m2), or downloaded from Maven Central. Answers the class path.
 */
export const ensureEmbeddedServerJars = async (log: DbLogger): Promise<string[]> => {
  const dir = cacheDir();
  await mkdir(dir, { recursive: true });
  const localMaven = join(homedir(), '.m2', 'repository');
  let announced = false;
  const classPath: string[] = [];
  for (const [path, expected] of artifacts) {
    const target = join(dir, path.split('/').pop() ?? path);
    classPath.push(target);
    if (await readIfValid(target, expected)) continue;
    let bytes = await readIfValid(join(localMaven, path), expected);
    if (!bytes) {
      if (!announced) log.info(`Downloading mongo-java-server ${embeddedServerVersion} (5.7 MB, once) into ${dir}`);
      announced = true;
      bytes = await download(`${mavenRepository()}/${path}`);
      if (sha256(bytes) !== expected) throw new Error(`${path} from ${mavenRepository()} does not match its pinned checksum`);
    }
    // Written beside its final name and renamed, so a concurrent start never reads half a jar.
    const partial = `${target}.${process.pid}.partial`;
    await writeFile(partial, bytes);
    await rename(partial, target);
  }
  return classPath;
};

/** Java 17 or newer (mongo-java-server 1.47 is built for 17; single-file launch needs 11). */
const assertJava = async () => {
  let output: string;
  try {
    const { stderr, stdout } = await run('java', ['-version'], { timeout: 30_000 });
    output = `${stderr}${stdout}`;
  } catch {
    throw new Error('Java is not installed (Java 17 or newer is needed, e.g. apt-get install openjdk-17-jre-headless)');
  }
  const major = Number(/version "(\d+)/.exec(output)?.[1] ?? 0);
  if (major < 17) throw new Error(`Java ${major || '(unknown version)'} found; Java 17 or newer is needed`);
};

export interface RunningEmbeddedServer {
  uri: string;
  /** The JVM's process id. */
  pid: number;
  stop(): Promise<void>;
}

export interface EmbeddedServerOptions {
  /** An H2 file to keep data in across restarts; in memory when absent. */
  dataFile?: string;
  /** A loopback port to listen on; a free one when absent. */
  port?: number;
  /** The JVM's heap cap (`-Xmx`), e.g. "512m". */
  maxHeap?: string;
  log: DbLogger;
}

/**
 * Starts the embedded server on a free loopback port. It stops cleanly when `stop` is called,
 * and also when this process dies, however it dies: it watches the pipe to its standard input.
 */
export const startEmbeddedServer = async (options: EmbeddedServerOptions): Promise<RunningEmbeddedServer> => {
  await assertJava();
  const classPath = await ensureEmbeddedServerJars(options.log);
  if (options.dataFile) await mkdir(join(options.dataFile, '..'), { recursive: true });
  const maxHeap = options.maxHeap ?? process.env.EMBEDDED_DB_MAX_HEAP ?? '512m';
  const child = spawn(
    'java',
    [
      `-Xmx${maxHeap}`,
      '-XX:+UseSerialGC',
      // mongo-java-server logs through SLF4J; with no provider bound it would warn at every start.
      '-Dslf4j.internal.verbosity=ERROR',
      '-cp',
      classPath.join(':'),
      launcherSource,
      ...(options.dataFile ? ['--data', options.dataFile] : []),
      ...(options.port ? ['--port', String(options.port)] : []),
    ],
    { stdio: ['pipe', 'pipe', 'pipe'] },
  );
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  const address = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`mongo-java-server did not start within 60 s: ${stderr}`));
    }, 60_000);
    const lines = createInterface({ input: child.stdout });
    lines.on('line', (line) => {
      const match = /^listening (\S+)$/.exec(line);
      if (!match) return;
      clearTimeout(timer);
      lines.close();
      resolve(match[1]);
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`mongo-java-server exited at start (code ${code}): ${stderr.trim()}`));
    });
  });
  // Keep its stdout drained; the launcher prints nothing more, but a full pipe would block it.
  child.stdout.resume();

  return {
    uri: `mongodb://${address}/`,
    pid: child.pid ?? 0,
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(timer);
    },
  };
};
