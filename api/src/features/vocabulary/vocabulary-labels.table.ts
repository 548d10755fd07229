/** The Arabic form of one topic, language or place name (migration 2026_11_25_801). */
export interface VocabularyLabelTable {
  kind: string;
  value: string;
  label_ar: string;
  updated_at: string;
}
