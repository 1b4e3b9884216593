// Every call the reference upstream answers, with what the spec says of it (UPSTREAM_SHAPES=spec).
//
// `spec`: named in business.md 7 or accounts.md 7 (the spec writes some paths with `/api/` or
// without the leading slash; the upstream's have neither). `request` lists the request fields the
// spec names for the call (JSON body keys, each item's keys for a list body, query keys; path
// parameters are not fields); absent, the spec names none and the call is not checked; `none`, the
// call takes none. `answer` is the shape of `data` as the entities of business.md 3 and accounts.md 3 and the
// calls of section 7 list it; absent, the spec lists no answer fields and the answer passes as it is.
// `assumed`: not named by the spec, listed under "Assumed upstream calls" (docs/spec-readings.md,
// upstream/README.md). `dev`: the back door and the demo's stand-in for the external LCA tool.
// `reference`: the reference upstream's own; with UPSTREAM_SHAPES=spec it answers 404.

export type CallKind = 'spec' | 'assumed' | 'dev' | 'reference';

export type ObjectShape = {
  readonly kind: 'object';
  readonly fields: Readonly<Record<string, Shape | true>>;
};
export type ListShape = { readonly kind: 'list'; readonly item: Shape };
export type Shape = ObjectShape | ListShape;

export type SpecCall = {
  /** `ALL` matches every method (the dev back door). */
  readonly method: 'GET' | 'POST' | 'ALL';
  /** Hono-style: `:name` is one path segment, a trailing `/*` any rest. */
  readonly path: string;
  readonly kind: CallKind;
  readonly request?: readonly string[];
  /** The body is a JSON list whose items carry the `request` fields (`/n/carbon/addApplication`). */
  readonly listBody?: boolean;
  /** A multipart body whose parts are the `request` fields; `businessType` one of UPLOAD_BUSINESS_TYPES. */
  readonly multipart?: boolean;
  readonly answer?: Shape;
};

/**
 * business.md 7 "Applications": p/attachment/upload's business types, each also "by business
 * version" (`_V{n}`, as the correction uploads send them).
 */
export const UPLOAD_BUSINESS_TYPES: readonly string[] = names(
  'LCA EPD COMPANY_LICENSE COMPANY_BILL_INFO EPD_VERIFY',
);
const UPLOAD_BUSINESS_TYPE = new RegExp(`^(${UPLOAD_BUSINESS_TYPES.join('|')})(_V\\d{1,3})?$`);

export function isSpecBusinessType(value: string): boolean {
  return UPLOAD_BUSINESS_TYPE.test(value.trim().toUpperCase());
}

// ---- Shapes -------------------------------------------------------------------------------

/** Field names written as the spec lists them, separated by spaces. */
function names(...lists: string[]): string[] {
  return lists.flatMap((list) => list.split(/\s+/).filter(Boolean));
}

/** An object of named scalar fields (space-separated) and, as `{name: shape}`, nested ones. */
function object(...parts: (string | Record<string, Shape>)[]): ObjectShape {
  const fields: Record<string, Shape | true> = {};
  for (const part of parts) {
    if (typeof part === 'string') for (const name of names(part)) fields[name] = true;
    else Object.assign(fields, part);
  }
  return { kind: 'object', fields };
}

function listOf(item: Shape): ListShape {
  return { kind: 'list', item };
}

/** business.md 7 (p/epd/page): "returns data.list, totals, pageSize, pageNum". */
function page(item: Shape): ObjectShape {
  return object({ list: listOf(item) }, 'totals pageSize pageNum');
}

/** accounts.md 7 (inner messages, agreements) and business.md 7 (verification): "list and totals". */
function listAndTotals(item: Shape): ObjectShape {
  return object({ list: listOf(item) }, 'totals');
}

/** A node whose `children` field holds nodes of its own shape (menus, dictionary trees). */
function tree(children: string, fields: string): ObjectShape {
  const node = object(fields);
  (node.fields as Record<string, Shape | true>)[children] = listOf(node);
  return node;
}

// ---- The spec's entities (business.md 3, accounts.md 3) -------------------------------------

const EPD_PUBLIC =
  'id productName productNameEn businessId businessIdEn companyName companyCode epdRegistrationNumber ' +
  'epdExpirationDate pcrProductName productType cnAttachmentId enAttachmentId gwp100 isDataStubs ' +
  'dataStubsBlocktime dataStubsTxhash isReportStubs reportStubsBlocktime reportStubsTxhash';
