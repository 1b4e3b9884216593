import type { MessageText } from '../../accounts/message-texts.ts';
import {
  companyApprovedMessage,
  companyRejectedMessage,
  companySubmittedMessage,
  registrationApprovedMessage,
} from '../../accounts/message-texts.ts';

// The system messages each demo account has received over the last weeks (accounts.md
// 2.9): registration and company authentication results, application progress, quotes
// and platform notices; some read, some not. `ago` is counted back from seeding time.

export type MessageSeed = MessageText & {
  ago: { days: number; hours?: number };
  read: boolean;
};

export type AccountMessagesSeed = { userId: number; messages: readonly MessageSeed[] };

const maintenanceNotice: MessageText = {
  zh: '<p><strong>系统维护通知：</strong>平台将于本周六 22:00–24:00 进行系统升级，期间 EPD 查询与报告下载可能短暂不可用，给您带来的不便敬请谅解。</p>',
  en: '<p><strong>Scheduled maintenance:</strong> the platform will be upgraded this Saturday from 22:00 to 24:00 (China time). EPD search and report downloads may be briefly unavailable. We apologise for any inconvenience.</p>',
};

const pcrConsultationNotice: MessageText = {
  zh: '<p>《不锈钢产品 EPD 产品种类规则（征求意见稿）》已发布，欢迎在<a href="/notice">通知公告</a>中查看并反馈意见。</p>',
  en: '<p>The draft PCR for stainless steel products is open for comments. Read it under <a href="/notice">Notices</a> and send us your feedback.</p>',
};

const agreementUpdateNotice: MessageText = {
  zh: '<p>《用户协议》与《隐私政策》已更新，新版本自发布之日起生效，请在<a href="/compent?id=REGISTRATION_C2F">协议历史</a>中查看。</p>',
  en: '<p>The User Agreement and the Privacy Policy have been updated and apply from their publication. See the <a href="/compent?id=REGISTRATION_C2F">version history</a>.</p>',
};

const lcaToolNotice: MessageText = {
  zh: '<p>在线 LCA 计算工具已上线，可为钢铁产品快速建立生命周期模型。前往<a href="/lcaTools">LCA 工具</a>了解并订阅。</p>',
  en: '<p>The online LCA tool is live: model the life cycle of your steel products in minutes. See <a href="/lcaTools">LCA tools</a> to subscribe.</p>',
};

const registrationReceived: MessageText = {
  zh: '<p>您的注册申请已收到，平台将在 <strong>1 个工作日</strong>内完成审核，审核期间暂不能下载报告或办理业务。</p>',
  en: '<p>We have received your registration and will review it within <strong>1 working day</strong>. Until then, downloads and applications are not available.</p>',
};

