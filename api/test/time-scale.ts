/**
 * How much longer than usual a test may wait before it is called hung: 1 unless ATLAS_TEST_TIME_SCALE says otherwise.
 * A run at low priority beside another (.ci/run, docs/decisions.md §1340) waits for the processor, not for a fault;
 * every time limit of the API suites (Vitest's, and the waits for a state) is scaled by it.
 */
export const testTimeScale = Number(process.env.ATLAS_TEST_TIME_SCALE ?? 1);
