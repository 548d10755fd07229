import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../config/paths.ts';

interface SearchBoxProps {
  /** Text shown at first (the archive passes its ?search= value). */
  initialValue?: string;
  /**
   * Controlled mode (docs/behaviour.md §2 Search box "navigation disabled"): the trimmed text is handed to the
   * parent instead of navigating; an empty submit clears the text and hands over ''.
   */
  onSearch?: (text: string) => void;
  variant?: 'hero' | 'page';
  /**
   * Other parameters the search keeps (the archive's facets, sort and layout), sent as hidden fields by a
   * browser without JavaScript, as the app keeps them itself through onSearch.
   */
  keep?: URLSearchParams;
}

/** Text input + search button; Enter or the button submits the trimmed text. */
export function SearchBox({ initialValue = '', onSearch, variant = 'page', keep }: SearchBoxProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [text, setText] = useState(initialValue);
  const [seenInitial, setSeenInitial] = useState(initialValue);
  const inputId = useId();

  // The parent's value changed (back button, a "show all" link): show it.
  if (seenInitial !== initialValue) {
    setSeenInitial(initialValue);
    setText(initialValue);
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const term = text.trim();
    if (onSearch) {
      if (term === '') setText('');
      onSearch(term);
      return;
    }
    // Default mode: an empty submit does nothing.
    if (term === '') return;
    void navigate(`${paths.archive}?search=${encodeURIComponent(term)}`);
  };

  const big = variant === 'hero';
  return (
    // Without JavaScript the form is sent as it is: a GET of the archive with the term, which the server trims
    // (docs/architecture.md "Server rendering"); before the app has taken the page over, the first-paint script sends
    // it as the app would (docs/architecture.md "First paint").
    <form
      role="search"
      method="get"
      action={paths.archive}
      data-search-box={onSearch ? 'hand-over' : 'navigate'}
      onSubmit={onSubmit}
      className={`flex w-full gap-2 ${big ? 'rounded-xl bg-white/95 p-2 shadow-lg' : ''}`}
    >
      {[...(keep ?? [])].map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <label htmlFor={inputId} className="sr-only">
        {t('search.label')}
      </label>
      {/* The product's placeholder is longer than a phone's field (docs/behaviour.md §800): the native
          one stays for assistive technology but is transparent, and this copy of it wraps onto a
          second line inside the field instead of being cut off. */}
      <div className="relative min-w-0 flex-1">
        <input
          id={inputId}
          name="search"
          type="search"
          dir={text ? 'auto' : undefined}
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder={t('search.placeholder')}
          className={`w-full rounded-lg border border-slate-400 bg-white px-3 text-slate-900 placeholder:text-transparent ${big ? 'h-12' : 'h-11'}`}
        />
        {text === '' && (
          <span
            aria-hidden="true"
            data-testid="search-hint"
            className="pointer-events-none absolute inset-y-0 start-3 end-3 flex items-center overflow-hidden text-sm leading-tight text-slate-600 sm:text-base"
          >
            <span className="line-clamp-2">{t('search.placeholder')}</span>
          </span>
        )}
      </div>
      <button type="submit" className="btn-primary shrink-0">
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="size-5"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
        >
          <circle cx="11" cy="11" r="7" />
          <path d="m20 20-3.5-3.5" />
        </svg>
        <span className="sr-only sm:not-sr-only">{t('search.button')}</span>
      </button>
    </form>
  );
}
