import { execute } from '../../db/sql.ts';
import type { SeedModule } from '../seed-module.ts';

/** 13800138000 (user 1) has subscribed to the external LCA tool; no one else has. */
export const lcaSubscriptionsSeed: SeedModule = {
  name: 'lca-subscriptions',
  run({ db }) {
    const now = Date.now();
    execute(
      db,
      `INSERT INTO lca_subscriptions (user_id, mobile, username, company_name, industry_category, position,
                                      created_at, updated_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
      1,
      '13800138000',
      '王建国',
      '宝山钢铁股份有限公司',
      'STEEL_PRODUCER',
      '碳管理主管',
      now - 30 * 24 * 60 * 60 * 1000,
      now - 30 * 24 * 60 * 60 * 1000,
    );
  },
};
