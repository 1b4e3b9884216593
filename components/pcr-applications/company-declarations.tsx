import { getLocale, getTranslations } from 'next-intl/server';
import { formatChinaDate } from '@/lib/content/china-time';
import { isLocale } from '@/lib/i18n/routing';
import type { CompanyDeclaration } from '@/lib/pcr-applications/company-declaration';

/** The company's published declarations with their product pages and, where business.md 6 allows it, a server-drawn QR code. */
export async function CompanyDeclarations({ declarations }: { declarations: CompanyDeclaration[] }) {
  const [t, locale] = await Promise.all([getTranslations('minePcr'), getLocale()]);
  return (
    <ul className="mt-6 grid gap-5 lg:grid-cols-2" data-testid="company-declarations">
      {declarations.map((declaration) => {
        const fileName = `${declaration.registrationNumber}-qr.svg`.replace(/[^\w.-]+/g, '-');
        return (
          <li
            key={declaration.id}
            className="flex flex-col gap-4 rounded-card border border-line bg-surface p-5 shadow-card sm:flex-row sm:gap-5"
            data-testid="company-declaration"
          >
            {declaration.qr ? (
              <figure className="w-28 shrink-0 sm:w-32">
                <svg
                  role="img"
                  aria-label={t('qrAlt', { number: declaration.registrationNumber })}
                  viewBox={`0 0 ${declaration.qr.drawing.size} ${declaration.qr.drawing.size}`}
                  shapeRendering="crispEdges"
                  className="block h-auto w-full rounded-md border border-line bg-white"
                  data-qr-text={declaration.qr.drawing.text}
                >
                  <path fill="#000" d={declaration.qr.drawing.path} />
                </svg>
                <figcaption className="mt-1 text-center font-mono text-[11px] break-all text-ink-muted">
                  {declaration.registrationNumber}
                </figcaption>
              </figure>
            ) : null}
            <div className="min-w-0 flex-1 space-y-2 text-sm">
              <h3 className="text-base font-semibold text-steel-900" lang={declaration.productNameLang}>
                {declaration.productName}
              </h3>
              <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-ink-muted">
                <dt>{t('registrationNumber')}</dt>
                <dd className="font-mono text-ink">{declaration.registrationNumber}</dd>
                {declaration.pcr ? (
                  <>
                    <dt>{t('pcr')}</dt>
                    <dd className="text-ink">
                      {[declaration.pcr.number, declaration.pcr.name].filter(Boolean).join(' · ')}
                    </dd>
                  </>
                ) : null}
                <dt>{t('validUntil')}</dt>
                <dd className={declaration.expired ? 'text-danger-600' : 'text-ink'}>
                  {declaration.expirationDate
                    ? formatChinaDate(declaration.expirationDate, isLocale(locale) ? locale : 'zh')
                    : '—'}
                  {declaration.expired ? ` (${t('expired')})` : null}
                </dd>
              </dl>
              <div className="flex flex-wrap gap-x-4 gap-y-1 pt-1">
                {/* The product page is the Pages Router's: a plain link. */}
                <a
                  href={declaration.productPath}
                  className="font-medium text-steel-700 underline-offset-4 hover:text-leaf-700 hover:underline"
                >
                  {t('productPage')}
                </a>
                {declaration.qr ? (
                  <a
                    href={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(declaration.qr.file)}`}
                    download={fileName}
                    className="font-medium text-steel-700 underline-offset-4 hover:text-leaf-700 hover:underline"
                  >
                    {t('saveQr')}
                  </a>
                ) : null}
              </div>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
