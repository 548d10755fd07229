import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { VIDEOS_NAMESPACES } from '../i18n.ts';
import { useNavigate } from 'react-router';
import { SAVE_REDIRECT_DELAY_MS } from '#contracts/constants';
import type { TextKey } from '../../../../lib/i18n-keys.ts';
import { useSaveFullMedia } from '../api/video-writes.ts';
import { useAccountRole, useCan } from '../../kit/api/account.ts';
import { clearDraft, draftKey, loadDraft, saveDraft } from './draft.ts';
import { StepInformation } from './step-information.tsx';
import { StepParticipants } from './step-participants.tsx';
import { segmentsBannerKey } from './segment-time-errors.ts';
import { StepSegments } from './step-segments.tsx';
import { toFullMediaInput } from './video-form-mapping.ts';
import { STEPS, type StepIndex, type VideoFormValues, videoFormSchema } from './video-form-schema.ts';
import { paths } from '../../../../config/paths.ts';
import { Button } from '../../../../components/ui/button.tsx';
import { ApiError } from '../../../../lib/api-client.ts';
import { ErrorCode } from '#contracts/errors';
import { checklistQueryOptions } from '../api/admin-checklist.ts';
import { checklistRefusal } from '../checklist-refusal.ts';
import { PublishChecklistPanel } from './publish-checklist-panel.tsx';
import { Tab } from '../../../../components/ui/tabs.tsx';

/** `text`, when set, is already translated (a refusal naming what is missing). */
type Banner = { kind: 'validation' | 'error' | 'success' | 'proposed'; key: TextKey<['adminVideos', 'admin']>; text?: string } | null;

interface VideoWizardProps {
  /** Absent: create mode. */
  videoId?: string;
  initialValues: VideoFormValues;
}

const BANNER_STYLES: Record<NonNullable<Banner>['kind'], string> = {
  success: 'border-green-300 bg-green-50 text-green-800',
  proposed: 'border-amber-300 bg-amber-50 text-amber-900',
  validation: 'border-red-300 bg-red-50 text-red-700',
  error: 'border-red-300 bg-red-50 text-red-700',
};

