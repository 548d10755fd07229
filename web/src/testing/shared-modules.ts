import i18n from '../lib/i18n.ts';

// Component files share a worker's modules and document (vitest.config.ts, docs/decisions.md §1411): each file
// starts as it would in a fresh worker, in English at the site's root, with nothing stored by the file before it.
window.localStorage.clear();
window.sessionStorage.clear();
window.history.replaceState(null, '', '/');
document.body.innerHTML = '';
await i18n.changeLanguage('en');
