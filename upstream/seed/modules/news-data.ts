// Demo news (README, "Seeded content"): written like the industry news a steel
// buyer reads, September to November 2026. Policy items describe the direction
// of public policy without quoting real documents; no real company is credited
// with an invented fact. The portal says, in demo mode only, that the data is
// invented (its footer), so the texts themselves carry no demo marker.

export type NewsSeed = {
  /** China time. */
  publishedAt: string;
  /** 1 latest, 2 important, 3 regular: the portal shows them in three colours. */
  newestFlag: 1 | 2 | 3;
  kicker: { zh: string; en: string };
  accent: string;
  zh: { title: string; abstract: string; content: string };
  en: { title: string; abstract: string; content: string };
};

export const NEWS_EDITOR = { zh: '平台编辑部', en: 'Platform editorial team' };

export const news: readonly NewsSeed[] = [
  {
    publishedAt: '2026-09-01 09:30:00',
    newestFlag: 3,
    kicker: { zh: '方法学', en: 'Methodology' },
    accent: '#4a5d7e',
    zh: {
      title: '钢铁产品生命周期清单方法更新要点解读',
      abstract: '国际钢铁行业生命周期清单方法完成新一轮修订，副产品分配与废钢回收效益的计算口径更加清晰。',
      content:
        '<p>国际钢铁行业通行的生命周期清单（LCI）方法近期完成新一轮修订。本次修订主要涉及高炉渣、转炉渣等副产品的分配方式，以及报废阶段净废钢回收效益（D 模块）的计算口径。</p><h3>三项主要变化</h3><ul><li>副产煤气外送发电统一采用系统扩展法；</li><li>净废钢量按“产出废钢减去投入废钢”计算，并要求在 EPD 中单独披露；</li><li>外购电力优先采用供应商特定排放因子，使用绿电须提供可追溯凭证。</li></ul><p>平台将在 2027 年第一季度前同步更新各钢铁产品类别规则（PCR）的引用版本，已发布 EPD 在有效期内继续有效。</p>',
    },
    en: {
      title: 'What changes in the updated life cycle inventory method for steel',
      abstract:
        'The life cycle inventory method used across the steel industry has been revised, clarifying by-product allocation and the scrap credit.',
      content:
        '<p>The life cycle inventory (LCI) method commonly used by the steel industry has completed another revision. It mainly concerns the allocation of by-products such as blast furnace and converter slag, and how the net scrap credit at end of life (module D) is calculated.</p><h3>Three main changes</h3><ul><li>Process gases exported for power generation are always handled by system expansion;</li><li>net scrap is scrap output minus scrap input, and must be declared separately in the EPD;</li><li>purchased electricity should use supplier-specific factors; green power needs traceable certificates.</li></ul><p>The platform will update the references in its steel PCRs before the end of the first quarter of 2027. Published EPDs stay valid until they expire.</p>',
    },
  },
  {
    publishedAt: '2026-09-03 10:00:00',
    newestFlag: 2,
    kicker: { zh: '碳市场', en: 'Carbon market' },
    accent: '#b3261e',
    zh: {
      title: '全国碳市场扩围后钢铁行业迎来首个完整履约周期',
      abstract: '钢铁行业纳入全国碳排放权交易市场后，重点排放单位需按年度完成排放报告、核查与配额清缴。',
      content:
        '<p>钢铁行业纳入全国碳排放权交易市场以来，重点排放单位已完成首次排放报告与核查。随着首个完整履约周期开始，配额分配以产品产量与行业基准值为基础，鼓励先进产能、约束高排放产能。</p><p>业内人士指出，企业层面的碳排放核算与产品层面的碳足迹既有联系又有区别：前者服务于配额履约，后者服务于下游客户的采购和产品碳标识。两套数据在边界、排放因子和分配方法上需要相互校核。</p><p>平台提示：已发布 EPD 的企业可在“我的声明”中下载声明对应的数据摘要，便于与碳市场核查数据进行一致性比对。</p>',
    },
    en: {
      title: 'Steel enters its first full compliance cycle in the national carbon market',
      abstract:
        'With steel in the national emissions trading scheme, covered plants report, verify and surrender allowances every year.',
      content:
        '<p>Since the steel industry joined the national emissions trading scheme, covered plants have completed their first emission reports and verifications. As the first full compliance cycle begins, allowances are allocated on production output against industry benchmarks, rewarding efficient capacity and constraining high emitters.</p><p>Company-level emission accounting and product carbon footprints are related but not the same: the first serves compliance, the second serves customers’ procurement and product carbon labels. Boundaries, emission factors and allocation must be reconciled between the two.</p><p>Tip: companies with published EPDs can download a data summary of each declaration under “My declarations” to check it against their carbon market verification data.</p>',
    },
  },
  {
    publishedAt: '2026-09-10 14:00:00',
    newestFlag: 2,
    kicker: { zh: '国际贸易', en: 'Trade' },
    accent: '#1f5fa8',
    zh: {
      title: 'CBAM 进入正式实施首年：钢铁出口企业如何准备内含排放数据',
      abstract:
        '欧盟碳边境调节机制自 2026 年起进入正式阶段，进口商需申报经核查的内含排放，出口企业的数据质量直接影响成本。',
      content:
        '<p>欧盟碳边境调节机制（CBAM）自 2026 年 1 月 1 日起进入正式实施阶段。钢铁产品进口商须成为授权申报人，按年度申报进口货物的内含排放，并购买相应的 CBAM 证书。</p><h3>对出口企业的影响</h3><ul><li>未提供实际排放数据时，进口商只能采用默认值，通常明显高于先进企业的实际水平；</li><li>实际排放数据须由认可的核查机构核查，覆盖直接排放和外购电力等间接排放；</li><li>在原产国已实际支付的碳价可按规则申请抵扣。</li></ul><p>平台发布的 EPD 与 CFP 采用 ISO 14067 / EN 15804 方法，可作为企业准备 CBAM 数据的基础，但二者的边界与核算规则并不完全相同，需按 CBAM 规则另行整理。</p>',
    },
    en: {
      title: 'CBAM’s first definitive year: how steel exporters prepare embedded emissions data',
      abstract:
        'The EU Carbon Border Adjustment Mechanism entered its definitive period in 2026; importers declare verified embedded emissions, and exporters’ data quality now drives cost.',
      content:
        '<p>The EU Carbon Border Adjustment Mechanism (CBAM) entered its definitive period on 1 January 2026. Importers of steel products must be authorised declarants, declare the embedded emissions of their imports every year and buy the corresponding CBAM certificates.</p><h3>What it means for exporters</h3><ul><li>Without actual emissions data, importers must use default values, usually well above what efficient producers achieve;</li><li>actual data must be verified by an accredited verifier and cover direct emissions and indirect emissions such as purchased electricity;</li><li>a carbon price actually paid in the country of origin can be deducted under the rules.</li></ul><p>EPDs and CFPs published on this platform follow ISO 14067 and EN 15804 and are a good starting point, but boundaries and rules differ from CBAM’s; the data must be prepared separately for CBAM.</p>',
    },
  },
  {
    publishedAt: '2026-09-17 16:30:00',
    newestFlag: 3,
    kicker: { zh: '标准', en: 'Standards' },
    accent: '#0f7b6c',
    zh: {
      title: '平台发布《钢铁产品 EN 15804+A2 指标核算指南》',
      abstract: '指南逐项说明 13 个核心环境影响指标及资源使用参数的核算要求，附钢铁典型工序的数据收集表。',
      content:
        '<p>为统一钢铁产品 EPD 的核算口径，平台 PCR 技术委员会发布《钢铁产品 EN 15804+A2 指标核算指南》。指南逐项说明 GWP-total、GWP-fossil、GWP-biogenic、GWP-luluc 等 13 个核心环境影响指标，以及 PERT、PENRT、SM、FW 等资源使用参数的核算要求。</p><p>指南特别明确：采用 EN 15804+A2 时，全球变暖潜势须按 IPCC 第六次评估报告的 100 年特征化因子（GWP100）计算，生物源碳须单独报告。</p><p>指南全文及配套数据收集表可在“资源下载—技术指标与标准”中获取。</p>',
    },
    en: {
      title: 'Platform publishes guidance on EN 15804+A2 indicators for steel products',
      abstract:
        'The guidance explains each of the 13 core impact indicators and the resource-use parameters, with data collection sheets for typical steel processes.',
      content:
        '<p>To harmonise steel EPDs, the platform’s PCR Technical Committee has published guidance on EN 15804+A2 indicators for steel products. It explains the 13 core impact indicators, including GWP-total, GWP-fossil, GWP-biogenic and GWP-luluc, and resource-use parameters such as PERT, PENRT, SM and FW.</p><p>The guidance makes clear that under EN 15804+A2 the global warming potential uses the 100-year characterisation factors of the IPCC Sixth Assessment Report (GWP100), with biogenic carbon reported separately.</p><p>The full text and the data collection sheets are under “Resources – Technical indicators and standards”.</p>',
    },
  },
  {
    publishedAt: '2026-09-24 11:00:00',
    newestFlag: 3,
    kicker: { zh: '环保', en: 'Environment' },
    accent: '#2e7d32',
    zh: {
      title: '钢铁行业超低排放改造持续推进，全流程公示企业数量稳步增加',
      abstract:
        '有组织排放、无组织排放和清洁运输三方面改造同步推进，完成全流程公示的企业在重污染天气应对中享受差异化管控。',
      content:
        '<p>钢铁行业超低排放改造进入攻坚阶段。按照行业协会公示信息，完成全流程超低排放改造和评估监测公示的企业数量持续增加，覆盖粗钢产能的比重稳步提高。</p><p>改造涵盖有组织排放、无组织排放和大宗物料清洁运输三个方面。完成公示的企业在重污染天气应急期间可享受差异化管控政策。</p><p>超低排放改造以大气污染物为主，对产品碳足迹的直接影响有限；但脱硫脱硝、除尘等设施的电耗会计入 A3 阶段，企业在编制 EPD 时应如实反映。</p>',
    },
    en: {
      title: 'Ultra-low emission retrofits advance as more steelworks complete full-process disclosure',
      abstract:
        'Stack emissions, fugitive emissions and clean transport are retrofitted together; plants that complete disclosure get differentiated treatment during heavy-pollution alerts.',
      content:
        '<p>Ultra-low emission retrofits in the steel industry are in their final phase. According to the industry association’s published lists, the number of companies that have completed full-process retrofits and disclosed their monitoring keeps rising, as does their share of crude steel capacity.</p><p>The retrofits cover stack emissions, fugitive emissions and clean transport of bulk materials. Plants that complete disclosure receive differentiated treatment during heavy-pollution emergency periods.</p><p>The retrofits target air pollutants and change product carbon footprints little, but the electricity used by desulphurisation, denitrification and dedusting counts in module A3 and must be reflected in EPDs.</p>',
    },
  },
  {
    publishedAt: '2026-10-08 09:00:00',
    newestFlag: 2,
    kicker: { zh: '氢冶金', en: 'Hydrogen' },
    accent: '#006d77',
    zh: {
      title: '氢冶金从示范走向规模化：直接还原铁产品碳足迹核算要点',
      abstract: '氢基竖炉项目陆续投产，平台明确富氢及纯氢直接还原路线的碳足迹核算规则。',
      content:
        '<p>国内多个氢基竖炉直接还原铁项目陆续投产或进入调试阶段，氢冶金正从示范走向规模化。与高炉—转炉长流程相比，氢基直接还原—电炉路线的吨钢碳排放可降低 60% 以上，降幅主要取决于氢气来源和电力结构。</p><h3>核算要点</h3><ul><li>灰氢、蓝氢、绿氢须按实际制氢路线计入上游排放，不得采用零排放假设；</li><li>富氢气基（如焦炉煤气）竖炉须按实际气体成分计算；</li><li>电炉使用的外购电力与绿电证书须逐月匹配。</li></ul><p>平台已为低碳路线产品发布多份 CFP，可在 EPD 查询中按关键词“氢”检索。</p>',
    },
    en: {
      title: 'Hydrogen ironmaking scales up: carbon footprint rules for direct reduced iron',
      abstract:
        'Hydrogen-based shaft furnaces are coming on stream; the platform sets out how hydrogen-rich and pure-hydrogen DRI routes are accounted.',
      content:
        '<p>Several hydrogen-based shaft furnace DRI projects in China have started production or commissioning, and hydrogen ironmaking is moving from demonstration to scale. Compared with the blast furnace – converter route, hydrogen DRI with an electric arc furnace can cut emissions per tonne by more than 60 %, depending mainly on the hydrogen source and the power mix.</p><h3>Accounting rules</h3><ul><li>Grey, blue and green hydrogen carry the upstream emissions of their actual production route; zero emissions may not be assumed;</li><li>hydrogen-rich gas furnaces (such as coke oven gas) are calculated from the actual gas composition;</li><li>purchased electricity for the EAF and green power certificates are matched month by month.</li></ul><p>Several CFPs for low-carbon products are already published; search for “hydrogen” in the EPD search.</p>',
    },
  },
  {
    publishedAt: '2026-10-15 15:00:00',
    newestFlag: 3,
    kicker: { zh: '平台动态', en: 'Platform' },
    accent: '#6b4fa1',
    zh: {
      title: '平台上线区块链存证：EPD 数据与报告哈希上链可查',
      abstract:
        '新发布的 EPD 可选择将 LCA 数据包与声明报告的哈希值写入区块链，产品页面展示交易哈希与上链时间。',
      content:
        '<p>平台区块链存证服务正式上线。企业发布 EPD 或 CFP 时，可选择将 LCA 数据包和声明报告 PDF 的 SHA-256 哈希写入联盟链，写入后不可篡改。</p><p>扫码打开的移动端产品页面将显示“数据已上链”“报告已上链”标识，以及交易哈希和上链时间。采购方可将下载的报告重新计算哈希，与链上记录比对，确认报告未被修改。</p><p>存证服务对 2026 年 10 月 15 日后发布的声明免费开放至 2026 年底。</p>',
    },
    en: {
      title: 'Blockchain anchoring goes live: EPD data and report hashes on chain',
      abstract:
        'New EPDs can anchor the hashes of their LCA data package and report on a blockchain; the product page shows the transaction hash and block time.',
      content:
        '<p>The platform’s blockchain anchoring service is live. When publishing an EPD or CFP, a company can write the SHA-256 hashes of the LCA data package and of the report PDF to a consortium chain, where they cannot be altered.</p><p>The mobile product page reached by the QR code shows “data on chain” and “report on chain” badges with the transaction hash and block time. A buyer can hash a downloaded report and compare it with the chain record to confirm it has not been changed.</p><p>Anchoring is free until the end of 2026 for declarations published after 15 October 2026.</p>',
    },
  },
  {
    publishedAt: '2026-10-20 17:00:00',
    newestFlag: 3,
    kicker: { zh: '活动', en: 'Events' },
    accent: '#c25e00',
    zh: {
      title: '低碳排放钢评价与 EPD 应用研讨会在上海举行',
      abstract:
        '来自钢铁企业、设计院、汽车和家电用户的代表围绕低碳排放钢分级评价与 EPD 在采购中的应用展开讨论。',
      content:
        '<p>10 月 20 日，低碳排放钢评价与 EPD 应用研讨会在上海举行。来自钢铁企业、建筑设计院、汽车及家电制造企业的 200 余名代表参会。</p><p>与会代表认为，下游用户最关心三件事：数据是否经过独立验证、不同企业的声明是否可比、低碳产品的溢价如何在供应链中分担。平台介绍了低碳排放钢评价申请流程，以及 EPD 与评价结果的衔接方式。</p><p>会议资料可在“资源下载—文献资料”中获取。</p>',
    },
    en: {
      title: 'Seminar on low-carbon-emission steel and EPDs in procurement held in Shanghai',
      abstract:
        'Steelmakers, design institutes and automotive and appliance buyers discussed the grading of low-carbon-emission steel and the use of EPDs in purchasing.',
      content:
        '<p>On 20 October a seminar on low-carbon-emission steel and the use of EPDs took place in Shanghai, with more than 200 participants from steelmakers, building design institutes and automotive and appliance manufacturers.</p><p>Buyers said they care most about three things: whether the data are independently verified, whether declarations of different producers are comparable, and how the premium for low-carbon products is shared along the supply chain. The platform presented the application process for low-carbon-emission steel evaluation and how it links with EPDs.</p><p>The slides are available under “Resources – Literature”.</p>',
    },
  },
  {
    publishedAt: '2026-10-27 10:30:00',
    newestFlag: 3,
    kicker: { zh: '产业', en: 'Industry' },
    accent: '#5d4037',
    zh: {
      title: '废钢资源与电炉短流程：低碳转型的另一条主线',
      abstract: '废钢资源量持续增长，电炉短流程吨钢排放约为长流程的三分之一，但电力结构决定其实际减排效果。',
      content:
        '<p>随着社会钢铁积蓄量增加，国内废钢资源量持续增长，电炉短流程炼钢迎来发展窗口期。以废钢为主要原料的电炉钢，吨钢碳排放通常仅为高炉—转炉长流程的三分之一左右。</p><p>不过，电炉钢的碳足迹高度依赖电力结构。使用区域电网平均电力时，吨钢排放一般在 400–900 kg CO2 当量之间；配套绿电后可进一步降低。EPD 中须同时披露废钢比例（SM 参数）和所用电力的排放因子。</p>',
    },
    en: {
      title: 'Scrap and the EAF route: the other path to low-carbon steel',
      abstract:
        'Scrap availability keeps growing; scrap-based EAF steel emits about a third of the integrated route per tonne, but the power mix decides the real saving.',
      content:
        '<p>As the stock of steel in use grows, so does the scrap available in China, opening a window for electric arc furnace steelmaking. Scrap-based EAF steel typically emits about a third of the blast furnace – converter route per tonne.</p><p>The footprint of EAF steel depends heavily on electricity. With average regional grid power it is usually 400–900 kg CO2-eq per tonne, and lower with green power. EPDs must declare both the scrap share (the SM parameter) and the emission factor of the electricity used.</p>',
    },
  },
  {
    publishedAt: '2026-11-03 09:30:00',
    newestFlag: 3,
    kicker: { zh: '绿色建筑', en: 'Buildings' },
    accent: '#1f5fa8',
    zh: {
      title: '绿色建材采购中 EPD 的作用日益凸显',
      abstract:
        '多地绿色建筑与政府采购实践开始关注建材的碳足迹信息，钢筋、型钢等建筑用钢的 EPD 需求增长明显。',
      content:
        '<p>在绿色建筑评价和政府采购支持绿色建材的实践中，建材碳足迹信息正成为新的关注点。设计单位在开展建筑全生命周期碳排放计算时，越来越多地直接引用产品 EPD 数据，替代行业平均值。</p><p>平台统计显示，今年以来钢筋、型钢等建筑用钢 EPD 的下载量明显增长。平台建议，建筑项目引用 EPD 时应核对声明的有效期、声明单位和系统边界，优先采用经第三方验证并在有效期内的声明。</p>',
    },
    en: {
      title: 'EPDs gain weight in green building material procurement',
      abstract:
        'Green building and public procurement practice increasingly asks for product carbon data; demand for EPDs of rebar and sections is rising.',
      content:
        '<p>In green building assessment and public procurement of green building materials, product carbon footprints are becoming a new focus. Designers calculating whole-life carbon of buildings increasingly use product EPD data instead of industry averages.</p><p>Downloads of EPDs for construction steel such as rebar and sections have grown markedly this year. When a project cites an EPD, it should check the validity, the declared unit and the system boundary, and prefer independently verified declarations that are still valid.</p>',
    },
  },
  {
    publishedAt: '2026-11-10 14:00:00',
    newestFlag: 2,
    kicker: { zh: '数据交换', en: 'Data exchange' },
    accent: '#00838f',
    zh: {
      title: '平台启动产品碳足迹数据交换试点，对接国际通用数据格式',
      abstract: '试点支持以机器可读格式向下游客户传递已验证的产品碳足迹，减少重复填报。',
      content:
        '<p>平台启动产品碳足迹数据交换试点，支持企业以国际通用的机器可读格式向汽车、家电等下游客户传递经验证的产品碳足迹（PCF）数据。</p><p>试点阶段，已发布 CFP 的企业可在后台生成数据包，由客户通过接口获取。数据包包含声明编号、声明单位、核算边界、GWP100 结果及验证信息，与平台上的 PDF 报告一一对应。</p><p>首批试点面向 10 家钢铁企业及其下游客户，报名请联系平台客服热线 021-96169。</p>',
    },
    en: {
      title: 'Pilot for machine-readable product carbon footprint exchange starts',
      abstract:
        'The pilot lets steelmakers pass verified product carbon footprints to customers in an internationally used format, ending repeated questionnaires.',
      content:
        '<p>The platform has started a pilot for exchanging product carbon footprint (PCF) data. Companies can pass verified footprints to automotive, appliance and other customers in an internationally used machine-readable format.</p><p>During the pilot, companies with published CFPs can generate a data package that customers fetch through an API. The package holds the declaration number, declared unit, boundary, GWP100 result and verification details, and matches the PDF report on the platform.</p><p>The first round is open to 10 steelmakers and their customers; call the hotline 021-96169 to join.</p>',
    },
  },
  {
    publishedAt: '2026-11-17 10:00:00',
    newestFlag: 1,
    kicker: { zh: 'PCR', en: 'PCR' },
    accent: '#0f7b6c',
    zh: {
      title: '第二批钢铁产品类别规则公开征求意见',
      abstract: '不锈钢、电工钢和型钢三项 PCR 征求意见稿发布，征求意见截止日期为 2027 年 1 月 15 日。',
      content:
        '<p>平台 PCR 技术委员会发布第二批钢铁产品类别规则（PCR）征求意见稿，包括不锈钢板带、电工钢和热轧型钢三项。</p><p>征求意见稿重点规定了镍、铬等合金元素上游数据的选用、电工钢涂层的核算方法，以及型钢产品的声明单位。欢迎钢铁企业、下游用户、LCA 咨询机构和验证机构提出意见。</p><p>征求意见稿及意见反馈表见“通知公告”，截止日期为 2027 年 1 月 15 日。</p>',
    },
    en: {
      title: 'Second batch of steel PCRs open for consultation',
      abstract:
        'Draft PCRs for stainless steel, electrical steel and sections are published; comments are due by 15 January 2027.',
      content:
        '<p>The platform’s PCR Technical Committee has published drafts of the second batch of steel product category rules (PCRs): stainless flat products, electrical steel and hot-rolled sections.</p><p>The drafts set out how to choose upstream data for alloying elements such as nickel and chromium, how to account for electrical steel coatings, and the declared unit for sections. Steelmakers, buyers, LCA consultants and verifiers are welcome to comment.</p><p>The drafts and the comment form are under “Notices”; comments are due by 15 January 2027.</p>',
    },
  },
  {
    publishedAt: '2026-11-20 16:00:00',
    newestFlag: 1,
    kicker: { zh: '统计', en: 'Statistics' },
    accent: '#37474f',
    zh: {
      title: '2026 年前三季度平台 EPD 发布情况',
      abstract: '前三季度平台新发布 EPD 与 CFP 共计 16 份，低碳路线产品占比提升，区块链存证比例超过三成。',
      content:
        '<p>2026 年前三季度，平台新发布 EPD 与 CFP 共计 16 份，覆盖热轧板卷、冷轧及涂镀板、中厚板、钢筋、盘条、钢管和特殊钢棒材七类产品。</p><table><thead><tr><th>路线</th><th>份数</th><th>GWP100 区间（kg CO2 当量/吨）</th></tr></thead><tbody><tr><td>高炉—转炉长流程</td><td>11</td><td>1,980–2,470</td></tr><tr><td>电弧炉短流程</td><td>3</td><td>450–880</td></tr><tr><td>氢基 / 富氢直接还原</td><td>2</td><td>640–890</td></tr></tbody></table><p>其中完成区块链存证的声明超过三成。</p>',
    },
    en: {
      title: 'EPDs published in the first three quarters of 2026',
      abstract:
        '16 EPDs and CFPs were published in the first three quarters; low-carbon routes gained share and over 30 % were anchored on chain.',
      content:
        '<p>In the first three quarters of 2026 the platform published 16 EPDs and CFPs across seven product groups: hot-rolled coil, cold-rolled and coated sheet, plate, rebar, wire rod, tubes and special steel bars.</p><table><thead><tr><th>Route</th><th>Declarations</th><th>GWP100 range (kg CO2-eq/t)</th></tr></thead><tbody><tr><td>Blast furnace – converter</td><td>11</td><td>1,980–2,470</td></tr><tr><td>Electric arc furnace</td><td>3</td><td>450–880</td></tr><tr><td>Hydrogen / hydrogen-rich DRI</td><td>2</td><td>640–890</td></tr></tbody></table><p>More than 30 % were anchored on the blockchain.</p>',
    },
  },
];
