import type { Kysely, Migration } from 'kysely';
import type { DialectName } from '../dialect/dialect.ts';
import * as initial from './2026_11_22_001_initial.ts';
import * as searchIndex from './2026_11_22_002_search_index.ts';
import * as mediaOrderIndexes from './2026_11_22_003_media_order_indexes.ts';
import * as readVersion from './2026_11_23_010_read_version.ts';
import * as searchSubstring from './2026_11_23_011_search_substring.ts';
import * as rateLimitCounters from './2026_11_23_020_rate_limit_counters.ts';
import * as trashAndHistory from './2026_11_23_030_trash_and_history.ts';
import * as thumbnails from './2026_11_23_040_thumbnails.ts';
import * as oaiPublications from './2026_11_23_050_oai_publications.ts';
import * as mediaFileFlag from './2026_11_23_060_media_file_flag.ts';
import * as dropUnusedSearchIndex from './2026_11_23_075_drop_unused_search_index.ts';
import * as searchByIndex from './2026_11_23_085_search_by_index.ts';
import * as searchOneIndex from './2026_11_23_090_search_one_index.ts';
import * as dropUnusedSearchColumns from './2026_11_23_095_drop_unused_search_columns.ts';
import * as searchIndexUsermerge from './2026_11_25_100_search_index_usermerge.ts';
import * as staffAccounts from './2026_11_25_500_staff_accounts.ts';
import * as proposals from './2026_11_25_501_proposals.ts';
import * as consentAndAccessRequests from './2026_11_25_400_consent_and_access_requests.ts';
import * as mediaAccess from './2026_11_25_300_media_access.ts';
import * as searchPhrases from './2026_11_25_800_search_phrases.ts';
import * as vocabularyLabels from './2026_11_25_801_vocabulary_labels.ts';
import * as participantNameIndex from './2026_11_26_1100_participant_name_index.ts';
import * as searchPairMark from './2026_11_26_1120_search_pair_mark.ts';
import * as transcriptJobs from './2026_12_01_450_transcript_jobs.ts';
import * as collections from './2026_12_05_2100_collections.ts';
import * as coveringFacetIndexes from './2026_11_26_1320_covering_facet_indexes.ts';
import * as transcriptFlags from './2026_11_25_700_transcript_flags.ts';
import * as mediaFiles from './2026_11_25_600_media_files.ts';
import * as withheldRenditions from './2026_11_25_610_withheld_renditions.ts';
import * as fixityLease from './2026_11_25_611_fixity_lease.ts';
import * as trashKeepsRows from './2026_12_06_1900_trash_keeps_rows.ts';
import * as placeAuthorities from './2026_12_07_2300_place_authorities.ts';
import * as people from './2026_12_07_1300_people.ts';
import * as searchHeadRanks from './2026_12_09_2520_search_head_ranks.ts';
import * as searchHeadWords from './2026_12_10_2550_search_head_words.ts';
import * as searchHeadWordsOrder from './2026_12_11_2590_search_head_words_order.ts';

/** A migration that may differ per dialect; Kysely's own interface has no dialect argument. */
export interface DialectMigration {
  up(db: Kysely<any>, dialect: DialectName): Promise<void>;
  down?(db: Kysely<any>, dialect: DialectName): Promise<void>;
  /**
   * Set (to the reason) when the migration cannot run while nodes of the release before it still use the database
   * (a column they read goes away, say): it then runs only with no other node connected (db/migrate.ts).
   */
  stopEveryNode?: string;
}

/** Every migration, by name in the order they run. Add new ones at the end. */
export const migrations: Record<string, DialectMigration> = {
  '2026_11_22_001_initial': initial,
  '2026_11_22_002_search_index': searchIndex,
  '2026_11_22_003_media_order_indexes': mediaOrderIndexes,
  '2026_11_23_010_read_version': readVersion,
  '2026_11_23_011_search_substring': searchSubstring,
  '2026_11_23_020_rate_limit_counters': rateLimitCounters,
  '2026_11_23_030_trash_and_history': trashAndHistory,
  '2026_11_23_040_thumbnails': thumbnails,
  '2026_11_23_050_oai_publications': oaiPublications,
  '2026_11_23_060_media_file_flag': mediaFileFlag,
  '2026_11_23_075_drop_unused_search_index': dropUnusedSearchIndex,
  '2026_11_23_085_search_by_index': searchByIndex,
  '2026_11_23_090_search_one_index': searchOneIndex,
  '2026_11_23_095_drop_unused_search_columns': dropUnusedSearchColumns,
  '2026_11_25_100_search_index_usermerge': searchIndexUsermerge,
  '2026_11_25_500_staff_accounts': staffAccounts,
  '2026_11_25_501_proposals': proposals,
  '2026_11_25_400_consent_and_access_requests': consentAndAccessRequests,
  '2026_11_25_300_media_access': mediaAccess,
  '2026_11_25_800_search_phrases': searchPhrases,
  '2026_11_25_801_vocabulary_labels': vocabularyLabels,
  '2026_11_25_700_transcript_flags': transcriptFlags,
  '2026_11_25_600_media_files': mediaFiles,
  '2026_11_25_610_withheld_renditions': withheldRenditions,
  '2026_11_25_611_fixity_lease': fixityLease,
  '2026_11_26_1100_participant_name_index': participantNameIndex,
  '2026_11_26_1120_search_pair_mark': searchPairMark,
  '2026_11_26_1320_covering_facet_indexes': coveringFacetIndexes,
  '2026_12_01_450_transcript_jobs': transcriptJobs,
  '2026_12_05_2100_collections': collections,
  '2026_12_06_1900_trash_keeps_rows': trashKeepsRows,
  '2026_12_07_2300_place_authorities': placeAuthorities,
  '2026_12_07_1300_people': people,
  '2026_12_09_2520_search_head_ranks': searchHeadRanks,
  '2026_12_10_2550_search_head_words': searchHeadWords,
  '2026_12_11_2590_search_head_words_order': searchHeadWordsOrder,
};

export function migrationsFor(dialect: DialectName, all: Record<string, DialectMigration> = migrations): Record<string, Migration> {
  return Object.fromEntries(
    Object.entries(all).map(([name, m]) => [
      name,
      { up: (db: Kysely<any>) => m.up(db, dialect), down: m.down ? (db: Kysely<any>) => m.down!(db, dialect) : undefined },
    ]),
  );
}
