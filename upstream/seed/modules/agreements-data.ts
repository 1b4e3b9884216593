// The user agreement (REGISTRATION_C2F) and the privacy and data-use policy
// (PRIVACY_C2F), each in many published versions (accounts.md 2.8 pages them by 10).
// A version is built from the sections in force at that version, so the history
// reads like a real one: sections arrive in later versions and each version names
// what changed. Demo text: the operator and its addresses are fictional.

export type AgreementType = 'REGISTRATION_C2F' | 'PRIVACY_C2F';

type Bilingual = { zh: string; en: string };

type Section = {
  /** The first version (index into the versions list) that has this section. */
  since: number;
  title: Bilingual;
  /** Paragraphs; a paragraph starting with "• " is a list item. */
  paragraphs: { zh: string[]; en: string[] };
};

type Version = { version: string; date: string; changes: { zh: string[]; en: string[] } };

export type AgreementSeed = {
  type: AgreementType;
  title: Bilingual;
  versions: Version[];
  sections: Section[];
};

const OPERATOR: Bilingual = {
  zh: '钢铁低碳声明服务（上海）有限公司',
  en: 'Steel Low-Carbon Declaration Services (Shanghai) Co., Ltd.',
};
const PLATFORM: Bilingual = { zh: '低碳钢环境产品声明（EPD）平台', en: 'Low-Carbon Steel EPD Platform' };
const CONTACT: Bilingual = {
  zh: '客服热线 021-96169（工作日 8:30–20:30，周末及法定节假日 8:30–17:00）；电子邮箱 privacy@lowcarbonsteel.example；通信地址：上海市宝山区示例路 88 号低碳大厦 12 层（邮编 201900）。',
  en: 'hotline 021-96169 (weekdays 8:30–20:30; weekends and public holidays 8:30–17:00); e-mail privacy@lowcarbonsteel.example; post: 12/F Low-Carbon Tower, 88 Example Road, Baoshan District, Shanghai 201900, China.',
};

