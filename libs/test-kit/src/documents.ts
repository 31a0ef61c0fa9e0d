import { textPdf } from '@jobboard/domain';

/** A real one-page PDF of the text, for upload tests on both sides of the API. */
export const minimalPdf = (text: string): Buffer => Buffer.from(textPdf(text), 'latin1');
