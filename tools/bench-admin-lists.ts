/**
 * `npm run bench:admin [-- --jobs 100000 --applications 100000 --requests 10]`: seeds a fresh
 * database with jobs, applications, employers and veterans, then asks the real admin-api (over
 * HTTP, signed in as an admin) for one page of each admin list in the shapes the dashboard uses
 * (first page, search, filter, sort, a deep page), `--requests` times each after one warm-up,
 * and prints p50/p95 per shape and, on MongoDB, the plan of each shape's find (index or scan).
 * A script that prints figures, not a test.
 *
 * The database comes from @jobboard/db's provider: MONGODB_URI if set, else (offline) the
 * embedded mongo-java-server in memory, which builds only _id and unique indexes and scans for
 * everything else: its figures say how development feels, not how MongoDB performs. The
 * embedded server can stall under heavy inserts, so each batch that fails is sent again (and
 * EMBEDDED_DB_MAX_HEAP=1536m gives its JVM room for 200,000 records).
 */
import { connectDatabase, disconnectDatabase, ApplicationModel, EmployerModel, JobModel, VeteranProfileModel, AdminUserModel } from '@jobboard/db';
import { obtainDatabase, type DatabaseSource, embeddedServerVersion } from '@jobboard/dev';
import { adminSearchTerms, anchoredPrefixPattern } from '@jobboard/domain';
import { baseServiceEnvSchema, createLogger, hashPassword, startWebServer } from '@jobboard/server-kit';
import mongoose, { Types, type Model } from 'mongoose';
import { createAdminApi } from '../apps/admin-api/src/app';

const option = (name: string, fallback: number): number => {
  const at = process.argv.indexOf(`--${name}`);
  if (at === -1) return fallback;
  const value = Number(process.argv[at + 1]);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`--${name} needs a positive number`);
  return Math.floor(value);
};

const jobCount = option('jobs', 100_000);
const applicationCount = option('applications', 100_000);
const employerCount = option('employers', 500);
const veteranCount = option('veterans', 5_000);
const requests = option('requests', 10);
const batchSize = 2_000;
const maxAttempts = 5;

const log = {
  info: (message: string) => console.log(`[bench] ${message}`),
  warn: (message: string) => console.warn(`[bench] ${message}`),
};

const titles = ['Warehouse Associate', 'Delivery Driver', 'Registered Nurse', 'Line Cook', 'Forklift Operator', 'Software Engineer', 'Electrician', 'Security Officer', 'Medical Assistant', 'Project Manager'];
const seniority = ['', 'Senior ', 'Junior ', 'Lead ', 'Night Shift '];
const companies = ['Harbor', 'Summit', 'Cascade', 'Ironwood', 'Bluegrass', 'Prairie', 'Redwood', 'Granite', 'Lakeside', 'Meridian'];
const companyKinds = ['Logistics', 'Health', 'Foods', 'Builders', 'Security', 'Systems', 'Energy', 'Freight'];
const firstNames = ['Rosa', 'Ahmed', 'Dana', 'Marcus', 'Priya', 'Jordan', 'Elena', 'Tyrell', 'Mei', 'Sam', 'Luis', 'Grace'];
const lastNames = ['Delgado', 'Khan', 'Whitfield', 'Hale', 'Ramanathan', 'Brooks', 'Novak', 'Owens', 'Chen', 'Ortiz', 'Baker', 'Ngata'];
const branches = ['Army', 'Navy', 'Air Force', 'Marines', 'Coast Guard', 'Space Force'] as const;
const statuses = ['pending', 'reviewed', 'shortlisted', 'rejected', 'hired'] as const;
const pick = <T>(values: readonly T[], index: number): T => values[index % values.length];

/** Runs a database step again when the embedded server stalled (it recovers after a pause). */
const retrying = async <T>(label: string, step: () => Promise<T>): Promise<T> => {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await step();
    } catch (error) {
      if (attempt >= maxAttempts) throw error;
      log.warn(`  ${label} failed (${error instanceof Error ? error.message : String(error)}); trying again (attempt ${attempt + 1})`);
      await new Promise((resolve) => setTimeout(resolve, 2000 * attempt));
    }
  }
};

