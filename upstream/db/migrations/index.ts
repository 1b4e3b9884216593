import type { Migration } from '../migrate.ts';
import { coreMigration } from './001-core.ts';
import { siteContentMigration } from './002-site-content.ts';
import { dictionariesMigration } from './003-dictionaries.ts';
import { friendlyLinksMigration } from './004-friendly-links.ts';
import { publicContentMigration } from './005-public-content.ts';
import { accountsMigration } from './006-accounts.ts';
import { verificationMigration } from './008-verification.ts';
import { agreementsMigration } from './010-agreements.ts';
import { innerMessagesMigration } from './011-inner-messages.ts';
import { regionsMigration } from './012-regions.ts';
import { uploadsAndCompanyAuthenticationMigration } from './013-uploads-and-company-authentication.ts';
import { lcaToolMigration } from './014-lca-tool.ts';
import { englishCoversMigration } from './015-english-covers.ts';
import { applicationsMigration } from './016-applications.ts';
import { verificationRequestsMigration } from './017-verification.ts';
import { visitorFeedbackMigration } from './018-visitor-feedback.ts';
import { carbonApplicationIdsMigration } from './019-carbon-application-ids.ts';
import { applicationProductChoicesMigration } from './020-application-product-choices.ts';

// Append only. A migration that has shipped is never edited: add the next file instead.
export const migrations: readonly Migration[] = [
  coreMigration,
  siteContentMigration,
  dictionariesMigration,
  friendlyLinksMigration,
  publicContentMigration,
  accountsMigration,
  verificationMigration,
  agreementsMigration,
  innerMessagesMigration,
  regionsMigration,
  uploadsAndCompanyAuthenticationMigration,
  lcaToolMigration,
  englishCoversMigration,
  applicationsMigration,
  verificationRequestsMigration,
  visitorFeedbackMigration,
  carbonApplicationIdsMigration,
  applicationProductChoicesMigration,
];
