import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../../components/ui/modal.tsx';
import { copyText, downloadText } from '../../../lib/clipboard.ts';
import { toCslJson, toRis, type CitationRecord } from '../citation-files.ts';
import { apaCitation, chicagoCitation } from '../citation.ts';
import { VIDEO_NS } from '../../../locales/video-namespace.ts';
import { Button } from '../../../components/ui/button.tsx';

interface CitePanelProps {
  open: boolean;
  onClose: () => void;
  record: CitationRecord;
}

function CitationBlock({ id, style, text, language }: { id: string; style: string; text: string; language: 'en' | 'ar' }) {
  const { t } = useTranslation(VIDEO_NS);
  const [status, setStatus] = useState<'copied' | 'failed' | null>(null);
  const copy = async () => setStatus((await copyText(text)) ? 'copied' : 'failed');
  return (
    <section aria-labelledby={`${id}-heading`} className="space-y-2">
      <h3 id={`${id}-heading`} className="font-semibold text-brand-900">
        {style}
      </h3>
      <p
        data-testid={`citation-${id}`}
        lang={language}
        dir={language === 'ar' ? 'rtl' : 'ltr'}
        className="select-all rounded-lg border border-slate-200 bg-slate-50 p-3 text-sm leading-relaxed break-words text-slate-800"
      >
        {text}
      </p>
      <div className="flex flex-wrap items-center gap-3">
        <Button variant="secondary" size="sm" onClick={() => void copy()}>
          {t('cite.copy', { style })}
        </Button>
        <span role="status" className="text-sm text-slate-700">
          {status === 'copied' ? t('cite.copied') : status === 'failed' ? t('cite.copyFailed') : ''}
        </span>
      </div>
    </section>
  );
}

/**
 * "Cite": the interview (and the moment, when one is playing or linked) in Chicago and APA forms, in the
 * page's language, with copy buttons and RIS / CSL-JSON downloads. The shared Modal closes on Escape and
 * gives focus back to the Cite button.
 */
export function CitePanel({ open, onClose, record }: CitePanelProps) {
  const { t } = useTranslation(VIDEO_NS);
  const base = record.id;
  return (
    <Modal open={open} title={t('cite.title')} onClose={onClose} closeLabel={t('cite.close')} size="lg">
      <div className="space-y-5 text-slate-700">
        <CitationBlock id="chicago" style={t('cite.chicago')} text={chicagoCitation(record)} language={record.language} />
        <CitationBlock id="apa" style={t('cite.apa')} text={apaCitation(record)} language={record.language} />
        <div className="flex flex-wrap gap-3 border-t border-slate-200 pt-4">
          <Button
            variant="secondary"
            size="sm"
            onClick={() => downloadText(`${base}.ris`, 'application/x-research-info-systems', toRis(record))}
          >
            {t('cite.downloadRis')}
          </Button>
          <Button
            variant="secondary"
            size="sm"
            onClick={() => downloadText(`${base}.json`, 'application/vnd.citationstyles.csl+json', toCslJson(record))}
          >
            {t('cite.downloadCsl')}
          </Button>
        </div>
      </div>
    </Modal>
  );
}
