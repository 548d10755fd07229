import type { ComponentProps } from 'react';

/**
 * The look of every text field, select and text area (docs/architecture.md "The web kit"): a readable border,
 * red when `aria-invalid` (the fields set it with their message), the site's focus outline.
 */
const fieldClass =
  'w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-slate-900 placeholder:text-slate-500 focus:border-brand-600 aria-[invalid=true]:border-red-600 aria-[invalid=true]:bg-red-50';

const withField = (className?: string) => (className ? `${fieldClass} ${className}` : fieldClass);

// A function component gets `ref` as a prop (React 19, and Preact 11 under it: docs/decisions.md §2610):
// react-hook-form's register() spreads onto these like onto <input>.
export function Input({ className, ...props }: ComponentProps<'input'>) {
  return <input className={withField(className)} {...props} />;
}

export function Textarea({ className, ...props }: ComponentProps<'textarea'>) {
  return <textarea className={withField(className)} {...props} />;
}

export function Select({ className, ...props }: ComponentProps<'select'>) {
  return <select className={withField(className)} {...props} />;
}
