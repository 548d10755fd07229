import { useTranslation } from 'react-i18next';
import { VIDEO_NS } from '../../../locales/video-namespace.ts';
import { Button } from '../../../components/ui/button.tsx';

/** Shown while following is paused (the visitor scrolled): brings the page back to what plays. */
export function BackToMoment({ onClick }: { onClick: () => void }) {
  const { t } = useTranslation(VIDEO_NS);
  return (
    <Button onClick={onClick} className="fixed end-4 bottom-4 z-40 shadow-lg">
      {t('follow.backToMoment')}
    </Button>
  );
}
