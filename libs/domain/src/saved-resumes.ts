import { savedResumesLimit } from '@jobboard/contracts';

/**
 * The place a new saved resume takes: the lowest of the owner's free slots, or undefined when
 * all are taken. Each slot is unique per owner in the database, so two uploads racing for the
 * last free slot cannot both keep it: the cap holds without a transaction.
 */
export const freeResumeSlot = (takenSlots: readonly number[], limit: number = savedResumesLimit): number | undefined => {
  const taken = new Set(takenSlots);
  for (let slot = 0; slot < limit; slot += 1) if (!taken.has(slot)) return slot;
  return undefined;
};

export interface ResumeChoice {
  id: string;
  sha256: string;
  uploadedAt: Date;
}

/**
 * The saved resume the Apply dialog picks first: the one whose bytes the owner's last application
 * carried, else the newest saved; none when nothing is saved.
 */
export const preselectedResumeId = (resumes: readonly ResumeChoice[], lastApplicationSha256?: string): string | undefined => {
  const used = lastApplicationSha256 ? resumes.find((resume) => resume.sha256 === lastApplicationSha256) : undefined;
  if (used) return used.id;
  const newest = [...resumes].sort((a, b) => b.uploadedAt.getTime() - a.uploadedAt.getTime())[0];
  return newest?.id;
};
