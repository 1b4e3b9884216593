import { escapeHtml } from '../http/html.ts';

// The texts of the system messages the platform sends on its own (both languages,
// HTML), shared by the seed and the back-office operations under /__dev/.

export type MessageText = { zh: string; en: string };

export function registrationApprovedMessage(): MessageText {
  return {
    zh: '<p>您的注册信息已审核通过，欢迎使用低碳钢 EPD 平台。请前往<a href="/enterprise">企业认证</a>完善企业信息，认证通过后即可申请 EPD。</p>',
    en: '<p>Your registration has been approved. Welcome to the Low-Carbon Steel EPD Platform. Please complete your <a href="/enterprise">company authentication</a>; once it is approved you can apply for EPDs.</p>',
  };
}

/** `reasonHtml` is the back office's own HTML and goes in as written. */
export function registrationRejectedMessage(reasonHtml: string | null): MessageText {
  const reason = reasonHtml ?? '';
  return {
    zh: `<p>您的注册信息未通过审核。</p>${reason}<p>请在<a href="/userinfo">修改注册信息</a>页面按要求修改后重新提交。</p>`,
    en: `<p>Your registration was not approved.</p>${reason}<p>Please correct it on the <a href="/userinfo">registration details</a> page and submit it again.</p>`,
  };
}

export function companySubmittedMessage(companyName: string): MessageText {
  const name = escapeHtml(companyName);
  return {
    zh: `<p>企业认证申请已提交：<strong>${name}</strong>。平台将在 1–3 个工作日内完成审核，审核结果将通过系统消息通知您。</p>`,
    en: `<p>Company authentication submitted for <strong>${name}</strong>. We review it within 1–3 working days and will tell you the result by system message.</p>`,
  };
}

export function companyApprovedMessage(companyName: string): MessageText {
  const name = escapeHtml(companyName);
  return {
    zh: `<p>恭喜！<strong>${name}</strong> 的企业认证已通过审核。您现在可以<a href="/epd/epdApplyFor">申请 EPD</a>，并在<a href="/user">个人中心</a>查看企业信息。</p>`,
    en: `<p>Congratulations! The company authentication of <strong>${name}</strong> has been approved. You can now <a href="/epd/epdApplyFor">apply for an EPD</a> and see your company in the <a href="/user">personal centre</a>.</p>`,
  };
}

/** `reasonHtml` is the back office's own HTML and goes in as written. */
export function companyRejectedMessage(companyName: string, reasonHtml: string | null): MessageText {
  const name = escapeHtml(companyName);
  const reason = reasonHtml ?? '';
  return {
    zh: `<p><strong>${name}</strong> 的企业认证未通过审核。</p>${reason}<p>请修改后在<a href="/enterprise">企业认证</a>页面重新提交。</p>`,
    en: `<p>The company authentication of <strong>${name}</strong> was not approved.</p>${reason}<p>Please correct it and submit again on the <a href="/enterprise">company authentication</a> page.</p>`,
  };
}
