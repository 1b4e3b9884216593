import type { MessageText } from '../accounts/message-texts.ts';
import { REFUSAL_CODE } from '../accounts/refusals.ts';
import { escapeHtml } from '../http/html.ts';
import { UpstreamError } from '../http/errors.ts';
import type { Language } from '../http/language.ts';
import { FLOW_NODES } from './application-states.ts';

// What the platform says about applications: its refusals (business.md 8: "the server message
// is shown", so they travel localised, HTTP 200 with code 500) and the system messages its back
// office sends the applicant (HTML, both languages).

export const applicationRefusals = {
  auditUnderReview: {
    zh: '注册信息审核中，暂不能办理业务',
    en: 'Your registration information is under review',
  },
  auditRejected: { zh: '注册信息未通过审核，请重新填写企业名称', en: 'Please re-enter your company name' },
  companyUnderReview: {
    zh: '企业认证正在审核中，审核通过后才能办理此业务',
    en: 'Your company certification is pending review',
  },
  companyNotAuthenticated: {
    zh: '企业尚未认证，请先完成企业认证',
    en: 'Your company is not authenticated. Please complete company authentication first',
  },
  applicationNotFound: { zh: '申请不存在', en: 'Application not found' },
  productNotFound: { zh: '申请中不存在该产品', en: 'Product not found in this application' },
  mixedProductTypes: {
    zh: '同一申请中的产品类型须一致（EPD 或 CFP）',
    en: 'All products of one application must be of the same type (EPD or CFP)',
  },
  quoteNotFound: { zh: '服务报价不存在', en: 'Service quote not found' },
  quoteNotAwaiting: {
    zh: '服务报价当前不是待确认状态，无法确认或拒绝',
    en: 'This service quote is not awaiting your confirmation',
  },
  contractNotFound: { zh: '合同不存在', en: 'Contract not found' },
  contractNotAwaiting: {
    zh: '合同当前不是待确认状态，无法确认或拒绝',
    en: 'This contract is not awaiting your confirmation',
  },
  correctionNotRequested: {
    zh: '仅在平台要求修改 LCA 数据时可以更新附件',
    en: 'Files can be replaced only while the platform asks for an LCA data correction',
  },
  noDataChangeToConfirm: {
    zh: '当前没有需要确认的数据修改',
    en: 'There is no data change to confirm',
  },
  // The application's uploads (business.md 5), checked on p/attachment/upload.
  pdfOnly: { zh: '仅支持上传 PDF 格式的文件', en: 'Only PDF files can be uploaded' },
  zipOnly: { zh: '上传仅支持 ZIP 格式', en: 'Upload supports ZIP format only' },
  excelOnly: {
    zh: '请上传 Excel 文件（xls、xlsx 或 xlsm）',
    en: 'Please upload an Excel file (xls, xlsx or xlsm)',
  },
  dataSheetType: {
    zh: '数据收集表须为 ZIP 压缩包或 Excel 工作簿',
    en: 'The data collection sheet must be a ZIP archive or an Excel workbook',
  },
  fileNameTooLong: {
    zh: '文件名不能超过 160 个字符',
    en: 'The file name must not be longer than 160 characters',
  },
} as const satisfies Record<string, MessageText>;

export type ApplicationRefusalKey = keyof typeof applicationRefusals;

export function applicationRefusal(key: ApplicationRefusalKey, language: Language): UpstreamError {
  return new UpstreamError(REFUSAL_CODE, applicationRefusals[key][language]);
}

const MY_APPLICATIONS = '/epd/mineEpd';

function products(names: readonly string[]): { zh: string; en: string } {
  const quoted = names.map((name) => `“${escapeHtml(name)}”`);
  return { zh: quoted.join('、'), en: quoted.join(', ') };
}

function link(type: string): string {
  return `${MY_APPLICATIONS}?type=${type}`;
}

export function applicationSubmittedMessage(names: readonly string[], type: string): MessageText {
  const name = products(names);
  return {
    zh: `<p>您的申请 <strong>${name.zh}</strong> 已提交成功，平台将在 3 个工作日内出具服务报价，请在<a href="${link(type)}">我的申请</a>中查看进度。</p>`,
    en: `<p>Your application for <strong>${name.en}</strong> has been submitted. We will send a service quote within 3 working days; follow it under <a href="${link(type)}">My applications</a>.</p>`,
  };
}

