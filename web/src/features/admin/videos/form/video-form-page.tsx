import { useQuery } from '@tanstack/react-query';
import type { Media } from '#contracts/media';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { VIDEOS_NAMESPACES } from '../i18n.ts';
import { useCan } from '../../kit/api/account.ts';
import { adminVideoQueryOptions } from '../../kit/api/admin-videos.ts';
import { ErrorBox } from '../../../../components/ui/error-box.tsx';
import { Spinner } from '../../../../components/ui/spinner.tsx';
import { toFormValues } from './video-form-mapping.ts';
import { emptyVideoForm } from './video-form-schema.ts';
import { VideoWizard } from './video-wizard.tsx';

export function NewVideoPage() {
  const [initial] = useState(emptyVideoForm);
  return <VideoWizard initialValues={initial} />;
}

/**
 * A video's edit page: its wizard, then what the route puts under it for the loaded video (its access and
 * recordings panels: other domains, composed in app/routes/admin/video-edit.tsx).
 */
export function EditVideoPage({ videoId, panels }: { videoId: string; panels?: (video: Media) => ReactNode }) {
  const { t } = useTranslation(VIDEOS_NAMESPACES);
  const video = useQuery({ ...adminVideoQueryOptions(videoId), refetchOnMount: 'always', staleTime: Infinity });
  const can = useCan();
  if (video.isPending) return <Spinner label={t('form.loadingEdit')} showLabel />;
  if (video.isError) return <ErrorBox message={t('form.loadError')} />;
  // docs/behaviour.md §500: a transcriber's save of a public video waits for an editor.
  const reviewed = video.data.visibility === 'public' && can('transcript.edit') && !can('media.edit');
  return (
    <div className="space-y-8">
      {reviewed && (
        <p role="note" className="mx-auto max-w-4xl rounded border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
          {t('admin:team.review.notice')}
        </p>
      )}
      <VideoWizard key={videoId} videoId={videoId} initialValues={toFormValues(video.data)} />
      {panels?.(video.data)}
    </div>
  );
}
