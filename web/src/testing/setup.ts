import '@testing-library/jest-dom/vitest';
import { loadArabicPlaceNames } from '../lib/arabic-place-names.ts';

// The app fetches them with the Arabic texts (docs/decisions.md §1021); a component test draws Arabic at once.
await loadArabicPlaceNames();
