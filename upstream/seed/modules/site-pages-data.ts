import type { DocumentInput } from '../render/pdf/simple-document.ts';

// Server-supplied HTML of the about, service and pricing pages (GET /n/page/*),
// and the general programme instructions (GET /n/gpi/new).
//
// On purpose, the about page carries a <script> element and the pricing page an
// onclick attribute: the portal must sanitise server HTML (DESIGN.md), and this
// is what its sanitiser is tested against. Both are harmless if they ever ran.

export type StaticPageSeed = { code: 'about' | 'serve' | 'pricing'; zh: string; en: string };

export const DELIBERATE_SCRIPT =
  "<script>console.info('static page script: the portal should have removed this')</script>";
export const DELIBERATE_ONCLICK = `onclick="alert('the portal should have removed this handler')"`;

export const staticPages: readonly StaticPageSeed[] = [
  {
    code: 'about',
    zh: `<h2>关于平台</h2>
<p>低碳钢环境产品声明（EPD）平台由<strong>钢铁低碳声明服务（上海）有限公司</strong>运营，是面向钢铁及其上下游行业的 III 型环境声明项目。平台依据 <strong>ISO 14025</strong> 建立项目规则，钢铁建筑产品的声明以 <strong>EN 15804+A2</strong> 为核心产品类别规则，产品碳足迹声明依据 <strong>ISO 14067</strong>。</p>
<h3>我们做什么</h3>
<ul>
<li>制定和维护钢铁产品类别规则（PCR），组织公开征求意见与评审；</li>
<li>受理 EPD 与产品碳足迹（CFP）声明的注册申请，组织独立第三方验证；</li>
<li>发布经验证的声明，提供公开查询、移动端扫码查看与区块链存证；</li>
<li>开展低碳排放钢评价、培训与国际互认合作。</li>
</ul>
<h3>治理结构</h3>
<p>平台设技术委员会和 PCR 技术委员会，成员来自钢铁企业、下游用户、科研院所和验证机构，任何一方不超过三分之一。验证员须经资格认定，并遵守回避要求。</p>
<h3>联系我们</h3>
<p>地址：上海市宝山区友谊路 1 号<br>客服热线：021-96169（工作日 8:30–20:30，周末及法定节假日 8:30–17:00）<br>邮箱：service@epd-steel.example.cn</p>
${DELIBERATE_SCRIPT}`,
    en: `<h2>About the platform</h2>
<p>The Low-Carbon Steel EPD Platform is operated by <strong>Steel Low-Carbon Declaration Services (Shanghai) Co., Ltd.</strong> It is a Type III environmental declaration programme for the steel industry and its supply chain. Its rules follow <strong>ISO 14025</strong>; declarations of steel construction products use <strong>EN 15804+A2</strong> as the core product category rules, and product carbon footprint declarations follow <strong>ISO 14067</strong>.</p>
<h3>What we do</h3>
<ul>
<li>Develop and maintain product category rules (PCRs) for steel, with open consultation and review;</li>
<li>register EPDs and carbon footprint declarations (CFPs) and organise their independent verification;</li>
<li>publish verified declarations with public search, a mobile product page behind each QR code, and blockchain anchoring;</li>
<li>run low-carbon-emission steel evaluation, training and mutual recognition with other programmes.</li>
</ul>
<h3>Governance</h3>
<p>A Technical Committee and a PCR Technical Committee draw members from steelmakers, buyers, research institutes and verifiers, no group holding more than a third of the seats. Verifiers are qualified by the platform and must declare conflicts of interest.</p>
<h3>Contact</h3>
<p>Address: 1 Youyi Road, Baoshan District, Shanghai<br>Hotline: 021-96169 (weekdays 8:30–20:30, weekends and public holidays 8:30–17:00)<br>E-mail: service@epd-steel.example.cn</p>
${DELIBERATE_SCRIPT}`,
  },
  {
    code: 'serve',
    zh: `<h2>服务内容</h2>
<table>
<thead><tr><th>服务</th><th>内容</th><th>周期</th></tr></thead>
<tbody>
<tr><td>EPD 注册与发布</td><td>受理申请、形式审查、组织验证、发布与存证</td><td>20–30 个工作日</td></tr>
<tr><td>产品碳足迹（CFP）声明</td><td>依据 ISO 14067 核算的碳足迹声明注册与发布</td><td>15–20 个工作日</td></tr>
<tr><td>第三方验证组织</td><td>指派认可验证员，出具验证声明</td><td>10–15 个工作日</td></tr>
<tr><td>PCR 编制</td><td>立项、起草、公开征求意见与评审</td><td>4–6 个月</td></tr>
<tr><td>区块链存证</td><td>LCA 数据包与报告哈希上链，产品页展示</td><td>1 个工作日</td></tr>
<tr><td>低碳排放钢评价</td><td>依据分级技术要求评价并出具证书与标识</td><td>20 个工作日</td></tr>
<tr><td>培训</td><td>EPD 编制、LCA 建模、CBAM 数据准备</td><td>按期开班</td></tr>
</tbody>
</table>
<h3>申请流程</h3>
<ol>
<li>注册账号并完成企业认证；</li>
<li>选择适用的 PCR，上传 LCA 报告与数据收集表；</li>
<li>确认服务报价并签署合同；</li>
<li>独立验证、报告制作与评审；</li>
<li>发布声明，获取证书与碳标识。</li>
</ol>`,
    en: `<h2>Services</h2>
<table>
<thead><tr><th>Service</th><th>What it covers</th><th>Lead time</th></tr></thead>
<tbody>
<tr><td>EPD registration and publication</td><td>Application, completeness check, verification, publication and anchoring</td><td>20–30 working days</td></tr>
<tr><td>Carbon footprint (CFP) declaration</td><td>Registration and publication of a footprint calculated to ISO 14067</td><td>15–20 working days</td></tr>
<tr><td>Independent verification</td><td>Assignment of a qualified verifier and a verification statement</td><td>10–15 working days</td></tr>
<tr><td>PCR development</td><td>Proposal, drafting, open consultation and review</td><td>4–6 months</td></tr>
<tr><td>Blockchain anchoring</td><td>Hashes of the LCA data package and report on chain, shown on the product page</td><td>1 working day</td></tr>
<tr><td>Low-carbon-emission steel evaluation</td><td>Grading to the technical requirements, with certificate and label</td><td>20 working days</td></tr>
<tr><td>Training</td><td>Writing EPDs, LCA modelling, preparing CBAM data</td><td>Scheduled courses</td></tr>
</tbody>
</table>
<h3>How to apply</h3>
<ol>
<li>Register and authenticate your company;</li>
<li>choose the PCR and upload the LCA report and data collection sheet;</li>
<li>confirm the quote and sign the contract;</li>
<li>independent verification, report production and review;</li>
<li>publication, certificate and carbon label.</li>
</ol>`,
  },
  {
    code: 'pricing',
    zh: `<h2>收费标准（2027 年度）</h2>
<p>下表为标准价格，符合条件的企业可享受优惠。<a href="#fees" ${DELIBERATE_ONCLICK}>查看优惠政策</a></p>
<table>
<thead><tr><th>服务项目</th><th>计费单位</th><th>收费标准（元，含税）</th></tr></thead>
<tbody>
<tr><td>EPD / CFP 注册</td><td>每份声明</td><td>18,000</td></tr>
<tr><td>同系列产品追加</td><td>每个产品</td><td>6,000</td></tr>
<tr><td>年度维护</td><td>每份声明每年</td><td>2,000</td></tr>
<tr><td>区块链存证</td><td>每份声明</td><td>800</td></tr>
<tr><td>第三方验证组织</td><td>每份声明</td><td>按验证机构报价</td></tr>
<tr><td>PCR 编制立项</td><td>每项</td><td>面议</td></tr>
<tr><td>低碳排放钢评价</td><td>每个产品</td><td>12,000</td></tr>
</tbody>
</table>
<p>发票由平台运营方开具。</p>
<h3><a name="fees"></a>优惠政策</h3>
<ul>
<li>年营业收入 4 亿元以下的中小企业，注册费享受八折优惠；</li>
<li>同一企业同一年度注册 5 份及以上声明，自第 5 份起注册费九折；</li>
<li>优惠不叠加，以申请时确认的服务报价为准。</li>
</ul>`,
    en: `<h2>Fees (2027)</h2>
<p>The table shows standard fees; eligible companies pay less. <a href="#fees" ${DELIBERATE_ONCLICK}>See discounts</a></p>
<table>
<thead><tr><th>Service</th><th>Unit</th><th>Fee (CNY, incl. VAT)</th></tr></thead>
<tbody>
<tr><td>EPD / CFP registration</td><td>per declaration</td><td>18,000</td></tr>
<tr><td>Additional product of the same series</td><td>per product</td><td>6,000</td></tr>
<tr><td>Annual maintenance</td><td>per declaration per year</td><td>2,000</td></tr>
<tr><td>Blockchain anchoring</td><td>per declaration</td><td>800</td></tr>
<tr><td>Independent verification</td><td>per declaration</td><td>as quoted by the verifier</td></tr>
<tr><td>PCR development</td><td>per PCR</td><td>on request</td></tr>
<tr><td>Low-carbon-emission steel evaluation</td><td>per product</td><td>12,000</td></tr>
</tbody>
</table>
<p>Invoices are issued by the programme operator.</p>
<h3><a name="fees"></a>Discounts</h3>
<ul>
<li>Small and medium-sized enterprises with annual revenue under CNY 400 million get 20 % off registration;</li>
<li>a company registering five or more declarations in one year gets 10 % off registration from the fifth;</li>
<li>discounts do not add up; the quote confirmed with the application applies.</li>
</ul>`,
  },
];

