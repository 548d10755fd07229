import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { VIDEOS_NAMESPACES } from '../i18n.ts';
import { Link } from 'react-router';
import type { MediaSummary } from '#contracts/media';
import { ConsentMissingBadge } from '../../kit/components/consent-missing.tsx';
import { Thumbnail, TitleAndGuest, VisibilityBadge, AccessBadges } from '../../kit/components/status.tsx';
import { IconButton } from '../../../../components/ui/icon-button.tsx';
import { MenuItem, menuItemClass } from '../../../../components/ui/menu-item.tsx';
import { paths } from '../../../../config/paths.ts';
import { useCan } from '../../kit/api/account.ts';

interface VideoCardProps {
  /** docs/behaviour.md §400: a narrator's public release is missing. */
  consentMissing?: boolean;
  video: MediaSummary;
  selected: boolean;
  onToggle: () => void;
  onPreview: () => void;
  /** Absent when the role may not delete (docs/behaviour.md §500). */
  onDelete?: () => void;
}

export function VideoCard({ video, consentMissing = false, selected, onToggle, onPreview, onDelete }: VideoCardProps) {
  const { t } = useTranslation(VIDEOS_NAMESPACES);
  const [menuOpen, setMenuOpen] = useState(false);
  // The video's page is the same for every role; a role that may change nothing there views it (docs/behaviour.md §500).
  const edits = useCan()('transcript.edit');
  const menuRef = useRef<HTMLDivElement>(null);

  // docs/behaviour.md §2: a click outside an open menu closes it
  useEffect(() => {
    if (!menuOpen) return;
    const onPointer = (event: MouseEvent) => {
      if (!menuRef.current?.contains(event.target as Node)) setMenuOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setMenuOpen(false);
    };
    document.addEventListener('mousedown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [menuOpen]);

  const item = menuItemClass();
  return (
    <li
      data-testid="video-card"
      className={`relative cursor-pointer overflow-hidden rounded-lg bg-white shadow-sm ring-2 ${selected ? 'ring-brand-600' : 'ring-transparent'}`}
      onClick={onPreview}
    >
      <Thumbnail src={video.thumbnail} duration={video.duration} />
      <input
        type="checkbox"
        checked={selected}
        aria-label={t('videos.select', { title: video.title })}
        onClick={(event) => event.stopPropagation()}
        onChange={onToggle}
        className="absolute start-3 top-3 size-5 cursor-pointer accent-brand-600"
      />
      <div ref={menuRef} className="absolute end-2 top-2" onClick={(event) => event.stopPropagation()}>
        <IconButton
          label={t('videos.actionsFor', { title: video.title })}
          tone="raised"
          aria-haspopup="menu"
          aria-expanded={menuOpen}
          onClick={() => setMenuOpen((open) => !open)}
        >
          <svg viewBox="0 0 24 24" className="size-5" aria-hidden="true">
            <circle cx="12" cy="5" r="2" />
            <circle cx="12" cy="12" r="2" />
            <circle cx="12" cy="19" r="2" />
          </svg>
        </IconButton>
        {menuOpen && (
          <div role="menu" className="absolute end-0 z-10 mt-1 w-36 rounded border border-gray-200 bg-white py-1 shadow-lg">
            <MenuItem
              onClick={() => {
                setMenuOpen(false);
                onPreview();
              }}
            >
              {t('videos.preview')}
            </MenuItem>
            <Link role="menuitem" to={paths.admin.videoEdit(video.id)} className={item}>
              {edits ? t('videos.edit') : t('videos.show')}
            </Link>
            <Link role="menuitem" to={paths.admin.videoHistory(video.id)} className={item}>
              {t('videos.history')}
            </Link>
            <Link role="menuitem" to={paths.admin.videoTranscript(video.id)} className={item}>
              {t('videos.openTranscript')}
            </Link>
            <Link role="menuitem" to={paths.admin.videoConsent(video.id)} className={item}>
              {t('admin:consent.menu')}
            </Link>
            {onDelete && (
              <MenuItem
                danger
                onClick={() => {
                  setMenuOpen(false);
                  onDelete();
                }}
              >
                {t('videos.delete')}
              </MenuItem>
            )}
          </div>
        )}
      </div>
      <div className="space-y-1 p-4">
        <TitleAndGuest title={video.title} guest={video.guest} heading="h2" />
        <VisibilityBadge visibility={video.visibility} />
        {consentMissing && <ConsentMissingBadge />}
        <AccessBadges video={video} />
      </div>
    </li>
  );
}
