/** OHMS XML files larger than this are refused before parsing (docs/decisions.md §102). */
export const OHMS_MAX_BYTES = 5 * 1024 * 1024;
export const OHMS_MAX_MEGABYTES = OHMS_MAX_BYTES / (1024 * 1024);

/** The namespace OHMS files declare on their ROOT element. */
export const OHMS_NAMESPACE = 'https://www.weareavp.com/nunncenter/ohms';
