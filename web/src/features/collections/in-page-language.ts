/** Of a record's two texts (staff write both), the one in the page's language, or the other when that one is empty. */
export function inPageLanguage(english: string, arabic: string, language: string): string {
  return (language.startsWith('ar') ? arabic || english : english || arabic).trim();
}
