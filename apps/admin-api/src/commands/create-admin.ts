/**
 * Creates an administrator. There is no default password and no endpoint for this:
 *   ADMIN_PASSWORD='...' npm run create-admin -- --username jane [--email jane@example.com]
 * Without ADMIN_PASSWORD the password is asked for on the terminal (not echoed).
 * Deactivates one (its sessions end at once) or brings it back; each is in the audit trail:
 *   npm run create-admin -- --deactivate --username jane
 *   npm run create-admin -- --reactivate --username jane
 * Gives one a new password (ADMIN_PASSWORD or asked for), ending its sessions; also audited:
 *   npm run create-admin -- --reset-password --username jane
 */
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { connectDatabase, disconnectDatabase } from '@jobboard/db';
import { createAdmin, newAdminSchema, resetAdminPassword, setAdminActive } from '../domain/admins/admin-accounts';
import { commandLineActor, recordAdminAction } from '../domain/audit/audit-trail';

const askHidden = (question: string): Promise<string> =>
  new Promise((resolve) => {
    const terminal = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
    const output = terminal as unknown as { _writeToOutput: (text: string) => void };
    output._writeToOutput = (text) => {
      if (text.includes(question)) process.stdout.write(text);
    };
    terminal.question(question, (answer) => {
      terminal.close();
      process.stdout.write('\n');
      resolve(answer);
    });
  });

const main = async () => {
  const { values } = parseArgs({
    options: {
      username: { type: 'string' },
      email: { type: 'string' },
      'first-name': { type: 'string' },
      'last-name': { type: 'string' },
      deactivate: { type: 'boolean' },
      reactivate: { type: 'boolean' },
      'reset-password': { type: 'boolean' },
    },
  });
  const uri = process.env.MONGODB_URI;
  if (!uri) throw new Error('Set MONGODB_URI (npm start prints the one it uses).');
  if (values['reset-password']) {
    if (values.deactivate || values.reactivate) throw new Error('Give --reset-password alone, without --deactivate or --reactivate.');
    if (!values.username) throw new Error('Give the admin with --username.');
    const password = process.env.ADMIN_PASSWORD ?? (await askHidden(`New password for "${values.username}": `));
    await connectDatabase({ uri, dbName: process.env.MONGODB_DB ?? 'jobboard', log: console });
    try {
      const admin = await resetAdminPassword(values.username, password);
      await recordAdminAction({
        admin: commandLineActor,
        action: 'admin.password-reset',
        target: { type: 'admin', id: admin.id, label: admin.username },
      });
      console.log(`Admin "${admin.username}" has a new password; its sessions have ended.`);
    } finally {
      await disconnectDatabase();
    }
    return;
  }
  if (values.deactivate || values.reactivate) {
    if (values.deactivate && values.reactivate) throw new Error('Give --deactivate or --reactivate, not both.');
    if (!values.username) throw new Error('Give the admin with --username.');
    const active = Boolean(values.reactivate);
    await connectDatabase({ uri, dbName: process.env.MONGODB_DB ?? 'jobboard', log: console });
    try {
      const admin = await setAdminActive(values.username, active);
      await recordAdminAction({
        admin: commandLineActor,
        action: active ? 'account.reactivated' : 'account.deactivated',
        target: { type: 'admin', id: admin.id, label: admin.username },
      });
      console.log(`Admin "${values.username}" ${active ? 'reactivated' : 'deactivated: its sessions have ended'}.`);
    } finally {
      await disconnectDatabase();
    }
    return;
  }
  const password = process.env.ADMIN_PASSWORD ?? (await askHidden('Password for the new admin: '));
  const admin = newAdminSchema.parse({
    username: values.username,
    password,
    email: values.email,
    firstName: values['first-name'],
    lastName: values['last-name'],
  });
  await connectDatabase({ uri, dbName: process.env.MONGODB_DB ?? 'jobboard', log: console });
  try {
    const created = await createAdmin(admin);
    await recordAdminAction({ admin: commandLineActor, action: 'admin.created', target: { type: 'admin', id: created.id, label: created.username } });
    console.log(`Admin "${created.username}" created (id ${created.id}).`);
  } finally {
    await disconnectDatabase();
  }
};

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