// business.md 2.2: the mobile product page "loads the EPD" (GET /n/epd/{id}).
const MOBILE_PRODUCT_PAGE = 'companyNameEn productAddress productAddressEn';

const PORTAL_USER_VO = object(
  'id userName userAccount companyName companyCode auditStatus accountType industryCategoryName',
  'reasonReject companyType',
);
const TOKEN_VO = object('token');
const LOGIN_ANSWER = object({ portalUserVO: PORTAL_USER_VO, tokenVO: TOKEN_VO });

const DICT_ITEM = tree('childrens', 'id itemCode itemValue itemDesc i18nCode parentId');
const MENU_ENTRY = tree('children', 'menuName url code');
const AGREEMENT = object('id agreementType agreementVersion publishTime failureTime agreementContent');
const CAPTCHA = object(
  'captchaType clientUid ts token pointJson secretKey originalImageBase64 jigsawImageBase64 wordList',
);
const INNER_MESSAGE = object('id status sendMsg sendTime');

const VERIFICATION_RECORD = object(
  'id epdRegistrationNumber userPosition companyName country userEmail userContact relational',
  'verifyState remark',
);
const VERIFICATION_ATTACHMENT = object('id fileName uploadDate feedbackTime feedbackMsg');

const CARBON_LIST_ITEM = object('id productName applyTime publishStatus pcrName');
const PRODUCT_DETAIL = object(
  'applyId id productName productType lcaAttachmentCn dataAttachment epdAttachmentTest epdAttachmentCn',
  'epdAttachmentEn lcaValidateStatus',
);
const QUOTE = object('id attachmentPdfId status');
const CONTRACT = object('id applyId status', { contractAttachmentVO: object('name attachmentId') });

const PCR = object(
  'pcrNumber productName enProductName registerNo author productClass pcrDesc attachmentId',
  'enAttachmentId id',
);
const TEMPLATE_MODEL = object('code attachmentId');
const NEWS = object('id newsTitle newsAbstract newsEditor newsContent indexPicture publishTime newestFlag', {
  pubDate: object('date'),
});
const ANNOUNCEMENT = object('id title summary content publishTime', {
  attachmentList: listOf(object('id name')),
});
const RESOURCE = object(
  'id resourceName resourceIntroduce resourceImageId cnResourceFileId enResourceFileId',
);
const GPI_ENTRY = object('i18n attachmentId attachmentName enable');
const FRIENDLY_LINK_TYPE = object('id code name enName');
const FRIENDLY_LINK = object('id link companyName typeCode attachmentId');

// ---- Request fields the spec names -----------------------------------------------------------

// accounts.md 3 "Registration" ("mobile or e-mail": the e-mail travels as userAccount).
const REGISTRATION = names(
  'mobile password verify industryCategory companyName companyForm newuserAccount userPassword userAccount',
);
// accounts.md 3 "Supplement company info".
const SUPPLEMENT = names(
  'userName companyType contacts department job iprofessionId professionId productTypeHierarchy',
  'otherProfession demand channelId newchannelId otherChannel',
);
// business.md 3 "EPD verification submission".
const VERIFICATION_SUBMISSION = names(
  'userId userContact epdRegistrationNumber userPosition companyName country region userEmail relationalId',
  'supplement remark uploadAttachmentId',
);
// business.md 3 "Low-carbon steel application item".
const LCES_ITEM = names('companyName introduction productName process attachmentId checkList');
// business.md 3 "Feedback" (the form plus the captcha token).
const FEEDBACK = names('companyName nickname phone mail information token');
const EPD_PAGE = names(
  'companyName companyCode pcrNumber epdValidTime pageNum pageSize epdEffectiveDate epdExpirationDate',
  'epdKeyword loginCompanyCode',
);

// ---- The table ---------------------------------------------------------------------------------

/** `request` as the spec lists it: names separated by spaces; `none` for a call that takes none. */
type Details = Omit<SpecCall, 'method' | 'path' | 'kind' | 'request'> & {
  request?: string | readonly string[];
};

function call(kind: CallKind, route: string, { request, ...details }: Details = {}): SpecCall {
  const [method, path] = route.split(' ') as [SpecCall['method'], string];
  return {
    method,
    path,
    kind,
    ...(request === undefined ? {} : { request: typeof request === 'string' ? names(request) : request }),
    ...details,
  };
}
const spec = (route: string, details?: Details) => call('spec', route, details);
const none: readonly string[] = [];

