import type { ComponentProps, ReactNode } from 'react';

// The kit's buttons (docs/architecture.md "The web kit"): every button of the admin is one of these (lint refuses a
// raw <button> there). Each is `type="button"` unless told, so a form never submits by accident.

/**
 * Boxed looks (`.btn-*` in styles.css, shared with the public pages), and three without a box: `link` (words that
 * act, in the brand colour: Undo, a time to seek to, a name to filter by), `link-danger` (Remove) and `plain` (text
 * that darkens on hover: a sortable column's header); `on-dark` is a quiet button on the brand's dark bars.
 */
export type ButtonVariant =
  'primary' | 'secondary' | 'neutral' | 'danger' | 'danger-outline' | 'link' | 'link-danger' | 'plain' | 'on-dark';
/** 'sm' is the compact size of toolbars and table rows, 'lg' the one call to action of a screen. */
export type ButtonSize = 'sm' | 'md' | 'lg';

const unboxed: Partial<Record<ButtonVariant, string>> = {
  link: 'text-start text-brand-700 underline-offset-2 hover:underline disabled:opacity-60',
  'link-danger': 'text-start text-red-700 underline-offset-2 hover:underline disabled:opacity-60',
  plain: 'hover:text-brand-700 disabled:opacity-60',
  'on-dark': 'rounded text-start hover:bg-white/10 disabled:opacity-60',
};
const boxedSize: Record<ButtonSize, string> = { sm: ' px-3 py-1.5 text-sm', md: '', lg: ' px-6 py-3 text-lg' };
const textSize: Record<ButtonSize, string> = { sm: ' text-sm', md: '', lg: ' text-lg' };
const onDarkSize: Record<ButtonSize, string> = { sm: ' px-3 py-1', md: ' px-3 py-2', lg: ' px-4 py-3 text-lg' };

/** The classes of a kit button, for a router Link that looks like one. */
export function buttonClass(variant: ButtonVariant = 'primary', size: ButtonSize = 'md', className = ''): string {
  const look = unboxed[variant];
  const base = look ? `${look}${variant === 'on-dark' ? onDarkSize[size] : textSize[size]}` : `btn-${variant}${boxedSize[size]}`;
  return className ? `${base} ${className}` : base;
}

interface ButtonProps extends ComponentProps<'button'> {
  variant?: ButtonVariant;
  size?: ButtonSize;
}

export function Button({ variant, size, className, type = 'button', ...props }: ButtonProps) {
  return <button type={type} className={buttonClass(variant, size, className)} {...props} />;
}

/** Where an icon button sits: on a light surface, on the brand's dark bars, or raised over a picture. */
export type IconTone = 'plain' | 'on-dark' | 'raised';

const iconTone: Record<IconTone, string> = {
  plain: 'text-current hover:bg-brand-100',
  'on-dark': 'hover:bg-white/10',
  raised: 'bg-white/95 text-brand-700 shadow-md hover:bg-white',
};
const iconSize: Record<ButtonSize, string> = { sm: 'p-1', md: 'p-1.5', lg: 'size-12 sm:size-14' };

interface IconButtonProps extends Omit<ComponentProps<'button'>, 'aria-label' | 'children'> {
  /** What the button does, in words: its accessible name (the icon says nothing to a screen reader). */
  label: string;
  /** The icon, drawn `aria-hidden`. */
  children: ReactNode;
  tone?: IconTone;
  size?: ButtonSize;
}

/** A button drawn as an icon alone: menu, close, more actions, play, remove a tag. */
export function IconButton({ label, children, tone = 'plain', size = 'md', className, type = 'button', ...props }: IconButtonProps) {
  const classes = `inline-flex shrink-0 items-center justify-center rounded-full disabled:opacity-60 ${iconTone[tone]} ${iconSize[size]}`;
  return (
    <button type={type} aria-label={label} className={className ? `${classes} ${className}` : classes} {...props}>
      {children}
    </button>
  );
}

/** The classes of a menu's item, for a router Link among a menu's buttons. */
export function menuItemClass(danger = false): string {
  return `block w-full px-4 py-2 text-start text-sm hover:bg-gray-100${danger ? ' text-red-700' : ''}`;
}

/** One action of a `role="menu"` popup; `danger` for a destructive one (Delete). */
export function MenuItem({ danger = false, className, type = 'button', ...props }: ComponentProps<'button'> & { danger?: boolean }) {
  const classes = menuItemClass(danger);
  return <button type={type} role="menuitem" className={className ? `${classes} ${className}` : classes} {...props} />;
}

/** One choice of a group of which one is on (cards or table): `aria-pressed` says which. */
export function ToggleButton({ pressed, className, type = 'button', ...props }: ComponentProps<'button'> & { pressed: boolean }) {
  const classes = `px-3 py-1 ${pressed ? 'bg-brand-600 text-white' : 'bg-white hover:bg-gray-100'}`;
  return <button type={type} aria-pressed={pressed} className={className ? `${classes} ${className}` : classes} {...props} />;
}