/** The 3-step wizard of docs/behaviour.md §2 and §4; saves all steps at once at the last step. */
export function VideoWizard({ videoId, initialValues }: VideoWizardProps) {
  const { t } = useTranslation(VIDEOS_NAMESPACES);
  const navigate = useNavigate();
  const key = draftKey(videoId);
  const [restored] = useState(() => loadDraft(key, initialValues));
  const form = useForm<VideoFormValues>({
    resolver: zodResolver(videoFormSchema),
    defaultValues: restored?.values ?? initialValues,
    // docs/behaviour.md §903: a field is checked when it is left; editing clears its error (§4) and
    // leaving it again checks it again.
    mode: 'onBlur',
    reValidateMode: 'onBlur',
  });
  const [step, setStep] = useState<StepIndex>(restored?.step ?? 0);
  // docs/behaviour.md §2: in create mode later steps stay locked until earlier ones pass; edit unlocks all
  const [maxStep, setMaxStep] = useState<StepIndex>(videoId ? 2 : (restored?.maxStep ?? 0));
  const [hasDraft, setHasDraft] = useState(restored !== null);
  const [banner, setBanner] = useState<Banner>(null);
  const save = useSaveFullMedia(videoId);
  // The server's checklist mode and consent item, known once the interview is saved (a new one only advises until then).
  const checklist = useQuery({ ...checklistQueryOptions(videoId ?? ''), enabled: videoId !== undefined });
  // What the role may change (contracts/permissions.ts): step 1 (information, visibility) is an editor's;
  // segments and participants a transcriber's too; a viewer reads every step and saves nothing.
  const can = useCan();
  // Until the account has loaded every step is disabled, but no role's note is shown: an admin would see "read only" flash.
  const roleKnown = useAccountRole() !== undefined;
  const editsInformation = can(videoId ? 'media.edit' : 'media.create');
  const editsParts = can(videoId ? 'transcript.edit' : 'media.create');
  const redirect = useRef<number | undefined>(undefined);
  const top = useRef<HTMLFormElement>(null);
  const position = useRef({ step, maxStep });
  position.current = { step, maxStep };
  const hasErrors = Object.keys(form.formState.errors).length > 0;

  useEffect(() => {
    const subscription = form.watch((values, { name }) => {
      // A reset (discarding the draft) has no field name: it must not write a new draft.
      if (name === undefined) return;
      saveDraft(key, { values: values as VideoFormValues, ...position.current });
      setHasDraft(true);
    });
    return () => subscription.unsubscribe();
  }, [form, key]);
  useEffect(() => () => window.clearTimeout(redirect.current), []);

  function goTo(next: StepIndex, reached: StepIndex) {
    setStep(next);
    setMaxStep(reached);
    if (hasDraft) saveDraft(key, { values: form.getValues(), step: next, maxStep: reached });
  }

  function showBanner(next: Banner) {
    setBanner(next);
    // docs/behaviour.md §2: errors show at the top and the page scrolls up
    top.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
  }

  /**
   * A step failed: its banner at the top, and the first field in error, once the step has rendered,
   * scrolled into view and focused: staff look where they were, not at the top (docs/behaviour.md §903).
   */
  function refuseStep(index: StepIndex) {
    const key = index === 1 ? segmentsBannerKey(form, STEPS[1].topError) : STEPS[index].topError;
    setBanner({ kind: 'validation', key });
    requestAnimationFrame(() => {
      // A field first (a fieldset in error holds fields and cannot take focus).
      const panel = top.current?.querySelector('#step-panel');
      const first =
        panel?.querySelector<HTMLElement>(':is(input, select, textarea)[aria-invalid="true"]') ??
        panel?.querySelector<HTMLElement>('[aria-invalid="true"]');
      if (!first) return top.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
      first.scrollIntoView?.({ behavior: 'smooth', block: 'center' });
      first.focus({ preventScroll: true });
    });
  }

  /** Every rule of the step at once: fields, and for segments the rules that span segments. */
  const validateStep = (index: StepIndex): Promise<boolean> => form.trigger([...STEPS[index].fields] as never);

  async function onNext() {
    setBanner(null);
    if (!(await validateStep(step))) return refuseStep(step);
    if (step < 2) {
      const next = (step + 1) as StepIndex;
      goTo(next, Math.max(maxStep, next) as StepIndex);
      return;
    }
    // In edit mode any step may hold an error: the first failing one opens.
    for (const index of [0, 1] as const) {
      if (!(await validateStep(index))) {
        setStep(index);
        return refuseStep(index);
      }
    }
    let input;
    try {
      input = toFullMediaInput(form.getValues());
    } catch {
      return showBanner({ kind: 'error', key: 'form.saveError' });
    }
    save.mutate(input, {
      onSuccess({ proposed }) {
        clearDraft(key);
        // docs/behaviour.md §500: kept for an editor's review, not saved: it stays here and says so.
        if (proposed) return showBanner({ kind: 'proposed', key: 'admin:team.review.proposed' });
        showBanner({ kind: 'success', key: videoId ? 'form.updated' : 'form.created' });
        // docs/behaviour.md §4: the message shows for 1.2 s, then the list opens
        redirect.current = window.setTimeout(() => void navigate(paths.admin.videos), SAVE_REDIRECT_DELAY_MS);
      },
      onError: (error) =>
        showBanner({
          kind: 'error',
          // docs/behaviour.md §400: publishing refused for a narrator's missing release says so.
          key: error instanceof ApiError && error.code === ErrorCode.consentRequired ? 'admin:consent.refused' : 'form.saveError',
          // docs/behaviour.md §701: a refusal under the publish checklist names what is missing.
          text: checklistRefusal(error, t) ?? undefined,
        }),
    });
  }

  function discardDraft() {
    clearDraft(key);
    form.reset(initialValues);
    setHasDraft(false);
    setBanner(null);
    setStep(0);
    setMaxStep(videoId ? 2 : 0);
  }

  const saved = banner?.kind === 'success' || banner?.kind === 'proposed';
  const locked = step === 0 ? !editsInformation : !editsParts;
  const visibleBanner = banner?.kind === 'validation' && !hasErrors ? null : banner;

  return (
    <FormProvider {...form}>
      <form
        ref={top}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void onNext();
        }}
        className="mx-auto max-w-4xl"
      >
        <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
          <h1 className="text-2xl font-semibold text-brand-900">{t(videoId ? 'form.editTitle' : 'form.addTitle')}</h1>
          {hasDraft && !saved && (
            <div className="flex items-center gap-3 text-sm">
              {restored && <span className="text-gray-600">{t('form.draft.restored')}</span>}
              <Button variant="neutral" size="sm" onClick={discardDraft}>
                {t('form.draft.discard')}
              </Button>
            </div>
          )}
        </div>

        {visibleBanner && (
          <p
            role={visibleBanner.kind === 'success' || visibleBanner.kind === 'proposed' ? 'status' : 'alert'}
            className={`mb-4 rounded border p-3 ${BANNER_STYLES[visibleBanner.kind]}`}
          >
            {visibleBanner.text ?? t(visibleBanner.key)}
          </p>
        )}

        <div
          role="tablist"
          aria-label={t(videoId ? 'form.editTitle' : 'form.addTitle')}
          className="mb-2 flex gap-1 border-b border-gray-200"
        >
          {STEPS.map((s, index) => (
            <Tab
              key={s.key}
              id={`step-tab-${index}`}
              selected={step === index}
              aria-controls="step-panel"
              disabled={index > maxStep}
              onClick={() => goTo(index as StepIndex, maxStep)}
            >
              {t(`form.steps.${s.key}`)}
            </Tab>
          ))}
        </div>
        <p className="mb-6 text-sm text-gray-600">{t('form.stepOf', { step: step + 1, total: STEPS.length })}</p>

        <div role="tabpanel" id="step-panel" aria-labelledby={`step-tab-${step}`} className="rounded-lg bg-white p-6 shadow-sm">
          {locked && roleKnown && (
            <p role="note" className="mb-4 rounded border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
              {t(editsParts ? 'admin:team.review.infoLocked' : 'admin:team.review.readOnly')}
            </p>
          )}
          {/* A role that may not change a step reads it: its fields are disabled (the server refuses the change too). */}
          <fieldset disabled={locked} className="min-w-0">
            {step === 0 && <StepInformation />}
            {step === 1 && <StepSegments />}
            {step === 2 && <StepParticipants />}
          </fieldset>
        </div>
        {step === 2 && (
          <PublishChecklistPanel
            mode={checklist.data?.mode ?? null}
            consent={checklist.data?.items.find((item) => item.item === 'consent') ?? null}
          />
        )}

        <div className="mt-6 flex justify-between">
          <Button variant="neutral" disabled={step === 0 || save.isPending} onClick={() => goTo((step - 1) as StepIndex, maxStep)}>
            {t('form.back')}
          </Button>
          {(step < 2 || editsParts) && (
            <Button type="submit" disabled={save.isPending || saved} className="px-6">
              {save.isPending ? t('form.saving') : step === 2 ? t('form.finish') : t('form.next')}
            </Button>
          )}
        </div>
      </form>
    </FormProvider>
  );
}
