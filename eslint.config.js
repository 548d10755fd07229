import fs from 'node:fs';
import js from '@eslint/js';
import importPlugin from 'eslint-plugin-import';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// RTL (docs/conventions.md): logical utilities only. Physical margins/paddings/insets, text alignment,
// one-sided borders and corners, space-x (margins by side) and floats break Arabic layout.
const physicalClass =
  '(^|[\\s:"\'`])-?(ml|mr|pl|pr|left|right|scroll-ml|scroll-mr|scroll-pl|scroll-pr|border-l|border-r|rounded-l|rounded-r|rounded-tl|rounded-tr|rounded-bl|rounded-br|space-x)-' +
  '|(^|[\\s:"\'`])(text-left|text-right|float-left|float-right|clear-left|clear-right|border-l|border-r|rounded-l|rounded-r)(?=$|[\\s"\'`])';
const rtlMessage =
  'Use logical classes (ms- me- ps- pe- start- end- text-start text-end border-s rounded-e gap-x) instead of physical ones.';
const rtlRules = [
  { selector: `Literal[value=/${physicalClass}/]`, message: rtlMessage },
  // Class lists are often built in template literals: their text parts are checked too.
  { selector: `TemplateElement[value.raw=/${physicalClass}/]`, message: rtlMessage },
];
// Focused tests anywhere (it.only, describe.only, test.only.each…) would silently skip the rest.
const focusedTest = {
  selector: "MemberExpression[property.name='only'][object.name=/^(it|test|describe|suite|bench)$/]",
  message: 'No focused tests.',
};
// SPA paths live in web/src/config/paths.ts only (docs/architecture.md "The web kit"): no admin path spelled elsewhere.
const adminPathMessage = "Use paths.admin from web/src/config/paths.ts instead of spelling an '/atlas-control' path.";
const adminPathLiterals = [
  { selector: 'Literal[value=/^\\/atlas-control/]', message: adminPathMessage },
  { selector: 'TemplateLiteral > TemplateElement:first-child[value.raw=/^\\/atlas-control/]', message: adminPathMessage },
];
// Texts (docs/i18n.md): a namespace is declared with defineNamespace only, and a key names its namespace.
const oneNamespacePattern = [
  {
    selector: "CallExpression[callee.property.name='addResourceBundle']",
    message: 'Declare a namespace with defineNamespace (lib/i18n.ts, docs/i18n.md).',
  },
  {
    selector: "Property[key.name='nsMode']",
    message: "Write a key of another namespace with its prefix ('common:…'), not nsMode (docs/i18n.md).",
  },
];
// Admin code draws every button with the kit (components/ui/button.tsx, tabs.tsx: docs/architecture.md "The web kit"),
// so each has a type, a look of the kit's and, when it is an icon alone, a name.
const rawButton = {
  selector: "JSXOpeningElement[name.name='button']",
  message: 'Use a kit button (Button, IconButton, MenuItem, ToggleButton, Tab from web/src/components/ui/) instead of <button>.',
};

// One read model (docs/architecture.md "The read model", docs/decisions.md §1800): what the public may see of an interview
// is decided in api/src/features/access/ only. Elsewhere no visibility or access level is compared, filtered on or
// named as the public's: outlets ask access/read-model.ts (recordShown, bodyOpen, listedVisibility, filesView…).
const readModelMessage = 'Ask the read model (api/src/features/access/read-model.ts) instead of deciding visibility or access here.';
const accessLiteral = '/^(public|archived|open|on_request|sealed)$/';
const accessColumn = '/^(\\w+\\.)?(visibility|access|sealed_until)$/';
const readModelRules = [
  ...['left', 'right'].map((side) => ({
    selector: `BinaryExpression[operator=/^[!=]==?$/][${side}.property.name=/^(visibility|access)$/][${side === 'left' ? 'right' : 'left'}.value=${accessLiteral}]`,
    message: readModelMessage,
  })),
  {
    selector: `CallExpression[callee.property.name=/^(where|orWhere|having|on)$/] > Literal[value=${accessColumn}]`,
    message: readModelMessage,
  },
  { selector: `CallExpression[callee.name='eb'] > Literal[value=${accessColumn}]`, message: readModelMessage },
  { selector: "Property[key.name='visibility'] > Literal[value='public']", message: readModelMessage },
  { selector: "Property[key.name='visibility'] > TSAsExpression > Literal[value='public']", message: readModelMessage },
  { selector: 'TemplateElement[value.raw=/\\b(visibility|access|sealed_until)\\s+(=|<>|!=|<=|in)\\s/]', message: readModelMessage },
];

