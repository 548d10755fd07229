/** A spinning ring with a text for screen readers (and sighted users when `showLabel`). */
export function Spinner({ label, showLabel = false }: { label: string; showLabel?: boolean }) {
  return (
    <div role="status" className="flex flex-col items-center justify-center gap-3 py-10 text-brand-700">
      <span aria-hidden="true" className="size-10 animate-spin rounded-full border-4 border-brand-100 border-t-brand-600" />
      <span className={showLabel ? 'text-sm' : 'sr-only'}>{label}</span>
    </div>
  );
}