export const SPEC_CALLS: readonly SpecCall[] = [
  // accounts.md 7: menu, texts, visits, session.
  spec('GET /n/menu/all', { request: none, answer: listOf(MENU_ENTRY) }),
  spec('GET /n/text/all', { request: none }),
  spec('POST /n/pvuv/count'),
  spec('GET /n/user/verify', { request: none }),
  spec('GET /p/user/logout', { request: none }),
  spec('POST /p/user/refresh/token', { request: none, answer: object({ tokenVO: TOKEN_VO }) }),

  // accounts.md 7: dictionaries (accounts.md 3 "Dictionary item"); business.md 7 getItemDetail.
  spec('GET /n/dict/list/:type', { request: none, answer: listOf(DICT_ITEM) }),
  spec('GET /p/dict/list/:type', { request: none, answer: listOf(DICT_ITEM) }),
  spec('GET /p/dict/tree/:type', { request: none, answer: listOf(DICT_ITEM) }),
  spec('POST /n/dict/getItemDetail', { request: 'typeCode itemCode', answer: DICT_ITEM }),

  // accounts.md 7: captcha (accounts.md 3 "Captcha") and codes.
  spec('POST /n/captcha/get', { request: 'captchaType clientUid ts', answer: CAPTCHA }),
  spec('POST /n/captcha/check', { request: 'captchaType pointJson token' }),
  call('assumed', 'POST /n/captcha/verify'),
  spec('POST /n/plat/sms/checkcode/uc', { request: 'smsTemplateType inlet phoneNumber token' }),
  spec('POST /n/plat/sms/checkcode/simple', { request: 'smsTemplateType phoneNumber inlet' }),
  spec('POST /n/user/email/verify/send', { request: 'userAccount token inlet' }),
  spec('POST /n/user/email/rest/send', { request: 'userAccount token inlet' }),
  spec('POST /n/user/email/logoff/send', { request: 'userAccount captchaType token inlet' }),

  // accounts.md 7, 4.1, 4.6: login, registration, password (accounts.md 3 portalUserVO, tokenVO).
  spec('POST /n/user/login/uc', { request: 'mobile password', answer: LOGIN_ANSWER }),
  spec('POST /n/user/loginOrRegister/uc', { request: 'mobile password', answer: LOGIN_ANSWER }),
  call('assumed', 'POST /n/user/mobile/registered'),
  spec('POST /n/user/register/uc', { request: REGISTRATION }),
  spec('POST /n/user/getPublicKey', { request: 'userAccount' }),
  spec('POST /n/user/email/login', { request: 'userAccount userPassword', answer: LOGIN_ANSWER }),
  spec('POST /n/user/email/register', { request: REGISTRATION }),
  spec('POST /n/user/email/check/rest', { request: 'userAccount verify', answer: LOGIN_ANSWER }),
  spec('POST /p/user/email/change/pass', { request: 'id newuserAccount userPassword' }),

  // accounts.md 7: the user and the company (accounts.md 3 "User detail", "Company status", "Company detail").
  spec('POST /p/user/name/update', { request: SUPPLEMENT }),
  spec('POST /p/user/updateUserName', { request: 'userName' }),
  spec('POST /p/user/modify'),
  spec('GET /p/portal/user/detail/:id', {
    request: none,
    answer: object('userStatus userName auditStatus'),
  }),
  spec('GET /p/portal/company/user/:userId', {
    request: none,
    answer: object('companyStatus companyName companyEmail id'),
  }),
  spec('GET /p/company/detail/:companyCode', { request: none, answer: object('companyType') }),
  spec('POST /p/company/insert/uc'),
  spec('POST /p/company/updateMail', { request: 'companyEmail id' }),

  // accounts.md 7: agreements (accounts.md 3 "Agreement").
  spec('POST /n/agreement/now', { request: 'agreementType i18n', answer: AGREEMENT }),
  spec('POST /n/agreement/list', {
    request: 'pageSize pageNum agreementType i18n',
    answer: listAndTotals(AGREEMENT),
  }),
  spec('POST /n/agreement/details', { request: 'id i18n', answer: AGREEMENT }),

  // accounts.md 7: system messages (accounts.md 3 "Inner message").
  spec('POST /p/epd/inner/count', { request: 'status type' }),
  spec('POST /p/epd/inner/list', {
    request: 'pageNum pageSize type inlet',
    answer: listAndTotals(INNER_MESSAGE),
  }),
  spec('POST /p/epd/inner/read', { request: 'id' }),
  spec('POST /p/epd/inner/readAll', { request: 'id' }),

  // business.md 7 "Verification", "Applications": regions, uploads, files by id.
  spec('GET /p/region/:code', { request: none }),
  spec('POST /p/attachment/upload', {
    request: 'businessType reportType file',
    multipart: true,
    answer: object('id'),
  }),
  spec('GET /p/attachment/download/:id', { request: none }),
  spec('GET /n/attachment/download/token/:id', { request: 'Authorization' }),
  spec('GET /n/attachment/online/:id', { request: none }),

  // accounts.md 7, business.md 7 "Company, user": log-off, the LCA subscription and tool.
  spec('POST /n/user/getLogoff', { request: 'userAccount captchaType token' }),
  spec('POST /p/user/logoff', { request: 'mobile password' }),
  spec('POST /p/revoke/logoff', { request: none }),
  spec('POST /p/subscription/subscribe', {
    request: 'mobile username companyName industryCategory position',
  }),
  spec('GET /p/subscription/checkSubscription', { request: none }),
  spec('GET /p/epd/tools/refer/user', { request: none }),
  call('dev', 'GET /lca-tool'),

  // business.md 7 "EPD, PCR, search" (business.md 3 "EPD (public)", "Mobile product page data", "PCR").
  spec('GET /n/epd/:id', { request: none, answer: object(EPD_PUBLIC, MOBILE_PRODUCT_PAGE) }),
  spec('POST /p/epd/page', { request: EPD_PAGE, answer: page(object(EPD_PUBLIC)) }),
  spec('GET /p/company/list', { request: none }),
  spec('GET /p/pcr/list', { request: none, answer: listOf(PCR) }),
  spec('POST /p/pcr/page', {
    request: 'pcrKeyword pcrNumber pageNum pageSize',
    answer: page(PCR),
  }),
  spec('POST /n/access/records/create', { request: 'userId userCode accessPage accessData' }),
  spec('GET /p/system/setting/:key', { request: none, answer: object('fieldValue') }),
  spec('GET /p/attachment/download/business/EPD/:id', { request: none }),
  spec('GET /p/attachment/download/business/PCR/:id', { request: none }),
  spec('GET /p/attachment/download/epd/:productNumber', { request: none }),
  spec('GET /p/epd/download/:id', { request: none }),
  spec('GET /p/get/qr/attachment/:epdId', { request: none, answer: object('attachmentId') }),

  // business.md 7 "Content" (business.md 3 "News", "Announcement", "Resource", "GPI entry", "Friendly link").
  spec('POST /n/portal/list/news', {
    request: 'newsPublisher newsTitle pageNum pageSize publishEndTime publishStartTime',
    answer: page(NEWS),
  }),
  spec('POST /n/portal/get/news/get', { request: 'id', answer: NEWS }),
  spec('POST /n/portal/index/list/news', { request: none, answer: listOf(NEWS) }),
  spec('POST /n/announcement/list', {
    request: 'title pageNum pageSize',
    answer: page(ANNOUNCEMENT),
  }),
  spec('POST /n/announcement/get', { request: 'id', answer: ANNOUNCEMENT }),
  spec('POST /n/resource/manage/page', { request: 'pageNum pageSize type', answer: page(RESOURCE) }),
  spec('GET /n/page/about', { request: none }),
  spec('GET /n/page/serve', { request: none }),
  spec('GET /n/page/pricing', { request: none }),
  spec('GET /n/gpi/new', { request: none, answer: listOf(GPI_ENTRY) }),
  spec('POST /n/friendly/type', {
    request: 'pageSize pageNum inlet',
    answer: page(FRIENDLY_LINK_TYPE),
  }),
  spec('GET /n/friendly/link', { request: none, answer: listOf(FRIENDLY_LINK) }),

  // business.md 7 "Applications" (business.md 3 "Template model", "Carbon application list item",
  // "Application detail per product", "Service quote", "Contract").
  spec('POST /p/productCategory/list', { request: 'id' }),
  spec('POST /p/model/manage/page', {
    request: 'pageNum pageSize i18n',
    answer: page(TEMPLATE_MODEL),
  }),
  spec('GET /p/lca/categories', { request: none }),
  spec('GET /p/lca/technology/:id', { request: none }),
  spec('POST /p/apply/for/save', { request: 'epd apply' }),
  spec('GET /n/carbon/list', { request: none, answer: listOf(CARBON_LIST_ITEM) }),
  spec('POST /p/epd/apply', { request: 'id', answer: listOf(PRODUCT_DETAIL) }),
  spec('POST /p/price/info', { request: 'id', answer: QUOTE }),
  spec('POST /p/price/confirm', { request: 'id', answer: QUOTE }),
  spec('POST /p/price/refuse', { request: 'id', answer: QUOTE }),
  spec('POST /p/contract/info', { request: 'id', answer: CONTRACT }),
  spec('POST /p/contract/confirm', { request: 'applyId id', answer: CONTRACT }),
  spec('POST /p/contract/refuse', { request: 'applyId id', answer: CONTRACT }),
  spec('POST /p/lca/attachment/update'),
  spec('POST /p/data/attachment/update'),
  spec('POST /p/epd/attachment/update'),
  spec('POST /p/lca/validate/updateState', { request: 'status applyId' }),
  spec('GET /n/carbon/downloadAttachment', { request: 'id businessType Authorization' }),
  spec('POST /n/carbon/addApplication', { request: LCES_ITEM, listBody: true }),
  spec('GET /p/template/download/:file', { request: none }),

  // business.md 7 "Verification" (business.md 3 "Verification record", "Attachment").
  spec('POST /p/epd/verify/list', {
    request: 'pageNum pageSize total',
    answer: listAndTotals(VERIFICATION_RECORD),
  }),
  spec('GET /p/epd/verify/detail/:id', { request: none, answer: VERIFICATION_RECORD }),
  spec('GET /p/epd/verify/attachment/:id', { request: none, answer: listOf(VERIFICATION_ATTACHMENT) }),
  spec('POST /p/epd/verify/insert', { request: VERIFICATION_SUBMISSION }),

  // business.md 7: PCR application and feedback; the list of one's PCR applications is assumed.
  spec('POST /p/pcr/insert', { request: 'productName product' }),
  call('assumed', 'POST /p/pcr/apply/list'),
  spec('POST /p/suggest/save', { request: FEEDBACK }),

  // The back door (UPSTREAM_DEV_OPS=1), never part of the contract.
  call('dev', 'ALL /__dev/*'),
];

