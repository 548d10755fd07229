import type { ReactNode } from 'react';
import type { Visibility } from '#contracts/constants';
import { useTranslation } from 'react-i18next';

export function LoadingState({ children }: { children: ReactNode }) {
  return (
    <div role="status" className="flex items-center gap-3 p-8 text-gray-600">
      <span className="size-5 animate-spin rounded-full border-2 border-brand-600 border-t-transparent" aria-hidden="true" />
      {children}
    </div>
  );
}

export function ErrorBox({ children }: { children: ReactNode }) {
  return <div role="alert" className="rounded border border-red-300 bg-red-50 p-4 text-red-700">{children}</div>;
}

export function VisibilityBadge({ visibility }: { visibility: Visibility }) {
  const { t } = useTranslation('admin');
  const tone = visibility === 'public' ? 'bg-green-100 text-green-800' : 'bg-gray-200 text-gray-700';
  return <span className={`inline-block rounded-full px-2 py-0.5 text-xs font-semibold ${tone}`}>{t(`visibility.${visibility}`)}</span>;
}

/** Video thumbnail from the video host, with a plain fallback (the host is unreachable offline). */
export function Thumbnail({ src, duration }: { src: string | null; duration: string }) {
  return (
    <div className="relative aspect-video w-full overflow-hidden bg-brand-100">
      {src && (
        <img
          src={src}
          alt=""
          loading="lazy"
          className="size-full object-cover"
          onError={(event) => { event.currentTarget.style.display = 'none'; }}
        />
      )}
      {duration && (
        <span dir="ltr" className="absolute bottom-2 end-2 rounded bg-black/75 px-1.5 py-0.5 text-xs text-white">{duration}</span>
      )}
    </div>
  );
}
