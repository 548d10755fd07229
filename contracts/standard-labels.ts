/**
 * Field names in both archive languages, for documents other systems read (IIIF metadata
 * labels); the web app has its own in locales/. Also update the locale files when a field is renamed.
 */
export const fieldLabels = {
  narrator: { en: 'Narrator', ar: 'الراوي' },
  interviewer: { en: 'Interviewer', ar: 'المحاور' },
  date: { en: 'Date', ar: 'التاريخ' },
  duration: { en: 'Duration', ar: 'المدة' },
  region: { en: 'Region', ar: 'المنطقة' },
  places: { en: 'Places', ar: 'الأماكن' },
  topics: { en: 'Topics', ar: 'المواضيع' },
  importantPeople: { en: 'Important people', ar: 'شخصيات مهمة' },
  originalLanguage: { en: 'Original language', ar: 'اللغة الأصلية' },
  restriction: { en: 'Restriction', ar: 'القيود' },
  acknowledgement: { en: 'Acknowledgement', ar: 'شكر وتقدير' },
  transcript: { en: 'Transcript', ar: 'النص الكامل' },
  archive: { en: 'Atlas oral-history archive', ar: 'أرشيف أطلس للتاريخ الشفوي' },
} as const;
