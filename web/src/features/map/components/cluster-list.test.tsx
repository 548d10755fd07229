import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, i18n, renderApp, screen, userEvent } from '../../../testing/test-utils.tsx';
import { MAP_NS } from '../i18n.ts';
import type { MapItem } from '../lib/map-items.ts';
import { ClusterList } from './cluster-list.tsx';

const item = (id: string, title: string): MapItem => ({
  id,
  kind: 'video',
  youtubeid: '',
  title,
  location: { coordinates: [-5.2, 33.4], region: 'Azrou' },
  date: null,
  guest: null,
  host: null,
  description: '',
});

beforeAll(async () => {
  await i18n.loadNamespaces(MAP_NS);
});
afterEach(cleanup);

describe('the list of a cluster at one place', () => {
  for (const [lang, heading] of [
    ['en', '2 interviews at this place'],
    ['ar', 'مقابلتان في هذا المكان'],
  ] as const) {
    it(`takes the focus, opens an interview, and closes with Escape (${lang})`, async () => {
      await i18n.changeLanguage(lang);
      const onSelect = vi.fn();
      const onClose = vi.fn();
      const items = [item('1', 'The Cedar Carvers of Azrou'), item('2', 'The Weekly Souk of Azrou')];
      renderApp(<ClusterList items={items} onSelect={onSelect} onClose={onClose} />);
      const title = screen.getByRole('heading', { name: heading });
      expect(title).toHaveFocus();
      await userEvent.click(screen.getByRole('link', { name: /Weekly Souk/ }));
      expect(onSelect).toHaveBeenCalledWith(items[1]);
      await userEvent.keyboard('{Escape}');
      expect(onClose).toHaveBeenCalledTimes(1);
    });
  }
});
