import { createHash } from 'node:crypto';
import { parseChinaTime, validUntil } from '../../http/china-calendar.ts';
import { formatChinaDateTime } from '../../http/china-date-time.ts';
import type { EpdReportInput } from '../render/pdf/epd-report.ts';
import type { DocumentInput } from '../render/pdf/simple-document.ts';
import type { CompanySeed, EpdSeed, PcrSeed } from './declarations-data.ts';
import { routes, verifiers } from './declarations-data.ts';

const COMMITTEE_ZH = '平台 PCR 技术委员会（钢铁产品工作组）';
const COMMITTEE_EN = 'Platform PCR Technical Committee (Steel Products Working Group)';

/** When and what was anchored on the chain for one declaration; hashes are 64 hex digits. */
export type ChainStubs = {
  dataTxHash: string | null;
  dataBlockTime: number | null;
  reportTxHash: string | null;
  reportBlockTime: number | null;
};

export function chainStubs(epd: EpdSeed): ChainStubs {
  const published = publishedAt(epd);
  const hash = (what: string): string =>
    createHash('sha256').update(`${epd.registrationNumber}:${what}`).digest('hex');
  const anchoredData = epd.chain !== undefined;
  const anchoredReport = epd.chain === 'data+report';
  // Data are anchored the day after publication, the report some hours later.
  return {
    dataTxHash: anchoredData ? hash('data') : null,
    dataBlockTime: anchoredData ? published + 86_400_000 + 1_207_000 : null,
    reportTxHash: anchoredReport ? hash('report') : null,
    reportBlockTime: anchoredReport ? published + 86_400_000 + 4 * 3_600_000 + 3_512_000 : null,
  };
}

/** Published at 10:00 China time on the day the declaration takes effect. */
export function publishedAt(epd: EpdSeed): number {
  return parseChinaTime(`${epd.effectiveDate} 10:00:00`) ?? 0;
}

export function expirationDate(epd: EpdSeed): string {
  return validUntil(epd.effectiveDate, epd.years);
}

export function epdReportInput(epd: EpdSeed, company: CompanySeed, pcr: PcrSeed): EpdReportInput {
  const stubs = chainStubs(epd);
  const verifier = verifiers[epd.verifier] ?? verifiers[0];
  return {
    registrationNumber: epd.registrationNumber,
    productType: epd.registrationNumber.startsWith('CFP') ? 'CFP' : 'EPD',
    productNameZh: epd.zh,
    productNameEn: epd.en,
    companyNameZh: company.zh,
    companyNameEn: company.en,
    companyCode: company.code,
    plantAddressZh: epd.plant?.zh ?? company.addressZh,
    plantAddressEn: epd.plant ? epd.plant.en : company.addressEn,
    pcrNumber: pcr.number,
    pcrNameZh: pcr.zh,
    pcrNameEn: pcr.en,
    routeZh: routes[epd.route].zh,
    routeEn: routes[epd.route].en,
    gwp100: epd.gwp100,
    scrapShare: epd.scrapShare,
    effectiveDate: epd.effectiveDate,
    expirationDate: expirationDate(epd),
    verifierZh: verifier?.zh ?? '',
    verifierEn: verifier?.en ?? '',
    dataTxHash: stubs.dataTxHash,
    dataBlockTime: stubs.dataBlockTime === null ? null : formatChinaDateTime(stubs.dataBlockTime),
    reportTxHash: stubs.reportTxHash,
    reportBlockTime: stubs.reportBlockTime === null ? null : formatChinaDateTime(stubs.reportBlockTime),
  };
}

