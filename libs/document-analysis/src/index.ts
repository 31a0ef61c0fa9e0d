export * from './analyze-document';
export * from './parse-quality';
export { measureText, fillerPhrases, type TextFacts, type SectionKey } from './text-facts';
export * from './sample-documents';
