import type { ComponentProps } from 'react';

export type ButtonVariant = 'primary' | 'secondary' | 'neutral' | 'danger' | 'danger-outline';
export type ButtonSize = 'md' | 'sm';

/**
 * The classes of a kit button, for a router Link that looks like one. The looks live in styles.css
 * (`.btn-*`, shared with the public pages); 'sm' is the compact size of toolbars and table rows.
 */
export function buttonClass(variant: ButtonVariant = 'primary', size: ButtonSize = 'md', className = ''): string {
  return `btn-${variant}${size === 'sm' ? ' px-3 py-1.5 text-sm' : ''}${className ? ` ${className}` : ''}`;
}

interface ButtonProps extends ComponentProps<'button'> {
  variant?: ButtonVariant;
  size?: ButtonSize;
}

/** The kit's button: `type="button"` unless told (a form never submits by accident). */
export function Button({ variant, size, className, type = 'button', ...props }: ButtonProps) {
  return <button type={type} className={buttonClass(variant, size, className)} {...props} />;
}
