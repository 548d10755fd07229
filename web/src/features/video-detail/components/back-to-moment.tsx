import { useTranslation } from 'react-i18next';
import '../../../locales/video-namespace.ts';

/** Shown while following is paused (the visitor scrolled): brings the page back to what plays. */
export function BackToMoment({ onClick }: { onClick: () => void }) {
  const { t } = useTranslation('video');
  return (
    <button type="button" onClick={onClick} className="btn-primary fixed end-4 bottom-4 z-40 shadow-lg">
      {t('follow.backToMoment')}
    </button>
  );
}
