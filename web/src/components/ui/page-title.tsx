import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { documentTitle } from '#contracts/public-pages';
import { applyDocumentHead } from '../../lib/document-head.ts';
import { toAppLanguage } from '../../lib/language.ts';

interface PageTitleProps {
  /** The page's own title; the site's name follows after one separator ("Archive – Atlas"). */
  title: string;
  /** Public pages: what search engines show under the title. */
  description?: string;
  /** Public pages: a canonical URL (this path, in the page's language when the address names it) and hreflang alternates. */
  canonical?: boolean;
}

/**
 * The one way a page names itself: every page renders one. It sets the document title and, for
 * public pages, the description and canonical URL the server also writes for crawlers
 * (api/src/features/seo/page-head.ts builds the same title from the same texts).
 */
export function PageTitle({ title, description, canonical = false }: PageTitleProps) {
  const { t, i18n } = useTranslation('common');
  const { pathname, search } = useLocation();
  const language = toAppLanguage(i18n.resolvedLanguage) ?? 'en';
  const languageInAddress = new URLSearchParams(search).get('lng') === language;
  const fullTitle = documentTitle(title, t('app.name'));
  useEffect(() => {
    applyDocumentHead({ title: fullTitle, description, canonicalPath: canonical ? pathname : undefined, languageInAddress, language });
  }, [fullTitle, description, canonical, pathname, languageInAddress, language]);
  return null;
}