// ---- Lookup and answer filtering --------------------------------------------------------------

type CompiledCall = { call: SpecCall; pattern: RegExp; params: number };

function compile(call: SpecCall): CompiledCall {
  const wildcard = call.path.endsWith('/*');
  const base = wildcard ? call.path.slice(0, -2) : call.path;
  const source = base
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return {
    call,
    pattern: new RegExp(`^${source}${wildcard ? '(?:/.*)?' : ''}$`),
    params: (call.path.match(/:/g)?.length ?? 0) + (wildcard ? 100 : 0),
  };
}

/** Finds the table's entry for a request; a literal path wins over a pattern. */
export function specCallMatcher(
  table: readonly SpecCall[],
): (method: string, path: string) => SpecCall | undefined {
  const compiled = table.map(compile).sort((a, b) => a.params - b.params);
  return (method, path) => {
    const wanted = method === 'HEAD' ? 'GET' : method;
    return compiled.find(
      ({ call, pattern }) => (call.method === 'ALL' || call.method === wanted) && pattern.test(path),
    )?.call;
  };
}

/** The entry that classifies a registered route (its method and Hono path), if any. */
export function classifyRoute(
  table: readonly SpecCall[],
  method: string,
  path: string,
): SpecCall | undefined {
  return table.find((call) => {
    if (call.method !== 'ALL' && call.method !== method) return false;
    if (call.path.endsWith('/*')) return path.startsWith(call.path.slice(0, -1));
    return call.path === path;
  });
}

/** Keeps the fields `shape` lists (never adds one); values of another kind pass unchanged. */
export function keepShape(value: unknown, shape: Shape): unknown {
  if (shape.kind === 'list') {
    return Array.isArray(value) ? value.map((item: unknown) => keepShape(item, shape.item)) : value;
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return value;
  const kept: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(value)) {
    if (!Object.hasOwn(shape.fields, name)) continue;
    const fieldShape = shape.fields[name] as Shape | true;
    kept[name] = fieldShape === true ? field : keepShape(field, fieldShape);
  }
  return kept;
}
