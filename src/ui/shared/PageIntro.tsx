import { pageIntroClass } from './pageIntroStyles';

interface Props {
  title: string;
  intro: string;
}

/**
 * The top of a narrow single-column page (login, complete profile, the maps test): its title as the
 * page's h1 and one muted line on what to do here, set alike on every such page. Plain elements with
 * static classes: index.html paints /login's before the app's code has arrived (scripts/vite/shellText.ts).
 */
export function PageIntro({ title, intro }: Props) {
  return (
    <div className={pageIntroClass.root}>
      <h1 className={pageIntroClass.title}>{title}</h1>
      <p className={pageIntroClass.text}>{intro}</p>
    </div>
  );
}
