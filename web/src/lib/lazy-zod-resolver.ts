import { useEffect } from 'react';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { ZodType } from 'zod';

/** A form's zod resolver whose schema is fetched when it is first needed. */
export interface LazyZodResolver<Values extends FieldValues> {
  resolver: Resolver<Values>;
  /** Fetches the schema and the resolver now (once); a failed fetch is tried again at the next call. */
  load: () => Promise<Resolver<Values>>;
}

/**
 * A form's check with its contract's schema, as `zodResolver` makes it (the same issues, by the same codes), but with
 * the schema and zod fetched at the first check rather than with the page: zod (the `zod-core` chunk,
 * scripts/chunk-groups.ts) and the schema's module are what a page that only shows a form need not fetch and run
 * before it answers (docs/decisions.md §2621, §2631). `loadSchema` names the schema's module with `import()`; call
 * at module level, once per form.
 */
export function lazyZodResolver<Values extends FieldValues>(loadSchema: () => Promise<ZodType<unknown, Values>>): LazyZodResolver<Values> {
  let ready: Promise<Resolver<Values>> | null = null;
  const load = () =>
    (ready ??= Promise.all([import('@hookform/resolvers/zod'), loadSchema()]).then(
      ([{ zodResolver }, schema]) => zodResolver(schema) as Resolver<Values>,
      (error: unknown) => {
        ready = null;
        throw error;
      },
    ));
  return { resolver: async (values, context, options) => (await load())(values, context, options), load };
}

/**
 * Asks for a form's schema once the page is the app's (an effect runs after the takeover's commit) and the browser
 * is idle, so a first check rarely waits for it.
 */
export function usePreloadedResolver<Values extends FieldValues>(lazy: LazyZodResolver<Values>): void {
  useEffect(() => {
    const preload = () => void lazy.load().catch(() => undefined);
    if (typeof requestIdleCallback === 'function') {
      const id = requestIdleCallback(preload);
      return () => cancelIdleCallback(id);
    }
    const timer = setTimeout(preload, 0);
    return () => clearTimeout(timer);
  }, [lazy]);
}