const gpiBlocksZh: DocumentInput['blocks'] = [
  { kind: 'heading', text: '1 总则' },
  {
    kind: 'paragraph',
    text: '本规则规定低碳钢环境产品声明（EPD）平台作为 III 型环境声明项目的组织、程序和要求，依据 ISO 14025:2006 制定。',
  },
  { kind: 'heading', text: '2 项目组织' },
  {
    kind: 'bullets',
    items: [
      '项目运营方：钢铁低碳声明服务（上海）有限公司；',
      '技术委员会：审议项目规则，监督声明质量；',
      'PCR 技术委员会：组织 PCR 编制与评审；',
      '第三方验证员：经平台资格认定，独立开展验证。',
    ],
  },
  { kind: 'heading', text: '3 声明程序' },
  {
    kind: 'table',
    columns: [
      { header: '步骤', width: 60, align: 'center' },
      { header: '内容', width: 280 },
      { header: '责任方', width: 140 },
    ],
    rows: [
      ['1', '提交申请、LCA 报告与数据', '申请企业'],
      ['2', '形式审查', '项目运营方'],
      ['3', '独立验证', '第三方验证员'],
      ['4', '注册与发布，可选区块链存证', '项目运营方'],
      ['5', '有效期管理、年度复核与撤回', '项目运营方'],
    ],
  },
  { kind: 'heading', text: '4 注册号与有效期' },
  {
    kind: 'paragraph',
    text: 'EPD 注册号格式为 EPD-CN-年份-四位序号，产品碳足迹声明为 CFP-CN-年份-四位序号。EPD 有效期 5 年，CFP 有效期 3 年。',
  },
];

