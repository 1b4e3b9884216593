import { describe, expect, it } from 'vitest';
import { rememberProduct } from '@/lib/guards/product-return';
import { decideAccess, ROUTE_RULES, type AccessSubject } from '@/lib/guards/route-access';

const AUDITS = [undefined, null, 0, 1, 2, '0', '1', '2'] as const;
const COMPANIES = [undefined, null, '', 0, 1, 2, '0', '1', '2'] as const;
const norm = (value: unknown) =>
  value === undefined || value === null || value === '' ? null : String(value);

const PUBLIC_PATHS = [
  '/',
  '/epd/epdSearch',
  '/news',
  '/app/epd/1',
  '/Pcr',
  '/register',
  '/logins',
  '/lcaTools',
  '/about',
];
const ROUTES = ROUTE_RULES.flatMap((rule) =>
  rule.prefix ? [rule.path + '/all', rule.path + '/42'] : [rule.path],
);

function* signedInViewers(): Generator<AccessSubject> {
  for (const auditStatus of AUDITS)
    for (const companyStatus of COMPANIES) yield { signedIn: true, auditStatus, companyStatus };
}

describe('decideAccess: every guarded route × login × audit status × company status', () => {
  it('lets anyone through on public pages', () => {
    for (const path of PUBLIC_PATHS) {
      expect(decideAccess(path, { signedIn: false })).toEqual({ kind: 'allow' });
      for (const viewer of signedInViewers()) expect(decideAccess(path, viewer)).toEqual({ kind: 'allow' });
    }
  });

  it('asks a visitor to log in on every guarded route, whatever else is known', () => {
    for (const path of ROUTES) {
      for (const auditStatus of AUDITS) {
        for (const companyStatus of COMPANIES) {
          const expected = path.startsWith('/apppdf/')
            ? { kind: 'login', page: `/Loginapp?id=${path.split('/')[2]}` }
            : { kind: 'login' };
          expect(decideAccess(path, { signedIn: false, auditStatus, companyStatus }), path).toEqual(expected);
        }
      }
    }
  });

  it('sends a visitor of /apppdf/{businessId} back to the product page of that report this browser opened (business.md 2.2)', () => {
    const productReturn = rememberProduct(rememberProduct(null, { businessId: '34', epdId: '1' }), {
      businessId: '35',
      epdId: '2',
    });
    expect(decideAccess('/apppdf/34', { signedIn: false, productReturn })).toEqual({
      kind: 'login',
      page: '/app/epd/1',
    });
    expect(decideAccess('/apppdf/35', { signedIn: false, productReturn })).toEqual({
      kind: 'login',
      page: '/app/epd/2',
    });
    // A report whose product page this browser never opened: the mobile login for it.
    expect(decideAccess('/apppdf/36', { signedIn: false, productReturn })).toEqual({
      kind: 'login',
      page: '/Loginapp?id=36',
    });
    expect(decideAccess('/apppdf/%E0%A4%A', { signedIn: false })).toEqual({
      kind: 'login',
      page: '/Loginapp?id=%25E0%25A4%25A',
    });
  });

  it('keeps /user, /userinfo and /information reachable for every audit status, so users can see why', () => {
    for (const path of [
      '/user',
      '/userinfo',
      '/information',
      '/textmessage/all',
      '/changepassword',
      '/passpassword',
    ]) {
      for (const viewer of signedInViewers())
        expect(decideAccess(path, viewer), `${path} ${JSON.stringify(viewer)}`).toEqual({ kind: 'allow' });
    }
  });

  it('blocks business pages, PDFs and downloads while the personal audit is 0, and sends status 2 to /userinfo', () => {
    for (const path of [
      '/epd/epdApplyFor',
      '/dtpfg/dtpfgApplyFor',
      '/enterprise',
      '/epd/mineEpd',
      '/apppdf/77',
      '/epd/verification',
    ]) {
      for (const viewer of signedInViewers()) {
        const decision = decideAccess(path, viewer);
        if (norm(viewer.auditStatus) === '0')
          expect(decision).toEqual({ kind: 'block', notice: 'auditPending' });
        if (norm(viewer.auditStatus) === '2')
          expect(decision).toEqual({ kind: 'redirect', to: '/userinfo', notice: 'auditRejected' });
      }
    }
  });

  it('/epd/epdApplyFor and /dtpfg/dtpfgApplyFor: 1 applies, 0 warns and stays, null or 2 warn (2: "not approved") and go to /enterprise', () => {
    for (const path of ['/epd/epdApplyFor', '/dtpfg/dtpfgApplyFor']) {
      for (const viewer of signedInViewers()) {
        if (['0', '2'].includes(norm(viewer.auditStatus) ?? '')) continue;
        const decision = decideAccess(path, viewer);
        const company = norm(viewer.companyStatus);
        if (company === '1') expect(decision, path).toEqual({ kind: 'allow' });
        else if (company === '0') expect(decision, path).toEqual({ kind: 'block', notice: 'companyPending' });
        else if (company === '2')
          expect(decision, path).toEqual({ kind: 'redirect', to: '/enterprise', notice: 'companyRejected' });
        else
          expect(decision, path).toEqual({ kind: 'redirect', to: '/enterprise', notice: 'companyRequired' });
      }
    }
  });

  it('the PCR application and the company declarations need a signed-in user whose audit does not block', () => {
    for (const path of ['/Pcr/pcrApplyFor', '/Pcr/minePcr']) {
      expect(decideAccess(path, { signedIn: false })).toEqual({ kind: 'login' });
      for (const viewer of signedInViewers()) {
        const audit = norm(viewer.auditStatus);
        const decision = decideAccess(path, viewer);
        if (audit === '0') expect(decision).toEqual({ kind: 'block', notice: 'auditPending' });
        else if (audit === '2')
          expect(decision).toEqual({ kind: 'redirect', to: '/userinfo', notice: 'auditRejected' });
        // No company gate: a PCR may be asked for before the company is authenticated.
        else expect(decision).toEqual({ kind: 'allow' });
      }
    }
  });

  it('/enterprise redirects home when the company is under review or authenticated, and opens for null or 2', () => {
    for (const viewer of signedInViewers()) {
      if (['0', '2'].includes(norm(viewer.auditStatus) ?? '')) continue;
      const decision = decideAccess('/enterprise', viewer);
      const company = norm(viewer.companyStatus);
      if (company === '1')
        expect(decision).toEqual({ kind: 'redirect', to: '/', notice: 'companyAlreadyAuthenticated' });
      else if (company === '0')
        expect(decision).toEqual({ kind: 'redirect', to: '/', notice: 'companyPending' });
      else expect(decision).toEqual({ kind: 'allow' });
    }
  });

  it('never lets a signed-in user through a company-gated route without an authenticated company', () => {
    for (const path of ['/epd/epdApplyFor', '/dtpfg/dtpfgApplyFor']) {
      for (const viewer of signedInViewers()) {
        if (norm(viewer.companyStatus) !== '1') expect(decideAccess(path, viewer).kind).not.toBe('allow');
      }
    }
  });
});
