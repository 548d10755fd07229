import type { CustomTypeOptions, ParseKeys } from 'i18next';

/**
 * Types for keys built at run time (`form.fields.${name}`), so they are checked like literal ones
 * (docs/i18n.md). The texts' shape comes from the English JSON files (types/i18next.d.ts).
 */
export type Namespaces = CustomTypeOptions['resources'];

/**
 * Every key `t` accepts in a namespace (plural suffixes already folded: `total`, not `total_one`); given a list of
 * namespaces, the first one's keys and the others' written with their prefix (`admin:common.close`).
 */
export type TextKey<N extends keyof Namespaces | readonly (keyof Namespaces)[] = 'common'> = ParseKeys<N>;

/** The keys under one prefix of a namespace: `KeysUnder<'admin', 'form.errors.'>` is `'title' | 'url' | …`. */
export type KeysUnder<N extends keyof Namespaces, Prefix extends string> =
  TextKey<N> extends infer K ? (K extends `${Prefix}${infer Rest}` ? Rest : never) : never;

/**
 * The message of a form field that failed validation. Our zod schemas give keys of the form's
 * namespace as messages (never English text, docs/i18n.md), but zod types every message as a
 * string: this is the one place that says so.
 */
export function fieldMessageKey<N extends keyof Namespaces>(message: string): TextKey<N> {
  return message as TextKey<N>;
}