const gpiBlocksEn: DocumentInput['blocks'] = [
  { kind: 'heading', text: '1 General' },
  {
    kind: 'paragraph',
    text: 'These instructions set out the organisation, procedures and requirements of the Low-Carbon Steel EPD Platform as a Type III environmental declaration programme under ISO 14025:2006.',
  },
  { kind: 'heading', text: '2 Organisation' },
  {
    kind: 'bullets',
    items: [
      'Programme operator: Steel Low-Carbon Declaration Services (Shanghai) Co., Ltd.;',
      'Technical Committee: approves programme rules and oversees declaration quality;',
      'PCR Technical Committee: develops and reviews PCRs;',
      'independent verifiers: qualified by the platform, verify independently.',
    ],
  },
  { kind: 'heading', text: '3 Procedure' },
  {
    kind: 'table',
    columns: [
      { header: 'Step', width: 60, align: 'center' },
      { header: 'Content', width: 280 },
      { header: 'Responsible', width: 140 },
    ],
    rows: [
      ['1', 'Application with LCA report and data', 'Applicant'],
      ['2', 'Completeness check', 'Programme operator'],
      ['3', 'Independent verification', 'Verifier'],
      ['4', 'Registration and publication, optional anchoring', 'Programme operator'],
      ['5', 'Validity, annual review and withdrawal', 'Programme operator'],
    ],
  },
  { kind: 'heading', text: '4 Registration numbers and validity' },
  {
    kind: 'paragraph',
    text: 'EPDs are numbered EPD-CN-year-serial and carbon footprint declarations CFP-CN-year-serial. An EPD is valid for 5 years, a CFP for 3 years.',
  },
];

export const gpiDocuments: readonly {
  i18n: 'zh-CN' | 'en';
  fileName: string;
  enable: 0 | 1;
  document: DocumentInput;
}[] = [
  {
    i18n: 'zh-CN',
    fileName: '低碳钢EPD平台通用编制规则（GPI）2.1版.pdf',
    enable: 1,
    document: {
      title: '低碳钢 EPD 平台通用编制规则（GPI）',
      subtitle: '2.1 版 · 自 2026 年 10 月 1 日起施行',
      reference: 'GPI 2.1',
      issuer: '钢铁低碳声明服务（上海）有限公司',
      date: '2026-09-05',
      language: 'zh-CN',
      accent: 'steel',
      blocks: [...gpiBlocksZh, { kind: 'paragraph', text: '本文件为平台演示数据。', muted: true }],
    },
  },
  {
    i18n: 'en',
    fileName: 'General Programme Instructions (GPI) v2.1.pdf',
    enable: 1,
    document: {
      title: 'General Programme Instructions of the Low-Carbon Steel EPD Platform',
      subtitle: 'Version 2.1 · applies from 1 October 2026',
      reference: 'GPI 2.1',
      issuer: 'Steel Low-Carbon Declaration Services (Shanghai) Co., Ltd.',
      date: '2026-09-05',
      language: 'en',
      accent: 'steel',
      blocks: [...gpiBlocksEn, { kind: 'paragraph', text: 'Demo document of the platform.', muted: true }],
    },
  },
];
