// Real documents built in memory, for upload tests on both sides of the API (the demo seed
// writes its resumes with the same writer).
export { minimalPdf } from '@jobboard/seed';
