// The parts of the `zipcodes` package (a bundled US and Canada ZIP gazetteer) the gazetteer uses.
declare module 'zipcodes' {
  export interface ZipCode {
    zip: string;
    latitude: number;
    longitude: number;
    city: string;
    state: string;
    country: string;
  }
  export const codes: Record<string, ZipCode>;
  export const states: { normalize(state: string): string; full: Record<string, string>; abbr: Record<string, string> };
}
