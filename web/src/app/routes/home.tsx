import { Suspense, type ComponentType } from 'react';
import { Link } from 'wouter';
import { HERO_FEATURED_COUNT, HOME_CAROUSEL_FEATURED_LIMIT, MARKETING_FIGURES } from '@shop/domain';
import { useDocumentTitle } from '@/components/layouts/page';
import {
  ArrowRightIcon,
  HeadphonesIcon,
  HeadsetIcon,
  KeyboardIcon,
  MonitorIcon,
  MouseIcon,
  PercentIcon,
  PlugIcon,
  ShieldIcon,
  TruckIcon,
} from '@/components/ui/icons';
import { SearchBox } from '@/components/ui/search-box';
import { useFeaturedProducts } from '@/features/catalog/api/get-featured-products';
import { HeroFeatured, HeroFeaturedSkeleton } from '@/features/catalog/components/hero-featured';
import type { CatalogueArea } from '@/lib/i18n';
import { lazyWithMessages } from '@/lib/i18n/lazy-with-messages';
import { useT, type MessageKey } from '@/lib/i18n/use-t';
import { headerCategories } from '@/lib/shop-info';
import { useAfterPaint } from '@/lib/use-after-paint';
import './home.css';

// The carousel's, the assistant's (with order statuses) and the newsletter form's messages.
const BELOW_FOLD_AREAS: CatalogueArea[] = ['messages', 'catalog', 'chat', 'account', 'orders'];

// Below the fold: fetched once the hero has painted, so its requests do not compete with it.
const HomeBelowFold = lazyWithMessages(() => import('./home-below-fold'), 'HomeBelowFold', BELOW_FOLD_AREAS);

type IconType = ComponentType<{ size?: number }>;

const perks: { title: MessageKey; text: MessageKey; Icon: IconType }[] = [
  { title: 'home.perk.shipping', text: 'home.perk.shippingText', Icon: TruckIcon },
  { title: 'home.perk.warranty', text: 'home.perk.warrantyText', Icon: ShieldIcon },
  { title: 'home.perk.support', text: 'home.perk.supportText', Icon: HeadsetIcon },
  { title: 'home.perk.discount', text: 'home.perk.discountText', Icon: PercentIcon },
];

/** Fixed marketing texts (SPEC section 1): never read from the server. */
const stats: { value: string; label: MessageKey }[] = [
  { value: MARKETING_FIGURES.developers, label: 'home.stat.developers' },
  { value: MARKETING_FIGURES.products, label: 'home.stat.products' },
  { value: MARKETING_FIGURES.uptime, label: 'home.stat.uptime' },
];

const categoryIcons: Record<string, IconType> = {
  monitors: MonitorIcon,
  keyboards: KeyboardIcon,
  audio: HeadphonesIcon,
  mice: MouseIcon,
  accessories: PlugIcon,
};

export function HomeRoute() {
  const t = useT();
  useDocumentTitle(undefined);
  const featured = useFeaturedProducts(HOME_CAROUSEL_FEATURED_LIMIT);
  const heroProducts = (featured.data ?? []).slice(0, HERO_FEATURED_COUNT);
  const heroPainted = useAfterPaint();
  const belowFoldPlaceholder = <div className="home-below-fold-fallback" data-screen-loading />;
  return (
    <>
      <section className="hero" aria-labelledby="hero-title">
        <div className="container hero-inner">
          <div className="hero-copy">
            <p className="hero-eyebrow">{t('home.eyebrow')}</p>
            <h1 id="hero-title">{t('home.title')}</h1>
            <p className="hero-lead">{t('home.lead')}</p>
            <SearchBox size="large" placeholder={t('search.placeholderLarge')} />
            <div className="hero-actions">
              <Link to="/products" className="button button-light button-lg">
                {t('home.shopAll')} <ArrowRightIcon size={18} />
              </Link>
              <Link to="/about" className="button button-ghost-light button-lg">
                {t('home.howItWorks')}
              </Link>
            </div>
            <dl className="hero-stats">
              {stats.map((stat) => (
                <div key={stat.label}>
                  <dt>{t(stat.label)}</dt>
                  <dd>{stat.value}</dd>
                </div>
              ))}
            </dl>
          </div>
          {heroProducts.length ? (
            <HeroFeatured products={heroProducts} />
          ) : featured.status === 'loading' ? (
            <HeroFeaturedSkeleton />
          ) : (
            <div className="hero-terminal" aria-hidden="true">
              <div className="terminal-bar">
                <span />
                <span />
                <span />
              </div>
              <pre>
                <span className="t-prompt">$</span> {'devshop checkout'}{'\n'}
                <span className="t-ok">✓</span> {t('home.terminal.prices')}{'\n'}
                <span className="t-ok">✓</span> {t('home.terminal.payment')}{'\n'}
                <span className="t-ok">✓</span> {t('home.terminal.delivery')}{'\n'}
                <span className="t-ok">✓</span> {t('home.terminal.warranty')}{'\n'}
                <span className="t-prompt">$</span> <span className="t-cursor">_</span>
              </pre>
            </div>
          )}
        </div>
      </section>

      <section className="container perks" aria-label={t('home.perks')}>
        <ul className="perk-list">
          {perks.map(({ title, text, Icon }) => (
            <li key={title} className="perk">
              <span className="perk-icon">
                <Icon size={22} />
              </span>
              <span>
                <strong>{t(title)}</strong>
                <span className="perk-text">{t(text)}</span>
              </span>
            </li>
          ))}
        </ul>
      </section>

      <section className="container home-section" aria-labelledby="categories-title">
        <div className="home-section-head">
          <h2 id="categories-title" className="section-title">
            {t('home.categories')}
          </h2>
          <Link to="/products" className="home-more">
            {t('home.viewAll')} <ArrowRightIcon size={16} />
          </Link>
        </div>
        <ul className="category-grid">
          {headerCategories.map(({ slug }) => {
            const Icon = categoryIcons[slug] ?? PlugIcon;
            return (
              <li key={slug}>
                <Link to={`/products/${slug}`} className="category-card">
                  <span className="category-icon">
                    <Icon size={28} />
                  </span>
                  <span className="category-name">{t(`category.${slug}`)}</span>
                  <span className="category-text">{t(`home.blurb.${slug}`)}</span>
                </Link>
              </li>
            );
          })}
        </ul>
      </section>

      <Suspense fallback={belowFoldPlaceholder}>
        {heroPainted ? <HomeBelowFold featured={featured} /> : belowFoldPlaceholder}
      </Suspense>
    </>
  );
}
