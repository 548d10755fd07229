/** One row per video that has ever been public (see the 2026_11_23_050 migration). */
export interface OaiPublicationTable {
  media_id: number;
  /** 1 while the video is public; 0 once archived or deleted (an OAI-PMH deleted record). */
  published: number;
  /** The region the record is harvested under (its OAI set), kept after the video is gone. */
  region_name: string | null;
  /** When it was last published or withdrawn (the deleted record's datestamp). */
  changed_at: string;
}
