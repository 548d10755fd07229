import type { ComponentProps, ReactNode } from 'react';
import type { ButtonSize } from './button.tsx';

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
