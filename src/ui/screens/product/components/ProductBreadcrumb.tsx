import { Breadcrumb } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { categoryPath } from '../../../components/product/categoryPath';
import { GroupName } from '../../../components/product/GroupName';

interface Props {
  /** The product's group id as stored ('animal_feed'). */
  group: string;
  name: string;
}

/** Home > category > product name (docs/SPEC.md 'Screens and routes'); the category reads as its group's name in the shopper's language. */
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
            <RouterLink to={categoryPath(group)}>
              <GroupName id={group} />
            </RouterLink>
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
