import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AccessPanel } from '../access/access-panel.tsx';
import { ADMIN_NS } from '../i18n.ts';
import { useCan } from '../api/admin-team.ts';
import { adminVideoQueryOptions } from '../api/admin-media.ts';
import { ErrorBox } from '../../../components/ui/error-box.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { toFormValues } from './video-form-mapping.ts';
import { emptyVideoForm } from './video-form-schema.ts';
import { VideoWizard } from './video-wizard.tsx';
import { RecordingsPanel } from '../recordings/recordings-panel.tsx';

export function NewVideoPage() {
  const [initial] = useState(emptyVideoForm);
  return <VideoWizard initialValues={initial} />;
}

export function EditVideoPage({ videoId }: { videoId: string }) {
  const { t } = useTranslation(ADMIN_NS);
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
          {t('team.review.notice')}
        </p>
      )}
      <VideoWizard key={videoId} videoId={videoId} initialValues={toFormValues(video.data)} />
      <AccessPanel videoId={videoId} youtube={video.data.youtubeid !== null} transcripts={video.data.transcripts} />
      <RecordingsPanel videoId={videoId} />
    </div>
  );
}