const indicatorRows: readonly (readonly [string, string, string])[] = [
  ['GWP-total', '全球变暖潜势（总）', 'kg CO2 eq.'],
  ['GWP-fossil', '全球变暖潜势（化石）', 'kg CO2 eq.'],
  ['GWP-biogenic', '全球变暖潜势（生物源）', 'kg CO2 eq.'],
  ['GWP-luluc', '全球变暖潜势（土地利用）', 'kg CO2 eq.'],
  ['ODP', '臭氧层消耗潜势', 'kg CFC11 eq.'],
  ['AP', '酸化潜势', 'mol H+ eq.'],
  ['EP-freshwater', '淡水富营养化潜势', 'kg P eq.'],
  ['EP-marine', '海洋富营养化潜势', 'kg N eq.'],
  ['EP-terrestrial', '陆地富营养化潜势', 'mol N eq.'],
  ['POCP', '光化学臭氧生成潜势', 'kg NMVOC eq.'],
  ['ADP-minerals&metals', '非化石资源消耗潜势', 'kg Sb eq.'],
  ['ADP-fossil', '化石资源消耗潜势', 'MJ'],
  ['WDP', '水资源剥夺潜势', 'm3 world eq. deprived'],
];

/** The PCR document in one language: scope, unit, boundary, rules, indicators, validity. */
export function pcrDocument(pcr: PcrSeed, language: 'zh-CN' | 'en'): DocumentInput {
  const validTo = validUntil(pcr.publishedOn, 5);
  if (language === 'en') {
    return {
      title: `Product Category Rules: ${pcr.en}`,
      subtitle: `${pcr.number} · version 1.0 · for EPDs to ISO 14025 and EN 15804+A2`,
      reference: pcr.number,
      issuer: COMMITTEE_EN,
      date: pcr.publishedOn,
      language,
      accent: 'steel',
      keywords: ['PCR', 'EN 15804', 'steel'],
      blocks: [
        { kind: 'heading', text: '1 Scope' },
        { kind: 'paragraph', text: pcr.descEn },
        {
          kind: 'paragraph',
          text: 'These rules complement ISO 14025, ISO 14040/14044 and EN 15804:2012+A2:2019 and apply to Type III environmental declarations and carbon footprint declarations registered with the Low-Carbon Steel EPD Platform.',
        },
        { kind: 'heading', text: '2 Product classification and declared unit' },
        {
          kind: 'table',
          columns: [
            { header: 'Item', width: 160 },
            { header: 'Rule', width: 320 },
          ],
          rows: [
            ['Product category', `${pcr.classEn} (UN CPC ${pcr.cpc})`],
            ['Declared unit', '1 tonne of finished product at the factory gate'],
            ['Reference service life', 'Not declared (cradle to gate with options)'],
            ['Registration', `${pcr.number}, ${pcr.registerNo}`],
          ],
        },
        { kind: 'heading', text: '3 System boundary' },
        {
          kind: 'bullets',
          items: [
            'A1 Raw material supply: mining and beneficiation of ore, coal, fluxes, alloys, scrap preparation, purchased electricity.',
            'A2 Transport of raw materials to the plant by sea, rail and road.',
            'A3 Manufacturing: coking, sintering, ironmaking, steelmaking, casting, rolling, finishing and on-site utilities.',
            'C1–C4 End of life: demolition, transport, scrap processing and disposal of the non-recovered fraction.',
            'D Benefits and loads beyond the boundary: net scrap credit following the worldsteel methodology.',
          ],
        },
        { kind: 'heading', text: '4 Cut-off and allocation' },
        {
          kind: 'bullets',
          items: [
            'Flows below 1 % of mass and energy may be cut off, up to 5 % in total per module.',
            'Process gases exported from the site are handled by system expansion; slag by economic allocation.',
            'Scrap enters the system burden-free; the recycled content is declared as secondary material (SM).',
          ],
        },
        { kind: 'heading', text: '5 Data quality' },
        {
          kind: 'table',
          columns: [
            { header: 'Data', width: 160 },
            { header: 'Requirement', width: 320 },
          ],
          rows: [
            ['Foreground', 'Measured plant data for 12 consecutive months, not older than 2 years'],
            ['Electricity', 'Regional grid factor, or supplier-specific with traceable certificates'],
            ['Background', 'Chinese life cycle database or ecoinvent 3.9+, not older than 10 years'],
          ],
        },
        { kind: 'heading', text: '6 Environmental indicators' },
        {
          kind: 'table',
          columns: [
            { header: 'Indicator', width: 200 },
            { header: 'Unit', width: 200 },
          ],
          rows: indicatorRows.map(([code, , unit]) => [code, unit]),
        },
        { kind: 'heading', text: '7 Validity and review' },
        {
          kind: 'paragraph',
          text: `Reviewed by the ${COMMITTEE_EN} after a 60-day open consultation. Valid from ${pcr.publishedOn} to ${validTo}.`,
        },
        { kind: 'paragraph', text: 'Demo document of the platform.', muted: true },
      ],
    };
  }
  return {
    title: `产品类别规则：${pcr.zh}`,
    subtitle: `${pcr.number} · 1.0 版 · 适用于依据 ISO 14025 与 EN 15804+A2 的 EPD`,
    reference: pcr.number,
    issuer: COMMITTEE_ZH,
    date: pcr.publishedOn,
    language,
    accent: 'steel',
    keywords: ['PCR', 'EN 15804', '钢铁'],
    blocks: [
      { kind: 'heading', text: '1 范围' },
      { kind: 'paragraph', text: pcr.descZh },
      {
        kind: 'paragraph',
        text: '本规则是对 ISO 14025、ISO 14040/14044 及 EN 15804:2012+A2:2019 的补充，适用于在低碳钢环境产品声明（EPD）平台注册的 III 型环境声明及产品碳足迹声明。',
      },
      { kind: 'heading', text: '2 产品分类与声明单位' },
      {
        kind: 'table',
        columns: [
          { header: '项目', width: 160 },
          { header: '规定', width: 320 },
        ],
        rows: [
          ['产品类别', `${pcr.classZh}（UN CPC ${pcr.cpc}）`],
          ['声明单位', '1 吨出厂成品'],
          ['参考使用寿命', '不声明（从摇篮到大门，附加可选模块）'],
          ['注册信息', `${pcr.number}，${pcr.registerNo}`],
        ],
      },
      { kind: 'heading', text: '3 系统边界' },
      {
        kind: 'bullets',
        items: [
          'A1 原材料供应：铁矿石、煤炭、熔剂、合金的开采与加工，废钢预处理，外购电力。',
          'A2 原材料经海运、铁路和公路运输至工厂。',
          'A3 生产制造：焦化、烧结、炼铁、炼钢、连铸、轧制、精整及厂内公辅。',
          'C1–C4 报废阶段：拆除、运输、废钢加工及未回收部分的处置。',
          'D 系统边界外的效益与负荷：按世界钢铁协会方法计算的净废钢回收效益。',
        ],
      },
      { kind: 'heading', text: '4 取舍准则与分配' },
      {
        kind: 'bullets',
        items: [
          '质量与能量均低于 1% 的流可以舍去，每个模块合计不超过 5%。',
          '外送副产煤气采用系统扩展法处理；炉渣采用经济价值分配。',
          '废钢以零负担进入系统，其比例作为二次材料（SM）披露。',
        ],
      },
      { kind: 'heading', text: '5 数据质量要求' },
      {
        kind: 'table',
        columns: [
          { header: '数据', width: 160 },
          { header: '要求', width: 320 },
        ],
        rows: [
          ['前景数据', '连续 12 个月的企业实测数据，时间不早于 2 年'],
          ['电力', '区域电网排放因子；使用绿电须提供可追溯的绿证'],
          ['背景数据', '中国生命周期基础数据库或 ecoinvent 3.9 及以上版本，时间不早于 10 年'],
        ],
      },
      { kind: 'heading', text: '6 环境影响指标' },
      {
        kind: 'table',
        columns: [
          { header: '指标', width: 150 },
          { header: '名称', width: 170 },
          { header: '单位', width: 160 },
        ],
        rows: indicatorRows.map(([code, name, unit]) => [code, name, unit]),
      },
      { kind: 'heading', text: '7 有效期与评审' },
      {
        kind: 'paragraph',
        text: `本规则经 60 天公开征求意见后由${COMMITTEE_ZH}评审通过，有效期自 ${pcr.publishedOn} 至 ${validTo}。`,
      },
      { kind: 'paragraph', text: '本文件为平台演示数据。', muted: true },
    ],
  };
}
