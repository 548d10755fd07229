import type { ComponentProps } from 'react';

/** The classes of a menu's item, for a router Link among a menu's buttons. */
export function menuItemClass(danger = false): string {
  return `block w-full px-4 py-2 text-start text-sm hover:bg-gray-100${danger ? ' text-red-700' : ''}`;
}

/** One action of a `role="menu"` popup; `danger` for a destructive one (Delete). */
export function MenuItem({ danger = false, className, type = 'button', ...props }: ComponentProps<'button'> & { danger?: boolean }) {
  const classes = menuItemClass(danger);
  return <button type={type} role="menuitem" className={className ? `${classes} ${className}` : classes} {...props} />;
}
