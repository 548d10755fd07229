import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AccountLink } from '#contracts/accounts';
import { Button } from '../../../../components/ui/button.tsx';
import { formatDateTime } from '../../../../lib/format.ts';
import { TEAM_NS } from '../i18n.ts';

/** An invitation or reset link for the admin to pass on, with when it expires and whether it was emailed. */
export function LinkBox({ link, username }: { link: AccountLink; username: string }) {
  const { t, i18n } = useTranslation(TEAM_NS);
  const [copied, setCopied] = useState(false);
  return (
    <div role="status" className="mb-4 rounded border border-green-300 bg-green-50 p-4 text-sm text-green-900">
      <p className="mb-2">{t('team.users.linkFor', { username })}</p>
      <p className="flex flex-wrap items-center gap-2">
        <input
          readOnly
          value={link.invitation_url}
          aria-label={t('team.users.link')}
          dir="ltr"
          className="min-w-0 flex-1 rounded border border-green-300 bg-white px-2 py-1 font-mono text-xs"
          onFocus={(event) => event.currentTarget.select()}
        />
        <Button
          size="sm"
          variant="neutral"
          onClick={() => {
            void navigator.clipboard?.writeText(link.invitation_url).then(() => setCopied(true));
          }}
        >
          {copied ? t('team.users.copied') : t('team.users.copy')}
        </Button>
      </p>
      <p className="mt-2">
        {t('team.users.expires', { date: formatDateTime(link.expires_at, i18n.resolvedLanguage) })}
        {link.emailed ? ` ${t('team.users.emailed')}` : ''}
      </p>
    </div>
  );
}
