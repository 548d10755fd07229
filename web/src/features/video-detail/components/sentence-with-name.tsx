import { useTranslation } from 'react-i18next';
import '../../../locales/video-namespace.ts';

/** A character no translation contains: marks where the name goes. */
const SLOT = '\u2063';

interface SentenceWithNameProps {
  /** Key in the `video` namespace whose text holds `{{name}}`-style placeholder `param`. */
  i18nKey: string;
  param: string;
  name: string;
}

/**
 * A translated sentence around an archive name ('Interview with {{guest}}'). The name is plain
 * text in its own `<bdi dir="auto">`: never parsed as markup (as <Trans> would) and isolated, so an
 * Arabic name in an English sentence (or the reverse) keeps its order.
 */
export function SentenceWithName({ i18nKey, param, name }: SentenceWithNameProps) {
  const { t } = useTranslation('video');
  const [before = '', after = ''] = t(i18nKey, { [param]: SLOT }).split(SLOT);
  return (
    <>
      {before}
      <bdi dir="auto">{name}</bdi>
      {after}
    </>
  );
}
