import type { Kysely, Transaction } from 'kysely';
import type { AccountLinkTable, RecoveryCodeTable } from '../features/accounts/accounts.table.ts';
import type { ActivityLogTable } from '../features/activity/activity.table.ts';
import type { ProposalTable } from '../features/review/review.table.ts';
import type { AccessEventTable, AccessGrantTable, AccessRequestTable } from '../features/access-requests/access-requests.table.ts';
import type { AdminUserTable } from '../features/auth/admin-users.table.ts';
import type { CollectionMediaTable, CollectionTable } from '../features/collections/collections.table.ts';
import type { ConsentFormTable, MediaConsentTable } from '../features/consent/consent.table.ts';
import type { PersonMentionTable, PersonNameTable, PersonTable } from '../features/people/people.table.ts';
import type { ContactMessageTable } from '../features/contact/contact.table.ts';
import type { MediaVersionTable } from '../features/history/history.table.ts';
import type {
  LookupTable,
  MediaPersonTable,
  MediaPlaceTable,
  MediaTable,
  MediaTopicTable,
  RegionTable,
  TranscriptTable,
} from '../features/media/media.table.ts';
import type { ThumbnailTable } from '../features/media/media.thumbnails.table.ts';
import type { RateLimitCounterTable } from '../features/rate-limits/rate-limits.table.ts';
import type { OaiPublicationTable } from '../features/oai/publication-log.table.ts';
import type { PlaceAuthorityTable } from '../features/places/places.table.ts';
import type { ParticipantTable } from '../features/participants/participants.table.ts';
import type { SegmentTable } from '../features/segments/segments.table.ts';
import type { MediaTrashTable } from '../features/trash/trash.table.ts';
import type { VocabularyLabelTable } from '../features/vocabulary/vocabulary-labels.table.ts';
import type {
  FixityCheckTable,
  FixityLeaseTable,
  IngestJobTable,
  MediaDownloadSettingTable,
  MediaFileTable,
} from '../features/media-files/media-files.table.ts';
import type { TranscriptDraftTable } from '../features/transcripts/transcript-drafts.table.ts';
import type { DialectName } from './dialect/dialect.ts';

/** Every table Atlas queries through Kysely. Full-text index tables are reached via db/dialect/ only. */
export interface Database {
  media: MediaTable;
  regions: RegionTable;
  languages: LookupTable;
  topics: LookupTable;
  important_people: LookupTable;
  places: LookupTable;
  media_topics: MediaTopicTable;
  media_important_people: MediaPersonTable;
  media_places: MediaPlaceTable;
  transcripts: TranscriptTable;
  segments: SegmentTable;
  participants: ParticipantTable;
  admin_users: AdminUserTable;
  contact_messages: ContactMessageTable;
  thumbnails: ThumbnailTable;
  rate_limit_counters: RateLimitCounterTable;
  oai_publications: OaiPublicationTable;
  media_trash: MediaTrashTable;
  media_versions: MediaVersionTable;
  vocabulary_labels: VocabularyLabelTable;
  account_links: AccountLinkTable;
  recovery_codes: RecoveryCodeTable;
  activity_log: ActivityLogTable;
  proposals: ProposalTable;
  media_consents: MediaConsentTable;
  consent_forms: ConsentFormTable;
  access_requests: AccessRequestTable;
  access_grants: AccessGrantTable;
  access_events: AccessEventTable;
  media_files: MediaFileTable;
  ingest_jobs: IngestJobTable;
  fixity_checks: FixityCheckTable;
  fixity_lease: FixityLeaseTable;
  media_download_settings: MediaDownloadSettingTable;
  transcript_drafts: TranscriptDraftTable;
  collections: CollectionTable;
  collection_media: CollectionMediaTable;
  place_authorities: PlaceAuthorityTable;
  people: PersonTable;
  person_names: PersonNameTable;
  person_mentions: PersonMentionTable;
}

export type Db = Kysely<Database>;
/** Repositories take either the database or an open transaction, so services can compose them. */
export type DbOrTx = Kysely<Database> | Transaction<Database>;

export interface DatabaseHandle {
  db: Db;
  dialect: DialectName;
  close(): Promise<void>;
  /** PostgreSQL: the pool's connections now (for the metrics); SQLite has no pool. */
  poolStats?(): PoolStats;
}

export interface PoolStats {
  total: number;
  idle: number;
  /** Queries waiting for a connection. */
  waiting: number;
}
