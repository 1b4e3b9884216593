import type { SeedModule } from '../seed-module.ts';
import { accountsSeed } from './accounts.ts';
import { agreementsSeed } from './agreements.ts';
import { declarationsSeed } from './declarations.ts';
import { dictionariesSeed } from './dictionaries.ts';
import { friendlyLinksSeed } from './friendly-links.ts';
import { menuSeed } from './menu.ts';
import { newsSeed } from './news.ts';
import { noticesSeed } from './notices.ts';
import { resourcesSeed } from './resources.ts';
import { sitePagesSeed } from './site-pages.ts';
import { textsSeed } from './texts.ts';

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
  sitePagesSeed,
];
