import { accessDay } from '#contracts/access';

/**
 * The time the access rule reads: one source, so a test can move it (the test server runs in the
 * test's process). Nothing in the product sets it.
 */
export const accessTime = { now: (): number => Date.now() };

/** Today as the rule counts days (UTC). */
export const accessToday = (): string => accessDay(new Date(accessTime.now()));
