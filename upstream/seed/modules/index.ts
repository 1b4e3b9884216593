import type { SeedModule } from '../seed-module.ts';
import { dictionariesSeed } from './dictionaries.ts';
import { friendlyLinksSeed } from './friendly-links.ts';
import { menuSeed } from './menu.ts';
import { textsSeed } from './texts.ts';

// Run in this order on every start; each runs once per database (seed_runs).
export const seedModules: readonly SeedModule[] = [menuSeed, textsSeed, dictionariesSeed, friendlyLinksSeed];
