// The pieces of the Downloads page.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ManualCategory } from '../../../shared/api';
import { DOWNLOADS_SHADOW_AFTER } from '../../../shared/limits';
import { TextIn, useTextLanguage } from '../../components/text-language';
import { useEarlyValue } from '../../components/early-input';
import { ChoiceForm } from '../../components/choice-form';

/** The product filter; `keeps`: the rest of the query, sent with the product where no script runs. */
export function ProductSelect(props: {
  products: { id: number; name: string; lang: string }[];
  product?: number;
  keeps?: URLSearchParams;
  onChange(product: number | undefined): void;
}) {
  const { t } = useTranslation('downloads');
  const id = useId();
  const textLang = useTextLanguage();
  const choose = (value: string) => props.onChange(value ? Number(value) : undefined);
  const ref = useEarlyValue<HTMLSelectElement>(String(props.product ?? ''), choose);
  const form = `${id}-form`;
  return (
    <div className="downloads-product">
      <label htmlFor={id} className="downloads-product__label">
        {t('product.label')}
      </label>
      <select
        ref={ref}
        id={id}
        form={form}
        name="product"
        className="downloads-product__select"
        value={props.product ?? ''}
        onChange={(e) => choose(e.target.value)}
      >
        <option value="">{t('product.all')}</option>
        {props.products.map((p) => (
          <option key={p.id} value={p.id} lang={textLang(p.lang)}>
            {p.name}
          </option>
        ))}
      </select>
      <ChoiceForm id={form} keeps={props.keeps} apply />
    </div>
  );
}

/** "PDF" for …/x.pdf: the file type shown beside a manual. */
export function fileType(url: string): string {
  const match = /\.([a-z0-9]{1,5})(?:[?#].*)?$/i.exec(url);
  return match ? match[1]!.toUpperCase() : '';
}

export function ManualCategories({ categories }: { categories: ManualCategory[] }) {
  return categories.map((category) => <ManualCategoryBlock key={category.categoryName} category={category} />);
}

function ManualCategoryBlock({ category }: { category: ManualCategory }) {
  const { t } = useTranslation('downloads');
  const id = useId();
  const textLang = useTextLanguage();
  const long = category.userManual.length > DOWNLOADS_SHADOW_AFTER;
  return (
    <section className="downloads-category" aria-labelledby={id}>
      <h2 id={id} className="downloads-category__title">
        <TextIn lang={category.lang}>{category.categoryName}</TextIn>
        <span className="downloads-category__count">{t('count', { count: category.userManual.length })}</span>
      </h2>
      {/* A list of more than 10 manuals scrolls in its box, with a shadow at the bottom edge. */}
      <div className={`downloads-category__box${long ? ' downloads-category__box--shadow' : ''}`}>
        <ul className="downloads-list">
          {category.userManual.map((manual) => (
            <li key={manual.url + manual.title} className="downloads-list__item">
              <a href={manual.url} target="_blank" rel="noopener" className="downloads-list__link">
                <span className="downloads-list__title" lang={textLang(manual.lang)}>
                  {manual.title}
                </span>
                <span className="visually-hidden"> {t('opensInNewTab')}</span>
              </a>
              {fileType(manual.url) && <span className="downloads-list__type">{fileType(manual.url)}</span>}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
