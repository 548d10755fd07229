import type enAccessRequest from '../features/access-request/locales/en.json';
import type enAdmin from '../features/admin/kit/locales/en.json';
import type enAdminAccess from '../features/admin/access/locales/en.json';
import type enAdminAuth from '../features/admin/auth/locales/en.json';
import type enAdminCollections from '../features/admin/collections/locales/en.json';
import type enAdminConsent from '../features/admin/consent/locales/en.json';
import type enAdminDashboard from '../features/admin/dashboard/locales/en.json';
import type enAdminHistory from '../features/admin/history/locales/en.json';
import type enAdminMessages from '../features/admin/messages/locales/en.json';
import type enAdminPeople from '../features/admin/people/locales/en.json';
import type enAdminRecordings from '../features/admin/recordings/locales/en.json';
import type enAdminSpreadsheet from '../features/admin/spreadsheet/locales/en.json';
import type enAdminTeam from '../features/admin/team/locales/en.json';
import type enAdminTranscripts from '../features/admin/transcripts/locales/en.json';
import type enAdminTrash from '../features/admin/trash/locales/en.json';
import type enAdminVideos from '../features/admin/videos/locales/en.json';
import type enAdminVocabulary from '../features/admin/vocabulary/locales/en.json';
import type enAdminPlaces from '../features/admin/places/locales/en.json';
import type enMap from '../features/map/locales/en.json';
import type enAbout from '../locales/en/about.json';
import type enBrowse from '../locales/en/browse.json';
import type enCommon from '../locales/en/common.json';
import type enContact from '../locales/en/contact.json';
import type enEbooks from '../locales/en/ebooks.json';
import type enRecords from '../locales/en/records.json';
import type enVideo from '../locales/en/video.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      common: typeof enCommon;
      about: typeof enAbout;
      accessRequest: typeof enAccessRequest;
      admin: typeof enAdmin;
      adminAccess: typeof enAdminAccess;
      adminAuth: typeof enAdminAuth;
      adminCollections: typeof enAdminCollections;
      adminConsent: typeof enAdminConsent;
      adminDashboard: typeof enAdminDashboard;
      adminHistory: typeof enAdminHistory;
      adminMessages: typeof enAdminMessages;
      adminPeople: typeof enAdminPeople;
      adminRecordings: typeof enAdminRecordings;
      adminSpreadsheet: typeof enAdminSpreadsheet;
      adminTeam: typeof enAdminTeam;
      adminTranscripts: typeof enAdminTranscripts;
      adminTrash: typeof enAdminTrash;
      adminVideos: typeof enAdminVideos;
      adminVocabulary: typeof enAdminVocabulary;
      adminPlaces: typeof enAdminPlaces;
      browse: typeof enBrowse;
      contact: typeof enContact;
      ebooks: typeof enEbooks;
      map: typeof enMap;
      records: typeof enRecords;
      video: typeof enVideo;
    };
  }
}
