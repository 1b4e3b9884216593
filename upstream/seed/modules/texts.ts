import { execute } from '../../db/sql.ts';
import type { SeedModule } from '../seed-module.ts';

// Server-managed texts (GET /n/text/all). Filing numbers are demo values in the
// real formats; they are shown as issued (in Chinese) in both languages, as
// Chinese sites do. Hotline and hours: business.md 9.
const texts: { code: string; zh: string; en: string }[] = [
  { code: 'PLATFORM_NAME', zh: '低碳钢环境产品声明（EPD）平台', en: 'Low-Carbon Steel EPD Platform' },
  {
    code: 'FOOTER_COPYRIGHT',
    zh: '© 2026 钢铁低碳声明服务（上海）有限公司 版权所有',
    en: '© 2026 Steel Low-Carbon Declaration Services (Shanghai) Co., Ltd. All rights reserved.',
  },
  { code: 'FOOTER_ICP', zh: '沪ICP备2024012345号-1', en: '沪ICP备2024012345号-1' },
  { code: 'FOOTER_PSB', zh: '沪公网安备31011502020101号', en: '沪公网安备31011502020101号' },
  { code: 'HOTLINE', zh: '021-96169', en: '021-96169' },
  {
    code: 'HOTLINE_HOURS',
    zh: '工作日 8:30–20:30，周末及法定节假日 8:30–17:00',
    en: 'Weekdays 8:30–20:30; weekends and public holidays 8:30–17:00',
  },
];

export const textsSeed: SeedModule = {
  name: 'texts',
  run({ db }) {
    texts.forEach((text, index) => {
      execute(
        db,
        'INSERT INTO texts (code, value_zh, value_en, sort) VALUES (?, ?, ?, ?)',
        text.code,
        text.zh,
        text.en,
        index + 1,
      );
    });
  },
};
