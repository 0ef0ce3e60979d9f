import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { categoryPath } from '../../../components/product/categoryPath';
import { GroupName } from '../../../components/product/GroupName';
import { LineIcon } from '../../../shared/LineIcon';
import { productBreadcrumbClass as crumbs } from './productBreadcrumbStyles';

interface Props {
  /** The product's group id as stored ('animal_feed'). */
  group: string;
  name: string;
}

/** Chakra's breadcrumb chevron (the separator's styles size it to the text). */
function Separator() {
  return (
    <li className={crumbs.separator} aria-hidden="true">
      <LineIcon d="m9 18 6-6-6-6" />
    </li>
  );
}

/**
 * Home > category > product name (docs/SPEC.md 'Screens and routes'); the category reads as its group's name in the shopper's language.
 * Plain elements with static classes (productBreadcrumbStyles): Chakra's breadcrumb is a dozen elements in the render that paints
 * the product's photo (docs/BENCHMARK.md, issue 40).
 */
export function ProductBreadcrumb({ group, name }: Props) {
  const { t } = useTranslation();
  return (
    <nav className={crumbs.root} aria-label={t('screens.product.breadcrumb')}>
      <ol className={crumbs.list}>
        <li className={crumbs.item}>
          <RouterLink className={crumbs.link} to="/">
            {t('nav.home')}
          </RouterLink>
        </li>
        <Separator />
        <li className={crumbs.item}>
          <RouterLink className={crumbs.link} to={categoryPath(group)}>
            <GroupName id={group} />
          </RouterLink>
        </li>
        <Separator />
        <li className={`${crumbs.item} ${crumbs.last}`}>
          <span className={crumbs.current} role="link" aria-current="page">
            {name}
          </span>
        </li>
      </ol>
    </nav>
  );
}
