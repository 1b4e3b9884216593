import type { DocumentInput } from '../render/pdf/simple-document.ts';

// Demo notices of the programme operator (README, "Seeded content"), each with
// PDF attachments under Chinese file names, as a Chinese platform files them.

export type NoticeSeed = {
  publishedAt: string;
  zh: { title: string; summary: string; content: string };
  en: { title: string; summary: string; content: string };
  attachments: readonly { fileName: string; document: DocumentInput }[];
};

const OPERATOR = '钢铁低碳声明服务（上海）有限公司';

const notice = (
  reference: string,
  date: string,
  title: string,
  blocks: DocumentInput['blocks'],
): DocumentInput => ({
  title,
  reference,
  issuer: OPERATOR,
  date,
  language: 'zh-CN',
  accent: 'steel',
  blocks: [...blocks, { kind: 'paragraph', text: '本文件为平台演示数据。', muted: true }],
});

export const notices: readonly NoticeSeed[] = [
  {
    publishedAt: '2026-09-05 10:00:00',
    zh: {
      title: '关于发布《低碳钢 EPD 平台通用编制规则（GPI）2.1 版》的公告',
      summary: 'GPI 2.1 版自 2026 年 10 月 1 日起施行，主要修订验证员管理、区块链存证和声明变更程序。',
      content:
        '<p>各相关单位：</p><p>经平台技术委员会审议，《低碳钢 EPD 平台通用编制规则（GPI）2.1 版》现予发布，自 2026 年 10 月 1 日起施行，2.0 版同时废止。</p><p>本次修订主要包括：第三方验证员的资格与回避要求；区块链存证的可选程序；已发布声明的变更、撤回与到期管理。施行前已受理的申请可按 2.0 版执行。</p><p>特此公告。</p>',
    },
    en: {
      title: 'Notice on the General Programme Instructions (GPI) version 2.1',
      summary:
        'GPI 2.1 applies from 1 October 2026; it revises verifier management, blockchain anchoring and changes to published declarations.',
      content:
        '<p>To all concerned:</p><p>After review by the Technical Committee, version 2.1 of the General Programme Instructions (GPI) of the Low-Carbon Steel EPD Platform is published. It applies from 1 October 2026 and replaces version 2.0.</p><p>The revision covers qualification and impartiality of independent verifiers, the optional blockchain anchoring procedure, and the change, withdrawal and expiry of published declarations. Applications accepted before that date may follow version 2.0.</p>',
    },
    attachments: [
      {
        fileName: '低碳钢EPD平台通用编制规则（GPI）2.1版修订说明.pdf',
        document: notice('GPI-2.1', '2026-09-05', '《通用编制规则（GPI）2.1 版》修订说明', [
          { kind: 'heading', text: '一、修订背景' },
          {
            kind: 'paragraph',
            text: '2.0 版自 2024 年施行以来，平台共受理 EPD 与 CFP 申请百余份。结合验证实践和用户反馈，对验证员管理、区块链存证和声明变更等条款进行修订。',
          },
          { kind: 'heading', text: '二、主要修订内容' },
          {
            kind: 'table',
            columns: [
              { header: '条款', width: 90 },
              { header: '2.0 版', width: 190 },
              { header: '2.1 版', width: 200 },
            ],
            rows: [
              ['5.3 验证员', '验证员须具备 LCA 经验', '增加回避要求：三年内为申请企业提供咨询的不得验证'],
              ['6.2 存证', '无', '新增可选的区块链存证程序'],
              ['7.4 撤回', '仅企业申请撤回', '增加平台依职权撤回的情形'],
              ['7.5 到期', '到期自动失效', '到期前 90 天提醒，可申请更新'],
            ],
          },
          { kind: 'heading', text: '三、施行安排' },
          { kind: 'paragraph', text: '自 2026 年 10 月 1 日起施行。施行前已受理的申请可按 2.0 版执行。' },
        ]),
      },
    ],
  },
  {
    publishedAt: '2026-09-22 15:00:00',
    zh: {
      title: '关于 2026 年第二批第三方验证员资格认定结果的公示',
      summary: '经资格审查、培训考核，拟认定 6 名人员为平台第三方验证员，公示期 10 个工作日。',
      content:
        '<p>根据《通用编制规则》第 5.3 条，平台组织开展了 2026 年第二批第三方验证员资格认定工作。经资格审查、培训和考核，拟认定 6 名人员为平台第三方验证员，名单见附件。</p><p>公示期为 2026 年 9 月 22 日至 10 月 11 日。如有异议，请在公示期内以书面形式向平台反映。</p>',
    },
    en: {
      title: 'Public notice: second 2026 round of independent verifier qualification',
      summary:
        'After review, training and examination, 6 people are proposed as independent verifiers; the notice period is 10 working days.',
      content:
        '<p>Under clause 5.3 of the GPI, the platform ran its second 2026 round of verifier qualification. After document review, training and examination, 6 people are proposed as independent verifiers; the list is attached (in Chinese).</p><p>The notice period runs from 22 September to 11 October 2026. Objections may be sent in writing during that period.</p>',
    },
    attachments: [
      {
        fileName: '2026年第二批第三方验证员拟认定名单.pdf',
        document: notice('VER-2026-02', '2026-09-22', '2026 年第二批第三方验证员拟认定名单', [
          {
            kind: 'table',
            columns: [
              { header: '序号', width: 40, align: 'center' },
              { header: '姓名', width: 70 },
              { header: '工作单位', width: 230 },
              { header: '专业领域', width: 140 },
            ],
            rows: [
              ['1', '王海燕', '上海碳衡认证技术有限公司', '钢铁、有色金属'],
              ['2', '赵启明', '北京绿标检验认证有限公司', '钢铁、建材'],
              ['3', '孙晓蕾', '江苏低碳产品评价中心', '钢铁、化工'],
              ['4', '刘振华', '天津环境产品研究院', '钢铁'],
              ['5', '黄雅琴', '广东碳足迹核查服务中心', '钢铁、机械'],
              ['6', '马骏', '湖北低碳技术服务有限公司', '钢铁、能源'],
            ],
          },
          { kind: 'paragraph', text: '公示期：2026 年 9 月 22 日至 10 月 11 日。' },
        ]),
      },
    ],
  },
  {
    publishedAt: '2026-10-09 09:00:00',
    zh: {
      title: '关于征求《不锈钢板带产品类别规则（征求意见稿）》意见的通知',
      summary: '征求意见截止日期为 2026 年 11 月 30 日，请填写意见反馈表后通过平台提交。',
      content:
        '<p>为完善钢铁产品类别规则体系，平台 PCR 技术委员会组织编制了《不锈钢板带产品类别规则（征求意见稿）》，现公开征求意见。</p><p>请于 2026 年 11 月 30 日前填写意见反馈表，通过“意见反馈”页面提交，或发送至平台客服邮箱。</p>',
    },
    en: {
      title: 'Call for comments: draft PCR for stainless steel flat products',
      summary:
        'Comments are due by 30 November 2026; please use the comment form and send it through the platform.',
      content:
        '<p>To extend its steel PCRs, the platform’s PCR Technical Committee has drafted product category rules for stainless steel flat products and invites comments.</p><p>Please fill in the comment form and send it by 30 November 2026 through the Feedback page or to the platform’s service mailbox.</p>',
    },
    attachments: [
      {
        fileName: '不锈钢板带产品类别规则（征求意见稿）.pdf',
        document: notice('PCR-CN-2026-D01', '2026-10-09', '不锈钢板带产品类别规则（征求意见稿）', [
          { kind: 'heading', text: '1 范围' },
          {
            kind: 'paragraph',
            text: '本规则适用于奥氏体、铁素体、马氏体及双相不锈钢热轧和冷轧板带。声明单位为 1 吨出厂产品。',
          },
          { kind: 'heading', text: '2 合金元素上游数据' },
          {
            kind: 'bullets',
            items: [
              '镍、铬、钼等合金元素优先采用供应商特定数据；',
              '无供应商数据时，采用平台发布的合金元素默认值，并在声明中注明；',
              '不锈钢废钢按零负担进入系统，其比例须单独披露。',
            ],
          },
          { kind: 'heading', text: '3 征求意见' },
          { kind: 'paragraph', text: '意见反馈截止日期：2026 年 11 月 30 日。' },
        ]),
      },
      {
        fileName: '征求意见反馈表.pdf',
        document: notice(
          'PCR-CN-2026-D01-F',
          '2026-10-09',
          '《不锈钢板带产品类别规则（征求意见稿）》意见反馈表',
          [
            {
              kind: 'table',
              columns: [
                { header: '序号', width: 40, align: 'center' },
                { header: '条款号', width: 70 },
                { header: '修改意见', width: 200 },
                { header: '理由', width: 170 },
              ],
              rows: [
                ['1', '', '', ''],
                ['2', '', '', ''],
                ['3', '', '', ''],
              ],
            },
            { kind: 'paragraph', text: '单位名称：                联系人：                电话：' },
          ],
        ),
      },
    ],
  },
  {
    publishedAt: '2026-10-23 14:00:00',
    zh: {
      title: '关于 2027 年度平台服务收费标准的通知',
      summary: '2027 年度 EPD 注册、验证组织及区块链存证等服务收费标准保持总体稳定，中小企业继续享受优惠。',
      content:
        '<p>经研究，2027 年度平台服务收费标准保持总体稳定，EPD 注册费和年度维护费不作调整；区块链存证服务转为正式收费项目；年营业收入 4 亿元以下的中小企业继续享受注册费八折优惠。</p><p>详细收费标准见附件及“收费标准”页面。</p>',
    },
    en: {
      title: 'Notice on the 2027 fee schedule',
      summary:
        'Fees for EPD registration, verification management and blockchain anchoring stay broadly unchanged in 2027; SMEs keep their discount.',
      content:
        '<p>The platform’s fees stay broadly unchanged in 2027: registration and annual maintenance fees are not adjusted; blockchain anchoring becomes a regular paid service; small and medium-sized enterprises with annual revenue under CNY 400 million keep a 20 % discount on registration.</p><p>See the attachment and the Pricing page for details.</p>',
    },
    attachments: [
      {
        fileName: '2027年度平台服务收费标准.pdf',
        document: notice('FEE-2027', '2026-10-23', '2027 年度平台服务收费标准', [
          {
            kind: 'table',
            columns: [
              { header: '服务项目', width: 200 },
              { header: '计费单位', width: 100 },
              { header: '收费标准（元）', width: 120, align: 'right' },
            ],
            rows: [
              ['EPD / CFP 注册', '每份声明', '18,000'],
              ['同系列产品追加', '每个产品', '6,000'],
              ['第三方验证组织', '每份声明', '按验证机构报价'],
              ['年度维护', '每份声明每年', '2,000'],
              ['区块链存证', '每份声明', '800'],
              ['PCR 编制立项', '每项', '面议'],
            ],
          },
          { kind: 'paragraph', text: '以上价格含增值税。中小企业注册费享受八折优惠。' },
        ]),
      },
    ],
  },
  {
    publishedAt: '2026-11-06 10:00:00',
    zh: {
      title: '关于开展 2026 年度已发布 EPD 数据复核工作的通知',
      summary: '平台将对有效期内的已发布声明开展年度抽样复核，请相关企业于 12 月 15 日前提交材料。',
      content:
        '<p>根据《通用编制规则》第 7 章，平台将对有效期内的已发布 EPD 与 CFP 开展年度数据复核，抽样比例不低于 20%。</p><p>被抽中的企业将收到系统消息，请于 2026 年 12 月 15 日前按附件清单提交材料。复核发现重大偏差的，声明将被暂停展示直至更正。</p>',
    },
    en: {
      title: 'Annual review of published EPD data for 2026',
      summary:
        'The platform will sample-check valid published declarations; selected companies submit documents by 15 December.',
      content:
        '<p>Under chapter 7 of the GPI, the platform will review at least 20 % of valid published EPDs and CFPs.</p><p>Selected companies will receive a system message and should submit the documents listed in the attachment by 15 December 2026. A declaration with a material deviation is hidden until corrected.</p>',
    },
    attachments: [
      {
        fileName: '2026年度EPD数据复核材料清单.pdf',
        document: notice('REV-2026', '2026-11-06', '2026 年度 EPD 数据复核材料清单', [
          {
            kind: 'bullets',
            items: [
              '声明对应年度的能源消耗统计报表（加盖公章）；',
              '主要原燃料采购量与库存变化台账；',
              '外购电力结算单及绿电证书（如有）；',
              '产量统计报表及产品规格分布；',
              '碳市场年度排放报告及核查报告（如适用）。',
            ],
          },
          { kind: 'paragraph', text: '提交截止日期：2026 年 12 月 15 日。' },
        ]),
      },
    ],
  },
  {
    publishedAt: '2026-11-18 18:00:00',
    zh: {
      title: '关于平台系统升级维护的公告',
      summary: '平台将于 2026 年 11 月 28 日 22:00 至 11 月 29 日 06:00 进行系统升级，期间暂停服务。',
      content:
        '<p>为提升服务质量，平台将于 2026 年 11 月 28 日（星期六）22:00 至 11 月 29 日（星期日）06:00 进行系统升级维护，期间 EPD 查询、申请提交和文件下载将暂停服务。</p><p>升级后将上线英文界面优化和移动端产品页面改版。给您带来的不便，敬请谅解。</p>',
    },
    en: {
      title: 'Scheduled maintenance',
      summary:
        'The platform will be upgraded from 22:00 on 28 November to 06:00 on 29 November 2026 (China time).',
      content:
        '<p>The platform will be upgraded from 22:00 on Saturday 28 November to 06:00 on Sunday 29 November 2026 (China time). EPD search, applications and downloads will be unavailable during that time.</p><p>The upgrade brings an improved English interface and a redesigned mobile product page. We apologise for the inconvenience.</p>',
    },
    attachments: [
      {
        fileName: '系统升级内容说明.pdf',
        document: notice('OPS-2026-11', '2026-11-18', '系统升级内容说明', [
          {
            kind: 'table',
            columns: [
              { header: '模块', width: 120 },
              { header: '升级内容', width: 360 },
            ],
            rows: [
              ['移动端产品页', '显示声明有效状态与区块链存证信息；支持中英文切换'],
              ['EPD 查询', '支持按 PCR 与企业组合筛选'],
              ['英文界面', '完善术语翻译，统一日期格式'],
              ['文件下载', '保留中文文件名'],
            ],
          },
        ]),
      },
    ],
  },
];
