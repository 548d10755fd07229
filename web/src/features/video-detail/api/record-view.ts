import { apiPaths } from '#contracts/paths';
import { apiRequest } from '../../../lib/api-client.ts';

/** Records a view on first play (docs/behaviour.md §7); a failure is only warned, never shown (docs/behaviour.md §7). */
export async function recordView(id: string): Promise<void> {
  try {
    await apiRequest<{ views: number }>(apiPaths.media.view(id), { method: 'POST' });
  } catch (error) {
    console.warn('Could not record the view', error);
  }
}