const registration: AgreementSeed = {
  type: 'REGISTRATION_C2F',
  title: { zh: `${PLATFORM.zh}用户服务协议`, en: `${PLATFORM.en} User Agreement` },
  versions: [
    { version: 'V1.0', date: '2021-03-01', changes: { zh: ['首次发布。'], en: ['First publication.'] } },
    {
      version: 'V1.1',
      date: '2021-06-15',
      changes: {
        zh: ['明确手机号码注册与短信验证码登录规则。'],
        en: ['Clarified registration by mobile number and sign-in by SMS code.'],
      },
    },
    {
      version: 'V1.2',
      date: '2021-11-20',
      changes: { zh: ['新增企业认证条款。'], en: ['Added the company authentication clause.'] },
    },
    {
      version: 'V1.3',
      date: '2022-04-08',
      changes: {
        zh: ['新增电子邮箱账号及密码登录。'],
        en: ['Added e-mail accounts and sign-in by password.'],
      },
    },
    {
      version: 'V2.0',
      date: '2022-09-01',
      changes: {
        zh: ['新增碳足迹声明（CFP）与产品种类规则（PCR）服务。', '调整声明有效期与撤回规则。'],
        en: [
          'Added carbon footprint declaration (CFP) and product category rule (PCR) services.',
          'Revised the validity and withdrawal of declarations.',
        ],
      },
    },
    {
      version: 'V2.1',
      date: '2023-01-10',
      changes: {
        zh: ['新增服务报价与电子合同条款。'],
        en: ['Added service quotations and electronic contracts.'],
      },
    },
    {
      version: 'V2.2',
      date: '2023-05-18',
      changes: {
        zh: ['新增第三方生命周期评价（LCA）工具条款。'],
        en: ['Added the third-party life-cycle assessment (LCA) tool clause.'],
      },
    },
    {
      version: 'V2.3',
      date: '2023-10-09',
      changes: {
        zh: ['完善账号注销流程，增加注销审核期。'],
        en: ['Detailed the account cancellation process and its review period.'],
      },
    },
    {
      version: 'V3.0',
      date: '2024-03-01',
      changes: {
        zh: ['新增区块链存证条款：声明数据与报告上链后不可篡改。'],
        en: [
          'Added the blockchain evidence clause: declaration data and reports cannot be altered once anchored.',
        ],
      },
    },
    {
      version: 'V3.1',
      date: '2024-08-20',
      changes: {
        zh: ['新增低碳排放钢评价申请服务。'],
        en: ['Added the low-carbon-emission steel evaluation service.'],
      },
    },
    {
      version: 'V3.2',
      date: '2025-01-06',
      changes: {
        zh: ['更新第三方机构用户的义务。'],
        en: ['Updated the obligations of third-party agency users.'],
      },
    },
    {
      version: 'V3.3',
      date: '2025-07-01',
      changes: {
        zh: ['按最新法规更新争议解决条款。'],
        en: ['Updated the dispute resolution clause to current law.'],
      },
    },
    {
      version: 'V4.0',
      date: '2026-01-01',
      changes: {
        zh: ['平台升级为中英文双语服务，协议提供英文版本；如两种文本不一致，以中文为准。'],
        en: [
          'The platform became bilingual and this agreement is published in English; the Chinese text prevails in case of discrepancy.',
        ],
      },
    },
  ],
  sections: [
    {
      since: 0,
      title: { zh: '总则', en: 'General provisions' },
      paragraphs: {
        zh: [
          `欢迎使用${PLATFORM.zh}（以下简称“平台”）。平台由${OPERATOR.zh}（以下简称“我们”）运营，为钢铁行业及其上下游企业提供环境产品声明的注册、核查、发布与查询服务。`,
          '本协议是您与我们之间关于注册、登录和使用平台服务所订立的协议。请您在注册前仔细阅读本协议全部内容，特别是以加粗方式提示的免除或限制责任的条款。您勾选“我已阅读并同意”或以其他方式使用平台服务，即表示您已充分理解并同意本协议。',
          '如您代表企业或其他组织注册和使用平台，您确认已获得该组织的合法授权，本协议对该组织具有约束力。',
        ],
        en: [
          `Welcome to the ${PLATFORM.en} (the "Platform"). The Platform is operated by ${OPERATOR.en} ("we" or "us") and provides registration, verification, publication and search of environmental product declarations for the steel industry and its supply chain.`,
          'This agreement governs your registration, sign-in and use of the Platform. Please read it in full before you register, in particular the clauses that exclude or limit liability, which are shown in bold. By ticking "I have read and agree" or by otherwise using the Platform you confirm that you understand and accept this agreement.',
          'If you register or use the Platform on behalf of a company or other organisation, you confirm that you are authorised to do so and that this agreement binds that organisation.',
        ],
      },
    },
    {
      since: 0,
      title: { zh: '账号注册与登录', en: 'Registration and sign-in' },
      paragraphs: {
        zh: [
          '您可使用中国大陆手机号码注册账号，并通过短信验证码登录。首次使用手机号码登录移动端时，平台将为您自动创建账号。',
          '注册时您应填写所属行业、企业名称及企业性质等信息，并保证信息真实、准确、完整。平台将在 1 个工作日内完成注册信息审核；审核期间您可以登录，但不能下载声明文件或提交业务申请。',
          '审核未通过的，平台将告知原因，您可修改注册信息后重新提交。',
        ],
        en: [
          'You may register with a mainland China mobile number and sign in with a code sent by SMS. The first time you sign in on the mobile site with a new number, an account is created for you.',
          'When registering you give your industry, company name and ownership type, and you warrant that this information is true, accurate and complete. We review registrations within 1 working day; while under review you can sign in but cannot download declaration files or submit applications.',
          'If a registration is rejected we tell you why, and you may correct the information and submit it again.',
        ],
      },
    },
    {
      since: 3,
      title: { zh: '电子邮箱账号', en: 'E-mail accounts' },
      paragraphs: {
        zh: [
          '您也可以使用电子邮箱注册账号，并设置 8 至 16 位、同时包含大写字母、小写字母和数字的登录密码。密码在传输过程中经加密处理，平台不以明文形式保存您的密码。',
          '忘记密码时，您可通过注册邮箱接收验证码并重新设置密码；重新设置后，您在所有设备上的登录状态将失效。',
        ],
        en: [
          'You may also register with an e-mail address and set a password of 8 to 16 characters containing an uppercase letter, a lowercase letter and a digit. Passwords are encrypted in transit and we never store them in plain text.',
          'If you forget your password you can receive a code at your registered address and set a new one; after a reset you are signed out on every device.',
        ],
      },
    },
    {
      since: 0,
      title: { zh: '账号安全', en: 'Account security' },
      paragraphs: {
        zh: [
          '您应妥善保管账号、密码及接收验证码的手机和邮箱，不得将账号转让、出借或授权他人使用。通过您的账号进行的一切操作视为您本人或您所代表组织的行为。',
          '为保护账号安全，平台在发送验证码前要求完成图形验证，同一号码 60 秒内只能获取一次验证码，验证码 5 分钟内有效且只能使用一次。',
          '如发现账号被盗用或存在安全漏洞，请立即联系我们。我们有权在发现异常时暂停账号使用。',
        ],
        en: [
          'Keep your account, your password and the phone and mailbox that receive codes safe. Do not transfer, lend or let anyone else use your account. Everything done through your account is deemed to be done by you or the organisation you represent.',
          'To protect accounts, a picture captcha must be passed before any code is sent; a number or address can receive one code every 60 seconds, and a code is valid for 5 minutes and can be used once.',
          'If you find that your account has been misused or notice a security weakness, contact us at once. We may suspend an account when we detect unusual activity.',
        ],
      },
    },
    {
      since: 2,
      title: { zh: '企业认证', en: 'Company authentication' },
      paragraphs: {
        zh: [
          '申请环境产品声明等业务前，您须完成企业认证，提交统一社会信用代码、企业名称、企业邮箱、地址、法定代表人、联系人、邮政编码、联系电话、营业执照及开票信息。',
          '平台对认证资料进行审核，审核状态分为“审核中”“已认证”和“未通过”。认证通过后，您方可提交业务申请、确认报价与合同、下载证书与标识。',
          '认证信息发生变化的，您应及时更新。因认证信息不实造成的后果由您自行承担。',
        ],
        en: [
          'Before applying for a declaration or other services you must authenticate your company by giving its unified social credit code, name, e-mail address, address, legal representative, contact person, postcode, telephone, business licence and invoicing details.',
          'We review these documents; the status is "under review", "authenticated" or "not approved". Only an authenticated company may submit applications, confirm quotations and contracts, and download certificates and marks.',
          'Keep this information up to date. You bear the consequences of inaccurate authentication information.',
        ],
      },
    },
    {
      since: 0,
      title: { zh: '平台服务内容', en: 'Services' },
      paragraphs: {
        zh: [
          '平台提供的服务包括：',
          '• 环境产品声明（EPD）的申请、生命周期评价（LCA）计算、独立第三方核查、报告编制、专家评审与发布；',
          '• 已发布声明的公开检索、在线查阅与下载，以及声明真实性核验；',
          '• 行业新闻、通知公告、技术资源与模板下载；',
          '• 站内消息、进度跟踪及其他与上述服务相关的功能。',
          '平台可根据业务发展增加、变更或停止部分服务，并将提前在平台公告。',
        ],
        en: [
          'The Platform offers:',
          '• application for environmental product declarations (EPD), life-cycle assessment (LCA) calculation, independent third-party verification, report production, panel review and publication;',
          '• public search, online reading and download of published declarations, and verification of their authenticity;',
          '• industry news, notices, technical resources and templates;',
          '• system messages, progress tracking and other functions related to these services.',
          'We may add, change or discontinue services as the business develops and will announce such changes on the Platform in advance.',
        ],
      },
    },
    {
      since: 4,
      title: {
        zh: '碳足迹声明与产品种类规则',
        en: 'Carbon footprint declarations and product category rules',
      },
      paragraphs: {
        zh: [
          '平台同时提供碳足迹声明（CFP）服务，并公开发布经评审的产品种类规则（PCR）。您可就尚无适用 PCR 的产品提出 PCR 制定申请。',
          '声明须依据适用的 PCR 编制；PCR 修订后，已发布声明在有效期内继续有效，续期时应适用现行 PCR。',
        ],
        en: [
          'The Platform also offers carbon footprint declarations (CFP) and publishes reviewed product category rules (PCR). You may request a new PCR for a product that no PCR covers yet.',
          'Declarations must follow the applicable PCR. When a PCR is revised, published declarations stay valid until they expire; a renewal follows the current PCR.',
        ],
      },
    },
    {
      since: 0,
      title: { zh: '用户义务与数据真实性', en: 'Your obligations and the accuracy of data' },
      paragraphs: {
        zh: [
          '您应保证提交的生产数据、能源消耗、原辅材料、排放数据及其他资料真实、准确、完整，并可追溯至原始记录。',
          '您不得利用平台从事下列行为：提交虚假或误导性数据；冒用他人名义申请声明；干扰平台正常运行；未经授权抓取平台数据；上传含有病毒或恶意代码的文件；其他违反法律法规或公序良俗的行为。',
          '第三方机构用户在开展核查、咨询等活动时，还应遵守独立、公正、保密原则，不得与被核查方存在利益冲突。',
        ],
        en: [
          'You warrant that the production, energy, raw material, emission and other data you submit are true, accurate and complete and can be traced to original records.',
          "You must not use the Platform to submit false or misleading data; apply for declarations in someone else's name; disrupt the Platform; scrape its data without permission; upload files containing viruses or malicious code; or otherwise break the law or public order.",
          'Third-party agencies carrying out verification or consulting must also act independently, impartially and in confidence, and must have no conflict of interest with the party they verify.',
        ],
      },
    },
    {
      since: 0,
      title: { zh: '声明的发布、有效期与撤回', en: 'Publication, validity and withdrawal of declarations' },
      paragraphs: {
        zh: [
          '经核查与评审通过的声明将在平台公开发布，并生成唯一的注册编号及可扫描核验的二维码。声明自发布之日起生效，有效期一般为五年，以声明载明的日期为准。',
          '声明所依据的数据发生重大变化，或发现声明存在错误、虚假情形的，平台有权暂停或撤回声明并予以公示。已撤回声明的产品页面将提示“该声明不存在或已撤回”。',
        ],
        en: [
          'A declaration that passes verification and review is published on the Platform with a unique registration number and a QR code for checking it. It takes effect on publication and is normally valid for five years, as stated on the declaration.',
          'If the data behind a declaration change materially, or a declaration proves wrong or false, we may suspend or withdraw it and say so publicly. The product page of a withdrawn declaration states that it does not exist or was withdrawn.',
        ],
      },
    },
    {
      since: 8,
      title: { zh: '区块链存证', en: 'Blockchain evidence' },
      paragraphs: {
        zh: [
          '为保障声明的可信与可追溯，平台将声明的关键数据和报告摘要写入区块链，并在产品页面展示存证时间与交易哈希。',
          '上链信息一经写入即不可修改或删除。声明更新或撤回时，平台将写入新的存证记录，原记录仍保留。',
        ],
        en: [
          'To make declarations trustworthy and traceable, the key data of a declaration and a digest of its report are anchored on a blockchain, and the product page shows the time and transaction hash.',
          'Anchored records cannot be changed or deleted. When a declaration is updated or withdrawn a new record is anchored and the earlier one remains.',
        ],
      },
    },
    {
      since: 9,
      title: { zh: '低碳排放钢评价', en: 'Low-carbon-emission steel evaluation' },
      paragraphs: {
        zh: [
          '企业可为其钢铁产品申请低碳排放钢评价，提交企业简介、产品名称、工序选择及数据收集表。评价结果及证书、标识将在评价完成后发布。',
          '证书和标识仅可用于评价所覆盖的产品，不得扩大使用范围或转让他人。',
        ],
        en: [
          'A company may apply for a low-carbon-emission steel evaluation of its products by giving a company profile, the product name, the process steps and the data collection sheet. The result, certificate and mark are published when the evaluation is complete.',
          'Certificates and marks may be used only for the products evaluated and may not be extended to other products or transferred.',
        ],
      },
    },
    {
      since: 5,
      title: { zh: '费用、报价与合同', en: 'Fees, quotations and contracts' },
      paragraphs: {
        zh: [
          '浏览和检索已发布声明免费。声明申请、核查等服务按平台公布的收费标准或双方确认的报价收取费用。',
          '报价与合同通过平台在线发送，您确认后即对双方具有约束力；您也可以拒绝报价或合同，平台将与您进一步沟通。',
        ],
        en: [
          'Browsing and searching published declarations is free. Application, verification and related services are charged according to the published price list or the quotation both parties confirm.',
          'Quotations and contracts are sent through the Platform and bind both parties once you confirm them; you may also reject a quotation or contract and we will discuss it with you.',
        ],
      },
    },
    {
      since: 6,
      title: { zh: '第三方工具', en: 'Third-party tools' },
      paragraphs: {
        zh: [
          '平台为登录用户提供第三方生命周期评价工具的试用入口。打开该工具时，平台仅向其传递一次性访问凭证，不传递您的登录密码。',
          '第三方工具由其提供方独立运营，您使用该工具应遵守其服务条款。',
        ],
        en: [
          'Signed-in users can try a third-party life-cycle assessment tool. When you open it we pass only a one-time access token to it, never your password.',
          "The tool is operated independently by its provider, and your use of it is governed by the provider's terms.",
        ],
      },
    },
    {
      since: 0,
      title: { zh: '知识产权', en: 'Intellectual property' },
      paragraphs: {
        zh: [
          '平台的软件、界面设计、标识、模板及我们编制的内容，其知识产权归我们或相关权利人所有。',
          '您提交的资料的知识产权仍归您或原权利人所有。您同意平台为提供服务之目的，在必要范围内使用、存储和公开已发布声明中的信息。',
        ],
        en: [
          'The software, interface design, logos, templates and content we produce belong to us or the relevant right holders.',
          "What you submit remains yours or its original right holder's. You allow us to use, store and publish the information in published declarations as far as needed to provide the services.",
        ],
      },
    },
    {
      since: 0,
      title: { zh: '免责与责任限制', en: 'Disclaimers and limitation of liability' },
      paragraphs: {
        zh: [
          '<strong>声明内容依据申请企业提供的数据编制，平台及核查机构按照相关标准开展核查，但不对企业数据的绝对准确性作出保证。</strong>',
          '<strong>因不可抗力、网络故障、系统维护或第三方原因导致服务中断的，我们将尽力减少影响，但不承担由此造成的间接损失。</strong>',
        ],
        en: [
          "<strong>Declarations are compiled from the data the applicant provides. We and the verification bodies verify them against the applicable standards but do not warrant that a company's data are absolutely accurate.</strong>",
          '<strong>If the service is interrupted by force majeure, network failures, maintenance or third parties, we will do our best to limit the impact but are not liable for indirect losses.</strong>',
        ],
      },
    },
    {
      since: 7,
      title: { zh: '账号注销', en: 'Account cancellation' },
      paragraphs: {
        zh: [
          '您可在个人中心申请注销账号，申请前须通过验证码验证身份。提交后账号进入“注销审核中”状态，审核期内您可以撤回注销申请。',
          '注销完成后，您将无法登录平台或找回账号信息；已发布的声明依其有效期继续公开，不因账号注销而撤回。',
        ],
        en: [
          'You can ask to cancel your account in the personal centre after confirming your identity with a code. The account then shows "cancellation under review", and you can withdraw the request during the review.',
          'Once cancelled you cannot sign in or recover the account. Published declarations stay public for their validity period and are not withdrawn because the account is cancelled.',
        ],
      },
    },
    {
      since: 0,
      title: { zh: '协议变更', en: 'Changes to this agreement' },
      paragraphs: {
        zh: [
          '我们可能适时修订本协议，修订后的协议将在平台公布并注明生效日期，历史版本可在平台查阅。重大变更将以站内消息或其他显著方式通知您。',
          '如您不同意修订内容，可停止使用平台服务并申请注销账号；您继续使用的，视为接受修订后的协议。',
        ],
        en: [
          'We may revise this agreement from time to time. The revised agreement is published on the Platform with its effective date, and earlier versions remain available. We notify you of material changes by system message or another prominent means.',
          'If you do not accept a revision you may stop using the Platform and cancel your account; if you continue to use it you accept the revised agreement.',
        ],
      },
    },
    {
      since: 0,
      title: { zh: '法律适用与争议解决', en: 'Governing law and disputes' },
      paragraphs: {
        zh: [
          '本协议的订立、履行和解释适用中华人民共和国法律（不包括港澳台地区法律）。',
          '因本协议引起的争议，双方应友好协商解决；协商不成的，任何一方可向上海市宝山区人民法院提起诉讼。',
        ],
        en: [
          "This agreement is governed by the laws of the People's Republic of China (excluding those of Hong Kong, Macao and Taiwan).",
          "The parties will try to settle any dispute amicably; failing that, either party may bring proceedings before the People's Court of Baoshan District, Shanghai.",
        ],
      },
    },
    {
      since: 0,
      title: { zh: '联系我们', en: 'Contact us' },
      paragraphs: {
        zh: [`如对本协议有任何疑问，请联系${OPERATOR.zh}：${CONTACT.zh}`],
        en: [`If you have any question about this agreement, contact ${OPERATOR.en}: ${CONTACT.en}`],
      },
    },
  ],
};

