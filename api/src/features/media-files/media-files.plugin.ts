import fp from 'fastify-plugin';
import { type MediaConfig, mediaDefaults } from '../../config.ts';
import { ffprobePathFor, toolWorks } from './ffmpeg.ts';
import { startFixitySchedule } from './fixity.ts';
import { IngestQueue } from './ingest.ts';
import { openStorage } from './storage/open-storage.ts';
import type { MediaStorage } from './storage/storage.ts';
import * as repo from './media-files.repository.ts';
import { withheldChanged } from './withheld-set.ts';

export interface MediaTools {
  ffmpeg: boolean;
  ffprobe: boolean;
}

export interface MediaFiles {
  config: MediaConfig;
  storage: MediaStorage;
  queue: IngestQueue;
  /** Whether ffmpeg and ffprobe run here; asked once, when first needed (a start never waits on it). */
  tools(): Promise<MediaTools>;
}

declare module 'fastify' {
  interface FastifyInstance {
    mediaFiles: MediaFiles;
  }
}

/** The recordings Atlas holds: storage, the ingest queue and the periodic fixity check (docs/behaviour.md §600). */
export const mediaFilesPlugin = fp(
  async (app) => {
    const config = mediaDefaults(app.config.media);
    const storage = openStorage({ mediaStorage: config.storage, s3Endpoint: config.s3Endpoint, s3Region: config.s3Region });
    const queue = new IngestQueue({
      db: app.database.db,
      storage,
      media: config,
      // The ingest's progress is told as the write path tells a write: the caches subscribe (the ingest makes its own
      // recording's public set, so no recording's follower is named).
      changed: (mediaId) => app.interviewEvents.emit({ ids: [mediaId], access: [], recordings: [] }),
      log: app.log,
    });
    let tools: Promise<MediaTools> | null = null;
    app.decorate('mediaFiles', {
      config,
      storage,
      queue,
      tools: () =>
        (tools ??= Promise.all([toolWorks(config.ffmpegPath), toolWorks(ffprobePathFor(config.ffmpegPath))]).then(([ffmpeg, ffprobe]) => ({
          ffmpeg,
          ffprobe,
        }))),
    });
    // The public set follows the passages in force, whether staff changed them or one lifted on its
    // day (docs/decisions.md §620), and the recordings: a video back from the trash, a new upload.
    const follow = async (mediaIds: readonly number[]) => {
      for (const id of mediaIds) if (await withheldChanged(app.database.db, storage, id)) queue.wake();
    };
    app.followAccess(follow);
    app.interviewEvents.subscribe((event) => follow(event.recordings.filter((id) => !event.access.includes(id))));
    let stopFixity = () => {};
    app.addHook('onReady', async () => {
      // Alone only on the embedded database in one process: on PostgreSQL other nodes may be running jobs, and a
      // job is taken up again only once its heartbeat has stopped (docs/deploy.md "Several machines").
      await queue.start(app.database.dialect === 'sqlite' && app.config.webConcurrency === 1);
      // A backup restored while the servers were stopped told no follower: the public sets follow its passages now.
      await follow(await repo.listIdsWithPassages(app.database.db));
      stopFixity = startFixitySchedule(app.database.db, storage, config.fixityEveryMs, app.log);
    });
    app.addHook('onClose', async () => {
      stopFixity();
      await queue.stop();
    });
  },
  { name: 'media-files', dependencies: ['database', 'interview-events', 'access-clock'] },
);
