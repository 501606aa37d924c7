import { lazy, Suspense, type ComponentType } from 'react';
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
import { headerCategories } from '@/lib/shop-info';
import { useAfterPaint } from '@/lib/use-after-paint';
import './home.css';

// Below the fold: fetched once the hero has painted, so its requests do not compete with it.
const HomeBelowFold = lazy(async () => ({ default: (await import('./home-below-fold')).HomeBelowFold }));

type IconType = ComponentType<{ size?: number }>;

const perks: { title: string; text: string; Icon: IconType }[] = [
  { title: 'Free Shipping', text: 'On orders of 50K RWF and above', Icon: TruckIcon },
  { title: '2-Year Warranty', text: 'Backed by manufacturers and suppliers', Icon: ShieldIcon },
  { title: '24/7 Support', text: 'We answer by email and phone, any time', Icon: HeadsetIcon },
  { title: '2% Off Your First Order', text: 'For newsletter subscribers', Icon: PercentIcon },
];

/** Fixed marketing texts (SPEC section 1): never read from the server. */
const stats = [
  { value: MARKETING_FIGURES.developers, label: 'Developers' },
  { value: MARKETING_FIGURES.products, label: 'Products' },
  { value: MARKETING_FIGURES.uptime, label: 'Uptime' },
];

const categoryIcons: Record<string, IconType> = {
  monitors: MonitorIcon,
  keyboards: KeyboardIcon,
  audio: HeadphonesIcon,
  mice: MouseIcon,
  accessories: PlugIcon,
};

const categoryBlurbs: Record<string, string> = {
  monitors: 'Sharp screens for long sessions',
  keyboards: 'Mechanical, low-profile and split',
  audio: 'Headphones and mics for focus and calls',
  mice: 'Ergonomic and precise',
  accessories: 'Hubs, stands, cables and more',
};

export function HomeRoute() {
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
            <p className="hero-eyebrow">Developer hardware in Rwanda</p>
            <h1 id="hero-title">Gear up for your best code</h1>
            <p className="hero-lead">
              Monitors, keyboards, mice, audio and accessories for developers. Prices in RWF with 18% VAT included,
              paid by mobile money and delivered by bike.
            </p>
            <SearchBox size="large" placeholder="Search keyboards, monitors, headphones…" />
            <div className="hero-actions">
              <Link to="/products" className="button button-light button-lg">
                Shop All Products <ArrowRightIcon size={18} />
              </Link>
              <Link to="/about" className="button button-ghost-light button-lg">
                How DevShop works
              </Link>
            </div>
            <dl className="hero-stats">
              {stats.map((stat) => (
                <div key={stat.label}>
                  <dt>{stat.label}</dt>
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
                <span className="t-prompt">$</span> devshop checkout{'\n'}
                <span className="t-ok">✓</span> prices in RWF, 18% VAT included{'\n'}
                <span className="t-ok">✓</span> paid with mobile money{'\n'}
                <span className="t-ok">✓</span> delivery by bike in 3-4 days{'\n'}
                <span className="t-ok">✓</span> 2-year warranty{'\n'}
                <span className="t-prompt">$</span> <span className="t-cursor">_</span>
              </pre>
            </div>
          )}
        </div>
      </section>

      <section className="container perks" aria-label="Why shop with us">
        <ul className="perk-list">
          {perks.map(({ title, text, Icon }) => (
            <li key={title} className="perk">
              <span className="perk-icon">
                <Icon size={22} />
              </span>
              <span>
                <strong>{title}</strong>
                <span className="perk-text">{text}</span>
              </span>
            </li>
          ))}
        </ul>
      </section>

      <section className="container home-section" aria-labelledby="categories-title">
        <div className="home-section-head">
          <h2 id="categories-title" className="section-title">
            Shop by Category
          </h2>
          <Link to="/products" className="home-more">
            View all products <ArrowRightIcon size={16} />
          </Link>
        </div>
        <ul className="category-grid">
          {headerCategories.map(({ slug, label }) => {
            const Icon = categoryIcons[slug] ?? PlugIcon;
            return (
              <li key={slug}>
                <Link to={`/products/${slug}`} className="category-card">
                  <span className="category-icon">
                    <Icon size={28} />
                  </span>
                  <span className="category-name">{label}</span>
                  <span className="category-text">{categoryBlurbs[slug]}</span>
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
