export type DictItemSeed = {
  code: string;
  zh: string;
  en: string;
  descZh?: string;
  descEn?: string;
  children?: DictItemSeed[];
};

export type DictTypeSeed = {
  code: string;
  zh: string;
  en: string;
  /**
   * Items take ids from here in declaration order (depth first), so ids are the
   * same on every fresh database: the portal and bookmarks may hold them.
   */
  firstId: number;
  items: DictItemSeed[];
};

// Registration form (accounts.md 3: industryCategory).
const industryCategory: DictTypeSeed = {
  code: 'INDUSTRY_CATEGORY',
  zh: '所属行业',
  en: 'Industry category',
  firstId: 101,
  items: [
    { code: 'STEEL_PRODUCER', zh: '钢铁生产企业', en: 'Steel producer' },
    { code: 'STEEL_TRADER', zh: '钢材贸易', en: 'Steel trading' },
    { code: 'CONSTRUCTION', zh: '建筑与房地产', en: 'Construction and real estate' },
    { code: 'AUTOMOTIVE', zh: '汽车制造', en: 'Automotive' },
    { code: 'MACHINERY', zh: '机械装备制造', en: 'Machinery and equipment' },
    { code: 'ENERGY', zh: '能源电力', en: 'Energy and power' },
    { code: 'CONSULTING', zh: '咨询与第三方机构', en: 'Consulting and third-party agencies' },
    { code: 'OTHER', zh: '其他', en: 'Other' },
  ],
};

// Registration form (accounts.md 3: companyForm).
const companyForm: DictTypeSeed = {
  code: 'COMPANY_FORM',
  zh: '企业性质',
  en: 'Ownership type',
  firstId: 121,
  items: [
    { code: 'STATE_OWNED', zh: '国有企业', en: 'State-owned enterprise' },
    { code: 'PRIVATE', zh: '民营企业', en: 'Private enterprise' },
    { code: 'JOINT_VENTURE', zh: '中外合资企业', en: 'Sino-foreign joint venture' },
    { code: 'FOREIGN_OWNED', zh: '外商独资企业', en: 'Wholly foreign-owned enterprise' },
    { code: 'OTHER', zh: '其他', en: 'Other' },
  ],
};

// Supplement company info (accounts.md 3: companyType); type 4 is special (accounts.md 9).
const companyType: DictTypeSeed = {
  code: 'COMPANY_TYPE',
  zh: '企业类型',
  en: 'Company type',
  firstId: 131,
  items: [
    { code: '1', zh: '钢铁生产企业', en: 'Steel producer' },
    { code: '2', zh: '下游用钢企业', en: 'Downstream steel user' },
    { code: '3', zh: '钢材贸易商', en: 'Steel trader' },
    {
      code: '4',
      zh: '第三方机构',
      en: 'Third-party agency',
      descZh: '检测、认证、核查及咨询机构',
      descEn: 'Testing, certification, verification and consulting bodies',
    },
    { code: '5', zh: '其他', en: 'Other' },
  ],
};

// Resource download tabs; business.md 9 fixes the default ids 255, 256, 257.
const resourceType: DictTypeSeed = {
  code: 'RESOURCE_TYPE',
  zh: '资源类型',
  en: 'Resource type',
  firstId: 255,
  items: [
    { code: 'TECHNICAL_STANDARD', zh: '技术指标与标准', en: 'Technical indicators and standards' },
    { code: 'LITERATURE', zh: '文献资料', en: 'Literature' },
    { code: 'REPORT_TEMPLATE', zh: '报告模板', en: 'Report templates' },
  ],
};

// Low-carbon-emission steel application: the process steps a product went
// through (business.md 3: process, selected steps joined with semicolons).
const processSelection: DictTypeSeed = {
  code: 'LCES_PROCESS_SELECTION',
  zh: '低碳排放钢工序选择',
  en: 'Low-carbon-emission steel process steps',
  firstId: 301,
  items: [
    { code: 'SINTERING', zh: '烧结', en: 'Sintering' },
    { code: 'PELLETISING', zh: '球团', en: 'Pelletising' },
    { code: 'COKING', zh: '焦化', en: 'Coking' },
    { code: 'BLAST_FURNACE', zh: '高炉炼铁', en: 'Blast furnace ironmaking' },
    { code: 'DIRECT_REDUCTION', zh: '直接还原铁', en: 'Direct reduced iron' },
    { code: 'BOF', zh: '转炉炼钢', en: 'Basic oxygen furnace steelmaking' },
    { code: 'EAF', zh: '电弧炉炼钢', en: 'Electric arc furnace steelmaking' },
    { code: 'REFINING', zh: '炉外精炼', en: 'Secondary refining' },
    { code: 'CONTINUOUS_CASTING', zh: '连铸', en: 'Continuous casting' },
    { code: 'HOT_ROLLING', zh: '热轧', en: 'Hot rolling' },
    { code: 'COLD_ROLLING', zh: '冷轧', en: 'Cold rolling' },
    { code: 'GALVANISING', zh: '热镀锌', en: 'Hot-dip galvanising' },
    { code: 'COLOUR_COATING', zh: '彩涂', en: 'Colour coating' },
    { code: 'PIPE_MAKING', zh: '制管', en: 'Pipe making' },
  ],
};