export function quoteSentMessage(names: readonly string[], type: string, amount: string): MessageText {
  const name = products(names);
  return {
    zh: `<p>申请 <strong>${name.zh}</strong> 的服务报价（<strong>¥${amount}</strong>）已生成，请在<a href="${link(type)}">我的申请</a>中确认或拒绝报价。</p>`,
    en: `<p>The service quote for <strong>${name.en}</strong> (<strong>CNY ${amount}</strong>) is ready. Please confirm or reject it under <a href="${link(type)}">My applications</a>.</p>`,
  };
}

export function contractSentMessage(names: readonly string[], type: string): MessageText {
  const name = products(names);
  return {
    zh: `<p>申请 <strong>${name.zh}</strong> 的服务合同已发起，<em>请在 7 日内</em>于<a href="${link(type)}">我的申请</a>中确认。</p>`,
    en: `<p>The service contract for <strong>${name.en}</strong> has been sent. <em>Please confirm it within 7 days</em> under <a href="${link(type)}">My applications</a>.</p>`,
  };
}

export function nodeReachedMessage(names: readonly string[], type: string, node: number): MessageText {
  const name = products(names);
  const definition = FLOW_NODES.find((entry) => entry.node === node);
  return {
    zh: `<p>您的申请 <strong>${name.zh}</strong> 已进入 <strong>${definition?.zh ?? node}</strong> 阶段，请在<a href="${link(type)}">我的申请</a>中跟踪进度。</p>`,
    en: `<p>Your application for <strong>${name.en}</strong> has reached the <strong>${definition?.en ?? node}</strong> stage. Follow it under <a href="${link(type)}">My applications</a>.</p>`,
  };
}

/** `noteHtml` is the operator's own HTML and goes in as written. */
export function lcaCorrectionMessage(
  names: readonly string[],
  type: string,
  noteHtml: string | null,
): MessageText {
  const name = products(names);
  return {
    zh: `<p>申请 <strong>${name.zh}</strong> 的 LCA 数据<strong>需要修改</strong>。</p>${noteHtml ?? ''}<p>请在<a href="${link(type)}">我的申请</a>中重新上传文件，并点击“确认数据修改”。</p>`,
    en: `<p>The LCA data of <strong>${name.en}</strong> <strong>need a correction</strong>.</p>${noteHtml ?? ''}<p>Please upload the corrected files under <a href="${link(type)}">My applications</a> and press “Confirm data change”.</p>`,
  };
}

export function publishedMessage(
  published: readonly {
    productName: string;
    productNameEn: string | null;
    registrationNumber: string;
    epdId: number;
  }[],
  type: string,
): MessageText {
  const zh = published
    .map(
      (entry) =>
        `<strong>${escapeHtml(entry.registrationNumber)}</strong>（${escapeHtml(entry.productName)}，<a href="/app/epd/${entry.epdId}">查看产品页面</a>）`,
    )
    .join('、');
  const en = published
    .map(
      (entry) =>
        `<strong>${escapeHtml(entry.registrationNumber)}</strong> (${escapeHtml(entry.productNameEn ?? entry.productName)}, <a href="/app/epd/${entry.epdId}">product page</a>)`,
    )
    .join(', ');
  return {
    zh: `<p>恭喜！您的声明 ${zh} 已发布，数据与报告已完成区块链存证。证书与碳标识可在<a href="${link(type)}">我的申请</a>中下载，已发布的声明列在<a href="/Pcr/minePcr?type=${type}">我的声明</a>中。</p>`,
    en: `<p>Congratulations! Your declaration ${en} has been published and its data and report are anchored on the blockchain. Download the certificate and the carbon mark under <a href="${link(type)}">My applications</a>; the published declaration is listed under <a href="/Pcr/minePcr?type=${type}">My declarations</a>.</p>`,
  };
}

/** A low-carbon-emission steel evaluation is published: its certificate and mark wait in My applications. */
export function evaluationPublishedMessage(names: readonly string[], certificateNumber: string): MessageText {
  const name = products(names);
  const number = escapeHtml(certificateNumber);
  return {
    zh: `<p>恭喜！您的低碳排放钢评价申请 <strong>${name.zh}</strong> 已通过评价，证书编号 <strong>${number}</strong>。证书与标识可在<a href="${MY_APPLICATIONS}?type=LCES">我的申请</a>中下载。</p>`,
    en: `<p>Congratulations! Your low-carbon-emission steel evaluation of <strong>${name.en}</strong> has been published under certificate <strong>${number}</strong>. Download the certificate and the mark under <a href="${MY_APPLICATIONS}?type=LCES">My applications</a>.</p>`,
  };
}
