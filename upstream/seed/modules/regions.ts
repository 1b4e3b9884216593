import { execute } from '../../db/sql.ts';
import type { SeedModule } from '../seed-module.ts';
import { provinces } from './regions-data.ts';

/** The 34 provincial-level divisions under 'CN' and their cities under each province. */
export const regionsSeed: SeedModule = {
  name: 'regions',
  run({ db }) {
    const insert = (code: string, parent: string, zh: string, en: string, sort: number) =>
      execute(
        db,
        'INSERT INTO regions (code, parent_code, name_zh, name_en, sort) VALUES (?, ?, ?, ?, ?)',
        code,
        parent,
        zh,
        en,
        sort,
      );
    provinces.forEach((province, index) => {
      insert(province.code, 'CN', province.zh, province.en, index + 1);
      province.cities.forEach((city, cityIndex) => {
        insert(city.code, province.code, city.zh, city.en, cityIndex + 1);
      });
    });
  },
};