// Web features never import each other; app/ composes them (Bulletproof's import zones).
const webFeatures = fs
  .readdirSync('web/src/features', { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);
const adminDomains = fs
  .readdirSync('web/src/features/admin', { withFileTypes: true })
  .filter((d) => d.isDirectory() && d.name !== 'kit')
  .map((d) => d.name);
const importZones = [
  ...webFeatures.map((feature) => ({
    target: `./web/src/features/${feature}`,
    from: './web/src/features',
    // A feature's testing/ folder (fixtures) is shared with the other features' tests.
    except: [`./${feature}`, ...webFeatures.map((other) => `./${other}/testing`)],
    message: 'A feature may not import another feature; compose them in web/src/app/routes.',
  })),
  // The admin area is one feature of domains over a shared kit (docs/architecture.md "Import zones"): a domain
  // imports only itself and the kit, the kit no domain.
  ...adminDomains.map((domain) => ({
    target: `./web/src/features/admin/${domain}`,
    from: './web/src/features/admin',
    except: [`./${domain}`, './kit'],
    message: 'An admin domain may not import another; share through features/admin/kit or compose them in web/src/app/routes/admin.',
  })),
  {
    target: './web/src/features/admin/kit',
    from: './web/src/features/admin',
    except: ['./kit'],
    message: 'The admin kit is shared by every admin domain: it may not depend on one.',
  },
  {
    target: ['./web/src/features', './web/src/components', './web/src/lib', './web/src/config'],
    from: './web/src/app',
    message: 'Only app/ composes; nothing imports from it.',
  },
  {
    target: ['./web/src/components', './web/src/lib', './web/src/config'],
    from: './web/src/features',
    message: 'Shared code may not depend on a feature.',
  },
  { target: './web', from: './api', message: 'The web app may not import the API; share through contracts/.' },
  { target: './api', from: './web', message: 'The API may not import the web app; share through contracts/.' },
  { target: './contracts', from: ['./web', './api', './e2e', './bench', './scripts'], message: 'contracts/ must stand alone.' },
];

// API layers (docs/architecture.md "Import zones"): app.ts composes; plugins wire shared services; features
// compose each other without cycles and reach plugins only through their decorations (app.x, request.x);
// lib/ and db/ are shared by all and depend on none of them (db/database.ts lists the features' tables).
const apiZones = [
  {
    target: ['./api/src/features', './api/src/plugins', './api/src/lib', './api/src/db', './api/src/seed'],
    from: ['./api/src/app.ts', './api/src/server.ts'],
    message: 'Only server.ts and the tests start the app: nothing imports app.ts or server.ts.',
  },
  {
    target: ['./api/src/features', './api/src/lib', './api/src/db', './api/src/seed'],
    from: './api/src/plugins',
    message:
      'Use what a plugin decorates (app.database, request.writeContext()…), never the plugin module; shared types live in lib/ or db/.',
  },
  {
    target: './api/src/lib',
    from: ['./api/src/features', './api/src/plugins', './api/src/db', './api/src/seed'],
    message: 'lib/ is shared by every layer: it may not depend on one.',
  },
  {
    target: './api/src/db/**/!(*.test).ts',
    from: './api/src/features/**/*',
    except: ['**/*.table.ts'],
    message: "db/ is shared by every feature: it may import a feature's table type (database.ts), nothing else.",
  },
  {
    target: './api/src/db',
    from: ['./api/src/plugins', './api/src/seed'],
    message: 'db/ is shared by every layer: it may not depend on plugins or the seed.',
  },
];

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'test-results/**', 'data/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { import: importPlugin },
    settings: { 'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.json'] } } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-syntax': ['error', focusedTest],
      'import/no-restricted-paths': ['error', { zones: importZones }],
    },
  },
  {
    files: ['api/**/*.ts'],
    // The import plugin reads TypeScript modules only when told to.
    settings: { 'import/parsers': { '@typescript-eslint/parser': ['.ts'] }, 'import/extensions': ['.ts', '.js'] },
    rules: { 'import/no-restricted-paths': ['error', { zones: [...importZones, ...apiZones] }] },
  },
  // No import cycles in the API: scripts/check-cycles.ts (`npm run check:cycles`), which reads the import graph once where
  // import/no-cycle walked it from every file (docs/decisions.md §2532).
  {
    // The read model is the one place that decides visibility; tests set and assert it. db/dialect/ turns the value the read
    // model gives into each search index's own terms.
    files: ['api/src/**/*.ts'],
    ignores: ['api/src/features/access/**', 'api/src/db/**', '**/*.test.ts', '**/*.test-support.ts'],
    rules: { 'no-restricted-syntax': ['error', focusedTest, ...readModelRules] },
  },
  {
    // Migrations are frozen in time and speak to Kysely<any>.
    files: ['api/src/db/migrations/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-syntax': ['error', focusedTest, ...rtlRules, ...adminPathLiterals, ...oneNamespacePattern],
    },
  },
  {
    files: ['web/src/features/admin/**/*.tsx', 'web/src/app/routes/admin/**/*.tsx'],
    rules: {
      'no-restricted-syntax': ['error', focusedTest, ...rtlRules, ...adminPathLiterals, ...oneNamespacePattern, rawButton],
    },
  },
  {
    // The one place the paths are written.
    files: ['web/src/config/paths.ts'],
    rules: { 'no-restricted-syntax': ['error', focusedTest, ...rtlRules] },
  },
);