const privacy: AgreementSeed = {
  type: 'PRIVACY_C2F',
  title: { zh: `${PLATFORM.zh}隐私与数据使用政策`, en: `${PLATFORM.en} Privacy and Data-Use Policy` },
  versions: [
    { version: 'V1.0', date: '2021-03-01', changes: { zh: ['首次发布。'], en: ['First publication.'] } },
    {
      version: 'V1.1',
      date: '2021-08-01',
      changes: {
        zh: ['依据个人信息保护相关法规补充您的权利。'],
        en: ['Added your rights under personal information protection law.'],
      },
    },
    {
      version: 'V1.2',
      date: '2021-11-20',
      changes: {
        zh: ['新增企业认证资料的处理说明。'],
        en: ['Explained how company authentication documents are processed.'],
      },
    },
    {
      version: 'V1.3',
      date: '2022-04-08',
      changes: {
        zh: ['新增电子邮箱及密码的处理说明。'],
        en: ['Explained how e-mail addresses and passwords are processed.'],
      },
    },
    {
      version: 'V2.0',
      date: '2022-09-01',
      changes: {
        zh: ['新增企业环境数据的使用规则。'],
        en: ["Added the rules for using companies' environmental data."],
      },
    },
    {
      version: 'V2.1',
      date: '2023-02-15',
      changes: {
        zh: ['新增 Cookie 与同类技术说明。'],
        en: ['Added the section on cookies and similar technologies.'],
      },
    },
    {
      version: 'V2.2',
      date: '2023-05-18',
      changes: {
        zh: ['说明与第三方 LCA 工具之间的数据共享。'],
        en: ['Explained data sharing with the third-party LCA tool.'],
      },
    },
    {
      version: 'V2.3',
      date: '2023-10-09',
      changes: {
        zh: ['补充账号注销后的信息处理。'],
        en: ['Added how information is handled after account cancellation.'],
      },
    },
    {
      version: 'V3.0',
      date: '2024-03-01',
      changes: { zh: ['新增区块链存证数据说明。'], en: ['Added the section on blockchain evidence data.'] },
    },
    {
      version: 'V3.1',
      date: '2024-11-01',
      changes: { zh: ['新增数据跨境传输说明。'], en: ['Added the section on cross-border data transfer.'] },
    },
    {
      version: 'V3.2',
      date: '2025-07-01',
      changes: { zh: ['更新信息保存期限。'], en: ['Updated retention periods.'] },
    },
    {
      version: 'V4.0',
      date: '2026-01-01',
      changes: {
        zh: ['平台提供英文版本，本政策同步发布英文文本；如两种文本不一致，以中文为准。'],
        en: [
          'The Platform is available in English and so is this policy; the Chinese text prevails in case of discrepancy.',
        ],
      },
    },
  ],
  sections: [
    {
      since: 0,
      title: { zh: '引言', en: 'Introduction' },
      paragraphs: {
        zh: [
          `${OPERATOR.zh}（以下简称“我们”）深知个人信息和企业数据对您的重要性。本政策说明我们在您使用${PLATFORM.zh}时如何收集、使用、存储、共享和保护您的信息，以及您享有的权利。`,
          '我们遵循合法、正当、必要和诚信原则处理信息，仅为实现本政策所述目的收集最少必要的信息。',
        ],
        en: [
          `${OPERATOR.en} ("we") understands how much your personal information and your company's data matter. This policy explains how we collect, use, store, share and protect information when you use the ${PLATFORM.en}, and what rights you have.`,
          'We process information lawfully, fairly, only as far as necessary and in good faith, and collect only the minimum needed for the purposes described here.',
        ],
      },
    },
    {
      since: 0,
      title: { zh: '我们收集的信息', en: 'Information we collect' },
      paragraphs: {
        zh: [
          '• 注册与登录信息：手机号码、短信验证码、所属行业、企业名称、企业性质；',
          '• 补充信息：联系人、部门、职务、所属行业分类、关注的产品类别、需求描述及了解平台的渠道；',
          '• 业务信息：声明申请资料、生命周期评价数据、核查报告、报价与合同确认记录；',
          '• 设备与日志信息：访问时间、访问页面、浏览器类型、IP 地址及匿名访客标识，用于统计访问量和保障安全。',
        ],
        en: [
          '• Registration and sign-in: mobile number, SMS code, industry, company name and ownership type;',
          '• Supplementary information: contact person, department, position, industry classification, product categories of interest, your needs and how you heard of the Platform;',
          '• Business information: application documents, life-cycle assessment data, verification reports, and records of quotations and contracts you confirmed;',
          '• Device and log information: time and pages visited, browser type, IP address and an anonymous visitor id, used for visit statistics and security.',
        ],
      },
    },
    {
      since: 3,
      title: { zh: '电子邮箱与密码', en: 'E-mail addresses and passwords' },
      paragraphs: {
        zh: [
          '使用电子邮箱注册的，我们收集您的邮箱地址并向其发送验证码。您的密码在浏览器与平台之间经 RSA 加密传输，平台仅保存经加盐处理的密码摘要，任何人（包括我们的员工）均无法获知您的密码原文。',
        ],
        en: [
          'If you register with an e-mail address we collect it and send codes to it. Your password travels RSA-encrypted to the Platform, which keeps only a salted hash: nobody, our staff included, can learn your password.',
        ],
      },
    },
    {
      since: 2,
      title: { zh: '企业认证资料', en: 'Company authentication documents' },
      paragraphs: {
        zh: [
          '企业认证时，我们收集统一社会信用代码、营业执照、开票信息、法定代表人姓名、联系人及联系电话。这些资料仅用于核验企业身份、开具发票和履行合同，不会公开展示。',
        ],
        en: [
          "For company authentication we collect the unified social credit code, business licence, invoicing details, the legal representative's name, and a contact person and telephone. They are used only to verify the company, issue invoices and perform contracts, and are never shown publicly.",
        ],
      },
    },
    {
      since: 0,
      title: { zh: '我们如何使用信息', en: 'How we use information' },
      paragraphs: {
        zh: [
          '• 创建和管理账号，验证您的身份，发送验证码和站内消息；',
          '• 受理、审核和跟踪您的业务申请，编制、核查和发布声明；',
          '• 改进平台功能、统计访问情况、防范欺诈和保障系统安全；',
          '• 履行法律法规规定的义务或响应有权机关的要求。',
          '如我们需要将信息用于本政策未载明的其他目的，将事先征得您的同意。',
        ],
        en: [
          '• to create and manage your account, verify your identity, and send codes and system messages;',
          '• to accept, review and track your applications, and to compile, verify and publish declarations;',
          '• to improve the Platform, count visits, prevent fraud and keep the system secure;',
          '• to meet legal obligations or respond to competent authorities.',
          'We will ask for your consent before using information for any purpose not described here.',
        ],
      },
    },
    {
      since: 4,
      title: { zh: '企业环境数据的使用', en: "Use of companies' environmental data" },
      paragraphs: {
        zh: [
          '您为声明申请提交的生产、能源和排放数据属于企业数据。未经您同意，我们不会将其用于声明编制、核查和评审以外的目的。',
          '声明发布后，声明文本中载明的产品信息及环境影响结果（如全球变暖潜势 GWP）将按规则公开。我们可能以汇总、去标识化的形式使用行业数据编制行业基准和研究报告，这些成果不会识别出任何单个企业。',
        ],
        en: [
          'The production, energy and emission data you submit for a declaration are company data. Without your consent we use them only to compile, verify and review the declaration.',
          'Once a declaration is published, the product information and environmental results it states (such as global warming potential, GWP) are public as the rules require. We may use aggregated, de-identified industry data for benchmarks and research; these never identify an individual company.',
        ],
      },
    },
    {
      since: 5,
      title: { zh: 'Cookie 与同类技术', en: 'Cookies and similar technologies' },
      paragraphs: {
        zh: [
          '我们使用必要的 Cookie 保存您的登录状态（有效期 1 天）和语言偏好。我们不使用 Cookie 进行跨站追踪或向您推送广告。您可以在浏览器中清除 Cookie，但这会使您退出登录。',
        ],
        en: [
          'We use essential cookies to keep you signed in (for 1 day) and to remember your language. We do not use cookies for cross-site tracking or advertising. You can clear cookies in your browser, which signs you out.',
        ],
      },
    },
    {
      since: 0,
      title: { zh: '信息的共享、转让与公开披露', en: 'Sharing, transfer and disclosure' },
      paragraphs: {
        zh: [
          '我们仅在以下情形共享您的信息：与承担核查、评审工作的第三方机构及专家共享完成服务所必需的资料，并要求其签署保密协议；经您明确同意；法律法规要求或有权机关依法要求。',
          '我们不会出售您的个人信息。如发生合并、收购等情形，我们将要求信息接收方继续受本政策约束。',
        ],
        en: [
          'We share information only with the third-party agencies and experts who verify and review your declaration, as far as needed and under confidentiality agreements; with your explicit consent; or where the law or a competent authority requires it.',
          'We never sell personal information. In a merger or acquisition we will require the recipient to remain bound by this policy.',
        ],
      },
    },
    {
      since: 6,
      title: { zh: '第三方 LCA 工具', en: 'The third-party LCA tool' },
      paragraphs: {
        zh: [
          '当您从平台打开第三方生命周期评价工具时，平台向其传递一次性访问凭证以及您的用户名和企业名称，用于开通试用。该工具对数据的处理适用其自身的隐私政策。',
        ],
        en: [
          "When you open the third-party life-cycle assessment tool from the Platform, we pass it a one-time access token with your user name and company name to set up the trial. The tool's own privacy policy governs what it does with them.",
        ],
      },
    },
    {
      since: 8,
      title: { zh: '区块链存证数据', en: 'Blockchain evidence data' },
      paragraphs: {
        zh: [
          '写入区块链的仅为声明注册编号、关键环境指标及报告文件的哈希摘要，不包含个人信息。区块链记录不可删除，请您知悉。',
        ],
        en: [
          'Only the registration number, key environmental indicators and a hash of the report file are anchored on the blockchain; no personal information is. Blockchain records cannot be deleted.',
        ],
      },
    },
    {
      since: 9,
      title: { zh: '信息存储与跨境传输', en: 'Storage and cross-border transfer' },
      paragraphs: {
        zh: [
          '我们在中华人民共和国境内收集和产生的信息存储于境内。为满足境外采购方核验英文声明的需要，已发布声明的公开内容可在境外访问；除此之外，我们不会向境外提供您的信息，确需提供的，将依法开展安全评估并取得您的单独同意。',
        ],
        en: [
          "Information collected and generated in the People's Republic of China is stored there. The public content of published declarations can be read from abroad so that foreign buyers can check English declarations; apart from that we do not transfer your information abroad, and if we ever must, we will carry out the legally required security assessment and ask for your separate consent.",
        ],
      },
    },
    {
      since: 0,
      title: { zh: '信息安全与保存期限', en: 'Security and retention' },
      paragraphs: {
        zh: [
          '我们采取加密传输、访问控制、日志审计和定期安全评估等措施保护信息安全。如发生信息安全事件，我们将按法律要求及时告知您并报告主管部门。',
          '我们仅在实现目的所必需的期限内保存信息：账号信息保存至账号注销后 3 个月；与已发布声明有关的资料保存至声明失效后 5 年；日志信息保存 6 个月。',
        ],
        en: [
          'We protect information with encryption in transit, access control, audit logs and regular security assessments. If a security incident occurs we will inform you and the authorities as the law requires.',
          'We keep information only as long as needed: account information until 3 months after the account is cancelled; documents of a published declaration until 5 years after it expires; logs for 6 months.',
        ],
      },
    },
    {
      since: 1,
      title: { zh: '您的权利', en: 'Your rights' },
      paragraphs: {
        zh: [
          '您有权查阅、复制、更正、补充您的个人信息，有权撤回同意、注销账号，并有权要求我们解释信息处理规则。您可在个人中心行使大部分权利，或通过本政策末尾的方式联系我们，我们将在 15 个工作日内答复。',
        ],
        en: [
          'You may access, copy, correct and complete your personal information, withdraw consent, cancel your account and ask us to explain how we process information. Most of this can be done in the personal centre; otherwise contact us as shown below and we will reply within 15 working days.',
        ],
      },
    },
    {
      since: 7,
      title: { zh: '账号注销后的信息处理', en: 'After your account is cancelled' },
      paragraphs: {
        zh: [
          '账号注销后，我们将停止为您提供服务，并在保存期限届满后删除或匿名化处理您的个人信息，法律法规另有规定的除外。',
        ],
        en: [
          'After cancellation we stop providing services to you and, once the retention period ends, delete or anonymise your personal information unless the law requires otherwise.',
        ],
      },
    },
    {
      since: 0,
      title: { zh: '未成年人', en: 'Minors' },
      paragraphs: {
        zh: ['平台面向企业用户，不向未满 18 周岁的未成年人提供服务。'],
        en: ['The Platform serves companies and is not offered to anyone under 18.'],
      },
    },
    {
      since: 0,
      title: { zh: '政策更新与联系我们', en: 'Updates and contact' },
      paragraphs: {
        zh: [
          '本政策更新后，我们将在平台公布新版本并注明生效日期，历史版本可随时查阅。重大变更将以站内消息等显著方式通知您。',
          `如您对本政策或个人信息保护有任何疑问、意见或投诉，请联系我们的个人信息保护负责人：${CONTACT.zh}`,
        ],
        en: [
          'When this policy changes we publish the new version with its effective date; earlier versions remain available. We notify you of material changes by system message or another prominent means.',
          `For any question, comment or complaint about this policy or personal information, contact our data protection officer: ${CONTACT.en}`,
        ],
      },
    },
  ],
};

