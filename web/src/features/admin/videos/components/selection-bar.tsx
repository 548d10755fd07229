import { useTranslation } from 'react-i18next';
import { VIDEOS_NAMESPACES } from '../i18n.ts';
import { VISIBILITIES, type Visibility } from '#contracts/constants';
import { Button } from '../../../../components/ui/button.tsx';

interface SelectionBarProps {
  count: number;
  /** How many of the selected videos lack consent (docs/behaviour.md §400): said before they are published. */
  consentMissing?: number;
  busy: boolean;
  /** Absent when the role may not do it (docs/behaviour.md §500). */
  onVisibility?: (visibility: Visibility) => void;
  onDelete?: () => void;
  onClear: () => void;
}

/** docs/behaviour.md §2: 'N video(s) selected', Update Visibility (Public, Archived), Delete Selected. */
export function SelectionBar({ count, consentMissing = 0, busy, onVisibility, onDelete, onClear }: SelectionBarProps) {
  const { t } = useTranslation(VIDEOS_NAMESPACES);
  return (
    <div
      role="region"
      aria-label={t('videos.selected', { count })}
      className="sticky top-0 z-20 mb-4 flex flex-wrap items-center gap-3 rounded-lg bg-brand-900 p-3 text-white shadow"
    >
      <p aria-live="polite" className="font-semibold">
        {t('videos.selected', { count })}
      </p>
      {consentMissing > 0 && (
        <p data-testid="selection-consent-missing" className="rounded bg-amber-100 px-2 py-0.5 text-sm text-amber-900">
          {t('videos.selectionConsentMissing', { count: consentMissing })}
        </p>
      )}
      {onVisibility && (
        <label className="flex items-center gap-2">
          <span className="sr-only">{t('videos.updateVisibility')}</span>
          <select
            value=""
            disabled={busy}
            onChange={(event) => {
              if (event.target.value) onVisibility(event.target.value as Visibility);
            }}
            className="rounded bg-white px-2 py-1 text-gray-900"
          >
            <option value="">{t('videos.updateVisibility')}</option>
            {VISIBILITIES.map((v) => (
              <option key={v} value={v}>
                {t(`admin:visibility.${v}`)}
              </option>
            ))}
          </select>
        </label>
      )}
      {onDelete && (
        <Button variant="danger" size="sm" disabled={busy} onClick={onDelete}>
          {t('videos.deleteSelected')}
        </Button>
      )}
      <Button variant="on-dark" size="sm" onClick={onClear} className="ms-auto">
        {t('videos.clearSelection')}
      </Button>
    </div>
  );
}
