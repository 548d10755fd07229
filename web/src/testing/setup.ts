import '@testing-library/jest-dom/vitest';
import { loadArabicPlaceNames } from '../lib/arabic-place-names.ts';

// The browser has them from the server's page or loads them on a switch to Arabic (lib/arabic-place-names.ts,
// docs/decisions.md §1301); a component test draws Arabic at once, with no page behind it.
await loadArabicPlaceNames();
