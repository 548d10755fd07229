import { z } from 'zod';
import { AccessLevelSchema, StaffRedactionSchema } from '#contracts/access';
import { MediaSnapshotSchema } from '#contracts/interview';

// The archive package's own files (docs/behaviour.md §1103), beside the standards' (OHMS XML, WebVTT, CSV): what
// the export writes for each interview and the import reads back, each checked against these schemas before use.

/** bag-info.txt's element naming an Atlas package and the version of its layout. */
export const PACKAGE_FORMAT_LABEL = 'Atlas-Package-Format';
export const PACKAGE_FORMAT = '1';
/** bag-info.txt's element saying whether sealed material is in the package. */
export const SEALED_LABEL = 'Atlas-Sealed-Material';

/** `interviews/{id}/access.json`: the access settings as staff set them (the API's detail shows them as in force). */
export const PackageAccessSchema = z.object({
  access: AccessLevelSchema,
  sealed_until: z.string().nullable(),
  note: z.string(),
  redactions: z.array(StaffRedactionSchema),
  /** Whether the public may download the original recording. */
  public_download: z.boolean(),
});
export type PackageAccess = z.infer<typeof PackageAccessSchema>;

/** `interviews/{id}/consents.json`: the participants' releases, each form named by its SHA-256. */
export const PackageConsentsSchema = MediaSnapshotSchema.shape.consents;

/** One held file of a recording (`interviews/{id}/recordings.json`), its objects under `recordings/`. */
const PackageFileSchema = z.object({
  id: z.number().int().positive(),
  source_id: z.number().int().positive().nullable(),
  role: z.enum(['original', 'poster', 'waveform', 'playlist', 'rendition']),
  label: z.string(),
  storage_key: z.string(),
  filename: z.string(),
  content_type: z.string(),
  sha256: z.string().nullable(),
  bytes: z.number().nullable(),
  parts: z.string().nullable(),
  width: z.number().nullable(),
  height: z.number().nullable(),
  bitrate: z.number().nullable(),
  duration_s: z.number().nullable(),
  created_at: z.string(),
});
export type PackageFile = z.infer<typeof PackageFileSchema>;

export const PackageRecordingsSchema = z.object({
  files: z.array(PackageFileSchema),
  /** Why the recording is not in the package, when it is not (a seal in force, withheld passages). */
  left_out: z.string().nullable(),
});

/** `consent-forms.json`: each signed form's type and size; its bytes are `consent-forms/{sha256}`. */
export const PackageFormsSchema = z.array(
  z.object({ sha256: z.string().regex(/^[0-9a-f]{64}$/), content_type: z.string(), size: z.number().int(), created_at: z.string() }),
);

/** `collections.json`: each collection (not in the Trash) with its members in their order, by interview id. */
const PackageCollectionSchema = z.object({
  slug: z.string(),
  title: z.string(),
  title_ar: z.string(),
  description: z.string(),
  description_ar: z.string(),
  cover: z.number().int().nullable(),
  media: z.array(z.number().int()),
  created_at: z.string(),
  updated_at: z.string(),
});
export type PackageCollection = z.infer<typeof PackageCollectionSchema>;
export const PackageCollectionsSchema = z.array(PackageCollectionSchema);

/** `vocabulary.json`: every name of the archive's vocabulary, used or not, and staff's Arabic forms. */
export const PackageVocabularySchema = z.object({
  topics: z.array(z.string()),
  important_people: z.array(z.string()),
  places: z.array(z.string()),
  languages: z.array(z.string()),
  regions: z.array(z.object({ name: z.string(), latitude: z.number().nullable(), longitude: z.number().nullable() })),
  arabic_forms: z.array(z.object({ kind: z.string(), value: z.string(), label_ar: z.string() })),
});
export type PackageVocabulary = z.infer<typeof PackageVocabularySchema>;