export const agreementSeeds: readonly AgreementSeed[] = [registration, privacy];

/** The HTML of one version in one language: title, version, effective date, changes, then the sections in force. */
export function agreementHtml(seed: AgreementSeed, versionIndex: number, language: 'zh' | 'en'): string {
  const version = seed.versions[versionIndex];
  if (!version) throw new Error(`No version ${versionIndex} of ${seed.type}`);
  const labels =
    language === 'zh'
      ? {
          version: '版本：',
          effective: '生效日期：',
          changes: '本次更新要点',
          operator: '运营方：',
          gap: '　',
        }
      : {
          version: 'Version: ',
          effective: 'Effective: ',
          changes: 'What changed in this version',
          operator: 'Operator: ',
          gap: ' · ',
        };
  const sections = seed.sections.filter((section) => section.since <= versionIndex);
  const parts = [
    `<h1>${seed.title[language]}</h1>`,
    `<p class="agreement-meta">${[
      `${labels.version}${version.version}`,
      `${labels.effective}${version.date}`,
      `${labels.operator}${OPERATOR[language]}`,
    ].join(labels.gap)}</p>`,
    `<h2>${labels.changes}</h2>`,
    `<ul>${version.changes[language].map((change) => `<li>${change}</li>`).join('')}</ul>`,
  ];
  sections.forEach((section, index) => {
    const number = language === 'zh' ? `${chineseNumber(index + 1)}、` : `${index + 1}. `;
    parts.push(`<h2>${number}${section.title[language]}</h2>`);
    parts.push(paragraphsHtml(section.paragraphs[language]));
  });
  return parts.join('\n');
}

// Consecutive "• " paragraphs become one list.
function paragraphsHtml(paragraphs: readonly string[]): string {
  const html: string[] = [];
  let items: string[] = [];
  const flush = (): void => {
    if (items.length > 0) html.push(`<ul>${items.map((item) => `<li>${item}</li>`).join('')}</ul>`);
    items = [];
  };
  for (const paragraph of paragraphs) {
    if (paragraph.startsWith('• ')) {
      items.push(paragraph.slice(2));
    } else {
      flush();
      html.push(`<p>${paragraph}</p>`);
    }
  }
  flush();
  return html.join('\n');
}

const DIGITS = ['', '一', '二', '三', '四', '五', '六', '七', '八', '九'];

function chineseNumber(value: number): string {
  if (value < 10) return DIGITS[value] ?? String(value);
  const tens = Math.floor(value / 10);
  return `${tens === 1 ? '' : (DIGITS[tens] ?? '')}十${DIGITS[value % 10] ?? ''}`;
}