/** insertMany in batches; the embedded server can stall under load, so a failed batch is sent again. */
const insertInBatches = async (model: Model<never>, total: number, make: (index: number) => Record<string, unknown>, label: string) => {
  const started = performance.now();
  for (let from = 0; from < total; from += batchSize) {
    const batch = Array.from({ length: Math.min(batchSize, total - from) }, (_, offset) => make(from + offset));
    for (let attempt = 1; ; attempt += 1) {
      try {
        // Validation runs per document, so the models' hooks fill searchWords as for any save.
        // Unordered: a resent batch stores what the failed attempt did not, and reports the rest as duplicates.
        await model.insertMany(batch, { ordered: false, throwOnValidationError: true });
        break;
      } catch (error) {
        // A record the models refuse is a mistake in this script, not a stall: stop.
        if (error instanceof mongoose.Error.ValidationError || (error as { validationErrors?: unknown[] }).validationErrors?.length) throw error;
        const duplicate = (error as { code?: number; writeErrors?: { code?: number }[] }).writeErrors?.every((write) => write.code === 11000);
        if (duplicate) break; // The failed attempt had stored some: the rest are in now.
        if (attempt >= maxAttempts) throw error;
        log.warn(`  ${label} batch at ${from} failed (${error instanceof Error ? error.message : String(error)}); resending (attempt ${attempt + 1})`);
        await new Promise((resolve) => setTimeout(resolve, 1000 * attempt));
      }
    }
    const done = Math.min(from + batchSize, total);
    if (done % 20_000 === 0 || done === total) log.info(`  ${done.toLocaleString('en-US')} ${label} (${((performance.now() - started) / 1000).toFixed(1)} s)`);
  }
};

const seed = async () => {
  const passwordHash = await hashPassword('bench password that signs nobody in');
  const employerIds = Array.from({ length: employerCount }, () => new Types.ObjectId());
  const companyName = (index: number) => `${pick(companies, index)} ${pick(companyKinds, Math.floor(index / companies.length))} ${index}`;
  await insertInBatches(EmployerModel as unknown as Model<never>, employerCount, (index) => ({
    _id: employerIds[index],
    email: `hiring${index}@${pick(companies, index).toLowerCase()}.example`,
    passwordHash,
    companyName: companyName(index),
    contactName: `${pick(firstNames, index)} ${pick(lastNames, index + 3)}`,
    city: 'Austin',
    state: 'TX',
    zipCode: '78701',
    industry: 'manufacturing',
    companySize: '51-200',
    verificationStatus: pick(['pending', 'verified', 'rejected'], index),
  }), 'employers');

  const jobIds: Types.ObjectId[] = [];
  const now = Date.now();
  await insertInBatches(JobModel as unknown as Model<never>, jobCount, (index) => {
    const id = new Types.ObjectId();
    jobIds.push(id);
    const employer = index % employerCount;
    return {
      _id: id,
      employerId: employerIds[employer],
      companyName: companyName(employer),
      employerVerified: employer % 3 === 1,
      title: `${pick(seniority, Math.floor(index / titles.length))}${pick(titles, index)}`,
      location: 'Austin, TX',
      type: 'full-time',
      experience: 'mid',
      description: 'A role on a friendly team.',
      status: index % 10 === 0 ? 'closed' : index % 17 === 0 ? 'paused' : 'active',
      posted: new Date(now - index * 60_000),
    };
  }, 'jobs');

  await insertInBatches(ApplicationModel as unknown as Model<never>, applicationCount, (index) => {
    const job = index % jobCount;
    return {
      jobId: jobIds[job],
      employerId: employerIds[job % employerCount],
      applicantName: `${pick(firstNames, index)} ${pick(lastNames, Math.floor(index / firstNames.length))}`,
      applicantEmail: `applicant${index}@example.com`,
      jobTitle: `${pick(seniority, Math.floor(job / titles.length))}${pick(titles, job)}`,
      companyName: companyName(job % employerCount),
      status: pick(statuses, index),
      appliedAt: new Date(now - index * 30_000),
    };
  }, 'applications');

  await insertInBatches(VeteranProfileModel as unknown as Model<never>, veteranCount, (index) => ({
    email: `veteran${index}@example.com`,
    passwordHash,
    firstName: pick(firstNames, index),
    lastName: `${pick(lastNames, Math.floor(index / firstNames.length))}`,
    militaryBranch: pick(branches, index),
    mos: `${(index % 90) + 10}B`,
    skills: ['Logistics', 'Leadership', 'First aid', 'Driving'],
  }), 'veterans');
};

