export default async function globalTeardown(): Promise<void> {
  await Promise.all([globalThis.__testDatabase?.stop(), globalThis.__testPayments?.stop()]);
}
