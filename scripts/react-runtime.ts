import type { Alias } from 'vite';

/**
 * The browser's and the server render's React is Preact through its compatibility layer (docs/decisions.md §2610):
 * the same components, hooks and libraries (React Router, TanStack Query, react-i18next, react-hook-form), a runtime a
 * quarter of React DOM's size on every page. Every build and the component tests resolve React's modules here.
 */
export const reactOnPreact: Alias[] = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/server$/, replacement: 'preact/compat/server' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
  { find: /^react$/, replacement: 'preact/compat' },
];