/** The list pages measured: what an admin really asks, including a deep page. */
const shapes: Array<{ name: string; path: string; collection: string; filter?: Record<string, unknown>; sort?: Record<string, 1 | -1> }> = [
  { name: 'jobs: first page', path: '/api/admin/jobs', collection: 'jobs', sort: { posted: -1, _id: -1 } },
  { name: 'jobs: search "ware assoc"', path: '/api/admin/jobs?q=ware%20assoc', collection: 'jobs', filter: { q: 'ware assoc' }, sort: { posted: -1, _id: -1 } },
  { name: 'jobs: search company "harbor"', path: '/api/admin/jobs?q=harbor', collection: 'jobs', filter: { q: 'harbor' }, sort: { posted: -1, _id: -1 } },
  { name: 'jobs: status closed', path: '/api/admin/jobs?status=closed', collection: 'jobs', filter: { status: 'closed' }, sort: { posted: -1, _id: -1 } },
  { name: 'jobs: by title, page 50', path: '/api/admin/jobs?sort=title&page=50', collection: 'jobs', sort: { title: 1, _id: 1 } },
  { name: 'jobs: by company, active', path: '/api/admin/jobs?sort=company&status=active', collection: 'jobs', filter: { status: 'active' }, sort: { companyName: 1, _id: 1 } },
  { name: 'applications: first page', path: '/api/applications', collection: 'applications', sort: { appliedAt: -1, _id: -1 } },
  { name: 'applications: search "rosa"', path: '/api/applications?q=rosa', collection: 'applications', filter: { q: 'rosa' }, sort: { appliedAt: -1, _id: -1 } },
  { name: 'applications: search email', path: '/api/applications?q=applicant4242%40', collection: 'applications', filter: { q: 'applicant4242@' }, sort: { appliedAt: -1, _id: -1 } },
  { name: 'applications: status reviewed', path: '/api/applications?status=reviewed', collection: 'applications', filter: { status: 'reviewed' }, sort: { appliedAt: -1, _id: -1 } },
  { name: 'applications: by name, page 100', path: '/api/applications?sort=name&page=100', collection: 'applications', sort: { applicantName: 1, _id: 1 } },
  { name: 'employers: first page', path: '/api/employers', collection: 'employers', sort: { createdAt: -1, _id: -1 } },
  { name: 'employers: verified, by company', path: '/api/employers?verification=verified&sort=company', collection: 'employers', filter: { verificationStatus: 'verified' }, sort: { companyName: 1, _id: 1 } },
  { name: 'veterans: search "navy"', path: '/api/veterans?q=navy', collection: 'veteranprofiles', filter: { q: 'navy' }, sort: { createdAt: -1, _id: -1 } },
  { name: 'veterans: branch Army, by name', path: '/api/veterans?branch=Army&sort=name', collection: 'veteranprofiles', filter: { militaryBranch: 'Army' }, sort: { lastName: 1, firstName: 1, _id: 1 } },
  { name: 'summary cards', path: '/api/admin/summary', collection: '' },
];

/** The filter a shape's find uses, with the search as the repository builds it. */
const mongoFilter = (filter: Record<string, unknown> = {}) => {
  const { q, ...rest } = filter;
  const terms = adminSearchTerms(typeof q === 'string' ? q : undefined);
  if (terms.length === 0) return rest;
  return { ...rest, $and: terms.map((term) => ({ searchWords: { $regex: anchoredPrefixPattern(term) } })) };
};

type PlanNode = { stage?: string; indexName?: string; inputStage?: PlanNode; inputStages?: PlanNode[] };
const stagesOf = (node: PlanNode | undefined): string[] => {
  if (!node?.stage) return [];
  const here = node.indexName ? `${node.stage}(${node.indexName})` : node.stage;
  return [here, ...[node.inputStage, ...(node.inputStages ?? [])].flatMap((child) => stagesOf(child))];
};

