import { type ReactNode, useState } from 'react';
import { apiPaths } from '#contracts/paths';

/**
 * An interview's picture from the site itself (stored thumbnail or generated poster, never the
 * video host), or an icon for places and when the picture fails.
 */
export function ItemThumbnail({ id, kind }: { id: string; kind: 'video' | 'commune' | 'douar' }) {
  const [failed, setFailed] = useState(false);
  const box = 'h-12 w-16 shrink-0 overflow-hidden rounded bg-brand-50';
  if (kind === 'video' && !failed) {
    return (
      <span className={box}>
        <img src={apiPaths.media.poster(id)} alt="" loading="lazy" className="h-full w-full object-cover" onError={() => setFailed(true)} />
      </span>
    );
  }
  return (
    <span className={`${box} flex items-center justify-center text-brand-600`} data-testid="thumbnail-fallback" aria-hidden="true">
      {kind === 'video' ? <VideoIcon /> : <PinIcon />}
    </span>
  );
}

/** A 24 px outline icon in the text colour. */
function OutlineIcon({ children }: { children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 24 24"
      className="h-6 w-6"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {children}
    </svg>
  );
}

function VideoIcon() {
  return (
    <OutlineIcon>
      <rect x="3" y="5" width="13" height="14" rx="2" />
      <path d="m16 10 5-3v10l-5-3z" />
    </OutlineIcon>
  );
}

function PinIcon() {
  return (
    <OutlineIcon>
      <path d="M12 21s-7-6.2-7-11.5A7 7 0 0 1 19 9.5C19 14.8 12 21 12 21z" />
      <circle cx="12" cy="9.5" r="2.5" />
    </OutlineIcon>
  );
}
