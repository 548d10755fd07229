/**
 * How much longer than usual a test may wait before it is called hung: 1 unless ATLAS_TEST_TIME_SCALE says otherwise.
 * On a machine busy with other work a test waits for the processor, not for a fault (docs/decisions.md §1340):
 * every time limit of the API suites (Vitest's, and the waits for a state) is scaled by it.
 */
export const testTimeScale = Number(process.env.ATLAS_TEST_TIME_SCALE ?? 1);
