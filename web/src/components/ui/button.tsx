import type { ComponentProps } from 'react';

// The kit's buttons (docs/architecture.md "The web kit"): this one, and IconButton, MenuItem, ToggleButton and Tab
// beside it (each its own module, so the public pages' bundle carries only what they draw). Every button of the
// admin is one of them (lint refuses a raw <button> there); each is `type="button"` unless told, so a form never
// submits by accident.

/**
 * The looks, each a `.btn-*` class of styles.css (shared with the public pages, and kept out of the script): boxed
 * `primary`, `secondary`, `neutral`, `danger`, `danger-outline`; unboxed `link` (words that act, in the brand's
 * colour: Undo, a time to seek to, a name to filter by), `link-danger` (Remove), `plain` (text that darkens on hover:
 * a sortable column's header) and `on-dark` (a quiet button on the brand's dark bars).
 */
export type ButtonVariant =
  'primary' | 'secondary' | 'neutral' | 'danger' | 'danger-outline' | 'link' | 'link-danger' | 'plain' | 'on-dark';
/** 'sm' is the compact size of toolbars and table rows, 'lg' the one call to action of a screen (`.btn-sm`, `.btn-lg`). */
export type ButtonSize = 'sm' | 'md' | 'lg';

/** The classes of a kit button, for a router Link that looks like one. */
export function buttonClass(variant: ButtonVariant = 'primary', size: ButtonSize = 'md', className = ''): string {
  return `btn-${variant}${size === 'md' ? '' : ` btn-${size}`}${className ? ` ${className}` : ''}`;
}

interface ButtonProps extends ComponentProps<'button'> {
  variant?: ButtonVariant;
  size?: ButtonSize;
}

export function Button({ variant, size, className, type = 'button', ...props }: ButtonProps) {
  return <button type={type} className={buttonClass(variant, size, className)} {...props} />;
}
