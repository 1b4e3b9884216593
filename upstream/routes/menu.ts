import type { UpstreamApp, UpstreamDeps } from '../context.ts';
import { queryAll } from '../db/sql.ts';
import { ok } from '../http/envelope.ts';
import { localise, requestLanguage } from '../http/language.ts';
import { nestByParent } from '../http/nest-by-parent.ts';

export type MenuEntry = { menuName: string; url: string; code: string; children: MenuEntry[] };

type MenuRow = {
  id: number;
  parentId: number | null;
  code: string;
  nameZh: string;
  nameEn: string;
  url: string;
};

export function registerMenuRoutes(app: UpstreamApp, { db }: UpstreamDeps): void {
  // GET /n/menu/all – the header menu; the platform wraps it in one root entry
  // and the portal reads data[0].children (accounts.md 7).
  app.get('/n/menu/all', (c) => {
    const language = requestLanguage(c);
    const rows = queryAll<MenuRow>(
      db,
      `SELECT id, parent_id AS parentId, code, name_zh AS nameZh, name_en AS nameEn, url
         FROM menu_items ORDER BY sort, id`,
    );
    const children = nestByParent<MenuRow, MenuEntry>(rows, (row, nested) => ({
      menuName: localise(language, row.nameZh, row.nameEn),
      url: row.url,
      code: row.code,
      children: nested,
    }));
    return ok(c, [{ menuName: 'root', url: '/', code: 'ROOT', children }]);
  });
}
