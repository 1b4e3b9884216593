import type { SeedModule } from '../seed-module.ts';
import { accountsSeed } from './accounts.ts';
import { agreementsSeed } from './agreements.ts';
import { applicationReferencesSeed } from './application-references.ts';
import { applicationsSeed } from './applications.ts';
import { companyAuthenticationSeed } from './company-authentication.ts';
import { declarationsSeed } from './declarations.ts';
import { dictionariesSeed } from './dictionaries.ts';
import { englishCoversSeed } from './english-covers.ts';
import { friendlyLinksSeed } from './friendly-links.ts';
import { innerMessagesSeed } from './inner-messages.ts';
import { lcaSubscriptionsSeed } from './lca-subscriptions.ts';
import { lcesStandardSeed } from './lces-standard.ts';
import { lcesTemplatesSeed } from './lces-templates.ts';
import { menuSeed } from './menu.ts';
import { menuCompanyWorkSeed } from './menu-company-work.ts';
import { menuVisitorEntriesSeed } from './menu-visitor-entries.ts';
import { newsSeed } from './news.ts';
import { noticesSeed } from './notices.ts';
import { regionsSeed } from './regions.ts';
import { resourcesSeed } from './resources.ts';
import { sitePagesSeed } from './site-pages.ts';
import { textsSeed } from './texts.ts';
import { verificationRequestsSeed } from './verification-requests.ts';
import { wording202611Seed } from './wording-2026-11.ts';

// Run in this order on every start; each runs once per database (seed_runs).
export const seedModules: readonly SeedModule[] = [
  menuSeed,
  textsSeed,
  dictionariesSeed,
  friendlyLinksSeed,
  accountsSeed,
  agreementsSeed,
  declarationsSeed,
  newsSeed,
  noticesSeed,
  resourcesSeed,
  englishCoversSeed,
  sitePagesSeed,
  // The signed-in area: regions (and where the demo companies are), system messages, LCA tool.
  regionsSeed,
  companyAuthenticationSeed,
  innerMessagesSeed,
  lcaSubscriptionsSeed,
  // EPD and CFP applications: what the form offers, then the demo accounts' applications.
  applicationReferencesSeed,
  applicationsSeed,
  // Visitor-only menu entries (accounts.md 2.1), the low-carbon steel templates and evaluation
  // standard, verification requests.
  menuVisitorEntriesSeed,
  lcesTemplatesSeed,
  lcesStandardSeed,
  verificationRequestsSeed,
  // Names renamed after the seeds above shipped, for databases seeded before (a new one already has them).
  wording202611Seed,
  menuCompanyWorkSeed,
];
