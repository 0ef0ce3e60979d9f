import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchIcon } from '../../../components/product/icons';
import { homeScreenClass } from '../homeScreenStyles';
import { searchBoxClass } from './searchBoxStyles';

interface Props {
  value: string;
  searching: boolean;
  onChange(value: string): void;
  onSubmit(): void;
}

/**
 * The product search: results follow typing; Enter searches at once and closes the phone keyboard.
 * Plain elements with static classes (searchBoxStyles): every keystroke draws it again.
 */
export function SearchBox({ value, searching, onChange, onSubmit }: Props) {
  const { t } = useTranslation();
  const inputId = useId();
  return (
    <form
      role="search"
      onSubmit={(e) => {
        e.preventDefault();
        (document.activeElement as HTMLElement | null)?.blur();
        onSubmit();
      }}
    >
      <div className={searchBoxClass.root}>
        <label className={homeScreenClass.hidden} htmlFor={inputId}>
          {t('screens.home.searchLabel')}
        </label>
        <div className={searchBoxClass.box}>
          <div className={searchBoxClass.icon}>
            <SearchIcon />
          </div>
          <input
            id={inputId}
            className={searchBoxClass.input}
            type="search"
            enterKeyHint="search"
            autoComplete="off"
            placeholder={t('screens.home.searchPlaceholder')}
            value={value}
            onChange={(e) => onChange(e.target.value)}
          />
          {searching && <span className={searchBoxClass.spinner} />}
        </div>
      </div>
    </form>
  );
}
