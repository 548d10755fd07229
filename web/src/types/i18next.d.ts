import type enAccessRequest from '../features/access-request/locales/en.json';
import type enAdmin from '../features/admin/locales/en.json';
import type enMap from '../features/map/locales/en.json';
import type enAbout from '../locales/en/about.json';
import type enBrowse from '../locales/en/browse.json';
import type enCommon from '../locales/en/common.json';
import type enContact from '../locales/en/contact.json';
import type enEbooks from '../locales/en/ebooks.json';
import type enVideo from '../locales/en/video.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      common: typeof enCommon;
      about: typeof enAbout;
      accessRequest: typeof enAccessRequest;
      admin: typeof enAdmin;
      browse: typeof enBrowse;
      contact: typeof enContact;
      ebooks: typeof enEbooks;
      map: typeof enMap;
      video: typeof enVideo;
    };
  }
}
