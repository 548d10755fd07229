export interface RateLimitCounterTable {
  /** `scope:subject`, e.g. `gate:203.0.113.7` or `login-user:admin`. */
  key: string;
  count: number;
  /** Milliseconds since 1970; PostgreSQL's bigint may arrive as text. */
  window_ends_at: number | string;
}
