import { getTranslations } from 'next-intl/server';

const STEPS = ['authenticate', 'apply', 'verify', 'publish'] as const;

/** From company authentication to a published declaration with a QR code on the product. */
export async function HowItWorks() {
  const t = await getTranslations('home.steps');
  return (
    <section aria-labelledby="steps-title" className="container-page below-fold py-14 sm:py-16">
      <div className="max-w-2xl">
        <h2 id="steps-title" className="text-2xl font-semibold tracking-tight text-steel-900 sm:text-3xl">
          {t('title')}
        </h2>
        <p className="mt-3 text-ink-muted">{t('lead')}</p>
      </div>
      <ol className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {STEPS.map((step, index) => (
          <li key={step} className="relative rounded-card border border-line bg-surface p-5">
            <span className="step-number">{index + 1}</span>
            <h3 className="mt-4 font-semibold text-steel-900">{t(`${step}.title`)}</h3>
            <p className="mt-1.5 text-sm leading-relaxed text-ink-muted">{t(`${step}.body`)}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
