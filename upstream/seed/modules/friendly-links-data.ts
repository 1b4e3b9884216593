import type { LogoBadge } from '../render/link-logo.ts';

export type LinkTypeSeed = { code: string; zh: string; en: string; accent: string };

export type LinkSeed = {
  typeCode: string;
  zh: string;
  en: string;
  link: string;
  /** null: the link is seeded without a logo (attachment id 3790). */
  badge: Omit<LogoBadge, 'accent'> | null;
};

export const linkTypes: readonly LinkTypeSeed[] = [
  { code: 'GOVERNMENT', zh: '政府机构', en: 'Government agencies', accent: '#b3261e' },
  { code: 'ASSOCIATION', zh: '行业协会', en: 'Industry associations', accent: '#1f5fa8' },
  { code: 'STANDARDS', zh: '标准化组织', en: 'Standards bodies', accent: '#0f7b6c' },
  { code: 'RESEARCH', zh: '科研院所', en: 'Research institutes', accent: '#6b4fa1' },
  { code: 'CERTIFICATION', zh: '认证与声明机构', en: 'Certification and EPD programmes', accent: '#2e7d32' },
  { code: 'MEDIA', zh: '行业媒体', en: 'Industry media', accent: '#c25e00' },
];

export const links: readonly LinkSeed[] = [
  {
    typeCode: 'GOVERNMENT',
    zh: '中华人民共和国生态环境部',
    en: 'Ministry of Ecology and Environment of the PRC',
    link: 'https://www.mee.gov.cn',
    badge: { title: '生态环境部', subtitle: 'MEE' },
  },
  {
    typeCode: 'GOVERNMENT',
    zh: '中华人民共和国工业和信息化部',
    en: 'Ministry of Industry and Information Technology of the PRC',
    link: 'https://www.miit.gov.cn',
    badge: { title: '工业和信息化部', subtitle: 'MIIT' },
  },
  {
    typeCode: 'GOVERNMENT',
    zh: '国家发展和改革委员会',
    en: 'National Development and Reform Commission',
    link: 'https://www.ndrc.gov.cn',
    badge: { title: '国家发展改革委', subtitle: 'NDRC' },
  },
  {
    typeCode: 'GOVERNMENT',
    zh: '国家市场监督管理总局',
    en: 'State Administration for Market Regulation',
    link: 'https://www.samr.gov.cn',
    badge: { title: '市场监管总局', subtitle: 'SAMR' },
  },
  {
    typeCode: 'ASSOCIATION',
    zh: '中国钢铁工业协会',
    en: 'China Iron and Steel Association',
    link: 'https://www.chinaisa.org.cn',
    badge: { title: '中国钢铁工业协会', subtitle: 'CISA' },
  },
  {
    typeCode: 'ASSOCIATION',
    zh: '世界钢铁协会',
    en: 'World Steel Association',
    link: 'https://worldsteel.org',
    badge: { title: 'worldsteel', subtitle: '世界钢铁协会' },
  },
  {
    typeCode: 'ASSOCIATION',
    zh: '中国金属学会',
    en: 'The Chinese Society for Metals',
    link: 'https://www.csm.org.cn',
    badge: { title: '中国金属学会', subtitle: 'CSM' },
  },
  {
    typeCode: 'STANDARDS',
    zh: '国际标准化组织',
    en: 'International Organization for Standardization',
    link: 'https://www.iso.org',
    badge: { title: 'ISO', subtitle: '国际标准化组织' },
  },
  {
    typeCode: 'STANDARDS',
    zh: '国家标准化管理委员会',
    en: 'Standardization Administration of China',
    link: 'https://www.sac.gov.cn',
    badge: { title: '国家标准委', subtitle: 'SAC' },
  },
  {
    typeCode: 'STANDARDS',
    zh: '欧洲标准化委员会',
    en: 'European Committee for Standardization',
    link: 'https://www.cencenelec.eu',
    badge: { title: 'CEN', subtitle: '欧洲标准化委员会' },
  },
  {
    typeCode: 'STANDARDS',
    zh: '全国标准信息公共服务平台',
    en: 'National Public Service Platform for Standards Information',
    link: 'https://std.samr.gov.cn',
    badge: null,
  },
  {
    typeCode: 'RESEARCH',
    zh: '冶金工业信息标准研究院',
    en: 'China Metallurgical Information and Standardization Institute',
    link: 'https://www.cmisi.cn',
    badge: { title: '冶金信息标准院', subtitle: 'CMISI' },
  },
  {
    typeCode: 'RESEARCH',
    zh: '冶金工业规划研究院',
    en: 'China Metallurgical Industry Planning and Research Institute',
    link: 'https://www.mpi1972.com',
    badge: { title: '冶金工业规划院', subtitle: 'MPI' },
  },
  {
    typeCode: 'RESEARCH',
    zh: '钢铁研究总院',
    en: 'Central Iron and Steel Research Institute',
    link: 'https://www.cisri.com.cn',
    badge: { title: '钢铁研究总院', subtitle: 'CISRI' },
  },
  {
    typeCode: 'CERTIFICATION',
    zh: '国际 EPD 体系',
    en: 'The International EPD System',
    link: 'https://www.environdec.com',
    badge: { title: 'EPD International', subtitle: '国际 EPD 体系' },
  },
  {
    typeCode: 'CERTIFICATION',
    zh: '中国质量认证中心',
    en: 'China Quality Certification Centre',
    link: 'https://www.cqc.com.cn',
    badge: { title: '中国质量认证中心', subtitle: 'CQC' },
  },
  {
    typeCode: 'CERTIFICATION',
    zh: '中环联合（北京）认证中心',
    en: 'China Environmental United Certification Center',
    link: 'https://www.mepcec.com',
    badge: { title: '中环联合认证中心', subtitle: 'CEC' },
  },
  {
    typeCode: 'CERTIFICATION',
    zh: '德国建筑与环境研究所',
    en: 'Institut Bauen und Umwelt e.V. (IBU)',
    link: 'https://ibu-epd.com',
    badge: { title: 'IBU', subtitle: '德国建筑与环境研究所' },
  },
  {
    typeCode: 'CERTIFICATION',
    zh: 'ResponsibleSteel 负责任钢铁',
    en: 'ResponsibleSteel',
    link: 'https://www.responsiblesteel.org',
    badge: { title: 'ResponsibleSteel', subtitle: '负责任钢铁倡议' },
  },
  {
    typeCode: 'MEDIA',
    zh: '中国冶金报社',
    en: 'China Metallurgical News',
    link: 'http://www.csteelnews.com',
    badge: { title: '中国冶金报', subtitle: 'China Metallurgical News' },
  },
  {
    typeCode: 'MEDIA',
    zh: '我的钢铁网',
    en: 'Mysteel',
    link: 'https://www.mysteel.com',
    badge: null,
  },
];
