import { type ComponentProps, type KeyboardEvent, type ReactNode, useId, useRef } from 'react';

interface TabItem<T extends string> {
  id: T;
  label: string;
}

interface TabsProps<T extends string> {
  /** Accessible name of the tab list. */
  label: string;
  items: TabItem<T>[];
  value: T;
  onChange: (id: T) => void;
  /** Layout direction: arrow keys follow what the eye sees (in RTL, ← goes to the next tab). */
  dir: 'ltr' | 'rtl';
  /** The selected tab's panel; only it is rendered. */
  children: ReactNode;
}

/**
 * WAI-ARIA tabs with automatic activation: arrows move and select, Home/End jump, only the
 * selected tab is in the Tab order.
 */
export function Tabs<T extends string>({ label, items, value, onChange, dir, children }: TabsProps<T>) {
  const baseId = useId();
  const refs = useRef(new Map<T, HTMLButtonElement>());
  const tabId = (id: T) => `${baseId}-tab-${id}`;
  const panelId = `${baseId}-panel`;

  const select = (index: number) => {
    const item = items[(index + items.length) % items.length];
    if (!item) return;
    onChange(item.id);
    refs.current.get(item.id)?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = items.findIndex((item) => item.id === value);
    const forward = dir === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
    const backward = dir === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
    if (event.key === forward) select(index + 1);
    else if (event.key === backward) select(index - 1);
    else if (event.key === 'Home') select(0);
    else if (event.key === 'End') select(items.length - 1);
    else return;
    event.preventDefault();
  };

  return (
    <div>
      <div role="tablist" aria-label={label} onKeyDown={onKeyDown} className="flex gap-1 overflow-x-auto border-b border-slate-200">
        {items.map((item) => {
          const selected = item.id === value;
          return (
            <Tab
              key={item.id}
              ref={(element) => {
                if (element) refs.current.set(item.id, element);
                else refs.current.delete(item.id);
              }}
              id={tabId(item.id)}
              selected={selected}
              aria-controls={panelId}
              tabIndex={selected ? 0 : -1}
              onClick={() => onChange(item.id)}
            >
              {item.label}
            </Tab>
          );
        })}
      </div>
      <div id={panelId} role="tabpanel" aria-labelledby={tabId(value)} tabIndex={0} className="pt-5">
        {children}
      </div>
    </div>
  );
}

/**
 * One tab of a `role="tablist"`: `Tabs` draws its own, and a list with rules of its own (the wizard's steps, which
 * open in order) uses it alone. A disabled tab is greyed.
 */
export function Tab({ selected, className, type = 'button', ...props }: ComponentProps<'button'> & { selected: boolean }) {
  const classes = `-mb-px flex-1 border-b-2 px-2 py-3 text-center text-sm font-semibold disabled:cursor-not-allowed disabled:text-gray-400 sm:flex-none sm:px-4 ${selected ? 'border-brand-700 text-brand-700' : 'border-transparent text-slate-600 enabled:hover:border-slate-300 enabled:hover:text-slate-900'}`;
  return <button type={type} role="tab" aria-selected={selected} className={className ? `${classes} ${className}` : classes} {...props} />;
}
