import { useTranslation } from 'react-i18next';
import { useArabicName } from '../../lib/arabic-labels.ts';
import { foreignTextProps, languageKey } from '../../lib/data-text.ts';

/**
 * A piece of archive data (title, name, place) marked with its own `lang` and `dir` when its
 * script differs from the page's, so screen readers switch voice (docs/decisions.md §35).
 */
export function DataText({
  text,
  lang,
  className,
  as: Element = 'span',
}: {
  text: string;
  lang?: string;
  className?: string;
  /**
   * The element that carries the text. A heading or line that holds nothing but the data should be
   * this element itself: a parent's `dir="auto"` skips a child with its own `dir`, finds no letter
   * and resolves to left to right, so an Arabic title in it would lay out the wrong way.
   */
  as?: 'span' | 'p' | 'h2' | 'h3';
}) {
  const { i18n } = useTranslation();
  return (
    <Element className={className} {...foreignTextProps(text, i18n.language, lang)}>
      {text}
    </Element>
  );
}

/** A region or place: its Arabic form on Arabic pages (staff's, else the gazetteer's), else the stored name marked as such. */
export function PlaceName({ name, className }: { name: string; className?: string }) {
  return <DataText text={useArabicName('place', name)} className={className} />;
}

/** A topic: its Arabic form on Arabic pages when staff entered one (docs/behaviour.md §804). */
export function TopicName({ name, className }: { name: string; className?: string }) {
  return <DataText text={useArabicName('topic', name)} className={className} />;
}

/** A language name, translated when the site knows it, else in staff's Arabic form on Arabic pages. */
export function LanguageName({ value, className }: { value: string; className?: string }) {
  const { t } = useTranslation();
  const arabic = useArabicName('language', value);
  const key = languageKey(value);
  return key ? (
    <span className={className}>{t(`languageNames.${key}` as 'languageNames.english')}</span>
  ) : (
    <DataText text={arabic} className={className} />
  );
}
