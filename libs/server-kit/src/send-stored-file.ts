import { pipeline } from 'node:stream/promises';
import type { StoredFile } from '@jobboard/contracts';
import type { Response } from 'express';
import type { Readable } from 'node:stream';

/** A file name safe inside a quoted header value; the exact name travels in filename*. */
const asciiName = (name: string) => name.replace(/[^\x20-\x7e]|["\\]/g, '_');

/** The exact name as RFC 5987 wants it: encodeURIComponent leaves ' ( ) * as they are, which end or break the value. */
const encodedName = (name: string) =>
  encodeURIComponent(name).replace(/['()*]/g, (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * Streams a stored file as a download: always an attachment with the content type its bytes were
 * checked to be, never sniffed by the browser, never cached by anyone in between.
 */
export const sendStoredFile = async (res: Response, file: StoredFile, stream: Readable) => {
  res.status(200);
  res.setHeader('Content-Type', file.contentType);
  res.setHeader('Content-Length', String(file.size));
  res.setHeader('Content-Disposition', `attachment; filename="${asciiName(file.name)}"; filename*=UTF-8''${encodedName(file.name)}`);
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Cache-Control', 'private, no-store');
  await pipeline(stream, res);
};
