import type { ComponentProps } from 'react';

/** One choice of a group of which one is on (cards or table): `aria-pressed` says which. */
export function ToggleButton({ pressed, className, type = 'button', ...props }: ComponentProps<'button'> & { pressed: boolean }) {
  const classes = `px-3 py-1 ${pressed ? 'bg-brand-600 text-white' : 'bg-white hover:bg-gray-100'}`;
  return <button type={type} aria-pressed={pressed} className={className ? `${classes} ${className}` : classes} {...props} />;
}
