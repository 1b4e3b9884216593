import type { DatabaseSync } from 'node:sqlite';
import { execute } from '../../db/sql.ts';
import type { SeedModule } from '../seed-module.ts';

type MenuSeed = {
  code: string;
  zh: string;
  en: string;
  /** The portal's route, exactly as the spec's routing table writes it (case included). */
  url: string;
  children?: MenuSeed[];
};

// The platform's header menu, in display order. A parent's url is where its
// own label leads when clicked; its children open from it.
export const menu: readonly MenuSeed[] = [
  { code: 'HOME', zh: '首页', en: 'Home', url: '/' },
  {
    code: 'EPD',
    zh: 'EPD',
    en: 'EPD',
    url: '/Epd',
    children: [
      { code: 'EPD_ABOUT', zh: 'EPD 介绍', en: 'About EPD', url: '/Epd' },
      { code: 'EPD_SEARCH', zh: 'EPD 查询', en: 'EPD search', url: '/epd/epdSearch' },
      { code: 'EPD_MINE', zh: '我的申请', en: 'My applications', url: '/epd/mineEpd' },
      { code: 'EPD_VERIFICATION', zh: 'EPD 核验', en: 'EPD authenticity check', url: '/epd/verification' },
    ],
  },
  {
    code: 'PCR',
    zh: 'PCR',
    en: 'PCR',
    url: '/Pcr',
    children: [
      { code: 'PCR_ABOUT', zh: 'PCR 介绍', en: 'About PCR', url: '/Pcr' },
      { code: 'PCR_SEARCH', zh: 'PCR 查询', en: 'PCR search', url: '/pcr/pcrSearch' },
      { code: 'PCR_APPLY', zh: 'PCR 申请', en: 'Apply for a PCR', url: '/Pcr/pcrApplyFor' },
      { code: 'PCR_MINE', zh: '我的声明', en: 'My declarations', url: '/Pcr/minePcr' },
      { code: 'LCA_ABOUT', zh: 'LCA 介绍', en: 'About LCA', url: '/Pcr/lca' },
      { code: 'GPI', zh: '通用编制规则（GPI）', en: 'General programme instructions (GPI)', url: '/gpi' },
    ],
  },
  { code: 'LCA_TOOLS', zh: 'LCA 工具', en: 'LCA tool', url: '/lcaTools' },
  {
    code: 'LOW_CARBON_STEEL_APPLY',
    zh: '低碳钢评价',
    en: 'Low-carbon steel evaluation',
    url: '/dtpfg/dtpfgApplyFor',
  },
  { code: 'NEWS', zh: '新闻资讯', en: 'News', url: '/news' },
  { code: 'NOTICES', zh: '通知公告', en: 'Notices', url: '/NoticeInformationPage' },
  { code: 'RESOURCES', zh: '资源下载', en: 'Resources', url: '/resources' },
  {
    code: 'ABOUT',
    zh: '关于我们',
    en: 'About us',
    url: '/about',
    children: [
      { code: 'ABOUT_PLATFORM', zh: '关于平台', en: 'About the platform', url: '/about' },
      { code: 'SERVICE', zh: '平台服务', en: 'Services', url: '/service' },
      { code: 'PRICING', zh: '收费标准', en: 'Pricing', url: '/pricing' },
      { code: 'LINKS', zh: '友情链接', en: 'Links', url: '/Links' },
      { code: 'FEEDBACK', zh: '意见反馈', en: 'Feedback', url: '/Feedback' },
    ],
  },
  { code: 'THIRD_AGENCY', zh: '第三方机构', en: 'Third-party agencies', url: '/thirdAgency' },
];

export const menuSeed: SeedModule = {
  name: 'menu',
  run({ db }) {
    insertEntries(db, menu, null);
  },
};

function insertEntries(db: DatabaseSync, entries: readonly MenuSeed[], parentId: number | null): void {
  entries.forEach((entry, index) => {
    const { lastInsertRowid } = execute(
      db,
      'INSERT INTO menu_items (parent_id, code, name_zh, name_en, url, sort) VALUES (?, ?, ?, ?, ?, ?)',
      parentId,
      entry.code,
      entry.zh,
      entry.en,
      entry.url,
      index + 1,
    );
    if (entry.children) insertEntries(db, entry.children, Number(lastInsertRowid));
  });
}
