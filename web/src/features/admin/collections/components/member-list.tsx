import { type DragEvent, type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminMember } from '#contracts/collections';
import { Button } from '../../../../components/ui/button.tsx';
import { IconButton } from '../../../../components/ui/icon-button.tsx';
import { AccessBadges, VisibilityBadge } from '../../kit/components/status.tsx';
import { COLLECTIONS_NS } from '../i18n.ts';

/** `list` with the item at `from` moved to `to`. */
function moved<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(Math.max(0, Math.min(to, next.length)), 0, item!);
  return next;
}

interface MemberListProps {
  members: AdminMember[];
  cover: number | null;
  onChange: (members: AdminMember[]) => void;
  onCover: (id: number | null) => void;
  /** Says what changed, for screen readers (a live region the page keeps). */
  announce: (text: string) => void;
}

/**
 * A collection's interviews in their order (docs/behaviour.md §1200): dragged with the mouse or a finger, moved with the
 * up and down arrows on an item's handle, or with its buttons; one of them chosen as the cover. Hidden interviews and
 * those in the Trash stay in their place, marked.
 */
export function MemberList({ members, cover, onChange, onCover, announce }: MemberListProps) {
  const { t } = useTranslation(COLLECTIONS_NS);
  const [dragged, setDragged] = useState<number | null>(null);
  const [over, setOver] = useState<number | null>(null);
  // After a keyboard move the focus follows the item to its new place.
  const focusAfterMove = useRef<number | null>(null);
  const handles = useRef(new Map<number, HTMLButtonElement>());
  useEffect(() => {
    if (focusAfterMove.current === null) return;
    handles.current.get(focusAfterMove.current)?.focus();
    focusAfterMove.current = null;
  }, [members]);

  const move = (from: number, to: number, keepFocus = false) => {
    if (to < 0 || to >= members.length || from === to) return;
    const member = members[from]!;
    if (keepFocus) focusAfterMove.current = member.id;
    onChange(moved(members, from, to));
    announce(t('collections.members.moved', { title: member.title, position: to + 1, count: members.length }));
  };
  const remove = (index: number) => {
    const member = members[index]!;
    onChange(members.filter((_, i) => i !== index));
    if (cover === member.id) onCover(null);
    announce(t('collections.members.removed', { title: member.title }));
  };
  const onHandleKey = (event: KeyboardEvent, index: number) => {
    const to =
      event.key === 'ArrowUp'
        ? index - 1
        : event.key === 'ArrowDown'
          ? index + 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? members.length - 1
              : null;
    if (to === null) return;
    event.preventDefault();
    move(index, to, true);
  };
  const onDrop = (event: DragEvent, index: number) => {
    event.preventDefault();
    const from = members.findIndex((m) => m.id === dragged);
    if (from >= 0) move(from, index);
    setDragged(null);
    setOver(null);
  };

  if (members.length === 0)
    return (
      <p className="rounded-lg border border-dashed border-gray-300 p-6 text-center text-gray-600">{t('collections.members.empty')}</p>
    );
  return (
    <ol
      className="divide-y divide-gray-200 rounded-lg border border-gray-200 bg-white"
      aria-label={t('collections.members.title')}
      data-testid="collection-members"
    >
      {members.map((member, index) => (
        <li
          key={member.id}
          data-testid="collection-member"
          data-member={member.id}
          draggable
          onDragStart={(event) => {
            event.dataTransfer.effectAllowed = 'move';
            event.dataTransfer.setData('text/plain', String(member.id));
            setDragged(member.id);
          }}
          onDragOver={(event) => {
            event.preventDefault();
            event.dataTransfer.dropEffect = 'move';
            setOver(index);
          }}
          onDragLeave={() => setOver((current) => (current === index ? null : current))}
          onDrop={(event) => onDrop(event, index)}
          onDragEnd={() => {
            setDragged(null);
            setOver(null);
          }}
          className={`flex flex-wrap items-center gap-3 p-3 ${over === index && dragged !== member.id ? 'bg-brand-50 outline-2 outline-brand-600' : ''} ${dragged === member.id ? 'opacity-50' : ''}`}
        >
          <IconButton
            ref={(element: HTMLButtonElement | null) => {
              if (element) handles.current.set(member.id, element);
              else handles.current.delete(member.id);
            }}
            label={t('collections.members.handle', { title: member.title })}
            size="sm"
            className="cursor-grab"
            onKeyDown={(event) => onHandleKey(event, index)}
            data-testid="member-handle"
          >
            <svg viewBox="0 0 20 20" className="size-5" aria-hidden="true" fill="currentColor">
              <circle cx="7" cy="5" r="1.5" />
              <circle cx="13" cy="5" r="1.5" />
              <circle cx="7" cy="10" r="1.5" />
              <circle cx="13" cy="10" r="1.5" />
              <circle cx="7" cy="15" r="1.5" />
              <circle cx="13" cy="15" r="1.5" />
            </svg>
          </IconButton>
          <span className="w-8 text-end text-sm text-gray-500 tabular-nums">{index + 1}</span>
          <span className="min-w-0 flex-1">
            <span dir="auto" className="block font-medium text-gray-900">
              {member.title}
            </span>
            <span className="text-sm">
              {member.in_trash ? (
                <span className="inline-block rounded-full bg-red-100 px-2 py-0.5 text-xs font-semibold text-red-800">
                  {t('collections.members.inTrash')}
                </span>
              ) : (
                <>
                  {member.visibility ? <VisibilityBadge visibility={member.visibility} /> : null}
                  {member.access ? <AccessBadges video={{ access: member.access, sealed_until: null, withheld_passages: 0 }} /> : null}
                </>
              )}
            </span>
          </span>
          <label className="flex items-center gap-1 text-sm text-gray-700">
            <input
              type="radio"
              name="cover"
              checked={cover === member.id}
              onChange={() => onCover(member.id)}
              aria-label={t('collections.members.coverOf', { title: member.title })}
            />
            <span aria-hidden="true">{t('collections.members.cover')}</span>
          </label>
          <span className="flex gap-1">
            <Button size="sm" variant="neutral" disabled={index === 0} onClick={() => move(index, index - 1)}>
              {t('collections.members.moveUp')}
              <span className="sr-only" dir="auto">
                : {member.title}
              </span>
            </Button>
            <Button size="sm" variant="neutral" disabled={index === members.length - 1} onClick={() => move(index, index + 1)}>
              {t('collections.members.moveDown')}
              <span className="sr-only" dir="auto">
                : {member.title}
              </span>
            </Button>
            <Button size="sm" variant="link-danger" onClick={() => remove(index)}>
              {t('collections.members.remove')}
              <span className="sr-only" dir="auto">
                : {member.title}
              </span>
            </Button>
          </span>
        </li>
      ))}
    </ol>
  );
}
