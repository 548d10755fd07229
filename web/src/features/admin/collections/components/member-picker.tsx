import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminMember } from '#contracts/collections';
import { normalizeSearchText } from '#contracts/search-text';
import { Button } from '../../../../components/ui/button.tsx';
import { Input } from '../../../../components/ui/input.tsx';
import { Spinner } from '../../../../components/ui/spinner.tsx';
import { adminVideosQueryOptions } from '../../kit/api/admin-videos.ts';
import { AccessBadges, VisibilityBadge } from '../../kit/components/status.tsx';
import { COLLECTIONS_NS } from '../i18n.ts';

/** Matches shown at once; typing more of the title finds the others. */
const SHOWN = 12;

/** Finds interviews of the archive by title (every one staff see, hidden ones too) to add at the end of the collection. */
export function MemberPicker({ members, onAdd }: { members: readonly AdminMember[]; onAdd: (member: AdminMember) => void }) {
  const { t } = useTranslation(COLLECTIONS_NS);
  const videos = useQuery(adminVideosQueryOptions());
  const [search, setSearch] = useState('');
  const searchId = useId();
  const inCollection = new Set(members.map((m) => m.id));
  const wanted = normalizeSearchText(search);
  const matches = (videos.data ?? []).filter(
    (v) => !inCollection.has(v.id) && (wanted === '' || normalizeSearchText(v.title).includes(wanted)),
  );
  return (
    <section aria-labelledby={`${searchId}-title`} className="space-y-3">
      <h2 id={`${searchId}-title`} className="text-lg font-semibold text-brand-900">
        {t('collections.picker.title')}
      </h2>
      <div className="max-w-md">
        <label htmlFor={searchId} className="mb-1 block text-sm font-medium text-gray-700">
          {t('collections.picker.search')}
        </label>
        <Input id={searchId} type="search" value={search} onChange={(event) => setSearch(event.target.value)} />
      </div>
      {videos.isPending ? <Spinner label={t('collections.picker.loading')} showLabel /> : null}
      {videos.isSuccess && matches.length === 0 ? <p className="text-gray-600">{t('collections.picker.none')}</p> : null}
      <ul className="divide-y divide-gray-200 rounded-lg border border-gray-200 bg-white" data-testid="member-picker">
        {matches.slice(0, SHOWN).map((video) => (
          <li key={video.id} className="flex flex-wrap items-center gap-3 p-2">
            <span className="min-w-0 flex-1">
              <span dir="auto" className="block text-gray-900">
                {video.title}
              </span>
              <VisibilityBadge visibility={video.visibility} />
              <AccessBadges video={video} />
            </span>
            <Button
              size="sm"
              variant="secondary"
              onClick={() =>
                onAdd({ id: video.id, title: video.title, visibility: video.visibility, access: video.access, in_trash: false })
              }
            >
              {t('collections.picker.add')}
              <span className="sr-only" dir="auto">
                : {video.title}
              </span>
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
