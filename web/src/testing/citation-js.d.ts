// citation-js ships no types; the tests use this much of it to parse our RIS and CSL-JSON downloads.
declare module '@citation-js/core' {
  export class Cite {
    static async(data: unknown): Promise<Cite>;
    data: unknown[];
    format(format: string, options?: Record<string, unknown>): unknown;
  }
}