// Templates offered for download on the low-carbon-emission steel application.
// The spec does not show this dictionary's values; itemDesc holds the template's
// file name, the form GET p/template/download/{file} takes. EVALUATION_STANDARD is the
// standard PDF (business.md 5: "one special standard PDF file name is allowed" as a data
// file): its itemDesc is that one name, in each language.
const modelDownload: DictTypeSeed = {
  code: 'LCES_MODEL_DOWNLOAD',
  zh: '低碳排放钢模板下载',
  en: 'Low-carbon-emission steel templates',
  firstId: 341,
  items: [
    {
      code: 'DATA_COLLECTION',
      zh: '低碳排放钢数据收集表',
      en: 'Low-carbon-emission steel data collection sheet',
      descZh: 'lces-data-collection.xlsx',
      descEn: 'lces-data-collection.xlsx',
    },
    {
      code: 'EVIDENCE_CHECKLIST',
      zh: '低碳排放钢申请佐证材料清单',
      en: 'Evidence checklist for the low-carbon-emission steel application',
      descZh: 'lces-evidence-checklist.docx',
      descEn: 'lces-evidence-checklist.docx',
    },
    {
      code: 'EVALUATION_STANDARD',
      zh: '低碳排放钢评价标准',
      en: 'Low-carbon-emission steel evaluation standard',
      descZh: '低碳排放钢评价标准.pdf',
      descEn: 'Low-carbon-emission steel evaluation standard.pdf',
    },
  ],
};

// Switch for the LCA tool button (business.md 8: when it cannot be loaded the
// button is hidden). itemValue "1" shows it.
const lcaButton: DictTypeSeed = {
  code: 'LCA_HREF_BTN',
  zh: 'LCA 工具按钮',
  en: 'LCA tool button',
  firstId: 361,
  items: [{ code: 'LCA_HREF_BTN', zh: '1', en: '1' }],
};

// Supplement company info: how the company heard of the platform
// (accounts.md 3: channelId, newchannelId, otherChannel).
const channelClassification: DictTypeSeed = {
  code: 'CHANNEL_CLASSIFICATION',
  zh: '了解渠道',
  en: 'How you heard of us',
  firstId: 401,
  items: [
    {
      code: 'SEARCH_ENGINE',
      zh: '搜索引擎',
      en: 'Search engine',
      children: [
        { code: 'BAIDU', zh: '百度', en: 'Baidu' },
        { code: 'BING', zh: '必应', en: 'Bing' },
        { code: 'OTHER_SEARCH', zh: '其他搜索引擎', en: 'Other search engine' },
      ],
    },
    {
      code: 'ASSOCIATION',
      zh: '行业协会',
      en: 'Industry association',
      children: [
        { code: 'CISA', zh: '中国钢铁工业协会', en: 'China Iron and Steel Association' },
        { code: 'LOCAL_ASSOCIATION', zh: '地方钢铁行业协会', en: 'Regional steel association' },
      ],
    },
    {
      code: 'EXHIBITION',
      zh: '展会与论坛',
      en: 'Exhibitions and conferences',
      children: [
        { code: 'TRADE_FAIR', zh: '行业展会', en: 'Trade fair' },
        { code: 'FORUM', zh: '行业论坛与培训', en: 'Forum or training' },
      ],
    },
    { code: 'REFERRAL', zh: '同事或合作伙伴推荐', en: 'Referral from a colleague or partner' },
    {
      code: 'MEDIA',
      zh: '媒体报道',
      en: 'Media',
      children: [
        { code: 'WECHAT', zh: '微信公众号', en: 'WeChat official account' },
        { code: 'TRADE_PRESS', zh: '行业报刊', en: 'Trade press' },
        { code: 'NEWS_SITE', zh: '新闻网站', en: 'News website' },
      ],
    },
    { code: 'OTHER', zh: '其他', en: 'Other' },
  ],
};

