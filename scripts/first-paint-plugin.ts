import path from 'node:path';
import { rolldown } from 'rolldown';
import type { Plugin } from 'vite';

/** The script every page runs inline before it is drawn (docs/architecture.md "First paint"). */
const ENTRY = path.join('web', 'src', 'first-paint', 'first-paint.ts');

/** Bundles the first-paint script into one small self-contained function. */
async function compile(root: string): Promise<string> {
  const bundle = await rolldown({ input: path.join(root, ENTRY), cwd: root, logLevel: 'warn' });
  try {
    const { output } = await bundle.generate({ format: 'iife', minify: true });
    return output[0].code.trim();
  } finally {
    await bundle.close();
  }
}

/**
 * Writes the first-paint script inline at the top of index.html's <head>: a file of its own would cost the first
 * paint a round trip, and it must run before any control is drawn. The server allows it by its hash in the page's
 * Content-Security-Policy (api/src/plugins/security.ts), never by 'unsafe-inline'.
 */
export function firstPaintPlugin(root: string): Plugin {
  let built: string | null = null;
  return {
    name: 'atlas-first-paint',
    async transformIndexHtml(_html, context) {
      // The dev server compiles it afresh on each page, so a change shows on reload.
      const code = context.server ? await compile(root) : (built ??= await compile(root));
      return [{ tag: 'script', children: code, injectTo: 'head-prepend' }];
    },
  };
}
