import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { adminVideoQueryOptions } from '../api/admin-media.ts';
import { ErrorBox, LoadingState } from '../components/status.tsx';
import { toFormValues } from './video-form-mapping.ts';
import { emptyVideoForm } from './video-form-schema.ts';
import { VideoWizard } from './video-wizard.tsx';

export function NewVideoPage() {
  const [initial] = useState(emptyVideoForm);
  return <VideoWizard initialValues={initial} />;
}

export function EditVideoPage({ videoId }: { videoId: string }) {
  const { t } = useTranslation('admin');
  const video = useQuery({ ...adminVideoQueryOptions(videoId), refetchOnMount: 'always', staleTime: Infinity });
  if (video.isPending) return <LoadingState>{t('form.loadingEdit')}</LoadingState>;
  if (video.isError) return <ErrorBox>{t('form.loadError')}</ErrorBox>;
  return <VideoWizard key={videoId} videoId={videoId} initialValues={toFormValues(video.data)} />;
}
