import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../components/ui/page-title.tsx';
import { ContactForm } from '../../../features/contact/components/contact-form.tsx';
import { CONTACT_NAMESPACES } from '../../../features/contact/i18n.ts';

/** docs/behaviour.md §2 Contact: the form with its sending state and success modal. */
export function Component() {
  const { t } = useTranslation(CONTACT_NAMESPACES);
  return (
    <div className="container-page py-12">
      <PageTitle title={t('common:meta.contact.title')} description={t('common:meta.contact.description')} canonical />
      <div className="mx-auto max-w-2xl">
        <h1 className="text-4xl font-semibold text-brand-900">{t('contact.title')}</h1>
        <p className="mt-3 mb-8 text-lg text-slate-700">{t('contact.description')}</p>
        <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
          <ContactForm />
        </div>
      </div>
    </div>
  );
}
