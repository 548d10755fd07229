import { useTranslation } from 'react-i18next';
import { formatDuration } from '#contracts/time';

/**
 * The duration over a thumbnail, in one format (`21:20`, hours only when needed) and one corner:
 * bottom end, so it mirrors in Arabic. Only the digits are left to right; the badge itself takes
 * the page's direction, or `end` would stay on the right. The parent must be `relative`.
 */
export function DurationBadge({ duration, large = false }: { duration: string; large?: boolean }) {
  const { t } = useTranslation();
  if (!duration) return null;
  const size = large ? 'bottom-3 end-3 px-2 py-1 text-sm' : 'bottom-2 end-2 px-1.5 py-0.5 text-xs';
  return (
    <span data-testid="duration-badge" className={`absolute ${size} rounded-md bg-slate-950/80 font-semibold text-white tabular-nums`}>
      <span className="sr-only">{`${t('video.duration')} `}</span>
      <span dir="ltr">{formatDuration(duration)}</span>
    </span>
  );
}
