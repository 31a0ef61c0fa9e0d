import { expectedContent, hasExpectedStructure, looksLikePlainText, type FileEnds } from '@jobboard/domain';
import FileType from 'file-type';

/** What file-type names the start of a file; a start it cannot parse is one it does not recognise. */
const detectedType = async (head: Uint8Array): Promise<string | undefined> => {
  try {
    return (await FileType.fromBuffer(head))?.ext;
  } catch {
    return undefined;
  }
};

/**
 * Whether the first bytes of a file (file-type's sample, or the whole file when shorter) are
 * those of the type its extension claims: checked before the rest is stored.
 */
export const startMatchesExtension = async (fileName: string, head: Uint8Array): Promise<boolean> => {
  const expected = expectedContent(fileName);
  const detected = await detectedType(head);
  // Plain text has no signature: nothing must be detected, and the bytes must read as text.
  if (expected?.detectedAs.includes('text')) return detected === undefined && looksLikePlainText(head);
  return expected !== undefined && detected !== undefined && expected.detectedAs.includes(detected);
};

/**
 * The content type to store for a received file, or undefined when it is not what its extension
 * claims: its start as file-type reads it, then its whole structure where that is cheap to check.
 */
export const verifiedContentType = async (fileName: string, file: FileEnds): Promise<string | undefined> => {
  if (!(await startMatchesExtension(fileName, file.head)) || !hasExpectedStructure(fileName, file)) return undefined;
  return expectedContent(fileName)?.contentType;
};