export const accountMessages: readonly AccountMessagesSeed[] = [
  {
    // 13800138000, 宝山钢铁: authenticated, subscribed to the LCA tool, publishes EPDs.
    userId: 1,
    messages: [
      { ago: { days: 41, hours: 3 }, read: true, ...registrationApprovedMessage() },
      { ago: { days: 39, hours: 6 }, read: true, ...companyApprovedMessage('宝山钢铁股份有限公司') },
      {
        ago: { days: 30, hours: 2 },
        read: true,
        zh: '<p>您已成功订阅 <strong>LCA 在线计算工具</strong>，可在页面顶部的“LCA 工具”入口直接进入。</p>',
        en: '<p>You have subscribed to the <strong>online LCA tool</strong>. Open it from “LCA tool” at the top of the page.</p>',
      },
      {
        ago: { days: 21, hours: 5 },
        read: true,
        zh: '<p>您的申请 <strong>“氢基竖炉低碳热轧钢卷”</strong> 已进入 <strong>LCA 计算</strong> 阶段，请在<a href="/epd/mineEpd">我的申请</a>中跟踪进度。</p>',
        en: '<p>Your application for <strong>low-carbon hot-rolled coil from hydrogen-based shaft furnace DRI</strong> has reached the <strong>LCA calculation</strong> stage. Follow it under <a href="/epd/mineEpd">My applications</a>.</p>',
      },
      {
        ago: { days: 9, hours: 1 },
        read: false,
        zh: '<p>碳足迹声明 <strong>CFP-CN-2026-0004</strong> 的数据与报告已完成区块链存证，<a href="/app/epd/4">查看产品页面</a>。</p>',
        en: '<p>The data and the report of carbon footprint declaration <strong>CFP-CN-2026-0004</strong> are now anchored on the blockchain. <a href="/app/epd/4">See the product page</a>.</p>',
      },
      {
        ago: { days: 3, hours: 4 },
        read: false,
        zh: '<p>您的新申请 <strong>“冷轧电工钢 B35A300”</strong> 的服务报价已生成，请在<a href="/epd/mineEpd">我的申请</a>中确认或拒绝报价。</p>',
        en: '<p>The service quote for your new application <strong>“Cold-rolled electrical steel B35A300”</strong> is ready. Please confirm or reject it under <a href="/epd/mineEpd">My applications</a>.</p>',
      },
      { ago: { days: 1, hours: 2 }, read: false, ...maintenanceNotice },
    ],
  },
  {
    // 13700137000, 上海碳衡认证: a third-party agency (company type 4).
    userId: 2,
    messages: [
      { ago: { days: 35 }, read: true, ...registrationApprovedMessage() },
      { ago: { days: 33, hours: 5 }, read: true, ...companyApprovedMessage('上海碳衡认证技术有限公司') },
      {
        ago: { days: 12, hours: 3 },
        read: false,
        zh: '<p>第三方机构专区已开放：贵机构可在<a href="/thirdAgency">第三方机构</a>页面查看待核查的 EPD 报告并提交核查意见。</p>',
        en: '<p>The third-party agency area is open: see the EPD reports awaiting verification and submit your statements on the <a href="/thirdAgency">third-party agency</a> page.</p>',
      },
      { ago: { days: 2, hours: 6 }, read: false, ...pcrConsultationNotice },
    ],
  },
  {
    // 13600136000: registration under review (audit 0).
    userId: 3,
    messages: [
      { ago: { days: 6, hours: 2 }, read: true, ...agreementUpdateNotice },
      { ago: { days: 0, hours: 20 }, read: false, ...registrationReceived },
      { ago: { days: 0, hours: 5 }, read: false, ...maintenanceNotice },
    ],
  },
  {
    // 13500135000: registration rejected (audit 2).
    userId: 4,
    messages: [
      { ago: { days: 8, hours: 4 }, read: true, ...registrationReceived },
      {
        ago: { days: 7, hours: 1 },
        read: false,
        zh: '<p>您的注册信息<strong>未通过审核</strong>：企业名称需与营业执照登记名称一致。请前往<a href="/userinfo">修改注册信息</a>后重新提交。</p>',
        en: '<p>Your registration was <strong>not approved</strong>: the company name must match the name on the business licence. Please <a href="/userinfo">correct your registration</a> and submit it again.</p>',
      },
      {
        ago: { days: 2, hours: 3 },
        read: false,
        zh: '<p>温馨提示：您的注册信息尚未重新提交，<a href="/userinfo">立即修改</a>。</p>',
        en: '<p>Reminder: your registration has not been submitted again yet. <a href="/userinfo">Correct it now</a>.</p>',
      },
    ],
  },
  {
    // 13300133000, 日照临港精密钢管: company authentication under review (status 0).
    userId: 5,
    messages: [
      { ago: { days: 20, hours: 2 }, read: true, ...registrationApprovedMessage() },
      { ago: { days: 11, hours: 5 }, read: true, ...lcaToolNotice },
      { ago: { days: 1, hours: 7 }, read: false, ...companySubmittedMessage('日照临港精密钢管有限公司') },
    ],
  },
  {
    // 13200132000, 佛山顺德华彩: company authentication not approved (status 2).
    userId: 6,
    messages: [
      { ago: { days: 26, hours: 1 }, read: true, ...registrationApprovedMessage() },
      { ago: { days: 15, hours: 4 }, read: true, ...companySubmittedMessage('佛山顺德华彩涂层钢板有限公司') },
      {
        ago: { days: 13, hours: 2 },
        read: false,
        ...companyRejectedMessage(
          '佛山顺德华彩涂层钢板有限公司',
          '<p>原因：上传的营业执照已过有效期，请上传最新的营业执照副本。</p><p lang="en">Reason: the business licence uploaded has expired; please upload the current copy.</p>',
        ),
      },
      { ago: { days: 1, hours: 2 }, read: false, ...maintenanceNotice },
    ],
  },
  {
    // 13100131000, 重庆长渝汽车零部件: no company authentication yet.
    userId: 7,
    messages: [
      { ago: { days: 18, hours: 6 }, read: true, ...registrationApprovedMessage() },
      {
        ago: { days: 4, hours: 3 },
        read: false,
        zh: '<p>您尚未完成<strong>企业认证</strong>。完成认证后即可申请 EPD、下载完整报告，<a href="/enterprise">立即认证</a>。</p>',
        en: '<p>You have not completed <strong>company authentication</strong> yet. Once authenticated you can apply for EPDs and download full reports. <a href="/enterprise">Authenticate now</a>.</p>',
      },
      { ago: { days: 2, hours: 6 }, read: false, ...pcrConsultationNotice },
    ],
  },
  {
    // demo@lowcarbonsteel.example, 南京钢铁: authenticated, an application in progress.
    userId: 8,
    messages: [
      { ago: { days: 40, hours: 2 }, read: true, ...registrationApprovedMessage() },
      { ago: { days: 38 }, read: true, ...companyApprovedMessage('南京钢铁股份有限公司') },
      {
        ago: { days: 24, hours: 3 },
        read: true,
        zh: '<p>EPD <strong>EPD-CN-2025-0021</strong> 的数据与报告已完成区块链存证，<a href="/app/epd/21">查看产品页面</a>。</p>',
        en: '<p>The data and the report of EPD <strong>EPD-CN-2025-0021</strong> are now anchored on the blockchain. <a href="/app/epd/21">See the product page</a>.</p>',
      },
      {
        ago: { days: 10, hours: 5 },
        read: true,
        zh: '<p>您的申请 <strong>“高强度船板 EH36”</strong> 已提交成功，平台将在 3 个工作日内出具服务报价。</p>',
        en: '<p>Your application for <strong>“High-strength ship plate EH36”</strong> has been submitted. We will send a service quote within 3 working days.</p>',
      },
      {
        ago: { days: 6, hours: 2 },
        read: false,
        zh: '<p>申请 <strong>“高强度船板 EH36”</strong> 的服务报价已生成，请在<a href="/epd/mineEpd">我的申请</a>中确认。</p>',
        en: '<p>The service quote for <strong>“High-strength ship plate EH36”</strong> is ready. Please confirm it under <a href="/epd/mineEpd">My applications</a>.</p>',
      },
      {
        ago: { days: 2, hours: 1 },
        read: false,
        zh: '<p>申请 <strong>“高强度船板 EH36”</strong> 的服务合同已发起，<em>请在 7 日内确认</em>。</p>',
        en: '<p>The service contract for <strong>“High-strength ship plate EH36”</strong> has been sent. <em>Please confirm it within 7 days.</em></p>',
      },
      { ago: { days: 1, hours: 2 }, read: false, ...maintenanceNotice },
    ],
  },
  {
    // locked@lowcarbonsteel.example: locked (cannot sign in; the history is still there).
    userId: 9,
    messages: [
      { ago: { days: 60 }, read: true, ...registrationApprovedMessage() },
      {
        ago: { days: 14, hours: 3 },
        read: false,
        zh: '<p><strong>账号安全提醒：</strong>您的账号因多次异常登录已被停用，如需恢复请拨打客服热线 021-96169。</p>',
        en: '<p><strong>Account security:</strong> your account has been disabled after repeated unusual sign-in attempts. Call 021-96169 to restore it.</p>',
      },
      { ago: { days: 6, hours: 2 }, read: true, ...agreementUpdateNotice },
    ],
  },
];
