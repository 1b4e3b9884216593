// The demo accounts (DESIGN.md: seeded with fixed identifiers, listed in the
// README). Ids 1..11 in this order; every state of accounts.md 4.2 and 4.3 has one.
// Dictionary fields hold item codes of dictionaries-data.ts.

/** Password of both e-mail demo accounts (accounts.md 5: 8–16, upper, lower, digit). */
export const DEMO_PASSWORD = 'Demo2026pass';

export type CompanySeed = {
  name: string;
  /** 18-character unified social credit code. */
  code: string;
  email: string;
  /** null not authenticated, 0 under review, 1 authenticated, 2 the third state. */
  status: 0 | 1 | 2;
  address: string;
  legalRepresentative: string;
  contactName: string;
  zipCode: string;
  contactPhone: string;
};

export type AccountSeed = {
  id: number;
  account: string;
  /** Only e-mail accounts (account type 2) have one. */
  password?: string;
  auditStatus: 0 | 1 | 2;
  reasonReject?: string;
  locked?: boolean;
  userName: string | null;
  companyName: string;
  industryCategory: string;
  companyForm: string;
  companyType: number;
  contacts: string;
  department: string;
  job: string;
  company?: CompanySeed;
};

// Accounts 1 and 8 belong to companies that publish declarations (declarations-data.ts):
// their credit codes match, so the EPD card's QR button shows for them (business.md 6).
export const demoAccounts: readonly AccountSeed[] = [
  {
    id: 1,
    account: '13800138000',
    auditStatus: 1,
    userName: '宝山钢铁股份有限公司',
    companyName: '宝山钢铁股份有限公司',
    industryCategory: 'STEEL_PRODUCER',
    companyForm: 'STATE_OWNED',
    companyType: 1,
    contacts: '王建国',
    department: '能源环保部',
    job: '碳管理主管',
    company: {
      name: '宝山钢铁股份有限公司',
      code: '91310113790459990C',
      email: 'carbon@baosteel-demo.example',
      status: 1,
      address: '上海市宝山区富锦路885号',
      legalRepresentative: '陈振华',
      contactName: '王建国',
      zipCode: '201900',
      contactPhone: '021-26641234',
    },
  },
  {
    id: 2,
    account: '13700137000',
    auditStatus: 1,
    userName: '上海碳衡认证技术有限公司',
    companyName: '上海碳衡认证技术有限公司',
    industryCategory: 'CONSULTING',
    companyForm: 'PRIVATE',
    companyType: 4,
    contacts: '李文博',
    department: '产品碳足迹核查部',
    job: '首席核查员',
    company: {
      name: '上海碳衡认证技术有限公司',
      code: '91310115MA1K4T8X2Q',
      email: 'verify@tanheng-demo.example',
      status: 1,
      address: '上海市浦东新区张江路665号3幢501室',
      legalRepresentative: '沈立群',
      contactName: '李文博',
      zipCode: '201203',
      contactPhone: '021-50801688',
    },
  },
  {
    id: 3,
    account: '13600136000',
    auditStatus: 0,
    userName: '河北冀东精密带钢有限公司',
    companyName: '河北冀东精密带钢有限公司',
    industryCategory: 'STEEL_PRODUCER',
    companyForm: 'PRIVATE',
    companyType: 1,
    contacts: '张伟',
    department: '质量管理部',
    job: '部长',
  },
  {
    id: 4,
    account: '13500135000',
    auditStatus: 2,
    reasonReject:
      '<p>注册信息审核未通过：</p><ol><li>企业名称“鑫达钢贸”与营业执照登记名称不一致，请填写营业执照上的企业全称；</li><li>所属行业请选择“钢材贸易”。</li></ol><p>修改后请重新提交，我们将在 1 个工作日内完成审核。</p><p lang="en">Registration not approved: the company name must be the full name on the business licence, and the industry should be “Steel trading”. Please correct it and submit again; we review within 1 working day.</p>',
    userName: '鑫达钢贸',
    companyName: '鑫达钢贸',
    industryCategory: 'OTHER',
    companyForm: 'PRIVATE',
    companyType: 3,
    contacts: '刘洋',
    department: '销售部',
    job: '经理',
  },
  {
    id: 5,
    account: '13300133000',
    auditStatus: 1,
    userName: '日照临港精密钢管有限公司',
    companyName: '日照临港精密钢管有限公司',
    industryCategory: 'STEEL_PRODUCER',
    companyForm: 'JOINT_VENTURE',
    companyType: 1,
    contacts: '陈晓',
    department: '市场部',
    job: '可持续发展专员',
    company: {
      name: '日照临港精密钢管有限公司',
      code: '91371100MA3C6RQ27K',
      email: 'esg@lingang-pipe-demo.example',
      status: 0,
      address: '山东省日照市岚山区临港路19号',
      legalRepresentative: '高振东',
      contactName: '陈晓',
      zipCode: '276807',
      contactPhone: '0633-2616688',
    },
  },
  {
    id: 6,
    account: '13200132000',
    auditStatus: 1,
    userName: '佛山顺德华彩涂层钢板有限公司',
    companyName: '佛山顺德华彩涂层钢板有限公司',
    industryCategory: 'STEEL_PRODUCER',
    companyForm: 'PRIVATE',
    companyType: 1,
    contacts: '赵磊',
    department: '技术中心',
    job: '工程师',
    company: {
      name: '佛山顺德华彩涂层钢板有限公司',
      code: '91440606MA4WB3NQ5T',
      email: 'tech@huacai-demo.example',
      status: 2,
      address: '广东省佛山市顺德区乐从镇钢铁世界大道8号',
      legalRepresentative: '梁国华',
      contactName: '赵磊',
      zipCode: '528315',
      contactPhone: '0757-28326688',
    },
  },
  {
    id: 7,
    account: '13100131000',
    auditStatus: 1,
    userName: '重庆长渝汽车零部件有限公司',
    companyName: '重庆长渝汽车零部件有限公司',
    industryCategory: 'AUTOMOTIVE',
    companyForm: 'PRIVATE',
    companyType: 2,
    contacts: '孙丽',
    department: '采购部',
    job: '绿色采购经理',
  },
  {
    id: 8,
    account: 'demo@lowcarbonsteel.example',
    password: DEMO_PASSWORD,
    auditStatus: 1,
    userName: '南京钢铁股份有限公司',
    companyName: '南京钢铁股份有限公司',
    industryCategory: 'STEEL_PRODUCER',
    companyForm: 'STATE_OWNED',
    companyType: 1,
    contacts: 'Emily Zhou',
    department: '国际贸易部',
    job: 'EPD 项目经理',
    company: {
      name: '南京钢铁股份有限公司',
      code: '91320116499031219R',
      email: 'epd@njsteel-demo.example',
      status: 1,
      address: '江苏省南京市六合区卸甲甸',
      legalRepresentative: '吴立平',
      contactName: 'Emily Zhou',
      zipCode: '210035',
      contactPhone: '025-57072000',
    },
  },
  {
    id: 9,
    account: 'locked@lowcarbonsteel.example',
    password: DEMO_PASSWORD,
    auditStatus: 1,
    locked: true,
    userName: '天津滨海钢材贸易有限公司',
    companyName: '天津滨海钢材贸易有限公司',
    industryCategory: 'STEEL_TRADER',
    companyForm: 'PRIVATE',
    companyType: 3,
    contacts: '周强',
    department: '业务部',
    job: '主管',
  },
  {
    // 10 and 11 are like 7: approved, without company authentication. They exist so that
    // tests signing in by SMS at the same time each have a number of their own and never
    // wait on another's 60 s resend (tests/e2e/support/login.ts).
    id: 10,
    account: '13900139000',
    auditStatus: 1,
    userName: '马鞍山江东特钢有限公司',
    companyName: '马鞍山江东特钢有限公司',
    industryCategory: 'STEEL_PRODUCER',
    companyForm: 'PRIVATE',
    companyType: 1,
    contacts: '刘洋',
    department: '销售部',
    job: '客户经理',
  },
  {
    id: 11,
    account: '13000130000',
    auditStatus: 1,
    userName: '湖南华菱湘潭钢管有限公司',
    companyName: '湖南华菱湘潭钢管有限公司',
    industryCategory: 'STEEL_PRODUCER',
    companyForm: 'STATE_OWNED',
    companyType: 1,
    contacts: '陈静',
    department: '市场部',
    job: '出口业务主管',
  },
  // 361..364: authenticated steel companies whose one application waits for an act (applications-data.ts),
  // one account per browser test that acts on it (tests/e2e/my-epd-acts.spec.ts), so no other test sees it move.
  {
    id: 361,
    account: '15036036001',
    auditStatus: 1,
    userName: '唐山曹妃甸冷轧薄板有限公司',
    companyName: '唐山曹妃甸冷轧薄板有限公司',
    industryCategory: 'STEEL_PRODUCER',
    companyForm: 'PRIVATE',
    companyType: 1,
    contacts: '韩雪',
    department: '能源环保部',
    job: 'EPD 专员',
    company: {
      name: '唐山曹妃甸冷轧薄板有限公司',
      code: '91130209MA0E361A2K',
      email: 'epd@cfd-cold-demo.example',
      status: 1,
      address: '河北省唐山市曹妃甸区钢铁电力产业园区8号',
      legalRepresentative: '杜建民',
      contactName: '韩雪',
      zipCode: '063200',
      contactPhone: '0315-8861361',
    },
  },
  {
    id: 362,
    account: '15036036002',
    auditStatus: 1,
    userName: '安阳永兴硅钢有限公司',
    companyName: '安阳永兴硅钢有限公司',
    industryCategory: 'STEEL_PRODUCER',
    companyForm: 'PRIVATE',
    companyType: 1,
    contacts: '郑凯',
    department: '能源环保部',
    job: 'EPD 专员',
    company: {
      name: '安阳永兴硅钢有限公司',
      code: '91410500MA3X362B4P',
      email: 'cfp@yongxing-si-demo.example',
      status: 1,
      address: '河南省安阳市殷都区铁西路26号',
      legalRepresentative: '冯志刚',
      contactName: '郑凯',
      zipCode: '455004',
      contactPhone: '0372-5936362',
    },
  },
  {
    id: 363,
    account: '15036036003',
    auditStatus: 1,
    userName: '芜湖长江镀锌板有限公司',
    companyName: '芜湖长江镀锌板有限公司',
    industryCategory: 'STEEL_PRODUCER',
    companyForm: 'PRIVATE',
    companyType: 1,
    contacts: '吴倩',
    department: '能源环保部',
    job: 'EPD 专员',
    company: {
      name: '芜湖长江镀锌板有限公司',
      code: '91340200MA2T363C6M',
      email: 'epd@changjiang-galv-demo.example',
      status: 1,
      address: '安徽省芜湖市鸠江区万春东路55号',
      legalRepresentative: '钱国庆',
      contactName: '吴倩',
      zipCode: '241006',
      contactPhone: '0553-5836363',
    },
  },
  {
    id: 364,
    account: '15036036004',
    auditStatus: 1,
    userName: '柳州西江特钢有限公司',
    companyName: '柳州西江特钢有限公司',
    industryCategory: 'STEEL_PRODUCER',
    companyForm: 'PRIVATE',
    companyType: 1,
    contacts: '黄磊',
    department: '能源环保部',
    job: 'EPD 专员',
    company: {
      name: '柳州西江特钢有限公司',
      code: '91450200MA5K364D8R',
      email: 'lca@xijiang-special-demo.example',
      status: 1,
      address: '广西壮族自治区柳州市柳北区北雀路117号',
      legalRepresentative: '蒙光辉',
      contactName: '黄磊',
      zipCode: '545002',
      contactPhone: '0772-2636364',
    },
  },
];
