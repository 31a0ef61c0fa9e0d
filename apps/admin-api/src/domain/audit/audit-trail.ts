import { adminAuditPageSchema, type AdminAuditQuery } from '@jobboard/contracts';
import { auditRepository, type NewAuditEntry } from '../../data-access/audit-repository';

/** Every admin action leaves an entry: who, what, to which record, when and why. */
export const recordAdminAction = (entry: NewAuditEntry) => auditRepository.append(entry);

/** The actor of what the create-admin command does on the server (no admin is signed in there). */
export const commandLineActor = { username: 'command line' } as const;

/** The Audit tab: newest first. */
export const readAuditTrail = async (query: AdminAuditQuery) => adminAuditPageSchema.parse(await auditRepository.page(query));
