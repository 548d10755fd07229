import { useTranslation } from 'react-i18next';
import type { TextKey } from '../../../lib/i18n-keys.ts';
import { VIDEO_NS } from '../../../locales/video-namespace.ts';

/** A character no translation contains: marks where the name goes. */
const SLOT = '\u2063';

interface SentenceWithNameProps {
  /** Key in the `video` namespace whose text holds `{{name}}`-style placeholder `param`. */
  i18nKey: TextKey<'video'>;
  param: string;
  name: string;
}

/**
 * A translated sentence around an archive name ('Interview with {{guest}}'). The name is plain
 * text in its own `<bdi dir="auto">`: never parsed as markup (as <Trans> would) and isolated, so an
 * Arabic name in an English sentence (or the reverse) keeps its order.
 */
export function SentenceWithName({ i18nKey, param, name }: SentenceWithNameProps) {
  const { t } = useTranslation(VIDEO_NS);
  // `replace` carries the one value: its name is chosen by the caller, so it cannot be typed as a key of the options.
  const [before = '', after = ''] = t(i18nKey, { replace: { [param]: SLOT } }).split(SLOT);
  return (
    <>
      {before}
      <bdi dir="auto">{name}</bdi>
      {after}
    </>
  );
}