const explainShape = async (shape: (typeof shapes)[number]): Promise<string> => {
  if (!shape.collection) return 'counts: each an index count or the collection count';
  const cursor = mongoose.connection.db!.collection(shape.collection).find(mongoFilter(shape.filter)).limit(20);
  if (shape.sort) cursor.sort(shape.sort);
  const explained = (await cursor.explain().catch(() => ({}))) as { queryPlanner?: { winningPlan?: PlanNode & { queryPlan?: PlanNode } } };
  const winning = explained.queryPlanner?.winningPlan?.queryPlan ?? explained.queryPlanner?.winningPlan;
  if (!winning?.stage) return 'no plan reported (the embedded server scans)';
  const stages = stagesOf(winning);
  const verdict = stages.some((stage) => stage.startsWith('IXSCAN')) ? 'index' : 'NO INDEX';
  return `${verdict}: ${stages.join(' <- ')}`;
};

const describeServer = async (source: DatabaseSource): Promise<string> => {
  if (source === 'mongo-java-server') return `mongo-java-server ${embeddedServerVersion}, in memory`;
  const info = (await mongoose.connection.db!.admin().command({ buildInfo: 1 })) as Record<string, unknown>;
  return `MongoDB ${String(info.version)}`;
};

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

const main = async () => {
  const database = await obtainDatabase({ purpose: 'test', dataDir: '', log });
  const dbName = `bench-admin-${Date.now()}`;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      log.warn(`${signal}: stopping the database`);
      void database.stop().finally(() => process.exit(130));
    });
  }
  let api: Awaited<ReturnType<typeof startWebServer>> | undefined;
  try {
    await connectDatabase({ uri: database.uri, dbName, log });
    const server = await describeServer(database.source);
    log.info(`Database: ${server}`);
    log.info(`Seeding ${jobCount.toLocaleString('en-US')} jobs and ${applicationCount.toLocaleString('en-US')} applications in batches of ${batchSize}...`);
    await seed();

    api = await startWebServer(
      createAdminApi({
        config: baseServiceEnvSchema.parse({
          NODE_ENV: 'test',
          MONGODB_URI: database.uri,
          MONGODB_DB: dbName,
          SESSION_SECRET: 'bench-only-secret-that-signs-nothing-0123456789',
          LOG_LEVEL: 'silent',
        }),
        logger: createLogger('bench', 'silent'),
      }),
      { port: 0, host: '127.0.0.1' },
    );
    const base = api.url;
    const adminHash = await hashPassword('bench admin passphrase');
    await retrying('creating the admin', () => AdminUserModel.create({ username: 'bench.admin', passwordHash: adminHash }));
    const login = await retrying('signing in', () => fetch(`${base}/api/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: base },
      body: JSON.stringify({ username: 'bench.admin', password: 'bench admin passphrase' }),
    }));
    if (!login.ok) throw new Error(`admin login failed: ${login.status}`);
    const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0];

    const rows: Array<[string, string, string, string, string]> = [];
    for (const shape of shapes) {
      const times: number[] = [];
      let total = 0;
      for (let round = 0; round <= requests; round += 1) {
        const started = performance.now();
        const response = await fetch(`${base}${shape.path}`, { headers: { cookie } });
        const body = (await response.json()) as { total?: number };
        if (!response.ok) throw new Error(`${shape.path}: ${response.status} ${JSON.stringify(body)}`);
        if (round > 0) times.push(performance.now() - started); // round 0 warms up
        total = body.total ?? 0;
      }
      times.sort((a, b) => a - b);
      rows.push([shape.name, percentile(times, 50).toFixed(1), percentile(times, 95).toFixed(1), shape.collection ? total.toLocaleString('en-US') : '', await explainShape(shape)]);
    }

    console.log('');
    console.log(`Admin list pages on ${server}: ${jobCount.toLocaleString('en-US')} jobs, ${applicationCount.toLocaleString('en-US')} applications, ${employerCount} employers, ${veteranCount} veterans; ${requests} requests each after one warm-up, one at a time.`);
    const width = Math.max(...rows.map(([name]) => name.length));
    console.log(`  ${'list page'.padEnd(width)}  ${'p50 ms'.padStart(8)}  ${'p95 ms'.padStart(8)}  ${'total'.padStart(8)}  plan`);
    for (const [name, p50, p95, total, plan] of rows) {
      console.log(`  ${name.padEnd(width)}  ${p50.padStart(8)}  ${p95.padStart(8)}  ${total.padStart(8)}  ${plan}`);
    }
  } finally {
    await api?.stop();
    if (mongoose.connection.readyState === mongoose.ConnectionStates.connected) {
      await mongoose.connection.db!.dropDatabase();
      await disconnectDatabase();
    }
    await database.stop();
  }
};

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
