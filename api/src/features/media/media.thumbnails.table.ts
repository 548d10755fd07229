/** Thumbnails the server fetched from the video host, by video-host id. */
export interface ThumbnailTable {
  youtube_id: string;
  content_type: string;
  /** Base64; null when the fetch failed. */
  data: string | null;
  fetched_at: string;
}
