import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { previousPageOfVisit } from '../../../lib/visit-history.ts';
import { SentenceWithName } from './sentence-with-name.tsx';
import { VIDEO_NS } from '../../../locales/video-namespace.ts';
import { paths } from '../../../config/paths.ts';

/** Back button (history back) and 'Interview with {guest}', or the title without a guest (docs/behaviour.md §2). */
export function VideoHeader({ title, guest }: { title: string; guest: string }) {
  const { t } = useTranslation(VIDEO_NS);
  const navigate = useNavigate();
  const location = useLocation();
  // The router's first page has the 'default' key. After a full page load that need not be the visit's first
  // page: the visit history knows where the visitor came from. Only a first page of the visit falls back to the archive.
  const goBack = () => {
    if (location.key !== 'default') return void navigate(-1);
    void navigate(previousPageOfVisit(`${location.pathname}${location.search}`) ?? paths.archive);
  };
  return (
    <div className="flex items-start gap-3">
      <button
        type="button"
        onClick={goBack}
        className="mt-0.5 inline-flex shrink-0 items-center gap-2 rounded-lg border border-slate-300 px-3 py-2 text-sm font-semibold text-slate-700 hover:bg-slate-100"
      >
        <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4 rtl:-scale-x-100" fill="none" stroke="currentColor" strokeWidth="2">
          <path d="M16 10H4m0 0l5-5m-5 5l5 5" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
        {t('videoDetail.back')}
      </button>
      <h1 className="text-2xl font-semibold text-brand-900 sm:text-3xl">
        {guest ? <SentenceWithName i18nKey="videoDetail.interviewWith" param="guest" name={guest} /> : <span dir="auto">{title}</span>}
      </h1>
    </div>
  );
}