// Supplement company info: products and industries
// (accounts.md 3: iprofessionId, professionId, productTypeHierarchy, otherProfession).
const industryClassification: DictTypeSeed = {
  code: 'INDUSTRY_CLASSIFICATION',
  zh: '行业分类',
  en: 'Industry classification',
  firstId: 501,
  items: [
    {
      code: 'STEEL',
      zh: '钢铁',
      en: 'Steel',
      children: [
        {
          code: 'STEEL_LONG',
          zh: '长材（螺纹钢、线材、型钢）',
          en: 'Long products (rebar, wire rod, sections)',
        },
        {
          code: 'STEEL_FLAT',
          zh: '板材（热轧、冷轧、中厚板）',
          en: 'Flat products (hot-rolled, cold-rolled, plate)',
        },
        { code: 'STEEL_COATED', zh: '涂镀板', en: 'Coated sheet' },
        { code: 'STEEL_PIPE', zh: '钢管', en: 'Steel pipes and tubes' },
        { code: 'STEEL_SPECIAL', zh: '特殊钢', en: 'Special steel' },
        { code: 'STEEL_STAINLESS', zh: '不锈钢', en: 'Stainless steel' },
        { code: 'STEEL_ELECTRICAL', zh: '电工钢', en: 'Electrical steel' },
      ],
    },
    {
      code: 'CONSTRUCTION',
      zh: '建筑',
      en: 'Construction',
      children: [
        { code: 'CONSTRUCTION_BUILDING', zh: '房屋建筑', en: 'Buildings' },
        { code: 'CONSTRUCTION_INFRASTRUCTURE', zh: '交通基础设施', en: 'Transport infrastructure' },
        { code: 'CONSTRUCTION_STEEL_STRUCTURE', zh: '钢结构', en: 'Steel structures' },
        { code: 'CONSTRUCTION_REAL_ESTATE', zh: '房地产开发', en: 'Real estate development' },
      ],
    },
    {
      code: 'AUTOMOTIVE',
      zh: '汽车',
      en: 'Automotive',
      children: [
        { code: 'AUTOMOTIVE_OEM', zh: '整车制造', en: 'Vehicle manufacturing' },
        { code: 'AUTOMOTIVE_PARTS', zh: '汽车零部件', en: 'Automotive parts' },
        { code: 'AUTOMOTIVE_NEV', zh: '新能源汽车', en: 'New energy vehicles' },
      ],
    },
    {
      code: 'MACHINERY',
      zh: '机械装备',
      en: 'Machinery',
      children: [
        { code: 'MACHINERY_CONSTRUCTION', zh: '工程机械', en: 'Construction machinery' },
        { code: 'MACHINERY_GENERAL', zh: '通用设备', en: 'General equipment' },
        { code: 'MACHINERY_POWER', zh: '电力装备', en: 'Power equipment' },
      ],
    },
    {
      code: 'ENERGY',
      zh: '能源',
      en: 'Energy',
      children: [
        { code: 'ENERGY_WIND_SOLAR', zh: '风电与光伏', en: 'Wind and solar' },
        { code: 'ENERGY_OIL_GAS', zh: '油气管道', en: 'Oil and gas pipelines' },
        { code: 'ENERGY_GRID', zh: '电网', en: 'Power grid' },
      ],
    },
    {
      code: 'SHIPBUILDING',
      zh: '船舶与海洋工程',
      en: 'Shipbuilding and offshore',
      children: [
        { code: 'SHIPBUILDING_SHIPS', zh: '船舶制造', en: 'Shipbuilding' },
        { code: 'SHIPBUILDING_OFFSHORE', zh: '海洋工程装备', en: 'Offshore equipment' },
      ],
    },
    {
      code: 'APPLIANCES',
      zh: '家电与五金',
      en: 'Home appliances and hardware',
      children: [
        { code: 'APPLIANCES_HOME', zh: '家用电器', en: 'Home appliances' },
        { code: 'APPLIANCES_HARDWARE', zh: '五金制品', en: 'Hardware' },
      ],
    },
    { code: 'OTHER', zh: '其他', en: 'Other' },
  ],
};

export const dictionaryTypes: readonly DictTypeSeed[] = [
  industryCategory,
  companyForm,
  companyType,
  resourceType,
  processSelection,
  modelDownload,
  lcaButton,
  channelClassification,
  industryClassification,
];
