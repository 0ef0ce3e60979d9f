import { Breadcrumb } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { categoryPath } from '../../../components/product/categoryPath';

interface Props {
  /** The product's group as stored ('animal_feed'), shown with its underscores as spaces. */
  group: string;
  name: string;
}

/** Home > category (underscores shown as spaces) > product name (SPEC section 2). */
export function ProductBreadcrumb({ group, name }: Props) {
  const { t } = useTranslation();
  return (
    <Breadcrumb.Root size="md" minW="0" aria-label={t('screens.product.breadcrumb')}>
      <Breadcrumb.List flexWrap="wrap">
        <Breadcrumb.Item>
          <Breadcrumb.Link asChild minH="11" display="inline-flex" alignItems="center">
            <RouterLink to="/">{t('nav.home')}</RouterLink>
          </Breadcrumb.Link>
        </Breadcrumb.Item>
        <Breadcrumb.Separator />
        <Breadcrumb.Item>
          <Breadcrumb.Link asChild minH="11" display="inline-flex" alignItems="center">
            <RouterLink to={categoryPath(group)}>{group.replace(/_/g, ' ')}</RouterLink>
          </Breadcrumb.Link>
        </Breadcrumb.Item>
        <Breadcrumb.Separator />
        <Breadcrumb.Item minW="0">
          <Breadcrumb.CurrentLink truncate>{name}</Breadcrumb.CurrentLink>
        </Breadcrumb.Item>
      </Breadcrumb.List>
    </Breadcrumb.Root>
  );
}
