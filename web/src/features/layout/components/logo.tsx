import { useTranslation } from 'react-i18next';

/** The Atlas mark (mountain and cedar) with the name in the current language. */
export function Logo({ inverted = false }: { inverted?: boolean }) {
  const { t } = useTranslation();
  return (
    <span className="flex items-center gap-2">
      <svg aria-hidden="true" viewBox="0 0 32 32" className="size-9 shrink-0">
        <rect width="32" height="32" rx="7" fill={inverted ? '#ffffff' : '#1e4670'} />
        <path d="M4 25 12.5 9l5 9 3-5L28 25z" fill="#c9892d" />
        <path d="M10 25v-3M10 22l-3 0 3-4 3 4z" stroke={inverted ? '#1e4670' : '#ffffff'} strokeWidth="1.4" fill="none" />
      </svg>
      <span className={`flex flex-col leading-tight ${inverted ? 'text-white' : 'text-brand-900'}`}>
        <span className="text-lg font-semibold">{t('app.name')}</span>
        <span className={`hidden text-xs sm:block ${inverted ? 'text-brand-100' : 'text-slate-600'}`}>{t('app.fullName')}</span>
      </span>
    </span>
  );
}
